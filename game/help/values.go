package help

import (
	"fmt"
	"sort"
	"strings"

	"estafette/i18n"
	"estafette/rules"
)

// Values are the numbers of a loaded ruleset that the help's paragraphs
// name by placeholder ({key}, listed by i18n.HelpKeys), written for
// language l: the help shows the ruleset the game plays, not a copy.
func Values(l i18n.Lang, rs *rules.Ruleset) map[string]string {
	v := map[string]string{}
	if rs == nil {
		return v
	}
	for _, r := range []rules.Rank{rules.Commander, rules.SubGeneral, rules.Officer} {
		v["command_radius."+string(r)] = fmt.Sprint(rs.Leaders[r].CommandRadius)
		v["influence_radius."+string(r)] = fmt.Sprint(rs.Leaders[r].InfluenceRadius)
	}
	v["activation.bands"] = bands(rs.Activation.Bands)
	v["activation.good"] = fmt.Sprintf("%+d", rs.Activation.Good)
	v["activation.mediocre"] = fmt.Sprintf("%+d", rs.Activation.Mediocre)
	v["activation.bad"] = fmt.Sprintf("%+d", rs.Activation.Bad)
	v["features.leader_move"] = fmt.Sprint(rs.Features.LeaderMove)
	v["combat.leader_cancels"] = fmt.Sprint(rs.Combat.LeaderCancels)
	v["combat.blocked_loss"] = fmt.Sprint(rs.Combat.BlockedLoss)
	v["combat.front_rank_dice"] = fmt.Sprint(rs.Combat.FrontRankDice)
	v["combat.direct_dice"] = fmt.Sprint(rs.Combat.DirectDice)
	v["combat.pursuit"] = i18n.HelpTroopTypes(l, troopKeys(rs.Combat.Pursuit))
	for _, f := range rs.Dice.Faces {
		if f.Key == rs.Dice.Special {
			v["dice.special"] = f.Name
		}
	}
	return v
}

// bands writes the activation table as ACT.COUNT's paragraph reads it:
// "0–9: 1×3; 10–15: 1×4; 16+: 2×3".
func bands(bs []rules.ActivationBand) string {
	var out []string
	from := 0
	for _, b := range bs {
		if b.MaxUnits == 0 {
			out = append(out, fmt.Sprintf("%d+: %d×%d", from, b.Activations, b.UnitsPerActivation))
			break
		}
		out = append(out, fmt.Sprintf("%d–%d: %d×%d", from, b.MaxUnits, b.Activations, b.UnitsPerActivation))
		from = b.MaxUnits + 1
	}
	return strings.Join(out, "; ")
}

func troopKeys(ts []rules.TroopType) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = string(t)
	}
	return out
}

// CombatBlock is a heading of the combat values and its lines.
type CombatBlock struct {
	Title string
	Lines []string
}

// CombatValues are the combat numbers of the loaded ruleset that no rule
// id explains on its own (support, flags and retreats, terrain cover,
// the dice of orders, the mounts of mounted infantry), in language l.
func CombatValues(l i18n.Lang, rs *rules.Ruleset) []CombatBlock {
	if rs == nil {
		return nil
	}
	c := &rs.Combat
	tf := func(k string, args ...any) string { return i18n.Tf(l, k, args...) }
	dice := CombatBlock{Title: i18n.T(l, "help.combat.dice"), Lines: []string{tf("help.combat.faces", faces(l, rs))}}
	flags := CombatBlock{Title: i18n.T(l, "help.combat.flags"), Lines: []string{
		tf("help.combat.support", c.SupportCancels),
		tf("help.combat.leader", c.LeaderCancels),
		cover(l, rs),
		tf("help.combat.retreat", c.FlagRetreat, c.BlockedLoss),
	}}
	more := CombatBlock{Title: i18n.T(l, "help.combat.dicehead"), Lines: []string{
		tf("help.combat.front", c.FrontRankDice, c.DirectDice),
		orderDice(l, rs),
	}}
	if len(c.Pursuit) > 0 {
		more.Lines = append(more.Lines, tf("help.combat.pursuit", i18n.HelpTroopTypes(l, troopKeys(c.Pursuit))))
	} else {
		more.Lines = append(more.Lines, i18n.T(l, "help.combat.nopursuit"))
	}
	mounts := CombatBlock{Title: i18n.T(l, "help.combat.mounts")}
	for _, m := range []struct {
		key string
		n   int
	}{{"help.combat.palisade", c.PalisadeCover}, {"help.combat.camels", c.CamelCover}, {"help.combat.elephants", c.ElephantPanic}} {
		line := tf(m.key, m.n)
		if m.n == 0 {
			line = tf("help.combat.off", i18n.T(l, m.key+".name"))
		}
		mounts.Lines = append(mounts.Lines, line)
	}
	return []CombatBlock{dice, flags, more, mounts}
}

// faces lists the die's faces with their weights, by the ruleset's
// names (French, with the English gloss in English).
func faces(l i18n.Lang, rs *rules.Ruleset) string {
	var out []string
	for _, f := range rs.Dice.Faces {
		out = append(out, i18n.Tf(l, "help.combat.weight", named(l, f.Name, f.Gloss), f.Weight))
	}
	return strings.Join(out, ", ")
}

// named is a ruleset's French name, with its English gloss in English up
// to its colon ("Allant (Dash)" from "Dash: +1 combat die").
func named(l i18n.Lang, name, gloss string) string {
	gloss, _, _ = strings.Cut(gloss, ":")
	if gloss = strings.TrimSpace(gloss); l == i18n.EN && gloss != "" && gloss != name {
		return name + " (" + gloss + ")"
	}
	return name
}

func cover(l i18n.Lang, rs *rules.Ruleset) string {
	var out []string
	for _, k := range sortedKeys(rs.Combat.Cover) {
		name := k
		if t := rs.Terrain[k]; t != nil {
			name = named(l, t.Name, t.Gloss)
		}
		out = append(out, fmt.Sprintf("%s %d", name, rs.Combat.Cover[k]))
	}
	if len(out) == 0 {
		return i18n.T(l, "help.combat.nocover")
	}
	return i18n.Tf(l, "help.combat.cover", strings.Join(out, ", "))
}

func orderDice(l i18n.Lang, rs *rules.Ruleset) string {
	var out []string
	for _, k := range sortedKeys(rs.Combat.OrderDice) {
		name := k
		if o, ok := rs.Order(k); ok {
			name = named(l, o.Name, o.Gloss)
		}
		out = append(out, fmt.Sprintf("%s %+d", name, rs.Combat.OrderDice[k]))
	}
	if len(out) == 0 {
		return i18n.T(l, "help.combat.noorders")
	}
	return i18n.Tf(l, "help.combat.orders", strings.Join(out, ", "))
}

func sortedKeys(m map[string]int) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
