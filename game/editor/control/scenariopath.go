package control

import (
	"path"
	"strings"
)

// ScenariosDir is where the browser keeps the scenarios the editor
// saves, in the page's storage; the page's Files dialog downloads them.
const ScenariosDir = "scenarios"

// storageScenarioPath is where a scenario named p is saved in the
// browser's storage: a bare name (the one save-as suggests, or one the
// player typed) goes under scenarios/; a name with a folder (a scenario
// opened from the storage, such as scenarios/x.toml) stays where it is.
func storageScenarioPath(p string) string {
	p = strings.TrimPrefix(path.Clean("/"+strings.ReplaceAll(p, "\\", "/")), "/")
	if !strings.Contains(p, "/") {
		p = path.Join(ScenariosDir, p)
	}
	return p
}
