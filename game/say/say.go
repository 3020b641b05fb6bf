// Package say says the rules' actions as sentences in the player's
// language ("Lachès commits himself to G1: ignore one loss"), for every
// window that lists or shows actions: the table's panel, the viewer's
// step line. It reads the rules state and i18n, and draws nothing.
package say

import (
	"strings"

	"estafette/i18n"
	"estafette/rules"
)

// Sayer writes the parts of a sentence: pieces, orders, hexes, from the
// state before the action (a follow-up names the combat's attacker).
type Sayer struct {
	St   *rules.State
	Lang i18n.Lang
}

func (s Sayer) tf(key string, args ...any) string { return i18n.Tf(s.Lang, key, args...) }

// Piece names a piece: a leader or a herald by his name, a unit by its id.
func (s Sayer) Piece(id string) string {
	if l, ok := s.St.Leader(id); ok && l.Name != "" {
		return l.Name
	}
	for h := range s.St.Heralds() {
		if h.ID == id && h.Name != "" {
			return h.Name
		}
	}
	return id
}

// Pieces names pieces, separated by commas.
func (s Sayer) Pieces(ids []string) string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = s.Piece(id)
	}
	return strings.Join(out, ", ")
}

// Order names an order of the ruleset: its French name, glossed in
// English.
func (s Sayer) Order(key string) string {
	if o, ok := s.St.Ruleset().Order(key); ok {
		return Term(s.Lang, o.Name, ShortGloss(o.Gloss))
	}
	return key
}

// Term is a rules term: its French name, with the English gloss added in
// English.
func Term(lang i18n.Lang, name, gloss string) string {
	if lang == i18n.EN && gloss != "" && !strings.EqualFold(gloss, name) {
		return name + " (" + gloss + ")"
	}
	return name
}

// UnitOfLeader is the unit on a leader's hex, by id ("" when none).
func (s Sayer) UnitOfLeader(id string) string {
	if l, ok := s.St.Leader(id); ok {
		if u, ok := s.St.UnitAt(l.Hex); ok {
			return u.ID
		}
	}
	return "?"
}

// Action says an action in language lang, as the table's panel lists it:
// leaders by their name, units by the id the board shows, orders and
// terms by their French name (with the English gloss in English). st is
// the state before the action. An action of a verb not known here says
// its record line (the table's TestEveryActionVerbHasASentence keeps that
// from happening).
func Action(st *rules.State, lang i18n.Lang, a rules.Action) string {
	s := Sayer{st, lang}
	switch a := a.(type) {
	case rules.Activate:
		if len(a.Pieces) == 1 {
			if _, ok := st.Leader(a.Pieces[0]); ok {
				return s.tf("act.activate.alone", s.Piece(a.Leader), s.Piece(a.Pieces[0]))
			}
		}
		return s.tf("act.activate", s.Piece(a.Leader), s.Pieces(a.Pieces))
	case rules.GiveOrder:
		return s.giveOrder(a)
	case rules.Move:
		to := a.Path[len(a.Path)-1].Label()
		if len(a.With) > 0 {
			return s.tf("act.move.with", s.Piece(a.Piece), to, s.Pieces(a.With))
		}
		return s.tf("act.move", s.Piece(a.Piece), to)
	case rules.EndPhase:
		return s.tf("act.end", i18n.T(lang, "phase."+string(st.Phase())))
	case rules.Direct:
		return s.direct(a)
	case rules.SendMessenger:
		switch a.Via {
		case "":
			return s.tf("act.messenger", s.Piece(a.Leader), s.Piece(a.Unit))
		case "improvised":
			return s.tf("act.messenger.improvised", s.Piece(a.Leader), s.Piece(a.Unit))
		}
		return s.tf("act.messenger.via", s.Piece(a.Leader), s.Piece(a.Via), s.Piece(a.Unit))
	case rules.Attack:
		if a.Order != "" {
			return s.tf("act.attack.order", s.Piece(a.Attacker), s.Piece(a.Defender), s.Order(a.Order))
		}
		return s.tf("act.attack", s.Piece(a.Attacker), s.Piece(a.Defender))
	case rules.Defend:
		return s.defend(a)
	case rules.Roll:
		return s.tf("act.roll")
	case rules.MixDice:
		return s.tf("act.dice")
	case rules.Front:
		return s.tf("act.front", s.Piece(a.Leader), s.UnitOfLeader(a.Leader))
	case rules.Withdraw:
		if h, ok := a.To.Hex(); ok {
			return s.tf("act.withdraw.to", s.Piece(a.Leader), s.UnitOfLeader(a.Leader), h.Label())
		}
		if a.Count > 0 {
			return s.tf("act.withdraw.count", s.Piece(a.Leader), s.UnitOfLeader(a.Leader), a.Count)
		}
		return s.tf("act.withdraw", s.Piece(a.Leader), s.UnitOfLeader(a.Leader))
	case rules.Follow:
		return s.tf("act.follow", s.Piece(st.CurrentCombat().Attacker))
	case rules.Rally:
		return s.tf("act.rally", s.Piece(a.Leader), s.UnitOfLeader(a.Leader))
	case rules.Pass:
		if k := st.Decision().Kind; k != rules.DecidePlay && k != rules.DecideNone && k != rules.DecideRoll {
			return s.tf("act.pass." + string(k))
		}
		return s.tf("act.pass")
	case rules.Sacrifice:
		return s.tf("act.sacrifice", a.Count)
	case rules.Step:
		return s.tf("act.step", s.Piece(a.Piece), a.To.Label())
	case rules.Deliver:
		return s.tf("act.deliver", a.Messenger, s.Piece(a.Unit))
	case rules.Exit:
		edge := i18n.T(lang, "edge."+string(a.Edge))
		if len(a.Path) > 0 {
			return s.tf("act.exit.via", s.Piece(a.Piece), edge, a.Path[len(a.Path)-1].Label())
		}
		return s.tf("act.exit", s.Piece(a.Piece), edge)
	}
	return a.String()
}

func (s Sayer) giveOrder(a rules.GiveOrder) string {
	if len(a.Args) == 0 {
		return s.tf("act.order", s.Order(a.Key))
	}
	target := s.Pieces(a.Args)
	if a.Count > 0 {
		// Ralliement counts elements (its cost is per element); the
		// others that take a number (Guide local, Retraite) count hexes.
		if o, ok := s.St.Ruleset().Order(a.Key); ok && o.Cost.Kind == rules.CostPerElement {
			return s.tf("act.order.elements", s.Order(a.Key), target, a.Count)
		}
		return s.tf("act.order.hexes", s.Order(a.Key), target, a.Count)
	}
	return s.tf("act.order.to", s.Order(a.Key), target)
}

func (s Sayer) direct(a rules.Direct) string {
	who, unit := s.Piece(a.Leader), s.Piece(a.Unit)
	switch a.Effect {
	case rules.DirectOrder:
		if h, ok := a.To.Hex(); ok {
			return s.tf("act.direct.order.to", who, unit, s.Order(a.Order), h.Label())
		}
		if a.Count > 0 {
			return s.tf("act.direct.order.count", who, unit, s.Order(a.Order), a.Count)
		}
		return s.tf("act.direct.order", who, unit, s.Order(a.Order))
	case rules.DirectDice:
		return s.tf("act.direct.dice", who, unit, s.St.Ruleset().Combat.DirectDice)
	case rules.DirectActivate, rules.DirectIgnoreLoss, rules.DirectRally:
		return s.tf("act.direct."+string(a.Effect), who, unit)
	}
	return s.tf("act.direct.other", who, unit, string(a.Effect))
}

func (s Sayer) defend(a rules.Defend) string {
	cb := s.St.CurrentCombat()
	who := s.Piece(cb.Defender)
	if cb.Rolled {
		return s.tf("act.defend.dice", who, s.Order(a.Order))
	}
	if h, ok := a.To.Hex(); ok {
		return s.tf("act.defend.to", who, s.Order(a.Order), h.Label())
	}
	if a.Count > 0 {
		return s.tf("act.defend.count", who, s.Order(a.Order), a.Count)
	}
	return s.tf("act.defend", who, s.Order(a.Order))
}

// ShortGloss is an order's gloss up to its colon: "Bellow" from "Bellow:
// +1 command radius"; the whole gloss goes in a tooltip.
func ShortGloss(g string) string {
	s, _, _ := strings.Cut(g, ":")
	return strings.TrimSpace(s)
}
