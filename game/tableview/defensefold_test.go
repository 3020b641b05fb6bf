package tableview

import (
	"fmt"
	"strings"
	"testing"

	"estafette/i18n"
	"estafette/render"
	"estafette/rules"
)

// TestDefensePromptFoldsWhatItRefuses (issue 26): in a defense prompt
// the orders the defender may give are listed, each clickable, and the
// ones the rules refuse now fold into one greyed line after them, whose
// tooltip says each refusal.
func TestDefensePromptFoldsWhatItRefuses(t *testing.T) {
	c := declared(t)
	if !c.Pass() || c.State().Decision().Kind != rules.DecideDefender {
		t.Fatalf("after the attacker's pass: %+v (%s)", c.State().Decision(), c.StatusText())
	}
	st := c.State()
	var may, refused []string
	for _, o := range c.Ruleset().Orders {
		if o.Window != rules.WindowDefense || (o.Optional && !st.OptionalRule(o.Key)) || !st.MayReceive(o.Key, st.CurrentCombat().Defender) {
			continue
		}
		if _, _, v := st.CombatOrderCost(o.Key, ""); v != nil {
			refused = append(refused, o.Key)
		} else {
			may = append(may, o.Key)
		}
	}
	if len(may) == 0 || len(refused) == 0 {
		t.Fatalf("the tutorial's first combat: %d defense orders possible, %d refused; want some of each", len(may), len(refused))
	}
	for _, lang := range []i18n.Lang{i18n.EN, i18n.FR} {
		c.SetLang(lang)
		v := NewView(c)
		var offered []string
		folded := -1
		for i, r := range v.Panel().Rows {
			if e, ok := v.Entry(r.ID); ok {
				if o, ok := e.(Order); ok {
					offered = append(offered, o.Key)
					if r.Disabled {
						t.Errorf("%s: %s listed greyed", lang, o.Key)
					}
					if folded >= 0 {
						t.Errorf("%s: %s after the folded line", lang, o.Key)
					}
				}
			}
			if r.Kind == render.RowMenu && r.Disabled && r.Text == i18n.Tf(lang, "orders.greyed", len(refused)) {
				folded = i
				tip := strings.Join(r.Tip, "\n")
				for _, k := range refused {
					o, _ := c.Ruleset().Order(k)
					if !strings.Contains(tip, o.Name) {
						t.Errorf("%s: the folded line's tip does not name %s:\n%s", lang, o.Name, tip)
					}
				}
			}
		}
		if fmt.Sprint(offered) != fmt.Sprint(may) {
			t.Errorf("%s: offered %v, want %v", lang, offered, may)
		}
		if folded < 0 {
			t.Errorf("%s: no folded line for %d refused orders", lang, len(refused))
		}
	}
}
