package rules_test

// The checker: the invariants every position of a random game keeps.

import (
	"fmt"
	"slices"

	"estafette/rules"
	"estafette/rules/hex"
)

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
