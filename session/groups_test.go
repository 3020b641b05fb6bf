//go:build !js

package session

import (
	"os"
	"testing"
	"time"

	"estafette/internal/store"
	"estafette/scenarios"
)

// TestOneRowPerGame (issue 39): a game, its two Ctrl+S saves, the copy a
// second window made of it and a save of that copy are one game of the
// library, its autosave first and the four files folded under it, newest
// first; another game is a row of its own. Continue is the game, never
// the copy written after it; a copy the player opens himself becomes a
// game of its own.
func TestOneRowPerGame(t *testing.T) {
	dir := t.TempDir()
	at := time.Now().Add(-time.Hour)
	stamp := func(p string) {
		at = at.Add(time.Minute)
		os.Chtimes(p, at, at)
	}
	one := OpenLibraryAs(store.Files{}, dir, "window-one")
	g := newGame(t, "marathon")
	playN(t, g, 4)
	d := one.NewDoc(g.Scenario.Title)
	one.Write(d, g)
	stamp(d.Path)
	s1, _ := one.Save(d, g, "")
	stamp(s1)
	playN(t, g, 2)
	one.Write(d, g)
	stamp(d.Path)
	s2, _ := one.Save(d, g, "")
	stamp(s2)
	two := OpenLibraryAs(store.Files{}, dir, "window-two")
	c, cd, err := two.Open(d.Path)
	if err != nil || !cd.Copy || cd.CopyOf != d.ID {
		t.Fatalf("the second window got %+v (%v)", cd, err)
	}
	playN(t, c, 1)
	two.Write(cd, c)
	stamp(cd.Path)
	s3, _ := two.Save(cd, c, "")
	stamp(s3)
	other := newGame(t, scenarios.Tutorial)
	playN(t, other, 1)
	od := one.NewDoc(other.Scenario.Title)
	one.Write(od, other)
	stamp(od.Path)

	list, err := one.List()
	if err != nil || len(list) != 6 {
		t.Fatalf("%d files, %v", len(list), err)
	}
	groups := Groups(list)
	if len(groups) != 2 || groups[0].Head.Path != od.Path || groups[1].Head.Path != d.Path {
		t.Fatalf("%d rows: %+v", len(groups), groups)
	}
	var under []string
	for _, e := range groups[1].Under {
		under = append(under, e.Path)
	}
	if want := []string{s3, cd.Path, s2, s1}; len(under) != 4 || under[0] != want[0] || under[1] != want[1] || under[2] != want[2] || under[3] != want[3] {
		t.Errorf("folded under the game: %q, want %q", under, want)
	}
	if !groups[1].Under[1].IsCopy() || groups[1].Under[0].IsCopy() {
		t.Errorf("the copy is not told apart: %+v", groups[1].Under)
	}
	// Continue: the tutorial was played last; without it, Marathon's
	// own game, not the copy written after it.
	if e := one.Latest(""); e == nil || e.Path != od.Path {
		t.Errorf("Continue is %+v", e)
	}
	os.Remove(od.Path)
	if e := one.Latest(""); e == nil || e.Path != d.Path {
		t.Errorf("Continue is %+v, want the game, not its copy", e)
	}
	// The copy opened from the list by the player is his game now.
	two.Release(cd)
	h, hd, err := one.Open(cd.Path)
	if err != nil || hd.Copy || hd.Path != cd.Path || hd.CopyOf != "" {
		t.Fatalf("opening the copy: %+v, %v", hd, err)
	}
	playN(t, h, 1)
	one.Write(hd, h)
	list, _ = one.List()
	if n := len(Groups(list)); n != 2 {
		t.Errorf("the copy played on is not a game of its own: %d rows", n)
	}
}
