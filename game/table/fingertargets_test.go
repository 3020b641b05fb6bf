package table

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/window"
	"estafette/i18n"
	"estafette/render"
	"estafette/scenarios"
)

// TestEveryTargetTakesAFinger (issue 39): on a touch screen every entry
// a tap presses is at least 44 CSS pixels high (on a tablet at device
// scale 1, on a phone at 3): the panel's orders and buttons, the log's
// tools, a dialog's buttons; the panel's text is larger with them. With
// a mouse the panel is as it was.
func TestEveryTargetTakesAFinger(t *testing.T) {
	defer window.SetTouchScreen(false)
	for _, c := range []struct {
		w, h int
		ui   float64
	}{{1280, 800, 1}, {844, 390, 3}} {
		window.SetTouchScreen(true)
		a, in := tableAt(t, scenarios.Tutorial, int(float64(c.w)*c.ui), int(float64(c.h)*c.ui), i18n.FR)
		a.UI = c.ui
		a.DrawerOpen = a.Narrow
		a.c.Select("HIP")
		run(t, a, in)
		run(t, a, in)
		check := func(what string) {
			t.Helper()
			hits := a.liveHits()
			if len(hits) < 3 {
				t.Fatalf("%v, %s: %d entries on screen", c, what, len(hits))
			}
			for _, h := range hits {
				if float64(h.Rect.Dy()) < 44*c.ui-0.5 {
					t.Errorf("%v, %s: %q is %d px high, a finger needs %.0f", c, what, h.ID, h.Rect.Dy(), 44*c.ui)
				}
			}
		}
		check("the panel")
		in.Press(ebiten.KeyEnter)
		run(t, a, in)
		run(t, a, in)
		if a.Dialog() != "endask" {
			t.Fatalf("%v: Enter asks %q", c, a.Dialog())
		}
		check("the question")
		if a.TextUI() <= a.UI {
			t.Errorf("%v: the text is not larger on a touch screen (%v at %v)", c, a.TextUI(), a.UI)
		}
	}
	window.SetTouchScreen(false)
	a, in := tableAt(t, scenarios.Tutorial, 1280, 800, i18n.FR)
	run(t, a, in)
	if a.Touch || a.TextUI() != a.UI {
		t.Errorf("with a mouse: touch %v, text at %v", a.Touch, a.TextUI())
	}
}

// mouseWords are what the interface says to a mouse and a keyboard.
var mouseWords = []string{"Ctrl+", "(Enter)", "(Entrée)", "(Space)", "(Espace)", "click", "clic", "cliqu", "Shift", "Maj+", "mouse", "souris", "hover", "survol"}

// TestATouchScreenSpeaksOfTaps (issue 39): on a touch screen the panel,
// the handover banner, the question before an empty phase and the help's
// controls speak of taps, long presses and pinches and name no key, in
// both languages; a leader to activate alone is a button (no
// Shift+click on a tablet), which activates him.
func TestATouchScreenSpeaksOfTaps(t *testing.T) {
	defer window.SetTouchScreen(false)
	window.SetTouchScreen(true)
	said := func(what, text string) {
		t.Helper()
		for _, w := range mouseWords {
			if strings.Contains(text, w) {
				t.Errorf("%s says %q to a finger: %q", what, w, text)
			}
		}
	}
	for _, lang := range []i18n.Lang{i18n.EN, i18n.FR} {
		a, in := tableAt(t, scenarios.Tutorial, 820, 1180, lang)
		a.LayoutF(820, 1180)
		a.c.Select("HIP")
		run(t, a, in)
		run(t, a, in)
		m := a.f.panel
		var alone string
		for i, r := range append(append([]render.Row{}, m.Rows...), m.Footer...) {
			said(fmt.Sprintf("%s panel row %d", lang, i), r.Text+" "+r.Right)
			for _, c := range r.Chips {
				said(fmt.Sprintf("%s panel chip %s", lang, c.ID), c.Label)
				if c.Label == "ALC" && i > 0 && m.Rows[i-1].Kind == render.RowHeading {
					alone = c.ID
				}
			}
		}
		a.openDialog(endAskDialog{})
		said(string(lang)+" question", strings.Join(buttonLabels(boxOf(a, endAskDialog{})), " "))
		closeDialog[endAskDialog](a)
		for i := 0; i < 5 && a.c.Banner() == ""; i++ {
			a.c.EndPhase()
		}
		if a.c.Banner() == "" {
			t.Fatalf("%s: no handover after the Athenians' turn", lang)
		}
		said(string(lang)+" banner", strings.Join(boxOf(a, bannerDialog{}).Lines, " "))
		a.c.DismissBanner()
		a.help.Open("")
		a.help.Prepare(lang, a.c.Ruleset(), a.Screen(), a.UI)
		var help []string
		for _, s := range a.help.Model().Sections {
			if s.ID == "controls" {
				for _, it := range s.Items {
					help = append(help, it.Tag+" "+it.Text)
				}
			}
		}
		if len(help) == 0 || !strings.Contains(strings.ToLower(strings.Join(help, " ")), map[i18n.Lang]string{i18n.EN: "long press", i18n.FR: "appui long"}[lang]) {
			t.Errorf("%s: the help's controls on a touch screen: %q", lang, help)
		}
		said(string(lang)+" help", strings.Join(help, " "))
		if alone == "" {
			t.Errorf("%s: Hippocrate selected, no button activates a leader alone", lang)
		}
	}
	a, in := tableAt(t, scenarios.Tutorial, 820, 1180, i18n.EN)
	a.LayoutF(820, 1180)
	a.c.Select("LAC")
	run(t, a, in)
	run(t, a, in)
	chip := aloneChip(t, a, "ALC")
	a.revealEntry(chip) // the panel under the board scrolls to it
	run(t, a, in)
	run(t, a, in)
	clickAtPanel(t, a, &in.Input, chip, false)
	run(t, a, in)
	if got := recordLines(a.c); len(got) != 1 || got[0] != "activate LAC ALC" {
		t.Errorf("the chip ALC under “Activate a leader alone”: record %v (%s)", got, a.c.StatusText())
	}
}

// aloneChip is the id of the chip that activates leader id alone.
func aloneChip(t *testing.T, a *App, id string) string {
	t.Helper()
	for _, r := range a.f.panel.Rows {
		for _, c := range r.Chips {
			if c.Label == id {
				return c.ID
			}
		}
	}
	t.Fatalf("no button activates %s alone", id)
	return ""
}

func buttonLabels(d *render.Dialog) []string {
	var out []string
	for _, b := range d.Buttons {
		out = append(out, b.Label)
	}
	return out
}
