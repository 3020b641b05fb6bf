package render

import "image"

// Style is how a panel or a dialog is drawn: the device scale, the
// entry under the cursor and the window's palette. The drawing functions
// take it with the rectangle they draw in.
type Style struct {
	UI      float64  // device scale: sizes multiply by it
	Hover   string   // the id of the hovered entry, "" for none
	Palette *Palette // the window's colours; nil: the default palette
}

// Status is the status line across the bottom of the board: a rule id
// drawn in its colour, then the sentence, fading with Alpha. With Link
// the rule id is underlined, a link to its help (StatusRule).
//
// Left and Bottom, when set, are where the line may start and where it
// must end: right of the board's row labels, above its column labels,
// so that it never covers them.
type Status struct {
	Rule, Message string
	Alpha         float64
	Link          bool
	Left, Bottom  float64
}

// area returns a rectangle's size as floats.
func area(r image.Rectangle) (float64, float64) { return float64(r.Dx()), float64(r.Dy()) }

// frect is a rectangle in unrounded pixels: where a row or the log goes.
type frect struct{ x, y, w, h float64 }
