package tableview

import (
	"math"
	"strconv"
	"strings"

	"estafette/game/say"
	"estafette/i18n"
	"estafette/render"
	"estafette/rules"
)

// The odds on a unit's card and on the defense orders, from the rules'
// odds queries only (rules/odds.go): the table formats what AttackOdds,
// CombatOdds and DefenseOdds answer and computes nothing.

// oddsLines are the odds a unit's card shows: for either side of the
// declared combat, CombatOdds (the dice once rolled, if the defender
// passes); while an attack is being chosen, AttackOdds of the selected
// attacker of the deciding army against this enemy, with the armed
// attack order, or the rule that forbids that attack; nothing otherwise.
func (v *View) oddsLines(id string) []render.CardLine {
	c := v.c
	st := c.State()
	if cb := st.CurrentCombat(); cb.Attacker != "" && !cb.CanFollow {
		if id != cb.Attacker && id != cb.Defender {
			return nil
		}
		if o, ok := st.CombatOdds(); ok {
			return v.oddsCard(o)
		}
		return nil
	}
	if st.Phase() != rules.PhaseCombat || st.Decision().Kind != rules.DecidePlay {
		return nil
	}
	own, ok := st.Unit(c.Selected())
	target, ok2 := st.Unit(id)
	if !ok || !ok2 || own.Army != c.DeciderID() || target.Army == own.Army {
		return nil
	}
	o, viol := st.AttackOdds(own.ID, id, c.ArmedOrder)
	if viol != nil {
		// No odds: the card says why, in the rules' words.
		why := c.Sentence(viol.Format, viol.Args, viol.Message)
		return []render.CardLine{{Head: true, Text: v.tk("odds.head")}, {Label: viol.Rule.String(), Text: why}}
	}
	return v.oddsCard(o)
}

// pct is a probability in whole percents.
func pct(p float64) int { return int(math.Round(100 * p)) }

// dec writes an expectation to one decimal, with the language's decimal
// mark ("0,5" in French).
func (v *View) dec(x float64) string {
	s := strconv.FormatFloat(x, 'f', 1, 64)
	if v.c.Lang == i18n.FR {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}

// oddsCard is an Odds as card lines: a heading, then each strike (its
// roller, dice, expected hits and flags, and the chance it comes at all
// when that is not certain) followed by its target's fate in the whole
// combat (eliminated, driven back, expected losses).
func (v *View) oddsCard(o rules.Odds) []render.CardLine {
	head := "odds.head"
	if o.Rolled {
		head = "odds.head.rolled"
	}
	out := []render.CardLine{{Head: true, Text: v.tk(head)}}
	attack := []render.CardLine{
		{Label: v.tk("odds.attack"), Text: v.strikeText(o.Attack, o.AttackChance)},
		{Label: "→ " + o.Defender, Text: v.tkf("odds.fate", pct(o.DefenderEliminated), pct(o.DefenderForcedBack), v.dec(o.DefenderLosses))},
	}
	var riposte []render.CardLine
	if !o.Fire && o.Riposte.Dice > 0 {
		riposte = []render.CardLine{
			{Label: v.tk("odds.riposte"), Text: v.strikeText(o.Riposte, o.RiposteChance)},
			{Label: "→ " + o.Attacker, Text: v.tkf("odds.fate", pct(o.AttackerEliminated), pct(o.AttackerForcedBack), v.dec(o.AttackerLosses))},
		}
	}
	if o.RiposteFirst {
		return append(append(out, riposte...), attack...)
	}
	return append(append(out, attack...), riposte...)
}

// strikeText is one side's dice: "CAV: 3 dice → 1.2 hits, 0.8 flags
// expected", and "(if it comes: 40%)" when it may not be rolled (a
// chance that rounds to 100% is said as certain).
func (v *View) strikeText(s rules.StrikeOdds, chance float64) string {
	name := say.Sayer{St: v.c.State(), Lang: v.c.Lang}.Piece(s.Roller)
	t := v.tkf("odds.strike", name, s.Dice, v.dec(s.Hits), v.dec(s.Flags))
	if pct(chance) < 100 {
		t += " " + v.tkf("odds.if", pct(chance))
	}
	return t
}

// defenseOddsTip are a defense order's odds for its tooltip, from
// DefenseOdds: the defender's fate, then each side's dice; nil when the
// rules give none (the order may not be given now).
func (v *View) defenseOddsTip(order string) []string {
	st := v.c.State()
	o, viol := st.DefenseOdds(order)
	if viol != nil {
		return nil
	}
	s := say.Sayer{St: st, Lang: v.c.Lang}
	tip := []string{v.tkf("odds.order", s.Piece(o.Defender), pct(o.DefenderEliminated), pct(o.DefenderForcedBack))}
	if o.Attack.Dice > 0 {
		tip = append(tip, i18n.T(v.c.Lang, "odds.attack")+" — "+v.strikeText(o.Attack, o.AttackChance))
	}
	if !o.Fire && o.Riposte.Dice > 0 {
		tip = append(tip, i18n.T(v.c.Lang, "odds.riposte")+" — "+v.strikeText(o.Riposte, o.RiposteChance))
	}
	return tip
}
