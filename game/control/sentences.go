package control

import (
	"estafette/game/say"
	"estafette/rules"
)

// ActionSentence says an action in the interface language, as the panel
// lists it (say.Action). The record line is for the tooltip.
func (c *Controller) ActionSentence(a rules.Action) string {
	return say.Action(c.s.Game().State, c.Lang, a)
}
