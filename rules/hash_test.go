package rules_test

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"estafette/rules"
	"estafette/scenarios"
)

// position describes what a player can see of a state and may do next:
// the pieces, the decision, the declared combat, the messengers and every
// legal action. Two states with the same hash must have the same one.
func positionText(st *rules.State) string {
	var b strings.Builder
	b.WriteString(snapshot(st))
	fmt.Fprintf(&b, "decision %+v\ncombat %+v\n", st.Decision(), st.CurrentCombat())
	for l := range st.Leaders() {
		fmt.Fprintf(&b, "leader %s with=%q melee=%v rallied=%v\n", l.ID, l.WithUnit, l.InMelee, l.Rallied)
	}
	for u := range st.Units() {
		fmt.Fprintf(&b, "unit %s melee=%v hold=%v sacrifice=%v supported=%v pursuit=%d rally=%d still=%v\n",
			u.ID, u.InMelee, u.Hold, u.Sacrifice, u.SupportedTurn, u.PursuitLeft, u.PendingRally, u.StoodStill)
	}
	for _, a := range st.LegalActions() {
		b.WriteString(a.String())
		b.WriteByte('\n')
	}
	return b.String()
}

// TestHashTellsPositionsApart plays random games on every built-in
// scenario: whenever two positions share a hash they are the same
// position, and a position keeps its hash in a copy, whatever its dice.
func TestHashTellsPositionsApart(t *testing.T) {
	games := 6
	if testing.Short() {
		games = 2
	}
	seen := map[uint64]string{}
	positions := 0
	for _, name := range scenarios.BuiltinNames() {
		sc := loadBuiltin(t, name)
		for g := 0; g < games; g++ {
			st := rules.NewState(sc.sc, sc.rs, int64(g+1))
			r := rand.New(rand.NewPCG(uint64(g), 7))
			for step := 0; step < 400 && st.Phase() != rules.PhaseOver; step++ {
				h, pos := st.Hash(), positionText(st)
				if prev, ok := seen[h]; ok && prev != pos {
					t.Fatalf("%s game %d step %d: two positions share the hash %x:\n%s", name, g, step, h, diffLines(prev, pos))
				}
				seen[h] = pos
				positions++
				if c := st.CloneWithSeed(int64(step)); c.Hash() != h {
					t.Fatalf("%s: a copy with other dice has another hash", name)
				}
				acts := st.LegalActions()
				a := acts[r.IntN(len(acts))]
				if _, isEnd := a.(rules.EndPhase); isEnd && r.IntN(3) > 0 && len(acts) > 1 {
					a = acts[1+r.IntN(len(acts)-1)]
				}
				before := st.Hash()
				if _, v := st.Apply(a); v != nil {
					t.Fatalf("%s: legal %s refused: %v", name, a, v)
				}
				if st.Hash() == before {
					t.Fatalf("%s game %d step %d: %s changed nothing the hash sees", name, g, step, a)
				}
			}
		}
	}
	if len(seen) < positions/2 {
		t.Errorf("only %d distinct hashes over %d positions", len(seen), positions)
	}
}

// TestHashOfTheSamePositionReachedTwoWays: a combat written with its
// passes implied and the same combat with every pass written out reach
// the same position, with the same hash; another answer, another hash.
func TestHashOfTheSamePositionReachedTwoWays(t *testing.T) {
	c := oddsCases()[0]
	c.setup = melee + "; roll"
	implied := c.start(t)
	c.setup = melee + "; pass; pass; roll"
	explicit := c.start(t)
	if implied.Hash() != explicit.Hash() {
		t.Fatalf("the same combat gives two hashes:\n%s", diffLines(positionText(implied), positionText(explicit)))
	}
	c.setup = melee + "; pass; defend defense; roll"
	if c.start(t).Hash() == implied.Hash() {
		t.Fatal("a defense order changes nothing the hash sees")
	}
}

// TestHashCoversEveryField fails when a piece or the state gains a field:
// add it to Hash (hash.go), or say there why it is left out, and update
// the count here.
func TestHashCoversEveryField(t *testing.T) {
	for _, tc := range []struct {
		v    any
		want int
	}{
		{rules.State{}, 40}, {rules.Unit{}, 38}, {rules.Leader{}, 27}, {rules.Army{}, 11},
		{rules.Herald{}, 6}, {rules.Messenger{}, 8}, {rules.Group{}, 6},
	} {
		if got := reflect.TypeOf(tc.v).NumField(); got != tc.want {
			t.Errorf("%T has %d fields, Hash knew %d: does it hash the new ones?", tc.v, got, tc.want)
		}
	}
}

func TestHashAllocatesNothing(t *testing.T) {
	sc := loadBuiltin(t, "pratzen")
	st := rules.NewState(sc.sc, sc.rs, 1)
	if n := testing.AllocsPerRun(100, func() { st.Hash() }); n != 0 {
		t.Errorf("Hash allocates %v times", n)
	}
}

// BenchmarkHash hashes Pratzen's opening position.
func BenchmarkHash(b *testing.B) {
	sc := loadBuiltin(b, "pratzen")
	st := rules.NewState(sc.sc, sc.rs, 1)
	b.ReportAllocs()
	for b.Loop() {
		st.Hash()
	}
}
