package table

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/i18n"
	"estafette/scenarios"
)

// TestBriefingScrollsOnAPhoneOnItsSide (issue 25): on a phone held on its
// side (844×390) the tutorial's briefing is taller than the screen; its
// notes scroll instead of being cut: End shows the last note (the
// victory conditions' last line), Home the first again, ↓ scrolls a
// line, a notch of the wheel three, a drag on the box as far as the
// cursor moved; Enter still closes it.
func TestBriefingScrollsOnAPhoneOnItsSide(t *testing.T) {
	a := newTable(t, scenarios.Tutorial, Options{NoAutosave: true, Lang: i18n.EN})
	a.LayoutF(844, 390)
	a.OpenBriefing() // as a new game opens (the tests' tables open none)
	in := &mouse{}
	in.X, in.Y = 5, 5
	run(t, a, in)
	run(t, a, in)
	d := a.f.dialog
	if a.Dialog() != "briefing" || d == nil {
		t.Fatalf("the tutorial opens on %q", a.Dialog())
	}
	last := len(boxOf(a, briefingDialog{}).Notes) - 1
	if d.Overflow() <= 0 || d.NoteShown(last) {
		t.Fatalf("the briefing fits 844×390 (overflow %.0f, last note shown %v): nothing to test", d.Overflow(), d.NoteShown(last))
	}
	press := func(k ebiten.Key) {
		t.Helper()
		in.Press(k)
		run(t, a, in)
	}
	press(ebiten.KeyEnd)
	if d := a.f.dialog; !d.NoteShown(last) || a.dscroll.Y != d.Overflow() || a.Dialog() != "briefing" {
		t.Fatalf("End: last note shown %v, scrolled %.0f of %.0f, dialog %q", d.NoteShown(last), a.dscroll.Y, d.Overflow(), a.Dialog())
	}
	press(ebiten.KeyHome)
	if a.dscroll.Y != 0 || a.f.dialog.NoteShown(last) {
		t.Errorf("Home: scrolled %.0f", a.dscroll.Y)
	}
	press(ebiten.KeyArrowDown)
	if y := a.dscroll.Y; y < 18 || y > 20 {
		t.Errorf("↓ scrolled %.0f px, want a line (19)", y)
	}
	press(ebiten.KeyHome)
	in.Turn = -1
	run(t, a, in)
	if y := a.dscroll.Y; y < 56 || y > 58 {
		t.Errorf("a notch of the wheel down scrolled %.0f px, want three lines (57)", y)
	}
	press(ebiten.KeyHome)
	// A drag on the box: press on it, move up 40 px, the button held.
	box := a.f.dialog.Hits()[0].Rect
	in.X, in.Y = box.Min.X-30, box.Min.Y-60
	in.Click = true
	run(t, a, in)
	from := a.dscroll.Y
	in.Y -= 40
	if err := a.Update(leftHeld{in}); err != nil {
		t.Fatal(err)
	}
	if got := a.dscroll.Y - from; got != 40 || a.Dialog() != "briefing" {
		t.Errorf("a drag of 40 px up on the box scrolled %.0f px (dialog %q)", got, a.Dialog())
	}
	press(ebiten.KeyEnter)
	if a.Dialog() != "" {
		t.Errorf("Enter left the briefing open: %q", a.Dialog())
	}
}

// leftHeld is the left button held down since an earlier tick.
type leftHeld struct{ *mouse }

func (h leftHeld) Pressed(b ebiten.MouseButton) bool   { return b == ebiten.MouseButtonLeft }
func (h leftHeld) JustPressed(ebiten.MouseButton) bool { return false }
