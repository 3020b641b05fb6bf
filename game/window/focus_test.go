package window_test

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/window"
	"estafette/internal/testkit/helptest"
)

// TestFocusTabsThroughADialog (issue 25): Tab walks a dialog's buttons in
// order and wraps round, Shift+Tab walks back, the arrows do the same
// where the dialog allows them, Enter presses the focused one and is then
// hidden from the dialog's own default; with none focused Enter is left
// to the dialog.
func TestFocusTabsThroughADialog(t *testing.T) {
	ids := []string{"save", "discard", "cancel"}
	var f window.Focus
	in := &helptest.Input{}
	tick := func(arrows bool, keys ...ebiten.Key) (window.Input, string) {
		in.Press(keys...)
		rest, got := f.Answer(in, ids, arrows)
		return rest, got
	}
	if rest, got := tick(true, ebiten.KeyEnter); got != "" || f.On() != "" || !window.Enter(rest) {
		t.Fatalf("Enter with nothing focused pressed %q (focus %q), Enter left to the dialog: %v", got, f.On(), window.Enter(rest))
	}
	var seen []string
	for range 4 {
		tick(false, ebiten.KeyTab)
		seen = append(seen, f.On())
	}
	if want := []string{"save", "discard", "cancel", "save"}; !slices.Equal(seen, want) {
		t.Errorf("Tab went %v, want %v", seen, want)
	}
	in.Held = []ebiten.Key{ebiten.KeyShift}
	tick(false, ebiten.KeyTab)
	if f.On() != "cancel" {
		t.Errorf("Shift+Tab from the first went to %q, want the last", f.On())
	}
	in.Held = nil
	if tick(false, ebiten.KeyArrowLeft); f.On() != "cancel" {
		t.Errorf("an arrow moved the focus of a dialog that keeps its arrows, to %q", f.On())
	}
	if tick(true, ebiten.KeyArrowLeft); f.On() != "discard" {
		t.Errorf("← went to %q, want discard", f.On())
	}
	if tick(true, ebiten.KeyArrowRight); f.On() != "cancel" {
		t.Errorf("→ went to %q, want cancel", f.On())
	}
	rest, got := tick(false, ebiten.KeyNumpadEnter)
	if got != "cancel" || window.Enter(rest) {
		t.Errorf("Enter on cancel pressed %q; the dialog still sees Enter: %v", got, window.Enter(rest))
	}
	// Another dialog starts with none focused.
	if _, got := f.Answer(in.Press(ebiten.KeyEnter), []string{"ok", "cancel"}, true); got != "" || f.On() != "" {
		t.Errorf("a new dialog: Enter pressed %q, focus %q", got, f.On())
	}
	// Ctrl+Tab is the browser's, not the dialog's.
	in.Held = []ebiten.Key{ebiten.KeyControl}
	if f.Answer(in.Press(ebiten.KeyTab), []string{"ok", "cancel"}, true); f.On() != "" {
		t.Errorf("Ctrl+Tab moved the focus to %q", f.On())
	}
}
