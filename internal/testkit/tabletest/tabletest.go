// Package tabletest holds what the tests of the table's three packages
// (game/control, game/tableview, game/table) start from: the tutorial
// with a fixed clock, the sample game replayed up to a line, a combat
// declared, a few actions played, and a clock the tests move by hand.
// Only tests import it (game/layers_test.go).
package tabletest

import (
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"estafette/ai"
	"estafette/game/control"
	"estafette/rules"
	"estafette/rules/hex"
	"estafette/scenarios"
)

// Source is the tutorial scenario's text.
func Source(t testing.TB) []byte {
	t.Helper()
	src, err := scenarios.Builtin(scenarios.Tutorial)
	if err != nil {
		t.Fatal(err)
	}
	return src
}

// Start is the time of the tests' fixed clocks.
var Start = time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)

// Tutorial starts the tutorial with a fixed clock.
func Tutorial(t testing.TB) *control.Controller {
	t.Helper()
	src := Source(t)
	sc, rs, err := scenarios.LoadScenario("tutorial.toml", src)
	if err != nil {
		t.Fatal(err)
	}
	c := control.NewController("tutorial.toml", src, sc, rs, 0)
	c.Session().Now = func() time.Time { return Start }
	return c
}

// Hex is the hex of a label ("6,8").
func Hex(t testing.TB, label string) hex.Hex {
	t.Helper()
	h, err := hex.ParseLabel(label)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// RecordLines are the game's record, a line per action.
func RecordLines(c *control.Controller) []string {
	var out []string
	for _, a := range c.Record() {
		out = append(out, a.String())
	}
	return out
}

// SampleUpTo replays the sample game of the tutorial
// (docs/sample-tutorial.rec) up to, not including, the first line that
// starts with stop.
func SampleUpTo(t testing.TB, stop string) *control.Controller {
	t.Helper()
	_, self, _, _ := runtime.Caller(0)
	data, err := os.ReadFile(filepath.Join(filepath.Dir(self), "..", "..", "..", "docs", "sample-tutorial.rec"))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := rules.ParseRecord(string(data))
	if err != nil {
		t.Fatal(err)
	}
	c := Tutorial(t)
	if rec.HasSeed {
		c = control.NewController("tutorial.toml", Source(t), c.Scenario(), c.Ruleset(), rec.Seed)
	}
	var acts []rules.Action
	for _, l := range rec.Lines {
		if strings.HasPrefix(l.Text, stop) {
			break
		}
		acts = append(acts, l.Action)
	}
	if err := c.Replay(acts); err != nil {
		t.Fatal(err)
	}
	return c
}

// Declared is the sample game at its first combat, CAV's attack on CVB
// declared.
func Declared(t testing.TB) *control.Controller {
	t.Helper()
	c := SampleUpTo(t, "attack CAV CVB")
	if !c.Apply(rules.Attack{Attacker: "CAV", Defender: "CVB"}) {
		t.Fatalf("attack refused: %+v", c.Status())
	}
	return c
}

// Played is the tutorial after a few clicks: an order, an activation, a
// move with a leader following.
func Played(t testing.TB) *control.Controller {
	t.Helper()
	c := Tutorial(t)
	c.Select("HIP")
	c.GiveOrder("gueulante", 0)
	c.Click(Hex(t, "6,8"), "", false)
	c.Click(Hex(t, "12,6"), "", false)
	c.EndPhase()
	c.Click(Hex(t, "6,8"), "", false)
	c.Click(Hex(t, "6,7"), "", false)
	if len(c.Record()) != 5 {
		t.Fatalf("record %q (status %+v)", RecordLines(c), c.Status())
	}
	return c
}

// Clock is a clock the test moves.
type Clock struct{ T time.Time }

// Now is the clock's time.
func (k *Clock) Now() time.Time { return k.T }

// WithClock gives c a clock the test moves, at Start.
func WithClock(c *control.Controller) *Clock {
	k := &Clock{T: Start}
	c.Session().Now = k.Now
	return k
}

// TickUntil runs the window's loop on the controller, the clock moving
// step a frame, until done or max frames; it returns the frames run.
// Each thinking under way is awaited (Wait) and taken as the next Tick
// would: the ticks never race the computer, so a game plays the same
// however fast the machine.
func TickUntil(c *control.Controller, k *Clock, step time.Duration, max int, done func() bool) int {
	for i := 0; i < max; i++ {
		if done() {
			return i
		}
		c.Tick()
		c.Session().Wait()
		k.T = k.T.Add(step)
	}
	return max
}

// SoloAtCombat is Declared with the Boeotians (the defender) played by
// the computer at its easy level, the handover banner dismissed, and the
// clock the test moves.
func SoloAtCombat(t testing.TB) (*control.Controller, *Clock) {
	t.Helper()
	c := Declared(t)
	c.DismissBanner()
	k := WithClock(c)
	if err := c.Session().SetPlayers(map[string]string{"beotiens": "ai:easy"}); err != nil {
		t.Fatal(err)
	}
	return c, k
}

// SameGame fails the test unless a and b are the same game: the same
// record, turn, phase and army, every piece where it was and as it was,
// and logs of the same length.
func SameGame(t testing.TB, a, b *control.Controller) {
	t.Helper()
	if x, y := strings.Join(RecordLines(a), "\n"), strings.Join(RecordLines(b), "\n"); x != y {
		t.Fatalf("records differ:\n%s\n---\n%s", x, y)
	}
	sa, sb := a.State(), b.State()
	if sa.Turn() != sb.Turn() || sa.Phase() != sb.Phase() || sa.Active().ID != sb.Active().ID {
		t.Errorf("turn/phase/army differ: %d %s %s vs %d %s %s", sa.Turn(), sa.Phase(), sa.Active().ID, sb.Turn(), sb.Phase(), sb.Active().ID)
	}
	for u := range sa.Units() {
		v, _ := sb.Unit(u.ID)
		if u.Hex != v.Hex || u.Elements != v.Elements || u.Group != v.Group || u.Moved != v.Moved {
			t.Errorf("unit %s differs: %+v vs %+v", u.ID, u, v)
		}
	}
	for l := range sa.Leaders() {
		if m, _ := sb.Leader(l.ID); l.Hex != m.Hex || l.Activated != m.Activated {
			t.Errorf("leader %s differs", l.ID)
		}
	}
	if len(a.Log()) != len(b.Log()) {
		t.Errorf("logs differ: %d vs %d entries", len(a.Log()), len(b.Log()))
	}
}

// MustSave is the saved game's text of c.
func MustSave(t testing.TB, c *control.Controller) []byte {
	t.Helper()
	data, err := c.SaveText()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// Gated is a computer player that answers only when released, whatever
// its context says: an answer that comes after the position changed.
type Gated struct {
	Release chan struct{}
	Asked   chan struct{}
	Answer  rules.Action
}

// Choose says it was asked, then waits to be released.
func (g *Gated) Choose(ctx context.Context, st *rules.State, legal []rules.Action) (ai.Choice, error) {
	g.Asked <- struct{}{}
	<-g.Release
	return ai.Choice{Action: g.Answer, Reason: "stale"}, nil
}

// PickAction picks a random legal action, leaning toward combat so that
// the games reach attack and defense orders: an answer to an attack or an
// attack when there is one, a move toward the enemy, the end of a phase
// seldom.
func PickAction(rng *rand.Rand, c *control.Controller) rules.Action {
	st := c.State()
	legal := c.LegalActions()
	var attacks, defends, moves []rules.Action
	for _, a := range legal {
		switch a.(type) {
		case rules.Attack:
			attacks = append(attacks, a)
		case rules.Defend:
			defends = append(defends, a)
		case rules.Move:
			moves = append(moves, a)
		}
	}
	switch {
	case len(defends) > 0 && rng.IntN(2) == 0:
		return defends[rng.IntN(len(defends))]
	case len(attacks) > 0 && rng.IntN(4) != 0:
		return attacks[rng.IntN(len(attacks))]
	case len(moves) > 0 && rng.IntN(3) != 0:
		best, bestD := moves[0], 1<<30
		for i := 0; i < 8; i++ {
			m := moves[rng.IntN(len(moves))].(rules.Move)
			to := m.Path[len(m.Path)-1]
			for u := range st.Units() {
				if u.OnBoard && !u.Eliminated && u.Army != st.Active().ID {
					if d := hex.Distance(to, u.Hex); d < bestD {
						best, bestD = m, d
					}
				}
			}
		}
		return best
	}
	a := legal[rng.IntN(len(legal))]
	if _, end := a.(rules.EndPhase); end && len(legal) > 1 && rng.IntN(4) != 0 {
		a = legal[1+rng.IntN(len(legal)-1)]
	}
	return a
}
