package editor

import (
	"errors"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/editor/control"
	"estafette/game/window"
	"estafette/render"
)

// overwriteAsk asks before a save replaces a file the editor did not open
// (Controller.SaveTo's *OverwriteError): Replace writes it, Cancel
// keeps it.
type overwriteAsk struct {
	path string
	then func() // after the save, as for a save asked by another dialog
}

// saveThen saves to path (save-as when as is set), then runs then; when
// the save would replace a file the editor did not open, it asks first.
func (a *App) saveThen(path string, as bool, then func()) {
	var err error
	if as {
		_, err = a.c.SaveAs(path)
	} else {
		_, err = a.c.Save()
	}
	var ow *control.OverwriteError
	switch {
	case errors.As(err, &ow):
		a.overwrite = &overwriteAsk{path: ow.Path, then: then}
		a.dialogV++
	case err == nil && then != nil:
		then()
	}
}

func (a *App) overwriteDialog() *render.Dialog {
	l := a.c.Lang
	return &render.Dialog{Title: say(l, "overwrite.title", filepath.Base(a.overwrite.path)), Army: -1,
		Lines:   []string{say(l, "overwrite.line", a.overwrite.path)},
		Buttons: []render.Button{{ID: "replace", Label: say(l, "overwrite.yes")}, {ID: "cancel", Label: say(l, "overwrite.no")}}}
}

func (a *App) overwriteInput(in window.Input, clicked bool) {
	id := a.clickedID(clicked)
	ow := a.overwrite
	switch {
	case id == "replace" || in.KeyJustPressed(ebiten.KeyEnter):
		a.overwrite = nil
		a.dialogV++
		if _, err := a.c.SaveTo(ow.path, true); err == nil && ow.then != nil {
			ow.then()
		}
	case id == "cancel" || in.KeyJustPressed(ebiten.KeyEscape):
		a.overwrite = nil
		a.dialogV++
		a.c.Tell("overwrite.kept", ow.path)
	}
}
