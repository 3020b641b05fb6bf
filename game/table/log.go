package table

import (
	"estafette/game/help"
	"estafette/i18n"
	"estafette/render"
	"estafette/rules"
)

// maxLogRows bounds the sentences the panel considers: more never fit.
const maxLogRows = 80

func (v *View) logRows() []render.LogRow {
	c := v.c
	st := c.State()
	log := c.Log()
	from := max(0, len(log)-maxLogRows)
	out := make([]render.LogRow, 0, len(log)-from)
	for _, e := range log[from:] {
		r := render.LogRow{Text: v.c.EventSentence(e.Event)}
		if a, ok := st.Army(e.Army); ok {
			r.Color = render.LogColor(a.Index)
		}
		r.Dice = DieFaces(e.Event.Dice(), c.Lang)
		// A rule id a sentence names is a link to its help.
		r.Links = help.Links(c.Lang, r.Text)
		out = append(out, r)
	}
	return out
}

// DieFaces converts rolled faces for drawing.
func DieFaces(fs []rules.Face, lang i18n.Lang) []render.DieFace {
	if len(fs) == 0 {
		return nil
	}
	out := make([]render.DieFace, len(fs))
	for i, f := range fs {
		label := f.Name
		if lang == i18n.EN && f.Gloss != "" {
			label = f.Gloss
		}
		out[i] = render.DieFace{Key: f.Key, Kind: f.Kind, Label: label}
	}
	return out
}
