package rules_test

import (
	"math/rand/v2"
	"testing"

	"estafette/rules"
	"estafette/rules/hex"
)

// TestAppendActionIsString: every action the engine lists in random games
// on every built-in scenario and the stress board, and the shapes the
// games rarely list (counts, pieces moving along, a record line with no
// fast path), write the same line through AppendAction as through String:
// a duel's records read back as the game that was played.
func TestAppendActionIsString(t *testing.T) {
	check := func(a rules.Action) {
		t.Helper()
		if got, want := string(rules.AppendAction([]byte("x "), a)), "x "+a.String(); got != want {
			t.Fatalf("AppendAction(%#v) = %q, want %q", a, got, want)
		}
	}
	for _, a := range []rules.Action{
		rules.Move{Piece: "A1", Path: []hex.Hex{{Q: 3, R: -1}, {Q: 4, R: -2}}, With: []string{"L1", "L2"}},
		rules.Move{Piece: "A1", Path: []hex.Hex{{Q: 0, R: 0}}},
		rules.Activate{Leader: "L1", Pieces: []string{"A1", "A2"}},
		rules.Activate{Leader: "L1"},
		rules.GiveOrder{Key: "ralliement", Args: []string{"A1"}, Count: 2},
		rules.GiveOrder{Key: "messager"},
		rules.Attack{Attacker: "A1", Defender: "B1", Order: "allant"},
		rules.Attack{Attacker: "A1", Defender: "B1"},
		rules.Defend{Order: "retraite", Count: 2},
		rules.Defend{Order: "defense"},
		rules.Step{Piece: "L1", To: hex.Hex{Q: 2, R: 5}},
		rules.EndPhase{}, rules.Roll{}, rules.Pass{}, rules.Follow{},
		rules.Direct{Leader: "L1", Unit: "A1", Effect: "order", Order: "allant", Count: 1},
		rules.Sacrifice{Count: 2},
	} {
		check(a)
	}
	r := rand.New(rand.NewPCG(3, 4))
	listed := 0
	for _, sc := range gameScenarios(t) {
		for seed := int64(1); seed <= 3; seed++ {
			st := rules.NewState(sc.sc, sc.rs, seed)
			for i := 0; i < 2000 && st.Phase() != rules.PhaseOver; i++ {
				legal := st.LegalActions()
				if len(legal) == 0 {
					break
				}
				for _, a := range legal {
					check(a)
				}
				listed += len(legal)
				if _, v := st.Apply(legal[r.IntN(len(legal))]); v != nil {
					t.Fatalf("%s: %v", sc.name, v)
				}
			}
		}
	}
	if listed < 10_000 {
		t.Fatalf("only %d actions listed", listed)
	}
}

// TestAppendActionAllocatesNothing: a move, the commonest line, is
// written into a buffer with room without allocating.
func TestAppendActionAllocatesNothing(t *testing.T) {
	buf := make([]byte, 0, 128)
	var a rules.Action = rules.Move{Piece: "A1", Path: []hex.Hex{{Q: 3, R: -1}}, With: []string{"L1"}}
	if n := testing.AllocsPerRun(100, func() { buf = rules.AppendAction(buf[:0], a) }); n != 0 {
		t.Errorf("AppendAction allocates %v times", n)
	}
}
