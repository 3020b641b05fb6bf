package tableview

import (
	"strings"
	"testing"
	"time"

	"estafette/i18n"
)

// reasonRows are the log's lines that give the computer's reasons.
func reasonRows(v *View) []string {
	var out []string
	prefix := strings.TrimSpace(strings.Split(v.tk("computer.reason"), "%s")[0])
	for _, r := range v.logRows() {
		if t := strings.TrimSpace(r.Text); strings.HasPrefix(t, prefix) {
			out = append(out, t)
		}
	}
	return out
}

// TestComputerReasonsFollowTheLanguage: the computer plays the tutorial
// against itself in a French window; the log's lines under its actions
// give its reasons in French (no English verb of theirs, decimal
// commas), pieces named as the log names them; after L, the same lines
// say the reasons in English, and the exported log follows too.
func TestComputerReasonsFollowTheLanguage(t *testing.T) {
	c := newTutorial(t)
	clk := withClock(c)
	c.Lang = i18n.FR
	if err := c.Session().SetPlayers(map[string]string{"atheniens": "ai:easy", "beotiens": "ai:easy"}); err != nil {
		t.Fatal(err)
	}
	tickUntil(c, clk, 100*time.Millisecond, 100000, func() bool { return c.Session().Over() || len(c.Record()) >= 150 })
	v := &View{c: c}
	fr := reasonRows(v)
	if len(fr) < 20 {
		t.Fatalf("only %d reasons in the log after %d actions", len(fr), len(c.Record()))
	}
	english := []string{"attacks ", " with ", "expected", "ends the", "moves ", "activates ", "gives ", "defense order", "follow"}
	named, attacks := false, false
	for _, r := range fr {
		if !strings.HasPrefix(r, "ordinateur :") {
			t.Errorf("French reason line %q", r)
		}
		for _, w := range english {
			if strings.Contains(r, w) {
				t.Errorf("the French log says %q: %q", w, r)
			}
		}
		named = named || strings.Contains(r, "Hoplites athéniens (aile gauche) (G1)") || strings.Contains(r, "Cavalerie béotienne (CVB)")
		if strings.HasPrefix(r, "ordinateur : attaque ") {
			attacks = true
			if !strings.Contains(r, " touches et ") || !strings.Contains(r, " %") {
				t.Errorf("French attack reason %q", r)
			}
		}
	}
	if !named || !attacks {
		t.Errorf("no reason names a piece as the log does (%v) or attacks (%v):\n%s", named, attacks, strings.Join(fr, "\n"))
	}
	if text := c.LogText(); !strings.Contains(text, fr[0]) {
		t.Errorf("the exported French log lacks %q", fr[0])
	}

	c.Lang = i18n.EN
	en := reasonRows(v)
	if len(en) != len(fr) {
		t.Fatalf("%d reasons in French, %d in English", len(fr), len(en))
	}
	said := false
	for i, r := range en {
		if !strings.HasPrefix(r, "computer:") || r == fr[i] {
			t.Errorf("English reason line %q (French %q)", r, fr[i])
		}
		said = said || strings.Contains(r, "ends the")
	}
	if !said {
		t.Errorf("no English reason ends a phase:\n%s", strings.Join(en, "\n"))
	}
	if text := c.LogText(); !strings.Contains(text, en[0]) {
		t.Errorf("the exported English log lacks %q", en[0])
	}
}
