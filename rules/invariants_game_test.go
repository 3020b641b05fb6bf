package rules_test

// One random game: legal and garbage steps, each checked, and its twin.

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"

	"estafette/rules"
	"estafette/rules/hex"
)

type game struct {
	sc      loaded
	seed    uint64
	st      *rules.State
	twin    *rules.State // receives only the accepted actions
	chk     *checker
	pool    *garbagePool
	history []string // accepted actions, as record lines
	legal   int      // legal actions played
	verbs   map[string]int
	junk    int // garbage actions tried
	junkOK  int // garbage actions accepted
}

func newGame(sc loaded, seed uint64) *game {
	st := rules.NewState(sc.sc, sc.rs, int64(seed))
	return &game{sc: sc, seed: seed, st: st, twin: rules.NewState(sc.sc, sc.rs, int64(seed)), chk: newChecker(st), pool: newGarbagePool(st), verbs: map[string]int{}}
}

// repro describes how to replay the game to the current point.
func (g *game) repro() string {
	h := g.history
	head := ""
	if len(h) > 400 {
		head = fmt.Sprintf("  (%d earlier actions not shown)\n", len(h)-400)
		h = h[len(h)-400:]
	}
	return fmt.Sprintf("scenario %s, rules.NewState seed %d, after %d accepted actions:\n%s  %s", g.sc.name, g.seed, len(g.history), head, strings.Join(h, "\n  "))
}

// apply plays a, turning a panic into a failure report.
func apply(st *rules.State, a rules.Action) (v *rules.Violation, panicked any) {
	_, v, panicked = applyEvents(st, a)
	return v, panicked
}

// applyEvents is apply with the events.
func applyEvents(st *rules.State, a rules.Action) (ev []rules.Event, v *rules.Violation, panicked any) {
	defer func() { panicked = recover() }()
	ev, v = st.Apply(a)
	return ev, v, nil
}

func check(st *rules.State, a rules.Action) (v *rules.Violation, panicked any) {
	defer func() { panicked = recover() }()
	return st.Check(a), nil
}

func legalActions(st *rules.State) (acts []rules.Action, panicked any) {
	defer func() { panicked = recover() }()
	return st.LegalActions(), nil
}

func str(a rules.Action) string {
	if a == nil {
		return "<nil action>"
	}
	return a.String()
}

// accepted records an accepted action, plays it on the twin and checks the
// invariants; it returns a problem, or "".
func (g *game) accepted(a rules.Action) string {
	g.history = append(g.history, str(a))
	g.chk.last = a
	if v, p := apply(g.twin, a); p != nil || v != nil {
		return fmt.Sprintf("the twin game (same seed, accepted actions only) refused or panicked on %q: %v %v; a refused action must have left a trace", str(a), v, p)
	}
	if bad := g.chk.check(); len(bad) > 0 {
		return fmt.Sprintf("after %q: invariants broken:\n  %s", str(a), strings.Join(bad, "\n  "))
	}
	return ""
}

// orderPaid checks that an accepted order priced per hex or per element
// cost at least one point for each (docs/rules.md §5: every order costs at least
// 1, here for each hex or element paid for).
func orderPaid(st *rules.State, a rules.Action, before int) string {
	o, ok := a.(rules.GiveOrder)
	if !ok || o.Count <= 1 {
		return ""
	}
	for _, x := range st.Ruleset().Orders {
		if x.Key == o.Key && (x.Cost.Kind == rules.CostPerHex || x.Cost.Kind == rules.CostPerElement) {
			if paid := before - st.Active().OrderPoints; paid < o.Count {
				return fmt.Sprintf("%q was accepted for %d order point(s), less than one per hex or element", str(a), paid)
			}
		}
	}
	return ""
}

// stepLegal plays one action chosen among LegalActions; end is picked with
// probability endOdds% or when it is the only one. The choice leans toward
// battle, so that combat gets played too: half the moves are the one (of a
// few drawn) that ends nearest the enemy, and in the combat phase an
// attack, a roll or a follow-up is preferred.
func (g *game) stepLegal(c chooser, acts []rules.Action, endOdds int) string {
	var others, moves, fights, delivers []rules.Action
	for _, a := range acts {
		switch a.(type) {
		case rules.EndPhase:
			continue
		case rules.Move:
			moves = append(moves, a)
		case rules.Attack, rules.Roll, rules.Follow:
			fights = append(fights, a)
		case rules.Deliver:
			// Many lines, one choice: drawn as one action among the others.
			delivers = append(delivers, a)
			continue
		}
		others = append(others, a)
	}
	if len(delivers) > 0 {
		others = append(others, delivers[c.IntN(len(delivers))])
	}
	var a rules.Action = rules.EndPhase{}
	if d := g.st.Decision(); d.Kind != rules.DecidePlay && d.Kind != rules.DecideRoll {
		// Another army's window, or the attacker's after a declaration:
		// passing is the default; end is not this decider's.
		a = rules.Pass{}
	}
	switch {
	case len(others) == 0 || c.IntN(100) < endOdds:
	case len(fights) > 0 && c.IntN(4) != 0:
		a = fights[c.IntN(len(fights))]
	case len(moves) > 0 && c.IntN(2) == 0:
		a = g.nearestEnemy(c, moves)
	default:
		a = others[c.IntN(len(others))]
	}
	return g.playLegal(c, a)
}

// nearestEnemy draws a few moves and returns the one that ends closest to
// an enemy unit.
func (g *game) nearestEnemy(c chooser, moves []rules.Action) rules.Action {
	army := g.st.Active().ID
	best, bd := moves[0], math.MaxInt
	for range 6 {
		m := moves[c.IntN(len(moves))]
		dest := m.(rules.Move).Path[0]
		for e := range g.st.Units() {
			if e.Army != army && e.OnBoard {
				if d := hex.Distance(dest, e.Hex); d < bd {
					best, bd = m, d
				}
			}
		}
	}
	return best
}

// playLegal plays an action that LegalActions listed: it must be accepted.
func (g *game) playLegal(c chooser, a rules.Action) string {
	if v, p := check(g.st, a); p != nil || v != nil {
		return fmt.Sprintf("LegalActions listed %q but Check refuses it: %v (panic: %v)", str(a), v, p)
	}
	// Now and then the same move is also played on a clone with the whole
	// path the engine would take written out: it must be accepted and give
	// the same state (docs/formats.md: one hex is the destination, several the
	// whole path).
	var clone *rules.State
	var whole rules.Move
	if mv, ok := a.(rules.Move); ok && len(mv.Path) == 1 && c.IntN(3) == 0 {
		m := g.st.Reach(mv.Piece)
		if m == nil {
			return fmt.Sprintf("LegalActions listed %q but Reach(%s) is nil", str(a), mv.Piece)
		}
		whole = rules.Move{Piece: mv.Piece, Path: m.Path(mv.Path[0]), With: mv.With}
		clone = g.st.Clone()
		if v, p := apply(clone, whole); p != nil || v != nil {
			return fmt.Sprintf("LegalActions listed %q, but the path Reach gives for it, %q, is refused: %v (panic: %v)", str(a), str(whole), v, p)
		}
	}
	expect := g.expectation(a)
	before := g.st
	switch a.(type) {
	case rules.Defend, rules.Direct, rules.Roll:
		before = g.st.Clone() // a Retraite, or a withdrawal at the roll
	}
	ev, v, p := applyEvents(g.st, a)
	if p != nil {
		return fmt.Sprintf("Apply(%q) panicked: %v", str(a), p)
	}
	if v != nil {
		return fmt.Sprintf("LegalActions listed %q but Apply refuses it: %s: %s", str(a), v.Rule, v.Message)
	}
	g.legal++
	g.verbs[strings.Fields(a.String())[0]]++
	if msg := expect(); msg != "" {
		return fmt.Sprintf("after %q: %s", str(a), msg)
	}
	if msg := g.retreatsAreMoves(before, ev); msg != "" {
		return fmt.Sprintf("after %q: %s", str(a), msg)
	}
	if clone != nil {
		if x, y := snapshot(g.st), snapshot(clone); x != y {
			return fmt.Sprintf("%q and %q give different states:\n%s", str(a), str(whole), diffLines(x, y))
		}
	}
	return g.accepted(a)
}

// expectation notes, before a legal move or activation, what it must do,
// and returns the check to run afterwards: the piece ends on its
// destination, marked moved, its followers with it, and it keeps the
// ability to fight exactly when Reach said so (docs/formats.md can_fight); an
// activated piece joins its leader's group; Retraite and a withdrawal are
// never accepted with 0 hexes to make (invariants_hexes_test.go).
func (g *game) expectation(a rules.Action) func() string {
	st := g.st
	none := func() string { return "" }
	if f := g.betweenOneAndN(a); f != nil {
		return f
	}
	switch a := a.(type) {
	case rules.Move:
		dest := a.Path[len(a.Path)-1]
		if u, ok := st.Unit(a.Piece); ok {
			fight := u.CanFight && st.Reach(a.Piece).CanFight(dest)
			return func() string {
				u := unitOf(st, a.Piece) // after the move
				switch {
				case u.Hex != dest || !u.OnBoard || !u.Moved:
					return fmt.Sprintf("%s is on %s (on board %v, moved %v), want %s", u.ID, u.Hex, u.OnBoard, u.Moved, dest)
				case u.CanFight != fight:
					return fmt.Sprintf("%s can fight: %v; Reach's CanFight(%s) said %v", u.ID, u.CanFight, dest, fight)
				}
				for _, id := range a.With {
					if l := leaderOf(st, id); l.Hex != dest || !l.Moved || !l.Activated {
						return fmt.Sprintf("follower %s is on %s (moved %v, activated %v), want %s", id, l.Hex, l.Moved, l.Activated, dest)
					}
				}
				return ""
			}
		}
		if _, ok := st.Leader(a.Piece); ok {
			return func() string {
				l := leaderOf(st, a.Piece) // after the move
				if l.Hex != dest || !l.OnBoard || !l.Moved {
					return fmt.Sprintf("%s is on %s (on board %v, moved %v), want %s", l.ID, l.Hex, l.OnBoard, l.Moved, dest)
				}
				return ""
			}
		}
	case rules.Activate:
		return func() string {
			l := leaderOf(st, a.Leader)
			if !l.Activated {
				return fmt.Sprintf("the activating leader %s is not activated", l.ID)
			}
			gi := -1
			for i, g := range st.Groups() {
				if g.Leader == l.ID && !g.Extra {
					gi = i
				}
			}
			for _, id := range a.Pieces {
				if u, ok := st.Unit(id); ok && u.Group != gi {
					return fmt.Sprintf("%s is in group %d; %s heads group %d", id, u.Group, l.ID, gi)
				}
				if x, ok := st.Leader(id); ok && (!x.Alone || !x.Activated) {
					return fmt.Sprintf("%s is not activated alone", id)
				}
			}
			return ""
		}
	}
	return none
}

// stepGarbage tries one garbage action: refused, it must change nothing;
// accepted, it must be an action LegalActions listed (in its canonical
// form) and keep the invariants.
func (g *game) stepGarbage(c chooser, acts []rules.Action) string {
	var a rules.Action
	if c.IntN(2) == 0 {
		a = g.pool.mutate(c, g.st, acts)
	} else {
		a = g.pool.garbage(c, g.st)
	}
	g.junk++
	before := snapshot(g.st)
	pointsBefore := g.st.Active().OrderPoints
	pre := g.st.Clone()
	cv, p := check(g.st, a)
	if p != nil {
		return fmt.Sprintf("Check(%q) panicked: %v", str(a), p)
	}
	if after := snapshot(g.st); after != before {
		return fmt.Sprintf("Check(%q) changed the state:\n%s", str(a), diffLines(before, after))
	}
	v, p := apply(g.st, a)
	if p != nil {
		return fmt.Sprintf("Apply(%q) panicked: %v", str(a), p)
	}
	if (cv == nil) != (v == nil) || (cv != nil && cv.Rule != v.Rule) {
		return fmt.Sprintf("Check and Apply disagree on %q: Check %v, Apply %v", str(a), cv, v)
	}
	if v != nil {
		if v.Rule == rules.NoRule || v.Message == "" {
			return fmt.Sprintf("refusal of %q names no rule or no reason: %+v", str(a), v)
		}
		if after := snapshot(g.st); after != before {
			return fmt.Sprintf("Apply(%q) was refused (%s: %s) but changed the state:\n%s", str(a), v.Rule, v.Message, diffLines(before, after))
		}
		return ""
	}
	g.junkOK++
	if msg := orderPaid(g.st, a, pointsBefore); msg != "" {
		return msg
	}
	if k := canonical(a); k != "" {
		found := false
		for _, l := range acts {
			if l.String() == k {
				found = true
				break
			}
		}
		if !found && !listedAfterPasses(pre, k) {
			return fmt.Sprintf("Apply accepted %q, but LegalActions did not list %q, not even after the deciders passed", str(a), k)
		}
	}
	return g.accepted(a)
}

// listedAfterPasses: an action that belongs to a later window than the
// current one is accepted as the pass of the armies in between (decision.go);
// it must then be listed once they have passed.
func listedAfterPasses(st *rules.State, k string) bool {
	for range 3 {
		if _, v := st.Apply(rules.Pass{}); v != nil {
			return false
		}
		for _, l := range st.LegalActions() {
			if l.String() == k {
				return true
			}
		}
	}
	return false
}

// compareTwin checks that the twin, which never saw a refused action, is
// in the same state.
func (g *game) compareTwin() string {
	if a, b := snapshot(g.st), snapshot(g.twin); a != b {
		return "the game and its twin (accepted actions only) differ:\n" + diffLines(b, a)
	}
	// Hidden state (ORD.COMMAND_START, the dice) shows in what is legal.
	x, y := actionLines(g.st.LegalActions()), actionLines(g.twin.LegalActions())
	if x != y {
		return "the game and its twin (accepted actions only) differ in their legal actions:\n" + diffLines(y, x)
	}
	return ""
}

func actionLines(acts []rules.Action) string {
	var b strings.Builder
	for _, a := range acts {
		b.WriteString(a.String())
		b.WriteByte('\n')
	}
	return b.String()
}

// play runs the game for up to maxSteps legal actions, or to its end.
func (g *game) play(r *rand.Rand, maxSteps int) string {
	for step := 0; step < maxSteps; step++ {
		acts, p := legalActions(g.st)
		if p != nil {
			return fmt.Sprintf("LegalActions panicked: %v", p)
		}
		if g.st.Phase() == rules.PhaseOver {
			if len(acts) != 0 {
				return fmt.Sprintf("the game is over but LegalActions lists %d actions", len(acts))
			}
			break
		}
		if len(acts) == 0 {
			return "LegalActions is empty while the game goes on (end should always be there)"
		}
		if step%5 == 4 {
			if msg := g.stepGarbage(r, acts); msg != "" {
				return msg
			}
			if acts, p = legalActions(g.st); p != nil {
				return fmt.Sprintf("LegalActions panicked: %v", p)
			}
			if g.st.Phase() == rules.PhaseOver {
				break
			}
		}
		if msg := g.stepLegal(r, acts, 15); msg != "" {
			return msg
		}
		if step%25 == 0 {
			if msg := g.compareTwin(); msg != "" {
				return msg
			}
		}
	}
	return g.compareTwin()
}
