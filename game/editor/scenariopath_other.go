//go:build !js

package editor

// scenarioPath is where a scenario named path is saved: on the desktop,
// the file the player named.
func scenarioPath(path string) string { return path }
