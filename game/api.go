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

// EditorController is the editor without a window.
type EditorController = editor.Controller

// The windows' panel widths, in device-independent pixels.
const (
	PanelWidth       = table.PanelWidth
	EditorPanelWidth = editor.PanelWidth
)

// TabPieces is the editor's palette tab.
const TabPieces = editor.TabPieces

// NewEditorController edits a scenario without a window
// (editor.NewController).
func NewEditorController(path string, sc *rules.Scenario, rs *rules.Ruleset) *EditorController {
	return editor.NewController(path, sc, rs)
}
