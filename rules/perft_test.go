package rules_test

// Perft, as chess engines count it: from a few positions, every legal
// action is played on a clone, and every legal action after it, and the
// lines are counted and hashed. An optimisation of LegalActions that drops,
// adds or renames an action, or of Apply that changes where one leads,
// changes the count or the hash. The figures were taken from the engine
// before the speed work of issue 12 (commit 28cc508); a rules change that
// means to change them updates them. Issue 24 did: a mounted unit may
// dismount (Monter ou démonter: one more order in the tutorial's and
// Pratzen's command phase; the random line to Marignan's 494th position
// changed with it, still a declared attack).

import (
	"hash/fnv"
	"io"
	"math/rand/v2"
	"testing"

	"estafette/rules"
)

// perft plays every line of depth actions from st and returns how many
// there are; each action's record line, and each refusal, is written to h.
func perft(t *testing.T, st *rules.State, depth int, h io.Writer) int {
	t.Helper()
	if depth == 0 || st.Phase() == rules.PhaseOver {
		return 1
	}
	n := 0
	for _, a := range st.LegalActions() {
		io.WriteString(h, a.String()+"\n")
		next := st.Clone()
		if _, v := next.Apply(a); v != nil {
			t.Fatalf("LegalActions listed %q but Apply refuses it: %v", a, v)
		}
		n += perft(t, next, depth-1, h)
	}
	return n
}

// position sets sc up with dice seed 1 and plays n actions drawn
// uniformly among the legal ones with a fixed draw.
func position(t testing.TB, sc loaded, n int) *rules.State {
	t.Helper()
	st := rules.NewState(sc.sc, sc.rs, 1)
	r := rand.New(rand.NewPCG(7, 11))
	for range n {
		legal := st.LegalActions()
		if len(legal) == 0 {
			break
		}
		mustApply(t, st, legal[r.IntN(len(legal))])
	}
	return st
}

// loadBaseline loads a built-in battle as it was before its balance
// handicap (issue 40: six units an activation for the French and four
// order points for the Allies at Pratzen,
// two activations for the Prussians at Leuthen), so that the figures the
// engine's tests keep (perft, allocations) stay those of their positions
// since issue 12.
func loadBaseline(t testing.TB, name string) loaded {
	t.Helper()
	sc := loadBuiltin(t, name)
	switch name {
	case "pratzen":
		sc.sc.Armies[0].UnitsPerActivation = nil
		sc.sc.Armies[1].OrderPoints = nil
	case "leuthen":
		sc.sc.Armies[0].Activations = nil
	}
	return sc
}

func TestPerft(t *testing.T) {
	cases := []struct {
		scenario string
		played   int // random actions before the count
		depth    int
		lines    int
		hash     uint64
	}{
		{"tutorial", 0, 2, 429, 0xfc02cf39abd0f132},     // command phase
		{"tutorial", 7, 2, 696, 0x181713223a5251bf},     // movement
		{"tutorial", 17, 2, 5010, 0xdec2f953264b0a03},   // movement, more pieces activated
		{"marathon", 13, 2, 69, 0x1a07d4c8099b7b52},     // combat: attacks
		{"marathon", 91, 4, 760, 0xd2b4ce3ebdfa0f6},     // a declared attack: the attacker's, defender's and roll windows
		{"pratzen", 0, 2, 7527, 0xf28292c98b6eef64},     // command, Jomini
		{"pratzen", 62, 2, 36, 0x9947b5f3e2a062af},      // combat
		{"pratzen", 180, 2, 372, 0xdc33e5446e0dcd5f},    // a displaced piece steps aside
		{"leuthen", 12, 2, 1015, 0x1db43eab5b3a9fc5},    // messengers
		{"marignan", 18, 2, 191, 0x730c3957f30549ed},    // combat, Alexandre et Bayard
		{"marignan", 494, 3, 1506, 0xdc2d28ec58148da6},  // a declared attack
		{"stress-60x40", 0, 1, 705, 0x1cdd5ff1e141c146}, // 300 pieces
		{"stress-60x40", 30, 1, 685, 0xdd2dd2ddcb9c70a6},
	}
	loadedBy := map[string]loaded{}
	for _, c := range cases {
		sc, ok := loadedBy[c.scenario]
		if !ok {
			if c.scenario == "stress-60x40" {
				sc = loadStress(t)
			} else {
				sc = loadBaseline(t, c.scenario)
			}
			loadedBy[c.scenario] = sc
		}
		st := position(t, sc, c.played)
		h := fnv.New64a()
		lines := perft(t, st, c.depth, h)
		t.Logf("{%q, %d, %d, %d, %#x},", c.scenario, c.played, c.depth, lines, h.Sum64())
		if lines != c.lines || h.Sum64() != c.hash {
			t.Errorf("%s after %d actions, depth %d: %d lines, hash %#x; want %d, %#x",
				c.scenario, c.played, c.depth, lines, h.Sum64(), c.lines, c.hash)
		}
	}
}
