package printkit

import (
	"bytes"
	"math"
	"testing"

	"estafette/i18n"
	"estafette/rules"
	"estafette/rules/hex"
	"estafette/scenarios"
)

// TestRoadsAreAQuietLine (issue 39): a road is a thin line through its
// hexes' centres, not a band edged in black that outweighs the map: the
// ink across it is under 0.8 mm (it was two black edges, about 1.7 mm).
func TestRoadsAreAQuietLine(t *testing.T) {
	rs, err := scenarios.Ruleset("thucydide")
	if err != nil {
		t.Fatal(err)
	}
	var road rules.Road
	for row := 1; row <= 5; row++ {
		road.Hexes = append(road.Hexes, hex.FromOffset(3, row))
	}
	sc := &rules.Scenario{Title: "road", Board: rules.Board{Columns: 5, Rows: 5, Roads: []rules.Road{road}}}
	s, err := newSheet(Options{Lang: i18n.EN}.normal(), "road")
	if err != nil {
		t.Fatal(err)
	}
	k := &kit{s: s, sc: sc, rs: rs, l: i18n.EN}
	k.mapPages()
	var b bytes.Buffer
	if err := s.write(&b); err != nil {
		t.Fatal(err)
	}
	const dpi = 150
	g := render(t, b.Bytes(), 1, dpi)
	var l2, l3 *struct{ x, y float64 }
	for _, w := range wordBoxes(t, b.Bytes())[0].Words {
		c := &struct{ x, y float64 }{(w.XMin + w.XMax) / 2, (w.YMin + w.YMax) / 2}
		switch w.Text {
		case "3,2":
			l2 = c
		case "3,3":
			l3 = c
		}
	}
	if l2 == nil || l3 == nil {
		t.Fatal("the labels 3,2 and 3,3 are not on the map")
	}
	// halfway between the two labels lies hex 3,2 just under its centre,
	// where only the road crosses
	k2 := float64(dpi) / 72
	r := (l3.y - l2.y) / math.Sqrt(3) // in points
	y := int((l2.y + l3.y) / 2 * k2)
	ink := 0.0
	for x := int((l2.x - r/2) * k2); x <= int((l2.x+r/2)*k2); x++ {
		ink += 1 - float64(g.GrayAt(x, y).Y)/255
	}
	ink *= 25.4 / dpi // in mm
	if ink <= 0.1 || ink > 0.8 {
		t.Errorf("the road's ink across is %.2f mm, want a line of under 0.8 mm", ink)
	}
}
