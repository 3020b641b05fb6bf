package ai

import (
	"math"
	"slices"
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

// planFunc gives a piece's plan, computed once per decision.
type planFunc func(unit string) unitPlan

// group is a leader's activation: the pieces he may still add, best
// first, and what the best of them would bring.
type group struct {
	leader string
	units  []string
	first  string // the piece to activate first: it sets the group's kind
	open   bool   // he heads a group already: no new activation used
	value  float64
}

// command chooses the next action of the command phase.
func (t *thinker) command() Choice {
	base := t.afterCommand(t.st)
	plan := t.planner(base)
	gs := t.groups(plan)
	if t.p.joint > 0 {
		gs = t.joint(gs, plan, base)
	}
	for _, g := range gs {
		if p := plan(g.first); p.score > minGain {
			return said(rules.Activate{Leader: g.leader, Pieces: []string{g.first}}, t.activationReason(g.first, p))
		}
	}
	if d, _, ok := t.directCommand(base); ok {
		return said(d, actionReason(t.st, d))
	}
	if ch, ok := t.commandOrder(base); ok {
		return ch
	}
	return said(rules.EndPhase{}, because("ends the command phase"))
}

// planner caches the plans of one decision.
func (t *thinker) planner(base float64) planFunc {
	plans := map[string]unitPlan{}
	return func(unit string) unitPlan {
		if p, ok := plans[unit]; ok {
			return p
		}
		if t.ridesAlong(unit) {
			plans[unit] = unitPlan{}
			return unitPlan{}
		}
		p := t.planUnit(nil, unit, base)
		plans[unit] = p
		return p
	}
}

// ridesAlong reports whether piece is a leader standing with a unit of
// his army that is activated this turn: he follows its move for nothing
// (a move "with" him), so activating him alone would spend a piece.
func (t *thinker) ridesAlong(piece string) bool {
	l, ok := t.st.Leader(piece)
	if !ok || !l.OnBoard {
		return false
	}
	u, ok := t.st.UnitAt(l.Hex)
	return ok && u.Army == l.Army && u.Activated() && !u.Moved
}

// groups lists the leaders who may activate now, the best group first:
// an open group that still has a piece worth activating, then by the sum
// of the best pieces' plans a new group would take.
func (t *thinker) groups(plan planFunc) []*group {
	byLeader := map[string]*group{}
	var out []*group
	for _, a := range t.legal {
		act, ok := a.(rules.Activate)
		if !ok {
			continue
		}
		g := byLeader[act.Leader]
		if g == nil {
			g = &group{leader: act.Leader, open: t.heads(act.Leader)}
			byLeader[act.Leader] = g
			out = append(out, g)
		}
		g.units = append(g.units, act.Pieces[0])
	}
	for _, g := range out {
		sort.SliceStable(g.units, func(i, j int) bool { return plan(g.units[i]).score > plan(g.units[j]).score })
		g.first, g.value = t.fill(g, plan)
		g.value += t.jitter()
		// An open group costs no new activation: fill it first.
		if g.open && plan(g.first).score > minGain {
			g.value += winValue
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].value > out[j].value })
	return out
}

// maxSeeds is how many first pieces fill tries for one leader.
const maxSeeds = 3

// fill is what the leader's group would bring, and the piece to activate
// first. It activates the pieces on a copy, best first, as long as the
// engine accepts them: a group is only as good as the pieces it may
// hold together (in Jomini one kind of troops, ACT.TYPE, so the best
// unit, a cavalry one, could shut out three foot units worth more
// together). Each piece the engine refused after the first becomes the
// first of another try.
func (t *thinker) fill(g *group, plan planFunc) (string, float64) {
	first, best := g.units[0], math.Inf(-1)
	seeds := []string{g.units[0]}
	for i := 0; i < len(seeds) && i < maxSeeds; i++ {
		c, v := t.st.Clone(), 0.0
		for j, u := range append([]string{seeds[i]}, g.units...) {
			if j > 0 && u == seeds[i] {
				continue
			}
			s := plan(u).score
			if s <= 0 {
				break
			}
			a := rules.Activate{Leader: g.leader, Pieces: []string{u}}
			if _, refused := c.Apply(a); refused == nil {
				v += s
			} else if !full(c, g.leader) && !slices.Contains(seeds, u) {
				seeds = append(seeds, u)
			}
		}
		if v > best {
			first, best = seeds[i], v
		}
	}
	return first, max(best, 0)
}

// full reports whether the leader's group in s has no slot left.
func full(s *rules.State, leader string) bool {
	g, ok := s.GroupOf(leader)
	return ok && g.Used >= g.Slots
}

// heads reports whether the leader heads a group of this command phase.
func (t *thinker) heads(leader string) bool {
	_, ok := t.st.GroupOf(leader)
	return ok
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
	if u, ok := m.Unit(piece); ok {
		from, hexes = u.Hex, t.candidateHexes(m, u, t.p.moves)
		move = func(h hex.Hex) rules.Action { return t.moveWith(m, u, h) }
	} else if l, ok := m.Leader(piece); ok {
		from, hexes = l.Hex, t.leaderHexes(m, l, t.p.moves)
		move = func(h hex.Hex) rules.Action { return rules.Move{Piece: piece, Path: []hex.Hex{h}} }
	} else {
		return unitPlan{}
	}
	stay := t.evaluate(m) - base
	best := unitPlan{score: stay, dest: from}
	for _, h := range hexes {
		a := move(h)
		after, ok := t.apply(m, a)
		if !ok {
			continue
		}
		v := t.evaluate(after) - base
		if mv, isMove := a.(rules.Move); isMove && t.blunders(m, after, mv, v-stay) {
			continue // the movement phase would not make it
		}
		if v > best.score {
			best = unitPlan{score: v, dest: h}
		}
		if t.spent() {
			break
		}
	}
	if isUnit(m, piece) {
		if after, ok := t.apply(m, move(best.dest)); ok && best.dest != from {
			m = after
		}
		if _, target := t.bestAttack(m, unitOf(m, piece)); target != "" {
			best.target = target
		}
	}
	return best
}

// leaderHexes are a leader's destinations worth scoring: toward the
// enemy, never next to an enemy unit, at most n.
func (t *thinker) leaderHexes(s *rules.State, l rules.Leader, n int) []hex.Hex {
	m := s.Reach(l.ID)
	if m == nil {
		return nil
	}
	var enemies []rules.Unit
	for v := range s.Units() {
		if v.Army != l.Army && v.OnBoard {
			enemies = append(enemies, v)
		}
	}
	near := newNearIndex(enemies)
	type cand struct {
		h hex.Hex
		d int
	}
	var cs []cand
	for _, h := range m.Ends() {
		if d := near.dist(h); h != l.Hex && d > 1 {
			cs = append(cs, cand{h, d})
		}
	}
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].d < cs[j].d })
	out := make([]hex.Hex, 0, min(n, len(cs)))
	for i := 0; i < len(cs) && i < n; i++ {
		out = append(out, cs[i].h)
	}
	return out
}

// moveWith is the move of u to h, taking along the leaders on its hex
// that may come (off the table, those waiting with a reinforcement: an
// officer enters with the last he activated).
func (t *thinker) moveWith(s *rules.State, u rules.Unit, h hex.Hex) rules.Action {
	mv := rules.Move{Piece: u.ID, Path: []hex.Hex{h}}
	for l := range s.Leaders() {
		if l.Army == u.Army && l.Present && !l.Moved && l.Hex == u.Hex && l.OnBoard == u.OnBoard {
			mv.With = append(mv.With, l.ID)
		}
	}
	sort.Strings(mv.With) // LeadersAt's order, as before
	if len(mv.With) > 0 && s.Check(mv) != nil {
		mv.With = nil
	}
	return mv
}

// candidateHexes are the destinations of u worth scoring: where it may
// still fight nearest the enemy, and where it goes farthest toward it,
// at most n of them, in a fixed order.
func (t *thinker) candidateHexes(s *rules.State, u rules.Unit, n int) []hex.Hex {
	m := s.Reach(u.ID)
	if m == nil {
		return nil
	}
	var enemies []rules.Unit
	for v := range s.Units() {
		if v.Army != u.Army && v.OnBoard {
			enemies = append(enemies, v)
		}
	}
	type cand struct {
		h     hex.Hex
		score int
	}
	near := newNearIndex(enemies)
	var cs []cand
	for _, h := range m.Ends() {
		if h == u.Hex {
			continue
		}
		d := near.dist(h)
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
	// An objective far from the enemy is still worth going to: its hexes
	// come first, up to half the destinations, so that the budget a
	// decision spends stays that of n destinations.
	for _, h := range objectiveHexes(s, u, m) {
		if len(out) < n/2 && h != u.Hex && !slices.Contains(out, h) {
			out = append(out, h)
		}
	}
	for i := 0; i < len(cs) && len(out) < n; i++ {
		if !slices.Contains(out, cs[i].h) {
			out = append(out, cs[i].h)
		}
	}
	return out
}

func (t *thinker) activationReason(unit string, p unitPlan) Reason {
	who := pieceOf(t.st, unit)
	if _, ok := t.st.Leader(unit); ok {
		return because("activates %s alone: he goes to %s", who, p.dest)
	}
	if p.target != "" {
		return because("activates %s: it can reach %s and attack %s", who, p.dest, pieceOf(t.st, p.target))
	}
	return because("activates %s: it gains %.0f point(s) by moving to %s", who, p.score, p.dest)
}

// commandOrder looks for an order that pays in the command phase, as
// its effect's use scores it (orderUses, effects.go): Messager or
// Estafette for a unit no leader can activate, Assaut (or Assaut
// général) for one more leader's group, Ralliement for a unit that lost
// elements. The evaluation counts the points paid; an order must also
// pay them back once more, a margin for its estimate's errors.
func (t *thinker) commandOrder(base float64) (Choice, bool) {
	if !t.p.orders {
		return Choice{}, false
	}
	bestV, best, reason := 0.0, rules.Action(nil), Reason{}
	for _, a := range t.legal {
		o, ok := a.(rules.GiveOrder)
		if !ok || t.spent() {
			continue
		}
		cost, v := t.st.OrderCost(o)
		if v != nil {
			continue
		}
		score := orderUses[effectOf(t.st, o.Key)].command // effects.go
		if score == nil {
			continue
		}
		value, why, ok := score(t, o, cost, base)
		if !ok {
			continue
		}
		if value -= t.pointValue(t.st) * float64(cost); value > bestV {
			bestV, best, reason = value, o, why
		}
	}
	if best == nil {
		return Choice{}, false
	}
	return said(best, reason), true
}
