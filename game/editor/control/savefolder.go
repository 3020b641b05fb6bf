package control

import "path/filepath"

// The save-as prompt says in which folder the file will go (the typed
// path made absolute, as it changes), and offers the scenario's own
// folder: the one of the file the editor opened or last wrote.

// ScenarioFolder is the folder of the scenario's own file: the file Save
// writes, or the one save-as offers when it names a folder; "" when the
// scenario has no file on disk yet.
func (c *Controller) ScenarioFolder() string {
	switch {
	case c.Path != "":
		return FolderOf(c.Path)
	case c.own != "":
		return FolderOf(c.own)
	case c.suggest != "" && filepath.Dir(c.suggest) != ".":
		return FolderOf(c.suggest)
	}
	return ""
}

// FolderOf is the absolute folder a path's file goes in.
func FolderOf(path string) string {
	dir := filepath.Dir(path)
	if abs, err := filepath.Abs(dir); err == nil {
		return abs
	}
	return dir
}
