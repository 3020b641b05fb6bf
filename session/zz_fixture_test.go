//go:build !js

package session

import (
	"os"
	"testing"
	"time"

	"estafette/internal/store"
	"estafette/scenarios"
)

func TestZZFixture(t *testing.T) {
	dir := os.Getenv("FIXTURE_DIR")
	if dir == "" {
		t.Skip()
	}
	clock := time.Date(2026, 11, 28, 20, 15, 0, 0, time.Local)
	one := OpenLibraryAs(store.Files{}, dir, "w1")
	one.Now = func() time.Time { return clock }
	m := newGame(t, "marathon")
	m.Players = map[string]string{"perses": "ai:normal"}
	playN(t, m, 12)
	d := one.NewDoc(m.Scenario.Title)
	one.Write(d, m)
	s1, _ := one.Save(d, m, "")
	os.Chtimes(s1, clock.Add(-50*time.Minute), clock.Add(-50*time.Minute))
	clock = clock.Add(10 * time.Minute)
	playN(t, m, 6)
	s2, _ := one.Save(d, m, "")
	os.Chtimes(s2, clock.Add(-20*time.Minute), clock.Add(-20*time.Minute))
	one.Write(d, m)
	two := OpenLibraryAs(store.Files{}, dir, "w2")
	c, cd, _ := two.Open(d.Path)
	playN(t, c, 3)
	two.Write(cd, c)
	os.Chtimes(cd.Path, clock.Add(-5*time.Minute), clock.Add(-5*time.Minute))
	os.Chtimes(d.Path, clock.Add(-2*time.Minute), clock.Add(-2*time.Minute))
	over := newGame(t, scenarios.Tutorial)
	for !over.Over() {
		playN(t, over, 50)
	}
	od := one.NewDoc(over.Scenario.Title)
	one.Write(od, over)
	os.Chtimes(od.Path, clock.Add(-26*time.Hour), clock.Add(-26*time.Hour))
	p := newGame(t, "pratzen")
	playN(t, p, 9)
	pd := one.NewDoc(p.Scenario.Title)
	one.Write(pd, p)
	os.Chtimes(pd.Path, clock.Add(-3*time.Hour), clock.Add(-3*time.Hour))
	one.Release(d)
	one.Release(od)
	one.Release(pd)
	two.Release(cd)
}
