package printkit

import (
	"fmt"
	"strings"

	"estafette/rules"
)

// houseSummary says in a line per part of the ruleset which of its values
// in force are marked [HOUSE], with their values: the leaders' radii, the
// activation table, the combat numbers; the movement profiles, terrain
// and die are counted (the card prints each).
func (k *kit) houseSummary() []string {
	rs, h := k.rs, k.house
	var out []string
	var radii []string
	for _, r := range rules.Ranks {
		lr, ok := rs.Leaders[r]
		if !ok {
			continue
		}
		if h.Marked("leader", string(r), "command_radius") {
			radii = append(radii, k.tf("print.house.command", lr.Name, lr.CommandRadius))
		}
		if h.Marked("leader", string(r), "influence_radius") {
			radii = append(radii, k.tf("print.house.influence", lr.Name, lr.InfluenceRadius))
		}
	}
	if len(radii) > 0 {
		out = append(out, strings.Join(radii, " · "))
	}
	var act []string
	a := rs.Activation
	for _, q := range []struct {
		field string
		n     int
	}{{"good", a.Good}, {"mediocre", a.Mediocre}, {"bad", a.Bad}} {
		if h.Marked("activation", "", q.field) {
			act = append(act, k.tf("print.house.quality", k.t("quality."+q.field), signed(q.n)))
		}
	}
	for i, b := range a.Bands {
		item := fmt.Sprintf("#%d", i)
		if h.Marked("activation.band", item, "activations") || h.Marked("activation.band", item, "units_per_activation") {
			act = append(act, k.tf("print.house.band", b.Activations, b.UnitsPerActivation))
		}
	}
	if len(act) > 0 {
		out = append(out, k.tf("print.house.part", k.t("print.card.activation"), strings.Join(act, " · ")))
	}
	c := rs.Combat
	var cbt []string
	for _, v := range []struct {
		field string
		n     int
	}{{"support_cancels", c.SupportCancels}, {"leader_cancels", c.LeaderCancels}, {"flag_retreat", c.FlagRetreat}, {"blocked_loss", c.BlockedLoss},
		{"front_rank_dice", c.FrontRankDice}, {"direct_dice", c.DirectDice}, {"palisade_cover", c.PalisadeCover}, {"camel_cover", c.CamelCover}, {"elephant_panic", c.ElephantPanic}} {
		if h.Marked("combat", "", v.field) {
			cbt = append(cbt, k.tf("print.house.combat."+v.field, v.n))
		}
	}
	if h.Marked("combat", "", "pursuit") {
		var types []string
		for _, t := range c.Pursuit {
			types = append(types, strings.ToLower(k.t("print.type."+string(t))))
		}
		cbt = append(cbt, k.tf("print.house.combat.pursuit", strings.Join(types, ", ")))
	}
	if h.Marked("combat", "", "cover") {
		var covers []string
		for _, key := range rs.TerrainKeys() {
			if n := c.Cover[key]; n > 0 {
				covers = append(covers, fmt.Sprintf("%s %d", rs.Terrain[key].Name, n))
			}
		}
		cbt = append(cbt, k.tf("print.house.combat.cover", strings.Join(covers, ", ")))
	}
	if len(cbt) > 0 {
		out = append(out, k.tf("print.house.part", k.t("print.card.combat"), strings.Join(cbt, " · ")))
	}
	count := func(section string, keys []string, fields ...string) int {
		n := 0
		for _, key := range keys {
			for _, f := range fields {
				if h.Marked(section, key, f) {
					n++
				}
			}
		}
		return n
	}
	var faces []string
	for _, f := range rs.Dice.Faces {
		faces = append(faces, f.Key)
	}
	var orders []string
	for _, o := range rs.Orders {
		orders = append(orders, o.Key)
	}
	if n := count("profile", rs.ProfileKeys(), "move", "move_no_combat", "max_move", "fire", "assault", "melee", "range", "weight"); n > 0 {
		out = append(out, k.tf("print.house.profiles", n))
	}
	if n := count("terrain", rs.TerrainKeys(), "cost", "difficult", "impassable"); n > 0 {
		out = append(out, k.tf("print.house.terrain", n))
	}
	if n := count("dice.face", faces, "weight", "hits"); n > 0 {
		out = append(out, k.tf("print.house.faces", n))
	}
	if n := count("order", orders, "cost", "discount", "window"); n > 0 {
		out = append(out, k.tf("print.house.orders", n))
	}
	return out
}
