package ai

import (
	"sort"

	"estafette/rules"
)

// The hard level's look ahead in the movement phase. The movement phase
// makes its best move while one gains, each scored as if the phase ended
// after it: a unit that takes the hex another needed to attack from, or
// that moves to support a unit not yet moved, is judged alone. The hard
// level scores its best moves (params.ahead of them) once more, each
// followed by the other pieces' moves (each to its best destination,
// in the order of their own best moves, the others already moved), and
// makes the move whose phase ends best.

// aheadEvaluations caps the evaluations of one look ahead (about 13 a
// piece and candidate), so that it scales with the pieces that may
// still move: a large battle scores fewer candidates, and none past
// the cap. Counted in evaluations, never in time.
const aheadEvaluations = 400

// scoredMove is a move of the movement phase, the position it leaves
// and its score.
type scoredMove struct {
	mv    rules.Move
	after *rules.State
	v     float64
}

// ahead picks, among the best moves that gain, the one whose phase ends
// best once the other pieces have moved after it; ok is false when it
// looked at fewer than two.
func (t *thinker) ahead(moves []scoredMove, base float64) (rules.Move, float64, bool) {
	sort.SliceStable(moves, func(i, j int) bool { return moves[i].v > moves[j].v })
	// The pieces that may still move, by their best move's score.
	var pieces []string
	seen := map[string]bool{}
	for _, m := range moves {
		if !seen[m.mv.Piece] {
			seen[m.mv.Piece] = true
			pieces = append(pieces, m.mv.Piece)
		}
	}
	n := t.p.ahead
	if len(pieces) > 1 {
		n = min(n, aheadEvaluations/(13*(len(pieces)-1)))
	}
	if n < 2 {
		return rules.Move{}, 0, false
	}
	var best rules.Move
	bestV, bestEnd, tried := 0.0, 0.0, 0
	for _, m := range moves {
		if tried == n || m.v <= base+minGain {
			break
		}
		s := m.after
		for _, p := range pieces {
			if t.spent() {
				return rules.Move{}, 0, false
			}
			if p != m.mv.Piece && !movedWith(m.mv, p) {
				s = t.bestMoveOf(s, p)
			}
		}
		if end := t.evaluate(s); tried == 0 || end > bestEnd {
			best, bestV, bestEnd = m.mv, m.v, end
		}
		tried++
	}
	return best, bestV, tried >= 2
}

// movedWith reports whether the move takes the piece along.
func movedWith(mv rules.Move, piece string) bool {
	for _, l := range mv.With {
		if l == piece {
			return true
		}
	}
	return false
}
