package editor

import (
	"context"
	"path/filepath"

	"estafette/internal/filedialog"
)

// Save as asks the system's own file dialog where there is one and the
// window is the player's (Options.SystemDialogs): in the player's
// scenarios folder, proposing the scenario's name. Elsewhere, and when
// the system has none, the editor's typed path prompt asks. The dialog
// runs in the background; Update takes its answer.

// systemSave is the system's Save dialog under way.
type systemSave struct {
	answer <-chan filedialog.Result
	then   func() // after a successful save
}

// askPath asks where to save as, then runs then after the save.
func (a *App) askPath(then func()) {
	if a.opts.SystemDialogs && filedialog.Available() {
		if a.sysSave.answer != nil {
			return // one dialog at a time
		}
		dir := a.c.ScenarioFolder()
		suggested := a.c.SuggestedPath()
		if dir == "" {
			dir = filepath.Dir(suggested)
		}
		a.sysSave = systemSave{then: then, answer: filedialog.Ask(context.Background(), filedialog.Request{
			Kind: filedialog.Save, Title: say(a.c.Lang, "prompt.saveas"), Dir: dir, Name: filepath.Base(suggested), Pattern: "*.toml"})}
		return
	}
	a.prompt = &pathPrompt{text: []rune(a.c.SuggestedPath()), then: then}
	a.dialogV++
}

// systemSaveAnswered saves under the name the system's dialog gave, once
// it has answered; a file there the editor did not open is asked about
// as a typed name's is (saveThen).
func (a *App) systemSaveAnswered() {
	if a.sysSave.answer == nil {
		return
	}
	select {
	case r := <-a.sysSave.answer:
		then := a.sysSave.then
		a.sysSave = systemSave{}
		if r.Err == nil {
			a.saveThen(r.Path, true, then)
		}
	default:
	}
}
