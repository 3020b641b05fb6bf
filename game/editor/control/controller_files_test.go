package control

// The editor's scenario as a file and a game: play, save, open, the
// panel, and its refusals in French.

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"estafette/game/editor/model"
	"estafette/i18n"
	"estafette/rules"
	"estafette/rules/hex"
	"estafette/scenarios"
)

func TestPlayNeedsAScenarioWithoutProblems(t *testing.T) {
	c := newEditorOn(t)
	if _, _, _, err := c.PlaySetup(); err == nil || !strings.Contains(c.StatusText(), "no commander") {
		t.Fatalf("a new scenario has no commanders: %v, %q", err, c.StatusText())
	}
	drop(c, Leader{"commander"}, hex.FromOffset(8, 12))
	c.SetArmy(1)
	drop(c, Leader{"commander"}, hex.FromOffset(8, 1))
	drop(c, Unit{"infantry-heavy"}, hex.FromOffset(8, 1))
	c.SetArmy(0)
	drop(c, Unit{"infantry-heavy"}, hex.FromOffset(8, 12))
	sc, rs, src, err := c.PlaySetup()
	if err != nil {
		t.Fatal(err)
	}
	back, _, err := scenarios.LoadScenario("played.toml", src)
	if err != nil || !reflect.DeepEqual(back, sc) {
		t.Fatalf("the game's scenario text does not load back: %v", err)
	}
	st := rules.NewState(sc, rs, 1)
	if n := len(slices.Collect(st.Units())); st.Active().ID != "bleus" || n != 2 {
		t.Errorf("the game starts with %s to play and %d units", st.Active().ID, n)
	}
}

func TestEditorSaveWritesAtomicallyAndAsksForAName(t *testing.T) {
	dir := t.TempDir()
	c := newEditorOn(t)
	if _, err := c.Save(); err != ErrNoPath {
		t.Fatalf("save without a name: %v", err)
	}
	if req := c.ClickPanel(Save); req != RequestSaveAs {
		t.Errorf("the save button without a name asks for one: %q", req)
	}
	drop(c, Unit{"infantry-heavy"}, hex.FromOffset(5, 5))
	path, err := c.SaveAs(filepath.Join(dir, "nuit"))
	if err != nil || path != filepath.Join(dir, "nuit.toml") || c.Dirty() {
		t.Fatalf("save as: %q %v dirty=%v", path, err, c.Dirty())
	}
	// The new scenario still lacks commanders: saved, with a warning.
	if !strings.Contains(c.StatusText(), "no commander") {
		t.Errorf("status after saving an unfinished scenario: %q", c.StatusText())
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 1 {
		t.Errorf("the save left %d files behind", len(ents))
	}
	data, _ := os.ReadFile(path)
	if !strings.Contains(string(data), `profile = "infantry-heavy"`) {
		t.Errorf("saved file:\n%s", data)
	}
}

// TestEditorSaveRoundTrip: every built-in scenario, opened in the editor
// and saved through its Save, loads back as the same scenario; so does
// one after an edit.
func TestEditorSaveRoundTrip(t *testing.T) {
	dir := t.TempDir()
	for _, n := range scenarios.BuiltinNames() {
		src, _ := scenarios.Builtin(n)
		sc, rs, err := scenarios.LoadScenario(n+".toml", src)
		if err != nil {
			t.Fatal(err)
		}
		orig := model.Clone(sc)
		path := filepath.Join(dir, n+".toml")
		c := NewController(path, sc, rs)
		if _, err := c.Save(); err != nil {
			t.Fatal(err)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		back, _, err := scenarios.LoadScenario(path, data)
		if err != nil {
			t.Fatalf("%s: the saved file is refused: %v", n, err)
		}
		if !reflect.DeepEqual(orig, back) {
			t.Errorf("%s: load → save → load changed the scenario", n)
		}
		// An edit survives the trip too.
		var free hex.Hex
		for _, h := range back.Board.Bounds().All() {
			if c.PieceAt(h) == "" && back.Board.TerrainAt(h) == "clear" {
				free = h
				break
			}
		}
		drop(c, Unit{"cavalry-light"}, free)
		id := c.Selected()[0]
		c.Save()
		data, _ = os.ReadFile(path)
		again, _, err := scenarios.LoadScenario(path, data)
		if err != nil {
			t.Fatalf("%s after an edit: %v", n, err)
		}
		if p, ok := findPiece(again, id); !ok || p.Unit.Hex != free || p.Unit.Profile != "cavalry-light" {
			t.Errorf("%s: the new unit %s is not on %s in the saved file", n, id, free)
		}
	}
}

func TestOpenReplacesTheScenario(t *testing.T) {
	c := newEditorOn(t)
	drop(c, Unit{"infantry-heavy"}, hex.FromOffset(5, 5))
	if err := c.Open("", "tutorial.toml", tutorialSource(t)); err != nil {
		t.Fatal(err)
	}
	if c.Scenario().Title == "Nouveau scénario" || c.Dirty() || c.Editor().CanUndo() || c.Path != "" {
		t.Errorf("open should start afresh on the tutorial: %q dirty=%v", c.Scenario().Title, c.Dirty())
	}
	if c.SuggestedPath() == "" {
		t.Error("save as should suggest a name")
	}
	if err := c.Open("", "bad.toml", []byte("title = 3\n")); err == nil || !strings.Contains(c.StatusText(), "bad.toml") {
		t.Errorf("a bad file: %v, %q", err, c.StatusText())
	}
}

// TestRefusalsReadInFrench: a refused drop's reason is the validator's
// sentence, in French with the French interface, translated by its format
// (i18n's TestEveryRulesFormatHasFrench checks every format has French).
func TestRefusalsReadInFrench(t *testing.T) {
	c := tutorialEditor(t)
	c.Lang = i18n.FR
	drop(c, Unit{"cavalry-light"}, hex.FromOffset(6, 8))
	if got, want := c.StatusText(), "les unités G2 et A1 sont toutes deux sur l'hexagone 6,8 ; deux unités ne partagent jamais un hexagone"; got != want {
		t.Errorf("French refusal %q, want %q", got, want)
	}
	drop(c, Leader{"commander"}, hex.FromOffset(3, 5))
	if got := c.StatusText(); !strings.Contains(got, "second général en chef, LA1") {
		t.Errorf("French refusal %q", got)
	}
	c.Lang = i18n.EN
	if got := c.StatusText(); !strings.Contains(got, "has a second commander, LA1") {
		t.Errorf("English refusal %q", got)
	}
}
