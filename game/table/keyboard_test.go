package table

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/i18n"
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
