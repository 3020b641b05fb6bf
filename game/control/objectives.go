package control

import (
	"estafette/i18n"
	"estafette/rules"
)

// ObjectiveLines say the scenario's objectives in language lang, each
// with how far its army is from it now: "Les Français gagnent en prenant
// Mont-Saint-Jean (12,2) à la fin de leur tour — pas pris". The panel,
// the briefing and the viewer show them; the sentences are the rules'.
func ObjectiveLines(st *rules.State, lang i18n.Lang) []string {
	var out []string
	for _, o := range st.Objectives() {
		f, args := o.Sentence()
		pf, pargs := o.Progress()
		out = append(out, i18n.Sentence(lang, f, args, "")+" — "+i18n.Sentence(lang, pf, pargs, ""))
	}
	return out
}
