package tableview

import (
	"fmt"
	"strings"

	"estafette/i18n"
	"estafette/render"
	"estafette/rules"
)

// Panel returns the side panel's model.
func (v *View) Panel() *render.PanelModel {
	c := v.c
	if v.panelVersion == c.Version() && v.panelLang == c.Lang {
		return &v.panel
	}
	v.panelVersion, v.panelLang = c.Version(), c.Lang
	v.panelKey = nextKey()
	v.buildPanel()
	v.panel.Key = v.panelKey
	return &v.panel
}

// tk and tkf are the interface's texts in the table's language.
func (v *View) tk(k string) string { return i18n.T(v.c.Lang, i18n.TouchKey(k, v.Touch)) }
func (v *View) tkf(k string, args ...any) string {
	return i18n.Tf(v.c.Lang, i18n.TouchKey(k, v.Touch), args...)
}

// buildPanel builds the side panel: the turn, the victory conditions,
// whose decision it is, the activation groups, the selection, the orders
// and the other actions; pinned at the bottom the decision's buttons and
// the keys; the log between.
func (v *View) buildPanel() {
	clear(v.entries)
	var rows []render.Row
	if v.PromptFirst {
		rows = v.promptRows(rows)
		rows = v.choiceRows(rows)
		rows = v.headerRows(rows)
		rows = v.netRows(rows)
		rows = v.victoryRows(rows)
	} else {
		rows = v.headerRows(rows)
		rows = v.netRows(rows)
		rows = v.victoryRows(rows)
		rows = v.promptRows(rows)
		rows = v.choiceRows(rows)
	}
	rows = v.groupRows(rows)
	rows = v.selectionRows(rows)
	if v.c.Session().ComputerDecides() || v.c.Session().ElsewhereDecides() {
		// Its orders and actions are the computer's to choose, or
		// another device's.
		v.actions = v.actions[:0]
	} else {
		v.orderRows(&rows)
		v.actionRows(&rows)
	}
	v.panel = render.PanelModel{Rows: rows, Footer: v.footerRows(), LogTitle: v.tk("log"), Log: v.logRows(), LogLinks: v.logLinks(),
		LogTools: v.logTools()}
}

// headerRows: the scenario, the turn and phase, and the army whose turn
// it is.
func (v *View) headerRows(rows []render.Row) []render.Row {
	c := v.c
	st := c.State()
	turns := fmt.Sprint(st.Turn())
	if n := c.Scenario().Turns; n > 0 {
		turns = fmt.Sprintf("%d / %d", st.Turn(), n)
	}
	phase := v.tk("phase." + string(st.Phase()))
	if st.SecondCommand() {
		phase += " (" + v.tk("phase.second") + ")"
	}
	line := v.tkf("turn.phase", turns, phase) + " · " + v.tkf("turn.of", st.Active().Name)
	if c.Session().Over() {
		line = v.tkf("game.over", turns)
	}
	return append(rows,
		render.Row{Kind: render.RowTitle, Text: c.Scenario().Title},
		render.Row{Kind: render.RowText, Text: line, Tone: render.ToneGold})
}

// groupRows: the activation groups, in order, the acting one marked and
// those done greyed.
func (v *View) groupRows(rows []render.Row) []render.Row {
	st := v.c.State()
	gs := st.Groups()
	if len(gs) == 0 || st.Decider() != st.Active().ID {
		// An army answering an attack has no use for the other's groups.
		return rows
	}
	rows = append(rows, render.Row{Kind: render.RowHeading, Text: v.tk("groups")})
	for i, g := range gs {
		who := v.tk("group.extra")
		if g.Leader != "" {
			who = g.Leader
		}
		pieces := append(append([]string(nil), g.Units...), g.Alone...)
		text := fmt.Sprintf("%d. %s : %s  [%d/%d]", i+1, who, strings.Join(pieces, ", "), g.Used, g.Slots)
		acting := st.Phase() != rules.PhaseCommand && i == st.ActingGroup()
		if acting {
			text = "» " + text + " — " + v.tk("group.acting")
		}
		rows = append(rows, render.Row{Kind: render.RowText, Text: text, Active: acting, Tone: pick(i < st.ActingGroup() && st.Phase() != rules.PhaseCommand, render.ToneDim, render.ToneDefault)})
	}
	return rows
}

// selectionRows: the selected piece, what a leader may still activate,
// and whether leaders follow a moving unit.
func (v *View) selectionRows(rows []render.Row) []render.Row {
	c := v.c
	st := c.State()
	id := c.Selected()
	if id == "" {
		return rows
	}
	rows = append(rows, render.Row{Kind: render.RowHeading, Text: v.tk("selection")})
	if u, ok := st.Unit(id); ok {
		rows = append(rows, render.Row{Kind: render.RowText, Text: v.unitLine(u)})
	} else if l, ok := st.Leader(id); ok {
		rows = append(rows, render.Row{Kind: render.RowText, Text: v.leaderLine(l)})
		if st.Phase() == rules.PhaseCommand && l.Army == st.Active().ID {
			total, used := v.slotsOf(l)
			rows = append(rows, render.Row{Kind: render.RowText, Text: v.tkf("slots.of", l.Name, total, used), Tone: render.ToneSoft},
				render.Row{Kind: render.RowText, Text: v.tkf("slots.left", total-used), Tone: render.ToneSoft})
		}
	}
	if st.Phase() == rules.PhaseMovement && len(v.reach) > 0 {
		if u, ok := st.Unit(id); ok && len(st.LeadersAt(u.Hex)) > 0 {
			rows = append(rows, render.Row{Kind: render.RowMenu, ID: Follow.ID(), Text: v.tk("follow"), Right: onOff(c.Lang, c.Follow()), Active: c.Follow()})
		}
	}
	return rows
}

// footerRows are pinned to the bottom: the decision's buttons and the
// end of the phase, undo and redo, save and open, the language and the
// briefing, the help.
func (v *View) footerRows() []render.Row {
	c := v.c
	st := c.State()
	footer := v.decisionButtons()
	if c.Session().ComputerDecides() {
		// Those buttons are the computer's to press.
		footer = v.computerButtons()
	} else if c.Session().ElsewhereDecides() {
		footer = nil // another device's to press
	} else if !c.Session().Over() && c.LegalHas(rules.EndPhase{}) {
		footer = append(footer, render.Row{Kind: render.RowButton, ID: End.ID(), Text: v.tkf("button.end", v.tk("phase."+string(st.Phase())))})
	}
	if v.Touch {
		// Small buttons side by side, a finger's each, no key named.
		chip := func(b *Button, key string) render.Chip { return render.Chip{ID: b.ID(), Label: v.tk(key)} }
		return append(footer,
			render.Row{Kind: render.RowChips, Chips: []render.Chip{chip(Undo, "button.undo"), chip(Redo, "button.redo"),
				chip(Save, "button.save"), chip(Load, "button.load")}},
			render.Row{Kind: render.RowChips, Chips: []render.Chip{chip(Lang, "lang.switch"), chip(Briefing, "briefing.button"),
				chip(Help, "help.button")}})
	}
	return append(footer,
		render.Row{Kind: render.RowMenu, ID: Undo.ID(), Text: v.tk("button.undo"), Right: v.tk("button.redo"), Disabled: !c.Session().CanUndo() && !c.Session().CanRedo()},
		render.Row{Kind: render.RowMenu, ID: Save.ID(), Text: v.tk("button.save"), Right: v.tk("button.load")},
		render.Row{Kind: render.RowMenu, ID: Lang.ID(), Text: v.tk("lang.switch"), Right: v.tk("briefing.button")},
		render.Row{Kind: render.RowMenu, ID: Help.ID(), Text: v.tk("help.button"), Right: "F1", Tip: []string{v.tk("keys.help")}},
	)
}

func pick(cond bool, a, b render.Tone) render.Tone {
	if cond {
		return a
	}
	return b
}

func onOff(l i18n.Lang, on bool) string {
	if on {
		return i18n.T(l, "on")
	}
	return i18n.T(l, "off")
}

// slotsOf is how many pieces a leader may activate, and has activated,
// as the rules count them (ACT.SLOTS): his group's, or before he heads
// one, the engine's number for him.
func (v *View) slotsOf(l rules.Leader) (total, used int) {
	st := v.c.State()
	if g, ok := st.GroupOf(l.ID); ok {
		return g.Slots, g.Used
	}
	return st.Slots(l), 0
}
