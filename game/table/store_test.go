package table

import (
	"strings"
	"testing"
	"time"

	"estafette/internal/store"
)

// browserStore is the store the web page uses (store.Keyed over the
// page's localStorage), over a map: the same code as in the browser but
// for the JavaScript calls (web/test checks those in Chromium).
func browserStore(limit int) (*store.Keyed, *store.MapKV) {
	kv := &store.MapKV{Limit: limit}
	return &store.Keyed{KV: kv}, kv
}

// TestBrowserStoreKeepsTheAutosave: in the browser's storage, the game is
// autosaved after every change under its scenario's key, offered again
// as on the desktop, and the bare page offers the latest game.
func TestBrowserStoreKeepsTheAutosave(t *testing.T) {
	st, kv := browserStore(0)
	as := OpenAutosavesIn(st, "")
	c := newTutorial(t)
	c.Autosave = as
	c.Select("HIP")
	c.Click(hx(t, "8,8"), "", false)
	c.EndPhase()
	var keys []string
	for k := range kv.M {
		keys = append(keys, k)
	}
	if len(keys) != 1 || !strings.HasPrefix(keys[0], store.Prefix+"autosave-tutorial-") {
		t.Fatalf("the storage holds %v, want the tutorial's autosave", keys)
	}
	r := OpenAutosavesIn(st, "").Find(c.ScenarioName(), c.game.source)
	if r == nil {
		t.Fatal("the autosaved game is not offered")
	}
	sameGame(t, c, r.Controller)
	if r.Saved.IsZero() {
		t.Error("the offer does not say when the game was saved")
	}
	if l := OpenAutosavesIn(st, "").FindLatest(); l == nil {
		t.Error("the bare page offers no game")
	}
}

// TestBrowserStoreSavesAndLists: Ctrl+S writes a new saved game under
// saves/, Ctrl+O lists them newest first, and one loads back.
func TestBrowserStoreSavesAndLists(t *testing.T) {
	st, _ := browserStore(0)
	c := played(t)
	at := time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC)
	st.Now = func() time.Time { return at }
	p1, err := c.SaveGameIn(st, DataDir{}.SavesDir(), at)
	if err != nil || p1 != "saves/tutorial-20261122-200000.estafette" {
		t.Fatalf("saved as %q, %v", p1, err)
	}
	at = at.Add(time.Minute)
	p2, _ := c.SaveGameIn(st, "saves", at)
	list, err := ListSavesIn(st, "saves")
	if err != nil || len(list) != 2 || list[0].Path != p2 || list[1].Path != p1 {
		t.Fatalf("listed %+v, %v; want %s then %s", list, err, p2, p1)
	}
	d, err := LoadFrom(st, p1)
	if err != nil {
		t.Fatal(err)
	}
	sameGame(t, c, d)
}

// TestBrowserStoreFullKeepsTheLastGame: when the browser's storage is
// full the player is told the game is not autosaved, and the autosave
// written before is kept whole.
func TestBrowserStoreFullKeepsTheLastGame(t *testing.T) {
	c := newTutorial(t)
	text, _ := c.SaveText()
	st, kv := browserStore(len(text) + 400)
	c.Autosave = OpenAutosavesIn(st, "")
	c.Select("HIP")
	c.Click(hx(t, "8,8"), "", false)
	if c.SaveErr != nil {
		t.Fatalf("the first autosave failed: %v", c.SaveErr)
	}
	var before string
	for _, v := range kv.M {
		before = v
	}
	kv.Limit = len(before) // no room for a longer record
	playSome(t, c, 3)
	if c.SaveErr == nil || c.Status().Key != "autosave.failed" {
		t.Errorf("a full storage: error %v, status %+v; want the player told", c.SaveErr, c.Status())
	}
	for _, v := range kv.M {
		if v != before {
			t.Error("the earlier autosave was changed")
		}
	}
}

// TestBrowserStoreSetsABrokenAutosaveAside: an autosave in the storage
// that cannot be loaded is renamed aside and explained, never
// overwritten.
func TestBrowserStoreSetsABrokenAutosaveAside(t *testing.T) {
	st, kv := browserStore(0)
	src := tutorialSource(t)
	broken := SaveHeader + "\n# scenario: tutorial.toml\n" + string(src) + RecordSeparator + "\nfly HIP\n"
	name := AutosaveName("tutorial.toml", src)
	if err := st.Write(name, []byte(broken)); err != nil {
		t.Fatal(err)
	}
	as := OpenAutosavesIn(st, "")
	if as.Find("tutorial.toml", src) != nil || len(as.Broken) != 1 || !strings.Contains(as.Broken[0].Aside, ".broken-") {
		t.Fatalf("broken %+v", as.Broken)
	}
	if _, ok := kv.M[store.Prefix+name]; ok {
		t.Error("the broken autosave is still under its name")
	}
	got, err := st.Read(as.Broken[0].Aside, 1<<20)
	if err != nil || string(got) != broken {
		t.Errorf("set aside as %q, %v", got, err)
	}
}
