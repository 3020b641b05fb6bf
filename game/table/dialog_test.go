package table

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/i18n"
	"estafette/session"
)

// ctrlQ presses Ctrl+Q for one tick.
func ctrlQ(t *testing.T, a *App, in *mouse) {
	t.Helper()
	in.Held = []ebiten.Key{ebiten.KeyControl}
	in.Press(ebiten.KeyQ)
	run(t, a, in)
	in.Held = nil
}

// TestAQuestionShowsOverTheDialogItCovers: the dialogs the table opens
// are one value, the last opened shown: Ctrl+Q's question over the
// briefing, and over the saved games, shows at once; answered, the
// dialog it covered is back as it was.
func TestAQuestionShowsOverTheDialogItCovers(t *testing.T) {
	t.Setenv(session.HomeEnv, t.TempDir())
	a, in := menuTable(t, i18n.EN)
	a.c.EndPhase()
	in.Press(ebiten.KeyB)
	run(t, a, in)
	if a.Dialog() != "briefing" {
		t.Fatalf("B: dialog %q", a.Dialog())
	}
	ctrlQ(t, a, in)
	if a.Dialog() != "quit" || !a.Briefing() {
		t.Fatalf("Ctrl+Q over the briefing: dialog %q, briefing open %v", a.Dialog(), a.Briefing())
	}
	in.Press(ebiten.KeyEscape)
	run(t, a, in)
	if a.Dialog() != "briefing" {
		t.Fatalf("Esc on the question: dialog %q, want the briefing back", a.Dialog())
	}
	in.Press(ebiten.KeyEscape)
	run(t, a, in)

	if !a.save() {
		t.Fatalf("Ctrl+S: %s", a.c.StatusText())
	}
	a.c.EndPhase()
	if !a.c.Session().Unsaved() {
		t.Fatal("an action after Ctrl+S should leave the game unsaved")
	}
	a.openLoad()
	run(t, a, in)
	if a.Dialog() != "load" {
		t.Fatalf("Ctrl+O: dialog %q (%s)", a.Dialog(), a.c.StatusText())
	}
	ctrlQ(t, a, in)
	if a.Dialog() != "quit" {
		t.Fatalf("Ctrl+Q over the saved games: dialog %q, want its question at once", a.Dialog())
	}
	in.Press(ebiten.KeyEscape)
	run(t, a, in)
	if saves, open := savesListed(a); a.Dialog() != "load" || !open || len(saves) != 1 {
		t.Fatalf("Esc on the question: dialog %q, want the saved games back as they were", a.Dialog())
	}
}
