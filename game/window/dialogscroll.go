package window

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// DialogScroll is how far the notes of a dialog taller than the screen
// are scrolled (render.DialogBox.Overflow, Scroll), and the input that
// scrolls them: the wheel (a finger's drag turns it too), the left
// button dragged on the box, ↑ and ↓ by a line, Page Up and Page Down by
// most of the box, Home and End to either end.
type DialogScroll struct {
	Y       float64 // device pixels
	drag    bool
	dragY   int
	scrolls string // the dialog scrolled; another starts at the top
}

// ScrollLine is a line of notes at device scale 1: what ↑, ↓ and a notch of
// the wheel scroll.
const ScrollLine = 19.0

// Input reads this tick's input for the dialog named name, whose notes
// scroll over pixels at most in a box page pixels high; onBox reports
// the cursor on the box. It reports whether the notes moved.
func (s *DialogScroll) Input(in Input, name string, over, page float64, onBox bool, ui float64) bool {
	if name != s.scrolls {
		*s = DialogScroll{scrolls: name}
	}
	if over <= 0 {
		s.drag = false
		return false
	}
	y := s.Y
	_, wy := in.Wheel()
	y -= wy * 3 * ScrollLine * ui
	_, cy := in.Cursor()
	switch {
	case in.JustPressed(ebiten.MouseButtonLeft) && onBox:
		s.drag, s.dragY = true, cy
	case s.drag && in.Pressed(ebiten.MouseButtonLeft):
		y -= float64(cy - s.dragY)
		s.dragY = cy
	default:
		s.drag = false
	}
	switch {
	case in.KeyRepeated(ebiten.KeyArrowDown):
		y += ScrollLine * ui
	case in.KeyRepeated(ebiten.KeyArrowUp):
		y -= ScrollLine * ui
	case in.KeyRepeated(ebiten.KeyPageDown):
		y += page * 0.85
	case in.KeyRepeated(ebiten.KeyPageUp):
		y -= page * 0.85
	case in.KeyJustPressed(ebiten.KeyEnd):
		y = over
	case in.KeyJustPressed(ebiten.KeyHome):
		y = 0
	}
	y = max(0, min(y, over))
	moved := y != s.Y
	s.Y = y
	return moved
}
