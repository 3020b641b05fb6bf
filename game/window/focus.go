package window

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
)

// Focus is the keyboard's place among a dialog's buttons, so that a
// dialog is answered without the mouse: Tab moves it to the next button
// and Shift+Tab to the previous (each wrapping round), Enter presses the
// button it is on. A dialog starts with no button focused, Enter then
// doing the dialog's own default; the focused button is drawn as the
// hovered one (On).
type Focus struct {
	ids []string
	at  int // index in ids; -1 for none
}

// Answer reads this tick's keys for a dialog whose buttons are ids, in
// their order on the screen: Tab, Shift+Tab, and with arrows the left
// and right arrows (the browser keeps Tab for its own focus; a dialog
// whose arrows change a value passes false). It returns the id of the
// button Enter pressed, "" for none, and the input the dialog then reads:
// without that Enter, so that the dialog's own default for Enter does
// not also happen. Other buttons than the last call's (another dialog)
// start with none focused.
func (f *Focus) Answer(in Input, ids []string, arrows bool) (Input, string) {
	id := f.keys(in, ids, arrows)
	if id != "" {
		return noEnter{in}, id
	}
	return in, ""
}

func (f *Focus) keys(in Input, ids []string, arrows bool) string {
	if !slices.Equal(f.ids, ids) {
		f.ids, f.at = slices.Clone(ids), -1
	}
	if len(ids) == 0 {
		return ""
	}
	tab := in.KeyJustPressed(ebiten.KeyTab) && !Ctrl(in)
	back := tab && in.Key(ebiten.KeyShift)
	switch {
	case back || (arrows && in.KeyJustPressed(ebiten.KeyArrowLeft)):
		f.at = (max(f.at, 0) + len(ids) - 1) % len(ids)
	case tab || (arrows && in.KeyJustPressed(ebiten.KeyArrowRight)):
		f.at = (f.at + 1) % len(ids)
	case Enter(in) && f.at >= 0:
		return ids[f.at]
	}
	return ""
}

// On is the id of the focused button, "" for none.
func (f *Focus) On() string {
	if f.at < 0 || f.at >= len(f.ids) {
		return ""
	}
	return f.ids[f.at]
}

// Clear drops the focus: the next dialog starts with none.
func (f *Focus) Clear() { f.ids, f.at = nil, -1 }

// noEnter is an input whose Enter was taken by a focused button.
type noEnter struct{ Input }

func (n noEnter) Touching() bool  { return Touching(n.Input) }
func (n noEnter) LongPress() bool { return LongPress(n.Input) }
func (n noEnter) NewTouch() bool  { return NewTouch(n.Input) }

func isEnter(k ebiten.Key) bool { return k == ebiten.KeyEnter || k == ebiten.KeyNumpadEnter }

func (n noEnter) Key(k ebiten.Key) bool { return !isEnter(k) && n.Input.Key(k) }
func (n noEnter) KeyJustPressed(k ebiten.Key) bool {
	return !isEnter(k) && n.Input.KeyJustPressed(k)
}
func (n noEnter) KeyRepeated(k ebiten.Key) bool { return !isEnter(k) && n.Input.KeyRepeated(k) }
