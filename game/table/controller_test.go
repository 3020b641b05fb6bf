package table

import (
	"os"
	"strings"
	"testing"
	"time"

	"estafette/game/control"
	"estafette/i18n"
	"estafette/rules"
	"estafette/rules/hex"
	"estafette/scenarios"
)

func tutorialSource(t testing.TB) []byte {
	t.Helper()
	src, err := scenarios.Builtin(scenarios.Tutorial)
	if err != nil {
		t.Fatal(err)
	}
	return src
}

// newTutorial starts the tutorial with a fixed clock.
func newTutorial(t testing.TB) *control.Controller {
	t.Helper()
	src := tutorialSource(t)
	sc, rs, err := scenarios.LoadScenario("tutorial.toml", src)
	if err != nil {
		t.Fatal(err)
	}
	c := control.NewController("tutorial.toml", src, sc, rs, 0)
	now := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	c.Now = func() time.Time { return now }
	return c
}

func hx(t testing.TB, label string) hex.Hex {
	t.Helper()
	h, err := hex.ParseLabel(label)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func recordLines(c *control.Controller) []string {
	var out []string
	for _, a := range c.Record() {
		out = append(out, a.String())
	}
	return out
}

// sampleUpTo replays the lead's sample game of the tutorial up to (not
// including) the first line that starts with stop.
func sampleUpTo(t *testing.T, stop string) *control.Controller {
	t.Helper()
	data, err := os.ReadFile("../../docs/sample-tutorial.rec")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := rules.ParseRecord(string(data))
	if err != nil {
		t.Fatal(err)
	}
	c := newTutorial(t)
	if rec.HasSeed {
		c = control.NewController("tutorial.toml", tutorialSource(t), c.Scenario(), c.Ruleset(), rec.Seed)
	}
	var acts []rules.Action
	for _, l := range rec.Lines {
		if strings.HasPrefix(l.Text, stop) {
			break
		}
		acts = append(acts, l.Action)
	}
	if err := c.Replay(acts); err != nil {
		t.Fatal(err)
	}
	return c
}

func TestPanelOffersTheRulesOtherActions(t *testing.T) {
	c := newTutorial(t)
	c.Select("LAC") // his direct actions show: DirectChoices
	v := NewView(c)
	m := v.Panel()
	var ids []string
	for _, r := range m.Rows {
		if strings.HasPrefix(r.ID, "act:") {
			ids = append(ids, r.Text)
		}
	}
	if len(ids) == 0 {
		t.Fatalf("no generic action in the panel: %+v", m.Rows)
	}
	a, ok := v.Action(0)
	if !ok || c.ActionSentence(a) != ids[0] {
		t.Fatalf("action 0 is %v, row says %q", a, ids[0])
	}
	if !c.Apply(a) {
		t.Errorf("%s refused: %+v", a, c.Status())
	}
	// The panel follows the language.
	c.Lang = i18n.FR
	if m := v.Panel(); !strings.Contains(m.Footer[0].Text, "commandement") {
		t.Errorf("French footer %q", m.Footer[0].Text)
	}
}

func TestHoverSaysWhyAUnitIsDimmed(t *testing.T) {
	c := newTutorial(t)
	c.Select("HIP")
	v := NewView(c)
	sc := v.Scene("")
	dim := map[string]bool{}
	for _, u := range sc.Units {
		dim[u.ID] = u.Dim
	}
	if !dim["PSI"] || dim["G2"] || dim["THE"] {
		t.Errorf("dimmed: %v (only the psiloi are out of Hippocrate's reach)", dim)
	}
	tip := strings.Join(v.BoardTip(unitOf(c.State(), "PSI").Hex, ""), "\n")
	if !strings.Contains(tip, "CMD.RADIUS") || !strings.Contains(tip, "command radius is 5") {
		t.Errorf("tooltip %q", tip)
	}
	// Hovering a leader draws his zones faintly.
	sc = v.Scene("LAC")
	if len(sc.HoverCommand) == 0 || len(sc.HoverInfluence) == 0 || len(sc.Command) == 0 {
		t.Errorf("zones: hover %d/%d, selected %d", len(sc.HoverCommand), len(sc.HoverInfluence), len(sc.Command))
	}
}
