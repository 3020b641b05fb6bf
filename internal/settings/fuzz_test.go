//go:build !js

package settings

import (
	"math"
	"os"
	"reflect"
	"testing"

	"estafette/internal/store"
)

// FuzzLoad: whatever the settings file holds, Load returns settings in
// range (or the defaults with an error), never panics, and what it
// returns saves and reads back the same.
func FuzzLoad(f *testing.F) {
	for _, s := range []string{`{"lang":"fr","scale":1.5,"fullscreen":true,"high_contrast":true}`, `{"scale":1e308}`,
		`{"scale":-0}`, `{"lang":null}`, `[1,2]`, `{"scale":"big"}`, "\uFEFF{}", `{} {}`, ``} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		dir := t.TempDir()
		if err := os.WriteFile(Path(dir), data, 0o644); err != nil {
			t.Fatal(err)
		}
		s, err := Load(store.Files{}, dir, when)
		if err != nil && !reflect.DeepEqual(s, Settings{}) {
			t.Fatalf("an error with settings %+v", s)
		}
		if s.Lang != "" && s.Lang != "fr" && s.Lang != "en" || s.Scale != 0 && (math.IsNaN(s.Scale) || s.Scale < MinScale || s.Scale > MaxScale) {
			t.Fatalf("out of range: %+v", s)
		}
		if err := Save(store.Files{}, dir, s); err != nil {
			t.Fatal(err)
		}
		if back, err := Load(store.Files{}, dir, when); err != nil || !reflect.DeepEqual(back, s) {
			t.Fatalf("saved %+v, read back %+v, %v", s, back, err)
		}
	})
}
