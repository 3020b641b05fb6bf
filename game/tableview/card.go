package tableview

import (
	"strings"

	"estafette/game/say"
	"estafette/i18n"
	"estafette/render"
	"estafette/rules"
	"estafette/rules/hex"
)

// A piece's card: hovering a piece (after cardDelay ticks), a right-click
// on it, or a click on an enemy unit opens it. Every value is a rules
// answer: the profile, the allowance this turn (Allowance), the terrain
// and its cover, the activation group, the orders in force (the unit's
// flags), whether it counts as supported (Supported); the odds of a
// combat come from the rules' odds query.

// cardKey is what a card depends on: the game's state, the piece, the
// language (the selection and the armed order change the version).
type cardKey struct {
	version int
	id      string
	lang    i18n.Lang
}

// Card returns the card of a piece (nil when there is no such piece on
// the table), built once per change of the game: the odds it may hold
// are worth asking once.
func (v *View) Card(id string) *render.Card {
	k := cardKey{v.c.Version(), id, v.c.Lang}
	if id == "" {
		return nil
	}
	if v.cardFor != k {
		v.cardFor, v.card = k, v.buildCard(id)
	}
	return v.card
}

// buildCard builds the card of a piece.
func (v *View) buildCard(id string) *render.Card {
	c := v.c
	st := c.State()
	if u, ok := st.Unit(id); ok && u.OnBoard {
		return v.unitCard(u)
	}
	if l, ok := st.Leader(id); ok && l.OnBoard && l.Present {
		return v.leaderCard(l)
	}
	return nil
}

func (v *View) unitCard(u rules.Unit) *render.Card {
	c := v.c
	st := c.State()
	army, _ := st.Army(u.Army)
	card := &render.Card{Army: army.Index, Title: u.Name + " (" + u.ID + ")", Sub: army.Name, Elements: u.Elements, Start: max(u.StartElements, u.Elements)}
	line := func(label, text string) {
		card.Lines = append(card.Lines, render.CardLine{Label: v.tk(label), Text: text})
	}
	if p := u.Profile; p != nil {
		line("card.type", say.Term(c.Lang, p.Name, p.Gloss))
	}
	line("card.elements", v.tkf("card.elements.n", u.Elements, card.Start, card.Start-u.Elements))
	if p := u.Profile; p != nil {
		move := v.tkf("card.move.n", p.Move, p.MoveNoCombat)
		if p.Move == p.MoveNoCombat {
			move = v.tkf("card.move.one", p.Move)
		}
		if u.Activated() && !u.Moved && u.Army == st.Active().ID {
			fight, all := st.Allowance(u)
			move += " · " + v.tkf("card.move.turn", fight, all)
		}
		line("card.move", move)
		line("card.combat", v.tkf("card.combat.n", p.Fire, p.Range, p.Assault, p.Melee))
	}
	line("card.terrain", v.terrainText(u.Hex))
	if u.Army == st.Active().ID {
		act := v.tk("card.not_activated")
		if u.Activated() {
			gs := st.Groups()
			who := v.tk("group.extra")
			if u.Group < len(gs) && gs[u.Group].Leader != "" {
				who = say.Sayer{St: st, Lang: c.Lang}.Piece(gs[u.Group].Leader)
			}
			act = v.tkf("card.group", u.Group+1, who)
		}
		line("card.activation", act)
	}
	line("card.orders", v.ordersInForce(u))
	if ls := st.LeadersAt(u.Hex); len(ls) > 0 {
		var names []string
		for _, l := range ls {
			names = append(names, l.Name+" ("+l.ID+")")
		}
		line("card.leaders", strings.Join(names, ", "))
	}
	card.Lines = append(card.Lines, v.oddsLines(u.ID)...)
	return card
}

// ordersInForce lists what the rules keep on the unit this turn or until
// its next: orders given, a leader's direct action, its state.
func (v *View) ordersInForce(u rules.Unit) string {
	st := v.c.State()
	var out []string
	add := func(k string, args ...any) { out = append(out, v.tkf(k, args...)) }
	if u.Hold {
		add("card.hold")
	}
	if u.Sacrifice {
		add("card.sacrifice")
	}
	if st.Supported(u) {
		add("card.supported")
	}
	if u.Formation {
		add("card.formation")
	}
	if u.OpenOrder {
		add("card.openorder")
	}
	if u.Mounted {
		add("card.mounted")
	}
	if u.MarchBonus > 0 {
		add("card.march", u.MarchBonus)
	}
	if u.GuideHexes > 0 {
		add("card.guide", u.GuideHexes)
	}
	if u.ExtraDice > 0 {
		add("card.dice", u.ExtraDice)
	}
	if u.IgnoreLoss > 0 {
		add("card.ignore", u.IgnoreLoss)
	}
	if u.PendingRally > 0 {
		add("card.rally", u.PendingRally)
	}
	if u.Prejoue {
		add("flag.prejoue")
	}
	if u.Army == st.Active().ID {
		if u.Moved {
			add("flag.moved")
		}
		if !u.CanFight {
			add("flag.nocombat")
		}
		if u.Fought {
			add("flag.fought")
		}
	}
	if len(out) == 0 {
		return v.tk("card.none")
	}
	return strings.Join(out, " · ")
}

// terrainText is a hex, its terrain and what the terrain does.
func (v *View) terrainText(hx hex.Hex) string {
	c := v.c
	st := c.State()
	parts := []string{hx.Label()}
	if t := st.Terrain(hx); t != nil {
		parts = append(parts, say.Term(c.Lang, t.Name, t.Gloss))
		if t.Impassable {
			parts = append(parts, v.tk("card.impassable"))
		}
		if t.Cost > 1 {
			parts = append(parts, v.tkf("card.cost", t.Cost))
		}
		if t.Difficult {
			parts = append(parts, v.tk("card.difficult"))
		}
		if n := st.Ruleset().Combat.Cover[t.Key]; n > 0 {
			parts = append(parts, v.tkf("card.cover", n))
		}
	}
	if st.OnRoad(hx) {
		parts = append(parts, v.tk("road"))
	}
	return strings.Join(parts, " · ")
}

func (v *View) leaderCard(l rules.Leader) *render.Card {
	c := v.c
	st := c.State()
	army, _ := st.Army(l.Army)
	rank := st.Ruleset().Leaders[l.Rank]
	card := &render.Card{Army: army.Index, Title: l.Name + " (" + l.ID + ")", Sub: army.Name}
	line := func(label, text string) {
		card.Lines = append(card.Lines, render.CardLine{Label: v.tk(label), Text: text})
	}
	line("card.rank", say.Term(c.Lang, rank.Name, rank.Gloss))
	if l.Quality != "" {
		line("card.quality", v.tk("quality."+string(l.Quality)))
	}
	if l.Personal {
		// AB2 « ne peuvent agir que s'ils sont activés personnellement »
		line("card.personal", v.tk("card.personal.text"))
	}
	line("card.radii", v.tkf("card.radii.n", st.CommandRadius(l), st.InfluenceRadius(l)))
	line("card.slots", v.tkf("card.slots.n", st.Slots(l)))
	if u, ok := st.UnitAt(l.Hex); ok {
		line("card.with", u.ID)
	}
	line("card.terrain", v.terrainText(l.Hex))
	if l.Army == st.Active().ID {
		var s []string
		if st.LeaderActivated(l) {
			s = append(s, v.tk("flag.activated"))
		}
		if l.Alone {
			s = append(s, v.tk("card.alone"))
		}
		if l.Moved {
			s = append(s, v.tk("flag.moved"))
		}
		if len(s) == 0 {
			s = append(s, v.tk("card.not_activated"))
		}
		line("card.activation", strings.Join(s, " · "))
	}
	return card
}
