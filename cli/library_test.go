package cli

import (
	"os"
	"path/filepath"
	"testing"

	"estafette/internal/store"
	"estafette/scenarios"
	"estafette/session"
)

// TestPlayALibraryGameContinuesIt: `estafette play` on a game of the
// player's games/ continues it under its own identity, in its own file;
// on any other saved game (a copy of the same file elsewhere) it starts a
// new game, whose identity the table gives at its first write.
func TestPlayALibraryGameContinuesIt(t *testing.T) {
	home := t.TempDir()
	t.Setenv(session.HomeEnv, home)
	src, _ := scenarios.Builtin(scenarios.Tutorial)
	sc, rs, err := scenarios.LoadScenario("tutorial.toml", src)
	if err != nil {
		t.Fatal(err)
	}
	g := session.NewGame("tutorial.toml", src, sc, rs, 0)
	for _, a := range g.State.LegalActions()[:1] {
		g.Apply(a)
	}
	lib := session.OpenLibrary(store.Local(), home)
	d := lib.NewDoc(sc.Title)
	if err := lib.Write(d, g); err != nil {
		t.Fatal(err)
	}
	lib.Release(d)
	elsewhere := filepath.Join(t.TempDir(), "copy.estafette")
	data, _ := os.ReadFile(d.Path)
	os.WriteFile(elsewhere, data, 0o644)

	var r run
	if code := Main([]string{"play", d.Path}, r.env(nil)); code != 0 {
		t.Fatalf("exit %d: %s", code, r.err.String())
	}
	if o := r.opened[0].Options; o.Doc == nil || o.Doc.ID != d.ID || o.Doc.Path != d.Path || o.Saved == nil {
		t.Errorf("the library's game opened as %+v", o.Doc)
	}
	session.OpenLibrary(store.Local(), home).Release(d)
	var r2 run
	if code := Main([]string{"play", elsewhere}, r2.env(nil)); code != 0 {
		t.Fatalf("exit %d: %s", code, r2.err.String())
	}
	if o := r2.opened[0].Options; o.Doc != nil || o.Saved == nil {
		t.Errorf("a saved game elsewhere opened as %+v", o.Doc)
	}
}
