//go:build js

package session

import (
	"syscall/js"
	"testing"
	"time"

	"estafette/internal/store"
	"estafette/scenarios"
)

// TestTheTabHoldsItsGame (issue 39): on the page, the library's windows
// are the tab the page names (window.estafette.tab): the program of a
// reloaded page, or of the tab reopened, holds the game the tab played
// and continues it, where a new program was a stranger that played a
// copy; another tab still gets a copy. A name no lock can hold is not
// taken. Run with GOOS=js GOARCH=wasm and go_js_wasm_exec (node).
func TestTheTabHoldsItsGame(t *testing.T) {
	page := js.Global().Get("Object").New()
	js.Global().Set("estafette", page)
	defer js.Global().Delete("estafette")
	for _, bad := range []string{"", "a b", "x\n1", string(make([]byte, 65))} {
		page.Set("tab", bad)
		if id := tabOwner(); id != "" {
			t.Errorf("%q taken as the tab %q", bad, id)
		}
	}
	page.Set("tab", "a1b2c3d4e5f6")
	tab := tabOwner()
	if tab != "a1b2c3d4e5f6" {
		t.Fatalf("the page's tab reads %q", tab)
	}
	kv := &store.MapKV{}
	now := time.Date(2026, 11, 28, 20, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	open := func(owner string) *Library {
		l := OpenLibraryAs(&store.Keyed{KV: kv, Now: clock}, "", owner)
		l.locks = keyLocks{st: l.st.(*store.Keyed), now: clock}
		return l
	}
	g := newGame(t, scenarios.Tutorial)
	playN(t, g, 2)
	first := open(tab)
	d := first.NewDoc(g.Scenario.Title)
	if err := first.Write(d, g); err != nil {
		t.Fatal(err)
	}
	// The page is reloaded at once: its program ends without a word.
	now = now.Add(time.Second)
	if _, d2, err := open(tabOwner()).Open(d.Path); err != nil || d2.Copy || d2.Path != d.Path {
		t.Errorf("the reloaded tab got %+v (%v)", d2, err)
	}
	if _, d3, _ := open("ffffffffffff").Open(d.Path); !d3.Copy {
		t.Error("another tab took the game the first plays")
	}
}
