package table

import (
	"strings"

	"estafette/i18n"
	"estafette/rules"
)

// ActionSentence says an action in the interface language, as the panel
// lists it ("Lachès commits himself to G1: ignore one loss"): leaders by
// their name, units by the id the board shows, orders and terms by their
// French name (with the English gloss in English). The record line is
// for the tooltip. An action of a verb the table does not know yet says
// its record line (TestEveryActionVerbHasASentence keeps that from
// happening).
func (c *Controller) ActionSentence(a rules.Action) string {
	return actionSentence(c.game.st, c.Lang, a)
}

// sayer writes the parts of a sentence: pieces, orders, hexes.
type sayer struct {
	st   *rules.State
	lang i18n.Lang
}

func (s sayer) tf(key string, args ...any) string { return i18n.Tf(s.lang, key, args...) }

// piece names a piece: a leader or a herald by his name, a unit by its id.
func (s sayer) piece(id string) string {
	if l, ok := s.st.Leader(id); ok && l.Name != "" {
		return l.Name
	}
	for h := range s.st.Heralds() {
		if h.ID == id && h.Name != "" {
			return h.Name
		}
	}
	return id
}

func (s sayer) pieces(ids []string) string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = s.piece(id)
	}
	return strings.Join(out, ", ")
}

// order names an order of the ruleset: its French name, glossed in
// English.
func (s sayer) order(key string) string {
	if o, ok := s.st.Ruleset().Order(key); ok {
		return term(s.lang, o.Name, shortGloss(o.Gloss))
	}
	return key
}

// term is a rules term: its French name, with the English gloss added in
// English.
func term(lang i18n.Lang, name, gloss string) string {
	if lang == i18n.EN && gloss != "" && !strings.EqualFold(gloss, name) {
		return name + " (" + gloss + ")"
	}
	return name
}

// unitOfLeader is the unit on a leader's hex, by id ("" when none).
func (s sayer) unitOfLeader(id string) string {
	if l, ok := s.st.Leader(id); ok {
		if u, ok := s.st.UnitAt(l.Hex); ok {
			return u.ID
		}
	}
	return "?"
}

func actionSentence(st *rules.State, lang i18n.Lang, a rules.Action) string {
	s := sayer{st, lang}
	switch a := a.(type) {
	case rules.Activate:
		if len(a.Pieces) == 1 {
			if _, ok := st.Leader(a.Pieces[0]); ok {
				return s.tf("act.activate.alone", s.piece(a.Leader), s.piece(a.Pieces[0]))
			}
		}
		return s.tf("act.activate", s.piece(a.Leader), s.pieces(a.Pieces))
	case rules.GiveOrder:
		return s.giveOrder(a)
	case rules.Move:
		to := a.Path[len(a.Path)-1].Label()
		if len(a.With) > 0 {
			return s.tf("act.move.with", s.piece(a.Piece), to, s.pieces(a.With))
		}
		return s.tf("act.move", s.piece(a.Piece), to)
	case rules.EndPhase:
		return s.tf("act.end", i18n.T(lang, "phase."+string(st.Phase())))
	case rules.Direct:
		return s.direct(a)
	case rules.SendMessenger:
		switch a.Via {
		case "":
			return s.tf("act.messenger", s.piece(a.Leader), s.piece(a.Unit))
		case "improvised":
			return s.tf("act.messenger.improvised", s.piece(a.Leader), s.piece(a.Unit))
		}
		return s.tf("act.messenger.via", s.piece(a.Leader), s.piece(a.Via), s.piece(a.Unit))
	case rules.Attack:
		if a.Order != "" {
			return s.tf("act.attack.order", s.piece(a.Attacker), s.piece(a.Defender), s.order(a.Order))
		}
		return s.tf("act.attack", s.piece(a.Attacker), s.piece(a.Defender))
	case rules.Defend:
		return s.defend(a)
	case rules.Roll:
		return s.tf("act.roll")
	case rules.Front:
		return s.tf("act.front", s.piece(a.Leader), s.unitOfLeader(a.Leader))
	case rules.Withdraw:
		if a.Count > 0 {
			return s.tf("act.withdraw.count", s.piece(a.Leader), s.unitOfLeader(a.Leader), a.Count)
		}
		return s.tf("act.withdraw", s.piece(a.Leader), s.unitOfLeader(a.Leader))
	case rules.Follow:
		return s.tf("act.follow", s.piece(st.CurrentCombat().Attacker))
	case rules.Rally:
		return s.tf("act.rally", s.piece(a.Leader), s.unitOfLeader(a.Leader))
	case rules.Pass:
		if k := st.Decision().Kind; k != rules.DecidePlay && k != rules.DecideNone && k != rules.DecideRoll {
			return s.tf("act.pass." + string(k))
		}
		return s.tf("act.pass")
	case rules.Sacrifice:
		return s.tf("act.sacrifice", a.Count)
	case rules.Step:
		return s.tf("act.step", s.piece(a.Piece), a.To.Label())
	case rules.Deliver:
		return s.tf("act.deliver", a.Messenger, s.piece(a.Unit))
	case rules.Exit:
		edge := i18n.T(lang, "edge."+string(a.Edge))
		if len(a.Path) > 0 {
			return s.tf("act.exit.via", s.piece(a.Piece), edge, a.Path[len(a.Path)-1].Label())
		}
		return s.tf("act.exit", s.piece(a.Piece), edge)
	}
	return a.String()
}

func (s sayer) giveOrder(a rules.GiveOrder) string {
	if len(a.Args) == 0 {
		return s.tf("act.order", s.order(a.Key))
	}
	target := s.pieces(a.Args)
	if a.Count > 0 {
		// Ralliement counts elements; the others that take a number
		// (Guide local, Retraite) count hexes.
		if a.Key == "ralliement" {
			return s.tf("act.order.elements", s.order(a.Key), target, a.Count)
		}
		return s.tf("act.order.hexes", s.order(a.Key), target, a.Count)
	}
	return s.tf("act.order.to", s.order(a.Key), target)
}

func (s sayer) direct(a rules.Direct) string {
	who, unit := s.piece(a.Leader), s.piece(a.Unit)
	switch a.Effect {
	case rules.DirectOrder:
		if a.Count > 0 {
			return s.tf("act.direct.order.count", who, unit, s.order(a.Order), a.Count)
		}
		return s.tf("act.direct.order", who, unit, s.order(a.Order))
	case rules.DirectDice:
		return s.tf("act.direct.dice", who, unit, s.st.Ruleset().Combat.DirectDice)
	case rules.DirectActivate, rules.DirectIgnoreLoss, rules.DirectRally:
		return s.tf("act.direct."+string(a.Effect), who, unit)
	}
	return s.tf("act.direct.other", who, unit, string(a.Effect))
}

func (s sayer) defend(a rules.Defend) string {
	cb := s.st.CurrentCombat()
	who := s.piece(cb.Defender)
	if cb.Rolled {
		return s.tf("act.defend.dice", who, s.order(a.Order))
	}
	if a.Count > 0 {
		return s.tf("act.defend.count", who, s.order(a.Order), a.Count)
	}
	return s.tf("act.defend", who, s.order(a.Order))
}

// recordTip is the tooltip line that gives an action's record syntax.
func recordTip(lang i18n.Lang, a rules.Action) string {
	return i18n.Tf(lang, "act.record", a.String())
}

// actionHeading is the heading an action is listed under in the panel.
func actionHeading(a rules.Action, st *rules.State) string {
	switch a.(type) {
	case rules.Defend:
		if st.CurrentCombat().Rolled {
			return "acts.dice"
		}
		return "acts.answer"
	case rules.Sacrifice:
		return "acts.dice"
	case rules.Direct:
		return "acts.direct"
	case rules.Front, rules.Withdraw:
		return "acts.leaders"
	case rules.SendMessenger:
		return "acts.messenger"
	case rules.Deliver:
		return "acts.deliver"
	case rules.Attack:
		return "acts.attack"
	case rules.Follow, rules.Rally:
		return "acts.after"
	case rules.Step:
		return "acts.step"
	case rules.Exit:
		return "acts.exit"
	}
	return "acts.other"
}

// headingOrder is the order of the panel's action headings.
var headingOrder = []string{"acts.answer", "acts.dice", "acts.leaders", "acts.direct", "acts.step", "acts.attack", "acts.after", "acts.deliver", "acts.messenger", "acts.exit", "acts.other"}

// verbOf is an action's record verb.
func verbOf(a rules.Action) string {
	v, _, _ := strings.Cut(a.String(), " ")
	return v
}
