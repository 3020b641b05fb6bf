package editor

import (
	"estafette/rules"
	"estafette/rules/hex"
)

// pieceRef points at a piece of a scenario.
type pieceRef struct {
	army   int
	unit   *rules.UnitSetup
	leader *rules.LeaderSetup
	herald *rules.HeraldSetup
}

func (p pieceRef) hex() hex.Hex {
	switch {
	case p.unit != nil:
		return p.unit.Hex
	case p.leader != nil:
		return p.leader.Hex
	}
	return p.herald.Hex
}

// findPiece finds a unit, leader or herald by id.
func findPiece(sc *rules.Scenario, id string) (pieceRef, bool) {
	for i := range sc.Armies {
		a := &sc.Armies[i]
		for j := range a.Units {
			if a.Units[j].ID == id {
				return pieceRef{army: i, unit: &a.Units[j]}, true
			}
		}
		for j := range a.Leaders {
			if a.Leaders[j].ID == id {
				return pieceRef{army: i, leader: &a.Leaders[j]}, true
			}
		}
		for j := range a.Heralds {
			if a.Heralds[j].ID == id {
				return pieceRef{army: i, herald: &a.Heralds[j]}, true
			}
		}
	}
	return pieceRef{}, false
}

// PieceHex returns a piece's hex.
func (c *Controller) PieceHex(id string) (hex.Hex, bool) {
	p, ok := findPiece(c.ed.Scenario, id)
	if !ok {
		return hex.None, false
	}
	return p.hex(), true
}

// PieceAt returns the unit on h, or else the first leader there, or "".
func (c *Controller) PieceAt(h hex.Hex) string {
	leader := ""
	for _, a := range c.ed.Scenario.Armies {
		for _, u := range a.Units {
			if u.Hex == h {
				return u.ID
			}
		}
		for _, l := range a.Leaders {
			if l.Hex == h && leader == "" {
				leader = l.ID
			}
		}
		for _, hr := range a.Heralds {
			if hr.Hex == h && leader == "" {
				leader = hr.ID
			}
		}
	}
	return leader
}

func (c *Controller) onBoard(h hex.Hex) bool {
	return c.ed.Scenario.Board.Bounds().Contains(h)
}
