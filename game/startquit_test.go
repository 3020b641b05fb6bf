//go:build !js

package game

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/internal/store"
)

// TestStartScreenQuits (issue 39): the start screen has a Quit entry,
// and Ctrl+Q there ends the program, as at the table (before, the only
// way out was the window's close button).
func TestStartScreenQuits(t *testing.T) {
	s := startShell(t)
	s.start.LayoutF(1400, 900)
	if err := press(t, s, "ctrl", "q"); !errors.Is(err, ebiten.Termination) {
		t.Errorf("Ctrl+Q on the start screen: %v", err)
	}
	s = startShell(t)
	s.start.LayoutF(1400, 900)
	if err := s.step(&keyInput{}); err != nil {
		t.Fatal(err)
	}
	if _, ok := s.start.Screen().Find("quit"); !ok {
		t.Fatal("the start screen has no Quit entry")
	}
	s.start.Controller().Click("quit")
	s.handle(s.start.Request())
	if err := s.step(&keyInput{}); !errors.Is(err, ebiten.Termination) {
		t.Errorf("Quit on the start screen: %v", err)
	}
}

// TestStartScreenShowsTheScaleInUse (issue 39): the interface size the
// start screen shows is the one in use: after Ctrl + there, 125%, not
// the 100% it was opened with.
func TestStartScreenShowsTheScaleInUse(t *testing.T) {
	s := startShell(t)
	s.pres = &presentation{scale: 1, st: store.Local()}
	s.start.LayoutF(1400, 900)
	// What Update does with Ctrl +: the presentation's keys, then the
	// window's tick.
	if s.pres.keys(&keyInput{held: []string{"ctrl"}, just: "="}) {
		s.rescaled()
	}
	if err := s.step(&keyInput{}); err != nil {
		t.Fatal(err)
	}
	found := ""
	for _, e := range s.start.Screen().Entries {
		if strings.Contains(e.Text, "%") {
			found = e.Text
		}
	}
	if s.pres.scale != 1.25 || !strings.Contains(found, fmt.Sprint(125)) {
		t.Errorf("scale %v in use; the screen says %q", s.pres.scale, found)
	}
}
