package table

import (
	"strings"
	"testing"

	"estafette/game/control"
)

// A game played a few actions into, and its comparison, as the
// control package's save tests use them.

// played is the tutorial after a few clicks: an order, an activation, a
// move with a leader following.
func played(t testing.TB) *control.Controller {
	c := newTutorial(t)
	c.Select("HIP")
	c.GiveOrder("gueulante", 0)
	c.Click(hx(t, "6,8"), "", false)
	c.Click(hx(t, "12,6"), "", false)
	c.EndPhase()
	c.Click(hx(t, "6,8"), "", false)
	c.Click(hx(t, "6,7"), "", false)
	if len(c.Record()) != 5 {
		t.Fatalf("record %q (status %+v)", recordLines(c), c.Status())
	}
	return c
}

func sameGame(t *testing.T, a, b *control.Controller) {
	t.Helper()
	if x, y := strings.Join(recordLines(a), "\n"), strings.Join(recordLines(b), "\n"); x != y {
		t.Fatalf("records differ:\n%s\n---\n%s", x, y)
	}
	sa, sb := a.State(), b.State()
	if sa.Turn() != sb.Turn() || sa.Phase() != sb.Phase() || sa.Active().ID != sb.Active().ID {
		t.Errorf("turn/phase/army differ: %d %s %s vs %d %s %s", sa.Turn(), sa.Phase(), sa.Active().ID, sb.Turn(), sb.Phase(), sb.Active().ID)
	}
	for u := range sa.Units() {
		v := unitOf(sb, u.ID)
		if u.Hex != v.Hex || u.Elements != v.Elements || u.Group != v.Group || u.Moved != v.Moved {
			t.Errorf("unit %s differs: %+v vs %+v", u.ID, u, v)
		}
	}
	for l := range sa.Leaders() {
		if m := leaderOf(sb, l.ID); l.Hex != m.Hex || l.Activated != m.Activated {
			t.Errorf("leader %s differs", l.ID)
		}
	}
	if len(a.Log()) != len(b.Log()) {
		t.Errorf("logs differ: %d vs %d entries", len(a.Log()), len(b.Log()))
	}
}
