package boardview

import (
	"estafette/render"
	"estafette/rules"
)

// Objectives are the marks of the scenario's objective hexes, in the
// colours of the armies they win for.
func Objectives(st *rules.State) []render.ObjectiveMark {
	var out []render.ObjectiveMark
	for _, o := range st.ObjectiveHexes() {
		out = append(out, render.ObjectiveMark{Hex: o.Hex, Army: o.Army, Take: o.Take})
	}
	return out
}
