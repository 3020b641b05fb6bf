package editor

import (
	"estafette/scenarios"

	"estafette/game/editor/control"
)

// The new-scenario form's entries, typed as the panel's are
// (control.Entry): the form is the window's, not the controller's.

// FormRuleset chooses the ruleset of the new-scenario form.
type FormRuleset struct{ Key string }

// ID is "new:rs:" and the ruleset's key.
func (f FormRuleset) ID() string { return "new:rs:" + f.Key }

// FormButton is one of the new-scenario form's buttons.
type FormButton string

// The new-scenario form's buttons: the board's size steppers, create and
// cancel.
const (
	FewerColumns FormButton = "new:cols:-"
	MoreColumns  FormButton = "new:cols:+"
	FewerRows    FormButton = "new:rows:-"
	MoreRows     FormButton = "new:rows:+"
	Create       FormButton = "new:create"
	Cancel       FormButton = "new:cancel"
)

// ID is the button's id.
func (b FormButton) ID() string { return string(b) }

// formEntry is the new-scenario form's entry of a clickable id, nil for
// none: one of its buttons, or a ruleset's.
func formEntry(id string) control.Entry {
	for _, b := range []FormButton{FewerColumns, MoreColumns, FewerRows, MoreRows, Create, Cancel} {
		if b.ID() == id {
			return b
		}
	}
	for _, k := range scenarios.RulesetKeys() {
		if e := (FormRuleset{k}); e.ID() == id {
			return e
		}
	}
	return nil
}
