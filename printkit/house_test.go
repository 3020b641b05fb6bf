package printkit

import (
	"strings"
	"testing"

	"estafette/scenarios"
)

// TestHouseMarks reads the Jomini file's marks where docs/rules.md puts
// them: a published number is not starred, Estafette's reading is.
func TestHouseMarks(t *testing.T) {
	src, err := scenarios.RulesetSource("jomini")
	if err != nil {
		t.Fatal(err)
	}
	h := HouseMarks(src)
	for _, c := range []struct {
		section, item, field string
		want                 bool
	}{
		{"leader", "commander", "command_radius", false},  // docs/rules.md §2
		{"leader", "commander", "influence_radius", true}, // not published for Jomini
		{"activation", "", "good", true},
		{"activation.band", "#0", "units_per_activation", false},
		{"activation.band", "#2", "units_per_activation", true}, // "3 or 4"
		{"profile", "infantry-light", "move", false},            // JO3
		{"profile", "infantry-very-light", "move", true},
		{"terrain", "woods", "difficult", true},
		{"combat", "", "front_rank_dice", false},
		{"combat", "", "support_cancels", true},
		{"dice.face", "flag", "weight", true},
	} {
		if got := h.Marked(c.section, c.item, c.field); got != c.want {
			t.Errorf("%s %q %s: marked %v, want %v", c.section, c.item, c.field, got, c.want)
		}
	}
	if h.Count() < 50 {
		t.Errorf("only %d values marked in jomini.toml", h.Count())
	}
	if HouseMarks(nil).Count() != 0 {
		t.Errorf("no text marks something")
	}
}

// FuzzHouseMarks: any text gives marks without a panic, and only a text
// that says [HOUSE] marks anything.
func FuzzHouseMarks(f *testing.F) {
	src, _ := scenarios.RulesetSource("thucydide")
	f.Add(string(src))
	f.Add("[combat]\nsupport_cancels = 1 # [HOUSE]\n")
	f.Add("[[order]]\nkey = \"a#b\" # [HOUSE]\ntext = 'x # y' # [HOUSE]\n")
	f.Add("a = \"\\\"#\" # [HOUSE]")
	f.Fuzz(func(t *testing.T, text string) {
		h := HouseMarks([]byte(text))
		if h.Count() > 0 && !strings.Contains(text, "[HOUSE]") {
			t.Errorf("marks %d values in a text without [HOUSE]", h.Count())
		}
	})
}
