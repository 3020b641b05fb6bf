//go:build !js

package session

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"estafette/internal/store"
	"estafette/rules"
	"estafette/scenarios"
)

// TestHeaderSaysWhereTheGameStands: a game file's header gives its
// identity, title, turn, army to play, players and whether it is over,
// and the list reads them without replaying (a record the rules refuse
// is listed all the same).
func TestHeaderSaysWhereTheGameStands(t *testing.T) {
	dir := t.TempDir()
	lib := OpenLibrary(store.Files{}, dir)
	g := newGame(t, "marathon")
	g.Players = map[string]string{"perses": "ai:hard"}
	playN(t, g, 5)
	d := lib.NewDoc(g.Scenario.Title)
	if err := lib.Write(d, g); err != nil {
		t.Fatal(err)
	}
	list, err := lib.List()
	if err != nil || len(list) != 1 {
		t.Fatalf("list %+v %v", list, err)
	}
	e := list[0]
	m := e.Meta
	if e.Kind != Autosave || m.ID != d.ID || e.Title() != g.Scenario.Title || m.Turn != g.State.Turn() ||
		m.Army != g.State.Active().ID || m.ArmyNamed(m.Army) != g.State.Active().Name || m.Actions != len(g.Record) ||
		m.Over || !e.Unfinished() || e.Players["perses"] != "ai:hard" || m.Hash != ScenarioHash(g.Source) {
		t.Errorf("entry %+v", e)
	}
	// Spoil the record: the header still lists it (nothing is replayed),
	// and opening it says why it cannot be played.
	data, _ := os.ReadFile(d.Path)
	os.WriteFile(d.Path, append(data, []byte("fly HIP\n")...), 0o644)
	list, _ = lib.List()
	if len(list) != 1 || list[0].Err != nil || list[0].Meta.Turn != m.Turn {
		t.Errorf("a game whose record is spoilt is listed as %+v", list)
	}
	if _, _, err := lib.Open(d.Path); err == nil || !strings.Contains(err.Error(), "fly") {
		t.Errorf("opening it: %v", err)
	}
}

// TestHeaderRoundTrip: a game written and read back is the same game
// with the same scenario text: the header lines are not part of it.
func TestHeaderRoundTrip(t *testing.T) {
	g := newGame(t, scenarios.Tutorial)
	playN(t, g, 6)
	data, err := FormatSave(g, Meta{ID: "0123456789ab", Named: "Samedi\nau club"})
	if err != nil {
		t.Fatal(err)
	}
	h, sg, err := LoadSave("g.estafette", data)
	if err != nil {
		t.Fatal(err)
	}
	if string(h.Source) != string(g.Source) || recordOf(h) != recordOf(g) || sg.Meta.ID != "0123456789ab" || sg.Meta.Named != "Samedi au club" {
		t.Errorf("read back: source same %v, record %q, meta %+v", string(h.Source) == string(g.Source), recordOf(h), sg.Meta)
	}
	// A file of an earlier version (no game- lines) loads as before.
	old := strings.Join(strings.FieldsFunc(string(data), func(r rune) bool { return r == '\n' }), "\n")
	var keep []string
	for _, l := range strings.Split(old, "\n") {
		if !strings.HasPrefix(l, "# game-") {
			keep = append(keep, l)
		}
	}
	if _, sg, err := LoadSave("old.estafette", []byte(strings.Join(keep, "\n")+"\n")); err != nil || sg.Meta.ID != "" {
		t.Errorf("an earlier version's file: %v %+v", err, sg)
	}
}

// TestTwoWindowsNeverWriteOneFile (issue 23, item 3): the window that
// opens an unfinished game holds it; a second window that opens it plays
// a copy under an identity of its own, and says so; the first window's
// file only ever holds the first window's game. A lock left by a
// process that is gone (a crash) does not keep the game from its player.
func TestTwoWindowsNeverWriteOneFile(t *testing.T) {
	dir := t.TempDir()
	one := OpenLibraryAs(store.Files{}, dir, "window-one")
	g := newGame(t, scenarios.Tutorial)
	playN(t, g, 3)
	d := one.NewDoc(g.Scenario.Title)
	one.Write(d, g)

	two := OpenLibraryAs(store.Files{}, dir, "window-two")
	g2, d2, err := two.Open(d.Path)
	if err != nil {
		t.Fatal(err)
	}
	if !d2.Copy || d2.ID == d.ID || d2.Path == d.Path || d2.From != d.Path {
		t.Fatalf("the second window got %+v", d2)
	}
	playN(t, g2, 2)
	two.Write(d2, g2)
	playN(t, g, 1)
	one.Write(d, g)
	if fileRecord(t, store.Files{}, d.Path) != recordOf(g) || fileRecord(t, store.Files{}, d2.Path) != recordOf(g2) {
		t.Error("a window wrote the other's game")
	}
	// The first window lets it go: the second may now take it.
	one.Release(d)
	if _, d3, _ := two.Open(d.Path); d3.Copy || d3.Path != d.Path {
		t.Errorf("after the first window let go: %+v", d3)
	}
	two.Release(d)

	// A crash: the lock names a process that has ended.
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	if err := cmd.Run(); err != nil {
		t.Skip("cannot run a process:", err)
	}
	os.WriteFile(filepath.Join(dir, GamesDir, d.ID+".lock"), []byte(strconv.Itoa(cmd.Process.Pid)+" window-gone\n"), 0o644)
	if _, d4, _ := two.Open(d.Path); d4.Copy {
		t.Error("a lock left by a crashed window keeps the game from its player")
	}
	// A live process's lock holds.
	two.Release(d)
	os.WriteFile(filepath.Join(dir, GamesDir, d.ID+".lock"), []byte(strconv.Itoa(os.Getppid())+" window-alive\n"), 0o644)
	if _, d5, _ := two.Open(d.Path); !d5.Copy {
		t.Error("the lock of a live window was taken over")
	}
}

// TestSaveNeverTakesAName (issue 23, item 4): Ctrl+S twice in the same
// second writes two files, and neither is an autosave's name.
func TestSaveNeverTakesAName(t *testing.T) {
	lib := OpenLibrary(store.Files{}, t.TempDir())
	at := time.Date(2026, 11, 27, 20, 0, 0, 0, time.UTC)
	lib.Now = func() time.Time { return at }
	g := newGame(t, scenarios.Tutorial)
	playN(t, g, 2)
	d := lib.NewDoc(g.Scenario.Title)
	seen := map[string]bool{}
	for i := 0; i < 3; i++ {
		p, err := lib.Save(d, g, "")
		if err != nil || seen[p] || filepath.Base(filepath.Dir(p)) != SavesDir {
			t.Fatalf("save %d: %s %v", i, p, err)
		}
		seen[p] = true
	}
	list, _ := lib.List()
	if len(list) != 3 || list[0].Kind != Saved {
		t.Errorf("the library lists %+v", list)
	}
}

// TestCleanTitle: the title part of a name has no dot, no slash, no
// temp pattern, at most 40 runes, and is never empty.
func TestCleanTitle(t *testing.T) {
	for in, want := range map[string]string{
		"Marathon (490 av. J.-C.)": "marathon-490-av-j-c",
		".club":                    "club",
		"x.estafette-tmp-1":        "x-estafette-tmp-1",
		"../../etc/passwd":         "etc-passwd",
		"":                         "game",
		"«»":                       "game",
		strings.Repeat("é", 300):   strings.Repeat("é", 40),
	} {
		if got := CleanTitle(in); got != want {
			t.Errorf("CleanTitle(%q) = %q, want %q", in, got, want)
		}
	}
	if a, b := NewID(), NewID(); a == b || len(a) != 12 || cleanID(a) != a {
		t.Errorf("ids %q %q", a, b)
	}
}

// TestOldAutosavesAreBroughtIn: the autosaves of earlier versions (one
// per scenario, and the single one before them) become games of games/
// with identities of their own, removed only once the new file is
// written; one that does not load stays where it was, listed, and the
// player is told.
func TestOldAutosavesAreBroughtIn(t *testing.T) {
	dir := t.TempDir()
	g := newGame(t, scenarios.Tutorial)
	playN(t, g, 3)
	h := newGame(t, "marathon")
	playN(t, h, 2)
	oldText := func(g *Game) []byte {
		data, _ := FormatSave(g, Meta{})
		var keep []string
		for _, l := range strings.Split(string(data), "\n") {
			if !strings.HasPrefix(l, "# game-") {
				keep = append(keep, l)
			}
		}
		return []byte(strings.Join(keep, "\n"))
	}
	os.WriteFile(filepath.Join(dir, "autosave.estafette"), oldText(g), 0o644)
	os.WriteFile(filepath.Join(dir, "autosave-marathon-3f2a9c01b7d4.estafette"), oldText(h), 0o644)
	broken := []byte(SaveHeader + "\n# scenario: tutorial.toml\n" + string(tutorialSource(t)) + RecordSeparator + "\nfly HIP\n")
	brokenPath := filepath.Join(dir, "autosave-tutorial-000000000000.estafette")
	os.WriteFile(brokenPath, broken, 0o644)
	lib := OpenLibrary(store.Files{}, dir)
	list, err := lib.List()
	if err != nil {
		t.Fatal(err)
	}
	found := map[string]Entry{}
	for _, e := range list {
		found[e.Title()+"/"+strconv.Itoa(int(e.Kind))] = e
	}
	if e, ok := found[g.Scenario.Title+"/0"]; !ok || e.Meta.ID == "" || fileRecord(t, store.Files{}, e.Path) != recordOf(g) {
		t.Errorf("the single old autosave: %+v", list)
	}
	if e, ok := found[h.Scenario.Title+"/0"]; !ok || e.Meta.Actions != 2 {
		t.Errorf("Marathon's old autosave: %+v", list)
	}
	for _, n := range []string{"autosave.estafette", "autosave-marathon-3f2a9c01b7d4.estafette"} {
		if _, err := os.Stat(filepath.Join(dir, n)); err == nil {
			t.Errorf("%s stays beside its new file", n)
		}
	}
	if b, _ := os.ReadFile(brokenPath); string(b) != string(broken) {
		t.Error("the old autosave that does not load was changed")
	}
	if len(lib.Notes) != 1 || lib.Notes[0].Key != "library.unreadable" {
		t.Errorf("notes %+v", lib.Notes)
	}
	if _, ok := found[g.Scenario.Title+"/2"]; !ok {
		t.Errorf("the one that does not load is not listed: %+v", list)
	}
	// A second start finds nothing more to bring in.
	if again := OpenLibrary(store.Files{}, dir); len(again.Notes) != 1 {
		t.Errorf("second start: %+v", again.Notes)
	}
	if l2, _ := OpenLibrary(store.Files{}, dir).List(); len(l2) != len(list) {
		t.Errorf("the second start lists %d games, the first %d", len(l2), len(list))
	}
}

// TestOnlyFinishedAutosavesArePruned: past MaxAutosaves, the oldest
// finished autosaves go, each told in a note; games in progress and
// saved games never do.
func TestOnlyFinishedAutosavesArePruned(t *testing.T) {
	dir := t.TempDir()
	lib := OpenLibrary(store.Files{}, dir)
	over := newGame(t, scenarios.Tutorial)
	for !over.Over() {
		over.Apply(rules.EndPhase{})
	}
	going := newGame(t, scenarios.Tutorial)
	playN(t, going, 1)
	old := time.Now().Add(-48 * time.Hour)
	var finished, unfinished []string
	for i := 0; i < 6; i++ {
		for _, g := range []*Game{over, going} {
			d := lib.NewDoc(g.Scenario.Title)
			lib.Write(d, g)
			at := old.Add(time.Duration(i) * time.Hour)
			os.Chtimes(d.Path, at, at)
			if g == over {
				finished = append(finished, d.Path)
			} else {
				unfinished = append(unfinished, d.Path)
			}
		}
	}
	saved, _ := lib.Save(nil, over, "")
	os.Chtimes(saved, old.Add(-time.Hour), old.Add(-time.Hour))
	lib.prune(8)
	gone := 0
	for i, p := range finished {
		_, err := os.Stat(p)
		if i < 4 && err == nil || i >= 4 && err != nil {
			t.Errorf("finished game %d (oldest first): removed %v", i, err != nil)
		}
		if err != nil {
			gone++
		}
	}
	for _, p := range append(unfinished, saved) {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("%s was pruned", p)
		}
	}
	if len(lib.Notes) != gone || gone != 4 || lib.Notes[0].Key != "library.pruned" {
		t.Errorf("%d removed, notes %+v", gone, lib.Notes)
	}
}

// TestBrowserLibrary: in the browser's storage (store.Keyed) games are
// keys under games/ and saves/, listed from their headers as on the
// desktop, and opened under their identity (no locks: one page).
func TestBrowserLibrary(t *testing.T) {
	kv := &store.MapKV{}
	st := &store.Keyed{KV: kv}
	lib := OpenLibrary(st, "")
	g := newGame(t, scenarios.Tutorial)
	playN(t, g, 2)
	d := lib.NewDoc(g.Scenario.Title)
	if err := lib.Write(d, g); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(d.Path, "games/"+d.ID+"-") {
		t.Errorf("the key is %q", d.Path)
	}
	if _, ok := kv.M[store.Prefix+d.Path]; !ok {
		t.Errorf("storage %v", kv.M)
	}
	lib.Save(d, g, "")
	list, err := lib.List()
	if err != nil || len(list) != 2 {
		t.Fatalf("list %+v %v", list, err)
	}
	if e := lib.Latest(""); e == nil || e.Path != d.Path {
		t.Errorf("latest %+v", e)
	}
	h, d2, err := lib.Open(d.Path)
	if err != nil || d2.ID != d.ID || recordOf(h) != recordOf(g) {
		t.Errorf("open: %+v %v", d2, err)
	}
}

// TestOrphanTempsRemovedAtStart: what an interrupted write left in the
// data directory, games/ and saves/ is removed at start; nothing else.
func TestOrphanTempsRemovedAtStart(t *testing.T) {
	dir := t.TempDir()
	var temps, kept []string
	for _, sub := range []string{"", GamesDir, SavesDir} {
		d := filepath.Join(dir, sub)
		os.MkdirAll(d, 0o755)
		f, _ := os.CreateTemp(d, ".g"+SaveExt+".estafette-tmp-*")
		f.Close()
		temps = append(temps, f.Name())
		k := filepath.Join(d, "notes.tmp")
		os.WriteFile(k, []byte("x"), 0o644)
		kept = append(kept, k)
	}
	OpenLibrary(store.Files{}, dir)
	for _, p := range temps {
		if _, err := os.Stat(p); err == nil {
			t.Errorf("%s was not removed", p)
		}
	}
	for _, p := range kept {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("%s was removed", p)
		}
	}
}

// TestTwoTabsNeverWriteOneGame (issue 23): two tabs of the web page share
// the browser's storage; the tab that opens an unfinished game holds it,
// a second tab plays a copy; a tab closed without a word (its lock no
// longer refreshed) leaves the game to the next one after keyedStale.
func TestTwoTabsNeverWriteOneGame(t *testing.T) {
	kv := &store.MapKV{}
	now := time.Date(2026, 11, 27, 20, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	tab := func(owner string) *Library {
		l := OpenLibraryAs(&store.Keyed{KV: kv, Now: clock}, "", owner)
		l.locks = keyLocks{st: l.st.(*store.Keyed), now: clock}
		return l
	}
	one, two := tab("tab-one"), tab("tab-two")
	g := newGame(t, scenarios.Tutorial)
	playN(t, g, 2)
	d := one.NewDoc(g.Scenario.Title)
	if err := one.Write(d, g); err != nil {
		t.Fatal(err)
	}
	if _, d2, err := two.Open(d.Path); err != nil || !d2.Copy || d2.Path == d.Path {
		t.Fatalf("the second tab got %+v (%v)", d2, err)
	}
	// The first tab goes on playing: its lock stays fresh.
	now = now.Add(keyedStale - time.Second)
	one.Refresh(d)
	now = now.Add(keyedStale - time.Second)
	if _, d3, _ := two.Open(d.Path); !d3.Copy {
		t.Error("a lock refreshed in time was taken over")
	}
	// The first tab is closed without a word.
	now = now.Add(keyedStale + time.Second)
	if _, d4, _ := two.Open(d.Path); d4.Copy || d4.Path != d.Path {
		t.Errorf("a closed tab's game stays out of reach: %+v", d4)
	}
	list, _ := two.List()
	for _, e := range list {
		if strings.HasSuffix(e.Path, ".lock") {
			t.Errorf("a lock is listed as a game: %s", e.Path)
		}
	}
}
