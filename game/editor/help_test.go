package editor

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/editor/control"
	"estafette/i18n"
	"estafette/internal/testkit/helptest"
)

// TestEditorHelp: F1 and the panel's "?" button open the help over the
// editor, listing the editor's controls and the scenario's ruleset; the
// help takes the keys (Esc closes it and leaves the selection alone, a
// press on the palette starts no drag); L switches both languages.
func TestEditorHelp(t *testing.T) {
	a := tutorialEditorApp(t, "")
	a.W, a.H = 1280, 800
	in := &helptest.Input{X: 300, Y: 300}
	step := func() {
		t.Helper()
		if err := a.Update(in); err != nil {
			t.Fatal(err)
		}
		a.frames.Draw(a.f.key)
		in.Clear()
	}
	step()
	a.c.Select("G1")
	closed := a.f.key.Help
	in.Press(ebiten.KeyF1)
	step()
	if !a.help.IsOpen() || a.f.key.Help == closed {
		t.Fatal("F1 should open the help over the editor")
	}
	m := a.help.Model()
	if m.Sections[0].Title != i18n.T(i18n.FR, "help.controls.ed") || !strings.Contains(m.Sections[0].Items[0].Tag, "palette") {
		t.Errorf("the editor's controls should come first: %+v", m.Sections[0])
	}
	if !strings.Contains(m.Title, "Thucydide") {
		t.Errorf("the help should name the scenario's ruleset: %q", m.Title)
	}
	in.Press(ebiten.KeyEscape)
	step()
	if a.help.IsOpen() || len(a.c.Selected()) != 1 {
		t.Errorf("Esc closes the help only: open %v, selected %v", a.help.IsOpen(), a.c.Selected())
	}
	p, err := a.Locate("palette:help")
	if err != nil {
		t.Fatal(err)
	}
	in.ClickAt(p.X, p.Y)
	step()
	if !a.help.IsOpen() {
		t.Fatal("the ? button should open the help")
	}
	if q, err := a.Locate("palette:unit:cavalry-light"); err == nil {
		in.ClickAt(q.X, q.Y)
		step()
		if a.c.Dragging().Kind != control.DragNone {
			t.Error("a press under the help started a drag")
		}
	}
	in.Press(ebiten.KeyL)
	step()
	if a.c.Lang != i18n.EN || !strings.HasPrefix(a.help.Model().Title, "Help") {
		t.Errorf("L under the help: editor in %s, help %q", a.c.Lang, a.help.Model().Title)
	}
}
