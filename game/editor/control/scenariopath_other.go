//go:build !js

package control

import (
	"path/filepath"

	"estafette/session"
)

// scenarioPath is where a scenario named path is saved: on the desktop,
// the file the player named.
func scenarioPath(path string) string { return path }

// newScenarioPath is where Save as offers to put a new scenario: the
// player's scenarios folder in the data directory, which the start
// screen lists; the working directory when there is no data directory.
func newScenarioPath(name string) string {
	if d, err := session.FindDataDir(); err == nil {
		return filepath.Join(d.Path, "scenarios", name)
	}
	return name
}
