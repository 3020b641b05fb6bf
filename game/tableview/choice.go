package tableview

import (
	"strings"

	"estafette/game/control"
	"estafette/game/say"
	"estafette/render"
	"estafette/rules"
)

// choiceRows: a choice under way on the board (control.Choice) says what
// it asks for, as long as it lasts: the status line fades, this row
// stays. The board marks the hexes or the units.
func (v *View) choiceRows(rows []render.Row) []render.Row {
	c := v.c
	ch := c.Choosing()
	if ch.Kind == control.NoChoice {
		return rows
	}
	s := say.Sayer{St: c.State(), Lang: c.Lang}
	var what, text string
	switch a := ch.Action.(type) {
	case rules.Defend:
		what = s.Order(a.Order)
	case rules.Direct:
		what = v.tkf("choice.direct", s.Order(a.Order), s.Piece(a.Leader))
	case rules.Withdraw:
		what = v.tkf("choice.withdraw", s.Piece(a.Leader))
	case rules.GiveOrder:
		what = v.tkf("choice.direct", s.Order(a.Key), s.Piece(ch.Leader))
	}
	switch ch.Kind {
	case control.ChooseHex:
		text = v.tkf("choice.retreat", s.Piece(ch.Unit), len(ch.Hexes))
	case control.ChooseUnits:
		picked := v.tk("choice.none")
		if len(ch.Picked) > 0 {
			picked = strings.Join(ch.Picked, ", ")
		}
		text = v.tkf("choice.mass", ch.Need, strings.Join(ch.Units, ", "), picked, len(ch.Picked), ch.Need)
	}
	return append(rows,
		render.Row{Kind: render.RowHeading, Text: what},
		render.Row{Kind: render.RowText, Text: text, Tone: render.ToneGold},
		render.Row{Kind: render.RowText, Text: v.tk("choice.cancel"), Tone: render.ToneDim})
}
