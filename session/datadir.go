package session

import "path/filepath"

// HomeEnv names the environment variable that overrides where Estafette
// keeps its autosaves and saved games (tests point it at a temp dir).
const HomeEnv = "ESTAFETTE_HOME"

// DataDir is where the autosaves and the saved games live, in the
// platform's store (store.Local): a directory on the desktop
// (datadir_disk.go), the top of the page's storage in the browser
// (datadir_js.go).
type DataDir struct {
	Path string
	// Fallback, when set, says why Path is not the configuration
	// directory (no HOME, no XDG_CONFIG_HOME): the table tells the player
	// once, so that his games are not looked for in the wrong place.
	Fallback error
}

// SavesDir returns the directory where Ctrl+S writes saved games.
func (d DataDir) SavesDir() string { return filepath.Join(d.Path, "saves") }
