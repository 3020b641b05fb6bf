package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"estafette/game"
	"estafette/lessons"
)

// viewed replaces the viewer window for a test: it records what the
// command line asked for.
func viewed(t *testing.T) *[]game.ViewerOptions {
	t.Helper()
	var got []game.ViewerOptions
	old := openViewer
	openViewer = func(g *game.ViewerGame, o game.ViewerOptions) error {
		if g == nil || g.Len() == 0 {
			t.Error("the viewer was opened on no game")
		}
		got = append(got, o)
		return nil
	}
	t.Cleanup(func() { openViewer = old })
	return &got
}

// TestEveryLessonReplays: each shipped lesson is a record that
// `estafette replay scenarios/tutorial.toml LESSON` accepts in full,
// exit 0: its ## lines are comments to the replay.
func TestEveryLessonReplays(t *testing.T) {
	for _, l := range lessons.List() {
		var r run
		file := filepath.Join("..", "lessons", l.File)
		if code := Main([]string{"replay", "../scenarios/" + l.Scenario + ".toml", file}, r.env(nil)); code != 0 {
			t.Errorf("%s: exit %d\n%s%s", file, code, r.out.String(), r.err.String())
		}
		if strings.Contains(r.out.String(), ": rejected") {
			t.Errorf("%s: %s", file, r.out.String())
		}
	}
}

// TestViewOpensRecordsSavesAndLessons: view takes a scenario and a
// record (a duel's too), a saved game, or --lesson by key or number,
// with --at, --lang, --screenshot, --click and --hover.
func TestViewOpensRecordsSavesAndLessons(t *testing.T) {
	got := viewed(t)
	dir := t.TempDir()
	rec := filepath.Join(dir, "game-000.rec")
	os.WriteFile(rec, []byte("seed 3\nactivate HIP G2\nend\n"), 0o644)
	save := filepath.Join(dir, "g.estafette")
	src, _ := os.ReadFile("../scenarios/tutorial.toml")
	os.WriteFile(save, []byte("# Estafette saved game 1\n# scenario: tutorial.toml\n"+string(src)+"#=== record ===\nactivate HIP G2\n"), 0o644)
	for _, args := range [][]string{
		{"view", "../scenarios/tutorial.toml", rec, "--at", "1", "--lang", "en", "--screenshot", "out.png", "--click", "HIP", "--hover", "timeline:1"},
		{"view", save},
		{"view", "--lesson", "orders"},
		{"view", "--lesson=3", "--at=10"},
	} {
		var r run
		if code := Main(args, r.env(nil)); code != 0 {
			t.Errorf("%v: exit %d: %s", args, code, r.err.String())
		}
	}
	if len(*got) != 4 {
		t.Fatalf("%d viewers opened", len(*got))
	}
	o := (*got)[0]
	if o.At != 1 || o.Lang != "en" || o.Screenshot != "out.png" || strings.Join(o.Clicks, " ") != "HIP" || o.Hover != "timeline:1" {
		t.Errorf("options %+v", o)
	}
	if (*got)[1].Lang != "fr" || (*got)[3].At != 10 {
		t.Errorf("the locale's language, --at=10: %+v %+v", (*got)[1], (*got)[3])
	}
}

// TestViewRefusals: what view cannot show says why, with the file and
// line, and opens nothing: exit 1 for a file, 2 for the command line.
func TestViewRefusals(t *testing.T) {
	got := viewed(t)
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.rec")
	os.WriteFile(bad, []byte("activate HIP G2\nactivate HIP PSI\n"), 0o644)
	typo := filepath.Join(dir, "typo.rec")
	os.WriteFile(typo, []byte("end\n##fe Oups\n"), 0o644)
	short := filepath.Join(dir, "short.rec")
	os.WriteFile(short, []byte("end\n"), 0o644)
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"view", "../scenarios/tutorial.toml", bad}, 1, bad + ":2:1: rejected CMD.RADIUS"},
		{[]string{"view", "../scenarios/tutorial.toml", typo}, 1, typo + `:2:3: unknown caption tag "##fe"`},
		{[]string{"view", "../scenarios/tutorial.toml", short, "--at", "2"}, 2, "--at 2: " + short + " has 1 actions"},
		{[]string{"view", "../scenarios/tutorial.toml", short, "--at", "-1"}, 2, "--at needs a number of actions"},
		{[]string{"view", "../scenarios/tutorial.toml"}, 2, "is not a saved game"},
		{[]string{"view"}, 2, "name a scenario and a record"},
		{[]string{"view", "--lesson", "nope"}, 2, `no lesson "nope"`},
		{[]string{"view", "--lesson", "1", short}, 2, "no file with it"},
		{[]string{"view", "--select", "HIP", "--lesson", "1"}, 2, "--select is for the table"},
		{[]string{"view", "missing.toml", short}, 1, "missing.toml: cannot read the file"},
	} {
		var r run
		code := Main(c.args, r.env(nil))
		if code != c.code || !strings.Contains(r.err.String(), c.want) {
			t.Errorf("%v: exit %d, %q; want %d and %q", c.args, code, r.err.String(), c.code, c.want)
		}
	}
	if len(*got) != 0 {
		t.Errorf("%d viewers opened", len(*got))
	}
}

// TestViewAndEditKeepTheSavedLanguage: without --lang, the viewer and the
// editor open in the language the player last chose (kept in the
// settings), as the table does; --lang still has the last word.
func TestViewAndEditKeepTheSavedLanguage(t *testing.T) {
	got := viewed(t)
	for _, c := range []struct {
		args  []string
		given bool
	}{{[]string{"view", "--lesson", "orders"}, false}, {[]string{"view", "--lesson", "orders", "--lang", "fr"}, true}} {
		var r run
		if code := Main(c.args, r.env(nil)); code != 0 {
			t.Fatalf("%v: exit %d: %s", c.args, code, r.err.String())
		}
		if o := (*got)[len(*got)-1]; o.LangGiven != c.given {
			t.Errorf("%v: LangGiven %v, want %v", c.args, o.LangGiven, c.given)
		}
	}
	for _, c := range []struct {
		args  []string
		given bool
	}{{nil, false}, {[]string{"--lang", "en"}, true}} {
		r, opened, code := editRun(t, c.args...)
		if code != 0 || len(opened) != 1 {
			t.Fatalf("edit %v: exit %d: %s", c.args, code, r.err.String())
		}
		if opened[0].LangGiven != c.given {
			t.Errorf("edit %v: LangGiven %v, want %v", c.args, opened[0].LangGiven, c.given)
		}
	}
}

// TestViewRefusesThePlayersPlayRefuses: a saved game whose "# players:"
// line names an army the scenario lacks, an unknown level or an unknown
// player is refused by view as by play, at the same line, and opens no
// window (view opened it without a word; issue 35, item 11).
func TestViewRefusesThePlayersPlayRefuses(t *testing.T) {
	got := viewed(t)
	src, _ := os.ReadFile("../scenarios/tutorial.toml")
	for _, players := range []string{"perses=ai:normal", "beotiens=ai:brilliant", "beotiens=stockfish"} {
		save := filepath.Join(t.TempDir(), "g.estafette")
		os.WriteFile(save, []byte("# Estafette saved game 1\n# scenario: tutorial.toml\n# players: "+players+"\n"+string(src)+"#=== record ===\nactivate HIP G2\n"), 0o644)
		var p, v run
		play := Main([]string{"play", save}, p.env(nil))
		code := Main([]string{"view", save}, v.env(nil))
		if play != 1 || code != 1 || !strings.Contains(v.err.String(), save+":3:1: players") || v.err.String() != p.err.String() {
			t.Errorf("%s: play exit %d %q, view exit %d %q", players, play, p.err.String(), code, v.err.String())
		}
	}
	if len(*got) != 0 {
		t.Errorf("the viewer opened %d times", len(*got))
	}
}
