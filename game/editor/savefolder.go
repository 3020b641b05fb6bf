package editor

import (
	"path/filepath"
)

// The save-as prompt says in which folder the file will go (the typed
// path made absolute, as it changes), and offers the scenario's own
// folder: the one of the file the editor opened or last wrote.

// ScenarioFolder is the folder of the scenario's own file: the file Save
// writes, or the one save-as offers when it names a folder; "" when the
// scenario has no file on disk yet.
func (c *Controller) ScenarioFolder() string {
	switch {
	case c.Path != "":
		return folderOf(c.Path)
	case c.own != "":
		return folderOf(c.own)
	case c.suggest != "" && filepath.Dir(c.suggest) != ".":
		return folderOf(c.suggest)
	}
	return ""
}

// folderOf is the absolute folder a path's file goes in.
func folderOf(path string) string {
	dir := filepath.Dir(path)
	if abs, err := filepath.Abs(dir); err == nil {
		return abs
	}
	return dir
}

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
	return dir != "" && a.prompt != nil && folderOf(string(a.prompt.text)) != dir
}
