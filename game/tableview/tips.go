package tableview

import (
	"strings"

	"estafette/i18n"
	"estafette/rules"
	"estafette/rules/hex"
)

// BoardTip returns the tooltip for the board under the cursor: the piece
// there (and, when the selected leader cannot activate it, the rules'
// reason), then the terrain.
func (v *View) BoardTip(h hex.Hex, leader string) []string {
	c := v.c
	st := c.State()
	lang := c.Lang
	v.Scene(v.sceneHover)
	if !c.Scenario().Board.Bounds().Contains(h) {
		return nil
	}
	var out []string
	reason := func(id string) {
		if viol := v.dimReason[id]; viol != nil {
			out = append(out, viol.Rule.String()+" : "+v.c.Sentence(viol.Format, viol.Args, viol.Message))
		}
	}
	if l, ok := st.Leader(leader); ok {
		out = append(out, v.leaderLine(l))
		reason(l.ID)
	} else if u, ok := st.UnitAt(h); ok {
		out = append(out, v.unitLine(u))
		reason(u.ID)
	}
	if e, ok := v.reach[h]; ok {
		key := "tip.reach_fight"
		if !e.fight {
			key = "tip.reach_nofight"
		}
		out = append(out, i18n.Tf(lang, key, len(e.path)-1))
	}
	t := st.Terrain(h)
	name := h.Label()
	if t != nil {
		name += " · " + v.named(t.Name, t.Gloss)
	}
	if st.OnRoad(h) {
		name += " · " + i18n.T(lang, "road")
	}
	return append(out, name)
}

// named is a rules term: its French name, with the English gloss added in
// English.
func (v *View) named(name, gloss string) string {
	if v.c.Lang == i18n.EN && gloss != "" && !strings.EqualFold(gloss, name) {
		return name + " (" + gloss + ")"
	}
	return name
}

func (v *View) unitLine(u rules.Unit) string {
	lang := v.c.Lang
	s := u.Name + " (" + u.ID + ")"
	if u.Profile != nil {
		s += " — " + v.named(u.Profile.Name, u.Profile.Gloss)
	}
	s += " — " + i18n.Tf(lang, "elements", u.Elements, u.StartElements)
	var flags []string
	st := v.c.State()
	if u.Army == st.Active().ID {
		if u.Activated() {
			flags = append(flags, i18n.Tf(lang, "flag.group", u.Group+1))
		}
		if u.Moved {
			flags = append(flags, i18n.T(lang, "flag.moved"))
		}
		if !u.CanFight {
			flags = append(flags, i18n.T(lang, "flag.nocombat"))
		}
		if u.Fought {
			flags = append(flags, i18n.T(lang, "flag.fought"))
		}
	}
	if u.Prejoue {
		flags = append(flags, i18n.T(lang, "flag.prejoue"))
	}
	if len(flags) > 0 {
		s += " — " + strings.Join(flags, ", ")
	}
	return s
}

func (v *View) leaderLine(l rules.Leader) string {
	st := v.c.State()
	lang := v.c.Lang
	rank := st.Ruleset().Leaders[l.Rank]
	s := l.Name + " (" + l.ID + ") — " + v.named(rank.Name, rank.Gloss)
	s += " — " + i18n.Tf(lang, "radii", st.CommandRadius(l), st.InfluenceRadius(l))
	if l.RadiusBonus > 0 {
		s += " " + i18n.T(lang, "radius.bonus")
	}
	if l.Army == st.Active().ID && l.Activated {
		s += " — " + i18n.T(lang, "flag.activated")
	}
	return s
}
