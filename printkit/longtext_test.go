package printkit

import (
	"bytes"
	"encoding/xml"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"estafette/i18n"
	"estafette/scenarios"
)

// bboxPage is a page of `pdftotext -bbox`: its size and its words' boxes.
type bboxPage struct {
	Width  float64 `xml:"width,attr"`
	Height float64 `xml:"height,attr"`
	Words  []struct {
		XMin float64 `xml:"xMin,attr"`
		XMax float64 `xml:"xMax,attr"`
		YMin float64 `xml:"yMin,attr"`
		YMax float64 `xml:"yMax,attr"`
		Text string  `xml:",chardata"`
	} `xml:"word"`
}

// wordBoxes reads every word's box on every page with pdftotext -bbox.
func wordBoxes(t *testing.T, pdf []byte) []bboxPage {
	t.Helper()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext is not installed (make deps installs poppler-utils)")
	}
	path := filepath.Join(t.TempDir(), "kit.pdf")
	os.WriteFile(path, pdf, 0o644)
	out, err := exec.Command("pdftotext", "-bbox", "-enc", "UTF-8", path, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Pages []bboxPage `xml:"body>doc>page"`
	}
	if err := xml.Unmarshal(out, &doc); err != nil {
		t.Fatal(err)
	}
	return doc.Pages
}

// offPage lists the words that run off their page.
func offPage(pages []bboxPage) []string {
	var out []string
	for i, p := range pages {
		for _, w := range p.Words {
			if w.XMin < -0.5 || w.XMax > p.Width+0.5 || w.YMin < -0.5 || w.YMax > p.Height+0.5 {
				out = append(out, strings.Join([]string{string(rune('1' + i)), w.Text[:min(len(w.Text), 40)]}, ": "))
			}
		}
	}
	return out
}

// long is a word no line holds.
var long = strings.Repeat("Anticonstitutionnellement", 8) // 200 bytes, the loaders' limit

// TestLongWordsStayOnThePage (issue 35): a title, an army's, a leader's
// and a unit's name, a briefing made of one word far wider than the page
// wrap at a mark ("-") or are cut with "…": no word runs off the page,
// and the word's letters are all printed where it wraps (the briefing).
func TestLongWordsStayOnThePage(t *testing.T) {
	src, err := scenarios.Builtin(scenarios.Tutorial)
	if err != nil {
		t.Fatal(err)
	}
	text := strings.NewReplacer(
		`title = "Tutoriel : la colline de Délion, 424 av. J.-C."`, `title = "`+long+`"`,
		`name = "Armée d'Athènes"`, `name = "`+long+`"`,
		`name = "Hippocrate, stratège"`, `name = "`+long+`"`,
		`name = "Hoplites athéniens (aile gauche)"`, `name = "`+long+`"`,
	).Replace(string(src))
	text = strings.Replace(text, "description = \"", "description = \""+long+" ", 1)
	sc, rs, err := scenarios.LoadScenario("long.toml", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if sc.Title != long || sc.Armies[0].Name != long {
		t.Fatal("the long names are not where the test expects them")
	}
	for _, l := range []i18n.Lang{i18n.FR, i18n.EN} {
		var b bytes.Buffer
		if _, err := Scenario(&b, sc, rs, nil, Options{Lang: l}); err != nil {
			t.Fatal(err)
		}
		if off := offPage(wordBoxes(t, b.Bytes())); len(off) > 0 {
			t.Errorf("%s: words off the page (page: word): %q", l, off)
		}
		_, flat := poppler(t, b.Bytes(), false)
		joined := strings.ReplaceAll(strings.Join(strings.Fields(flat), ""), "-", "")
		if !strings.Contains(joined, long) {
			t.Errorf("%s: the briefing's long word is not printed whole across its lines", l)
		}
		if !strings.Contains(flat, "…") {
			t.Errorf("%s: no name was cut with a mark", l)
		}
	}
}

// TestLongWordsStayOnTheCard: a club's order whose name and effect are
// one long word stays on the card.
func TestLongWordsStayOnTheCard(t *testing.T) {
	src, err := scenarios.RulesetSource("thucydide")
	if err != nil {
		t.Fatal(err)
	}
	edited := strings.Replace(string(src), `name = "Thucydide"`, `name = "`+long+`"`, 1)
	edited = strings.Replace(edited, `name = "Gueulante"`, `name = "`+long+`"`, 1)
	if edited == string(src) {
		t.Fatal("the Thucydide file no longer reads as the test expects")
	}
	rs, err := scenarios.LoadRuleset("club.toml", []byte(edited))
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if _, err := Card(&b, rs, []byte(edited), Options{Lang: i18n.EN}); err != nil {
		t.Fatal(err)
	}
	if off := offPage(wordBoxes(t, b.Bytes())); len(off) > 0 {
		t.Errorf("words off the card (page: word): %q", off)
	}
}

// TestTheHouseListIsCutOnItsPage: a briefing a few lines longer leaves
// less room for the scenario page's last section, the ruleset's house
// values: the list is cut with "…" on the scenario's page. Before, the
// mark alone went over to a page of its own, before the map.
func TestTheHouseListIsCutOnItsPage(t *testing.T) {
	src, err := scenarios.Builtin("fornoue")
	if err != nil {
		t.Fatal(err)
	}
	// Fornoue's briefing as it was once written, a few lines longer: its
	// scenario page came to 5 pages' worth plus the mark.
	short := "the swollen Taro broke up the League's attack, and its reserve never crossed. The computer playing itself wins seven games in ten with the French: commanding Gonzaga is the challenge."
	long := "the swollen Taro broke up the League's attack, its reserve never crossed the river and the stradiots lingered over the plunder; in an hour the League lost two to three times as many men as the French, who got through. The computer playing itself wins seven games in ten with the French and loses only one in eight: commanding Gonzaga is the challenge."
	text := strings.Replace(string(src), short, long, 1)
	if text == string(src) {
		t.Fatal("Fornoue's English briefing no longer ends as the test expects")
	}
	sc, rs, err := scenarios.LoadScenario("fornoue.toml", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	rsrc, err := scenarios.RulesetSource(rs.Key)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	printed, err := Scenario(&b, sc, rs, rsrc, Options{Lang: i18n.EN})
	if err != nil {
		t.Fatal(err)
	}
	pages, text := poppler(t, b.Bytes(), false)
	first, _, _ := strings.Cut(text, "\f") // pdftotext ends each page with a form feed
	if pages != 5 || printed.Pages != 5 || !strings.Contains(first, "…") {
		t.Errorf("%d pages (Scenario says %d), want 5, the house list cut on the first: %q", pages, printed.Pages, first[max(0, len(first)-300):])
	}
}
