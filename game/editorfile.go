package game

import (
	"path/filepath"
	"strings"

	"estafette/game/control"
	"estafette/internal/safefile"
	"estafette/session"
)

// editorFile is the file the editor may write a game's scenario back to:
// the game's scenario file, when it is a .toml on disk holding that very
// scenario (not a built-in, not a file changed since). Otherwise there is
// none, and save-as suggests the scenario file's name.
func editorFile(c *control.Controller) (path, suggest string) {
	name := c.ScenarioName()
	if !strings.EqualFold(filepath.Ext(name), ".toml") {
		return "", ""
	}
	data, err := safefile.Read(name, safefile.MaxScenario)
	if err == nil && session.ScenarioHash(data) == session.ScenarioHash(c.Source()) {
		return name, ""
	}
	return "", filepath.Base(name)
}
