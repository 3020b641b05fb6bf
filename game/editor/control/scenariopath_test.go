package control

import "testing"

// TestStorageScenarioPath: in the browser, the name save-as suggests
// goes under scenarios/, a scenario opened from the storage saves back
// where it was, and no name climbs out of the storage's top.
func TestStorageScenarioPath(t *testing.T) {
	for in, want := range map[string]string{
		"delion.toml":            "scenarios/delion.toml",
		"scenarios/delion.toml":  "scenarios/delion.toml",
		"saves/mine.toml":        "saves/mine.toml",
		"../../etc/passwd.toml":  "etc/passwd.toml",
		"/abs.toml":              "scenarios/abs.toml",
		`C:\Users\me\fight.toml`: "C:/Users/me/fight.toml",
	} {
		if got := storageScenarioPath(in); got != want {
			t.Errorf("%q → %q, want %q", in, got, want)
		}
	}
}
