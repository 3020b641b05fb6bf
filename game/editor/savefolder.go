package editor

import (
	"path/filepath"

	"estafette/game/editor/control"
)

// The save-as prompt says in which folder the file will go (the typed
// path made absolute, as it changes), and offers the scenario's own
// folder (control.Controller.ScenarioFolder).

// inScenarioFolder moves the prompt's file name into the scenario's
// folder.
func (a *App) inScenarioFolder() {
	dir := a.c.ScenarioFolder()
	if dir == "" || a.prompt == nil {
		return
	}
	name := filepath.Base(string(a.prompt.text))
	if name == "." || name == string(filepath.Separator) {
		name = filepath.Base(a.c.SuggestedPath())
	}
	a.prompt.text = []rune(filepath.Join(dir, name))
	a.dialogV++
}

// offersFolder reports whether the prompt shows the scenario's folder
// button: there is one, and the typed path is elsewhere.
func (a *App) offersFolder() bool {
	dir := a.c.ScenarioFolder()
	return dir != "" && a.prompt != nil && control.FolderOf(string(a.prompt.text)) != dir
}
