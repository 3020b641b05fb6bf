// Package help is the help overlay both windows open with F1 or their
// "?" button: the window's controls, a reference of every rule id of the
// loaded ruleset's family with the ruleset's own numbers, and the combat
// values no rule id explains. A window embeds an Overlay and gives it a
// few calls: Input first in its Update, Prepare when it prepares its
// frame, Key in its frame key, Draw last in its Draw, Open for a click on
// a rule id.
package help

import (
	"fmt"
	"image"
	"strings"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/window"
	"estafette/i18n"
	"estafette/render"
	"estafette/rules"
)

// Overlay is the help over a window: whether it is open, where it is
// scrolled, what is searched, the entry a link opened.
type Overlay struct {
	controls string // i18n.ControlsTable, ControlsEditor or ControlsViewer

	open, typing bool
	query        string
	focus        string  // the rule id a link opened, highlighted
	jump         string  // a section or entry to bring to the top, once laid out
	scroll       float64 // how far the content is scrolled, in pixels
	mx, my       int
	hover        string

	built content
	model render.HelpModel
	view  render.Help
	lay   *render.HelpLayout
	ui    float64
	chars []rune

	version window.Version[Key] // the frame's key's (Version)
}

// New is a closed overlay listing the controls of a window
// (i18n.ControlsTable or i18n.ControlsEditor).
func New(controls string) *Overlay { return &Overlay{controls: controls, ui: 1} }

// IsOpen reports the overlay on screen.
func (o *Overlay) IsOpen() bool { return o.open }

// Typing reports the search field taking the keys: a window's own letter
// keys (L) do nothing meanwhile.
func (o *Overlay) Typing() bool { return o.open && o.typing }

// Open shows the overlay, at the entry of rule when one is given (a
// click on a rule id), highlighted, with any search cleared so that the
// entry shows; without one, where it was left.
func (o *Overlay) Open(rule string) {
	o.open, o.typing = true, false
	if rule != "" {
		o.focus, o.query, o.jump = rule, "", RuleItem(rule)
	}
}

// Close hides the overlay.
func (o *Overlay) Close() { o.open, o.typing = false, false }

// Focus is the rule id a link opened, "" for none.
func (o *Overlay) Focus() string { return o.focus }

// Scroll is how far the content is scrolled, in pixels.
func (o *Overlay) Scroll() float64 { return o.scroll }

// Model is what the overlay shows, as Prepare last built it.
func (o *Overlay) Model() *render.HelpModel { return &o.model }

// Layout is where Prepare last placed it; nil before the first Prepare.
func (o *Overlay) Layout() *render.HelpLayout { return o.lay }

// Input reads a tick's input. A closed overlay only looks for F1, which
// opens it; an open one takes every key and click. It reports whether it
// took the input (the window then reads none of it) and whether L asked
// for the other language, which the window switches as it always does.
func (o *Overlay) Input(in window.Input) (took, lang bool) {
	o.mx, o.my = in.Cursor()
	if !o.open {
		if in.KeyJustPressed(ebiten.KeyF1) {
			o.Open("")
			return true, false
		}
		return false, false
	}
	if in.KeyJustPressed(ebiten.KeyF1) {
		o.Close()
		return true, false
	}
	if o.typing {
		o.type_(in)
	} else if lang = o.keys(in); !o.open {
		return true, false
	}
	o.scrollBy(in)
	if in.JustPressed(ebiten.MouseButtonLeft) {
		o.click()
	}
	return true, lang
}

// type_ reads the search field's keys: letters search, Backspace takes
// one back, Enter keeps the search, Esc clears it.
func (o *Overlay) type_(in window.Input) {
	o.chars = in.AppendChars(o.chars[:0])
	for _, r := range o.chars {
		if unicode.IsPrint(r) && len(o.query) < 60 {
			o.query += string(r)
			o.scroll = 0
		}
	}
	switch {
	case in.KeyRepeated(ebiten.KeyBackspace) && o.query != "":
		r := []rune(o.query)
		o.query = string(r[:len(r)-1])
		o.scroll = 0
	case window.Enter(in):
		o.typing = false
	case in.KeyJustPressed(ebiten.KeyEscape):
		o.query, o.typing = "", false
	}
}

// keys reads the overlay's keys while the search field is not typed in.
// Esc clears a search kept with Enter before it closes the help: a player
// who pressed Esc to leave his search must not find himself back at the
// table, where his next Enter would end his phase.
func (o *Overlay) keys(in window.Input) (lang bool) {
	switch {
	case in.KeyJustPressed(ebiten.KeyEscape) && o.query != "":
		o.query, o.scroll = "", 0
	case in.KeyJustPressed(ebiten.KeyEscape):
		o.Close()
	case in.KeyJustPressed(ebiten.KeySlash) || (window.Ctrl(in) && in.KeyJustPressed(ebiten.KeyF)):
		o.typing = true
	case in.KeyJustPressed(ebiten.KeyL) && !window.Ctrl(in):
		return true
	}
	return false
}

// scrollBy scrolls with the wheel, the page keys, the arrows, Home and
// End; Prepare keeps the scroll within the content.
func (o *Overlay) scrollBy(in window.Input) {
	page := 400 * o.ui
	if o.lay != nil {
		page = float64(o.lay.View.Dy()) - 40*o.ui
	}
	_, wy := in.Wheel()
	o.scroll -= wy * 60 * o.ui
	switch {
	case in.KeyRepeated(ebiten.KeyPageDown):
		o.scroll += page
	case in.KeyRepeated(ebiten.KeyPageUp):
		o.scroll -= page
	case in.KeyRepeated(ebiten.KeyArrowDown):
		o.scroll += 40 * o.ui
	case in.KeyRepeated(ebiten.KeyArrowUp):
		o.scroll -= 40 * o.ui
	case !o.typing && in.KeyJustPressed(ebiten.KeyHome):
		o.scroll = 0
	case !o.typing && in.KeyJustPressed(ebiten.KeyEnd):
		o.scroll = 1e9
	}
}

// click acts on the entry under the cursor, as the frame on screen
// placed it: close, the search field, a section to jump to. A click
// outside the box closes the overlay.
func (o *Overlay) click() {
	if o.lay == nil {
		return
	}
	h, ok := render.HitAt(o.lay.Hits, o.mx, o.my)
	o.typing = ok && h.ID == "search"
	switch {
	case !ok:
		if !image.Pt(o.mx, o.my).In(o.lay.Box) {
			o.Close()
		}
	case h.ID == "close":
		o.Close()
	case strings.HasPrefix(h.ID, "section:"):
		o.jump = strings.TrimPrefix(h.ID, "section:")
	}
}

// Prepare builds what the next frame shows: the model in language l for
// ruleset rs (again only when one of them, the search or the focus
// changed), its layout over area at scale ui, the scroll kept within the
// content, the entry under the cursor.
func (o *Overlay) Prepare(l i18n.Lang, rs *rules.Ruleset, area image.Rectangle, ui float64) {
	o.ui = ui
	if !o.open {
		o.hover = ""
		return
	}
	c := content{lang: l, controls: o.controls, rs: rs, query: o.query, focus: o.focus, touch: window.TouchScreen()}
	if c != o.built || o.model.Key == 0 {
		o.model = build(c)
		o.model.Key = nextKey()
		o.built = c
	}
	o.view.Clear = window.PageCornerAt(ui) // the web page's Files button
	o.lay = o.view.Layout(&o.model, area, ui)
	if o.jump != "" {
		if y, ok := o.lay.Top(o.jump); ok {
			// An entry shows under a little of what comes before it (its
			// section's title, when it is the first).
			above := 8 * ui
			if strings.HasPrefix(o.jump, "rule:") {
				above = 48 * ui
			}
			o.scroll = y - above
		}
		o.jump = ""
	}
	o.scroll = max(0, min(o.scroll, o.lay.MaxScroll()))
	o.hover = ""
	if h, ok := render.HitAt(o.lay.Hits, o.mx, o.my); ok {
		o.hover = h.ID
	}
}

// Key is everything the overlay's pixels depend on, for a window's frame
// key: a frame whose key has not changed draws nothing.
type Key struct {
	Open, Typing bool
	Model        int
	Scroll       float64
	Hover        string
}

// Key returns the key of the overlay as Prepare left it.
func (o *Overlay) Key() Key {
	if !o.open {
		return Key{}
	}
	return Key{Open: true, Typing: o.typing, Model: o.model.Key, Scroll: o.scroll, Hover: o.hover}
}

// Version changes whenever the overlay's pixels do (its Key), for a
// window's frame key.
func (o *Overlay) Version() int { return o.version.Of(o.Key()) }

// Draw draws the prepared overlay, when open, over what the window drew,
// in the window's palette pal.
func (o *Overlay) Draw(dst *ebiten.Image, pal *render.Palette) {
	if !o.open || o.lay == nil {
		return
	}
	o.view.Draw(dst, &o.model, render.HelpStyle{Style: render.Style{UI: o.ui, Hover: o.hover, Palette: pal}, Scroll: o.scroll, Typing: o.typing})
}

// Locate says where a scripted place of the overlay is on the screen:
// help:close, help:search, help:section:ID (controls, s1 to s8, combat).
func (o *Overlay) Locate(place string) (image.Point, error) {
	id, _ := strings.CutPrefix(place, "help:")
	if !o.open || o.lay == nil {
		return image.Point{}, fmt.Errorf("%q: the help is not open", place)
	}
	for _, h := range o.lay.Hits {
		if h.ID == id {
			return image.Pt((h.Rect.Min.X+h.Rect.Max.X)/2, (h.Rect.Min.Y+h.Rect.Max.Y)/2), nil
		}
	}
	return image.Point{}, fmt.Errorf("the help shows no %q", id)
}
