package tableview

import (
	"sort"
	"strconv"
	"strings"

	"estafette/i18n"
	"estafette/render"
	"estafette/rules"
)

// actionRows lists the rules' other legal actions for the army whose
// decision it is (LegalActions), each as a sentence in the player's
// language, grouped under headings, so that verbs without a click of
// their own (direct actions, messengers, combat choices) are playable:
// activations and moves are clicked on the board, orders in their menu,
// pass, roll and the end of the phase with their buttons. Amounts the
// player chooses (Sacrifice's flags) are rows of small buttons, their range
// the rules' (SacrificeRange); the hex a Retraite or a withdrawal falls
// back to is clicked on the board (control.Choice: its row starts the
// choice). The direct actions of the selected leader are the rules'
// DirectChoices.
func (v *View) actionRows(rows *[]render.Row) {
	c := v.c
	st := c.State()
	v.actions = v.actions[:0]
	listed, amounts, amountKeys := v.collectActions()
	groups := map[string][]render.Row{}
	unselected := map[string]int{}
	for _, a := range listed {
		h := actionHeading(a, st)
		if selectionScoped[h] && !mentions(a, c.Selected()) {
			// Those of every piece would fill the panel: the selected
			// piece's show, the others wait for their piece.
			unselected[h]++
			continue
		}
		// Every other choice is a row, however many (the panel's rows
		// scroll): a line "… and N more" would hide choices the player
		// has no other way to make, a defender's free Embuscade given by
		// his sub-general (LDR.COMBAT) or the seventh unit a messenger
		// may be delivered to.
		groups[h] = append(groups[h], v.actionRow(a))
	}
	for _, h := range headingOrder {
		if n := unselected[h]; n > 0 {
			groups[h] = append(groups[h], render.Row{Kind: render.RowText, Tone: render.ToneDim, Text: v.tkf("acts.select", n)})
		}
	}
	for _, k := range amountKeys {
		h := actionHeading(amounts[k][0], st)
		groups[h] = append(groups[h], v.amountRow(k, amounts[k]))
	}
	for _, h := range headingOrder {
		if len(groups[h]) == 0 {
			continue
		}
		*rows = append(*rows, render.Row{Kind: render.RowHeading, Text: v.tk(h)})
		*rows = append(*rows, groups[h]...)
	}
	if v.Touch {
		v.aloneRows(rows)
	}
}

// aloneRows: on a touch screen, where no Shift+click activates a leader
// alone, the leaders the selected one may activate so (the rules'
// legal Activate of a leader), as small buttons.
func (v *View) aloneRows(rows *[]render.Row) {
	c := v.c
	st := c.State()
	r := render.Row{Kind: render.RowChips}
	for _, a := range c.LegalActions() {
		act, ok := a.(rules.Activate)
		if !ok || act.Leader != c.Selected() || len(act.Pieces) != 1 {
			continue
		}
		if _, leader := st.Leader(act.Pieces[0]); !leader {
			continue
		}
		v.actions = append(v.actions, a)
		r.Chips = append(r.Chips, render.Chip{ID: v.id(Act{len(v.actions) - 1}), Label: act.Pieces[0],
			Tip: []string{c.ActionSentence(a), recordTip(c.Lang, a)}})
	}
	if len(r.Chips) > 0 {
		*rows = append(*rows, render.Row{Kind: render.RowHeading, Text: v.tk("alone.head")}, r)
	}
}

// collectActions sorts the rules' legal actions for the panel: those
// listed one by one (the selected piece's first), and the amounts, by
// what they are the amount of (in the order first seen). Actions that
// have their own click (activate, move, the orders, end, roll, pass) are
// left out, and so are the defense orders, which the Orders menu prices.
func (v *View) collectActions() (listed []rules.Action, amounts map[string][]rules.Action, keys []string) {
	c := v.c
	st := c.State()
	amounts = map[string][]rules.Action{}
	addAmount := func(k string, a rules.Action) {
		if _, ok := amounts[k]; !ok {
			keys = append(keys, k)
		}
		amounts[k] = append(amounts[k], a)
	}
	directOf := v.selectedDirect()
	for _, a := range c.LegalActions() {
		switch a := a.(type) {
		case rules.Activate, rules.Move, rules.EndPhase, rules.GiveOrder, rules.Roll, rules.Pass:
			continue
		case rules.Defend:
			if !st.CurrentCombat().Rolled {
				continue // the Orders menu's, Retraite's hex then clicked
			}
		case rules.Withdraw:
			if a.To.IsSet() {
				continue // its hex is clicked on the board (control.Choice)
			}
		case rules.Sacrifice:
			addAmount("sacrifice", a)
			continue
		case rules.Direct:
			if directOf != nil && a.Leader == c.Selected() {
				continue // the selected leader's come from DirectChoices
			}
			if a.To.IsSet() {
				continue // Retraite's hex is clicked on the board
			}
		}
		listed = append(listed, a)
	}
	for _, d := range directOf {
		listed = append(listed, d)
	}
	v.sortBySelection(listed)
	return listed, amounts, keys
}

// selectionScoped are the headings whose actions show only for the
// selected piece: every leader's direct actions, every messenger, exit
// and attack of the army would fill the panel.
var selectionScoped = map[string]bool{"acts.direct": true, "acts.messenger": true, "acts.exit": true, "acts.attack": true}

// selectedDirect is the selected leader's direct actions, the rules'
// DirectChoices, when he belongs to the army whose decision it is; nil
// otherwise.
func (v *View) selectedDirect() []rules.Direct {
	c := v.c
	l, ok := c.SelectedLeader()
	if !ok || !c.State().Ruleset().Features.DirectActions {
		return nil
	}
	out := c.State().DirectChoices(l.ID)
	if out == nil {
		out = []rules.Direct{}
	}
	return out
}

// sortBySelection puts the selected piece's actions first.
func (v *View) sortBySelection(as []rules.Action) {
	sel := v.c.Selected()
	if sel == "" {
		return
	}
	sort.SliceStable(as, func(i, j int) bool { return mentions(as[i], sel) && !mentions(as[j], sel) })
}

// actionRow is one action: its sentence, the record line in its tooltip.
func (v *View) actionRow(a rules.Action) render.Row {
	c := v.c
	v.actions = append(v.actions, a)
	r := render.Row{Kind: render.RowMenu, ID: v.id(Act{len(v.actions) - 1}), Text: c.ActionSentence(a)}
	if k := "verb." + verbOf(a); i18n.Has(k) {
		r.Tip = append(r.Tip, v.tk(k))
	}
	if d, ok := a.(rules.Defend); ok && d.Count == 0 {
		// Évasion after the dice: what it would do.
		r.Tip = append(r.Tip, v.defenseOddsTip(d.Order)...)
	}
	r.Tip = append(r.Tip, recordTip(c.Lang, a))
	return r
}

// amountRow is a choice of amounts: a label, then a button per amount, in
// order, each the legal action with that number.
func (v *View) amountRow(key string, as []rules.Action) render.Row {
	c := v.c
	st := c.State()
	sort.SliceStable(as, func(i, j int) bool { return count(as[i]) < count(as[j]) })
	r := render.Row{Kind: render.RowChips}
	var lo, hi int
	switch as[0].(type) {
	case rules.Sacrifice:
		r.Text = v.tk("amount.flags")
		lo, hi, _ = st.SacrificeRange()
	}
	rangeTip := v.tkf("amount.range", lo, hi)
	for _, a := range as {
		v.actions = append(v.actions, a)
		r.Chips = append(r.Chips, render.Chip{ID: v.id(Act{len(v.actions) - 1}), Label: strconv.Itoa(count(a)),
			Tip: []string{c.ActionSentence(a), rangeTip, recordTip(c.Lang, a)}})
	}
	return r
}

// count is an amount action's number.
func count(a rules.Action) int {
	if s, ok := a.(rules.Sacrifice); ok {
		return s.Count
	}
	return 0
}

func mentions(a rules.Action, id string) bool {
	for _, f := range strings.Fields(a.String())[1:] {
		if f == id {
			return true
		}
	}
	return false
}

// Action returns the generic action row i of the panel.
func (v *View) Action(i int) (rules.Action, bool) {
	if i < 0 || i >= len(v.actions) {
		return nil, false
	}
	return v.actions[i], true
}
