package scenarios

import (
	"slices"
	"strings"

	"estafette/rules"
)

// Every ruleset understands at least these keys (docs/formats.md).
var (
	RequiredTerrain = []string{"clear", "hill", "woods", "rocky", "marsh", "sand", "snow", "town",
		"mountain", "lake", "river", "great-river", "ford", "bridge"}
	RequiredProfiles = []string{
		"infantry-very-light", "infantry-light", "infantry-medium", "infantry-heavy", "infantry-very-heavy",
		"cavalry-very-light", "cavalry-light", "cavalry-medium", "cavalry-heavy", "cavalry-cuirassiers", "cavalry-very-heavy",
		"camels-light", "camels-heavy", "camels-very-heavy",
		"chariots-light", "chariots-heavy",
		"elephants-medium", "elephants-heavy",
		"foot-artillery-very-light", "foot-artillery-light", "foot-artillery-heavy", "foot-artillery-very-heavy",
		"horse-artillery-very-light", "horse-artillery-light", "horse-artillery-heavy",
		"elephant-artillery", "camel-artillery", "elephant-drawn-artillery-light", "elephant-drawn-artillery-heavy",
	}
)

// maxRulesetList bounds each [[list]] of a ruleset (orders, profiles,
// terrain, faces, bands, leaders); the largest has about 40 entries.
const maxRulesetList = 200

// LoadRuleset reads a ruleset data file (docs/rulesets.md). On failure the
// error is an ErrorList with every problem found.
func LoadRuleset(name string, src []byte) (*rules.Ruleset, error) {
	d, top := parse(name, src)
	if top == nil {
		return nil, d.sorted()
	}
	rs := &rules.Ruleset{
		Key:      top.str("key", true),
		Name:     top.str("name", true),
		Leaders:  map[rules.Rank]rules.LeaderRank{},
		Profiles: map[string]*rules.Profile{},
		Terrain:  map[string]*rules.Terrain{},
	}
	if f := top.sub("features", true); f != nil {
		rs.Features = rules.Features{
			Messengers:        f.boolean("messengers"),
			OrderRange:        f.boolean("order_range"),
			OrderDiscount:     f.boolean("order_discount"),
			OneTypeActivation: f.boolean("one_type_activation"),
			DirectActions:     f.boolean("direct_actions"),
			LeaderHexActions:  f.boolean("leader_hex_actions"),
			LeaderMove:        ranged(f, "leader_move", true, spanLeaderMove),
			FreeOrder:         f.boolean("free_order"),
			// Both default to false: a house ruleset written before they
			// existed plays as it did, but for Frédéric's and Jomini's.
			MessengerPlacedOnly: f.boolean("messenger_placed_only"),
			DentellesNoDirect:   f.boolean("dentelles_no_direct_actions"),
		}
		f.finish()
	}
	readLeaders(d, top, rs)
	readActivation(d, top, rs)
	readOrders(d, top, rs)
	readProfiles(d, top, rs)
	readTerrain(d, top, rs)
	readDice(d, top, rs)
	readCombat(d, top, rs)
	readPeriod(d, top, rs)
	top.finish()
	if len(d.errs) > 0 {
		return nil, d.sorted()
	}
	return rs, nil
}

func oneOf[T ~string](d *doc, path string, v T, allowed ...T) T {
	if v != "" && !slices.Contains(allowed, v) { // a missing key is reported once, by its reader
		d.errorf(path, "%q is not one of %v", v, allowed)
	}
	return v
}

func readLeaders(d *doc, top *table, rs *rules.Ruleset) {
	for _, t := range top.list("leader", true, maxRulesetList) {
		r := oneOf(d, t.child("rank"), rules.Rank(t.str("rank", true)), rules.Ranks...)
		if _, dup := rs.Leaders[r]; dup {
			d.errorf(t.child("rank"), "rank %s is listed twice", r)
		}
		rs.Leaders[r] = rules.LeaderRank{
			Rank:            r,
			Name:            t.str("name", true),
			Gloss:           t.str("gloss", true),
			CommandRadius:   ranged(t, "command_radius", true, spanRadius),
			InfluenceRadius: ranged(t, "influence_radius", true, spanRadius),
		}
		t.finish()
	}
	for _, r := range rules.Ranks {
		if _, ok := rs.Leaders[r]; !ok {
			d.errorf("leader", "rank %s is missing", r)
		}
	}
}

func readActivation(d *doc, top *table, rs *rules.Ruleset) {
	a := top.sub("activation", true)
	if a == nil {
		return
	}
	rs.Activation.Good = ranged(a, "good", true, spanGood)
	rs.Activation.Mediocre = ranged(a, "mediocre", true, spanWorse)
	rs.Activation.Bad = ranged(a, "bad", true, spanWorse)
	bands := a.list("band", true, maxRulesetList)
	for i, b := range bands {
		band := rules.ActivationBand{
			MaxUnits:           ranged(b, "max_units", true, spanMaxUnits),
			Activations:        ranged(b, "activations", true, spanActivations),
			UnitsPerActivation: ranged(b, "units_per_activation", true, spanUnitsPerActivation),
		}
		if band.MaxUnits == 0 && i != len(bands)-1 {
			d.errorf(b.child("max_units"), "only the last band may be unbounded (max_units = 0)")
		}
		if i > 0 && band.MaxUnits != 0 && band.MaxUnits <= rs.Activation.Bands[i-1].MaxUnits {
			d.errorf(b.child("max_units"), "bands must be in increasing max_units order")
		}
		rs.Activation.Bands = append(rs.Activation.Bands, band)
		b.finish()
	}
	a.finish()
}

func readOrders(d *doc, top *table, rs *rules.Ruleset) {
	for _, t := range top.list("order", true, maxRulesetList) {
		o := rules.Order{
			Key:           t.str("key", true),
			Name:          t.str("name", true),
			Gloss:         t.str("gloss", true),
			Text:          t.str("text", true),
			TextEN:        t.str("text_en", true),
			Window:        oneOf(d, t.child("window"), rules.Window(t.str("window", true)), rules.WindowCommand, rules.WindowManeuver, rules.WindowAttack, rules.WindowDefense),
			Target:        oneOf(d, t.child("target"), rules.TargetKind(t.str("target", true)), rules.TargetNone, rules.TargetLeader, rules.TargetUnit, rules.TargetActivatedUnit, rules.TargetLeaderGroup, rules.TargetAttacker, rules.TargetDefender),
			Discount:      t.boolean("discount"),
			NeedsRadius:   t.boolean("needs_radius"),
			CommanderOnly: t.boolean("commander_only"),
			Optional:      t.boolean("optional"),
			Cost:          readCost(d, t),
		}
		for i, s := range t.strList("types", false) {
			o.Types = append(o.Types, troopType(d, elemPath(t.child("types"), i), s))
		}
		readEffect(d, t, &o)
		if _, dup := rs.Order(o.Key); dup {
			d.errorf(t.child("key"), "order %q is listed twice", o.Key)
		}
		rs.Orders = append(rs.Orders, o)
		t.finish()
	}
}

// readEffect reads the order's effect: its `effect`, or else its key,
// must name one the engine implements, so that a misspelt order is
// refused here rather than paid for in a game and doing nothing; and the
// order's window and target must be ones its effect acts in.
func readEffect(d *doc, t *table, o *rules.Order) {
	if _, named := t.m["effect"]; named {
		name := t.str("effect", true)
		e, ok := rules.KnownEffect(name)
		if !ok {
			if !d.bad[t.child("effect")] {
				d.errorf(t.child("effect"), "effect %q is not one the engine knows; known effects: %s", name, effectNames())
			}
			return
		}
		o.Effect = e
	} else if _, ok := rules.KnownEffect(o.Key); !ok {
		if o.Key != "" && !d.bad[t.child("key")] {
			d.errorf(t.child("key"), "order %q names no effect the engine knows: check its spelling, or say what it does with effect = one of %s", o.Key, effectNames())
		}
		return
	}
	e := o.Does()
	if ws := rules.EffectWindows(e); o.Window != "" && !d.bad[t.child("window")] && !slices.Contains(ws, o.Window) {
		d.errorf(t.child("window"), "effect %q is given in %v, not in %s", e, ws, o.Window)
	}
	if ts := rules.EffectTargets(e); o.Target != "" && !d.bad[t.child("target")] && !slices.Contains(ts, o.Target) {
		d.errorf(t.child("target"), "effect %q is given to %v, not to %s", e, ts, o.Target)
	}
}

// effectNames lists the effects an order may name, for the errors.
func effectNames() string {
	names := make([]string, len(rules.OrderEffects))
	for i, e := range rules.OrderEffects {
		names[i] = string(e)
	}
	return strings.Join(names, ", ")
}

func troopType(d *doc, path, s string) rules.TroopType {
	return oneOf(d, path, rules.TroopType(s), rules.TroopTypes...)
}

// readCost reads the one cost form an order must have.
func readCost(d *doc, t *table) rules.Cost {
	forms := 0
	var c rules.Cost
	if _, ok := t.m["cost"]; ok {
		forms++
		c = rules.Cost{Kind: rules.CostFixed, Points: ranged(t, "cost", true, spanCost)}
	}
	if _, ok := t.m["cost_per_hex"]; ok {
		forms++
		c = rules.Cost{Kind: rules.CostPerHex, Points: ranged(t, "cost_per_hex", true, spanCost)}
	}
	for _, form := range []struct {
		key  string
		kind rules.CostKind
	}{{"cost_by_type", rules.CostByType}, {"cost_per_element", rules.CostPerElement}} {
		if _, ok := t.m[form.key]; !ok {
			continue
		}
		forms++
		c = rules.Cost{Kind: form.kind, ByType: map[rules.TroopType]int{}}
		for k, n := range t.intMap(form.key, spanCost) {
			c.ByType[troopType(d, keyPath(t.child(form.key), k), k)] = n
		}
	}
	if forms != 1 {
		d.errorf(t.path, "an order needs exactly one of cost, cost_per_hex, cost_by_type, cost_per_element; found %d", forms)
	}
	return c
}

func readProfiles(d *doc, top *table, rs *rules.Ruleset) {
	for _, t := range top.list("profile", true, maxRulesetList) {
		p := &rules.Profile{
			Key:          t.str("key", true),
			Name:         t.str("name", true),
			Gloss:        t.str("gloss", true),
			Type:         troopType(d, t.child("type"), t.str("type", true)),
			Weight:       oneOf(d, t.child("weight"), t.str("weight", true), "very-light", "light", "medium", "heavy", "very-heavy", "cuirassiers"),
			Arm:          oneOf(d, t.child("arm"), rules.Arm(t.str("arm", true)), rules.ArmFoot, rules.ArmMounted, rules.ArmFootArtillery, rules.ArmHorseArtillery, rules.ArmElephants),
			Move:         ranged(t, "move", true, spanMove),
			MoveNoCombat: ranged(t, "move_no_combat", true, spanMoveNoCombat),
			MaxMove:      ranged(t, "max_move", false, spanMoveNoCombat),
			LosesDie:     t.boolean("loses_die"),
			PassThrough:  t.strList("pass_through", true),
			Fire:         ranged(t, "fire", true, spanDice),
			Assault:      ranged(t, "assault", true, spanDice),
			Melee:        ranged(t, "melee", true, spanDice),
			Range:        ranged(t, "range", true, spanRange),
		}
		if p.MoveNoCombat < p.Move && !d.bad[t.child("move")] && !d.bad[t.child("move_no_combat")] {
			d.errorf(t.child("move_no_combat"), "move_no_combat (%d) is less than move (%d)", p.MoveNoCombat, p.Move)
		}
		if _, dup := rs.Profiles[p.Key]; dup {
			d.errorf(t.child("key"), "profile %q is listed twice", p.Key)
		}
		rs.Profiles[p.Key] = p
		t.finish()
	}
	for _, k := range RequiredProfiles {
		if _, ok := rs.Profiles[k]; !ok {
			d.errorf("profile", "profile %q is missing; every ruleset has it (docs/formats.md)", k)
		}
	}
}

func readTerrain(d *doc, top *table, rs *rules.Ruleset) {
	for _, t := range top.list("terrain", true, maxRulesetList) {
		tr := &rules.Terrain{
			Key:        t.str("key", true),
			Name:       t.str("name", true),
			Gloss:      t.str("gloss", true),
			Impassable: t.boolean("impassable"),
			Difficult:  t.boolean("difficult"),
			Cost:       ranged(t, "cost", true, spanTerrainCost),
		}
		if _, dup := rs.Terrain[tr.Key]; dup {
			d.errorf(t.child("key"), "terrain %q is listed twice", tr.Key)
		}
		rs.Terrain[tr.Key] = tr
		t.finish()
	}
	for _, k := range RequiredTerrain {
		if _, ok := rs.Terrain[k]; !ok {
			d.errorf("terrain", "terrain %q is missing; every ruleset has it (docs/formats.md)", k)
		}
	}
}

func readDice(d *doc, top *table, rs *rules.Ruleset) {
	t := top.sub("dice", true)
	if t == nil {
		return
	}
	rs.Dice.Special = t.str("special", true)
	for _, f := range t.list("face", true, maxRulesetList) {
		face := rules.Face{
			Key:    f.str("key", true),
			Name:   f.str("name", true),
			Gloss:  f.str("gloss", true),
			Kind:   oneOf(d, f.child("kind"), rules.FaceKind(f.str("kind", true)), rules.FaceHit, rules.FaceFlag, rules.FaceOrder, rules.FaceSpecial),
			Weight: ranged(f, "weight", true, spanWeight),
		}
		for i, s := range f.strList("hits", false) {
			face.Hits = append(face.Hits, troopType(d, elemPath(f.child("hits"), i), s))
		}
		rs.Dice.Faces = append(rs.Dice.Faces, face)
		f.finish()
	}
	if len(rs.Dice.Faces) != 6 {
		d.errorf("dice", "the die has %d faces; it needs six", len(rs.Dice.Faces))
	}
	special := false
	for _, f := range rs.Dice.Faces {
		if f.Key == rs.Dice.Special && f.Kind == rules.FaceSpecial {
			special = true
		}
	}
	if !special {
		d.errorf("dice.special", "special = %q names no face of kind special", rs.Dice.Special)
	}
	t.finish()
}

func readCombat(d *doc, top *table, rs *rules.Ruleset) {
	t := top.sub("combat", true)
	if t == nil {
		return
	}
	c := &rs.Combat
	c.SupportCancels = ranged(t, "support_cancels", true, spanCancels)
	c.LeaderCancels = ranged(t, "leader_cancels", true, spanCancels)
	c.FlagRetreat = ranged(t, "flag_retreat", true, spanCancels)
	c.BlockedLoss = ranged(t, "blocked_loss", true, spanCancels)
	c.FrontRankDice = ranged(t, "front_rank_dice", true, spanBonusDice)
	c.DirectDice = ranged(t, "direct_dice", true, spanBonusDice)
	// Mounted infantry's mounts (JO3); optional, 0 switches each off.
	c.PalisadeCover = ranged(t, "palisade_cover", false, spanCancels)
	c.CamelCover = ranged(t, "camel_cover", false, spanCancels)
	c.ElephantPanic = ranged(t, "elephant_panic", false, spanBonusDice)
	for i, s := range t.strList("pursuit", true) {
		c.Pursuit = append(c.Pursuit, troopType(d, elemPath(t.child("pursuit"), i), s))
	}
	c.OrderDice = t.intMap("order_dice", spanOrderDice)
	for k := range c.OrderDice {
		if _, ok := rs.Order(k); !ok {
			d.errorf(keyPath(t.child("order_dice"), k), "order_dice names %q, which is not an order of this ruleset", k)
		}
	}
	c.Cover = t.intMap("cover", spanCancels)
	for k := range c.Cover {
		if _, ok := rs.Terrain[k]; !ok {
			d.errorf(keyPath(t.child("cover"), k), "cover names %q, which is not a terrain of this ruleset", k)
		}
	}
	t.finish()
}

// readPeriod reads the optional [period]: the troop types of the family's
// period, and the profiles of those types it leaves out. Without it every
// profile is the period's, as in a ruleset written before it existed.
func readPeriod(d *doc, top *table, rs *rules.Ruleset) {
	t := top.sub("period", false)
	if t == nil {
		return
	}
	for i, s := range t.strList("types", true) {
		tt := troopType(d, elemPath(t.child("types"), i), s)
		if slices.Contains(rs.Period.Types, tt) {
			d.errorf(elemPath(t.child("types"), i), "troop type %s is listed twice", tt)
		}
		rs.Period.Types = append(rs.Period.Types, tt)
	}
	for i, k := range t.strList("leaves_out", false) {
		p, ok := rs.Profiles[k]
		switch {
		case !ok:
			d.errorf(elemPath(t.child("leaves_out"), i), "leaves_out names %q, which is not a profile of this ruleset", k)
		case !rs.PeriodType(p.Type):
			d.errorf(elemPath(t.child("leaves_out"), i), "leaves_out names %q, a profile of %s, which is not a troop type of the period already", k, p.Type)
		}
		rs.Period.LeavesOut = append(rs.Period.LeavesOut, k)
	}
	t.finish()
}
