package start

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/window"
	"estafette/i18n"
)

// Several screens, one game (docs/network.md): a new game is hosted on
// the network from the scenario's page (the Host button beside Play),
// and the Join page takes a host's address and a game's code.

// PageJoin is the page that joins a game hosted elsewhere.
const PageJoin = PageLessons + 1

// The start screen's requests of a shared game.
type (
	// HostRequest hosts a new game of a scenario for other devices;
	// Players says who commands each army: a person's seat is taken on
	// this screen (the first) or by another device, the computer's is
	// played by this program.
	HostRequest struct {
		Scenario Scenario
		Players  map[string]string
	}
	// JoinRequest joins the game of Code hosted at Addr.
	JoinRequest struct{ Addr, Code string }
)

// joinForm is what the Join page has been given.
type joinForm struct {
	addr, code string
	field      int // 0: the address, 1: the code
}

// JoinFields are the Join page's address and code as typed, and the
// field being typed in.
func (c *Controller) JoinFields() (addr, code string, field int) {
	return c.join.addr, c.join.code, c.join.field
}

// netClick acts on the shared game's entries; it reports whether id was
// one of them.
func (c *Controller) netClick(id string) bool {
	switch id {
	case "join":
		c.Show(PageJoin)
	case "join-addr":
		c.join.field = 0
		c.changed()
	case "join-code":
		c.join.field = 1
		c.changed()
	case "join-go":
		c.Join()
	case "host":
		c.Host()
	default:
		return false
	}
	return true
}

// Host asks to host a new game of the selected scenario.
func (c *Controller) Host() {
	if len(c.scenarios) > 0 {
		c.ask(HostRequest{Scenario: c.Selected(), Players: c.Players()})
	}
}

// Join asks to join the game the page names, once both are given.
func (c *Controller) Join() {
	f := c.join
	if strings.TrimSpace(f.addr) == "" || strings.TrimSpace(f.code) == "" {
		c.Message = i18n.T(c.Lang, "start.join.need")
		c.changed()
		return
	}
	c.Message = i18n.T(c.Lang, "start.join.connecting")
	c.ask(JoinRequest{Addr: strings.TrimSpace(f.addr), Code: strings.TrimSpace(f.code)})
	c.changed()
}

// maxField bounds what a field takes.
const maxField = 120

// typeJoin takes the keys typed on the Join page: characters, Backspace,
// Tab to the other field, Enter to join. It reports whether it took the
// tick's keys (the page's letters are not the screen's shortcuts).
func (a *App) typeJoin(in window.Input) bool {
	c := a.c
	if c.page != PageJoin {
		return false
	}
	f := &c.join
	field := &f.addr
	if f.field == 1 {
		field = &f.code
	}
	before := *field
	for _, r := range in.AppendChars(nil) {
		if r >= ' ' && r != 0x7f && len(*field) < maxField {
			*field += string(r)
		}
	}
	switch {
	case in.KeyRepeated(ebiten.KeyBackspace) && *field != "":
		rs := []rune(*field)
		*field = string(rs[:len(rs)-1])
	case in.KeyJustPressed(ebiten.KeyTab):
		f.field = 1 - f.field
		c.changed()
	case window.Enter(in):
		c.Join()
	case in.KeyJustPressed(ebiten.KeyEscape):
		c.Show(PageNew)
	default:
		if *field == before {
			return window.Ctrl(in) // Ctrl's keys stay the screen's
		}
	}
	if *field != before {
		c.changed()
	}
	return true
}

// layoutJoin places the Join page: the host's address, the code, and
// the button.
func (c *Controller) layoutJoin(b *builder, area layoutArea) {
	l := c.Lang
	x, y, w := area.x, area.y, min(area.w, b.px(520))
	b.add(Entry{Kind: KindHeading, Rect: rect(x, y, w, b.px(30)), Text: i18n.T(l, "start.join.title"), Size: 20})
	y += b.px(40)
	b.add(Entry{Kind: KindText, Rect: rect(x, y, w, b.px(20)), Text: i18n.T(l, "start.join.how"), Size: 14})
	y += b.px(22)
	b.add(Entry{Kind: KindText, Rect: rect(x, y, w, b.px(20)), Text: i18n.T(l, "start.join.keys"), Size: 13, Off: true})
	y += b.px(34)
	fields := []struct{ id, label, value string }{
		{"join-addr", i18n.T(l, "start.join.addr"), c.join.addr},
		{"join-code", i18n.T(l, "start.join.code"), c.join.code},
	}
	for i, f := range fields {
		b.add(Entry{Kind: KindText, Rect: rect(x, y, w, b.px(20)), Text: f.label, Size: 14})
		y += b.px(24)
		text := f.value
		if i == c.join.field {
			text += "_" // the field typed in (a mark the font has)
		}
		b.add(Entry{ID: f.id, Kind: KindChip, Rect: rect(x, y, w, b.px(40)), Text: text, Active: i == c.join.field, Size: 16})
		y += b.px(52)
	}
	b.add(Entry{ID: "join-go", Kind: KindButton, Rect: rect(x, y, min(w, b.px(240)), b.px(44)), Text: i18n.T(l, "start.join.go"), Active: true, Size: 17})
}

// layoutArea is where a page lays out: its top left and width.
type layoutArea struct{ x, y, w int }
