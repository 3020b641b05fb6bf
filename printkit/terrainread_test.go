package printkit

import (
	"bytes"
	"fmt"
	"image"
	"math"
	"slices"
	"sort"
	"strings"
	"testing"

	"estafette/i18n"
	"estafette/scenarios"
)

// armsLength is the resolution at which a map is seen from 1 m: the
// eye tells apart details of about one minute of arc, 0.3 mm there.
const armsLength = 85 // dpi

// terrainLook is how a terrain's hex reads from afar: its mean grey and
// the spread of its greys (its texture), 0 black to 1 white, once what
// is finer than the eye tells apart is blurred away.
type terrainLook struct{ mean, spread float64 }

// terrainLooks draws a hex of every terrain key of the built-in rulesets
// at the map's scale, as the map draws it, and measures each at arm's
// length.
func terrainLooks(t *testing.T) ([]string, map[string]terrainLook) {
	t.Helper()
	keys := map[string]bool{}
	for _, rk := range scenarios.RulesetKeys() {
		rs, _ := scenarios.Ruleset(rk)
		for _, k := range rs.TerrainKeys() {
			keys[k] = true
		}
	}
	var order []string
	for k := range keys {
		order = append(order, k)
	}
	sort.Strings(order)
	s, err := newSheet(Options{Lang: i18n.EN, Paper: A4}.normal(), "terrain")
	if err != nil {
		t.Fatal(err)
	}
	s.page(false)
	r := flatsToR(17) // the maps of the built-in scenarios
	at := func(i int) point { return point{30 + float64(i%5)*35, 40 + float64(i/5)*35} }
	for i, k := range order {
		s.terrain(newHexPoly(at(i), r), k, strings.ToUpper(k[:1]))
	}
	var b bytes.Buffer
	if err := s.write(&b); err != nil {
		t.Fatal(err)
	}
	g := render(t, b.Bytes(), 1, armsLength)
	px := func(mm float64) int { return int(math.Round(mm / 25.4 * armsLength)) }
	looks := map[string]terrainLook{}
	for i, k := range order {
		c := at(i)
		cx, cy, rad := px(c.x), px(c.y), px(r*0.7)
		var vals []float64
		for y := cy - rad; y <= cy+rad; y++ {
			for x := cx - rad; x <= cx+rad; x++ {
				if (x-cx)*(x-cx)+(y-cy)*(y-cy) <= rad*rad {
					vals = append(vals, boxBlur(g, x, y, 1))
				}
			}
		}
		var sum, sq float64
		for _, v := range vals {
			sum += v
		}
		mean := sum / float64(len(vals))
		for _, v := range vals {
			sq += (v - mean) * (v - mean)
		}
		looks[k] = terrainLook{mean, math.Sqrt(sq / float64(len(vals)))}
	}
	return order, looks
}

// boxBlur is the mean grey (0 to 1) of the (2n+1)² pixels around x, y.
func boxBlur(g *image.Gray, x, y, n int) float64 {
	sum, count := 0.0, 0
	for dy := -n; dy <= n; dy++ {
		for dx := -n; dx <= n; dx++ {
			sum += float64(g.GrayAt(x+dx, y+dy).Y) / 255
			count++
		}
	}
	return sum / float64(count)
}

// apart is how far two looks are, in steps the eye tells at 1 m: 0.12
// of mean grey or 0.08 of spread each count one.
func apart(a, b terrainLook) float64 {
	return math.Hypot((a.mean-b.mean)/0.12, (a.spread-b.spread)/0.08)
}

// water is the terrains of water, which a player must tell apart first.
var water = []string{"lake", "river", "great-river", "ford", "bridge"}

// TestTerrainsReadApartAtArmsLength (issue 39): seen from 1 m in black and
// white, every two terrains differ by their grey or their texture, the
// kinds of water clearly, and river and ford (which looked the same: a
// hatching, sparser for the ford) by far. Before, woods and hill were
// 0.27 apart, marsh and snow 0.14, river and ford 1.16.
func TestTerrainsReadApartAtArmsLength(t *testing.T) {
	order, looks := terrainLooks(t)
	var report strings.Builder
	for _, k := range order {
		fmt.Fprintf(&report, "%-12s mean %.2f spread %.2f\n", k, looks[k].mean, looks[k].spread)
	}
	isWater := func(k string) bool { return slices.Contains(water, k) }
	for i, a := range order {
		for _, b := range order[i+1:] {
			want := 0.4
			if isWater(a) && isWater(b) {
				want = 1
			}
			if d := apart(looks[a], looks[b]); d < want {
				t.Errorf("%s and %s read alike from 1 m (%.2f apart, want %.1f)", a, b, d, want)
			}
		}
	}
	if d := apart(looks["river"], looks["ford"]); d < 2 {
		t.Errorf("river and ford are only %.2f apart from 1 m, want 2", d)
	}
	if t.Failed() {
		t.Log("\n" + report.String())
	}
}
