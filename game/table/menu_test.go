package table

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/tableview"
	"estafette/i18n"
	"estafette/internal/testkit/helptest"
	"estafette/internal/testkit/tabletest"
	"estafette/rules"
	"estafette/scenarios"
	"estafette/session"
)

// menuTable is the tutorial's table as the start screen opens it
// (Options.Menu), at 1280×800 with its first frame on screen.
func menuTable(t *testing.T, lang i18n.Lang) (*App, *mouse) {
	t.Helper()
	a := newTable(t, scenarios.Tutorial, Options{NoAutosave: true, Lang: lang, Menu: true})
	a.W, a.H = 1280, 800
	in := &mouse{Input: helptest.Input{X: 5, Y: 5}}
	run(t, a, in)
	return a, in
}

// ctrlM presses Ctrl+M for one tick.
func ctrlM(t *testing.T, a *App, in *mouse) {
	t.Helper()
	in.Held = []ebiten.Key{ebiten.KeyControl}
	in.Press(ebiten.KeyM)
	run(t, a, in)
	in.Held = nil
}

// shownFooter are the ids of the panel's pinned rows on screen.
func shownFooter(a *App) []string {
	var ids []string
	for _, r := range a.f.panel.Footer {
		ids = append(ids, r.ID)
	}
	return ids
}

// TestMenuRowAndKeyAskForTheStartScreen: a table the start screen opened
// shows a "Start screen" row in both languages; it and Ctrl+M ask the
// shell for the start screen. A table opened otherwise (estafette play)
// has neither: no row, and Ctrl+M does nothing.
func TestMenuRowAndKeyAskForTheStartScreen(t *testing.T) {
	a, in := tableAt(t, scenarios.Tutorial, 1280, 800, i18n.EN)
	if _, err := a.Locate("panel:" + tableview.Menu.ID()); err == nil {
		t.Errorf("estafette play shows the start screen's row: %v", shownFooter(a))
	}
	ctrlM(t, a, in)
	if r := a.Request(); r != nil || a.Dialog() != "" {
		t.Errorf("Ctrl+M without a start screen: request %#v, dialog %q", r, a.Dialog())
	}

	for _, lang := range []i18n.Lang{i18n.EN, i18n.FR} {
		a, in = menuTable(t, lang)
		f := a.f.panel.Footer
		last := f[len(f)-1]
		if last.ID != tableview.Menu.ID() || last.Text != i18n.T(lang, "menu.button") || last.Right != "Ctrl+M" || len(last.Tip) == 0 {
			t.Fatalf("%s: the last footer row is %+v", lang, last)
		}
		if (lang == i18n.FR) != (last.Text == "⌂ Écran d'accueil") {
			t.Errorf("%s: the row reads %q", lang, last.Text)
		}
		// Clicked where the panel drew it.
		p, err := a.Locate("panel:" + tableview.Menu.ID())
		if err != nil {
			t.Fatal(err)
		}
		in.ClickAt(p.X, p.Y)
		run(t, a, in)
		if _, ok := a.Request().(MenuRequest); !ok {
			t.Errorf("%s: a click on the row asks nothing", lang)
		}
	}
	a, in = menuTable(t, i18n.EN)
	ctrlM(t, a, in)
	if _, ok := a.Request().(MenuRequest); !ok || a.Quitting() {
		t.Errorf("Ctrl+M: no request for the start screen (quitting %v)", a.Quitting())
	}
	// The language switch keeps the row, in the other language.
	a, in = menuTable(t, i18n.EN)
	in.Press(ebiten.KeyL)
	run(t, a, in)
	if f := a.f.panel.Footer; f[len(f)-1].Text != "⌂ Écran d'accueil" {
		t.Errorf("after L the row reads %q", f[len(f)-1].Text)
	}
}

// TestMenuAsksWhenTheGameIsInNoFile: with the autosave off
// (--no-autosave) and an action played, Ctrl+M asks first, as Ctrl+Q
// does, in its own words; Esc stays; M leaves without saving; S saves
// the game in the saves folder, then leaves. Nothing asks when the game
// has no action.
func TestMenuAsksWhenTheGameIsInNoFile(t *testing.T) {
	t.Setenv(session.HomeEnv, t.TempDir())
	a, in := menuTable(t, i18n.EN)
	a.c.EndPhase()
	ctrlM(t, a, in)
	if a.Dialog() != "quit" || a.Request() != nil {
		t.Fatalf("unsaved: dialog %q", a.Dialog())
	}
	if d := shownBox(t, a); d.Title != "Go to the start screen without saving?" || d.Buttons[1].Label != "M: the start screen" {
		t.Errorf("the question reads %q, %q", d.Title, d.Buttons[1].Label)
	}
	in.Press(ebiten.KeyEscape)
	run(t, a, in)
	if a.Dialog() != "" || a.Request() != nil {
		t.Fatalf("Esc: dialog %q", a.Dialog())
	}
	// Ctrl+Q after it asks its own question.
	in.Held = []ebiten.Key{ebiten.KeyControl}
	in.Press(ebiten.KeyQ)
	run(t, a, in)
	in.Held = nil
	if d := shownBox(t, a); d.Title != "Quit without saving?" {
		t.Errorf("Ctrl+Q after Ctrl+M asks %q", d.Title)
	}
	in.Press(ebiten.KeyEscape)
	run(t, a, in)

	ctrlM(t, a, in)
	in.Press(ebiten.KeyM)
	run(t, a, in)
	if _, ok := a.Request().(MenuRequest); !ok || a.Quitting() {
		t.Errorf("M: no request for the start screen (quitting %v)", a.Quitting())
	}

	a, in = menuTable(t, i18n.FR)
	a.c.EndPhase()
	ctrlM(t, a, in)
	if d := shownBox(t, a); d.Title != "Retourner à l'accueil sans enregistrer ?" {
		t.Errorf("in French the question reads %q", d.Title)
	}
	in.Press(ebiten.KeyS)
	run(t, a, in)
	saves, _ := listSaves(filepath.Join(os.Getenv(session.HomeEnv), "saves"))
	if _, ok := a.Request().(MenuRequest); !ok || len(saves) != 1 {
		t.Errorf("S: %d saves, then no request for the start screen", len(saves))
	}

	// Nothing played: nothing to ask.
	a, in = menuTable(t, i18n.EN)
	ctrlM(t, a, in)
	if _, ok := a.Request().(MenuRequest); !ok || a.Dialog() != "" {
		t.Errorf("no action: dialog %q", a.Dialog())
	}
}

// TestMenuStopsTheComputer: the computer is thinking when the player
// leaves for the start screen: its thinking is cancelled, and the table's
// last Update starts no other.
func TestMenuStopsTheComputer(t *testing.T) {
	c, _ := soloAtCombat(t)
	if c.State().Decision().Kind == rules.DecideAttacker {
		c.Pass()
	}
	g := &tabletest.Gated{Release: make(chan struct{}), Asked: make(chan struct{}, 1), Answer: rules.Pass{}}
	defer close(g.Release)
	c.Session().SetComputer("beotiens", g)
	a, err := NewApp(c.Scenario(), c.Ruleset(), Options{Saved: c, NoAutosave: true, Menu: true, Name: c.ScenarioName(), Source: c.Source()})
	if err != nil {
		t.Fatal(err)
	}
	a.W, a.H = 1280, 800
	in := &mouse{Input: helptest.Input{X: 5, Y: 5}}
	run(t, a, in)
	<-g.Asked
	ctx, thinking := c.Session().Job()
	if !thinking || !c.Session().Thinking() {
		t.Fatal("the computer is not thinking")
	}
	ctrlM(t, a, in)
	// No autosave here: the table asks first; the computer waits.
	if a.Dialog() != "quit" {
		t.Fatalf("dialog %q", a.Dialog())
	}
	in.Press(ebiten.KeyM)
	run(t, a, in)
	if _, ok := a.Request().(MenuRequest); !ok {
		t.Fatal("Ctrl+M, M asked nothing")
	}
	select {
	case <-ctx.Done():
	default:
		t.Error("leaving did not cancel the thinking")
	}
	if c.Session().Thinking() {
		t.Error("the computer thinks again after the table was left")
	}
}
