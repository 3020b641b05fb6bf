package start

import (
	"fmt"
	"image"
	"math"
	"strings"

	"estafette/i18n"
	"estafette/render"
	"estafette/session"
)

// Kind says how an entry of the screen looks.
type Kind int

// Entry kinds.
const (
	KindButton  Kind = iota // a menu button of the left column
	KindRow                 // a row of a list: a scenario, a saved game, a lesson
	KindChip                // a small button (a seat, Play, Replay)
	KindText                // text, not clickable
	KindHeading             // a page's heading
	KindTitle               // the program's name
	KindSwatch              // an army's colour and name
)

// Entry is one thing the screen draws, at its place in device pixels.
// Those with an ID are clickable.
type Entry struct {
	ID     string
	Rect   image.Rectangle
	Kind   Kind
	Text   string
	Sub    string // a second, softer line
	Tip    []string
	Off    bool // shown greyed, does nothing
	Active bool // the page shown, the scenario previewed
	Army   int  // KindSwatch: the army's colour
	Size   float64
	// Lines are Text wrapped to the entry's width, when it is written
	// whole on several lines (a long title) rather than shortened.
	Lines []string
}

// Screen is the start screen laid out: its entries and the board
// preview's place.
type Screen struct {
	Entries []Entry
	Preview image.Rectangle // empty when no board is shown
	Rows    int             // saved games that fit on the page
	MenuW   int             // the left column's width
}

// Hit returns the clickable entry under x, y.
func (s *Screen) Hit(x, y int) (Entry, bool) {
	p := image.Pt(x, y)
	for _, e := range s.Entries {
		if e.ID != "" && p.In(e.Rect) {
			return e, true
		}
	}
	return Entry{}, false
}

// TipAt returns the entry with a tooltip under x, y.
func (s *Screen) TipAt(x, y int) (Entry, bool) {
	p := image.Pt(x, y)
	for _, e := range s.Entries {
		if len(e.Tip) > 0 && p.In(e.Rect) {
			return e, true
		}
	}
	return Entry{}, false
}

// Find returns the entry with an id.
func (s *Screen) Find(id string) (Entry, bool) {
	for _, e := range s.Entries {
		if e.ID == id {
			return e, true
		}
	}
	return Entry{}, false
}

// MenuWidth is the left column's width in device-independent pixels.
const MenuWidth = 380

// builder places entries top to bottom.
type builder struct {
	s       *Screen
	ui      float64
	compact bool // a short screen (a large scale): tighter rows
	menuW   int  // the left column's width in device pixels
}

func (b *builder) add(e Entry) { b.s.Entries = append(b.s.Entries, e) }

func (b *builder) px(v float64) int { return int(math.Round(v * b.ui)) }

// wrap breaks a title, in bold at size, into lines width pixels wide:
// a long title is written whole rather than cut.
func (b *builder) wrap(s string, size float64, width int) []string {
	lines := render.Wrap(s, render.BoldFace(size*b.ui), float64(width))
	if len(lines) == 0 {
		return []string{s}
	}
	return lines
}

func rect(x, y, w, h int) image.Rectangle { return image.Rect(x, y, x+w, y+h) }

// Layout places the screen for a w×h screen at device scale ui.
func (c *Controller) Layout(w, h int, ui float64) *Screen {
	s := &Screen{}
	b := &builder{s: s, ui: ui, compact: float64(h)/ui < 700}
	// The column keeps to a third of a narrow screen (a large scale).
	b.menuW = min(b.px(MenuWidth), max(b.px(300), w*34/100))
	s.MenuW = b.menuW
	c.layoutMenu(b, h)
	x0 := b.menuW + b.px(28)
	notes := c.noteLines()
	area := image.Rect(x0, b.px(28), w-b.px(28), h-b.px(40)-len(notes)*b.px(22))
	switch c.page {
	case PageNew:
		c.layoutNew(b, area)
	case PageSaves:
		c.layoutSaves(b, area)
	case PageLessons:
		c.layoutLessons(b, area)
	case PageJoin:
		c.layoutJoin(b, layoutArea{area.Min.X, area.Min.Y, area.Dx()})
	}
	// What opening the library did, a line each, above the message.
	for i, n := range notes {
		top := h - b.px(34) - (len(notes)-i)*b.px(22)
		b.add(Entry{Kind: KindText, Rect: image.Rect(x0, top, w-b.px(28), top+b.px(20)), Text: n.Text, Tip: n.Tip, Size: 13})
	}
	if c.Message != "" {
		b.add(Entry{Kind: KindText, Rect: image.Rect(x0, h-b.px(34), w-b.px(150), h-b.px(10)), Text: c.Message, Size: 13})
	}
	// The version in the bottom right corner.
	b.add(Entry{Kind: KindText, Rect: image.Rect(w-b.px(140), h-b.px(28), w-b.px(12), h-b.px(8)),
		Text: i18n.Tf(c.Lang, "start.version", c.Version), Size: 12, Off: true})
	return s
}

// noteLine is a line of the notes: its text, and the notes it stands
// for when there are more than fit.
type noteLine struct {
	Text string
	Tip  []string
}

// maxNoteLines is how many lines the notes take at most; past it, the
// last says how many more, listed in its tooltip.
const maxNoteLines = 4

// maxNoteTip bounds the notes a tooltip lists.
const maxNoteTip = 30

// noteLines are the notes as the screen says them: each on its line, or
// the first ones and how many more.
func (c *Controller) noteLines() []noteLine {
	var out []noteLine
	for i, n := range c.notes {
		if i == maxNoteLines-1 && len(c.notes) > maxNoteLines {
			rest := c.notes[i:]
			tip := rest[:min(len(rest), maxNoteTip)]
			if len(rest) > maxNoteTip {
				tip = append(tip[:len(tip):len(tip)], "…")
			}
			out = append(out, noteLine{Text: i18n.Tf(c.Lang, "start.notes.more", len(rest)), Tip: tip})
			break
		}
		out = append(out, noteLine{Text: n, Tip: []string{n}}) // a long one is cut: its tooltip says it whole
	}
	return out
}

// layoutMenu places the left column: the program's name, the ways in,
// the language and the presentation choices.
func (c *Controller) layoutMenu(b *builder, h int) {
	l := c.Lang
	x, w := b.px(24), b.menuW-b.px(48)
	y := b.px(26)
	// A short screen drops the tagline and tightens the buttons, so that
	// the column's last line stays on screen.
	bh, sub1, gap := 42.0, 18.0, 8.0
	b.add(Entry{Kind: KindTitle, Rect: rect(x, y, w, b.px(44)), Text: i18n.T(l, "start.title"), Size: 36})
	y += b.px(48)
	if b.compact {
		bh, sub1, gap = 34, 16, 6
		y += b.px(4)
	} else {
		b.add(Entry{Kind: KindText, Rect: rect(x, y, w, b.px(20)), Text: i18n.T(l, "start.tagline"), Size: 14})
		y += b.px(40)
	}
	button := func(id, text, sub string, tip []string, off, active bool) {
		hgt := bh
		if sub != "" {
			hgt = bh - 2 + sub1*float64(strings.Count(sub, "\n")+1)
		}
		b.add(Entry{ID: id, Kind: KindButton, Rect: rect(x, y, w, b.px(hgt)), Text: text, Sub: sub, Tip: tip, Off: off, Active: active, Size: 16})
		y += b.px(hgt + gap)
	}
	button("new", i18n.T(l, "start.new"), "", nil, false, c.page == PageNew)
	if g := c.latest; g != nil {
		button("continue", i18n.T(l, "start.continue"), g.Scenario+"\n"+i18n.Tf(l, "start.continue.where", g.Turn, g.Army)+"\n"+g.Date.Format(i18n.T(l, "start.date")),
			[]string{i18n.T(l, "start.continue.tip")}, false, false)
	} else {
		button("continue", i18n.T(l, "start.continue.none"), "", []string{i18n.T(l, "start.continue.tip")}, true, false)
	}
	button("open", i18n.T(l, "start.open"), "", nil, false, c.page == PageSaves)
	button("lessons", i18n.T(l, "start.lessons"), "", nil, false, c.page == PageLessons)
	button("demo", i18n.T(l, "start.demo"), "", []string{i18n.T(l, "start.demo.tip")}, false, false)
	button("editor", i18n.T(l, "start.editor"), "", nil, false, false)
	button("openfile", i18n.T(l, "start.openfile"), "", []string{i18n.T(l, "start.openfile.tip")}, false, false)
	if CanHost {
		button("join", i18n.T(l, "start.join"), "", []string{i18n.T(l, "start.join.tip")}, false, c.page == PageJoin)
	}
	y += b.px(2 * gap)
	button("lang", i18n.T(l, "start.lang"), "", nil, false, false)
	contrast := "start.contrast.off"
	if c.HighContrast {
		contrast = "start.contrast.on"
	}
	button("contrast", i18n.T(l, contrast), "", []string{i18n.T(l, "start.contrast.tip")}, false, false)
	y += b.px(4)
	b.add(Entry{Kind: KindText, Rect: rect(x, y, w, b.px(20)), Text: i18n.Tf(l, "start.scale", int(math.Round(c.Scale*100))), Size: 13})
	y += b.px(22)
	b.add(Entry{Kind: KindText, Rect: rect(x, y, w, b.px(20)), Text: i18n.T(l, "start.fullscreen"), Size: 13})
	if CanQuit {
		y += b.px(28)
		button("quit", i18n.T(l, "start.quit"), "", nil, false, false)
	}
}

// layoutNew places the scenarios on the left of the area and the
// selected one's preview, facts and seats on the right.
func (c *Controller) layoutNew(b *builder, area image.Rectangle) {
	l := c.Lang
	listW := min(b.px(330), area.Dx()*36/100)
	b.add(Entry{Kind: KindHeading, Rect: rect(area.Min.X, area.Min.Y, listW, b.px(30)), Text: i18n.T(l, "start.scenarios"), Size: 20})
	y := area.Min.Y + b.px(40)
	for i, s := range c.scenarios {
		sub := c.facts(s)
		if s.File != "" {
			sub = i18n.T(l, "start.yours") + " · " + sub
		}
		lines := b.wrap(s.Scenario.Title, 14, listW-b.px(24))
		extra := (len(lines) - 1) * 18
		b.add(Entry{ID: fmt.Sprintf("scenario:%d", i), Kind: KindRow, Rect: rect(area.Min.X, y, listW, b.px(56+float64(extra))),
			Text: s.Scenario.Title, Lines: lines, Sub: sub, Tip: tipOf(s.File), Active: i == c.sel, Size: 14})
		y += b.px(62 + float64(extra))
	}
	sel := c.Selected()
	x := area.Min.X + listW + b.px(28)
	w := area.Max.X - x
	armies := sel.Scenario.Armies
	head := b.wrap(sel.Scenario.Title, 20, w)
	headH := 28 + float64(len(head)-1)*26
	below := b.px(30+22+34+headH-28) + len(armies)*b.px(40) + b.px(110)
	ph := max(b.px(120), area.Dy()-below)
	b.s.Preview = rect(x, area.Min.Y, w, ph)
	y = area.Min.Y + ph + b.px(10)
	b.add(Entry{Kind: KindHeading, Rect: rect(x, y, w, b.px(headH)), Text: sel.Scenario.Title, Lines: head, Size: 20})
	y += b.px(headH + 2)
	b.add(Entry{Kind: KindText, Rect: rect(x, y, w, b.px(20)), Text: c.facts(sel), Size: 14})
	y += b.px(30)
	b.add(Entry{Kind: KindText, Rect: rect(x, y, w, b.px(20)), Text: i18n.T(l, "start.commands"), Size: 14, Off: true})
	y += b.px(26)
	seatW := min(b.px(240), w*45/100)
	for i, a := range armies {
		b.add(Entry{Kind: KindSwatch, Rect: rect(x, y, w-seatW-b.px(12), b.px(32)), Text: a.Name, Army: i, Size: 15})
		b.add(Entry{ID: "seat:" + a.ID, Kind: KindChip, Rect: rect(x+w-seatW, y, seatW, b.px(32)),
			Text: i18n.T(l, "start.seat."+c.Seat(a.ID)), Tip: []string{i18n.T(l, "start.seat.tip")}, Size: 14})
		y += b.px(40)
	}
	y += b.px(8)
	b.add(Entry{ID: "play", Kind: KindButton, Rect: rect(x+w-seatW, y, seatW, b.px(44)), Text: i18n.T(l, "start.play"), Active: true, Size: 17})
	if CanHost {
		// Beside Play: the same game, hosted for other devices.
		hostW := min(seatW, w-seatW-b.px(12))
		b.add(Entry{ID: "host", Kind: KindChip, Rect: rect(x+w-seatW-b.px(12)-hostW, y+b.px(5), hostW, b.px(34)), Text: i18n.T(l, "start.host"), Tip: []string{i18n.T(l, "start.host.tip")}, Size: 14})
	} else {
		b.add(Entry{Kind: KindText, Rect: rect(x, y+b.px(12), w-seatW-b.px(12), b.px(20)), Text: i18n.T(l, "start.keys"), Size: 12, Off: true})
	}
	// The club-night kit: the scenario's sheets and its rules' card, as
	// PDF (docs/print.md).
	y += b.px(52)
	half := (w - b.px(10)) / 2
	b.add(Entry{ID: "print", Kind: KindChip, Rect: rect(x, y, half, b.px(34)), Text: i18n.T(l, "start.print"), Tip: []string{i18n.T(l, "start.print.tip")}, Size: 14})
	b.add(Entry{ID: "print-rules", Kind: KindChip, Rect: rect(x+half+b.px(10), y, half, b.px(34)), Text: i18n.Tf(l, "start.print.rules", sel.Family()), Tip: []string{i18n.T(l, "start.print.rules.tip")}, Size: 14})
}

// facts is a scenario's rules family and turns.
func (c *Controller) facts(s Scenario) string {
	turns := i18n.T(c.Lang, "start.turns.none")
	if s.Scenario.Turns > 0 {
		turns = i18n.Tf(c.Lang, "start.turns", s.Scenario.Turns)
	}
	return i18n.Tf(c.Lang, "start.family", s.Family()) + " · " + turns
}

// SaveRowHeight is a saved game's row, in device-independent pixels.
const SaveRowHeight = 62

// layoutSaves places the saved games that fit, from Top, each with its
// Play and Replay buttons, and the place in the list below them.
func (c *Controller) layoutSaves(b *builder, area image.Rectangle) {
	l := c.Lang
	b.add(Entry{Kind: KindHeading, Rect: rect(area.Min.X, area.Min.Y, area.Dx(), b.px(30)), Text: i18n.T(l, "start.open"), Size: 20})
	y := area.Min.Y + b.px(44)
	switch {
	case c.savesErr != nil:
		b.add(Entry{Kind: KindText, Rect: rect(area.Min.X, y, area.Dx(), b.px(20)), Text: i18n.Tf(l, "start.saves.failed", c.savesErr), Size: 14})
		return
	case len(c.saves) == 0:
		b.add(Entry{Kind: KindText, Rect: rect(area.Min.X, y, area.Dx(), b.px(20)), Text: i18n.T(l, "start.saves.none"), Size: 14})
		return
	}
	rowH := b.px(SaveRowHeight)
	b.s.Rows = max(1, (area.Max.Y-y-b.px(30))/rowH)
	c.top = max(0, min(c.top, len(c.saves)-b.s.Rows))
	bw := b.px(110)
	for i := c.top; i < len(c.saves) && i < c.top+b.s.Rows; i++ {
		g := c.saves[i]
		title, sub := c.rowText(g)
		// A file folded under its game is indented under it.
		x := area.Min.X + g.Depth*b.px(32)
		w := area.Max.X - x - 3*bw - b.px(30)
		if c.confirm == i {
			// The question takes the row: nothing is deleted without it.
			b.add(Entry{Kind: KindRow, Rect: rect(x, y, w+bw+b.px(10), rowH-b.px(6)), Text: i18n.Tf(l, "library.delete.ask", title), Sub: g.Path, Size: 14})
			bx := x + w + bw + b.px(20)
			b.add(Entry{ID: fmt.Sprintf("delete-yes:%d", i), Kind: KindChip, Rect: rect(bx, y+b.px(10), bw, b.px(36)), Text: i18n.T(l, "library.delete.yes"), Size: 14})
			b.add(Entry{ID: "delete-no", Kind: KindChip, Rect: rect(bx+bw+b.px(10), y+b.px(10), bw, b.px(36)), Text: i18n.T(l, "library.delete.no"), Size: 14})
			y += rowH
			continue
		}
		row := Entry{Kind: KindRow, Rect: rect(x, y, w, rowH-b.px(6)), Text: title, Sub: sub, Tip: []string{g.Path}, Size: 14, Off: g.Err != nil}
		if g.Under > 0 {
			// A click on the game's row shows or hides the files folded
			// under it, which its second line counts.
			mark := "► "
			if g.Open {
				mark = "▼ "
			}
			row.ID, row.Text, row.Active = fmt.Sprintf("fold:%d", i), mark+title, g.Open
			row.Tip = []string{i18n.T(l, "library.under.tip"), g.Path}
		}
		b.add(row)
		bx := x + w + b.px(10)
		b.add(Entry{ID: fmt.Sprintf("save:%d", i), Kind: KindChip, Rect: rect(bx, y+b.px(10), bw, b.px(36)), Text: i18n.T(l, "start.save.play"), Off: g.Err != nil, Size: 14})
		b.add(Entry{ID: fmt.Sprintf("view:%d", i), Kind: KindChip, Rect: rect(bx+bw+b.px(10), y+b.px(10), bw, b.px(36)), Text: i18n.T(l, "start.save.view"),
			Tip: []string{i18n.T(l, "start.save.view.tip")}, Off: g.Err != nil, Size: 14})
		b.add(Entry{ID: fmt.Sprintf("delete:%d", i), Kind: KindChip, Rect: rect(bx+2*(bw+b.px(10)), y+b.px(10), bw, b.px(36)), Text: i18n.T(l, "library.delete"), Size: 14})
		y += rowH
	}
	if len(c.saves) > b.s.Rows {
		last := min(len(c.saves), c.top+b.s.Rows)
		b.add(Entry{Kind: KindText, Rect: rect(area.Min.X, y+b.px(4), area.Dx(), b.px(20)),
			Text: i18n.Tf(l, "start.saves.more", c.top+1, last, len(c.saves)), Size: 13, Off: true})
	}
}

// rowText is a row's two lines. A game's: its title, then when it was
// last written (the date and time in full, first, where nothing cuts
// them), where it stands and who commands each army. A file folded under
// it: what it is (saved on…, copy made on…), then where it stands.
func (c *Controller) rowText(g Game) (title, sub string) {
	l := c.Lang
	when := g.Date.Format(i18n.T(l, "start.date"))
	title = g.Scenario
	if title == "" {
		title = baseName(g.Path)
	}
	detail := session.EntryDetail(l, g.Entry)
	if g.Err != nil {
		return title, detail
	}
	if g.Depth == 0 {
		if g.Under > 0 {
			return title, when + " · " + c.underText(g) + " · " + detail
		}
		return title, when + " · " + detail
	}
	detail = session.EntryStanding(l, g.Entry) // the title says what it is
	switch {
	case g.Entry.IsCopy():
		title = i18n.Tf(l, "library.under.copy", when)
	case g.Saved:
		title = i18n.Tf(l, "library.under.saved", when)
	default:
		title = i18n.Tf(l, "library.under.game", when)
	}
	return title, detail
}

// underText says what folds under a game's row: its saves and the
// copies made of it, counted.
func (c *Controller) underText(g Game) string {
	saved, copies := 0, 0
	for _, e := range g.folded {
		if e.IsCopy() {
			copies++
		} else {
			saved++
		}
	}
	var parts []string
	if saved > 0 {
		parts = append(parts, c.count(saved, "library.under.save"))
	}
	if copies > 0 {
		parts = append(parts, c.count(copies, "library.under.copy1"))
	}
	return strings.Join(parts, ", ")
}

// count says n things: key for one, key+"s" for more.
func (c *Controller) count(n int, key string) string {
	if n > 1 {
		key += "s"
	}
	return i18n.Tf(c.Lang, key, n)
}

// layoutLessons places the shipped lessons.
func (c *Controller) layoutLessons(b *builder, area image.Rectangle) {
	l := c.Lang
	b.add(Entry{Kind: KindHeading, Rect: rect(area.Min.X, area.Min.Y, area.Dx(), b.px(30)), Text: i18n.T(l, "start.lessons"), Size: 20})
	y := area.Min.Y + b.px(40)
	b.add(Entry{Kind: KindText, Rect: rect(area.Min.X, y, area.Dx(), b.px(20)), Text: i18n.T(l, "start.lessons.about"), Size: 14})
	y += b.px(36)
	for i, le := range c.lessons {
		sub := le.Scenario + ".toml"
		for _, s := range c.scenarios {
			if s.Key == le.Scenario {
				sub = s.Scenario.Title
			}
		}
		rowW := min(area.Dx(), b.px(640))
		lines := b.wrap(le.Title(l), 15, rowW-b.px(24))
		extra := float64(len(lines)-1) * 19
		b.add(Entry{ID: fmt.Sprintf("lesson:%d", i), Kind: KindRow, Rect: rect(area.Min.X, y, rowW, b.px(52+extra)),
			Text: le.Title(l), Lines: lines, Sub: sub, Size: 15})
		y += b.px(60 + extra)
	}
}

// baseName is the last element of a path or a key.
func baseName(p string) string {
	for i := len(p) - 1; i >= 0; i-- {
		if p[i] == '/' || p[i] == '\\' {
			return p[i+1:]
		}
	}
	return p
}

// tipOf is a player's scenario's file, shown on its row; none for a
// built-in one.
func tipOf(file string) []string {
	if file == "" {
		return nil
	}
	return []string{file}
}
