package table

import (
	"fmt"
	"image/color"
	"strings"

	"estafette/i18n"
	"estafette/render"
	"estafette/rules"
)

// Panel returns the side panel's model.
func (v *View) Panel() *render.PanelModel {
	c := v.c
	if v.panelVersion == c.version && v.panelLang == c.Lang {
		return &v.panel
	}
	v.panelVersion, v.panelLang = c.version, c.Lang
	v.panelKey = nextKey()
	v.buildPanel()
	v.panel.Key = v.panelKey
	return &v.panel
}

// Panel row ids.
const (
	idEnd    = "end"
	idRoll   = "roll"
	idUndo   = "undo"
	idRedo   = "redo"
	idLang   = "lang"
	idFollow = "follow"
	idSave   = "save"
	idLoad   = "load"
)

func (v *View) buildPanel() {
	c := v.c
	st := c.State()
	lang := c.Lang
	tk := func(k string) string { return i18n.T(lang, k) }
	tkf := func(k string, a ...any) string { return i18n.Tf(lang, k, a...) }
	army := st.Active()
	var rows []render.Row
	add := func(r render.Row) { rows = append(rows, r) }
	add(render.Row{Kind: render.RowTitle, Text: c.Scenario().Title})
	turns := fmt.Sprint(st.Turn())
	if n := c.Scenario().Turns; n > 0 {
		turns = fmt.Sprintf("%d / %d", st.Turn(), n)
	}
	phase := tk("phase." + string(st.Phase()))
	if st.SecondCommand() {
		phase += " (" + tk("phase.second") + ")"
	}
	line := tkf("turn.phase", turns, phase)
	if c.Over() {
		line = tkf("game.over", turns)
	}
	add(render.Row{Kind: render.RowText, Text: line, Color: render.Gold()})
	add(render.Row{Kind: render.RowArmy, Army: army.Index, Text: army.Name})
	used, allowed := v.c.State().LeaderActivations()
	add(render.Row{Kind: render.RowText, Text: tkf("army.points", army.OrderPoints, used, allowed, army.UnitsPerActivation)})

	// The activation groups, in order, the acting one marked.
	if gs := st.Groups(); len(gs) > 0 {
		add(render.Row{Kind: render.RowHeading, Text: tk("groups")})
		for i, g := range gs {
			who := tk("group.extra")
			if g.Leader != "" {
				who = g.Leader
			}
			pieces := append(append([]string(nil), g.Units...), g.Alone...)
			text := fmt.Sprintf("%d. %s : %s  [%d/%d]", i+1, who, strings.Join(pieces, ", "), g.Used, g.Slots)
			acting := st.Phase() != rules.PhaseCommand && i == st.ActingGroup()
			if acting {
				text = "» " + text + " — " + tk("group.acting")
			}
			add(render.Row{Kind: render.RowText, Text: text, Active: acting, Color: pick(i < st.ActingGroup() && st.Phase() != rules.PhaseCommand, render.Dim(), color.RGBA{})})
		}
	}

	// The selection.
	if id := c.sel; id != "" {
		add(render.Row{Kind: render.RowHeading, Text: tk("selection")})
		if u := st.Unit(id); u != nil {
			add(render.Row{Kind: render.RowText, Text: v.unitLine(u)})
		} else if l := st.Leader(id); l != nil {
			add(render.Row{Kind: render.RowText, Text: v.leaderLine(l)})
			if st.Phase() == rules.PhaseCommand && l.Army == army.ID {
				add(render.Row{Kind: render.RowText, Text: tkf("slots.left", v.slotsLeft(l)), Color: render.Soft()})
			}
		}
		if st.Phase() == rules.PhaseMovement && len(v.reach) > 0 {
			if u := st.Unit(id); u != nil && len(st.LeadersAt(u.Hex)) > 0 {
				add(render.Row{Kind: render.RowMenu, ID: idFollow, Text: tk("follow"), Right: onOff(lang, c.follow), Active: c.follow})
			}
		}
	}
	v.orderRows(&rows)
	v.actionRows(&rows)

	// Pinned to the bottom: the phase button and the keys.
	var footer []render.Row
	if cb := st.CurrentCombat(); cb.Attacker != "" && !cb.Rolled {
		r := render.Row{Kind: render.RowButton, ID: idRoll, Text: tk("button.roll")}
		if viol := st.Check(rules.Roll{}); viol != nil {
			r.Disabled, r.Tip = true, []string{viol.Rule + " : " + v.c.Sentence(viol.Format, viol.Args, viol.Message)}
		}
		footer = append(footer, r)
	}
	if !c.Over() {
		footer = append(footer, render.Row{Kind: render.RowButton, ID: idEnd, Text: tkf("button.end", tk("phase."+string(st.Phase())))})
	}
	footer = append(footer,
		render.Row{Kind: render.RowMenu, ID: idUndo, Text: tk("button.undo"), Right: tk("button.redo"), Disabled: !c.CanUndo() && !c.CanRedo()},
		render.Row{Kind: render.RowMenu, ID: idSave, Text: tk("button.save"), Right: tk("button.load")},
		render.Row{Kind: render.RowMenu, ID: idLang, Text: tk("lang.switch"), Right: tk("keys.help")},
	)
	v.panel = render.PanelModel{Rows: rows, Footer: footer, LogTitle: tk("log"), Log: v.logRows()}
}

// shortGloss is an order's gloss up to its colon: "Bellow" from "Bellow:
// +1 command radius"; the whole gloss goes in the tooltip.
func shortGloss(g string) string {
	s, _, _ := strings.Cut(g, ":")
	return strings.TrimSpace(s)
}

func pick(cond bool, a, b color.RGBA) color.RGBA {
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

// slotsLeft is how many more pieces a leader may activate.
func (v *View) slotsLeft(l *rules.Leader) int {
	st := v.c.State()
	for _, g := range st.Groups() {
		if g.Leader == l.ID && !g.Extra {
			return g.Slots - g.Used
		}
	}
	return st.Slots(l)
}
