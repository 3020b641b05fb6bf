package tableview

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"estafette/i18n"
	"estafette/render"
	"estafette/rules"
)

// oddsOf returns the odds part of a card: the lines from its odds
// heading on.
func oddsOf(card *render.Card) []render.CardLine {
	for i, l := range card.Lines {
		if l.Head {
			return card.Lines[i:]
		}
	}
	return nil
}

// wantOdds writes an Odds as the card must show it, in the test's own
// words for each language: every figure is the rules'.
func wantOdds(lang i18n.Lang, o rules.Odds, head string) []string {
	p := func(x float64) int { return int(math.Round(100 * x)) }
	strike := func(s rules.StrikeOdds, chance float64) string {
		t := fmt.Sprintf("%s: %d dice → %.1f hits, %.1f flags expected", s.Roller, s.Dice, s.Hits, s.Flags)
		if lang == i18n.FR {
			t = strings.ReplaceAll(fmt.Sprintf("%s : %d dés → %.1f touches, %.1f drapeaux attendus", s.Roller, s.Dice, s.Hits, s.Flags), ".", ",")
		}
		if p(chance) < 100 {
			t += either(lang == i18n.FR, fmt.Sprintf(" (si elle a lieu : %d %%)", p(chance)), fmt.Sprintf(" (if it comes: %d%%)", p(chance)))
		}
		return t
	}
	fate := func(e, b, l float64) string {
		if lang == i18n.FR {
			return strings.Replace(fmt.Sprintf("éliminée %d %% · repoussée %d %% · %.1f pertes attendues", p(e), p(b), l), ".", ",", 1)
		}
		return fmt.Sprintf("eliminated %d%% · forced back %d%% · %.1f losses expected", p(e), p(b), l)
	}
	att, rip := either(lang == i18n.FR, "Attaque", "Attack"), "Riposte"
	out := []string{head,
		att + " | " + strike(o.Attack, o.AttackChance),
		"→ " + o.Defender + " | " + fate(o.DefenderEliminated, o.DefenderForcedBack, o.DefenderLosses)}
	if !o.Fire && o.Riposte.Dice > 0 {
		out = append(out, rip+" | "+strike(o.Riposte, o.RiposteChance),
			"→ "+o.Attacker+" | "+fate(o.AttackerEliminated, o.AttackerForcedBack, o.AttackerLosses))
	}
	return out
}

func cardText(ls []render.CardLine) []string {
	var out []string
	for _, l := range ls {
		if l.Head {
			out = append(out, l.Text)
		} else {
			out = append(out, l.Label+" | "+l.Text)
		}
	}
	return out
}

// TestCardOddsAreTheRules: with CAV selected in the combat phase, the
// card of the enemy CVB shows AttackOdds(CAV, CVB) (and with the order
// armed); once the attack is declared, both units' cards show
// CombatOdds; each defense order the defender may give has its
// DefenseOdds in its tooltip: every figure is the rules', in both
// languages (issue 13 item 5).
func TestCardOddsAreTheRules(t *testing.T) {
	c := sampleUpTo(t, "attack CAV CVB")
	c.DismissBanner()
	st := c.State()
	v := NewView(c)
	if oddsOf(v.Card("CVB")) != nil {
		t.Error("odds shown with no attacker selected")
	}
	c.Select("CAV")
	o, viol := st.AttackOdds("CAV", "CVB", "")
	if viol != nil {
		t.Fatal(viol)
	}
	heads := map[i18n.Lang]string{i18n.EN: "The odds, before the roll", i18n.FR: "Les chances, avant le jet"}
	for _, lang := range []i18n.Lang{i18n.EN, i18n.FR} {
		c.Lang = lang
		if got, want := cardText(oddsOf(v.Card("CVB"))), wantOdds(lang, o, heads[lang]); !slices.Equal(got, want) {
			t.Errorf("%s: CVB's card while CAV attacks:\n got %q\nwant %q", lang, got, want)
		}
	}
	armed := 0
	for _, ord := range c.Ruleset().Orders {
		ao, viol := st.AttackOdds("CAV", "CVB", ord.Key)
		if ord.Window != rules.WindowAttack || viol != nil {
			continue
		}
		c.ArmedOrder = ord.Key
		c.Touch()
		if got, want := cardText(oddsOf(v.Card("CVB"))), wantOdds(i18n.FR, ao, heads[i18n.FR]); !slices.Equal(got, want) {
			t.Errorf("with %s armed:\n got %q\nwant %q", ord.Key, got, want)
		}
		armed++
	}
	if armed == 0 {
		t.Error("no attack order to arm for CAV")
	}
	c.ArmedOrder = ""
	c.Touch()
	if oddsOf(v.Card("CAV")) != nil {
		t.Error("the attacker's own card shows odds against itself")
	}
	c.Lang = i18n.EN
	if !c.Apply(rules.Attack{Attacker: "CAV", Defender: "CVB"}) {
		t.Fatal(c.StatusText())
	}
	if st.Decision().Kind == rules.DecideAttacker {
		c.Pass()
	}
	if st.Decision().Kind != rules.DecideDefender {
		t.Fatalf("decision %+v", st.Decision())
	}
	co, ok := st.CombatOdds()
	if !ok {
		t.Fatal("no combat odds")
	}
	for _, lang := range []i18n.Lang{i18n.EN, i18n.FR} {
		c.Lang = lang
		for _, id := range []string{"CAV", "CVB"} {
			if got, want := cardText(oddsOf(v.Card(id))), wantOdds(lang, co, heads[lang]); !slices.Equal(got, want) {
				t.Errorf("%s: %s's card in the declared combat:\n got %q\nwant %q", lang, id, got, want)
			}
		}
		checked := 0
		for _, r := range v.Panel().Rows {
			key, ok := strings.CutPrefix(r.ID, "order:")
			if !ok || r.Disabled {
				continue
			}
			do, viol := st.DefenseOdds(key)
			if viol != nil {
				t.Errorf("%s offered, but DefenseOdds refuses it: %v", key, viol)
				continue
			}
			want := either(lang == i18n.FR,
				fmt.Sprintf("Avec cet ordre : CVB éliminée %d %%, repoussée %d %%", pct(do.DefenderEliminated), pct(do.DefenderForcedBack)),
				fmt.Sprintf("With this order: CVB eliminated %d%%, forced back %d%%", pct(do.DefenderEliminated), pct(do.DefenderForcedBack)))
			if !slices.Contains(r.Tip, want) {
				t.Errorf("%s: %s's tooltip %q lacks %q", lang, key, r.Tip, want)
			}
			checked++
		}
		if checked == 0 {
			t.Errorf("%s: no defense order offered to check", lang)
		}
	}
}

// either is a when cond holds, b otherwise: a sentence in one language or
// the other.
func either(cond bool, a, b string) string {
	if cond {
		return a
	}
	return b
}

// panelText is every row of the panel, a line each.
func panelText(v *View) string {
	var out []string
	for _, r := range v.Panel().Rows {
		out = append(out, r.Text)
	}
	return strings.Join(out, "\n")
}

// TestOddsStayInThePanelUntilTheDice (issue 39): once a combat is
// declared its odds (CombatOdds: each side's fate) are in the panel,
// under the combat's line, whatever the cursor rests on, for the attacker who passes, the
// defender who answers and the attacker who rolls, in both languages;
// once the dice have taken effect they go. Before, they were only on a
// card, which the click that declared the combat closed.
func TestOddsStayInThePanelUntilTheDice(t *testing.T) {
	for _, lang := range []i18n.Lang{i18n.EN, i18n.FR} {
		c := declared(t)
		c.Lang = lang
		v := NewView(c)
		for step := 0; ; step++ {
			o, ok := c.State().CombatOdds()
			if !ok {
				break
			}
			want := wantOdds(lang, o, "")
			text := panelText(v)
			for _, w := range want[1:] {
				who, fate, _ := strings.Cut(w, " | ")
				who, ok := strings.CutPrefix(who, "→ ")
				if !ok {
					continue // a strike's dice: on the card
				}
				w = either(lang == i18n.FR, "Chances, "+who+" : ", "Odds, "+who+": ") + fate
				if !strings.Contains(text, w) {
					t.Errorf("%s, step %d (%s): the panel lacks %q:\n%s", lang, step, c.State().Decision().Kind, w, text)
				}
			}
			if step > 5 || !c.Primary() {
				break
			}
		}
		if strings.Contains(panelText(v), either(lang == i18n.FR, "pertes attendues", "losses expected")) {
			t.Errorf("%s: the odds stay after the dice:\n%s", lang, panelText(v))
		}
	}
}

// TestCardSaysWhyThereAreNoOdds (issue 39): with one of his units
// selected in his combat phase, the card of an enemy it cannot attack
// says why, with the rules' rule id and sentence, where the odds would
// be: the player saw no odds on one card and could not tell why.
func TestCardSaysWhyThereAreNoOdds(t *testing.T) {
	c := sampleUpTo(t, "attack CAV CVB")
	c.DismissBanner()
	c.Select("CAV")
	v := NewView(c)
	if odds := oddsOf(v.Card("CVB")); len(odds) < 3 {
		t.Fatalf("CVB, in reach: %v", cardText(odds))
	}
	_, viol := c.State().AttackOdds("CAV", "THE", "")
	if viol == nil {
		t.Fatal("THE should be out of CAV's reach")
	}
	odds := cardText(oddsOf(v.Card("THE")))
	if len(odds) != 2 || !strings.Contains(odds[1], viol.Rule.String()) {
		t.Errorf("THE, out of reach: the card says %q; want the odds' heading and %s with its sentence", odds, viol.Rule)
	}
}
