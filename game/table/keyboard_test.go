package table

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/i18n"
	"estafette/rules"
	"estafette/scenarios"
)

// TestKeyboardPlay (issue 25): with no mouse, Tab puts a cursor on the
// pieces of the army whose decision it is, Enter does what a click there
// does (here: Hippocrate selected, then G2 activated with him by the
// clicks' own rules), the arrows move the cursor, Esc puts it away and
// Enter ends the phase again.
func TestKeyboardPlay(t *testing.T) {
	a, in := tableAt(t, scenarios.Tutorial, 1280, 800, i18n.EN)
	press := func(k ebiten.Key) {
		t.Helper()
		in.Press(k)
		run(t, a, in)
	}
	tabTo := func(id string) {
		t.Helper()
		for i := 0; i < 20 && a.keys.piece != id; i++ {
			press(ebiten.KeyTab)
		}
		if !a.keys.on || a.keys.piece != id || a.hoverHex != a.keys.at {
			t.Fatalf("Tab never reached %s (cursor %+v, hover %v)", id, a.keys, a.hoverHex)
		}
	}
	tabTo("HIP")
	press(ebiten.KeyEnter)
	if a.c.Selected() != "HIP" {
		t.Fatalf("Enter on Hippocrate: selected %q (%s)", a.c.Selected(), a.c.StatusText())
	}
	tabTo("G2")
	press(ebiten.KeyEnter)
	mouseRecord := func() []string { return recordLines(a.c) }
	// The same two clicks with the mouse give the same record.
	b, bin := tableAt(t, scenarios.Tutorial, 1280, 800, i18n.EN)
	for _, place := range []string{"HIP", "G2"} {
		clickAt(t, b, &bin.Input, place)
		run(t, b, bin)
	}
	if got, want := mouseRecord(), recordLines(b.c); len(got) != 1 || len(want) != 1 || got[0] != want[0] {
		t.Errorf("keyboard %v, mouse %v: want the same activation", got, want)
	}
	at := a.keys.at
	press(ebiten.KeyArrowRight)
	if a.keys.at == at || a.keys.piece != "" {
		t.Errorf("the arrow did not move the cursor from %v", at)
	}
	press(ebiten.KeyEscape)
	if a.keys.on {
		t.Error("Esc left the cursor out")
	}
	phase := a.c.State().Phase()
	press(ebiten.KeyEnter)
	if a.c.State().Phase() == phase && a.Dialog() != "endask" {
		t.Error("with the cursor away Enter does not end the phase")
	}
}

// TestKeyboardPlayWithoutTab (issue 25): the web page leaves Tab to the
// browser; "." and "," put the cursor on the pieces as Tab and Shift+Tab
// do, so a keyboard alone plays there too.
func TestKeyboardPlayWithoutTab(t *testing.T) {
	a, in := tableAt(t, scenarios.Tutorial, 1280, 800, i18n.EN)
	var seen []string
	for i := 0; i < 3; i++ {
		in.Press(ebiten.KeyPeriod)
		run(t, a, in)
		seen = append(seen, a.keys.piece)
	}
	if !a.keys.on || seen[0] == seen[1] || seen[1] == seen[2] {
		t.Fatalf("'.' three times: %v (cursor %+v)", seen, a.keys)
	}
	in.Press(ebiten.KeyComma)
	run(t, a, in)
	if a.keys.piece != seen[1] {
		t.Errorf("',' went to %q, want back to %q", a.keys.piece, seen[1])
	}
}

// TestTabStartsFromThePiecesThatCanAct (issue 39): Tab visits first the
// pieces the rules let act now (in the tutorial's first command phase,
// the leaders who may activate), not every piece from the first unit.
func TestTabStartsFromThePiecesThatCanAct(t *testing.T) {
	a, in := tableAt(t, scenarios.Tutorial, 1280, 800, i18n.EN)
	actors := map[string]bool{}
	for _, act := range a.c.LegalActions() {
		if x, ok := act.(rules.Activate); ok {
			actors[x.Leader] = true
		}
	}
	if len(actors) == 0 {
		t.Fatal("no leader may activate")
	}
	seen := map[string]bool{}
	for i := 0; i < len(actors); i++ {
		in.Press(ebiten.KeyTab)
		run(t, a, in)
		if !actors[a.keys.piece] || seen[a.keys.piece] {
			t.Fatalf("Tab %d went to %q; the pieces that can act are %v", i+1, a.keys.piece, actors)
		}
		seen[a.keys.piece] = true
	}
}

// TestEveryPanelEntryIsReachedByKeys (issue 39): after the pieces that
// can act, Tab (or ".") goes through every entry of the panel a click
// could press, drawn as the hovered one with the keyboard's frame round
// it; Enter presses it: Hippocrate selected by keys, Gueulante given
// from the Orders menu by keys, the same record as by clicks.
func TestEveryPanelEntryIsReachedByKeys(t *testing.T) {
	a, in := tableAt(t, scenarios.Tutorial, 1280, 800, i18n.EN)
	press := func(k ebiten.Key) {
		t.Helper()
		in.Press(k)
		run(t, a, in)
		run(t, a, in) // the frame with the entries it reaches
	}
	for i := 0; i < 30 && a.keys.piece != "HIP"; i++ {
		press(ebiten.KeyPeriod)
	}
	press(ebiten.KeyEnter)
	if a.c.Selected() != "HIP" {
		t.Fatalf("Enter on Hippocrate selected %q", a.c.Selected())
	}
	want := map[string]bool{}
	for _, h := range a.liveHits() {
		if !h.Off && h.ID != "" {
			want[h.ID] = true
		}
	}
	seen, found := map[string]bool{}, 0
	for i := 0; i < 200 && found < len(want); i++ {
		press(ebiten.KeyPeriod)
		if id := a.keys.entry; id != "" {
			if want[id] && !seen[id] {
				found++
			}
			seen[id] = true
			if a.hoverID() != id || a.f.focus.Empty() {
				t.Fatalf("the entry %q under the keyboard's cursor is not drawn as hovered (%q) with its frame (%v)", id, a.hoverID(), a.f.focus)
			}
		}
	}
	for id := range want {
		if !seen[id] {
			t.Errorf("Tab never reaches the panel's %q", id)
		}
	}
	for i := 0; i < 200 && a.keys.entry != "order:gueulante"; i++ {
		press(ebiten.KeyPeriod)
	}
	press(ebiten.KeyEnter)
	if got := recordLines(a.c); len(got) != 1 || got[0] != "order gueulante HIP" {
		t.Errorf("Enter on Gueulante: record %v (%s)", got, a.c.StatusText())
	}
}
