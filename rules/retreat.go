package rules

import "estafette/rules/hex"

// A retreat the player chooses: Retraite and a leader's withdrawal
// (docs/rules.md §7 "Retraite"). « Son recul doit être dirigé vers son bord
// de table, mais les autres règles de déplacement s'appliquent à son
// mouvement de retraite » (TH2, JO7): a movement of the unit in which
// every hex entered is one hex nearer its own edge, under the movement
// rules (§6): impassable terrain, units that may or may not be crossed, a
// free hex at the end, difficult terrain that ends it, the road march's
// extra hex along one road, a « pré-joué » token that forbids it. It never
// leaves the table (JO3 « toute sortie non volontaire (retraite par
// exemple) est toujours impossible ») and, as every retreat, never enters
// an enemy leader's hex (§6 "Lone pieces"). The player names the hex; the
// engine takes the first path there, turning clockwise from north.

// retreatEnd is a hex a retreat may end on and the path there, the
// unit's hex excluded.
type retreatEnd struct {
	to   hex.Hex
	path []hex.Hex
}

// retreatLift lifts movement rules, for whyNotRetreat's search of the
// rule that matters: units, difficult terrain, impassable terrain and
// enemy leaders, the allowance.
type retreatLift struct{ units, stops, terrain, far bool }

// retreatBudget is the unit's movement for a retreat, « sa capacité de
// mouvement »: its allowance "sans combat" (mounted infantry's extra hex
// included), at least one hex, never above its profile's cap; and whether
// a road march may add one hex (it starts on a road, below the cap). It
// is the unit's whole capacity, whatever it did this turn: a withdrawing
// attacker has moved already.
func (s *State) retreatBudget(u *Unit) (budget int, road bool) {
	p := u.Profile
	budget = p.MoveNoCombat
	if u.Mounted {
		budget++
	}
	budget = max(budget, 1)
	if p.MaxMove > 0 {
		budget = min(budget, p.MaxMove)
	}
	road = s.board.onRoad(u.Hex) && !(p.MaxMove > 0 && budget >= p.MaxMove)
	return budget, road
}

// retreatEnds lists every hex u may fall back to now, each with the path
// the engine takes there, in the order the search finds them (nearest
// first along each way, clockwise from north). Empty when it cannot fall
// back a single hex.
func (s *State) retreatEnds(u *Unit) []retreatEnd {
	if u.Prejoue || !u.OnBoard {
		return nil
	}
	return s.retreatSearch(u, retreatLift{})
}

// retreatSearch walks every path nearer the edge at each hex, within the
// budget (one more along a road), under the movement rules less those
// lifted.
func (s *State) retreatSearch(u *Unit, lift retreatLift) []retreatEnd {
	budget, road := s.retreatBudget(u)
	limit := budget
	if road {
		limit++
	}
	if lift.far {
		budget, limit = s.board.bounds.Columns+s.board.bounds.Rows, s.board.bounds.Columns+s.board.bounds.Rows
	}
	edge := s.armyOf(u.Army).Edge
	var out []retreatEnd
	seen := map[hex.Hex]bool{}
	path := make([]hex.Hex, 0, limit)
	var walk func(cur hex.Hex, cost int)
	walk = func(cur hex.Hex, cost int) {
		d := s.board.edgeDistance(cur, edge)
		for _, h := range cur.Neighbors() {
			st, ok := s.retreatStep(u, h, d, edge, lift)
			if !ok || cost+st.cost > limit {
				continue
			}
			c := cost + st.cost
			if lift.far {
				// Only whether it is reached matters: each hex once, or
				// the walk would try every way across a large board.
				if seen[h] {
					continue
				}
				seen[h] = true
				out = append(out, retreatEnd{to: h})
				walk(h, c)
				continue
			}
			path = append(path, h)
			if st.free && !seen[h] && (c <= budget || s.roadPath(u.Hex, path)) {
				seen[h] = true
				out = append(out, retreatEnd{to: h, path: append([]hex.Hex(nil), path...)})
			}
			if !st.stops {
				walk(h, c)
			}
			path = path[:len(path)-1]
		}
	}
	walk(u.Hex, 0)
	return out
}

// retreatHex is what entering a hex means for a retreating unit.
type retreatHex struct {
	cost  int
	free  bool // it may end there
	stops bool // difficult terrain: the retreat ends there
}

// retreatStep says whether u, at a hex d hexes from its edge, may enter h
// in a retreat: on the table, nearer the edge, passable, no enemy unit or
// leader, a friend only if the unit may cross it (and then not to stay).
func (s *State) retreatStep(u *Unit, h hex.Hex, d int, edge Edge, lift retreatLift) (retreatHex, bool) {
	if !s.board.bounds.Contains(h) || s.board.edgeDistance(h, edge) >= d {
		return retreatHex{}, false
	}
	t := s.board.terrain(h)
	if !lift.terrain && (t.Impassable || s.enemyLeaderAt(u.Army, h)) {
		return retreatHex{}, false
	}
	st := retreatHex{cost: t.Cost, free: true, stops: t.Difficult && !lift.stops}
	if o := s.occupant(h); o != nil && !lift.units {
		if o.Army != u.Army || !u.Profile.CanPassThrough(o.Profile) {
			return retreatHex{}, false
		}
		st.free = false
	}
	return st, true
}

// retreatPath is where u falls back: to the hex named (the player's), or
// n hexes, or as far as it can (n 0); ok is false when that is not a
// retreat it may make. For n, and for no number, the engine keeps the hex
// earlier versions chose (retreatWalk) when that walk is a legal retreat,
// so that older records replay as they did.
func (s *State) retreatPath(u *Unit, to Dest, n int) ([]hex.Hex, bool) {
	ends := s.retreatEnds(u)
	if h, ok := to.Hex(); ok {
		for _, e := range ends {
			if e.to == h {
				return e.path, true
			}
		}
		return nil, false
	}
	if n == 0 {
		for _, e := range ends {
			n = max(n, len(e.path))
		}
	}
	if n == 0 {
		return nil, false
	}
	if w := s.retreatWalk(u, n); len(w) == n && s.legalRetreat(u, w) {
		return w, true
	}
	for _, e := range ends {
		if len(e.path) == n {
			return e.path, true
		}
	}
	return nil, false
}

// retreatWalk is the walk earlier versions took for a retreat of n hexes:
// each step to the first free, passable neighbour nearer the edge that no
// enemy leader holds, clockwise from north. It changes nothing.
func (s *State) retreatWalk(u *Unit, n int) []hex.Hex {
	edge := s.armyOf(u.Army).Edge
	cur := u.Hex
	var path []hex.Hex
	for len(path) < n {
		d := s.board.edgeDistance(cur, edge)
		next := hex.None
		for _, h := range cur.Neighbors() {
			if st, ok := s.retreatStep(u, h, d, edge, retreatLift{}); ok && st.free {
				next = h
				break
			}
		}
		if next == hex.None {
			break
		}
		path = append(path, next)
		cur = next
	}
	return path
}

// legalRetreat reports whether a path is a retreat u may make: each hex
// a step it may take, none after difficult terrain, the last free, the
// cost within its budget or a road march's.
func (s *State) legalRetreat(u *Unit, path []hex.Hex) bool {
	budget, road := s.retreatBudget(u)
	edge := s.armyOf(u.Army).Edge
	cur, cost := u.Hex, 0
	for i, h := range path {
		st, ok := s.retreatStep(u, h, s.board.edgeDistance(cur, edge), edge, retreatLift{})
		if !ok || !hex.Adjacent(cur, h) || (st.stops && i < len(path)-1) || (!st.free && i == len(path)-1) {
			return false
		}
		cost += st.cost
		cur = h
	}
	return len(path) > 0 && (cost <= budget || (road && cost == budget+1 && s.roadPath(u.Hex, path)))
}

// retreatMost is the most hexes u may fall back now; 0 when none.
func (s *State) retreatMost(u *Unit) int {
	most := 0
	for _, e := range s.retreatEnds(u) {
		most = max(most, len(e.path))
	}
	return most
}

// checkRetreat checks where a Retraite or a withdrawal goes: the hex
// named, or the number of hexes (the older form), or as far as it can.
// what names it in the refusal ("Retraite", "the withdrawal").
func (s *State) checkRetreat(u *Unit, to Dest, n int, what Phrase) *Violation {
	if u.Prejoue {
		return s.violate(RuleMovRigid, "%s carries a pré-joué token: it cannot move this turn, so %s cannot take it back", s.pieceName(u.ID), what)
	}
	hi := s.retreatMost(u)
	if hi == 0 {
		budget, _ := s.retreatBudget(u)
		return s.violate(RuleOrdCondition, "%s cannot fall back a single hex toward its edge: %s moves it 1 to %d hex(es), by the movement rules", s.pieceName(u.ID), what, budget)
	}
	if h, ok := to.Hex(); ok {
		if _, ok := s.retreatPath(u, to, 0); !ok {
			return s.whyNotRetreat(u, h, what)
		}
		return nil
	}
	if n != 0 {
		if _, ok := s.retreatPath(u, to, n); n > hi || !ok {
			return s.violate(RuleOrdCondition, "%s falls back 1 to %d hex(es) under %s, not %d", s.pieceName(u.ID), hi, what, n)
		}
	}
	return nil
}

// whyNotRetreat names the rule that keeps u from falling back to h: the
// table's edge, the direction, the hex itself, the allowance, then the
// rule whose lifting would open the way.
func (s *State) whyNotRetreat(u *Unit, h hex.Hex, what Phrase) *Violation {
	id := s.pieceName(u.ID)
	if !s.board.bounds.Contains(h) {
		return s.violate(RuleMovOffBoard, "%s would leave the table at %s: a retreat never leaves it", id, h)
	}
	edge := s.armyOf(u.Army).Edge
	from, at := s.board.edgeDistance(u.Hex, edge), s.board.edgeDistance(h, edge)
	if at >= from {
		return s.violate(RuleOrdCondition, "%s is not toward %s's edge (%s): under %s « son recul doit être dirigé vers son bord de table », each hex one nearer it", h, id, edge, what)
	}
	if t := s.board.terrain(h); t.Impassable {
		return s.violate(RuleMovImpassable, "%s cannot enter %s: %s is impassable", id, h, gloss(t.Gloss, t.Name))
	}
	if o := s.occupant(h); o != nil {
		return s.violate(RuleMovOccupied, "%s cannot end on %s: %s is there", id, h, s.pieceName(o.ID))
	}
	if s.enemyLeaderAt(u.Army, h) {
		return s.violate(RuleMovOccupied, "%s cannot fall back onto %s: an enemy leader stands there, and a retreat never enters his hex", id, h)
	}
	budget, road := s.retreatBudget(u)
	limit := budget
	if road {
		limit++
	}
	if from-at > limit {
		return s.violate(RuleMovAllowance, "%s falls back %d hex(es) at most; %s is %d nearer its edge", id, limit, h, from-at)
	}
	reaches := func(l retreatLift) bool {
		for _, e := range s.retreatSearch(u, l) {
			if e.to == h {
				return true
			}
		}
		return false
	}
	switch {
	case !reaches(retreatLift{units: true, stops: true, terrain: true, far: true}):
		return s.violate(RuleOrdCondition, "%s cannot reach %s falling back one hex nearer %s's edge (%s) at each step: « son recul doit être dirigé vers son bord de table »", id, h, id, edge)
	case reaches(retreatLift{units: true}):
		return s.violate(RuleMovOccupied, "%s cannot fall back to %s: units stand in the way, and it may pass through none of them", id, h)
	case reaches(retreatLift{stops: true}) || reaches(retreatLift{units: true, stops: true}):
		return s.violate(RuleMovStop, "%s cannot fall back to %s: difficult terrain on the way would end its retreat", id, h)
	case budget < from-at:
		return s.violate(RuleMovAllowance, "%s falls back %d hex(es), one more only along a road; %s is %d nearer its edge", id, budget, h, from-at)
	}
	return s.violate(RuleMovImpassable, "%s cannot fall back to %s: impassable terrain or an enemy leader is in the way", id, h)
}

// RetreatHexes answers "where may this unit fall back now?" for the
// declared combat not yet rolled: under Retraite for its defender, under a
// withdrawal for a unit of the combat, in board order. Empty when it
// cannot fall back a single hex, or is not in such a combat.
func (s *State) RetreatHexes(unit string) []hex.Hex {
	c := s.pending()
	u := s.unitOf(unit)
	if c == nil || u == nil || (unit != c.attacker && unit != c.defender) {
		return nil
	}
	ends := s.retreatEnds(u)
	out := make([]hex.Hex, 0, len(ends))
	for _, e := range ends {
		out = append(out, e.to)
	}
	b := s.board.bounds
	sortHexes(out, b)
	return out
}

// RetreatPath answers "which way would this unit fall back to h?": the
// path the engine takes, the unit's hex excluded; nil when h is not one
// of RetreatHexes.
func (s *State) RetreatPath(unit string, h hex.Hex) []hex.Hex {
	c := s.pending()
	u := s.unitOf(unit)
	if c == nil || u == nil || (unit != c.attacker && unit != c.defender) {
		return nil
	}
	p, _ := s.retreatPath(u, DestAt(h), 0)
	return p
}

// sortHexes puts hexes in board order.
func sortHexes(hs []hex.Hex, b hex.Bounds) {
	for i := 1; i < len(hs); i++ {
		for j := i; j > 0 && b.Index(hs[j]) < b.Index(hs[j-1]); j-- {
			hs[j], hs[j-1] = hs[j-1], hs[j]
		}
	}
}

// fallBackAlong moves a unit, and the leaders with it, along a retreat
// path (a friend it crosses stays where it is) and returns any messenger
// captures, as fallBack.
func (s *State) fallBackAlong(u *Unit, path []hex.Hex) []Event {
	if len(path) == 0 {
		return nil
	}
	s.relocate(u, path[len(path)-1])
	// The leaders falling back with it flee (FR2), as in fallBack.
	for _, l := range s.leadersAt(u.Hex) {
		if l.Army == u.Army {
			l.Walked = false
		}
	}
	return s.enemyEnters(u, path, false)
}
