package tableview

import (
	"math/rand/v2"
	"testing"

	"estafette/game/control"
	"estafette/i18n"
	"estafette/internal/testkit/tabletest"
	"estafette/render"
	"estafette/scenarios"
)

// panelIDs are the clickable ids of a panel model: its rows', their
// chips', and the log's tools.
func panelIDs(m *render.PanelModel) []string {
	var ids []string
	for _, rows := range [][]render.Row{m.Rows, m.Footer} {
		for _, r := range rows {
			if r.ID != "" {
				ids = append(ids, r.ID)
			}
			for _, ch := range r.Chips {
				ids = append(ids, ch.ID)
			}
		}
	}
	for _, ch := range m.LogTools {
		ids = append(ids, ch.ID)
	}
	return ids
}

// TestEveryClickableRowIsAnEntry: random games of the built-in
// scenarios, with random selections, on a screen with a mouse and on a
// touch screen: every clickable id the panel shows is an entry of the
// view (View.Entry), which carries what a click on it does. A row whose
// id names none would be drawn clickable and do nothing.
func TestEveryClickableRowIsAnEntry(t *testing.T) {
	steps := 120
	if testing.Short() {
		steps = 40
	}
	seen := map[string]bool{}
	for _, name := range []string{scenarios.Tutorial, "marathon", "leuthen"} {
		src, err := scenarios.Builtin(name)
		if err != nil {
			t.Fatal(err)
		}
		sc, rs, err := scenarios.LoadScenario(name+".toml", src)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(3, 7))
		c := control.NewController(name+".toml", src, sc, rs, 3)
		c.Lang = i18n.FR
		v := NewView(c)
		for i := 0; i < steps && !c.Session().Over(); i++ {
			c.DismissBanner()
			c.Select(randomSelection(rng, c))
			v.Touch = i%2 == 1
			c.Touch()
			for _, id := range panelIDs(v.Panel()) {
				seen[id] = true
				if _, ok := v.Entry(id); !ok {
					t.Fatalf("%s, step %d: the panel shows %q, which is no entry", name, i, id)
				}
			}
			if !c.Apply(tabletest.PickAction(rng, c)) {
				t.Fatalf("%s: a legal action is refused: %+v", name, c.Status())
			}
		}
	}
	t.Logf("ids seen: %d", len(seen))
	for _, b := range []*Button{End, Undo, Save, Lang, Help, Redo, Load, Briefing, LogUp, LogDown, LogStart, LogSave} {
		if !seen[b.ID()] {
			t.Errorf("the random games never showed the %s button", b.ID())
		}
	}
}

// TestAButtonDoesWhatItCarries: a click on a button, through the view
// as the table and the seat take it, does its own action: Follow turns
// the leaders' following off and on, Undo's left half undoes and its
// right half redoes.
func TestAButtonDoesWhatItCarries(t *testing.T) {
	c := newTutorial(t)
	s := &Seat{c: c, v: NewView(c)}
	follow := c.Follow()
	if !s.v.Click(s, Follow.ID(), false) || c.Follow() == follow {
		t.Fatalf("Follow: leaders follow %v, want %v", c.Follow(), !follow)
	}
	c.EndPhase()
	n := len(c.Record())
	s.v.Click(s, Undo.ID(), false)
	if len(c.Record()) != n-1 {
		t.Fatalf("Undo's left half: %d actions, want %d", len(c.Record()), n-1)
	}
	s.v.Click(s, Undo.ID(), true)
	if len(c.Record()) != n {
		t.Fatalf("Undo's right half: %d actions, want %d (redone)", len(c.Record()), n)
	}
	if s.v.Click(s, "no-such-entry", false) {
		t.Error("an id that names no entry was clicked")
	}
}
