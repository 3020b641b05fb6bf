package viewer

import (
	"strings"
	"testing"

	"estafette/i18n"
)

// TestViewerNamesNoKeyToAFinger (issue 39): on a touch screen the
// viewer's buttons and the timeline's pace name no key ("(Space)", "(T)",
// "Ctrl+M", "(↑ ↓)") and its lines of keys are left out, in both
// languages; with a mouse they stay.
func TestViewerNamesNoKeyToAFinger(t *testing.T) {
	for _, lang := range []i18n.Lang{i18n.EN, i18n.FR} {
		a, err := NewApp(lessonGame(t, "command"), Options{Lang: lang, Menu: true})
		if err != nil {
			t.Fatal(err)
		}
		a.Touch = true
		var text []string
		for _, r := range a.panelNow().Footer {
			text = append(text, r.Text, r.Right)
			for _, c := range r.Chips {
				text = append(text, c.Label)
			}
		}
		text = append(text, a.timeline().Pace)
		all := strings.Join(text, " | ")
		for _, w := range []string{"(←)", "(↑ ↓)", "(Space)", "(Espace)", "(T)", "(C)", "Ctrl+", "Shift", "Maj+", "F1"} {
			if strings.Contains(all, w) {
				t.Errorf("%s: the footer says %q to a finger: %s", lang, w, all)
			}
		}
		a.Touch = false
		text = nil
		for _, r := range a.panelNow().Footer {
			text = append(text, r.Text, r.Right)
		}
		if all := strings.Join(text, " "); !strings.Contains(all, "Ctrl+") {
			t.Errorf("%s: with a mouse the keys went: %s", lang, all)
		}
	}
}
