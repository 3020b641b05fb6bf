package tableview

import (
	"os"
	"strings"
	"testing"

	"estafette/game/control"
	"estafette/i18n"
	"estafette/render"
	"estafette/rules"
	"estafette/scenarios"
)

// fixture starts a game on one of the rules' test scenarios, patched,
// with a seed.
func fixture(t *testing.T, name string, seed int64, patch func(*rules.Scenario)) *control.Controller {
	t.Helper()
	src, err := os.ReadFile("../../rules/testdata/" + name + ".toml")
	if err != nil {
		t.Fatal(err)
	}
	sc, rs, err := scenarios.LoadScenario(name+".toml", src)
	if err != nil {
		t.Fatal(err)
	}
	if patch != nil {
		patch(sc)
	}
	return control.NewController(name+".toml", src, sc, rs, seed)
}

// play applies record lines; it reports false at the first refusal.
func playLines(c *control.Controller, lines ...string) bool {
	for _, l := range lines {
		rec, err := rules.ParseRecord(l + "\n")
		if err != nil || !c.Apply(rec.Lines[0].Action) {
			return false
		}
	}
	return true
}

// TestDiceWindow: once the attack's dice are read and the defender may
// choose, the panel says so in his colour, shows the dice, offers
// Évasion as a sentence under "On the dice" (the rules' dice decision),
// Sacrifice's amounts when the rules give a range, and Take the result
// (issue 10, the table's part).
func TestDiceWindow(t *testing.T) {
	for seed := int64(1); seed < 200; seed++ {
		c := fixture(t, "dec", seed, nil)
		if !playLines(c, "activate CA A1 A2 A3", "end", "end", "attack A1 B1", "pass", "pass", "roll") {
			t.Fatalf("seed %d: %+v", seed, c.Status())
		}
		st := c.State()
		if st.Decision().Kind != rules.DecideDice {
			continue
		}
		v := NewView(c)
		p, _ := promptRow(t, v)
		if b := armyOf(st, "b"); p.Army != b.Index || !strings.Contains(p.Text, b.Name) || !strings.Contains(p.Text, "Évasion") {
			t.Errorf("prompt %q in %d's colour", p.Text, p.Army)
		}
		var dice []render.DieFace
		heads := map[string]bool{}
		var texts []string
		for _, r := range v.Panel().Rows {
			if r.Kind == render.RowDice {
				dice = r.Dice
			}
			if r.Kind == render.RowHeading {
				heads[r.Text] = true
			}
			texts = append(texts, r.Text)
		}
		if len(dice) != len(st.CurrentCombat().Dice) {
			t.Errorf("the panel shows %d dice, the combat holds %d", len(dice), len(st.CurrentCombat().Dice))
		}
		if !heads["On the dice"] || !strings.Contains(strings.Join(texts, "\n"), "B1 takes Évasion (Evasion) on the dice") {
			t.Errorf("no Évasion on the dice:\n%s", strings.Join(texts, "\n"))
		}
		if got := footerIDs(v); got != "pass" {
			t.Errorf("buttons %q", got)
		}
		if _, hi, ok := st.SacrificeRange(); ok {
			n := 0
			for _, r := range v.Panel().Rows {
				if r.Kind == render.RowChips {
					n = len(r.Chips)
				}
			}
			if n != hi+1 {
				t.Errorf("%d Sacrifice buttons, the range goes to %d", n, hi)
			}
		}
		if !c.Primary() || c.Record()[len(c.Record())-1] != (rules.Pass{}) {
			t.Errorf("Space takes the result: %v", c.Record()[len(c.Record())-1])
		}
		return
	}
	t.Fatal("no seed gave the defender a choice on the dice")
}

// TestStepAsideOnTheBoard: an enemy unit enters a lone leader's hex; his
// owner is asked where he steps aside: the hexes the rules allow
// (StepAsideHexes) are ringed on the board, a click on one plays `step`,
// and the prompt names him (issue 10, the table's part).
func TestStepAsideOnTheBoard(t *testing.T) {
	lone := func(sc *rules.Scenario) {
		for i := range sc.Armies {
			for j := range sc.Armies[i].Leaders {
				if sc.Armies[i].Leaders[j].ID == "STE" {
					sc.Armies[i].Leaders[j].Hex = hx(t, "8,6")
				}
			}
		}
	}
	for seed := int64(1); seed < 200; seed++ {
		c := fixture(t, "cbab", seed, lone)
		if !playLines(c, "activate FRA F1", "end", "move F1 8,6") {
			t.Fatalf("seed %d: %+v", seed, c.Status())
		}
		st := c.State()
		if st.Decision().Kind != rules.DecideStepAside {
			continue
		}
		opts := st.StepAsideHexes("STE")
		v := NewView(c)
		if got := v.Scene("").StepTo; len(got) != len(opts) {
			t.Fatalf("the board rings %v, the rules allow %v", got, opts)
		}
		c.Lang = i18n.FR
		if p, _ := promptRow(t, v); !strings.Contains(p.Text, "s'écarte") {
			t.Errorf("prompt %q", p.Text)
		}
		to := opts[len(opts)-1]
		c.Click(to, "", false)
		if want := (rules.Step{Piece: "STE", To: to}); c.Record()[len(c.Record())-1] != want {
			t.Errorf("the click played %v, want %v (status %+v)", c.Record()[len(c.Record())-1], want, c.Status())
		}
		return
	}
	t.Fatal("no seed left Steiner free to step aside")
}
