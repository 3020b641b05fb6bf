package store

import (
	"errors"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// clock is a settable time, so that the order of documents is the
// order they were written in, on any store.
type clock struct{ t time.Time }

func (c *clock) now() time.Time { c.t = c.t.Add(time.Second); return c.t }

// contract checks what the table and the editor rely on, for a store
// whose documents live under root ("" for Keyed, a directory for Files).
func contract(t *testing.T, st Store, root string) {
	t.Helper()
	at := func(parts ...string) string { return filepath.Join(append([]string{root}, parts...)...) }
	contractMissing(t, st, at)
	a := contractListing(t, st, root, at)
	contractReadWrite(t, st, a)
	contractRenameRemove(t, st, a, at)
}

// contractMissing: what is not there lists nothing and reads as not
// existing.
func contractMissing(t *testing.T, st Store, at func(...string) string) {
	t.Helper()
	if list, err := st.List(at("saves")); err != nil || len(list) != 0 {
		t.Fatalf("a directory that does not exist: %v, %v; want nothing", list, err)
	}
	if _, err := st.Read(at("saves", "none.estafette"), 100); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("reading a missing document: %v, want not exist", err)
	}
	if _, err := st.Stat(at("none")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("stat of a missing document: %v, want not exist", err)
	}
}

// contractListing writes two games and an autosave: a folder lists its
// own documents only, with their times; it returns the first game's.
func contractListing(t *testing.T, st Store, root string, at func(...string) string) Info {
	t.Helper()
	for i, name := range []string{"a.estafette", "b.estafette"} {
		if err := st.Write(at("saves", name), []byte("game "+name)); err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			time.Sleep(20 * time.Millisecond) // files: a later modification time
		}
	}
	if err := st.Write(at("autosave-x.estafette"), []byte("auto")); err != nil {
		t.Fatal(err)
	}
	list, err := st.List(at("saves"))
	if err != nil || len(list) != 2 {
		t.Fatalf("saves lists %+v, %v; want the two games", list, err)
	}
	byName := map[string]Info{}
	for _, e := range list {
		byName[e.Name] = e
	}
	a, b := byName[at("saves", "a.estafette")], byName[at("saves", "b.estafette")]
	if !a.Regular || !b.Regular || !b.ModTime.After(a.ModTime) {
		t.Errorf("listed %+v: want both, b written after a", list)
	}
	top, _ := st.List(root)
	if len(top) != 1 || top[0].Name != at("autosave-x.estafette") {
		t.Errorf("the top lists %+v, want only the autosave (not the saves below)", top)
	}
	return a
}

// contractReadWrite: a document reads back, not past the limit, and a
// second write replaces it.
func contractReadWrite(t *testing.T, st Store, a Info) {
	t.Helper()
	if got, err := st.Read(a.Name, 100); err != nil || string(got) != "game a.estafette" {
		t.Errorf("read back %q, %v", got, err)
	}
	if _, err := st.Read(a.Name, 5); !errors.Is(err, ErrTooLarge) && !strings.Contains(errString(err), "too large") {
		t.Errorf("read over the limit: %v, want too large", err)
	}
	if err := st.Write(a.Name, []byte("replaced")); err != nil {
		t.Fatal(err)
	}
	if got, _ := st.Read(a.Name, 100); string(got) != "replaced" {
		t.Errorf("after a second write: %q", got)
	}
}

// contractRenameRemove: a document renamed aside holds what it held, and
// once removed leaves the list.
func contractRenameRemove(t *testing.T, st Store, a Info, at func(...string) string) {
	t.Helper()
	aside := at("saves", "a.broken.estafette")
	if err := st.Rename(a.Name, aside); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Stat(a.Name); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the renamed document is still there: %v", err)
	}
	if got, _ := st.Read(aside, 100); string(got) != "replaced" {
		t.Errorf("renamed, it holds %q", got)
	}
	if err := st.Remove(aside); err != nil {
		t.Fatal(err)
	}
	if list, _ := st.List(at("saves")); len(list) != 1 {
		t.Errorf("after the removal, saves lists %+v", list)
	}
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

func TestKeyedKeepsTheContract(t *testing.T) {
	c := &clock{t: time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)}
	contract(t, &Keyed{KV: &MapKV{}, Now: c.now}, "")
}

// TestKeyedKeys: documents are stored under the prefix, with their time,
// so that the page's file list can read them; names never leave the
// prefix, and the page's other keys are neither listed nor touched.
func TestKeyedKeys(t *testing.T) {
	kv := &MapKV{M: map[string]string{"theme": "dark", "estafette/saves/x": "text written by hand"}}
	k := &Keyed{KV: kv, Now: func() time.Time { return time.UnixMilli(1763805600000) }}
	if err := k.Write("saves/g.estafette", []byte("# Estafette saved game 1\n")); err != nil {
		t.Fatal(err)
	}
	if v := kv.M["estafette/saves/g.estafette"]; v != "1763805600000\n# Estafette saved game 1\n" {
		t.Errorf("stored as %q", v)
	}
	if err := k.Write("../../outside", []byte("light")); err != nil {
		t.Fatal(err)
	}
	if _, out := kv.M["outside"]; out || kv.M["estafette/outside"] == "" {
		t.Errorf("a name with .. reached out of the prefix: %v", kv.M)
	}
	// A value without a time (the page's import writes one, but a player
	// may edit the storage by hand) is read whole.
	if got, err := k.Read("saves/x", 100); err != nil || string(got) != "text written by hand" {
		t.Errorf("read %q, %v", got, err)
	}
	top := mustList(t, k, "")
	if len(top) != 1 || top[0].Name != "outside" {
		t.Errorf("the top lists %+v; want only Estafette's document, not the page's own key", top)
	}
}

func mustList(t *testing.T, st Store, dir string) []Info {
	t.Helper()
	l, err := st.List(dir)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// TestKeyedFullStorage: a full storage refuses the write with an error
// naming the document, and the document written before is kept whole.
func TestKeyedFullStorage(t *testing.T) {
	k := &Keyed{KV: &MapKV{Limit: 200}}
	if err := k.Write("autosave.estafette", []byte("first game")); err != nil {
		t.Fatal(err)
	}
	err := k.Write("autosave.estafette", []byte(strings.Repeat("x", 300)))
	if !errors.Is(err, ErrQuota) || !strings.Contains(err.Error(), "autosave.estafette") {
		t.Errorf("a write past the quota: %v", err)
	}
	if got, _ := k.Read("autosave.estafette", 1000); string(got) != "first game" {
		t.Errorf("the earlier game is now %q", got)
	}
	if err := k.Write("bin", []byte{0xff, 0xfe}); err == nil {
		t.Error("bytes that are not UTF-8 were stored (the browser would change them)")
	}
}
