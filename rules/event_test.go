package rules_test

import (
	"reflect"
	"strings"
	"testing"

	"estafette/rules"
	"estafette/rules/hex"
	"estafette/scenarios"
)

// one plays a line and returns its only event of type E, failing when it
// is refused or reports none.
func one[E rules.Event](t *testing.T, s *rules.State, line string) E {
	t.Helper()
	ev, v := playEvents(t, s, line)
	if v != nil {
		t.Fatalf("%s: %v", line, v)
	}
	for _, e := range ev {
		if x, ok := e.(E); ok {
			return x
		}
	}
	var zero E
	t.Fatalf("%s: no %T among %v", line, zero, ev)
	return zero
}

// TestCommandAndMovementEvents: what Apply reports is typed: the order
// with its price, payer and points left, the activation with its pieces
// and group, the phase that ends, each move with its whole path from the
// hex it left to the hex it reached; and each still says the sentence the
// log has always shown.
func TestCommandAndMovementEvents(t *testing.T) {
	s := load(t, "th")
	before := armyOf(s, "a").OrderPoints
	ev, v := playEvents(t, s, "order gueulante SA")
	if v != nil || len(ev) != 2 {
		t.Fatalf("Gueulante: %v %v", ev, v)
	}
	o, ok := ev[0].(rules.OrderGiven)
	if !ok || o.Payer.ID != "a" || o.Key != "gueulante" || o.Target.ID != "SA" || o.Cost != 3 || o.Left != before-3 || o.Left != armyOf(s, "a").OrderPoints {
		t.Errorf("order: %+v (points %d before)", ev[0], before)
	}
	if w, ok := ev[1].(rules.RadiusWidened); !ok || w.Leader.ID != "SA" || w.Radius != s.CommandRadius(leaderOf(s, "SA")) {
		t.Errorf("Gueulante's effect: %+v", ev[1])
	}
	act := one[rules.Activated](t, s, "activate CA A1 A2 A3")
	if act.Leader.ID != "CA" || len(act.Pieces) != 3 || act.Pieces[2] != (rules.PieceRef{ID: "A3", Name: "Psiles"}) || act.Group != 0 || s.Groups()[act.Group].Leader != "CA" {
		t.Errorf("activation: %+v", act)
	}
	if got := rules.EventText(act); got != "Callias (CA) activates Hoplites (A1), Hoplites bis (A2), Psiles (A3) (group 1)" {
		t.Errorf("activation sentence %q", got)
	}
	if p := one[rules.PhaseEnded](t, s, "end"); p.Army.ID != "a" || p.Ended != rules.PhaseCommand || p.Next != rules.PhaseMovement {
		t.Errorf("end of the command phase: %+v", p)
	}
	for _, c := range []struct {
		line  string
		path  string
		fight bool
		text  string
	}{
		{"move A1 8,8", "7,8 8,8", true, "Hoplites (A1) moves 7,8 → 8,8 (1 hex(es), can still fight)"},
		{"move A2 5,8 4,8", "6,8 5,8 4,8", false, "Hoplites bis (A2) moves 6,8 → 4,8 (2 hex(es), sans combat)"},
		{"move A3 5,6", "7,7 6,6 5,6", true, ""}, // a destination: the path is the engine's
	} {
		m := one[rules.Moved](t, s, c.line)
		if got := labels(m.Path); got != c.path || m.Fight != c.fight || m.Hexes() != len(m.Path)-1 {
			t.Errorf("%s: path %s fight %v, want %s fight %v", c.line, got, m.Fight, c.path, c.fight)
		}
		if u := unitOf(s, m.Piece.ID); u.Hex != m.To() {
			t.Errorf("%s: %s stands on %s, the event says %s", c.line, m.Piece.ID, u.Hex, m.To())
		}
		if c.text != "" && rules.EventText(m) != c.text {
			t.Errorf("%s: %q, want %q", c.line, rules.EventText(m), c.text)
		}
	}
	if p := one[rules.PhaseEnded](t, s, "end"); p.Next != rules.PhaseCombat {
		t.Errorf("end of the movement phase: %+v", p)
	}
	if b := one[rules.TurnBegan](t, s, "end"); b.Army.ID != "b" || b.Turn != 1 || rules.EventText(b) != "turn 1: Armée B to play, command phase" {
		t.Errorf("the other army's turn: %+v %q", b, rules.EventText(b))
	}
}

func labels(path []hex.Hex) string {
	var out []string
	for _, h := range path {
		out = append(out, h.Label())
	}
	return strings.Join(out, " ")
}

// TestCombatEvents: a declared attack; its dice, shown while the
// defender may still choose (Évasion); then, once he passes, the strike
// with those faces, its losses, the hexes of the retreat and the lettres
// d'ordre, as the state shows them.
func TestCombatEvents(t *testing.T) {
	s2 := load(t, "cb")
	for _, l := range []string{"activate CA A1 A2 A3", "end", "end"} {
		play(t, s2, l)
	}
	if d := one[rules.AttackDeclared](t, s2, "attack A1 B1"); d.Attacker.ID != "A1" || d.Defender.ID != "B1" || d.Fire {
		t.Errorf("declaration: %+v", d)
	}
	s, ev := seekAs(t, "cb", "activate CA A1 A2 A3; end; end", "attack A1 B1; roll", false, func(s *rules.State, ev []rules.Event) bool {
		_, held := ev[0].(rules.DiceHeld)
		c := count(s, ev[0], rules.Infantry)
		return held && c.hits == 1 && c.flags >= 1 && c.flags <= 2
	})
	held := ev[0].(rules.DiceHeld)
	if held.Attacker.ID != "A1" || held.Defender.ID != "B1" || held.Chooser.ID != "b" || s.Decision().Army != "b" {
		t.Errorf("held dice: %+v, decision %+v", held, s.Decision())
	}
	st := one[rules.Struck](t, s, "pass")
	c := count(s, st, rules.Infantry)
	b1 := unitOf(s, "B1")
	switch {
	case st.Roller.ID != "A1" || st.Target.ID != "B1" || st.Riposte || !st.Held:
		t.Errorf("who struck whom: %+v", st)
	case !reflect.DeepEqual(st.Dice(), held.Faces) || !reflect.DeepEqual(st.Faces, held.Faces):
		t.Errorf("Dice() %v, Faces %v; the held faces were %v", st.Dice(), st.Faces, held.Faces)
	case st.Losses != c.hits || b1.Elements != 4-st.Losses:
		t.Errorf("losses %d for %d hits; B1 has %d elements", st.Losses, c.hits, b1.Elements)
	case len(st.Retreat) == 0 || st.Retreat[len(st.Retreat)-1] != b1.Hex || !hex.Adjacent(st.Retreat[0], hexAt("7,5")):
		t.Errorf("retreat %v for %d flags; B1 on %s", st.Retreat, c.flags, b1.Hex)
	case st.Orders != c.orders || (c.orders > 0 && st.OrdersFor.ID != "a"):
		t.Errorf("lettres d'ordre %d for %s, %d on the dice", st.Orders, st.OrdersFor.ID, c.orders)
	case !strings.HasPrefix(rules.EventText(st), "Spartiates (B1) takes the attack: 1 loss(es), retreats to "):
		t.Errorf("sentence %q", rules.EventText(st))
	}
}

// TestEventsOfRandomGames: in random games of every built-in scenario
// each event says a whole sentence, rolled dice are reported by the
// events that rolled them, and a move's event ends where the piece
// stands, along a path of adjacent hexes.
func TestEventsOfRandomGames(t *testing.T) {
	for _, sc := range builtins(t) {
		st := rules.NewState(sc.sc, sc.rs, 3)
		for n := 0; n < 300 && st.Phase() != rules.PhaseOver; n++ {
			acts := st.LegalActions()
			a := acts[(n*7919)%len(acts)]
			ev, v := st.Apply(a)
			if v != nil {
				t.Fatalf("%s: %s refused: %v", sc.name, a, v)
			}
			for _, e := range ev {
				text := rules.EventText(e)
				if text == "" || strings.Contains(text, "%!") {
					t.Errorf("%s: %T says %q", sc.name, e, text)
				}
				m, ok := e.(rules.Moved)
				if !ok {
					continue
				}
				for i := 1; i < len(m.Path); i++ {
					if !hex.Adjacent(m.Path[i-1], m.Path[i]) {
						t.Errorf("%s: %q: path %v is not a chain of neighbours", sc.name, text, m.Path)
					}
				}
				if u, ok := st.Unit(m.Piece.ID); ok && u.OnBoard && u.Hex != m.To() && !u.Exited {
					t.Errorf("%s: %q, but %s is on %s", sc.name, text, u.ID, u.Hex)
				}
			}
		}
	}
}

func builtins(t *testing.T) []loaded {
	var out []loaded
	for _, name := range scenarios.BuiltinNames() {
		out = append(out, loadBuiltin(t, name))
	}
	return out
}
