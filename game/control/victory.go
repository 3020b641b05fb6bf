package control

import (
	"strings"

	"estafette/i18n"
)

// VictoryLines are the victory conditions in the interface language:
// each army's eliminations against its target, the objectives, what the
// turn limit gives.
func (c *Controller) VictoryLines() []string { return c.Victory(false) }

// victory is VictoryLines, in full for the briefing (what a tie gives).
func (c *Controller) Victory(full bool) []string {
	st := c.s.Game().State
	lang := c.Lang
	var parts []string
	for a := range st.Armies() {
		parts = append(parts, i18n.Tf(lang, "victory.army", a.Name, a.EliminatedEnemy, st.VictoryTarget(a)))
	}
	out := []string{i18n.Tf(lang, "victory.line", strings.Join(parts, " · "))}
	out = append(out, ObjectiveLines(st, lang)...)
	return append(out, c.TurnLimitLine(full))
}

// TurnLimitLine says what happens after the last turn (at_turn_limit).
func (c *Controller) TurnLimitLine(full bool) string {
	sc := c.s.Game().Scenario
	lang := c.Lang
	if sc.Turns <= 0 {
		return i18n.T(lang, "victory.nolimit")
	}
	switch r := sc.AtTurnLimit; r {
	case "", "eliminations":
		if full {
			return i18n.Tf(lang, "victory.limit.equal", sc.Turns)
		}
		return i18n.Tf(lang, "victory.limit.eliminations", sc.Turns)
	case "draw":
		return i18n.Tf(lang, "victory.limit.draw", sc.Turns)
	default:
		name := r
		if a, ok := c.s.Game().State.Army(r); ok {
			name = a.Name
		}
		return i18n.Tf(lang, "victory.limit.army", sc.Turns, name)
	}
}
