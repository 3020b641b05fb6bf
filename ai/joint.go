package ai

import (
	"sort"

	"estafette/rules"
	"estafette/rules/hex"
)

// The hard level's joint plans. The command phase ranks the leaders'
// groups by the sum of their pieces' plans, each scored as if it alone
// moved: two units planning the same hex, or the same weak enemy, are
// counted twice, and a unit that supports another is counted for
// nothing. The hard level scores the best groups (params.joint of them)
// once more, together: their pieces activated on a copy, the movement
// phase begun, each piece moved in turn to its best destination with the
// others already moved, and the position it leaves evaluated. The group
// whose pieces do best together is activated first.

// joint reorders gs, the groups of command, by their joint plans: the
// first params.joint groups whose first piece gains are scored together
// and put first, best first. An open group stays first: it costs no new
// activation.
func (t *thinker) joint(gs []*group, plan planFunc, base float64) []*group {
	n := 0
	for n < len(gs) && n < t.p.joint && plan(gs[n].first).score > minGain {
		if gs[n].open {
			return gs
		}
		n++
	}
	if n < 2 {
		return gs
	}
	scores := make(map[*group]float64, n)
	for _, g := range gs[:n] {
		v, ok := t.jointValue(g, plan, base)
		if !ok || t.spent() {
			return gs // ranked on the sums, as the normal level does
		}
		scores[g] = v
	}
	top := append([]*group(nil), gs[:n]...)
	sort.SliceStable(top, func(i, j int) bool { return scores[top[i]] > scores[top[j]] })
	return append(top, gs[n:]...)
}

// jointValue activates g's pieces on a copy in the order fill found (its
// first piece, then the others best first, while they gain and the
// engine accepts them), begins the movement phase, and moves each piece
// in turn to its best destination: what the position gains over base.
func (t *thinker) jointValue(g *group, plan planFunc, base float64) (float64, bool) {
	c := t.st.Clone()
	var pieces []string
	for j, u := range append([]string{g.first}, g.units...) {
		if j > 0 && u == g.first {
			continue
		}
		if plan(u).score <= 0 {
			break
		}
		if _, refused := c.Apply(rules.Activate{Leader: g.leader, Pieces: []string{u}}); refused == nil {
			pieces = append(pieces, u)
		}
	}
	m, ok := t.apply(c, rules.EndPhase{})
	if !ok || m.Phase() != rules.PhaseMovement || m.Decider() != t.army {
		return 0, false
	}
	for _, p := range pieces {
		if t.spent() {
			return 0, false
		}
		m = t.bestMoveOf(m, p)
	}
	return t.evaluate(m) - base, true
}

// bestMoveOf is s after the piece's best move (or s, if it stays best),
// among the destinations the command phase scores, with the movement
// phase's blunders left out.
func (t *thinker) bestMoveOf(s *rules.State, piece string) *rules.State {
	var moves []rules.Action
	if u, ok := s.Unit(piece); ok {
		if u.Moved {
			return s
		}
		for _, h := range t.candidateHexes(s, u, t.p.moves) {
			moves = append(moves, t.moveWith(s, u, h))
		}
	} else if l, ok := s.Leader(piece); ok {
		if l.Moved {
			return s
		}
		for _, h := range t.leaderHexes(s, l, t.p.moves) {
			moves = append(moves, rules.Move{Piece: piece, Path: []hex.Hex{h}})
		}
	}
	stay := t.evaluate(s)
	best, bestV := s, stay
	for _, a := range moves {
		after, ok := t.apply(s, a)
		if !ok {
			continue
		}
		v := t.evaluate(after)
		if t.blunders(s, after, a.(rules.Move), v-stay) {
			continue
		}
		if v > bestV {
			best, bestV = after, v
		}
	}
	return best
}
