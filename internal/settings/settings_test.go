//go:build !js

package settings

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"estafette/internal/store"
)

var when = time.Date(2026, 11, 22, 15, 4, 5, 0, time.UTC)

// mapKV is the browser's storage in memory.
type mapKV map[string]string

func (m mapKV) Get(k string) (string, bool) { v, ok := m[k]; return v, ok }
func (m mapKV) Set(k, v string) error       { m[k] = v; return nil }
func (m mapKV) Delete(k string)             { delete(m, k) }
func (m mapKV) Keys() []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// TestRoundTrip: what the player chose is what the next run reads, on
// the desktop's files and in the browser's storage.
func TestRoundTrip(t *testing.T) {
	want := Settings{Lang: "fr", Scale: 1.5, Fullscreen: true, HighContrast: true}
	for name, c := range map[string]struct {
		st  store.Store
		dir string
	}{
		"files":   {store.Files{}, t.TempDir()},
		"browser": {&store.Keyed{KV: mapKV{}}, ""},
	} {
		if s, err := Load(c.st, c.dir, when); err != nil || !reflect.DeepEqual(s, Settings{}) {
			t.Errorf("%s: nothing saved gives %+v, %v; want the defaults, no error", name, s, err)
		}
		if err := Save(c.st, c.dir, want); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		got, err := Load(c.st, c.dir, when)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("%s: read back %+v, %v; want %+v", name, got, err, want)
		}
	}
}

// TestOutOfRangeDropped: a scale or a language the program cannot use
// is the default, not a crash nor an unreadable window.
func TestOutOfRangeDropped(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(Path(dir), []byte(`{"lang":"de","scale":40,"fullscreen":true,"later":{"x":1}}`), 0o644)
	s, err := Load(store.Files{}, dir, when)
	if err != nil || !reflect.DeepEqual(s, Settings{Fullscreen: true}) {
		t.Errorf("got %+v, %v; want only fullscreen kept", s, err)
	}
}

// TestBrokenFileSetAside: a damaged file is renamed aside, the defaults
// are used, the message names both files; the next save writes a new
// file and the damaged one is still there.
func TestBrokenFileSetAside(t *testing.T) {
	for _, bad := range []string{`{"scale": 1.5`, "lang = fr", `{"lang":"fr"} {}`, "\x00\x01"} {
		dir := t.TempDir()
		os.WriteFile(Path(dir), []byte(bad), 0o644)
		s, err := Load(store.Files{}, dir, when)
		var be *BrokenError
		if !reflect.DeepEqual(s, Settings{}) || !errors.As(err, &be) {
			t.Fatalf("%q: got %+v, %v; want the defaults and a BrokenError", bad, s, err)
		}
		aside := filepath.Join(dir, "settings.broken-20261122-150405.json")
		if kept, _ := os.ReadFile(aside); string(kept) != bad {
			t.Errorf("%q: aside holds %q", bad, kept)
		}
		if !strings.Contains(err.Error(), "settings.broken-20261122-150405.json") || !strings.Contains(err.Error(), "default settings") {
			t.Errorf("message %q", err)
		}
		if err := Save(store.Files{}, dir, Settings{Scale: 2}); err != nil {
			t.Fatal(err)
		}
		if s, err := Load(store.Files{}, dir, when); err != nil || s.Scale != 2 {
			t.Errorf("after saving: %+v, %v", s, err)
		}
	}
}

// TestOversizedRefused: a huge settings file is not read into memory: it
// is refused by the store's bound, set aside, and the defaults are used.
func TestOversizedRefused(t *testing.T) {
	dir := t.TempDir()
	big := `{"lang":"fr","pad":"` + strings.Repeat("x", MaxSize) + `"}`
	os.WriteFile(Path(dir), []byte(big), 0o644)
	s, err := Load(store.Files{}, dir, when)
	if !reflect.DeepEqual(s, Settings{}) || !errors.Is(err, store.ErrTooLarge) && !strings.Contains(err.Error(), "too large") {
		t.Fatalf("got %+v, %v; want the defaults and a too-large error", s, err)
	}
	if _, e := os.Stat(Path(dir)); !os.IsNotExist(e) {
		t.Error("the oversized file was not set aside")
	}
	// The same in the browser's storage.
	kv := mapKV{store.Prefix + FileName: big}
	s, err = Load(&store.Keyed{KV: kv, Now: func() time.Time { return when }}, "", when)
	if !reflect.DeepEqual(s, Settings{}) || err == nil {
		t.Errorf("browser: got %+v, %v", s, err)
	}
	if _, ok := kv[store.Prefix+"settings.broken-20261122-150405.json"]; !ok {
		t.Errorf("browser: not set aside: %v", len(kv))
	}
}

// TestNotARegularFileLeftAlone: a directory under the settings' name is
// neither read, renamed nor written over.
func TestNotARegularFileLeftAlone(t *testing.T) {
	dir := t.TempDir()
	os.Mkdir(Path(dir), 0o755)
	s, err := Load(store.Files{}, dir, when)
	if !reflect.DeepEqual(s, Settings{}) || err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("got %+v, %v", s, err)
	}
	if fi, e := os.Stat(Path(dir)); e != nil || !fi.IsDir() {
		t.Error("the directory was moved")
	}
	if Save(store.Files{}, dir, Settings{Scale: 2}) == nil {
		t.Error("a save wrote over a directory")
	}
}

func TestStepScale(t *testing.T) {
	cases := []struct {
		from float64
		dir  int
		want float64
	}{
		{0, 1, 1.25}, {1, 1, 1.25}, {1.25, 1, 1.5}, {1.5, -1, 1.25}, {3, 1, 3}, {0.5, -1, 0.5}, {2.5, 0, 1}, {1.3, 1, 1.5},
	}
	for _, c := range cases {
		if got := StepScale(c.from, c.dir); got != c.want {
			t.Errorf("StepScale(%v, %d) = %v, want %v", c.from, c.dir, got, c.want)
		}
	}
}

// TestSeatsKeptAndCleaned: who commands each army round-trips through
// the file; a seat the start screen does not offer is dropped on load.
func TestSeatsKeptAndCleaned(t *testing.T) {
	st := &store.Keyed{KV: &store.MapKV{}}
	in := Settings{Seats: map[string]map[string]string{"pratzen": {"allies": "ai:hard", "francais": "human"}}}
	if err := Save(st, "", in); err != nil {
		t.Fatal(err)
	}
	out, err := Load(st, "", time.Now())
	if err != nil || out.Seats["pratzen"]["allies"] != "ai:hard" || out.Seats["pratzen"]["francais"] != "human" {
		t.Fatalf("loaded %+v %v", out, err)
	}
	bad := Settings{Seats: map[string]map[string]string{"tutorial": {"beotiens": "cmd:rm -rf /"}}}.Clean()
	if len(bad.Seats) != 0 {
		t.Errorf("a seat never offered is kept: %v", bad.Seats)
	}
}

// TestAskDefenseFromKept (issue 39): the risk from which the player is
// asked to answer an attack is kept as he set it; a value that is not a
// percentage is dropped (every attack asked).
func TestAskDefenseFromKept(t *testing.T) {
	dir := t.TempDir()
	if err := Save(store.Files{}, dir, Settings{AskDefenseFrom: 10}); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(Path(dir))
	if s, err := Load(store.Files{}, dir, when); err != nil || s.AskDefenseFrom != 10 || !strings.Contains(string(data), `"ask_defense_from": 10`) {
		t.Errorf("read back %+v, %v from %s", s, err, data)
	}
	for _, bad := range []string{`{"ask_defense_from": 140}`, `{"ask_defense_from": -5}`} {
		os.WriteFile(Path(dir), []byte(bad), 0o644)
		if s, err := Load(store.Files{}, dir, when); err != nil || s.AskDefenseFrom != 0 {
			t.Errorf("%s: got %+v, %v; want 0", bad, s, err)
		}
	}
}
