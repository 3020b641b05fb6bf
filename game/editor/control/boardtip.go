package control

import (
	"fmt"
	"slices"

	"estafette/rules/hex"
)

// BoardTip returns the tooltip of the board under the cursor: the piece
// (piece, or else the one on h), then the hex, its terrain and road.
func (c *Controller) BoardTip(h hex.Hex, piece string) []string {
	sc := c.ed.Scenario
	if !sc.Board.Bounds().Contains(h) {
		return nil
	}
	var out []string
	if piece == "" {
		piece = c.PieceAt(h)
	}
	if p, ok := findPiece(sc, piece); ok {
		out = append(out, c.pieceLine(p), say(c.Lang, "select.tip"))
	}
	line := h.Label()
	if t, ok := c.ed.Ruleset.Terrain[sc.Board.TerrainAt(h)]; ok {
		line += " · " + c.Term(t.Name, t.Gloss)
	}
	for _, r := range sc.Board.Roads {
		if slices.Contains(r.Hexes, h) {
			line += " · " + say(c.Lang, "road")
			break
		}
	}
	return append(out, line)
}

func (c *Controller) pieceLine(p Piece) string {
	rs := c.ed.Ruleset
	switch {
	case p.Unit != nil:
		what := p.Unit.Profile
		if pr := rs.Profiles[p.Unit.Profile]; pr != nil {
			what = c.Term(pr.Name, pr.Gloss)
		}
		return fmt.Sprintf("%s (%s) — %s — %d", p.Unit.Name, p.Unit.ID, what, p.Unit.Elements)
	case p.Leader != nil:
		what := string(p.Leader.Rank)
		if lr, ok := rs.Leaders[p.Leader.Rank]; ok {
			what = c.Term(lr.Name, lr.Gloss)
		}
		return say(c.Lang, "piece.tip", p.Leader.Name, p.Leader.ID, what)
	}
	return say(c.Lang, "herald", p.Herald.ID) + " — " + p.Herald.Name
}
