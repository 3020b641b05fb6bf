package printkit

import (
	"slices"

	"estafette/i18n"
	"estafette/rules/hex"
)

// legend draws the map's key: a swatch of each terrain on the board with
// its name and movement effect as the ruleset gives them, a road, an
// objective, and each army's counters.
func (k *kit) legend(x, y, w float64) float64 {
	s := k.s
	y = k.heading(x, y, k.t("legend"))
	var keys []string
	seen := map[string]bool{}
	for _, h := range k.sc.Board.Bounds().All() {
		if key := k.sc.Board.TerrainAt(h); !seen[key] {
			seen[key] = true
			keys = append(keys, key)
		}
	}
	slices.Sort(keys)
	type item struct {
		draw  func(c point, r float64)
		label string
	}
	var items []item
	for _, key := range keys {
		name := key
		if t := k.rs.Terrain[key]; t != nil {
			name = k.term(t.Name, t.Gloss) + k.terrainEffect(key)
		}
		items = append(items, item{func(c point, r float64) {
			hp := newHexPoly(c, r)
			initial := "?"
			if t := k.rs.Terrain[key]; t != nil && t.Name != "" {
				initial = string([]rune(t.Name)[:1])
			}
			s.terrainFill(hp, key, initial)
			s.stroke(0, 0.2)
			s.polygon(hp.corners[:], "D")
		}, name})
	}
	if len(k.sc.Board.Roads) > 0 {
		items = append(items, item{func(c point, r float64) {
			hp := newHexPoly(c, r)
			s.stroke(0, 0.2)
			s.polygon(hp.corners[:], "D")
			s.road([]point{{c.x - r, c.y + r*0.3}, {c.x, c.y - r*0.2}, {c.x + r, c.y + r*0.3}})
		}, k.t("print.legend.road")})
	}
	for i, a := range k.sc.Armies {
		if !k.hasObjectiveHex(i) {
			continue
		}
		items = append(items, item{func(c point, r float64) {
			hp := newHexPoly(c, r)
			s.stroke(0, 0.2)
			s.polygon(hp.corners[:], "D")
			s.objective(c, r, i)
		}, k.tf("print.legend.objective.of", a.Name)})
	}
	for i, a := range k.sc.Armies {
		items = append(items, item{func(c point, r float64) {
			s.stroke(0, 0.2)
			s.gray(armyFill(i))
			s.rect(c.x-r*0.9, c.y-r*0.45, r*1.1, r*0.9, "FD")
			s.circle(point{c.x + r*0.6, c.y}, r*0.35, "FD")
			s.gray(0)
		}, k.tf("print.legend.army", a.Name)})
	}
	items = append(items, item{func(c point, r float64) {
		hp := newHexPoly(c, r)
		s.stroke(0, 0.2)
		s.polygon(hp.corners[:], "D")
		s.setFont(regular, 5)
		s.text(c.x, c.y+0.8, hex.FromOffset(3, 7).Label(), alignCenter)
	}, k.t("print.legend.label")})
	const per = 2
	colW := w / per
	r := 3.6
	s.setFont(regular, 8.5)
	for i, it := range items {
		if i%per == 0 && i > 0 {
			y += 2*r + 1.5
		}
		if i%per == 0 {
			y = s.room(y, 2*r+2)
		}
		cx := x + float64(i%per)*colW
		it.draw(point{cx + r, y - 1}, r)
		s.setFont(regular, 8.5)
		s.gray(0)
		lines := s.lines(it.label, colW-2*r-4, 2)
		for j, l := range lines {
			s.text(cx+2*r+2, y-1+float64(j)*3.4-float64(len(lines)-1)*1.7+1.2, l, alignLeft)
		}
	}
	y += 2*r + 3
	s.setFont(regular, 8.5)
	return s.keptParagraph(x, y, w, k.t("print.legend.names"))
}

// term is a rules term: the French name, and in English its gloss too.
func (k *kit) term(fr, gloss string) string {
	if k.l == i18n.EN && gloss != "" && gloss != fr {
		return fr + " (" + gloss + ")"
	}
	return fr
}

// terrainEffect says a terrain's movement effect from the ruleset.
func (k *kit) terrainEffect(key string) string {
	t := k.rs.Terrain[key]
	switch {
	case t == nil:
		return ""
	case t.Impassable:
		return " — " + k.t("print.terrain.impassable")
	case t.Difficult:
		return " — " + k.t("print.terrain.difficult")
	}
	return ""
}
