package tableview

import (
	"strings"

	"estafette/i18n"
	"estafette/render"
	"estafette/session"
)

// The computer on the panel: under whose decision it is, what the
// computer is doing in its army's colour; in the footer, instead of the
// decision's buttons (which are its to press), pause or resume, the rest
// of its turn, and the pace.

// computerRows: what the computer commanding the deciding army is doing,
// instead of the prompt (in the row's tooltip, with its level).
func (v *View) computerRows(rows []render.Row) []render.Row {
	c := v.c
	if !c.Session().ComputerDecides() {
		return rows
	}
	a, _ := c.Decider()
	key := "computer.playing"
	switch {
	case c.Session().Paused():
		key = "computer.waiting"
	case c.Session().Thinking():
		key = "computer.thinking"
	}
	text, _ := c.Prompt()
	rows = append(rows, render.Row{Kind: render.RowPrompt, Army: a.Index, Text: v.tkf(key, a.Name),
		Tip: []string{text, v.tkf("computer.commands", a.Name, v.levelName(c.Session().Game().Players[a.ID]))}})
	return rows
}

// levelName is a computer player's name for the panel: its level in the
// interface's language ("normal"), or the name itself ("random").
func (v *View) levelName(name string) string {
	switch {
	case name == "ai":
		return v.tk("level.normal")
	case strings.HasPrefix(name, "ai:") && i18n.Has("level."+strings.TrimPrefix(name, "ai:")):
		return v.tk("level." + strings.TrimPrefix(name, "ai:"))
	}
	return name
}

// computerButtons are the footer's buttons while the computer decides.
func (v *View) computerButtons() []render.Row {
	c := v.c
	pause := render.Row{Kind: render.RowButton, ID: Pause.ID(), Text: v.tk("computer.pause")}
	if c.Session().Paused() {
		pause = render.Row{Kind: render.RowButton, ID: Pause.ID(), Text: v.tk("computer.resume"), Active: true}
	}
	skip := render.Row{Kind: render.RowButton, ID: Skip.ID(), Text: v.tk("computer.skip"), Active: c.Session().Skipping(), Tip: []string{v.tk("computer.skip.tip")}}
	return []render.Row{pause, skip, v.paceRow()}
}

// paceRow is the pace and its two buttons.
func (v *View) paceRow() render.Row {
	tip := []string{v.tk("computer.pace.tip")}
	return render.Row{Kind: render.RowChips, Text: v.tkf("computer.pace.row", session.PaceText(v.c.Session().Pace())), Chips: []render.Chip{
		{ID: Slower.ID(), Label: v.tk("computer.slower"), Tip: tip},
		{ID: Quicker.ID(), Label: v.tk("computer.quicker"), Tip: tip},
	}}
}
