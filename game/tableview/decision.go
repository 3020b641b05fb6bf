package tableview

import (
	"strings"

	"estafette/game/boardview"
	"estafette/game/say"
	"estafette/render"
	"estafette/rules"
)

// Whose decision it is: the rules answer it (State.Decision, docs/records.md
// "Whose decision it is"), and the table says it in the deciding army's
// colour, points that army's totals, offers its actions (LegalActions)
// and the buttons that close its window (pass, roll, end).

// promptRows: whose decision it is, in that army's colour, its points,
// and the declared combat.
func (v *View) promptRows(rows []render.Row) []render.Row {
	c := v.c
	st := c.State()
	text, army := c.Prompt()
	if army < 0 {
		return append(rows, render.Row{Kind: render.RowText, Text: text, Tone: render.ToneGold})
	}
	if c.Session().ComputerDecides() {
		// The computer decides: what it is doing, in its army's colour.
		rows = v.computerRows(rows)
	} else if a, ok := c.Decider(); ok && c.Session().ElsewhereDecides() {
		key := "net.decides"
		if c.Session().Game().Players[a.ID] != "" {
			key = "net.computer.decides" // the host's computer plays it
		}
		rows = append(rows, render.Row{Kind: render.RowPrompt, Army: army, Text: v.tkf(key, a.Name)})
	} else {
		rows = append(rows, render.Row{Kind: render.RowPrompt, Army: army, Text: text})
	}
	if a, ok := c.Decider(); ok {
		used, allowed := st.LeaderActivations()
		if a.ID != st.Active().ID {
			// The leader activations are the active army's; the decider
			// here only answers.
			rows = append(rows, render.Row{Kind: render.RowText, Text: v.tkf("points.of", a.Name, a.OrderPoints)})
		} else {
			rows = append(rows, render.Row{Kind: render.RowText, Text: v.tkf("decider.points", a.Name, a.OrderPoints, used, allowed)})
		}
	}
	if !c.Session().ComputerDecides() {
		rows = v.askFromRows(rows)
	}
	return v.combatRows(rows)
}

// combatRows: the declared combat, its orders, and the dice held for the
// defender's choice.
func (v *View) combatRows(rows []render.Row) []render.Row {
	c := v.c
	st := c.State()
	cb := st.CurrentCombat()
	// A combat rolled whose army plays on is over: its line would only
	// say what the log already says (the follow-up has rows of its own).
	if cb.Attacker == "" || cb.CanFollow || cb.Rolled && st.Decision().Kind == rules.DecidePlay {
		return rows
	}
	s := say.Sayer{St: st, Lang: c.Lang}
	kind := v.tk("act.melee")
	if cb.Fire {
		kind = v.tk("act.fire")
	}
	rows = append(rows, render.Row{Kind: render.RowText, Tone: render.ToneSoft, Text: v.tkf("combat.line", s.Piece(cb.Attacker), s.Piece(cb.Defender), kind)})
	var orders []string
	for _, k := range []string{cb.AttackOrder, cb.DefenseOrder} {
		if k != "" {
			orders = append(orders, s.Order(k))
		}
	}
	if len(orders) > 0 {
		rows = append(rows, render.Row{Kind: render.RowText, Tone: render.ToneSoft, Text: v.tkf("combat.orders", strings.Join(orders, " · "))})
	}
	if len(cb.Dice) > 0 {
		rows = append(rows, render.Row{Kind: render.RowDice, Dice: boardview.DieFaces(cb.Dice, c.Lang)})
	}
	return v.combatOddsRows(rows)
}

// combatOddsRows are the declared combat's odds (CombatOdds), kept in the
// panel until the dice take effect: the card that showed them closes
// with the click that declares the combat. Each side's fate in a line
// (the card has the dice): the panel's rows stay few.
func (v *View) combatOddsRows(rows []render.Row) []render.Row {
	o, ok := v.c.State().CombatOdds()
	if !ok {
		return rows
	}
	fate := func(who string, e, b, l float64) render.Row {
		return render.Row{Kind: render.RowText, Tone: render.ToneSoft,
			Text: v.tkf("odds.panel", who, v.tkf("odds.fate", pct(e), pct(b), v.dec(l)))}
	}
	rows = append(rows, fate(o.Defender, o.DefenderEliminated, o.DefenderForcedBack, o.DefenderLosses))
	if !o.Fire && o.Riposte.Dice > 0 {
		rows = append(rows, fate(o.Attacker, o.AttackerEliminated, o.AttackerForcedBack, o.AttackerLosses))
	}
	return rows
}

// decisionButtons are the footer's buttons for the decision: pass (its
// label says what passing means here) and roll, when the rules list them.
func (v *View) decisionButtons() []render.Row {
	c := v.c
	st := c.State()
	var out []render.Row
	if c.LegalHas(rules.Roll{}) {
		out = append(out, render.Row{Kind: render.RowButton, ID: Roll.ID(), Text: v.tk("button.roll"), Active: true})
	}
	if c.LegalHas(rules.Pass{}) {
		label := map[rules.DecisionKind]string{
			rules.DecideAttacker: "button.pass.a", rules.DecideDefender: "button.pass.d",
			rules.DecideDice: "button.pass.dice", rules.DecideStepAside: "button.pass.step",
		}[st.Decision().Kind]
		if label == "" {
			label = "button.pass"
		}
		if label == "button.pass.d" && st.CurrentCombat().DefenseOrder != "" {
			// The defender has answered: passing now only lets the dice roll.
			label = "button.pass.d.done"
		}
		out = append(out, render.Row{Kind: render.RowButton, ID: Pass.ID(), Text: v.tk(label), Active: true,
			Tip: []string{c.ActionSentence(rules.Pass{}), recordTip(c.Lang, rules.Pass{})}})
	}
	return out
}

// AskSteps are the risks, in percent, the defender's prompt offers to be
// asked from, in the order a click goes through them: 0 asks about every
// attack.
var AskSteps = []int{0, 5, 10, 20, 33, 50}

// NextAskStep is the threshold after p in AskSteps (the first after the
// last, or after a value not among them).
func NextAskStep(p int) int {
	for _, s := range AskSteps {
		if s > p {
			return s
		}
	}
	return AskSteps[0]
}

// askFromRows: under the defender's prompt, the risk from which he is
// asked (View.AskFrom), and the risk of this attack if he passes; a
// click changes the threshold.
func (v *View) askFromRows(rows []render.Row) []render.Row {
	risk, ok := v.c.DefenderRisk()
	if !ok {
		return rows
	}
	text := v.tk("askfrom.every")
	if v.AskFrom > 0 {
		text = v.tkf("askfrom.from", v.AskFrom)
	}
	return append(rows, render.Row{Kind: render.RowMenu, ID: AskFrom.ID(), Text: text, Right: v.tk("askfrom.change"),
		Tip: []string{v.tkf("askfrom.risk", pct(risk)), v.tkf("askfrom.tip", NextAskStep(v.AskFrom))}, Tone: render.ToneSoft})
}
