package table

import (
	"fmt"
	"sort"
	"strings"

	"estafette/i18n"
	"estafette/render"
	"estafette/rules"
)

// actionRows lists the rules' other legal actions, grouped by verb, so
// that verbs without a click of their own (direct actions, messengers,
// combat choices) are playable: activations and moves are clicked on the
// board, orders in their menu, the end of the phase with its button.
func (v *View) actionRows(rows *[]render.Row) {
	c := v.c
	lang := c.Lang
	v.actions = v.actions[:0]
	byVerb := map[string][]rules.Action{}
	var verbs []string
	for _, a := range c.LegalActions() {
		line := a.String()
		verb, _, _ := strings.Cut(line, " ")
		switch verb {
		case "activate", "move", "end", "order", "roll":
			continue
		}
		if _, ok := byVerb[verb]; !ok {
			verbs = append(verbs, verb)
		}
		byVerb[verb] = append(byVerb[verb], a)
	}
	if len(verbs) == 0 {
		return
	}
	*rows = append(*rows, render.Row{Kind: render.RowHeading, Text: i18n.T(lang, "actions")})
	const perVerb = 6
	for _, verb := range verbs {
		as := byVerb[verb]
		// The selected piece's actions first.
		if c.sel != "" {
			sort.SliceStable(as, func(i, j int) bool {
				return mentions(as[i], c.sel) && !mentions(as[j], c.sel)
			})
		}
		for i, a := range as {
			if i == perVerb {
				*rows = append(*rows, render.Row{Kind: render.RowText, Text: i18n.Tf(lang, "actions.more", len(as)-perVerb, verb), Color: render.Dim()})
				break
			}
			v.actions = append(v.actions, a)
			r := render.Row{Kind: render.RowMenu, ID: fmt.Sprintf("act:%d", len(v.actions)-1), Text: a.String()}
			if i18n.Has("verb." + verb) {
				r.Tip = []string{i18n.T(lang, "verb."+verb)}
			}
			*rows = append(*rows, r)
		}
	}
}

func mentions(a rules.Action, id string) bool {
	for _, f := range strings.Fields(a.String())[1:] {
		if f == id {
			return true
		}
	}
	return false
}

// Action returns the generic action row i of the panel.
func (v *View) Action(i int) (rules.Action, bool) {
	if i < 0 || i >= len(v.actions) {
		return nil, false
	}
	return v.actions[i], true
}
