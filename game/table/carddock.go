package table

import (
	"image"

	"estafette/game/window"
	"estafette/render"
)

// The hover card was drawn beside the hovered piece, over its
// neighbours: exactly where the enemy a newcomer meant to click stood.
// It now has a fixed place, a corner of the board the player can choose
// (the settings' card_corner); "beside" keeps the old place.

// CardCorners are the places a card can have, the first the default.
var CardCorners = []string{"top-right", "top-left", "bottom-right", "bottom-left", "beside"}

// cardAnchor is the box the card is drawn beside: the piece's own box
// for "beside", else an empty box at the chosen corner of the board, so
// that render.DrawCard, which keeps a card beside a box and inside the
// board, puts it in that corner whatever piece it tells of. A card that
// would cover its own piece there goes to the other side.
func (a *App) cardAnchor(card *render.Card, piece image.Rectangle) image.Rectangle {
	corner := a.opts.CardCorner
	if corner == "beside" {
		return piece
	}
	anchor := a.corner(corner)
	if render.CardBox(card, anchor, a.BoardArea(), a.UI).Overlaps(piece) {
		anchor = a.corner(map[string]string{"top-left": "top-right", "bottom-right": "bottom-left", "bottom-left": "bottom-right"}[corner])
		if corner == "" || corner == "top-right" {
			anchor = a.corner("top-left")
		}
	}
	return anchor
}

// corner is the empty box at a corner of the board ("" is top-right).
func (a *App) corner(corner string) image.Rectangle {
	b := a.BoardArea()
	// Far enough in for the card's 8-unit gap: placeBeside then falls
	// back to the side that fits, against the board's edge.
	in := int(12 * a.UI)
	x, y := b.Max.X-in, b.Min.Y+in // top-right
	if corner == "top-left" {
		// Under the web page's Files button, when there is one.
		y = max(y, window.PageCornerAt(a.UI).Max.Y+in)
	}
	switch corner {
	case "top-left":
		x = b.Min.X - in
	case "bottom-right":
		y = b.Max.Y
	case "bottom-left":
		x, y = b.Min.X-in, b.Max.Y
	}
	return image.Rect(x, y, x, y)
}
