package table

import "estafette/render"

// oddsLines are the odds a piece's card shows: none until the rules
// answer them.
func (v *View) oddsLines(id string) []render.CardLine { return nil }
