package table

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"estafette/game/control"
	"estafette/game/tableview"
	"estafette/i18n"
	"estafette/internal/testkit/tabletest"
	"estafette/render"
	"estafette/scenarios"
)

// onScreen prepares the next frame as Update does and records it as
// drawn, as Draw does, without a screen: the frame's clickable areas are
// then those on screen.
func onScreen(a *App) {
	if a.t == nil {
		a.t = render.NewTable(&a.c.Scenario().Board, nil)
		a.FitCamera(a.t.World)
	}
	a.prepare()
	a.frames.Draw(a.f.key)
}

// pointIn is the middle of a clickable area.
func pointIn(h render.Hit) (int, int) {
	return (h.Rect.Min.X + h.Rect.Max.X) / 2, (h.Rect.Min.Y + h.Rect.Max.Y) / 2
}

// checkViewIsOf checks that every panel row and every piece of the scene
// the view shows belongs to the game on the table.
func checkViewIsOf(t *testing.T, a *App) {
	t.Helper()
	c, st := a.c, a.c.State()
	m := a.v.Panel()
	if m.Rows[0].Text != c.Scenario().Title {
		t.Errorf("the panel's title is %q, the game is %q", m.Rows[0].Text, c.Scenario().Title)
	}
	turns := fmt.Sprint(st.Turn())
	if n := c.Scenario().Turns; n > 0 {
		turns = fmt.Sprintf("%d / %d", st.Turn(), n)
	}
	if want := i18n.Tf(c.Lang, "turn.phase", turns, i18n.T(c.Lang, "phase."+string(st.Phase()))) + " · " + i18n.Tf(c.Lang, "turn.of", st.Active().Name); m.Rows[1].Text != want {
		t.Errorf("the panel says %q, the game is at %q", m.Rows[1].Text, want)
	}
	prompt, _ := c.Prompt()
	found := false
	for _, r := range m.Rows {
		found = found || (r.Kind == render.RowPrompt && r.Text == prompt)
	}
	if !found {
		t.Errorf("the panel does not say whose decision it is (%q)", prompt)
	}
	legal := map[string]bool{}
	for _, l := range c.LegalActions() {
		legal[l.String()] = true
	}
	checkAct := func(id, text string) {
		i, ok := strings.CutPrefix(id, "act:")
		if !ok {
			return
		}
		var n int
		fmt.Sscan(i, &n)
		act, ok := a.v.Action(n)
		if !ok || !legal[act.String()] || (text != "" && text != c.ActionSentence(act)) {
			t.Errorf("the row %s (%q) is not a legal action of this game (it gives %v)", id, text, act)
		}
	}
	for _, r := range m.Rows {
		checkAct(r.ID, r.Text)
		for _, ch := range r.Chips {
			checkAct(ch.ID, "")
		}
		if k, ok := strings.CutPrefix(r.ID, "order:"); ok {
			if _, ok := c.Ruleset().Order(k); !ok {
				t.Errorf("the order %s is not in %s", k, c.Ruleset().Name)
			}
		}
	}
	sc := a.v.Scene(a.hoverLeader)
	for _, u := range sc.Units {
		if su, ok := st.Unit(u.ID); !ok || su.Hex != u.Hex {
			t.Errorf("the board shows %s at %s, not a piece of this game there", u.ID, u.Hex.Label())
		}
	}
	for _, l := range sc.Leaders {
		if sl, ok := st.Leader(l.ID); !ok || sl.Hex != l.Hex {
			t.Errorf("the board shows leader %s at %s, not a piece of this game there", l.ID, l.Hex.Label())
		}
	}
}

// TestReplacingTheGameRebuildsEveryView: after Ctrl+O, resume or a new
// game, every panel row and every piece shown are the new game's, every
// cache key is new (so render redraws), and a click on a row of the old
// panel still on screen plays nothing (issue 9, item 1).
func TestReplacingTheGameRebuildsEveryView(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.estafette")
	if err := os.WriteFile(path, tabletest.MustSave(t, played(t)), 0o644); err != nil {
		t.Fatal(err)
	}
	tutorial, _ := scenarios.Builtin(scenarios.Tutorial)
	for _, how := range []string{"open", "resume", "new"} {
		t.Run(how, func(t *testing.T) {
			a := newTable(t, "marathon", Options{NoAutosave: true, Lang: i18n.EN})
			a.W, a.H = 1400, 900
			if how == "new" {
				playSome(t, a.c, 3)
			}
			old := a.v.Panel()
			oldScene := *a.v.Scene("")
			seen := []int{old.Key, oldScene.PiecesKey, oldScene.OverlayKey}
			// The old panel is on screen.
			onScreen(a)
			oldHits := a.f.hits
			switch how {
			case "open":
				if !a.OpenSave(path) {
					t.Fatal(a.c.StatusText())
				}
			case "resume":
				o, _ := control.LoadSave("autosave.estafette", tabletest.MustSave(t, played(t)))
				a.Replace(o, nil)
			case "new":
				a.NewGame()
			}
			if how != "new" && !strings.Contains(string(a.c.Session().Game().Source), string(tutorial[:40])) {
				t.Fatal("the game was not replaced")
			}
			m, sc := a.v.Panel(), a.v.Scene("")
			for _, k := range []int{m.Key, sc.PiecesKey, sc.OverlayKey} {
				if slices.Contains(seen, k) {
					t.Errorf("a view of the new game reuses key %d of the old one: render keeps the old image", k)
				}
			}
			checkViewIsOf(t, a)
			if len(a.f.hits) > 0 {
				t.Error("the old panel's hits outlive the game")
			}
			// The next frame is prepared but not drawn yet: the old frame
			// is still on screen, and a click on it plays nothing.
			a.prepare()
			n := len(a.c.Record())
			for _, h := range oldHits {
				a.mx, a.my = pointIn(h)
				a.updateHover()
				a.click(false)
				if len(a.c.Record()) != n {
					t.Fatalf("a click on the old row %s played %s in the new game", h.ID, a.c.Record()[n])
				}
			}
			// Once the new panel is drawn, its rows are clickable.
			a.frames.Draw(a.f.key)
			a.mx, a.my = pointIn(a.f.hits[0])
			a.updateHover()
			if !a.hoverOnHit || a.hoverHit.ID != a.f.hits[0].ID {
				t.Errorf("the new panel's rows are not clickable: %+v", a.hoverHit)
			}
		})
	}
}

// TestClickWaitsForTheFrameAfterAChange: a click that lands after the game
// changed and before the next frame is drawn is not resolved against rows
// that are gone: a double click on "End the phase" ends one phase.
func TestClickWaitsForTheFrameAfterAChange(t *testing.T) {
	// The End button without the question before an empty phase ends
	// (TestEnterAsksBeforeAnEmptyPhaseEnds): this test counts clicks.
	a := newTable(t, scenarios.Tutorial, Options{NoAutosave: true, Lang: i18n.EN, NoEmptyEndQuestion: true})
	a.W, a.H = 1400, 900
	onScreen(a)
	endButton := func() {
		for _, h := range a.f.hits {
			if h.ID == tableview.End.ID() {
				a.mx, a.my = pointIn(h)
				return
			}
		}
		t.Fatal("no End button on the panel")
	}
	endButton()
	for i := 0; i < 2; i++ {
		a.updateHover()
		a.click(false)
	}
	if n := len(a.c.Record()); n != 1 {
		t.Errorf("a double click played %d actions: %v", n, recordLines(a.c))
	}
	// The next frame draws the new panel: its button works.
	onScreen(a)
	endButton()
	a.updateHover()
	a.click(false)
	if n := len(a.c.Record()); n != 2 {
		t.Errorf("after a frame, the button should work: %v", recordLines(a.c))
	}
}
