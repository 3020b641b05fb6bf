package session

import (
	"strings"
	"testing"

	"estafette/internal/store"
	"estafette/rules"
	"estafette/scenarios"
)

func tutorialSource(t testing.TB) []byte {
	t.Helper()
	src, err := scenarios.Builtin(scenarios.Tutorial)
	if err != nil {
		t.Fatal(err)
	}
	return src
}

// newGame starts a built-in scenario.
func newGame(t testing.TB, key string) *Game {
	t.Helper()
	src, err := scenarios.Builtin(key)
	if err != nil {
		t.Fatal(err)
	}
	sc, rs, err := scenarios.LoadScenario(key+".toml", src)
	if err != nil {
		t.Fatal(err)
	}
	return NewGame(key+".toml", src, sc, rs, 0)
}

// playN plays n actions: the first legal one that is not the end of a
// phase, else the end of the phase.
func playN(t testing.TB, g *Game, n int) {
	t.Helper()
	for i := 0; i < n && !g.Over(); i++ {
		var end rules.Action
		played := false
		for _, a := range g.State.LegalActions() {
			if _, ok := a.(rules.EndPhase); ok {
				end = a
				continue
			}
			if _, v := g.Apply(a); v == nil {
				played = true
				break
			}
		}
		if !played && end != nil {
			g.Apply(end)
		}
	}
}

// recordOf is a game's record as its file ends with it.
func recordOf(g *Game) string {
	var b strings.Builder
	for _, a := range g.Record {
		b.WriteString(a.String() + "\n")
	}
	return b.String()
}

// fileRecord is the record part of a game file.
func fileRecord(t testing.TB, st store.Store, name string) string {
	t.Helper()
	b, err := st.Read(name, 1<<20)
	if err != nil {
		return ""
	}
	_, rec, _ := strings.Cut(string(b), RecordSeparator+"\n")
	return strings.TrimPrefix(rec, "")
}

// lyingComments are first lines a scenario's author may write, each
// looking like a line of a game file's header (issue 35, item 1).
var lyingComments = []string{
	"# players: 2\n",
	"# players: beotiens=ai:hard\n",
	"# game-id: 0123456789ab\n",
	"# game-state: actions=1 turn=8 army=beotiens over=1 hash=000000000000\n",
	"# scenario: autre.toml\n# game-title: Autre\n# game-name: Pas moi\n",
}
