package printkit

import (
	"fmt"
	"slices"
	"strings"

	"estafette/i18n"
	"estafette/rules"
)

// weightOrder sorts a troop type's profiles from the lightest.
var weightOrder = []string{"very-light", "light", "medium", "heavy", "cuirassiers", "very-heavy"}

func (k *kit) cardBack(size float64) {
	s := k.s
	rs := k.rs
	s.page(false)
	x, w := float64(margin), s.w-2*margin
	y := k.cardHeading(k.tf("print.card.title.back", rs.Name))
	y = k.cardSection(x, y, w, k.t("print.card.movement"), size)
	keys := rs.ProfileKeys()
	slices.SortStableFunc(keys, func(a, b string) int {
		pa, pb := rs.Profiles[a], rs.Profiles[b]
		if d := slices.Index(rules.TroopTypes, pa.Type) - slices.Index(rules.TroopTypes, pb.Type); d != 0 {
			return d
		}
		return slices.Index(weightOrder, pa.Weight) - slices.Index(weightOrder, pb.Weight)
	})
	var rows [][]string
	for _, key := range keys {
		p := rs.Profiles[key]
		st := func(v int, field string) string { return k.star(fmt.Sprint(v), "profile", key, field) }
		maxMove := "—"
		if p.MaxMove > 0 {
			maxMove = st(p.MaxMove, "max_move")
		}
		var notes []string
		if p.LosesDie {
			notes = append(notes, k.t("print.card.losesdie"))
		}
		if len(p.PassThrough) > 0 {
			var through []string
			for _, c := range p.PassThrough {
				through = append(through, k.classWord(c))
			}
			notes = append(notes, k.tf("print.card.through", strings.Join(through, ", ")))
		}
		rows = append(rows, []string{k.term(p.Name, p.Gloss), k.t("print.type." + string(p.Type)), st(p.Move, "move"), st(p.MoveNoCombat, "move_no_combat"), maxMove,
			st(p.Fire, "fire"), st(p.Range, "range"), st(p.Assault, "assault"), st(p.Melee, "melee"), strings.Join(notes, "; ")})
	}
	y = k.table(x, y, w, []column{{k.t("print.col.profile"), 0.3}, {k.t("print.col.type"), 0.09}, {k.t("print.col.move"), 0.07}, {k.t("print.col.nocombat"), 0.07},
		{k.t("print.col.max"), 0.05}, {k.t("print.col.fire"), 0.05}, {k.t("print.col.range"), 0.06}, {k.t("print.col.assault"), 0.06}, {k.t("print.col.melee"), 0.06},
		{k.t("print.col.notes"), 0.19}}, rows, size, true)
	s.setFont(regular, size)
	y = s.paragraph(x, y+0.5, w, k.t("print.card.road"))
	y = s.paragraph(x, y, w, k.t("print.card.dice"))
	// the terrain and the die's faces side by side, kept on one page
	left := (w - 6) * 0.45
	right := w - 6 - left
	var terrain [][]string
	for _, key := range rs.TerrainKeys() {
		t := rs.Terrain[key]
		effect := "—"
		switch {
		case t.Impassable:
			effect = k.star(k.t("print.terrain.impassable"), "terrain", key, "impassable")
		case t.Difficult:
			effect = k.star(k.t("print.terrain.difficult.short"), "terrain", key, "difficult")
		}
		cover := ""
		if n := rs.Combat.Cover[key]; n > 0 {
			cover = k.star(fmt.Sprint(n), "combat", "", "cover")
		}
		terrain = append(terrain, []string{k.term(t.Name, t.Gloss), effect, k.star(fmt.Sprint(t.Cost), "terrain", key, "cost"), cover})
	}
	terrainCols := []column{{k.t("print.col.terrain"), 0.4}, {k.t("print.col.movement"), 0.32}, {k.t("print.col.cost"), 0.12}, {k.t("print.col.cover"), 0.16}}
	var faces [][]string
	for _, f := range rs.Dice.Faces {
		melee, fire := k.faceEffect(f)
		faces = append(faces, []string{k.term(f.Name, f.Gloss), k.star(fmt.Sprint(f.Weight), "dice.face", f.Key, "weight"), melee, fire})
	}
	faceCols := []column{{k.t("print.col.face"), 0.25}, {k.t("print.col.weight"), 0.12}, {k.t("print.col.inmelee"), 0.33}, {k.t("print.col.infire"), 0.3}}
	need := max(k.tableHeight(left, terrainCols, terrain, size, true), k.tableHeight(right, faceCols, faces, size, true)+4*s.lineHeight()) + 3*s.lineHeight()
	y0 := s.room(y, need)
	yl := k.cardSection(x, y0, left, k.t("print.card.terrain"), size)
	yl = k.table(x, yl, left, terrainCols, terrain, size, true)
	xr := x + left + 6
	yr := k.cardSection(xr, y0, right, k.t("print.card.faces"), size)
	yr = k.table(xr, yr, right, faceCols, faces, size, true)
	if rs.Features.Messengers {
		s.setFont(regular, size)
		yr = s.paragraph(xr, yr+0.5, right, k.t("print.face.messenger"))
	}
	y = max(yl, yr)
	y = k.cardSection(x, y, w, k.t("print.card.leaders"), size)
	s.setFont(regular, size)
	for _, l := range k.combatLines() {
		y = s.paragraph(x+2, y, w-2, "• "+l)
	}
}

// classWord names a pass-through class: a troop type or a weight.
func (k *kit) classWord(c string) string {
	if i18n.Has("print.type." + c) {
		return strings.ToLower(k.t("print.type." + c))
	}
	return k.t("print.weight." + c)
}

// faceEffect says what a face does in melee and in fire, from its kind
// and the ruleset's combat numbers.
func (k *kit) faceEffect(f rules.Face) (melee, fire string) {
	c := k.rs.Combat
	switch f.Kind {
	case rules.FaceHit:
		var types []string
		for _, t := range f.Hits {
			types = append(types, strings.ToLower(k.t("print.type."+string(t))))
		}
		e := k.tf("print.face.hit", strings.Join(types, ", "))
		return e, e
	case rules.FaceFlag:
		e := k.tf("print.face.flag", k.star(fmt.Sprint(c.FlagRetreat), "combat", "", "flag_retreat"), k.star(fmt.Sprint(c.BlockedLoss), "combat", "", "blocked_loss"))
		return e, e
	case rules.FaceOrder:
		e := k.t("print.face.order")
		return e, e
	}
	parts := []string{k.t("print.face.none")}
	if k.rs.Features.LeaderHexActions {
		parts = append(parts, k.t("print.face.wound"))
	}
	if o, ok := k.rs.OrderDoing(rules.EffectBerserks); ok {
		parts = append(parts, k.tf("print.face.berserks", o.Name))
	}
	return strings.Join(parts, "; "), k.t("print.face.none")
}

// combatLines are the leaders in combat and the other combat numbers, in
// the help overlay's own sentences (i18n help.combat.*).
func (k *kit) combatLines() []string {
	rs := k.rs
	c := rs.Combat
	var out []string
	if rs.Features.LeaderHexActions || rs.Features.DirectActions {
		out = append(out, k.tf("help.combat.front", c.FrontRankDice, c.DirectDice))
	}
	out = append(out, k.tf("help.combat.leader", c.LeaderCancels), k.tf("help.combat.support", c.SupportCancels),
		k.tf("help.combat.retreat", c.FlagRetreat, c.BlockedLoss))
	var covers []string
	for _, key := range rs.TerrainKeys() {
		if n := c.Cover[key]; n > 0 {
			name := key
			if t := rs.Terrain[key]; t != nil {
				name = t.Name
			}
			covers = append(covers, fmt.Sprintf("%s %d", name, n))
		}
	}
	if len(covers) > 0 {
		out = append(out, k.tf("help.combat.cover", strings.Join(covers, ", ")))
	} else {
		out = append(out, k.t("help.combat.nocover"))
	}
	var dice []string
	for _, key := range sortedKeys(c.OrderDice) {
		name := key
		if o, ok := rs.Order(key); ok {
			name = o.Name
		}
		dice = append(dice, fmt.Sprintf("%s %s", name, signed(c.OrderDice[key])))
	}
	if len(dice) > 0 {
		out = append(out, k.tf("help.combat.orders", strings.Join(dice, ", ")))
	}
	if len(c.Pursuit) > 0 {
		var types []string
		for _, t := range c.Pursuit {
			types = append(types, strings.ToLower(k.t("print.type."+string(t))))
		}
		out = append(out, k.tf("help.combat.pursuit", strings.Join(types, ", ")))
	} else {
		out = append(out, k.t("help.combat.nopursuit"))
	}
	for _, m := range []struct {
		n        int
		key, off string
	}{{c.PalisadeCover, "help.combat.palisade", "help.combat.palisade.name"}, {c.CamelCover, "help.combat.camels", "help.combat.camels.name"}, {c.ElephantPanic, "help.combat.elephants", "help.combat.elephants.name"}} {
		if m.n > 0 {
			out = append(out, k.tf(m.key, m.n))
		}
	}
	return out
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
