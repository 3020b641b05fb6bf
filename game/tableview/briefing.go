package tableview

import (
	"estafette/render"
)

// victoryRows: the victory conditions, at all times, under the turn.
func (v *View) victoryRows(rows []render.Row) []render.Row {
	for _, l := range v.c.VictoryLines() {
		rows = append(rows, render.Row{Kind: render.RowText, Text: l, Tone: render.ToneSoft})
	}
	return rows
}
