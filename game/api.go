package game

import (
	"estafette/game/editor"
	"estafette/game/table"
	"estafette/game/window"
	"estafette/rules"
)

// The command line (package cli) opens the windows through the shell;
// these are the windows' names it uses.

// Options are the table window's options.
type Options = table.Options

// EditorOptions are the editor window's options.
type EditorOptions = editor.Options

// Gesture is a --click or --drag of the editor.
type Gesture = window.Gesture

// Controller is the table without a window.
type Controller = table.Controller

// EditorController is the editor without a window.
type EditorController = editor.Controller

// The windows' panel widths, in device-independent pixels.
const (
	PanelWidth       = table.PanelWidth
	EditorPanelWidth = editor.PanelWidth
)

// TabPieces is the editor's palette tab.
const TabPieces = editor.TabPieces

// SaveHeader is the first line of a saved game.
const SaveHeader = table.SaveHeader

// IsSave reports whether a file's text is a saved game.
func IsSave(data []byte) bool { return table.IsSave(data) }

// LoadSave reads a saved game.
func LoadSave(file string, data []byte) (*Controller, error) { return table.LoadSave(file, data) }

// CheckPlayers checks --ai's armies and players against a scenario.
func CheckPlayers(sc *rules.Scenario, players map[string]string) error {
	return table.CheckPlayers(sc, players)
}

// NewController starts a game without a window (table.NewController).
func NewController(name string, source []byte, sc *rules.Scenario, rs *rules.Ruleset, seed int64) *Controller {
	return table.NewController(name, source, sc, rs, seed)
}

// NewEditorController edits a scenario without a window
// (editor.NewController).
func NewEditorController(path string, sc *rules.Scenario, rs *rules.Ruleset) *EditorController {
	return editor.NewController(path, sc, rs)
}
