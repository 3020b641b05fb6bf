package editor

import (
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/editor/control"
	"estafette/internal/testkit/helptest"
	"estafette/rules/hex"
)

// keyTicks is the editor at 1280×800 and a step that plays one tick of
// keys on it, its frame drawn.
func keyTicks(t *testing.T, a *App) (*helptest.Input, func(keys ...ebiten.Key)) {
	t.Helper()
	a.W, a.H = 1280, 800
	in := &helptest.Input{X: 5, Y: 5}
	step := func(keys ...ebiten.Key) {
		t.Helper()
		in.Press(keys...)
		if err := a.Update(in); err != nil {
			t.Fatal(err)
		}
		a.frames.Draw(a.f.key)
		in.Clear()
	}
	step()
	return in, step
}

// TestDialogsAnswerByKeyboard (issue 25): with no mouse, Tab walks the
// buttons of the unsaved-changes question (drawn as hovered), Enter
// presses the focused one rather than the dialog's default (Save), the
// arrows walk them too, Esc cancels; in the new-scenario form Tab reaches
// Cancel and Enter presses it.
func TestDialogsAnswerByKeyboard(t *testing.T) {
	a := tutorialEditorApp(t, filepath.Join(t.TempDir(), "t.toml"))
	in, step := keyTicks(t, a)
	drop(a.c, control.Unit{Profile: "cavalry-light"}, hex.FromOffset(5, 5))
	ctrl := func(k ebiten.Key) {
		t.Helper()
		in.Held = []ebiten.Key{ebiten.KeyControl}
		step(k)
		in.Held = nil
		step() // the dialog's buttons are placed
	}
	ctrl(ebiten.KeyQ)
	if a.Dialog() != "confirm" {
		t.Fatalf("Ctrl+Q with unsaved changes: dialog %q", a.Dialog())
	}
	var seen []string
	for range 3 {
		step(ebiten.KeyTab)
		seen = append(seen, a.f.key.HoverID)
	}
	if seen[0] != "save" || seen[1] != "discard" || seen[2] != "cancel" {
		t.Fatalf("Tab drew the focus on %v, want save, discard, cancel", seen)
	}
	step(ebiten.KeyEnter)
	if a.Dialog() != "" || a.quit || !a.c.Dirty() || a.prompt != nil {
		t.Fatalf("Enter on Cancel: dialog %q, quit %v, dirty %v", a.Dialog(), a.quit, a.c.Dirty())
	}
	if a.f.key.HoverID != "" {
		t.Errorf("the focus outlived its dialog: %q drawn hovered", a.f.key.HoverID)
	}
	ctrl(ebiten.KeyQ)
	step(ebiten.KeyArrowLeft) // from none: the last button
	if a.f.key.HoverID != "cancel" {
		t.Errorf("← on a new dialog focused %q, want cancel", a.f.key.HoverID)
	}
	step(ebiten.KeyEscape)
	if a.Dialog() != "" || a.quit {
		t.Fatalf("Esc: dialog %q, quit %v", a.Dialog(), a.quit)
	}
	ctrl(ebiten.KeyQ)
	step(ebiten.KeyTab)
	step(ebiten.KeyTab)
	step(ebiten.KeyEnter)
	if !a.quit {
		t.Errorf("Enter on Don't save did not quit (dialog %q)", a.Dialog())
	}

	b := tutorialEditorApp(t, "")
	_, bstep := keyTicks(t, b)
	b.handle(control.RequestNew)
	bstep()
	if b.Dialog() != "form" {
		t.Fatalf("Ctrl+N: dialog %q", b.Dialog())
	}
	for i := 0; i < 30 && b.f.key.HoverID != "new:cancel"; i++ {
		bstep(ebiten.KeyTab)
	}
	cols := b.form.cols
	bstep(ebiten.KeyArrowRight)
	if b.form.cols != cols+1 || b.f.key.HoverID != "new:cancel" {
		t.Errorf("→ in the form: %d columns (want %d), focus %q: the arrows are the board's size there", b.form.cols, cols+1, b.f.key.HoverID)
	}
	bstep(ebiten.KeyEnter)
	if b.Dialog() != "" || b.c.Scenario().Board.Columns == cols+1 {
		t.Errorf("Enter on Cancel: dialog %q, board %d columns", b.Dialog(), b.c.Scenario().Board.Columns)
	}
}

// TestCtrlASelectsAField (issue 26): in a field being typed in, Ctrl+A
// selects the whole text (drawn on a highlight); what is typed next
// replaces it, and Backspace after Ctrl+A empties the field.
func TestCtrlASelectsAField(t *testing.T) {
	a := tutorialEditorApp(t, "")
	in, step := keyTicks(t, a)
	a.c.SetTab(control.TabSettings)
	a.c.BeginField(control.Field{Key: "s.title"})
	step()
	in.Held = []ebiten.Key{ebiten.KeyControl}
	in.Chars = "a" // a browser may report the letter typed too
	step(ebiten.KeyA)
	in.Held = nil
	if !a.c.AllSelected() || !selectedCell(a) {
		t.Fatalf("Ctrl+A: selected %v, drawn selected %v", a.c.AllSelected(), selectedCell(a))
	}
	if _, text, _ := a.c.Editing(); text != a.c.Scenario().Title {
		t.Fatalf("Ctrl+A typed into the field: %q", text)
	}
	in.Chars = "Delion"
	step()
	step(ebiten.KeyEnter)
	if got := a.c.Scenario().Title; got != "Delion" {
		t.Errorf("typing after Ctrl+A gave the title %q, want Delion", got)
	}
	a.c.BeginField(control.Field{Key: "s.title"})
	in.Held = []ebiten.Key{ebiten.KeyControl}
	step(ebiten.KeyA)
	in.Held = nil
	step(ebiten.KeyBackspace)
	if _, text, _ := a.c.Editing(); text != "" {
		t.Errorf("Backspace after Ctrl+A left %q", text)
	}
}

// selectedCell reports a cell of the panel drawn with its text selected.
func selectedCell(a *App) bool {
	for _, r := range a.f.panel.Rows {
		for _, c := range r.Cells {
			if c.Selected {
				return true
			}
		}
	}
	return false
}

// TestCtrlASelectsTheSaveAsName (issue 26): in the save-as prompt, Ctrl+A
// selects the whole name (drawn on a highlight, with no caret); what is
// typed next replaces it; Backspace after Ctrl+A empties it.
func TestCtrlASelectsTheSaveAsName(t *testing.T) {
	a := tutorialEditorApp(t, "")
	in, step := keyTicks(t, a)
	a.handle(control.RequestSaveAs)
	step()
	before := string(a.prompt.text)
	in.Held = []ebiten.Key{ebiten.KeyControl}
	in.Chars = "a"
	step(ebiten.KeyA)
	in.Held = nil
	if d := a.promptDialog(); d.Selected != 1 || d.Lines[0] != before {
		t.Fatalf("Ctrl+A on %q: selected line %d, shown %q", before, d.Selected, d.Lines[0])
	}
	in.Chars = "delion.toml"
	step()
	if got := string(a.prompt.text); got != "delion.toml" || a.promptDialog().Selected != 0 {
		t.Errorf("typing after Ctrl+A gave %q, want delion.toml", got)
	}
	in.Held = []ebiten.Key{ebiten.KeyControl}
	step(ebiten.KeyA)
	in.Held = nil
	step(ebiten.KeyBackspace)
	if got := string(a.prompt.text); got != "" {
		t.Errorf("Backspace after Ctrl+A left %q", got)
	}
}
