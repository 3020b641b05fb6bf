package table

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/i18n"
	"estafette/scenarios"
)

// TestTableDialogsAnswerByKeyboard (issue 25): with no mouse, Tab walks
// the buttons of the table's questions (drawn as hovered) and Enter
// presses the focused one, not the question's default: "Go on" keeps a
// phase Enter would have ended; ← from none focuses the last button of
// the quit question, Cancel, and Enter stays at the table.
func TestTableDialogsAnswerByKeyboard(t *testing.T) {
	a, in := tableAt(t, scenarios.Tutorial, 1280, 800, i18n.EN)
	press := func(k ebiten.Key) {
		t.Helper()
		in.Press(k)
		run(t, a, in)
	}
	phase := a.c.State().Phase()
	press(ebiten.KeyEnter)
	if a.Dialog() != "endask" {
		t.Fatalf("Enter with nothing done: dialog %q", a.Dialog())
	}
	press(ebiten.KeyTab)
	first := a.f.key.HoverID
	press(ebiten.KeyTab)
	if first != "end" || a.f.key.HoverID != "cancel" {
		t.Fatalf("Tab drew the focus on %q then %q, want end then cancel", first, a.f.key.HoverID)
	}
	press(ebiten.KeyEnter)
	if a.Dialog() != "" || a.c.State().Phase() != phase {
		t.Fatalf("Enter on Go on: dialog %q, phase %s (was %s)", a.Dialog(), a.c.State().Phase(), phase)
	}
	if a.f.key.HoverID != "" {
		t.Errorf("the focus outlived its dialog: %q drawn hovered", a.f.key.HoverID)
	}
	playSome(t, a.c, 1)
	in.Held = []ebiten.Key{ebiten.KeyControl}
	press(ebiten.KeyQ)
	in.Held = nil
	run(t, a, in) // the question's buttons are placed
	if a.Dialog() != "quit" {
		t.Fatalf("Ctrl+Q with a move unsaved: dialog %q", a.Dialog())
	}
	press(ebiten.KeyArrowLeft)
	if a.f.key.HoverID != "cancel" {
		t.Errorf("← focused %q, want cancel", a.f.key.HoverID)
	}
	press(ebiten.KeyEnter)
	if a.Dialog() != "" || a.Request() != nil {
		t.Errorf("Enter on Cancel: dialog %q, request %T", a.Dialog(), a.Request())
	}
}
