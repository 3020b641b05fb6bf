package editor

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/editor/control"
	"estafette/game/editor/model"
	"estafette/i18n"
	"estafette/internal/testkit/helptest"
	"estafette/rules/hex"
	"estafette/scenarios"
)

// TestCtrlQQuitsAskingOnlyWhenUnsaved: Ctrl+Q ends an editor with nothing
// unsaved at its next tick, and asks first about unsaved changes (issue
// 13 item 11).
func TestCtrlQQuitsAskingOnlyWhenUnsaved(t *testing.T) {
	a := tutorialEditorApp(t, "")
	a.W, a.H = 1280, 800
	in := &helptest.Input{X: 5, Y: 5}
	if err := a.Update(in); err != nil {
		t.Fatal(err)
	}
	in.Held = []ebiten.Key{ebiten.KeyControl}
	in.Press(ebiten.KeyQ)
	if err := a.Update(in); err != nil {
		t.Fatal(err)
	}
	if err := a.Update(&helptest.Input{}); err != ebiten.Termination {
		t.Errorf("an unchanged scenario: Ctrl+Q then %v, want the end", err)
	}
	a = tutorialEditorApp(t, filepath.Join(t.TempDir(), "t.toml"))
	a.W, a.H = 1280, 800
	drop(a.c, control.Unit{Profile: "cavalry-light"}, hex.FromOffset(5, 5))
	in = &helptest.Input{X: 5, Y: 5, Held: []ebiten.Key{ebiten.KeyControl}}
	in.Press(ebiten.KeyQ)
	if err := a.Update(in); err != nil || a.Dialog() != "confirm" || a.quit {
		t.Errorf("unsaved changes: Ctrl+Q gave %v, dialog %q, quit %v", err, a.Dialog(), a.quit)
	}
}

// TestSaveAsShowsTheFolderAndOffersTheScenarios: the save-as prompt says
// the folder the file goes in, absolute, and a button moves the name into
// the scenario's own folder (issue 13 item 11).
func TestSaveAsShowsTheFolderAndOffersTheScenarios(t *testing.T) {
	dir := t.TempDir()
	a := tutorialEditorApp(t, filepath.Join(dir, "delion.toml"))
	a.handle(control.RequestSaveAs)
	a.prompt.text = []rune("copie.toml")
	d := a.promptDialog()
	here := control.FolderOf("copie.toml")
	if !strings.Contains(strings.Join(d.Lines, "\n"), "Dossier : "+here) {
		t.Errorf("the prompt does not say the folder %s: %q", here, d.Lines)
	}
	var ids []string
	for _, b := range d.Buttons {
		ids = append(ids, b.ID)
	}
	if strings.Join(ids, " ") != "ok folder cancel" {
		t.Fatalf("buttons %v", ids)
	}
	a.inScenarioFolder()
	if got := string(a.prompt.text); got != filepath.Join(dir, "copie.toml") {
		t.Errorf("the scenario's folder gives %q", got)
	}
	if d := a.promptDialog(); len(d.Buttons) != 2 || !strings.Contains(d.Lines[1], dir) {
		t.Errorf("in the scenario's folder: %+v", d)
	}
	// A scenario with no file has no folder to offer.
	b := tutorialEditorApp(t, "")
	b.handle(control.RequestSaveAs)
	if d := b.promptDialog(); len(d.Buttons) != 2 {
		t.Errorf("no file, no folder button: %+v", d.Buttons)
	}
}

// TestProblemsSayThemselvesInOneLanguage: in French, a new scenario's
// problems (an army without its commander…) are French sentences, never
// an English one with French names in it (issue 13 item 10).
func TestProblemsSayThemselvesInOneLanguage(t *testing.T) {
	rs, _ := scenarios.Ruleset("thucydide")
	c := control.NewController("", model.NewScenario(rs, 16, 12), rs)
	c.SetLang(i18n.FR)
	ps := c.Problems()
	if len(ps) == 0 {
		t.Fatal("a new scenario has problems to fix")
	}
	for _, p := range ps {
		got := c.ProblemText(p)
		for _, en := range []string{" has no ", " needs ", "army ", " must "} {
			if strings.Contains(got, en) {
				t.Errorf("French problem %q has English in it", got)
			}
		}
	}
}
