package table

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/window"
	"estafette/i18n"
	"estafette/render"
	"estafette/rules"
)

// The briefing: the scenario's description, shown when a game starts
// (and again from the panel's Briefing row, or B), with the victory
// conditions and the turn limit, which the panel also shows at all times.
// Every number is the rules': VictoryTarget, the scenario's objectives and
// its at_turn_limit result, the armies' exits (CanExit).

// victoryLines are the victory conditions in the interface language:
// each army's eliminations against its target, the objectives, what the
// turn limit gives.
func (c *Controller) victoryLines() []string { return c.victory(false) }

// victory is victoryLines, in full for the briefing (what a tie gives).
func (c *Controller) victory(full bool) []string {
	st := c.Game().State
	sc := c.Game().Scenario
	lang := c.Lang
	var parts []string
	for a := range st.Armies() {
		parts = append(parts, i18n.Tf(lang, "victory.army", a.Name, a.EliminatedEnemy, st.VictoryTarget(a)))
	}
	out := []string{i18n.Tf(lang, "victory.line", strings.Join(parts, " · "))}
	for _, o := range sc.Objectives {
		var hexes []string
		for _, h := range o.Hexes {
			hexes = append(hexes, h.Label())
		}
		name := o.Army
		if a, ok := st.Army(o.Army); ok {
			name = a.Name
		}
		out = append(out, i18n.Tf(lang, "victory.hold", name, strings.Join(hexes, ", ")))
	}
	return append(out, c.turnLimitLine(full))
}

// turnLimitLine says what happens after the last turn (at_turn_limit).
func (c *Controller) turnLimitLine(full bool) string {
	sc := c.Game().Scenario
	lang := c.Lang
	if sc.Turns <= 0 {
		return i18n.T(lang, "victory.nolimit")
	}
	switch r := sc.AtTurnLimit; r {
	case "", "eliminations":
		if full {
			return i18n.Tf(lang, "victory.limit.equal", sc.Turns)
		}
		return i18n.Tf(lang, "victory.limit.eliminations", sc.Turns)
	case "draw":
		return i18n.Tf(lang, "victory.limit.draw", sc.Turns)
	default:
		name := r
		if a, ok := c.Game().State.Army(r); ok {
			name = a.Name
		}
		return i18n.Tf(lang, "victory.limit.army", sc.Turns, name)
	}
}

// victoryRows: the victory conditions, at all times, under the turn.
func (v *View) victoryRows(rows []render.Row) []render.Row {
	for _, l := range v.c.victoryLines() {
		rows = append(rows, render.Row{Kind: render.RowText, Text: l, Color: render.Soft()})
	}
	return rows
}

// briefingDialog is the scenario's briefing: its description, who plays
// first under which rules, each army's victory target and exits, the
// objectives and the turn limit.
func (a *App) briefingDialog() *render.Dialog {
	c := a.c
	st := c.State()
	lang := c.Lang
	sc := c.Scenario()
	d := &render.Dialog{Title: i18n.Tf(lang, "briefing.title", sc.Title), Army: -1}
	first := st.Active().Name
	d.Lines = append(d.Lines, i18n.Tf(lang, "briefing.rules", c.Ruleset().Name, first))
	desc := strings.TrimSpace(sc.Briefing(lang == i18n.EN))
	if desc == "" {
		desc = i18n.T(lang, "briefing.none")
	}
	d.Notes = append(d.Notes, render.Note{Head: true, Text: i18n.T(lang, "briefing.text")}, render.Note{Text: desc},
		render.Note{Head: true, Text: i18n.T(lang, "briefing.victory")})
	for ar := range st.Armies() {
		d.Notes = append(d.Notes, render.Note{Text: i18n.Tf(lang, "briefing.target", ar.Name, st.VictoryTarget(ar)), Army: ar.Index + 1})
		for _, e := range rules.Edges {
			if st.CanExit(ar.ID, e) {
				d.Notes = append(d.Notes, render.Note{Text: i18n.Tf(lang, "briefing.exit", ar.Name, i18n.T(lang, "edge."+string(e))), Army: ar.Index + 1})
			}
		}
	}
	for _, l := range c.victory(true)[1:] {
		d.Notes = append(d.Notes, render.Note{Text: l})
	}
	d.Buttons = []render.Button{{ID: "ok", Label: i18n.T(lang, "briefing.ok")}}
	return d
}

// briefingInput closes the briefing: its button, a click beside it,
// Enter, Esc, B.
func (a *App) briefingInput(in window.Input, clicked bool) {
	if (clicked && (a.hoverOnHit || !a.onDialogBox())) || window.Enter(in) ||
		in.KeyJustPressed(ebiten.KeyEscape) || in.KeyJustPressed(ebiten.KeyB) {
		a.briefing = false
	}
}

// onDialogBox reports the cursor on the dialog's box.
func (a *App) onDialogBox() bool {
	return a.f.dialog != nil && a.f.dialog.Contains(a.mx, a.my)
}

// OpenBriefing shows the briefing again (the panel's row, B).
func (a *App) OpenBriefing() { a.briefing = true }

// Briefing reports whether the briefing is open.
func (a *App) Briefing() bool { return a.briefing }
