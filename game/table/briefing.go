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

// briefingDialog is the scenario's briefing: its description, who plays
// first under which rules, each army's victory target and exits, the
// objectives and the turn limit.
type briefingDialog struct{}

func (briefingDialog) name() string { return "briefing" }
func (briefingDialog) card() bool   { return true }

func (briefingDialog) box(a *App) (*render.Dialog, bool) {
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
	for _, l := range c.Victory(true)[1:] {
		d.Notes = append(d.Notes, render.Note{Text: l})
	}
	d.Buttons = []render.Button{{ID: "ok", Label: i18n.T(lang, i18n.TouchKey("briefing.ok", a.Touch))}}
	return d, false
}

// input closes the briefing: its button, a click beside it, Enter, Esc,
// B.
func (briefingDialog) input(a *App, in window.Input, clicked bool) {
	if a.closes(in, clicked, ebiten.KeyB) {
		closeDialog[briefingDialog](a)
	}
}

// OpenBriefing shows the briefing again (the panel's row, B).
func (a *App) OpenBriefing() { a.openDialog(briefingDialog{}) }

// Briefing reports whether the briefing is open.
func (a *App) Briefing() bool { return isOpen[briefingDialog](a) }
