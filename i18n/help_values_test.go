package i18n_test

import (
	"fmt"
	"strings"
	"testing"

	"estafette/i18n"
	"estafette/rules"
	"estafette/scenarios"
)

// helpValues builds the placeholder values of the help from a loaded
// ruleset, as i18n.HelpKeys documents them. The help overlay (issue 13)
// needs the same mapping; it lives here until the table has its own.
func helpValues(l i18n.Lang, rs *rules.Ruleset) map[string]string {
	v := map[string]string{}
	for _, r := range []rules.Rank{rules.Commander, rules.SubGeneral, rules.Officer} {
		v["command_radius."+string(r)] = fmt.Sprint(rs.Leaders[r].CommandRadius)
		v["influence_radius."+string(r)] = fmt.Sprint(rs.Leaders[r].InfluenceRadius)
	}
	var bands []string
	from := 0
	for _, b := range rs.Activation.Bands {
		if b.MaxUnits == 0 {
			bands = append(bands, fmt.Sprintf("%d+: %d×%d", from, b.Activations, b.UnitsPerActivation))
			break
		}
		bands = append(bands, fmt.Sprintf("%d–%d: %d×%d", from, b.MaxUnits, b.Activations, b.UnitsPerActivation))
		from = b.MaxUnits + 1
	}
	v["activation.bands"] = strings.Join(bands, "; ")
	v["activation.good"] = fmt.Sprintf("%+d", rs.Activation.Good)
	v["activation.mediocre"] = fmt.Sprintf("%+d", rs.Activation.Mediocre)
	v["activation.bad"] = fmt.Sprintf("%+d", rs.Activation.Bad)
	v["features.leader_move"] = fmt.Sprint(rs.Features.LeaderMove)
	v["combat.leader_cancels"] = fmt.Sprint(rs.Combat.LeaderCancels)
	v["combat.blocked_loss"] = fmt.Sprint(rs.Combat.BlockedLoss)
	v["combat.front_rank_dice"] = fmt.Sprint(rs.Combat.FrontRankDice)
	v["combat.direct_dice"] = fmt.Sprint(rs.Combat.DirectDice)
	pursuit := make([]string, len(rs.Combat.Pursuit))
	for i, t := range rs.Combat.Pursuit {
		pursuit[i] = string(t)
	}
	v["combat.pursuit"] = i18n.HelpTroopTypes(l, pursuit)
	for _, f := range rs.Dice.Faces {
		if f.Key == rs.Dice.Special {
			v["dice.special"] = f.Name
		}
	}
	return v
}

// TestHelpRendersEveryRulesetsValues fills every family's help, in both
// languages, from the ruleset files the game ships: no placeholder is left
// unfilled, and the numbers a player reads are the ruleset's.
func TestHelpRendersEveryRulesetsValues(t *testing.T) {
	keys := scenarios.RulesetKeys()
	if len(keys) < 4 {
		t.Fatalf("only %d rulesets: %v", len(keys), keys)
	}
	for _, key := range keys {
		rs, err := scenarios.Ruleset(key)
		if err != nil {
			t.Fatalf("%s: %v", key, err)
		}
		for _, l := range []i18n.Lang{i18n.EN, i18n.FR} {
			vals := helpValues(l, rs)
			for _, k := range i18n.HelpKeys() {
				if vals[k.Key] == "" {
					t.Errorf("%s: no value for {%s} (%s)", key, k.Key, k.Source)
				}
			}
			entries := i18n.FamilyHelp(l, key, vals)
			if len(entries) < 40 {
				t.Errorf("%s %s: only %d entries", key, l, len(entries))
			}
			for _, e := range entries {
				if strings.ContainsAny(e.Text, "{}") {
					t.Errorf("%s %s %s: a placeholder is left: %q", key, l, e.ID, e.Text)
				}
			}
		}
	}
}

// TestHelpShowsTheLoadedNumbers checks a few numbers a player reads
// against the shipped rulesets, and that an edited ruleset shows its own.
func TestHelpShowsTheLoadedNumbers(t *testing.T) {
	th, err := scenarios.Ruleset("thucydide")
	if err != nil {
		t.Fatal(err)
	}
	e, _ := i18n.RuleHelp(i18n.EN, "CMD.RADIUS", "thucydide", helpValues(i18n.EN, th))
	if !strings.Contains(e.Text, "5 for the Général en chef") || !strings.Contains(e.Text, "3 for a Sous-général") {
		t.Errorf("Thucydide command radii: %q", e.Text)
	}
	e, _ = i18n.RuleHelp(i18n.FR, "ACT.COUNT", "thucydide", helpValues(i18n.FR, th))
	if !strings.Contains(e.Text, "0–9: 1×3; 10–15: 1×4; 16+: 2×3") || !strings.Contains(e.Text, "mauvais -2") {
		t.Errorf("Thucydide activation table: %q", e.Text)
	}
	e, _ = i18n.RuleHelp(i18n.FR, "CBT.FOLLOW", "thucydide", helpValues(i18n.FR, th))
	if !strings.Contains(e.Text, "cavalerie, chameaux, chars") {
		t.Errorf("pursuit in French: %q", e.Text)
	}
	fr, err := scenarios.Ruleset("frederic")
	if err != nil {
		t.Fatal(err)
	}
	e, _ = i18n.RuleHelp(i18n.EN, "LDR.RULESET", "frederic", helpValues(i18n.EN, fr))
	if !strings.Contains(e.Text, "Avantage tactique") {
		t.Errorf("Frédéric's special face is « Avantage tactique »: %q", e.Text)
	}
	// A club's edit shows: the help reads the ruleset, not a copy.
	edited := *th
	edited.Leaders = map[rules.Rank]rules.LeaderRank{}
	for r, lr := range th.Leaders {
		edited.Leaders[r] = lr
	}
	lr := edited.Leaders[rules.SubGeneral]
	lr.CommandRadius = 4
	edited.Leaders[rules.SubGeneral] = lr
	e, _ = i18n.RuleHelp(i18n.EN, "CMD.RADIUS", "thucydide", helpValues(i18n.EN, &edited))
	if !strings.Contains(e.Text, "4 for a Sous-général") {
		t.Errorf("an edited radius should show: %q", e.Text)
	}
}
