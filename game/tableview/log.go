package tableview

import (
	"estafette/game/boardview"
	"estafette/game/help"
	"estafette/render"
	"estafette/session"
)

// logRows is the whole log, oldest first, with a separator at the start
// of each turn and at each handover: the panel scrolls through it back to
// the first action. Only the entries added since the last panel (or
// changed: an undo) are said; the others' rows are the cache's.
func (v *View) logRows() []render.LogRow {
	c := v.c
	st := c.State()
	log := c.Log()
	lc := v.logCache()
	k := lc.kept(log, c.Lang)
	prevTurn, prevArmy := 0, ""
	if k > 0 {
		prevTurn, prevArmy = log[k-1].Turn, log[k-1].TurnOf
	}
	for i := k; i < len(log); i++ {
		e := log[i]
		lc.keys, lc.start = append(lc.keys, keyOf(e)), append(lc.start, len(lc.rows))
		if e.Turn != prevTurn || e.TurnOf != prevArmy {
			lc.rows = append(lc.rows, render.LogRow{Separator: true, Text: v.separator(e)})
			prevTurn, prevArmy = e.Turn, e.TurnOf
		}
		r := render.LogRow{Text: c.EventSentence(e.Event)}
		if a, ok := st.Army(e.Army); ok {
			r.Color = render.LogColor(a.Index)
		}
		r.Dice = boardview.DieFaces(e.Event.Dice(), c.Lang)
		lc.rows = append(lc.rows, r)
		if why := c.ReasonOf(e.Index); why != "" && (i+1 == len(log) || log[i+1].Index != e.Index) {
			// The computer's reason, under its action's last line, in
			// the interface language.
			lc.rows = append(lc.rows, render.LogRow{Text: v.tkf("computer.reason", why), Tone: render.ToneSoft})
		}
	}
	return lc.rows
}

// logLinks finds the links of a sentence of the log as the panel lays
// it out: a rule id it names is a link to its help. Only the sentences
// in view are searched, not a long game's whole log.
func (v *View) logLinks() func(string) []render.Link {
	l := v.c.Lang
	return func(s string) []render.Link { return help.Links(l, s) }
}

// separator names a turn and the army that plays it.
func (v *View) separator(e session.LogEntry) string {
	name := e.TurnOf
	if a, ok := v.c.State().Army(e.TurnOf); ok {
		name = a.Name
	}
	return v.tkf("log.turn", e.Turn, name)
}

// logTools are the log's buttons, right to left: export, the latest
// line, later, earlier, the start.
func (v *View) logTools() []render.Chip {
	return []render.Chip{
		{ID: LogSave.ID(), Label: v.tk("log.export"), Tip: []string{v.tk("log.export.tip")}},
		{ID: LogEnd.ID(), Label: "▼", Tip: []string{v.tk("log.end.tip")}},
		{ID: LogDown.ID(), Label: "↓", Tip: []string{v.tk("log.down.tip")}},
		{ID: LogUp.ID(), Label: "↑", Tip: []string{v.tk("log.up.tip")}},
		{ID: LogStart.ID(), Label: "▲", Tip: []string{v.tk("log.start.tip")}},
	}
}
