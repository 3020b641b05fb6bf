package ai

import (
	"context"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"estafette/rules"
)

// TestReasonFormatsAreListed: every format the package passes to because
// is in ReasonFormats, and every listed format is written somewhere, so
// that the window's catalogs (which translate ReasonFormats) cover every
// reason the computer can give.
func TestReasonFormatsAreListed(t *testing.T) {
	files, _ := filepath.Glob("*.go")
	used := map[string]bool{}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		fs := token.NewFileSet()
		af, err := parser.ParseFile(fs, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(af, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if id, ok := call.Fun.(*ast.Ident); !ok || id.Name != "because" {
				return true
			}
			lit, ok := call.Args[0].(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				t.Errorf("%s: because's format is not a literal", fs.Position(call.Pos()))
				return true
			}
			s, _ := strconv.Unquote(lit.Value)
			used[s] = true
			if !slices.Contains(ReasonFormats(), s) {
				t.Errorf("%s: %q is not in ReasonFormats", fs.Position(lit.Pos()), s)
			}
			return true
		})
	}
	if len(used) < 20 {
		t.Fatalf("found only %d reason formats: is the scan broken?", len(used))
	}
	for _, f := range ReasonFormats() {
		if !used[f] {
			t.Errorf("ReasonFormats lists %q, which no reason uses", f)
		}
	}
}

// The reasons' English as the computer wrote it before reasons had a
// format and arguments: duel's and the protocol's users read this text,
// and it must not change.
func oldAttackReason(o rules.Odds) string {
	s := fmt.Sprintf("attacks %s with %s", o.Defender, o.Attacker)
	if o.AttackOrder != "" {
		s += " (" + o.AttackOrder + ")"
	}
	return s + fmt.Sprintf(": %.1f hits and %.1f flags expected, %.0f%% to eliminate, %.0f%% to drive back",
		o.Attack.Hits, o.Attack.Flags, 100*o.DefenderEliminated, 100*o.DefenderForcedBack)
}

// TestReasonEnglishIsUnchanged plays the computer against random on every
// built-in scenario and checks each reason's English: Reason is
// Why.String(), and the text every reason builder gives, for every legal
// action of each position (not only the chosen one), is the text the
// computer wrote before (an action named by its record line, an attack
// by its odds, a move by its piece and hex).
func TestReasonEnglishIsUnchanged(t *testing.T) {
	// Both scenarios even under -short: the tutorial alone gives no
	// defense order to check (the two take a few seconds). Marathon is
	// played again with other dice (at most four games) until a defense
	// order has been listed: which decisions a game reaches changes with
	// the computer's play.
	checked := map[string]int{}
	checkReasonsOfAGame(t, "tutorial", 7, checked)
	for seed := int64(7); seed < 11 && checked["rules.Defend"] == 0; seed++ {
		checkReasonsOfAGame(t, "marathon", seed, checked)
	}
	t.Logf("checked %v", checked)
	for _, k := range []string{"attack", "move", "order", "chosen", "rules.Defend"} {
		if checked[k] == 0 {
			t.Errorf("the games gave no %s reason to check", k)
		}
	}
}

// checkReasonsOfAGame plays one game of TestReasonEnglishIsUnchanged,
// counting in checked what it compared.
func checkReasonsOfAGame(t *testing.T, name string, seed int64, checked map[string]int) {
	t.Helper()
	sc, rs := load(t, name)
	st := rules.NewState(sc, rs, seed)
	players := map[string]Player{sc.Armies[0].ID: NewComputer(Easy, 3), sc.Armies[1].ID: &Random{Seed: 4}}
	for i := 0; i < 500 && st.Phase() != rules.PhaseOver; i++ {
		legal := st.LegalActions()
		th := &thinker{st: st}
		for _, a := range legal {
			switch a := a.(type) {
			case rules.Attack:
				if o, v := st.AttackOdds(a.Attacker, a.Defender, a.Order); v == nil {
					if got, want := attackReason(st, o).String(), oldAttackReason(o); got != want {
						t.Errorf("%s: attack reason %q, was %q", name, got, want)
					}
					checked["attack"]++
				}
			case rules.Move:
				got := th.moveReason(a, 2.4).String()
				if want := fmt.Sprintf("moves %s to %s (%+.0f)", a.Piece, a.Path[len(a.Path)-1], 2.4); got != want {
					t.Errorf("%s: move reason %q, was %q", name, got, want)
				}
				checked["move"]++
			case rules.GiveOrder:
				if got, want := th.moveReason(a, -1).String(), fmt.Sprintf("gives %s (%+.0f)", a, -1.0); got != want {
					t.Errorf("%s: order reason %q, was %q", name, got, want)
				}
				checked["order"]++
			case rules.Follow, rules.Rally, rules.Front, rules.Withdraw, rules.Defend, rules.Sacrifice, rules.Roll:
				if got, want := actionReason(st, a).String(), a.String(); got != want {
					t.Errorf("%s: reason %q, was %q", name, got, want)
				}
				checked[fmt.Sprintf("%T", a)]++
			}
			if d, ok := a.(rules.Defend); ok {
				if got, want := because("defense order %s", orderOf(st, d.Order)).String(), "defense order "+d.Order; got != want {
					t.Errorf("%s: defense reason %q, was %q", name, got, want)
				}
			}
		}
		ch, err := players[st.Decider()].Choose(context.Background(), st, legal)
		if err != nil {
			t.Fatal(err)
		}
		if ch.Reason != ch.Why.String() {
			t.Errorf("%s: %s: Reason %q, Why says %q", name, ch.Action, ch.Reason, ch.Why)
		}
		if ch.Why.Format != "" {
			checked["chosen"]++
		}
		if _, v := st.Apply(ch.Action); v != nil {
			t.Fatal(v)
		}
	}
}
