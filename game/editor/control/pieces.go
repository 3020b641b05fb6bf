package control

import (
	"estafette/rules"
	"estafette/rules/hex"
)

// Piece points at a piece of the scenario: its army's index and one of
// a unit, a leader or a herald, the others nil.
type Piece struct {
	Army   int
	Unit   *rules.UnitSetup
	Leader *rules.LeaderSetup
	Herald *rules.HeraldSetup
}

func (p Piece) hex() hex.Hex {
	switch {
	case p.Unit != nil:
		return p.Unit.Hex
	case p.Leader != nil:
		return p.Leader.Hex
	}
	return p.Herald.Hex
}

// findPiece finds a unit, leader or herald by id.
func findPiece(sc *rules.Scenario, id string) (Piece, bool) {
	for i := range sc.Armies {
		a := &sc.Armies[i]
		for j := range a.Units {
			if a.Units[j].ID == id {
				return Piece{Army: i, Unit: &a.Units[j]}, true
			}
		}
		for j := range a.Leaders {
			if a.Leaders[j].ID == id {
				return Piece{Army: i, Leader: &a.Leaders[j]}, true
			}
		}
		for j := range a.Heralds {
			if a.Heralds[j].ID == id {
				return Piece{Army: i, Herald: &a.Heralds[j]}, true
			}
		}
	}
	return Piece{}, false
}

// Piece finds a piece of the scenario by id.
func (c *Controller) Piece(id string) (Piece, bool) { return findPiece(c.ed.Scenario, id) }

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
