package ai

import (
	"sort"

	"estafette/rules"
)

// The hard level looks further where a turn is decided: which leader's
// group activates, and in the combat phase the order of attacks,
// follow-ups and pursuits. Each of its best candidates is played on copies
// with the thinker's own dice (never the game's), the rest of the turn (or
// of the combat phase) played out by the normal level for both armies
// (defense orders included), and the position it leaves evaluated; the
// candidate with the best mean is played. As in determinised Monte-Carlo
// search, each copy rolls other dice.

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
	out := []Choice{said(rules.EndPhase{}, because("ends the combat phase"))}
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

// groupSearch chooses the first leader of the turn among the best
// groups, by playing each group's turn out; ok is false when there is no
// choice to make.
func (t *thinker) groupSearch(gs []*group, plan planFunc) (Choice, bool) {
	var cands []*group
	for _, g := range gs {
		if g.open {
			return Choice{}, false
		}
		if plan(g.units[0]).score > minGain && len(cands) < searchWidth-1 {
			cands = append(cands, g)
		}
	}
	if len(cands) < 2 {
		return Choice{}, false
	}
	best, bestV := cands[0], 0.0
	for i, g := range cands {
		a := rules.Activate{Leader: g.leader, Pieces: []string{g.units[0]}}
		total := 0.0
		for k := 0; k < t.p.samples/2; k++ {
			c, ok := t.apply(t.st, a)
			if !ok {
				break
			}
			total += t.evaluate(t.finishTurn(c))
		}
		if i == 0 || total > bestV {
			best, bestV = g, total
		}
		if t.spent() {
			break
		}
	}
	u := best.units[0]
	return said(rules.Activate{Leader: best.leader, Pieces: []string{u}}, t.activationReason(u, plan(u))), true
}

// finishTurn plays s on, both armies at the normal level, until the
// thinker's army's turn ends (or the game does).
func (t *thinker) finishTurn(s *rules.State) *rules.State {
	turn, active := s.Turn(), s.Active().ID
	return t.playOn(s, func(s *rules.State) bool { return s.Turn() == turn && s.Active().ID == active })
}

// playOn plays s on at the normal level while going holds (and the game
// goes on), within the budget.
func (t *thinker) playOn(s *rules.State, going func(*rules.State) bool) *rules.State {
	for i := 0; i < 400 && s.Phase() != rules.PhaseOver && going(s); i++ {
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

// finishPhase plays s on, both armies at the normal level, until the
// thinker's army leaves its combat phase (or the game ends).
func (t *thinker) finishPhase(s *rules.State) *rules.State {
	turn, active := s.Turn(), s.Active().ID
	return t.playOn(s, func(s *rules.State) bool {
		return s.Phase() == rules.PhaseCombat && s.Turn() == turn && s.Active().ID == active
	})
}
