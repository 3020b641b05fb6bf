package ai

import (
	"sort"

	"estafette/rules"
)

// The hard level looks further in the combat phase, where the order of
// attacks, follow-ups and pursuits decide a turn: each of its best
// candidates is played on copies with the thinker's own dice (never the
// game's), the rest of the phase played out by the normal level for both
// armies (defense orders included), and the position the phase leaves
// evaluated; the candidate with the best mean is played. As in
// determinised Monte-Carlo search, each copy rolls other dice.

// searchWidth is how many candidates of the normal level are searched.
const searchWidth = 4

// combatSearch chooses in the combat phase by rolling the candidates out.
func (t *thinker) combatSearch() Choice {
	type cand struct {
		ch    Choice
		score float64
	}
	var cands []cand
	for _, ch := range t.combatCandidates() {
		cands = append(cands, cand{ch: ch})
	}
	if len(cands) <= 1 {
		return t.combat()
	}
	for i := range cands {
		total := 0.0
		for k := 0; k < t.p.samples; k++ {
			c, ok := t.apply(t.st, cands[i].ch.Action)
			if !ok {
				total = -winValue
				break
			}
			total += t.evaluate(t.finishPhase(c))
			if t.spent() {
				break
			}
		}
		cands[i].score = total
	}
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].score > cands[j].score })
	return cands[0].ch
}

// combatCandidates are the normal level's best attacks, follow-up or
// rally, and ending the phase.
func (t *thinker) combatCandidates() []Choice {
	out := []Choice{{Action: rules.EndPhase{}, Reason: "ends the combat phase"}}
	taken := map[string]bool{"end": true}
	rest := t.legal
	for len(out) < searchWidth+1 {
		sub := newThinker(t.ctx, t.normal(), t.st, rest, t.rng)
		ch := sub.combat()
		t.nodes += sub.nodes
		if taken[ch.Action.String()] {
			break
		}
		taken[ch.Action.String()] = true
		out = append(out, ch)
		var left []rules.Action
		for _, a := range rest {
			if a.String() != ch.Action.String() {
				left = append(left, a)
			}
		}
		rest = left
	}
	return out
}

// normal is the normal level's parameters, for the rollouts.
func (t *thinker) normal() params {
	p := paramsFor(Normal)
	p.budget = t.p.budget
	return p
}

// finishPhase plays s on, both armies at the normal level, until the
// thinker's army leaves its combat phase (or the game ends).
func (t *thinker) finishPhase(s *rules.State) *rules.State {
	turn, active := s.Turn(), s.Active().ID
	for i := 0; i < 200 && s.Phase() == rules.PhaseCombat && s.Turn() == turn && s.Active().ID == active; i++ {
		legal := s.LegalActions()
		if len(legal) == 0 {
			break
		}
		sub := newThinker(t.ctx, t.normal(), s, legal, t.rng)
		ch := sub.choose()
		t.nodes += sub.nodes
		next, ok := t.apply(s, ch.Action)
		if !ok || t.spent() {
			break
		}
		s = next
	}
	return s
}
