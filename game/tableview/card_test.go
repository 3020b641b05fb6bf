package tableview

import (
	"strings"
	"testing"

	"estafette/game/control"
	"estafette/i18n"
	"estafette/scenarios"
)

// TestCardShowsTheRulesValues: a unit's card gives its profile, its
// elements (lost ones apart), its allowance, its combat factors, its hex's
// terrain with the ruleset's cover, its group and what is in force, all
// as the rules answer them; a leader's, his radii and slots (issue 13
// item 5).
func TestCardShowsTheRulesValues(t *testing.T) {
	c := sampleUpTo(t, "attack CAV CVB")
	st := c.State()
	v := NewView(c)
	cav := unitOf(st, "CAV")
	card := v.Card("CAV")
	if card == nil || card.Elements != cav.Elements || card.Start != cav.StartElements || card.Army != armyOf(st, cav.Army).Index {
		t.Fatalf("card %+v", card)
	}
	lines := map[string]string{}
	for _, l := range card.Lines {
		lines[l.Label] = l.Text
	}
	p := cav.Profile
	want := map[string]string{
		"Type":       p.Name + " (" + p.Gloss + ")",
		"Elements":   i18n.Tf(i18n.EN, "card.elements.n", cav.Elements, cav.StartElements, cav.StartElements-cav.Elements),
		"Combat":     i18n.Tf(i18n.EN, "card.combat.n", p.Fire, p.Range, p.Assault, p.Melee),
		"Activation": i18n.Tf(i18n.EN, "card.group", cav.Group+1, "Hippocrate, stratège"),
	}
	for k, w := range want {
		if lines[k] != w {
			t.Errorf("%s: %q, want %q", k, lines[k], w)
		}
	}
	if !strings.Contains(lines["Terrain"], cav.Hex.Label()) || !strings.Contains(lines["In force"], "moved") {
		t.Errorf("terrain %q, in force %q", lines["Terrain"], lines["In force"])
	}
	// A hill's cover is the ruleset's number.
	if n := st.Ruleset().Combat.Cover["hill"]; n > 0 {
		if got := v.terrainText(hx(t, "7,3")); !strings.Contains(got, i18n.Tf(i18n.EN, "card.cover", n)) {
			t.Errorf("a hill: %q, want its cover of %d", got, n)
		}
	}
	hip, _ := st.Leader("HIP")
	lc := v.Card("HIP")
	got := map[string]string{}
	for _, l := range lc.Lines {
		got[l.Label] = l.Text
	}
	if w := i18n.Tf(i18n.EN, "card.radii.n", st.CommandRadius(hip), st.InfluenceRadius(hip)); got["Radii"] != w {
		t.Errorf("leader radii %q, want %q", got["Radii"], w)
	}
	if w := i18n.Tf(i18n.EN, "card.slots.n", st.Slots(hip)); got["Activates"] != w {
		t.Errorf("leader slots %q, want %q", got["Activates"], w)
	}
}

// TestCardSaysPersonalActivation (issue 38): a personnage the scenario
// marks « activé personnellement » (AB2, ACT.PERSONAL) says so on his
// card, in both languages; another leader's card does not.
func TestCardSaysPersonalActivation(t *testing.T) {
	src := string(tutorialSource(t))
	i := strings.Index(src, `id = "ALC"`)
	j := i + strings.Index(src[i:], "\n  hex = ")
	k := j + 1 + strings.Index(src[j+1:], "\n")
	if i < 0 || j < i || k < j {
		t.Fatal("no Alcibiade in the tutorial")
	}
	src = src[:k+1] + "  personal_activation = true\n" + src[k+1:]
	sc, rs, err := scenarios.LoadScenario("tutorial.toml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	c := control.NewController("tutorial.toml", []byte(src), sc, rs, 0)
	v := NewView(c)
	for _, lang := range []i18n.Lang{i18n.EN, i18n.FR} {
		c.SetLang(lang)
		text := func(id string) string {
			var b []string
			for _, l := range v.Card(id).Lines {
				b = append(b, l.Label+": "+l.Text)
			}
			return strings.Join(b, "\n")
		}
		want := i18n.T(lang, "card.personal") + ": " + i18n.T(lang, "card.personal.text")
		if got := text("ALC"); !strings.Contains(got, want) {
			t.Errorf("%s: Alcibiade's card lacks %q:\n%s", lang, want, got)
		}
		if got := text("HIP"); strings.Contains(got, i18n.T(lang, "card.personal.text")) {
			t.Errorf("%s: Hippocrate's card says he acts only activated personally:\n%s", lang, got)
		}
	}
}
