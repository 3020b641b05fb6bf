package printkit

import (
	"fmt"
	"strings"

	"estafette/i18n"
	"estafette/rules"
)

// scenarioPage is the sheet's first page: the title, the rules and who
// plays first, the briefing, victory in words, the armies' command in
// numbers, the reinforcements, the map's legend and the [HOUSE] values in
// force. Every number is the engine's: rules.NewState sets the armies up
// as a game would.
func (k *kit) scenarioPage() {
	s := k.s
	st := rules.NewState(k.sc, k.rs, k.sc.Seed)
	s.page(false)
	x, w := float64(margin), s.w-2*margin
	y := float64(margin) + 6
	s.setFont(bold, 16)
	for _, l := range s.lines(k.sc.Title, w, 3) {
		s.text(x, y, l, alignLeft)
		y += 7
	}
	s.setFont(regular, 10)
	first := k.sc.First
	if a, ok := st.Army(first); ok {
		first = a.Name
	}
	turns := k.t("turns.unlimited")
	if k.sc.Turns > 0 {
		turns = fmt.Sprint(k.sc.Turns)
	}
	y = s.paragraph(x, y, w, k.tf("print.scenario.facts", k.rs.Name, turns, first))
	y = k.heading(x, y+2, k.t("briefing.text"))
	s.setFont(regular, 9.5)
	desc := strings.TrimSpace(k.sc.Briefing(k.l == i18n.EN))
	if desc == "" {
		desc = k.t("briefing.none")
	}
	y = s.paragraph(x, y, w, desc)
	if k.l == i18n.EN && k.sc.DescriptionEN == "" && desc != k.t("briefing.none") {
		s.setFont(regular, 8)
		s.gray(0.35)
		y = s.paragraph(x, y, w, k.t("print.scenario.french"))
		s.gray(0)
	}
	y = k.heading(x, y+2, k.t("briefing.victory"))
	s.setFont(regular, 9.5)
	for a := range st.Armies() {
		y = s.paragraph(x, y, w, "• "+k.tf("briefing.target", a.Name, st.VictoryTarget(a)))
		for _, e := range rules.Edges {
			if st.CanExit(a.ID, e) {
				y = s.paragraph(x, y, w, "• "+k.tf("briefing.exit", a.Name, k.t("edge."+string(e))))
			}
		}
	}
	if k.sc.Victory == 0 {
		y = s.paragraph(x+3, y, w-3, k.t("print.victory.third"))
	}
	for _, o := range st.Objectives() {
		f, args := o.Sentence()
		y = s.paragraph(x, y, w, "• "+i18n.Sentence(k.l, f, args, ""))
	}
	y = s.paragraph(x, y, w, "• "+k.turnLimit(st))
	if lines := k.optionLines(); len(lines) > 0 {
		y = k.heading(x, y+2, k.t("print.scenario.options"))
		s.setFont(regular, 9.5)
		for _, l := range lines {
			y = s.paragraph(x, y, w, "• "+l)
		}
	}
	y = k.heading(x, y+2, k.t("print.scenario.command"))
	s.setFont(regular, 9.5)
	for a := range st.Armies() {
		setup := k.sc.Army(a.ID)
		y = s.paragraph(x, y, w, "• "+k.tf("print.scenario.army", a.Name, k.t("edge."+string(a.Edge)), a.CommandLevel, a.OrderPoints,
			a.Activations, a.UnitsPerActivation, a.StartingUnits, len(setup.Leaders)))
	}
	y = k.reinforcements(x, y+2, w)
	y = k.legend(x, y+2, w)
	k.houseInForce(x, y+2, w)
}

// heading writes a section's title and returns the next baseline.
func (k *kit) heading(x, y float64, t string) float64 {
	k.s.setFont(bold, 11)
	y += 4
	k.s.text(x, y, t, alignLeft)
	return y + 5
}

// turnLimit says what the last turn gives (at_turn_limit), as the
// briefing in the window does.
func (k *kit) turnLimit(st *rules.State) string {
	sc := k.sc
	if sc.Turns <= 0 {
		return k.t("victory.nolimit")
	}
	switch r := sc.AtTurnLimit; r {
	case "", "eliminations":
		return k.tf("victory.limit.equal", sc.Turns)
	case "draw":
		return k.tf("victory.limit.draw", sc.Turns)
	default:
		name := r
		if a, ok := st.Army(r); ok {
			name = a.Name
		}
		return k.tf("victory.limit.army", sc.Turns, name)
	}
}

// optionLines are the scenario's optional rules and « guerre en
// dentelles ».
func (k *kit) optionLines() []string {
	var out []string
	for _, key := range k.sc.OptionalRules {
		name := key
		if o, ok := k.rs.Order(key); ok {
			name = o.Name
		}
		out = append(out, k.tf("print.scenario.optional", name))
	}
	if k.sc.NoOrders {
		out = append(out, k.t("print.scenario.noorders"))
	}
	return out
}

// reinforcements lists the pieces that enter later, with their turn and
// entry hex.
func (k *kit) reinforcements(x, y, w float64) float64 {
	s := k.s
	y = k.heading(x, y, k.t("print.reinf"))
	var rows [][]string
	for _, a := range k.sc.Armies {
		for _, l := range a.Leaders {
			if l.Arrives > 0 {
				rows = append(rows, []string{fmt.Sprint(l.Arrives), a.Name, l.ID, l.Name, l.Hex.Label()})
			}
		}
		for _, u := range a.Units {
			if u.Arrives > 0 {
				rows = append(rows, []string{fmt.Sprint(u.Arrives), a.Name, u.ID, u.Name, u.Hex.Label()})
			}
		}
	}
	if len(rows) == 0 {
		s.setFont(regular, 9.5)
		return s.paragraph(x, y, w, k.t("print.reinf.none"))
	}
	cols := []column{{k.t("print.col.turn"), 0.08}, {k.t("print.col.army"), 0.24}, {k.t("print.col.id"), 0.1}, {k.t("print.col.name"), 0.43}, {k.t("print.col.entry"), 0.15}}
	return k.table(x, y, w, cols, rows, 8.5, false)
}

// houseInForce lists the ruleset's values marked [HOUSE] that the
// scenario page can say in a line each; the card has them all. The list
// ends on the page it starts on, cut with a mark when the page is full;
// a page without room for its heading, its intro and a first line sends
// the whole section to the next page, so that a heading never stands
// alone at a page's foot.
func (k *kit) houseInForce(x, y, w float64) {
	s := k.s
	lines := k.houseSummary()
	bottom := s.h - margin
	s.setFont(regular, 8.5)
	intro := k.t("print.house.none")
	if len(lines) > 0 {
		intro = k.tf("print.house.intro", k.house.Count())
	}
	lh := s.lineHeight()
	need := 9 + float64(len(s.wrap(intro, w)))*lh // the heading and the intro
	if len(lines) > 0 {
		need += float64(len(s.wrap("• "+lines[0], w-3))) * lh
		if len(lines) > 1 {
			need += lh // the mark, if the rest is cut
		}
	}
	if y+need > bottom {
		y = s.room(y, bottom) // a new page
	}
	y = k.heading(x, y, k.t("print.house"))
	s.setFont(regular, 8.5)
	y = s.paragraph(x, y, w, intro)
	for i, l := range lines {
		// A line that would go over, or leave no room for the mark of the
		// lines cut after it, is cut.
		need := float64(len(s.wrap("• "+l, w-3))) * lh
		if i < len(lines)-1 {
			need += lh
		}
		if y+need > bottom {
			s.paragraph(x, y, w, "…")
			return
		}
		y = s.paragraph(x+3, y, w-3, "• "+l)
	}
}
