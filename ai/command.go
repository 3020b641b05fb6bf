package ai

import (
	"fmt"
	"sort"

	"estafette/rules"
	"estafette/rules/hex"
)

// The command phase: which leader activates, which units, and which
// command orders pay. A unit's worth is what it could do this turn: the
// thinker activates it on a copy, moves on to the movement phase, and
// scores its best destinations (closing in, attacks from there, support
// and threats) against leaving it be.

// unitPlan is what activating one unit would bring.
type unitPlan struct {
	score  float64 // evaluation gained over leaving it be
	target string  // the enemy it could attack, or ""
	dest   hex.Hex // its best destination
}

// command chooses the next action of the command phase.
func (t *thinker) command() Choice {
	base := t.afterCommand(t.st)
	plans := map[string]unitPlan{}
	plan := func(a rules.Action, unit string) unitPlan {
		if p, ok := plans[unit]; ok {
			return p
		}
		p := t.planUnit(a, unit, base)
		plans[unit] = p
		return p
	}
	// Each leader's group: the units he may still add, best first.
	type group struct {
		leader string
		units  []string
		open   bool // he heads a group already: no new activation used
		value  float64
	}
	byLeader := map[string]*group{}
	var order []string
	for _, a := range t.legal {
		act, ok := a.(rules.Activate)
		if !ok {
			continue
		}
		g := byLeader[act.Leader]
		if g == nil {
			g = &group{leader: act.Leader, open: t.heads(act.Leader)}
			byLeader[act.Leader] = g
			order = append(order, act.Leader)
		}
		g.units = append(g.units, act.Pieces[0])
	}
	var best *group
	for _, id := range order {
		g := byLeader[id]
		sort.SliceStable(g.units, func(i, j int) bool {
			return plan(nil, g.units[i]).score > plan(nil, g.units[j]).score
		})
		slots := t.slotsLeft(id)
		for i, u := range g.units {
			if s := plan(nil, u).score; i < slots && s > 0 {
				g.value += s
			}
		}
		g.value += t.jitter()
		// An open group costs no new activation: prefer filling it.
		if g.open {
			g.value += 1000
		}
		if best == nil || g.value > best.value {
			best = g
		}
	}
	if best != nil && plan(nil, best.units[0]).score > 0.5 {
		u := best.units[0]
		p := plan(nil, u)
		return Choice{Action: rules.Activate{Leader: best.leader, Pieces: []string{u}}, Reason: t.activationReason(u, p)}
	}
	if ch, ok := t.commandOrder(base, plan); ok {
		return ch
	}
	return Choice{Action: rules.EndPhase{}, Reason: "ends the command phase"}
}

// heads reports whether the leader heads a group of this command phase.
func (t *thinker) heads(leader string) bool {
	for _, g := range t.st.Groups() {
		if g.Leader == leader && !g.Extra {
			return true
		}
	}
	return false
}

// slotsLeft is how many pieces the leader may still activate.
func (t *thinker) slotsLeft(leader string) int {
	for _, g := range t.st.Groups() {
		if g.Leader == leader && !g.Extra {
			return g.Slots - g.Used
		}
	}
	if l := t.st.Leader(leader); l != nil {
		return t.st.Slots(l)
	}
	return 1
}

// afterCommand is the evaluation of moving on with the activations made.
func (t *thinker) afterCommand(s *rules.State) float64 {
	c, ok := t.apply(s, rules.EndPhase{})
	if !ok {
		return t.evaluate(s)
	}
	return t.evaluate(c)
}

// planUnit activates unit on a copy (by a, or by the first legal
// activation naming it), moves on to the movement phase and scores its
// best destinations.
func (t *thinker) planUnit(a rules.Action, unit string, base float64) unitPlan {
	if a == nil {
		for _, x := range t.legal {
			if act, ok := x.(rules.Activate); ok && act.Pieces[0] == unit {
				a = act
				break
			}
		}
	}
	c, ok := t.apply(t.st, a)
	if !ok {
		return unitPlan{score: -1}
	}
	return t.planActivated(c, unit, base)
}

// planActivated scores an activated piece from its command phase: its
// best destination once the movement phase begins.
func (t *thinker) planActivated(c *rules.State, piece string, base float64) unitPlan {
	m, ok := t.apply(c, rules.EndPhase{})
	if !ok || t.spent() {
		return unitPlan{}
	}
	var from hex.Hex
	var hexes []hex.Hex
	var move func(h hex.Hex) rules.Action
	if u := m.Unit(piece); u != nil {
		from, hexes = u.Hex, t.candidateHexes(m, u, t.p.moves)
		move = func(h hex.Hex) rules.Action { return t.moveWith(m, u, h) }
	} else if l := m.Leader(piece); l != nil {
		from, hexes = l.Hex, t.leaderHexes(m, l, t.p.moves)
		move = func(h hex.Hex) rules.Action { return rules.Move{Piece: piece, Path: []hex.Hex{h}} }
	} else {
		return unitPlan{}
	}
	best := unitPlan{score: t.evaluate(m) - base, dest: from}
	for _, h := range hexes {
		after, ok := t.apply(m, move(h))
		if !ok {
			continue
		}
		if v := t.evaluate(after) - base; v > best.score {
			best = unitPlan{score: v, dest: h}
		}
		if t.spent() {
			break
		}
	}
	if u := m.Unit(piece); u != nil {
		if after, ok := t.apply(m, move(best.dest)); ok && best.dest != from {
			m = after
		}
		if _, target := t.bestAttack(m, m.Unit(piece)); target != "" {
			best.target = target
		}
	}
	return best
}

// leaderHexes are a leader's destinations worth scoring: toward the
// enemy, never next to an enemy unit, at most n.
func (t *thinker) leaderHexes(s *rules.State, l *rules.Leader, n int) []hex.Hex {
	m := s.Reach(l.ID)
	if m == nil {
		return nil
	}
	var enemies []*rules.Unit
	for _, v := range s.Units() {
		if v.Army != l.Army && v.OnBoard {
			enemies = append(enemies, v)
		}
	}
	var out []hex.Hex
	for _, h := range m.Ends() {
		if d := nearest(h, enemies); h != l.Hex && d > 1 {
			out = append(out, h)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return nearest(out[i], enemies) < nearest(out[j], enemies) })
	return out[:min(n, len(out))]
}

// moveWith is the move of u to h, taking along the leaders on its hex
// that may come.
func (t *thinker) moveWith(s *rules.State, u *rules.Unit, h hex.Hex) rules.Action {
	mv := rules.Move{Piece: u.ID, Path: []hex.Hex{h}}
	for _, l := range s.LeadersAt(u.Hex) {
		if l.Army == u.Army && !l.Moved {
			mv.With = append(mv.With, l.ID)
		}
	}
	if len(mv.With) > 0 && s.Check(mv) != nil {
		mv.With = nil
	}
	return mv
}

// candidateHexes are the destinations of u worth scoring: where it may
// still fight nearest the enemy, and where it goes farthest toward it,
// at most n of them, in a fixed order.
func (t *thinker) candidateHexes(s *rules.State, u *rules.Unit, n int) []hex.Hex {
	m := s.Reach(u.ID)
	if m == nil {
		return nil
	}
	var enemies []*rules.Unit
	for _, v := range s.Units() {
		if v.Army != u.Army && v.OnBoard {
			enemies = append(enemies, v)
		}
	}
	type cand struct {
		h     hex.Hex
		score int
	}
	var cs []cand
	for _, h := range m.Ends() {
		if h == u.Hex {
			continue
		}
		d := nearest(h, enemies)
		score := 4 * d
		if d == 1 && !m.CanFight(h) {
			score += 20 // next to the enemy and unable to fight: the worst
		}
		if !m.CanFight(h) {
			score++
		}
		cs = append(cs, cand{h, score})
	}
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].score < cs[j].score })
	out := make([]hex.Hex, 0, min(n, len(cs)))
	for i := 0; i < len(cs) && i < n; i++ {
		out = append(out, cs[i].h)
	}
	return out
}

func (t *thinker) activationReason(unit string, p unitPlan) string {
	if t.st.Leader(unit) != nil {
		return fmt.Sprintf("activates %s alone: he goes to %s", unit, p.dest)
	}
	if p.target != "" {
		return fmt.Sprintf("activates %s: it can reach %s and attack %s", unit, p.dest, p.target)
	}
	return fmt.Sprintf("activates %s: it gains %.0f point(s) by moving to %s", unit, p.score, p.dest)
}

// commandOrder looks for a command order that pays: Messager for a unit
// no leader can reach, Assaut for one more leader.
func (t *thinker) commandOrder(base float64, plan func(rules.Action, string) unitPlan) (Choice, bool) {
	if !t.p.orders {
		return Choice{}, false
	}
	bestV, best := 0.0, rules.Action(nil)
	reason := ""
	for _, a := range t.legal {
		o, ok := a.(rules.GiveOrder)
		if !ok || t.spent() {
			continue
		}
		cost, v := t.st.OrderCost(o)
		if v != nil {
			continue
		}
		var value float64
		switch o.Key {
		case "messager":
			c, ok := t.apply(t.st, o)
			if !ok {
				continue
			}
			// The evaluation already counts the points paid; the order
			// must also pay them back once more, a margin for the
			// estimate's errors.
			p := t.planActivated(c, o.Args[0], base)
			value = p.score - pointValue*float64(cost)
			if value > bestV {
				reason = fmt.Sprintf("Messager for %s (%d points): %.0f points gained", o.Args[0], cost, p.score)
			}
		default:
			continue
		}
		if value > bestV {
			bestV, best = value, o
		}
	}
	if best == nil {
		return Choice{}, false
	}
	return Choice{Action: best, Reason: reason}, true
}
