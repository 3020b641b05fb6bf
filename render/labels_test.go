package render

import (
	"testing"

	"estafette/rules"
	"estafette/rules/hex"
)

// TestLeaderLabelsOnOneHexDoNotOverlap: leaders sharing a hex (a friendly
// leader with another, or with his unit) have labels that do not cover
// one another, at every zoom (issue 9, item 3: "HITALC").
func TestLeaderLabelsOnOneHexDoNotOverlap(t *testing.T) {
	for _, size := range []float64{12, 20, 36, 60} {
		lay := hex.Layout{Size: size}
		h := hex.FromOffset(6, 8)
		type box struct{ x0, y0, x1, y1 float64 }
		var boxes []box
		ids := []string{"HIP", "LAC", "WWW"}
		for slot, id := range ids {
			rank := []rules.Rank{rules.Commander, rules.SubGeneral, rules.Officer}[slot]
			x, y, r := LeaderTokenAt(Camera{Scale: 1}, lay, h, rank, slot)
			x0, y0, x1, y1 := leaderLabelRect(id, token{x, y, r, size, slot})
			boxes = append(boxes, box{x0, y0, x1, y1})
		}
		for i := range boxes {
			for j := i + 1; j < len(boxes); j++ {
				a, b := boxes[i], boxes[j]
				if a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1 {
					t.Errorf("hex size %v: the labels of %s and %s overlap: %v %v", size, ids[i], ids[j], a, b)
				}
			}
		}
	}
}
