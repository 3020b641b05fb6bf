package printkit

import (
	"fmt"
	"strings"

	"estafette/rules"
	"estafette/rules/hex"
)

// orderOfBattle prints army i's page: its command in numbers, then its
// leaders (rank, radii, quality), units (troop type in the rules' term,
// elements) and heralds, each at its starting hex, with who commands whom
// where the scenario says so.
func (k *kit) orderOfBattle(i int) {
	s := k.s
	a := &k.sc.Armies[i]
	st := rules.NewState(k.sc, k.rs, k.sc.Seed)
	s.page(false)
	x, w := float64(margin), s.w-2*margin
	y := float64(margin) + 6
	s.setFont(bold, 15)
	for _, l := range s.lines(k.tf("print.orbat.title", a.Name), w, 2) {
		s.text(x, y, l, alignLeft)
		y += 7
	}
	s.setFont(regular, 9.5)
	if ar, ok := st.Army(a.ID); ok {
		y = s.paragraph(x, y, w, k.tf("print.scenario.army", ar.Name, k.t("edge."+string(ar.Edge)), ar.CommandLevel, ar.OrderPoints,
			ar.Activations, ar.UnitsPerActivation, ar.StartingUnits, len(a.Leaders)))
	}
	if len(a.Exit) > 0 {
		var edges []string
		for _, e := range a.Exit {
			edges = append(edges, k.t("edge."+string(e)))
		}
		y = s.paragraph(x, y, w, k.tf("print.orbat.exit", strings.Join(edges, ", ")))
	}
	y = k.heading(x, y+1, k.t("print.orbat.leaders"))
	var rows [][]string
	for _, l := range a.Leaders {
		lr := k.rs.Leaders[l.Rank]
		q := l.Quality
		if q == "" {
			q = rules.Normal
		}
		radii := fmt.Sprintf("%d / %d", lr.CommandRadius, lr.InfluenceRadius)
		if k.house.Marked("leader", string(l.Rank), "command_radius") || k.house.Marked("leader", string(l.Rank), "influence_radius") {
			radii += " *"
		}
		rows = append(rows, []string{l.ID, l.Name, k.term(lr.Name, lr.Gloss), radii, k.t("quality." + string(q)), k.placed(l.Hex, l.Arrives), k.leaderNotes(l)})
	}
	y = k.table(x, y, w, []column{{k.t("print.col.id"), 0.07}, {k.t("print.col.name"), 0.22}, {k.t("print.col.rank"), 0.22},
		{k.t("print.col.radii"), 0.1}, {k.t("print.col.quality"), 0.1}, {k.t("print.col.hex"), 0.09}, {k.t("print.col.notes"), 0.2}}, rows, 8.5, false)
	y = k.heading(x, y+1, k.t("print.orbat.units"))
	rows = rows[:0]
	for _, u := range a.Units {
		kind := u.Profile
		if p := k.rs.Profiles[u.Profile]; p != nil {
			kind = k.term(p.Name, p.Gloss)
		}
		rows = append(rows, []string{u.ID, u.Name, kind, fmt.Sprint(u.Elements), k.placed(u.Hex, u.Arrives), k.unitNotes(u)})
	}
	y = k.table(x, y, w, []column{{k.t("print.col.id"), 0.07}, {k.t("print.col.name"), 0.27}, {k.t("print.col.type"), 0.26},
		{k.t("print.col.elements"), 0.07}, {k.t("print.col.hex"), 0.09}, {k.t("print.col.notes"), 0.24}}, rows, 8.5, false)
	if len(a.Heralds) > 0 {
		y = k.heading(x, y+1, k.t("print.orbat.heralds"))
		rows = rows[:0]
		for _, h := range a.Heralds {
			rows = append(rows, []string{h.ID, h.Name, h.Hex.Label()})
		}
		y = k.table(x, y, w, []column{{k.t("print.col.id"), 0.1}, {k.t("print.col.name"), 0.5}, {k.t("print.col.hex"), 0.4}}, rows, 8.5, false)
	}
	if k.house.Count() > 0 {
		s.setFont(regular, 7.5)
		s.gray(0.35)
		y = s.room(y+2, s.lineHeight())
		s.paragraph(x, y, w, k.t("print.house.star"))
		s.gray(0)
	}
}

// placed is a piece's starting hex, or its entry hex and turn.
func (k *kit) placed(h hex.Hex, arrives int) string {
	if arrives > 0 {
		return k.tf("print.entry", h.Label(), arrives)
	}
	return h.Label()
}

// leaderNotes: an allied leader, whose contingent he belongs to, his own
// command level.
func (k *kit) leaderNotes(l rules.LeaderSetup) string {
	var out []string
	if l.Allied {
		out = append(out, k.t("print.note.allied"))
	}
	if l.Leader != "" {
		out = append(out, k.tf("print.note.under", l.Leader))
	}
	if l.CommandLevel != nil {
		out = append(out, k.tf("print.note.level", *l.CommandLevel))
	}
	return strings.Join(out, "; ")
}

// unitNotes: an allied unit's own sub-general, mounted infantry and its
// mounts.
func (k *kit) unitNotes(u rules.UnitSetup) string {
	var out []string
	if u.Leader != "" {
		out = append(out, k.tf("print.note.under", u.Leader))
	}
	if u.MountedInfantry || u.Mounts != "" {
		m := u.Mounts
		if m == "" {
			m = rules.MountHorses
		}
		out = append(out, k.tf("print.note.mounted", k.t("print.mounts."+string(m))))
	}
	return strings.Join(out, "; ")
}
