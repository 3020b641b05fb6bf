package rules_test

// Random games that check the engine's invariants after every action
// (STYLE.md "Tests": invariant tests over many random games, in the manner
// of CorentinGS/chess's *_invariants_test.go).
//
// Each game plays random actions from LegalActions, which must all be
// accepted, and every few steps a random "garbage" action (any verb, with
// ids, hexes, order keys and counts that are often wrong) that must either
// be accepted or leave the state exactly as it was (docs/rules.md §8: a rejected
// action changes nothing). A twin game receives only the accepted actions,
// so a refused action that left a hidden trace (dice drawn, a flag set)
// shows up as a difference between the two.

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"estafette/rules"
	"estafette/rules/hex"
	"estafette/scenarios"
)

// stressFile is the 60×40, 300-piece scenario written by
// scenarios/testdata/genstress.
const stressFile = "../scenarios/testdata/stress-60x40.toml"

// loaded is a scenario ready to be played.
type loaded struct {
	name string
	sc   *rules.Scenario
	rs   *rules.Ruleset
}

func loadBuiltin(tb testing.TB, name string) loaded {
	tb.Helper()
	src, err := scenarios.Builtin(name)
	if err != nil {
		tb.Fatal(err)
	}
	sc, rs, err := scenarios.LoadScenario(name+".toml", src)
	if err != nil {
		tb.Fatalf("%s: %v", name, err)
	}
	return loaded{name, sc, rs}
}

func loadStress(tb testing.TB) loaded {
	tb.Helper()
	src, err := os.ReadFile(stressFile)
	if err != nil {
		tb.Fatal(err)
	}
	sc, rs, err := scenarios.LoadScenario("stress-60x40.toml", src)
	if err != nil {
		tb.Fatalf("stress-60x40: %v", err)
	}
	return loaded{"stress-60x40", sc, rs}
}

// loadFixtures loads the scenarios of rules/testdata, the fixtures of the
// other tests; a file that does not load is skipped (it is not ours).
func loadFixtures(tb testing.TB) []loaded {
	files, _ := filepath.Glob("testdata/*.toml")
	var out []loaded
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		sc, rs, err := scenarios.LoadScenario(f, src)
		if err != nil {
			tb.Logf("%s: skipped: %v", f, err)
			continue
		}
		out = append(out, loaded{f, sc, rs})
	}
	return out
}

// snapshot renders everything a player can observe of the state, one line
// per piece, so two states can be compared and their difference shown.
func snapshot(st *rules.State) string {
	var b strings.Builder
	fmt.Fprintf(&b, "turn=%d phase=%s active=%s winner=%q acting=%d second=%v\n",
		st.Turn(), st.Phase(), st.Active().ID, st.Winner(), st.ActingGroup(), st.SecondCommand())
	for a := range st.Armies() {
		fmt.Fprintf(&b, "army %s points=%d eliminated=%d activations=%d per=%d\n",
			a.ID, a.OrderPoints, a.EliminatedEnemy, a.Activations, a.UnitsPerActivation)
	}
	for u := range st.Units() {
		fmt.Fprintf(&b, "unit %s %s on=%v elim=%v el=%d/%d act=%v group=%d moved=%v fight=%v mounted=%v form=%v open=%v prejoue=%v steps=%d march=%d guide=%d lost=%d ally=%v fought=%v dice=%d ignore=%d\n",
			u.ID, u.Hex, u.OnBoard, u.Eliminated, u.Elements, u.StartElements, u.Activated(), u.Group, u.Moved, u.CanFight,
			u.Mounted, u.Formation, u.OpenOrder, u.Prejoue, u.StepsUsed, u.MarchBonus, u.GuideHexes, u.LostDice,
			u.AllyLimited, u.Fought, u.ExtraDice, u.IgnoreLoss)
	}
	for l := range st.Leaders() {
		fmt.Fprintf(&b, "leader %s %s on=%v present=%v act=%v alone=%v moved=%v radius=%d combined=%v anywhere=%v messenger=%v\n",
			l.ID, l.Hex, l.OnBoard, l.Present, l.Activated, l.Alone, l.Moved, st.CommandRadius(l), l.Combined, l.Anywhere, l.Messenger)
	}
	for h := range st.Heralds() {
		fmt.Fprintf(&b, "herald %s %s present=%v busy=%v\n", h.ID, h.Hex, h.Present, h.Busy)
	}
	for m := range st.Messengers() {
		fmt.Fprintf(&b, "messenger %+v\n", m)
	}
	for i, g := range st.Groups() {
		fmt.Fprintf(&b, "group %d leader=%q units=%v alone=%v slots=%d used=%d extra=%v\n", i, g.Leader, g.Units, g.Alone, g.Slots, g.Used, g.Extra)
	}
	return b.String()
}

// diffLines names the lines that differ between two snapshots.
func diffLines(before, after string) string {
	a, b := strings.Split(before, "\n"), strings.Split(after, "\n")
	var out []string
	for i := 0; i < max(len(a), len(b)); i++ {
		var x, y string
		if i < len(a) {
			x = a[i]
		}
		if i < len(b) {
			y = b[i]
		}
		if x != y {
			out = append(out, "  - "+x, "  + "+y)
		}
		if len(out) > 40 {
			out = append(out, "  ...")
			break
		}
	}
	return strings.Join(out, "\n")
}

// checker follows a game and checks the invariants after every action.
// It remembers what it saw last so that it can check transitions: a unit
// activated at most once per turn (ACT.ONCE), moved at most once (MOV.ONCE),
// and only when activated (MOV.NOT_ACTIVATED).
type checker struct {
	st        *rules.State
	turn      int
	active    string
	activated map[string]bool // units activated in this army's turn
	moved     map[string]bool // units whose hex changed in this army's turn
	units     []unitMark
	leaders   []leaderMark
	phase     rules.Phase  // before the last action
	last      rules.Action // the last action, when known
}

type unitMark struct {
	hex   hex.Hex
	on    bool
	group int
}

type leaderMark struct {
	hex                          hex.Hex
	on, act, alone, present, msg bool
}

func newChecker(st *rules.State) *checker {
	c := &checker{st: st}
	c.newTurn()
	c.mark()
	for u := range st.Units() {
		if u.Activated() && u.Army == st.Active().ID {
			c.activated[u.ID] = true // activated by a messenger at the start of the turn
		}
	}
	return c
}

func (c *checker) newTurn() {
	c.turn, c.active = c.st.Turn(), c.st.Active().ID
	c.activated, c.moved = map[string]bool{}, map[string]bool{}
}

func (c *checker) mark() {
	c.phase = c.st.Phase()
	c.units = c.units[:0]
	for u := range c.st.Units() {
		c.units = append(c.units, unitMark{u.Hex, u.OnBoard, u.Group})
	}
	c.leaders = c.leaders[:0]
	for l := range c.st.Leaders() {
		c.leaders = append(c.leaders, leaderMark{l.Hex, l.OnBoard, l.Activated, l.Alone, l.Present, l.Messenger})
	}
}

// check returns every invariant broken by the last action.
func (c *checker) check() []string {
	st := c.st
	var bad []string
	add := func(format string, args ...any) { bad = append(bad, fmt.Sprintf(format, args...)) }

	sameTurn := st.Turn() == c.turn && st.Active().ID == c.active
	// Combat moves units of both armies (retreats, withdrawals, follow-ups);
	// a combat that wins the game ends in PhaseOver.
	inCombat := c.phase == rules.PhaseCombat || st.Phase() == rules.PhaseCombat
	if !sameTurn {
		c.newTurn()
	}
	active := st.Active().ID
	if lim := st.Scenario().Turns; lim > 0 && st.Turn() > lim {
		add("turn %d is beyond the scenario's limit of %d", st.Turn(), lim)
	}
	switch st.Phase() {
	case rules.PhaseCommand, rules.PhaseMovement, rules.PhaseCombat, rules.PhaseOver:
	default:
		add("unknown phase %q", st.Phase())
	}
	for a := range st.Armies() {
		if a.OrderPoints < 0 {
			add("army %s has %d order points", a.ID, a.OrderPoints)
		}
	}

	// Victory (docs/rules.md §1): the winner is set exactly when an army has
	// reached its target, or when the game ended at the turn limit or on
	// an objective.
	reached := ""
	for a := range st.Armies() {
		if t := st.VictoryTarget(a); t > 0 && a.EliminatedEnemy >= t && reached == "" {
			reached = a.ID
		}
	}
	sc := st.Scenario()
	switch {
	case reached != "" && (st.Winner() != reached || st.Phase() != rules.PhaseOver):
		add("army %s reached its victory target, but the winner is %q and the phase %s", reached, st.Winner(), st.Phase())
	case st.Winner() != "" && st.Phase() != rules.PhaseOver:
		add("winner %q while the game goes on", st.Winner())
	case reached == "" && st.Winner() != "" && sc.Turns == 0 && len(sc.Objectives) == 0:
		add("winner %q without reaching the victory target, with no turn limit or objective", st.Winner())
	}

	groups := st.Groups()
	if st.Phase() == rules.PhaseOver {
		// Nothing is played once the game is over.
		groups = nil
	}
	used := map[hex.Hex]string{}
	for i, u := range slices.Collect(st.Units()) {
		was := c.units[i]
		if u.Elements < 0 || u.Elements > u.StartElements {
			add("unit %s has %d elements, outside [0, %d]", u.ID, u.Elements, u.StartElements)
		}
		if u.Eliminated && u.OnBoard {
			add("unit %s is eliminated but on the table", u.ID)
		}
		if u.OnBoard && !u.Eliminated && u.Elements < 1 {
			add("unit %s is on the table with %d elements", u.ID, u.Elements)
		}
		if u.OnBoard {
			if other, dup := used[u.Hex]; dup {
				add("units %s and %s share hex %s", other, u.ID, u.Hex)
			}
			used[u.Hex] = u.ID
			if at, _ := st.UnitAt(u.Hex); at.ID != u.ID {
				add("UnitAt(%s) is not %s (got %q)", u.Hex, u.ID, at.ID)
			}
			if t := st.Terrain(u.Hex); t == nil {
				add("unit %s is on %s, off the board", u.ID, u.Hex)
			} else if t.Impassable {
				add("unit %s stands on impassable %s at %s", u.ID, t.Key, u.Hex)
			}
		}
		if u.Moved && !u.Activated() {
			add("unit %s has moved but is not activated", u.ID)
		}
		if u.Group >= 0 && u.Army == active && sameTurn && st.Phase() != rules.PhaseOver {
			if u.Group >= len(groups) {
				add("unit %s is in group %d of %d", u.ID, u.Group, len(groups))
			} else if !contains(groups[u.Group].Units, u.ID) {
				add("unit %s says group %d, which does not list it (%v)", u.ID, u.Group, groups[u.Group].Units)
			}
		}
		if !sameTurn {
			// The turn changed: the new army's flags were reset, and only a
			// delivered messenger may have activated one of its units.
			if u.Army == active && u.Group >= 0 {
				c.activated[u.ID] = true
			}
			continue
		}
		// ACT.ONCE: -1 → group at most once per turn, never back, never another group.
		switch {
		case was.group < 0 && u.Group >= 0:
			if u.Army != active {
				add("unit %s of the inactive army %s was activated", u.ID, u.Army)
			}
			if c.activated[u.ID] {
				add("unit %s was activated twice this turn (ACT.ONCE)", u.ID)
			}
			c.activated[u.ID] = true
		case was.group >= 0 && u.Group != was.group:
			add("unit %s went from group %d to group %d within a turn", u.ID, was.group, u.Group)
		}
		// A unit's hex changes only when it moves: activated, once (MOV.ONCE).
		if u.OnBoard && (u.Hex != was.hex || !was.on) {
			if !inCombat {
				if !u.Activated() {
					add("unit %s moved %s → %s without being activated", u.ID, was.hex, u.Hex)
				}
				if u.Army != active {
					add("unit %s of the inactive army moved %s → %s", u.ID, was.hex, u.Hex)
				}
				if !u.Moved {
					add("unit %s changed hex %s → %s but is not marked Moved", u.ID, was.hex, u.Hex)
				}
				if c.moved[u.ID] {
					add("unit %s moved twice this turn (MOV.ONCE)", u.ID)
				}
			}
			c.moved[u.ID] = true
		}
	}
	for gi, g := range groups {
		if !g.Extra && g.Used > g.Slots {
			add("group %d (%s) used %d slots of %d (ACT.SLOTS)", gi, g.Leader, g.Used, g.Slots)
		}
		if len(g.Units)+len(g.Alone) > g.Used {
			add("group %d (%s) holds %d pieces but used %d slots", gi, g.Leader, len(g.Units)+len(g.Alone), g.Used)
		}
		for _, id := range g.Units {
			u, ok := st.Unit(id)
			if !ok {
				add("group %d lists unknown unit %q", gi, id)
			} else if u.Army != active {
				add("group %d lists %s of the other army", gi, id)
			} else if u.Group != gi {
				add("group %d lists %s, whose group is %d", gi, id, u.Group)
			}
		}
	}

	for i, l := range slices.Collect(st.Leaders()) {
		was := c.leaders[i]
		if l.Moved && !l.Activated {
			add("leader %s has moved but is not activated", l.ID)
		}
		if l.Alone && !l.Activated {
			add("leader %s is activated alone but not activated", l.ID)
		}
		if !l.Present && l.OnBoard {
			add("leader %s has left the game but is on the table", l.ID)
		}
		if !was.present && l.Present {
			add("leader %s came back to the game", l.ID)
		}
		if !sameTurn {
			continue
		}
		if was.act && !l.Activated {
			add("leader %s lost his activation within a turn", l.ID)
		}
		if was.alone && !l.Alone {
			add("leader %s lost his activation alone within a turn", l.ID)
		}
		if l.Present && l.OnBoard && (l.Hex != was.hex || !was.on) {
			if t := st.Terrain(l.Hex); t == nil {
				add("leader %s moved off the board to %s", l.ID, l.Hex)
			} else if t.Impassable {
				add("leader %s moved onto impassable %s at %s", l.ID, t.Key, l.Hex)
			}
			// A lone leader whose hex an enemy unit entered steps aside to
			// an adjacent hex (aside.go), in any phase, for either army.
			displaced := was.on && hex.Adjacent(was.hex, l.Hex) && c.enemyMoved(l.Army)
			if st, ok := c.last.(rules.Step); ok && st.Piece == l.ID && hex.Distance(was.hex, l.Hex) <= 2 {
				displaced = true // his owner chose another hex next to the one the enemy entered
			}
			// A leader carrying a message travels with it (docs/rules.md §4), on
			// later turns too, without being activated again.
			switch carrying := was.msg || l.Messenger; {
			case carrying, displaced:
			case inCombat:
				// In combat a leader moves only with the unit on his hex
				// (retreat, withdrawal, follow-up).
				if u, ok := st.UnitAt(l.Hex); !ok || u.Army != l.Army {
					add("leader %s moved %s → %s in the combat phase, with no unit of his army", l.ID, was.hex, l.Hex)
				}
			case !l.Activated:
				add("leader %s moved %s → %s without being activated", l.ID, was.hex, l.Hex)
			case l.Army != active:
				add("leader %s of the inactive army moved %s → %s", l.ID, was.hex, l.Hex)
			}
		}
	}
	bad = append(bad, carriersWithMessages(st)...)
	bad = append(bad, leadersWithEnemies(st)...)
	c.mark()
	return bad
}

// enemyMoved reports whether a unit not of army changed hex in the last
// action (it may have passed through a lone leader's hex).
func (c *checker) enemyMoved(army string) bool {
	for i, u := range slices.Collect(c.st.Units()) {
		if was := c.units[i]; u.Army != army && (u.Hex != was.hex || u.OnBoard != was.on) {
			return true
		}
	}
	return false
}

// leadersWithEnemies is docs/rules.md §1: a leader never shares a hex with an
// enemy unit (issue 9: a follow-up put a unit on a lone enemy leader's
// hex, and nothing was said).
func leadersWithEnemies(st *rules.State) []string {
	var bad []string
	for l := range st.Leaders() {
		if l.Present && l.OnBoard && enemyUnitOn(st, l.Army, l.Hex) {
			bad = append(bad, fmt.Sprintf("leader %s (%s) shares %s with the enemy unit %s", l.ID, l.Army, l.Hex, unitAt(st, l.Hex).ID))
		}
	}
	return bad
}

func enemyUnitOn(st *rules.State, army string, h hex.Hex) bool {
	u, ok := st.UnitAt(h)
	return ok && u.Army != army
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// chooser is where random choices come from: a seeded math/rand source
// in the random games, the fuzzer's bytes in FuzzApply.
type chooser interface{ IntN(n int) int }

// garbagePool holds the material garbage actions are made of.
type garbagePool struct {
	ids   []string // every piece id of both armies, and some that exist nowhere
	keys  []string // every order key of the ruleset, and some that do not exist
	bound hex.Bounds
}

func newGarbagePool(st *rules.State) *garbagePool {
	p := &garbagePool{bound: st.Scenario().Board.Bounds()}
	for u := range st.Units() {
		p.ids = append(p.ids, u.ID)
	}
	for l := range st.Leaders() {
		p.ids = append(p.ids, l.ID)
	}
	for h := range st.Heralds() {
		p.ids = append(p.ids, h.ID)
	}
	for a := range st.Armies() {
		p.ids = append(p.ids, a.ID)
	}
	p.ids = append(p.ids, "", "X", "ZZ9", "improvised", "with", "end", " ", "G1 ", "é", strings.Repeat("A", 300), "0")
	for _, o := range st.Ruleset().Orders {
		p.keys = append(p.keys, o.Key)
	}
	p.keys = append(p.keys, "", "unknown", "gueulante", "assaut-general-manoeuvre", "estafette", "messager",
		"reconnaissance", "ralliement", "guide-local", "coureur-des-bois", "desserrer-resserrer", "charge", "defense", "ORDER")
	return p
}

var garbageCounts = []int{0, 1, 2, 3, -1, -7, 5, 9999, 10000, 1 << 31, 1 << 62, math.MaxInt, math.MinInt}

var directEffects = []rules.DirectEffect{rules.DirectOrder, rules.DirectActivate, rules.DirectIgnoreLoss, rules.DirectDice, rules.DirectRally, "", "bogus"}

// weirdAction is an action type the engine does not know.
type weirdAction struct{ rules.Roll }

func (p *garbagePool) id(c chooser, st *rules.State) string {
	// Half the time a piece of the army to play, to get past ID.NOT_YOURS.
	if c.IntN(2) == 0 {
		var own []string
		army := st.Active().ID
		for u := range st.Units() {
			if u.Army == army {
				own = append(own, u.ID)
			}
		}
		for l := range st.Leaders() {
			if l.Army == army {
				own = append(own, l.ID)
			}
		}
		if len(own) > 0 {
			return own[c.IntN(len(own))]
		}
	}
	return p.ids[c.IntN(len(p.ids))]
}

func (p *garbagePool) ownLeader(c chooser, st *rules.State) string {
	var own []string
	for l := range st.Leaders() {
		if l.Army == st.Active().ID {
			own = append(own, l.ID)
		}
	}
	if len(own) == 0 || c.IntN(4) == 0 {
		return p.id(c, st)
	}
	return own[c.IntN(len(own))]
}

func (p *garbagePool) some(c chooser, st *rules.State, n int) []string {
	var out []string
	for range n {
		out = append(out, p.id(c, st))
	}
	return out
}

// hexNear is a hex near a piece (a plausible destination), anywhere on the
// board, just off it, or far away.
func (p *garbagePool) hexNear(c chooser, st *rules.State, from hex.Hex) hex.Hex {
	switch c.IntN(6) {
	case 0, 1, 2:
		return from.Add(hex.Direction(c.IntN(6)).Scale(c.IntN(5)))
	case 3:
		return hex.FromOffset(1+c.IntN(p.bound.Columns), 1+c.IntN(p.bound.Rows))
	case 4:
		edge := []hex.Hex{hex.FromOffset(0, 1+c.IntN(p.bound.Rows)), hex.FromOffset(p.bound.Columns+1, 1+c.IntN(p.bound.Rows)),
			hex.FromOffset(1+c.IntN(p.bound.Columns), 0), hex.FromOffset(1+c.IntN(p.bound.Columns), p.bound.Rows+1)}
		return edge[c.IntN(len(edge))]
	default:
		wild := []hex.Hex{{Q: math.MinInt32, R: math.MinInt32}, {Q: math.MaxInt32, R: 0}, {Q: -1000, R: 7}, {Q: 1 << 40, R: -(1 << 40)}, {}}
		return wild[c.IntN(len(wild))]
	}
}

func (p *garbagePool) pieceHex(st *rules.State, id string) hex.Hex {
	if u, ok := st.Unit(id); ok {
		return u.Hex
	}
	if l, ok := st.Leader(id); ok {
		return l.Hex
	}
	return hex.FromOffset(p.bound.Columns/2, p.bound.Rows/2)
}

// garbage builds an action that often breaks a rule, sometimes several.
func (p *garbagePool) garbage(c chooser, st *rules.State) rules.Action {
	switch c.IntN(20) {
	case 15:
		return rules.Pass{}
	case 16:
		return rules.Sacrifice{Count: garbageCounts[c.IntN(len(garbageCounts))]}
	case 17:
		piece := p.id(c, st)
		if ms := slices.Collect(st.Messengers()); len(ms) > 0 && c.IntN(2) == 0 {
			piece = ms[c.IntN(len(ms))].ID
		}
		return rules.Step{Piece: piece, To: p.hexNear(c, st, p.pieceHex(st, piece))}
	case 18:
		msg := "msg.1"
		if ms := slices.Collect(st.Messengers()); len(ms) > 0 {
			msg = ms[c.IntN(len(ms))].ID
		}
		return rules.Deliver{Messenger: msg, Unit: p.id(c, st)}
	case 19:
		piece := p.id(c, st)
		var path []hex.Hex
		for range c.IntN(3) {
			path = append(path, p.hexNear(c, st, p.pieceHex(st, piece)))
		}
		edges := append(append([]rules.Edge(nil), rules.Edges...), "up")
		return rules.Exit{Piece: piece, Edge: edges[c.IntN(len(edges))], Path: path, With: p.some(c, st, c.IntN(2))}
	case 11:
		return rules.Front{Leader: p.id(c, st)}
	case 12:
		return rules.Withdraw{Leader: p.id(c, st)}
	case 13:
		return rules.Follow{}
	case 14:
		return rules.Rally{Leader: p.ownLeader(c, st)}
	case 0, 1:
		return rules.Activate{Leader: p.ownLeader(c, st), Pieces: p.some(c, st, c.IntN(4))}
	case 2:
		var args []string
		if n := c.IntN(5); n > 0 {
			args = p.some(c, st, (n+1)/2)
		}
		return rules.GiveOrder{Key: p.keys[c.IntN(len(p.keys))], Args: args, Count: garbageCounts[c.IntN(len(garbageCounts))]}
	case 3, 4:
		piece := p.id(c, st)
		from := p.pieceHex(st, piece)
		var path []hex.Hex
		n := c.IntN(5)
		if n == 4 {
			n = 0 // an empty path now and then
		}
		for range n + 1 {
			h := p.hexNear(c, st, from)
			if c.IntN(2) == 0 {
				h = from.Add(hex.Direction(c.IntN(6))) // a step of a walk
			}
			path = append(path, h)
			from = h
		}
		if n == 0 && c.IntN(4) == 0 {
			path = nil
		}
		var with []string
		if c.IntN(3) == 0 {
			with = p.some(c, st, 1+c.IntN(2))
		}
		return rules.Move{Piece: piece, Path: path, With: with}
	case 5:
		return rules.Direct{Leader: p.ownLeader(c, st), Unit: p.id(c, st), Effect: directEffects[c.IntN(len(directEffects))], Order: p.keys[c.IntN(len(p.keys))]}
	case 6:
		via := []string{"", "improvised", p.id(c, st), p.ownLeader(c, st)}
		for h := range st.Heralds() {
			via = append(via, h.ID)
		}
		return rules.SendMessenger{Leader: p.ownLeader(c, st), Unit: p.id(c, st), Via: via[c.IntN(len(via))]}
	case 7:
		return rules.Attack{Attacker: p.id(c, st), Defender: p.id(c, st), Order: p.keys[c.IntN(len(p.keys))]}
	case 8:
		return rules.Defend{Order: p.keys[c.IntN(len(p.keys))], Count: garbageCounts[c.IntN(len(garbageCounts))] % 4}
	case 9:
		return rules.Roll{}
	default:
		if c.IntN(2) == 0 {
			return nil
		}
		return weirdAction{}
	}
}

// mutate changes one detail of a legal action: often still legal, often
// just over a limit.
func (p *garbagePool) mutate(c chooser, st *rules.State, acts []rules.Action) rules.Action {
	a := acts[c.IntN(len(acts))]
	switch a := a.(type) {
	case rules.Activate:
		switch c.IntN(3) {
		case 0:
			a.Pieces = append(append([]string(nil), a.Pieces...), p.id(c, st))
		case 1:
			a.Pieces = append(append([]string(nil), a.Pieces...), a.Pieces...)
		default:
			a.Leader = p.ownLeader(c, st)
		}
		return a
	case rules.Move:
		dest := a.Path[len(a.Path)-1]
		switch c.IntN(4) {
		case 0:
			a.Path = []hex.Hex{dest.Add(hex.Direction(c.IntN(6)))}
		case 1:
			a.With = append(append([]string(nil), a.With...), p.ownLeader(c, st))
		case 2:
			if m := st.Reach(a.Piece); m != nil {
				path := m.Path(dest)
				a.Path = append(path, dest.Add(hex.Direction(c.IntN(6))))
			}
		default:
			if m := st.Reach(a.Piece); m != nil {
				path := m.Path(dest)
				if len(path) > 1 {
					i := c.IntN(len(path))
					path = append(path[:i:i], path[i+1:]...) // skip one step
				}
				a.Path = path
			}
		}
		return a
	case rules.GiveOrder:
		switch c.IntN(3) {
		case 0:
			a.Count = garbageCounts[c.IntN(len(garbageCounts))]
		case 1:
			a.Args = append(append([]string(nil), a.Args...), p.id(c, st))
		default:
			a.Key = p.keys[c.IntN(len(p.keys))]
		}
		return a
	case rules.Direct:
		a.Effect = directEffects[c.IntN(len(directEffects))]
		a.Order = p.keys[c.IntN(len(p.keys))]
		return a
	case rules.SendMessenger:
		a.Via = p.id(c, st)
		return a
	case rules.Attack:
		switch c.IntN(3) {
		case 0:
			a.Defender = p.id(c, st)
		case 1:
			a.Attacker = p.id(c, st)
		default:
			a.Order = p.keys[c.IntN(len(p.keys))]
		}
		return a
	case rules.Defend:
		if c.IntN(2) == 0 {
			a.Count = c.IntN(5)
		} else {
			a.Order = p.keys[c.IntN(len(p.keys))]
		}
		return a
	case rules.Sacrifice:
		a.Count += c.IntN(3) - 1
		return a
	case rules.Step:
		a.To = a.To.Add(hex.Direction(c.IntN(6)))
		return a
	case rules.Exit:
		a.Edge = rules.Edges[c.IntN(len(rules.Edges))]
		return a
	case rules.Front:
		return rules.Withdraw{Leader: a.Leader, Count: c.IntN(4)}
	case rules.Withdraw:
		return rules.Front{Leader: a.Leader}
	}
	return p.garbage(c, st)
}

// canonical returns the form in which LegalActions would list an action,
// or "" when it lists no such form (multi-piece activations, whole paths,
// orders for several hexes or elements...).
func canonical(a rules.Action) string {
	switch a := a.(type) {
	case rules.Activate:
		if len(a.Pieces) == 1 {
			return a.String()
		}
	case rules.Move:
		if len(a.Path) == 1 && len(a.With) == 0 {
			return a.String()
		}
	case rules.GiveOrder:
		if a.Count <= 1 {
			a.Count = 0
			return a.String()
		}
	case rules.SendMessenger:
		if a.Via == "" {
			return a.String()
		}
	case rules.Direct:
		if a.Effect != rules.DirectOrder {
			a.Order = ""
			return a.String()
		}
	case rules.Attack, rules.Defend, rules.Roll, rules.Follow, rules.Front, rules.Withdraw, rules.Rally,
		rules.Pass, rules.Sacrifice, rules.Step, rules.Deliver:
		return a.String()
	case rules.Exit:
		if len(a.Path) <= 1 && len(a.With) == 0 {
			return a.String()
		}
	}
	return ""
}

// game is one random game under way.
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
	defer func() { panicked = recover() }()
	_, v = st.Apply(a)
	return v, nil
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
	v, p := apply(g.st, a)
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
// activated piece joins its leader's group.
func (g *game) expectation(a rules.Action) func() string {
	st := g.st
	none := func() string { return "" }
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

func TestRandomGamesKeepInvariants(t *testing.T) {
	var all []loaded
	for _, name := range scenarios.BuiltinNames() {
		all = append(all, loadBuiltin(t, name))
	}
	all = append(all, loadStress(t))
	// The small boards of the other tests (rules/testdata) and the contact
	// battle of FuzzApply put the armies in contact from the start: combat
	// gets played in every ruleset.
	all = append(all, loadFixtures(t)...)
	all = append(all, loadContact(t))

	// Legal actions to play per scenario; the built-ins are cheap, the
	// 300-piece board is not.
	quota, stressQuota, fixtureQuota, perGame := 2000, 1200, 400, 300
	if testing.Short() {
		quota, stressQuota, fixtureQuota = 300, 300, 100
	}
	// ESTAFETTE_SOAK=N plays N times as many games, for a long search.
	if n, err := strconv.Atoi(os.Getenv("ESTAFETTE_SOAK")); err == nil && n > 1 {
		quota, stressQuota, fixtureQuota = quota*n, stressQuota*n, fixtureQuota*n
	}
	start := time.Now()
	total, games, junk, junkOK := 0, 0, 0, 0
	verbs, ended, won := map[string]int{}, 0, 0
	for si, sc := range all {
		q := quota
		switch {
		case sc.name == "stress-60x40":
			q = stressQuota
		case strings.HasPrefix(sc.name, "testdata/") || sc.name == "contact":
			q = fixtureQuota
		}
		played, t0 := 0, time.Now()
		for gi := 0; played < q; gi++ {
			seed := uint64(1000*si + gi + 1)
			r := rand.New(rand.NewPCG(seed, 0x5eed))
			g := newGame(sc, seed)
			if msg := g.play(r, perGame); msg != "" {
				t.Fatalf("%s\nrepro: %s", msg, g.repro())
			}
			played += g.legal
			total += g.legal
			junk += g.junk
			junkOK += g.junkOK
			games++
			for k, n := range g.verbs {
				verbs[k] += n
			}
			if g.st.Phase() == rules.PhaseOver {
				ended++
				if g.st.Winner() != "" {
					won++
				}
			}
		}
		t.Logf("%-22s %6d legal actions, %v", sc.name, played, time.Since(t0).Round(time.Millisecond))
	}
	t.Logf("%d legal actions and %d garbage actions (%d accepted) in %d games over %d scenarios (%d played to the end, %d won), %v",
		total, junk, junkOK, games, len(all), ended, won, time.Since(start).Round(time.Millisecond))
	keys := make([]string, 0, len(verbs))
	for k := range verbs {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var parts []string
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%s %d", k, verbs[k]))
	}
	t.Logf("legal actions by verb: %s", strings.Join(parts, ", "))
	if !testing.Short() && total < 10000 {
		t.Errorf("only %d legal actions played; the test promises at least 10,000", total)
	}
}

// TestMessengerDeliveredTwiceActivatesOnce: two messengers sent to one unit
// that both arrive must activate it once (ACT.ONCE), not put it in two
// extra groups at the start of its army's next turn.
func TestMessengerDeliveredTwiceActivatesOnce(t *testing.T) {
	sc := loadBuiltin(t, "leuthen")
	tried := 0
	for seed := int64(1); seed <= 200; seed++ {
		st := rules.NewState(sc.sc, sc.rs, seed)
		army := st.Active().ID
		// An officer (command radius 1) and a unit of his army 2 or 3
		// hexes away: out of his radius, and within one messenger move.
		var sender, target string
		for l := range st.Leaders() {
			if l.Army != army || l.Rank != rules.Officer {
				continue
			}
			for u := range st.Units() {
				if d := hex.Distance(l.Hex, u.Hex); u.Army == army && d > st.CommandRadius(l) && d <= 3 {
					sender, target = l.ID, u.ID
				}
			}
		}
		if sender == "" {
			t.Fatal("leuthen has no officer with a unit 2 or 3 hexes away")
		}
		send := rules.SendMessenger{Leader: sender, Unit: target}
		if _, v := st.Apply(send); v != nil {
			t.Fatalf("%s: %v", send, v)
		}
		if _, v := st.Apply(send); v != nil {
			return // refusing a second messenger to the same unit is a fine answer
		}
		lost := false
		for range 6 { // command, movement, combat; the enemy's three phases
			ev, _ := st.Apply(rules.EndPhase{})
			for _, e := range ev {
				_, isLost := e.(rules.MessengerLost)
				lost = lost || isLost
			}
		}
		if lost || st.Active().ID != army {
			continue // a messenger was lost: try another seed
		}
		tried++
		var in []int
		for i, g := range st.Groups() {
			if contains(g.Units, target) {
				in = append(in, i)
			}
		}
		if len(in) != 1 {
			t.Fatalf("seed %d: `%s` twice, both delivered; at %s's next turn %s is in groups %v (want exactly one; ACT.ONCE)\n%s",
				seed, send, army, target, in, snapshotGroups(st))
		}
		return
	}
	if tried == 0 {
		t.Fatal("no seed delivered both messengers")
	}
}

func snapshotGroups(st *rules.State) string {
	var b strings.Builder
	for i, g := range st.Groups() {
		fmt.Fprintf(&b, "  group %d: leader=%q units=%v extra=%v\n", i, g.Leader, g.Units, g.Extra)
	}
	return b.String()
}

// TestOrderCountCannotOverflowCost: an order priced per hex (Coureur des
// bois, Guide local) with a huge count must not wrap its price around to 1
// point. The record parser caps the count at rules.MaxOrderCount, but
// Apply takes a GiveOrder from any caller (the interface, an AI).
func TestOrderCountCannotOverflowCost(t *testing.T) {
	sc := loadBuiltin(t, "pratzen")
	st := rules.NewState(sc.sc, sc.rs, 1)
	var unit string
	for _, a := range st.LegalActions() {
		if act, ok := a.(rules.Activate); ok && isUnit(st, act.Pieces[0]) {
			if _, v := st.Apply(a); v != nil {
				t.Fatalf("%s: %v", a, v)
			}
			unit = act.Pieces[0]
			break
		}
	}
	if unit == "" {
		t.Fatal("pratzen: no unit to activate")
	}
	for _, n := range []int{1 << 62, math.MaxInt, 1<<62 + 1} {
		c := st.Clone()
		before := c.Active().OrderPoints
		o := rules.GiveOrder{Key: "coureur-des-bois", Args: []string{unit}, Count: n}
		if _, v := c.Apply(o); v == nil {
			t.Errorf("`%s` was accepted for %d order point(s) (%d → %d) and gives %d hexes of Coureur des bois; want a refusal (ORD.POINTS, or a count limit)",
				o, before-c.Active().OrderPoints, before, c.Active().OrderPoints, unitOf(c, unit).GuideHexes)
		}
	}
}

// acceptedActions tries every action of the kinds LegalActions lists, in
// the form it lists them (one piece activated, one destination without
// followers, orders with no count, direct activations and rallies,
// improvised messengers), and returns those Check accepts. Moves are tried
// to every hex for the pieces that have a reach, and to a few hexes for
// the others.
func acceptedActions(st *rules.State, r *rand.Rand) []rules.Action {
	var ids, own []string
	army := st.Active().ID
	for u := range st.Units() {
		ids = append(ids, u.ID)
		if u.Army == army {
			own = append(own, u.ID)
		}
	}
	var leaders []string
	for l := range st.Leaders() {
		ids = append(ids, l.ID)
		if l.Army == army {
			own = append(own, l.ID)
			leaders = append(leaders, l.ID)
		}
	}
	all := st.Scenario().Board.Bounds().All()
	var out []rules.Action
	try := func(a rules.Action) {
		if st.Check(a) == nil {
			out = append(out, a)
		}
	}
	try(rules.EndPhase{})
	try(rules.Pass{})
	for n := range 6 {
		try(rules.Sacrifice{Count: n})
	}
	for m := range st.Messengers() {
		for _, u := range ids {
			try(rules.Deliver{Messenger: m.ID, Unit: u})
		}
		for _, h := range hex.Range(m.Hex, 2) {
			try(rules.Step{Piece: m.ID, To: h})
		}
	}
	for l := range st.Leaders() {
		if l.OnBoard {
			for _, h := range hex.Range(l.Hex, 2) {
				try(rules.Step{Piece: l.ID, To: h})
			}
		}
	}
	for _, l := range leaders {
		for _, p := range ids {
			try(rules.Activate{Leader: l, Pieces: []string{p}})
		}
		for _, u := range ids {
			try(rules.SendMessenger{Leader: l, Unit: u})
			for _, e := range []rules.DirectEffect{rules.DirectActivate, rules.DirectRally, rules.DirectDice, rules.DirectIgnoreLoss} {
				try(rules.Direct{Leader: l, Unit: u, Effect: e})
			}
		}
		try(rules.Rally{Leader: l})
	}
	// Combat: attacks with every attack order, the defender's orders, the
	// leaders of either army in the declared combat.
	try(rules.Roll{})
	try(rules.Follow{})
	if st.Phase() == rules.PhaseCombat {
		attackKeys := []string{""}
		for _, o := range st.Ruleset().Orders {
			switch o.Window {
			case rules.WindowAttack:
				attackKeys = append(attackKeys, o.Key)
			case rules.WindowDefense:
				try(rules.Defend{Order: o.Key})
			}
		}
		for _, a := range own {
			if !isUnit(st, a) {
				continue
			}
			for _, d := range ids {
				for _, k := range attackKeys {
					try(rules.Attack{Attacker: a, Defender: d, Order: k})
				}
			}
		}
		for l := range st.Leaders() {
			try(rules.Front{Leader: l.ID})
			for n := range 5 {
				try(rules.Withdraw{Leader: l.ID, Count: n})
			}
		}
		for _, o := range st.Ruleset().Orders {
			if o.Window == rules.WindowDefense {
				for n := 1; n < 5; n++ {
					try(rules.Defend{Order: o.Key, Count: n})
				}
			}
		}
		// Direct attack and defense orders, in the declared combat.
		if cb := st.CurrentCombat(); cb.Attacker != "" && !cb.Rolled {
			for l := range st.Leaders() {
				for _, u := range []string{cb.Attacker, cb.Defender} {
					for _, o := range st.Ruleset().Orders {
						if o.Window == rules.WindowAttack || o.Window == rules.WindowDefense {
							try(rules.Direct{Leader: l.ID, Unit: u, Effect: rules.DirectOrder, Order: o.Key})
						}
					}
				}
			}
		}
	}
	for _, o := range st.Ruleset().Orders {
		try(rules.GiveOrder{Key: o.Key})
		for _, p := range ids {
			try(rules.GiveOrder{Key: o.Key, Args: []string{p}})
		}
	}
	for _, p := range own {
		hexes := all
		if st.Reach(p) == nil {
			hexes = nil
			for range 4 {
				h := all[r.IntN(len(all))]
				hexes = append(hexes, h)
				for _, n := range h.Neighbors() {
					hexes = append(hexes, n)
				}
			}
		}
		for _, h := range hexes {
			try(rules.Move{Piece: p, Path: []hex.Hex{h}})
		}
		if st.Phase() == rules.PhaseMovement {
			for _, e := range rules.Edges {
				try(rules.Exit{Piece: p, Edge: e})
				for _, h := range all {
					if onEdge(st, h, e) {
						try(rules.Exit{Piece: p, Edge: e, Path: []hex.Hex{h}})
					}
				}
			}
		}
	}
	return out
}

func onEdge(st *rules.State, h hex.Hex, e rules.Edge) bool {
	col, row := h.Offset()
	b := st.Scenario().Board
	switch e {
	case rules.North:
		return row == 1
	case rules.South:
		return row == b.Rows
	case rules.West:
		return col == 1
	}
	return col == b.Columns
}

// TestLegalActionsAreExactlyTheAccepted compares the actions LegalActions
// lists with those the engine accepts (a perft-style count), along random
// games on every built-in scenario, the stress board and the fixtures of
// rules/testdata (armies in contact: combat). Nothing listed may be
// refused and nothing accepted may be missing.
func TestLegalActionsAreExactlyTheAccepted(t *testing.T) {
	var all []loaded
	for _, name := range scenarios.BuiltinNames() {
		all = append(all, loadBuiltin(t, name))
	}
	all = append(all, loadStress(t))
	all = append(all, loadFixtures(t)...)
	all = append(all, loadContact(t))
	for si, sc := range all {
		name := sc.name
		states := 25
		if testing.Short() {
			states = 4
			if name == "stress-60x40" {
				continue
			}
		}
		if name == "stress-60x40" {
			states = 4
		}
		seed := uint64(77 + si)
		r := rand.New(rand.NewPCG(seed, 1))
		g := newGame(sc, seed)
		for step, compared := 0, 0; step < 300 && compared < states && g.st.Phase() != rules.PhaseOver; step++ {
			acts := g.st.LegalActions()
			if step%10 == 0 {
				compared++
				listed := map[string]bool{}
				for _, a := range acts {
					if m, ok := a.(rules.Move); ok && len(m.With) > 0 {
						continue // followers: not enumerated by acceptedActions
					}
					listed[a.String()] = true
				}
				accepted := map[string]bool{}
				for _, a := range acceptedActions(g.st, r) {
					accepted[a.String()] = true
				}
				var missing, extra []string
				for k := range accepted {
					if !listed[k] && !listedAfterPasses(g.st.Clone(), k) {
						missing = append(missing, k)
					}
				}
				for k := range listed {
					if !accepted[k] {
						extra = append(extra, k)
					}
				}
				if len(missing) > 0 || len(extra) > 0 {
					sort.Strings(missing)
					sort.Strings(extra)
					t.Fatalf("%s, %s phase of %s, turn %d: LegalActions and Check disagree\n  accepted, not listed (%d): %v\n  listed, refused (%d): %v\nrepro: %s",
						name, g.st.Phase(), g.st.Active().ID, g.st.Turn(), len(missing), head(missing, 12), len(extra), head(extra, 12), g.repro())
				}
			}
			if msg := g.stepLegal(r, acts, 15); msg != "" {
				t.Fatalf("%s\nrepro: %s", msg, g.repro())
			}
		}
	}
}

func head(list []string, n int) []string {
	if len(list) > n {
		return append(list[:n:n], "...")
	}
	return list
}

// listed reports whether LegalActions lists a.
func listed(st *rules.State, a rules.Action) bool {
	for _, l := range st.LegalActions() {
		if l.String() == a.String() {
			return true
		}
	}
	return false
}

// TestLegalActionsListEveryAcceptedMessenger: LegalActions promises every
// legal action. At Leuthen's start Frédéric (command radius 5) may send a
// messenger to GR2, 3 hexes away: Check and Apply accept it, LegalActions
// does not list it (it lists messengers only to units beyond the sender's
// command radius). One of the two is wrong.
func TestLegalActionsListEveryAcceptedMessenger(t *testing.T) {
	sc := loadBuiltin(t, "leuthen")
	st := rules.NewState(sc.sc, sc.rs, 1)
	a := rules.SendMessenger{Leader: "FRE", Unit: "GR2"}
	l, u := leaderOf(st, "FRE"), unitOf(st, "GR2")
	v := st.Check(a)
	if in := listed(st, a); (v == nil) != in {
		t.Errorf("`%s` (distance %d, command radius %d): Check says %v, LegalActions lists it: %v",
			a, hex.Distance(l.Hex, u.Hex), st.CommandRadius(l), v, in)
	}
}

// TestLegalActionsListDirectActionsInCombat: in the combat phase Check and
// Apply accept a direct activation (docs/rules.md §5: "at any moment"), but
// LegalActions lists only `end` there.
func TestLegalActionsListDirectActionsInCombat(t *testing.T) {
	sc := loadBuiltin(t, "marathon")
	st := rules.NewState(sc.sc, sc.rs, 1)
	mustApply(t, st, rules.EndPhase{})
	mustApply(t, st, rules.EndPhase{})
	if st.Phase() != rules.PhaseCombat {
		t.Fatalf("phase %s, want combat", st.Phase())
	}
	a := rules.Direct{Leader: "ARS", Unit: "ANT", Effect: rules.DirectActivate} // ARS stands on ANT's hex, 6,7
	v := st.Check(a)
	if in := listed(st, a); (v == nil) != in {
		t.Errorf("combat phase, `%s`: Check says %v, LegalActions lists it: %v", a, v, in)
	}
}

// twoArmies is a minimal Thucydide scenario: one leader and one unit a
// side, army a with 20 order points.
const twoArmies = `
title = "Deux armées"
ruleset = "thucydide"
first = "a"

[board]
columns = 12
rows = 9

[[army]]
id = "a"
name = "A"
edge = "south"
command_level = 5
order_points = 20

  [[army.leader]]
  id = "CA"
  name = "CA"
  rank = "commander"
  hex = "6,8"

  [[army.unit]]
  id = "A1"
  name = "A1"
  profile = "infantry-heavy"
  elements = 4
  hex = "6,8"

[[army]]
id = "b"
name = "B"
edge = "north"
command_level = 5

  [[army.leader]]
  id = "CB"
  name = "CB"
  rank = "commander"
  hex = "6,1"

  [[army.unit]]
  id = "B1"
  name = "B1"
  profile = "infantry-heavy"
  elements = 4
  hex = "6,2"
`

// TestAssautGeneralSecondMovementDoesNotPanic: after Assaut général
// (maneuver), a second command phase in which nothing is activated leaves
// ActingGroup() equal to the number of groups; in the second movement
// phase a unit of the first activation that has not moved then makes
// LegalActions and Apply(move) index Groups() out of range (move.go
// orderClosed) instead of refusing the move (ACT.ORDER).
func TestAssautGeneralSecondMovementDoesNotPanic(t *testing.T) {
	sc, rs, err := scenarios.LoadScenario("two.toml", []byte(twoArmies))
	if err != nil {
		t.Fatal(err)
	}
	st := rules.NewState(sc, rs, 1)
	for _, a := range []rules.Action{
		rules.Activate{Leader: "CA", Pieces: []string{"A1"}},
		rules.GiveOrder{Key: "assaut-general-manoeuvre"},
		rules.EndPhase{}, // movement: A1 does not move
		rules.EndPhase{}, // second command phase: nothing activated
		rules.EndPhase{}, // second movement phase
	} {
		mustApply(t, st, a)
	}
	if _, p := legalActions(st); p != nil {
		t.Errorf("second movement phase (groups %d, acting group %d): LegalActions panics: %v", len(st.Groups()), st.ActingGroup(), p)
	}
	mv := rules.Move{Piece: "A1", Path: []hex.Hex{hex.FromOffset(6, 7)}}
	if v, p := apply(st, mv); p != nil {
		t.Errorf("`%s` panics: %v", mv, p)
	} else if v == nil || v.Rule != rules.RuleActOrder {
		t.Errorf("`%s` in the second movement phase: %v, want a refusal under ACT.ORDER (the first activation's groups have had their movement)", mv, v)
	}
}

// abMessenger is a minimal Alexandre et Bayard scenario: a sub-general
// and an officer on one hex, a unit of theirs 12 hexes away, and two
// reinforcements, a unit (R1) and an officer (RL), that enter on turn 3.
const abMessenger = `
title = "Messager"
ruleset = "alexandre-bayard"
first = "a"

[board]
columns = 20
rows = 9

[[army]]
id = "a"
name = "A"
edge = "west"
command_level = 5

  [[army.leader]]
  id = "CA"
  name = "CA"
  rank = "commander"
  hex = "1,1"

  [[army.leader]]
  id = "SG"
  name = "SG"
  rank = "subgeneral"
  hex = "2,5"

  [[army.leader]]
  id = "OF"
  name = "OF"
  rank = "officer"
  hex = "2,5"

  [[army.leader]]
  id = "RL"
  name = "RL"
  rank = "officer"
  hex = "1,8"
  arrives = 3

  [[army.unit]]
  id = "A1"
  name = "A1"
  profile = "infantry-heavy"
  elements = 4
  hex = "2,5"

  [[army.unit]]
  id = "A2"
  name = "A2"
  profile = "infantry-heavy"
  elements = 4
  hex = "14,5"

  [[army.unit]]
  id = "R1"
  name = "R1"
  profile = "infantry-heavy"
  elements = 4
  hex = "1,9"
  arrives = 3

[[army]]
id = "b"
name = "B"
edge = "east"
command_level = 5

  [[army.leader]]
  id = "CB"
  name = "CB"
  rank = "commander"
  hex = "20,5"

  [[army.unit]]
  id = "B1"
  name = "B1"
  profile = "infantry-heavy"
  elements = 4
  hex = "20,4"
`

// carriersWithMessages checks that every herald or leader carrying a
// message stands on the messenger's hex (docs/rules.md §4: he is the messenger).
func carriersWithMessages(st *rules.State) []string {
	var bad []string
	for m := range st.Messengers() {
		switch m.Kind {
		case rules.LeaderCarrier:
			if l := leaderOf(st, m.Carrier); l.Present && l.Hex != m.Hex {
				bad = append(bad, fmt.Sprintf("leader %s carries a message on %s but stands on %s", l.ID, m.Hex, l.Hex))
			}
		case rules.HeraldCarrier:
			for h := range st.Heralds() {
				if h.ID == m.Carrier && h.Present && h.Hex != m.Hex {
					bad = append(bad, fmt.Sprintf("herald %s carries a message on %s but stands on %s", h.ID, m.Hex, h.Hex))
				}
			}
		}
	}
	return bad
}

// TestLeaderMessengerStaysWithHisMessage: a leader used as messenger
// (docs/rules.md §4) whose message needs more than one turn loses his Messenger
// and Activated flags when his army's next turn starts (startTurn), while
// the message still travels and still carries him at the end of each
// command phase. He can then be activated alone and moved away from his
// message, and the next messenger move teleports him back onto its path.
func TestLeaderMessengerStaysWithHisMessage(t *testing.T) {
	sc, rs, err := scenarios.LoadScenario("messenger.toml", []byte(abMessenger))
	if err != nil {
		t.Fatal(err)
	}
	for seed := int64(1); seed <= 50; seed++ {
		st := rules.NewState(sc, rs, seed)
		mustApply(t, st, rules.SendMessenger{Leader: "SG", Unit: "A2", Via: "OF"})
		for range 6 {
			mustApply(t, st, rules.EndPhase{})
		}
		if len(slices.Collect(st.Messengers())) != 1 {
			continue // lost on the way (two special faces): try another seed
		}
		of := leaderOf(st, "OF")
		if !of.Messenger {
			t.Errorf("turn %d: OF carries a message on %s but his Messenger flag was cleared (activated %v)", st.Turn(), slices.Collect(st.Messengers())[0].Hex, of.Activated)
		}
		steps := []rules.Action{rules.Activate{Leader: "SG", Pieces: []string{"OF"}}, rules.EndPhase{}}
		for _, a := range steps {
			if _, v := st.Apply(a); v != nil {
				t.Logf("%s: refused: %v", a, v)
				return
			}
			t.Logf("%s: accepted", a)
		}
		for _, a := range st.LegalActions() {
			if m, ok := a.(rules.Move); ok && m.Piece == "OF" && m.Path[0] != slices.Collect(st.Messengers())[0].Hex {
				mustApply(t, st, a)
				t.Logf("%s: accepted", a)
				break
			}
		}
		if bad := carriersWithMessages(st); len(bad) > 0 {
			t.Errorf("%s", strings.Join(bad, "; "))
		}
		return
	}
	t.Fatal("no seed kept the message alive for one turn")
}

// TestMessengerOffTheTable: a messenger to a reinforcement still off the
// table, or sent by a leader still off it, is accepted by Check and Apply,
// but LegalActions does not list it (legalMessengers keeps leaders and
// units on the table). For the unit, on arrival startTurn skips units off
// the table, so the slot is spent for nothing. Check and LegalActions must
// agree, whichever way.
func TestMessengerOffTheTable(t *testing.T) {
	sc, rs, err := scenarios.LoadScenario("messenger.toml", []byte(abMessenger))
	if err != nil {
		t.Fatal(err)
	}
	st := rules.NewState(sc, rs, 1)
	agree := func(a rules.SendMessenger) {
		v := st.Check(a)
		if in := listed(st, a); (v == nil) != in {
			t.Errorf("`%s` (R1 and RL arrive on turn 3, off the table; this is turn %d): Check says %v, LegalActions lists it: %v", a, st.Turn(), v, in)
		}
	}
	agree(rules.SendMessenger{Leader: "SG", Unit: "R1"})
	for st.Turn() < 3 || st.Active().ID != "a" {
		mustApply(t, st, rules.EndPhase{})
	}
	agree(rules.SendMessenger{Leader: "RL", Unit: "A1"})
}
