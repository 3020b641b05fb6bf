package scenarios

import (
	"errors"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
	"time"

	"estafette/rules"
)

// TestRulesetRanges: every ruleset number outside its documented range
// (docs/rulesets.md "Ranges") is refused with one error at its place.
func TestRulesetRanges(t *testing.T) {
	src, _ := rulesetFS.ReadFile("rulesets/thucydide.toml")
	cases := []struct{ old, new, want string }{
		{"leader_move = 3", "leader_move = -3", "th.toml:16:1: features.leader_move: leader_move = -3 is out of range (0 to 20)"},
		{"command_radius = 5", "command_radius = 21", "th.toml:26:1: leader[0].command_radius: command_radius = 21 is out of range (0 to 20)"},
		{"influence_radius = 1", "influence_radius = -1", "th.toml:27:1: leader[0].influence_radius: influence_radius = -1 is out of range (0 to 20)"},
		{"good = 1", "good = 11", "th.toml:47:1: activation.good: good = 11 is out of range (0 to 10)"},
		{"mediocre = -1", "mediocre = 1", "th.toml:48:1: activation.mediocre: mediocre = 1 is out of range (-10 to 0)"},
		{"bad = -2", "bad = -11", "th.toml:49:1: activation.bad: bad = -11 is out of range (-10 to 0)"},
		{"max_units = 9", "max_units = -9", "th.toml:52:1: activation.band[0].max_units: max_units = -9 is out of range (0 to 2000)"},
		{"activations = 1", "activations = 0", "th.toml:53:1: activation.band[0].activations: activations = 0 is out of range (1 to 20)"},
		{"units_per_activation = 3", "units_per_activation = 51", "th.toml:54:1: activation.band[0].units_per_activation: units_per_activation = 51 is out of range (1 to 50)"},
		{"cost = 1\n", "cost = -1\n", "th.toml:77:1: order[0].cost: cost = -1 is out of range (0 to 99)"},
		{"cost_per_hex = 2", "cost_per_hex = 100", "th.toml:187:1: order[9].cost_per_hex: cost_per_hex = 100 is out of range (0 to 99)"},
		{"cost_per_element = { infantry = 2", "cost_per_element = { infantry = -2", "th.toml:236:22: order[13].cost_per_element.infantry: infantry = -2 is out of range (0 to 99)"},
		{"cost_by_type = { infantry = 1", "cost_by_type = { infantry = 2000000000", "th.toml:248:18: order[14].cost_by_type.infantry: infantry = 2000000000 is out of range (0 to 99)"},
		{"move = 2  #", "move = 2000000000  #", "th.toml:409:1: profile[0].move: move = 2000000000 is out of range (0 to 20)"},
		{"move_no_combat = 2\n", "move_no_combat = 41\n", "th.toml:410:1: profile[0].move_no_combat: move_no_combat = 41 is out of range (0 to 40)"},
		{"move_no_combat = 2\n", "move_no_combat = 2\nmax_move = -1\n", "th.toml:411:1: profile[0].max_move: max_move = -1 is out of range (0 to 40)"},
		{"fire = 2  #", "fire = 21  #", "th.toml:412:1: profile[0].fire: fire = 21 is out of range (0 to 20)"},
		{"assault = 2  #", "assault = 2000000000  #", "th.toml:413:1: profile[0].assault: assault = 2000000000 is out of range (0 to 20)"},
		{"melee = 2  #", "melee = -1  #", "th.toml:414:1: profile[0].melee: melee = -1 is out of range (0 to 20)"},
		{"range = 2  #", "range = 99  #", "th.toml:415:1: profile[0].range: range = 99 is out of range (0 to 20)"},
		{"cost = 1  # [HOUSE]", "cost = 0  # [HOUSE]", "th.toml:852:1: terrain[0].cost: cost = 0 is out of range (1 to 20)"},
		{"weight = 1", "weight = 101", "th.toml:971:1: dice.face[0].weight: weight = 101 is out of range (1 to 100)"},
		{"support_cancels = 1", "support_cancels = -1", "th.toml:1014:1: combat.support_cancels: support_cancels = -1 is out of range (0 to 10)"},
		{"leader_cancels = 1", "leader_cancels = 11", "th.toml:1015:1: combat.leader_cancels: leader_cancels = 11 is out of range (0 to 10)"},
		{"flag_retreat = 1", "flag_retreat = -1", "th.toml:1016:1: combat.flag_retreat: flag_retreat = -1 is out of range (0 to 10)"},
		{"blocked_loss = 1", "blocked_loss = 2000000000", "th.toml:1017:1: combat.blocked_loss: blocked_loss = 2000000000 is out of range (0 to 10)"},
		{"front_rank_dice = 1", "front_rank_dice = -1", "th.toml:1018:1: combat.front_rank_dice: front_rank_dice = -1 is out of range (0 to 10)"},
		{"direct_dice = 2", "direct_dice = 11", "th.toml:1019:1: combat.direct_dice: direct_dice = 11 is out of range (0 to 10)"},
		{"pieges = -2", "pieges = -21", "th.toml:1021:42: combat.order_dice.pieges: pieges = -21 is out of range (-20 to 20)"},
		{"cover = { woods = 1", "cover = { woods = -1", "th.toml:1022:11: combat.cover.woods: woods = -1 is out of range (0 to 10)"},
		{"palisade_cover = 1", "palisade_cover = -1", "th.toml:1023:1: combat.palisade_cover: palisade_cover = -1 is out of range (0 to 10)"},
		{"camel_cover = 1", "camel_cover = 11", "th.toml:1024:1: combat.camel_cover: camel_cover = 11 is out of range (0 to 10)"},
		{"elephant_panic = 1", "elephant_panic = 2000000000", "th.toml:1025:1: combat.elephant_panic: elephant_panic = 2000000000 is out of range (0 to 10)"},
		{"leader_move = 3", "leader_move = 99999999999", "th.toml:16:1: features.leader_move: leader_move must be an integer of reasonable size, not an integer (99999999999)"},
	}
	for _, c := range cases {
		text := string(src)
		if !strings.Contains(text, c.old) {
			t.Fatalf("thucydide.toml has no %q", c.old)
		}
		rs, err := LoadRuleset("th.toml", []byte(strings.Replace(text, c.old, c.new, 1)))
		var list ErrorList
		if rs != nil || !errors.As(err, &list) || len(list) != 1 || !strings.HasPrefix(list[0].Error(), c.want) {
			t.Errorf("%s: got\n%v\nwant one error %q", c.new, err, c.want)
		}
	}
}

// atBound sets every ruleset number of src to the top (or the bottom) of
// its range.
func atBound(src string, top bool) string {
	spans := map[string]span{
		"leader_move": spanLeaderMove, "command_radius": spanRadius, "influence_radius": spanRadius,
		"good": spanGood, "mediocre": spanWorse, "bad": spanWorse, "activations": spanActivations,
		"units_per_activation": spanUnitsPerActivation, "cost": spanCost, "cost_per_hex": spanCost,
		"cost_per_element": spanCost, "cost_by_type": spanCost, "move": spanMove, "move_no_combat": spanMoveNoCombat,
		"fire": spanDice, "assault": spanDice, "melee": spanDice, "range": spanRange, "weight": spanWeight,
		"support_cancels": spanCancels, "leader_cancels": spanCancels, "flag_retreat": spanCancels,
		"blocked_loss": spanCancels, "front_rank_dice": spanBonusDice, "direct_dice": spanBonusDice,
		"order_dice": spanOrderDice, "cover": spanCancels,
		"palisade_cover": spanCancels, "camel_cover": spanCancels, "elephant_panic": spanBonusDice,
	}
	number := regexp.MustCompile(`= -?[0-9]+`)
	lines := strings.Split(src, "\n")
	section := ""
	for i, l := range lines {
		if strings.HasPrefix(l, "[") {
			section = strings.Trim(l, "[]")
			continue
		}
		key, _, ok := strings.Cut(l, " =")
		sp, known := spans[key]
		if !ok || !known {
			continue
		}
		if section == "terrain" && key == "cost" {
			sp = spanTerrainCost
		}
		v := sp.lo
		if top {
			v = sp.hi
		}
		lines[i] = number.ReplaceAllString(l, "= "+itoa(v))
	}
	return strings.Join(lines, "\n")
}

// TestRulesetAtItsLimitsPlays: a ruleset with every number at the top, or
// the bottom, of its range loads, and the engine plays random games with
// it without a panic and in bounded time.
func TestRulesetAtItsLimitsPlays(t *testing.T) {
	scSrc, _ := Builtin("marathon")
	sc, _, err := LoadScenario("marathon.toml", scSrc)
	if err != nil {
		t.Fatal(err)
	}
	for _, key := range RulesetKeys() {
		src, _ := rulesetFS.ReadFile("rulesets/" + key + ".toml")
		for _, top := range []bool{true, false} {
			rs, err := LoadRuleset(key+".toml", []byte(atBound(string(src), top)))
			if err != nil {
				t.Fatalf("%s at its bounds (top %v) is refused:\n%v", key, top, err)
			}
			if top && rs.Profiles["infantry-heavy"].Assault != spanDice.hi {
				t.Fatalf("%s: the numbers were not set to their bounds", key)
			}
			start, applied := time.Now(), 0
			for seed := int64(1); seed <= 3; seed++ {
				st := rules.NewState(sc, rs, seed)
				rng := rand.New(rand.NewPCG(uint64(seed), 7))
				for step := 0; step < 400 && st.Winner() == ""; step++ {
					acts := st.LegalActions()
					if len(acts) == 0 {
						break
					}
					if _, v := st.Apply(acts[rng.IntN(len(acts))]); v == nil {
						applied++
					}
				}
			}
			t.Logf("%s (top %v): %d actions in %v", key, top, applied, time.Since(start))
			if d := time.Since(start); d > 20*time.Second {
				t.Errorf("%s (top %v): three games of 400 actions took %v", key, top, d)
			}
		}
	}
}
