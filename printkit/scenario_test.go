package printkit

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"strings"
	"testing"

	"estafette/i18n"
	"estafette/rules"
	"estafette/scenarios"
)

// builtin loads a built-in scenario and its ruleset's file text.
func builtin(t testing.TB, name string) (*rules.Scenario, *rules.Ruleset, []byte) {
	t.Helper()
	src, err := scenarios.Builtin(name)
	if err != nil {
		t.Fatal(err)
	}
	sc, rs, err := scenarios.LoadScenario(name+".toml", src)
	if err != nil {
		t.Fatal(err)
	}
	rsrc, err := scenarios.RulesetSource(rs.Key)
	if err != nil {
		t.Fatal(err)
	}
	return sc, rs, rsrc
}

// TestScenarioSheets prints every built-in scenario in both languages: a
// valid PDF of the expected pages (the scenario's page, the map's, one per
// army's order of battle), with every piece's id, every hex label of a
// row, and the ruleset's terms in the orders of battle.
func TestScenarioSheets(t *testing.T) {
	want := map[string]int{ // scenario page + map pages + orders of battle
		"tutorial": 1 + 1 + 2,
		"marathon": 1 + 2 + 2,
		"marignan": 1 + 2 + 2,
		"leuthen":  1 + 2 + 2,
		"pratzen":  1 + 2 + 2,
		"leuctres": 1 + 2 + 2,
		"fornoue":  1 + 2 + 2,
		"ravenne":  1 + 2 + 2,
		"rivoli":   1 + 1 + 2 + 2, // its house values go over to a page of their own
		"waterloo": 1 + 1 + 2 + 3, // likewise, and a third page of orders
		"rossbach": 1 + 2 + 2,
		"plassey":  1 + 2 + 2,
	}
	names := scenarios.BuiltinNames()
	if len(names) != len(want) {
		t.Fatalf("built-in scenarios %v: the test knows %d", names, len(want))
	}
	for _, name := range names {
		sc, rs, rsrc := builtin(t, name)
		for _, l := range []i18n.Lang{i18n.FR, i18n.EN} {
			t.Run(name+"-"+string(l), func(t *testing.T) {
				var b bytes.Buffer
				printed, err := Scenario(&b, sc, rs, rsrc, Options{Lang: l})
				if err != nil {
					t.Fatal(err)
				}
				pages, text := poppler(t, b.Bytes(), false)
				np := want[name]
				if pages != np || printed.Pages != pages {
					t.Errorf("%d pages (Scenario says %d), want %d", pages, printed.Pages, np)
				}
				// The house values' heading never stands alone at a page's
				// foot: its intro is on its page (pdftotext ends a page
				// with a form feed).
				for i, page := range strings.Split(text, "\f") {
					heading, intro := i18n.T(l, "print.house"), strings.SplitN(i18n.T(l, "print.house.intro"), " (", 2)[0]
					if strings.Contains(page, heading) && !strings.Contains(page, intro) {
						t.Errorf("page %d: the heading %q without its list", i+1, heading)
					}
				}
				if len(printed.Missing) > 0 {
					t.Errorf("the fonts lack %q", string(printed.Missing))
				}
				w := words(text)
				for _, a := range sc.Armies {
					for _, u := range a.Units {
						if !w[u.ID] {
							t.Errorf("unit %s is nowhere in the text", u.ID)
						}
					}
					for _, ld := range a.Leaders {
						if !w[ld.ID] {
							t.Errorf("leader %s is nowhere in the text", ld.ID)
						}
					}
					for _, h := range a.Heralds {
						if !w[h.ID] {
							t.Errorf("herald %s is nowhere in the text", h.ID)
						}
					}
				}
				row := sc.Board.Rows/2 + 1
				for col := 1; col <= sc.Board.Columns; col++ {
					if label := fmt.Sprintf("%d,%d", col, row); !w[label] {
						t.Errorf("hex %s has no label", label)
					}
				}
				// the troop types as the rules name them, and in English their gloss
				// (a long name wraps in its column: read the words in a row)
				p := rs.Profiles[sc.Armies[0].Units[0].Profile]
				flat := strings.Join(strings.Fields(text), " ")
				if !strings.Contains(flat, p.Name) || (l == i18n.EN && !strings.Contains(flat, p.Gloss)) {
					t.Errorf("the order of battle does not name the troop type %q (%q)", p.Name, p.Gloss)
				}
				if !strings.Contains(text, sc.Title) {
					t.Errorf("the title %q is not printed", sc.Title)
				}
			})
		}
	}
}

// TestMapScale: every built-in board prints at 12 mm a hex or more, on
// A4 and on Letter, and on one page when it fits at a readable size.
func TestMapScale(t *testing.T) {
	for _, name := range scenarios.BuiltinNames() {
		sc, _, _ := builtin(t, name)
		for _, paper := range []Paper{A4, Letter} {
			p := planMap(sc.Board, paper)
			if flats := p.r * math.Sqrt(3); flats < 12 {
				t.Errorf("%s on %s: hexes %.1f mm across, under 12 mm", name, paper, flats)
			}
			// the pages cover the board, each sharing its edge column or row
			if p.cols[0][0] != 1 || p.cols[len(p.cols)-1][1] != sc.Board.Columns || p.rows[0][0] != 1 || p.rows[len(p.rows)-1][1] != sc.Board.Rows {
				t.Errorf("%s on %s: pages %v × %v do not cover %d×%d", name, paper, p.cols, p.rows, sc.Board.Columns, sc.Board.Rows)
			}
			for i := 1; i < len(p.cols); i++ {
				if p.cols[i][0] != p.cols[i-1][1] {
					t.Errorf("%s: page columns %v do not overlap by one", name, p.cols)
				}
			}
		}
	}
	if p := planMap(rules.Board{Columns: 12, Rows: 9}, A4); p.pages() != 1 {
		t.Errorf("a 12×9 board takes %d pages, want 1", p.pages())
	}
}

// TestLetterPaper: the sheet prints on Letter too, its pages Letter-sized.
func TestLetterPaper(t *testing.T) {
	sc, rs, rsrc := builtin(t, "pratzen")
	var b bytes.Buffer
	if _, err := Scenario(&b, sc, rs, rsrc, Options{Lang: i18n.EN, Paper: Letter}); err != nil {
		t.Fatal(err)
	}
	pages, _ := poppler(t, b.Bytes(), false)
	if pages < 4 {
		t.Errorf("%d pages on Letter", pages)
	}
	if !bytes.Contains(b.Bytes(), []byte("612.00")) && !bytes.Contains(b.Bytes(), []byte("612 ")) {
		t.Errorf("no page is 612 points (8.5 in) wide")
	}
}

// TestReinforcementsAreListed: a piece that arrives later is listed with
// its turn and entry hex, and marked at that hex on the map, not placed.
func TestReinforcementsAreListed(t *testing.T) {
	src, err := os.ReadFile("../scenarios/tutorial.toml")
	if err != nil {
		t.Fatal(err)
	}
	late := strings.Replace(string(src), "id = \"G1\"\n  name = \"Hoplites athéniens (aile gauche)\"\n  profile = \"infantry-heavy\"\n  elements = 4\n  hex = \"4,8\"",
		"id = \"G1\"\n  name = \"Hoplites athéniens (aile gauche)\"\n  profile = \"infantry-heavy\"\n  elements = 4\n  hex = \"4,9\"\n  arrives = 3", 1)
	if late == string(src) {
		t.Fatal("the tutorial's G1 is not where the test expects it")
	}
	sc, rs, err := scenarios.LoadScenario("late.toml", []byte(late))
	if err != nil {
		t.Fatal(err)
	}
	rsrc, _ := scenarios.RulesetSource(rs.Key)
	var b bytes.Buffer
	if _, err := Scenario(&b, sc, rs, rsrc, Options{Lang: i18n.EN}); err != nil {
		t.Fatal(err)
	}
	_, text := poppler(t, b.Bytes(), true)
	if !regexpLine(text, `3\s+Armée d'Athènes\s+G1\s+Hoplites athéniens \(aile gauche\)\s+4,9`) {
		t.Errorf("the reinforcements do not list G1, turn 3, entering at 4,9:\n%s", text)
	}
	if !strings.Contains(text, "G1 T3") {
		t.Errorf("the map does not mark G1's entry hex")
	}
	if !strings.Contains(text, "4,9, turn 3") {
		t.Errorf("the order of battle does not give G1's entry hex and turn")
	}
}

// BenchmarkPratzenSheet: the largest built-in scenario's whole sheet, in
// memory (the issue asks for under a second).
func BenchmarkPratzenSheet(b *testing.B) {
	sc, rs, rsrc := builtin(b, "pratzen")
	var out bytes.Buffer
	for b.Loop() {
		out.Reset()
		if _, err := Scenario(&out, sc, rs, rsrc, Options{Lang: i18n.FR}); err != nil {
			b.Fatal(err)
		}
	}
}

// TestSameScenarioSameFile: printing twice gives the same bytes, so that
// a club can tell two prints apart by their contents alone.
func TestSameScenarioSameFile(t *testing.T) {
	sc, rs, rsrc := builtin(t, "pratzen")
	var a, b bytes.Buffer
	if _, err := Scenario(&a, sc, rs, rsrc, Options{}); err != nil {
		t.Fatal(err)
	}
	if _, err := Scenario(&b, sc, rs, rsrc, Options{}); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Errorf("two prints of Pratzen differ (%d and %d bytes)", a.Len(), b.Len())
	}
}

// TestVictoryInWords: the scenario's page says the victory conditions as
// the briefing does (target, objectives, the turn limit's result) and the
// optional rules in force; the map marks the objective hexes.
func TestVictoryInWords(t *testing.T) {
	src, err := os.ReadFile("../scenarios/tutorial.toml")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(src), "seed = 424\n", "seed = 424\nvictory = 4\nat_turn_limit = \"beotiens\"\noptional_rules = [\"desserrer-resserrer\"]\n", 1) +
		"\n[[objective]]\narmy = \"atheniens\"\nhexes = [\"8,4\", \"8,5\"]\n" +
		"\n[[objective]]\narmy = \"beotiens\"\nkind = \"take\"\nname = \"Délion\"\nhexes = [\"6,4\"]\nturn = 6\n" +
		"\n[[objective]]\narmy = \"atheniens\"\nkind = \"break\"\nunits = 3\n"
	sc, rs, err := scenarios.LoadScenario("objective.toml", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	rsrc, _ := scenarios.RulesetSource(rs.Key)
	var b bytes.Buffer
	if _, err := Scenario(&b, sc, rs, rsrc, Options{Lang: i18n.EN}); err != nil {
		t.Fatal(err)
	}
	_, got := poppler(t, b.Bytes(), false)
	opt, _ := rs.Order("desserrer-resserrer")
	for _, want := range []string{
		"Armée d'Athènes wins by eliminating 3 enemy units", // its break objective
		"Confédération béotienne wins by eliminating 4 enemy units",
		"Armée d'Athènes wins by holding 8,4, 8,5 at the end of its turn",
		"Confédération béotienne wins if it has taken Délion (6,4) at the end of turn 6",
		"Armée d'Athènes wins when the enemy has lost 3 unit(s)",
		"After turn 8: Confédération béotienne wins",
		opt.Name + " is in play",
		"Objective — Armée d'Athènes",
		"Objective — Confédération béotienne",
	} {
		if !strings.Contains(strings.Join(strings.Fields(got), " "), want) {
			t.Errorf("the sheet does not say %q", want)
		}
	}
	if strings.Contains(got, "rounded up") {
		t.Errorf("the sheet explains the default target, but the scenario gives one")
	}
}
