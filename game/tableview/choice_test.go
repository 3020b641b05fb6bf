package tableview

import (
	"slices"
	"strings"
	"testing"

	"estafette/game/control"
	"estafette/game/say"
	"estafette/i18n"
	"estafette/internal/testkit/tabletest"
	"estafette/rules"
	"estafette/rules/hex"
)

// rowTexts are the panel's rows, one text each.
func rowTexts(v *View) string {
	var b []string
	for _, r := range v.Panel().Rows {
		b = append(b, r.Text)
	}
	return strings.Join(b, "\n")
}

// TestRetreatChoiceOnTheBoard (issue 38): a withdrawal is one panel row
// (its hex is not a row of its own); once clicked, the board marks the
// rules' hexes as a move's reach, the preview follows the rules' path,
// and the panel says what to click until the choice ends.
func TestRetreatChoiceOnTheBoard(t *testing.T) {
	c := tabletest.Skirmish(t, "activate FRA F1; end; end; attack F1 S1; pass")
	st := c.State()
	v := NewView(c)
	n := 0
	v.Panel()
	for _, a := range v.actions {
		if w, ok := a.(rules.Withdraw); ok {
			n++
			if w.To.IsSet() || w.Count != 0 {
				t.Errorf("the panel lists %s: a hex is clicked, not listed", w)
			}
		}
	}
	if n != 1 {
		t.Fatalf("%d withdrawal rows, want 1", n)
	}
	if !c.Play(rules.Withdraw{Leader: "STE"}) {
		t.Fatal(c.StatusText())
	}
	sc := v.Scene("")
	want := st.RetreatHexes("S1")
	if !slices.Equal(sc.ReachNoFight, want) || len(sc.ReachFight) != 0 {
		t.Errorf("the board marks %v / %v, the rules give %v", sc.ReachFight, sc.ReachNoFight, want)
	}
	path, _ := v.Preview(hx(t, "6,3"))
	if got, w := path, append([]hex.Hex{unitOf(st, "S1").Hex}, st.RetreatPath("S1", hx(t, "6,3"))...); !slices.Equal(got, w) {
		t.Errorf("preview %v, want %v", got, w)
	}
	for _, lang := range []i18n.Lang{i18n.EN, i18n.FR} {
		c.SetLang(lang)
		text := rowTexts(v)
		s := say.Sayer{St: st, Lang: lang}
		if !strings.Contains(text, i18n.Tf(lang, "choice.withdraw", s.Piece("STE"))) || !strings.Contains(text, i18n.Tf(lang, "choice.retreat", s.Piece("S1"), len(want))) {
			t.Errorf("%s: the panel does not say what to click:\n%s", lang, text)
		}
	}
	c.Click(hx(t, "6,3"), "", false)
	if strings.Contains(rowTexts(v), i18n.T(c.Lang, "choice.cancel")) {
		t.Error("the choice's rows stay after it was made")
	}
}

// TestMassChoiceOnTheBoard: Desserrer en masse marks the units that may
// take it, the picked ones ringed and no longer marked.
func TestMassChoiceOnTheBoard(t *testing.T) {
	c := tabletest.Skirmish(t, "activate FRA F1 F2 F3 F4 F5")
	st := c.State()
	v := NewView(c)
	c.Select("FRA")
	if !c.GiveOrder("desserrer-en-masse", 0) || c.Choosing().Kind != control.ChooseUnits {
		t.Fatal(c.StatusText())
	}
	c.Click(unitOf(st, "F3").Hex, "", false)
	sc := v.Scene("")
	if slices.Contains(sc.StepTo, unitOf(st, "F3").Hex) || len(sc.StepTo) != 4 {
		t.Errorf("marked %v: the four not picked, not F3", sc.StepTo)
	}
	ringed := false
	for _, u := range sc.Units {
		if u.ID == "F3" {
			ringed = u.Selected
		}
	}
	if !ringed {
		t.Error("F3, picked, is not ringed")
	}
	if !strings.Contains(rowTexts(v), i18n.Tf(c.Lang, "choice.mass", 4, "F1, F2, F3, F4, F5", "F3", 1, 4)) {
		t.Errorf("the panel:\n%s", rowTexts(v))
	}
}
