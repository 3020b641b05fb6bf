// Package boardview builds the board's scene of a rules state as the
// windows show it: the pieces with their markers for the army to play,
// and the dice as they are drawn. The table and the replay viewer both
// build their scenes with it, so a piece reads the same in either.
package boardview

import (
	"slices"
	"sort"

	"estafette/game/control"
	"estafette/i18n"
	"estafette/render"
	"estafette/rules"
	"estafette/rules/hex"
)

// Marks is what a window adds to the pieces beyond the rules state: the
// pieces ringed (the selection, or the pieces a step acted with) and
// those greyed (the selected leader may not activate them). Either may
// be nil.
type Marks struct {
	Ringed func(id string) bool
	// Dimmed is asked only of the army to play's pieces not yet
	// activated.
	Dimmed func(id string) bool
}

func (m Marks) ringed(id string) bool { return m.Ringed != nil && m.Ringed(id) }
func (m Marks) dimmed(id string) bool { return m.Dimmed != nil && m.Dimmed(id) }

// armyIndex is the index of an army of the game (0 for an unknown id).
func armyIndex(st *rules.State, id string) int {
	a, _ := st.Army(id)
	return a.Index
}

// Units are the units on the board; those of the army to play carry
// their activation group, moves and combat markers.
func Units(st *rules.State, m Marks) []render.UnitView {
	active, phase, acting := st.Active().ID, st.Phase(), st.ActingGroup()
	var out []render.UnitView
	for u := range st.Units() {
		if !u.OnBoard || u.Eliminated {
			continue
		}
		uv := render.UnitView{ID: u.ID, Hex: u.Hex, Army: armyIndex(st, u.Army), Elements: u.Elements,
			StartElements: u.StartElements, Prejoue: u.Prejoue, Selected: m.ringed(u.ID)}
		if u.Profile != nil {
			uv.Type = u.Profile.Type
		}
		if u.Army == active {
			if u.Activated() {
				uv.Group = u.Group + 1
				uv.Acting = phase != rules.PhaseCommand && u.Group == acting
			} else {
				uv.Dim = m.dimmed(u.ID)
			}
			uv.Moved, uv.NoCombat, uv.Fought = u.Moved, !u.CanFight, u.Fought
		}
		out = append(out, uv)
	}
	return out
}

// Leaders are the leaders on the board, by id, those sharing a hex in
// slots; those of the army to play carry their group and moves.
func Leaders(st *rules.State, m Marks) []render.LeaderView {
	active := st.Active().ID
	groupOf := map[string]int{}
	for i, g := range st.Groups() {
		if g.Leader != "" && !g.Extra {
			groupOf[g.Leader] = i + 1
		}
		for _, id := range g.Alone {
			groupOf[id] = i + 1
		}
	}
	leaders := slices.Collect(st.Leaders())
	sort.SliceStable(leaders, func(i, j int) bool { return leaders[i].ID < leaders[j].ID })
	slot := map[hex.Hex]int{}
	var out []render.LeaderView
	for _, l := range leaders {
		if !l.Present || !l.OnBoard {
			continue
		}
		lv := render.LeaderView{ID: l.ID, Hex: l.Hex, Army: armyIndex(st, l.Army), Rank: l.Rank, Slot: slot[l.Hex], Selected: m.ringed(l.ID)}
		slot[l.Hex]++
		if l.Army == active {
			lv.Group, lv.Activated, lv.Moved = groupOf[l.ID], l.Activated, l.Moved
			lv.Dim = !l.Activated && m.dimmed(l.ID)
		}
		out = append(out, lv)
	}
	return out
}

// Zones are a leader's command and influence zones, as the rules compute
// them; none for a leader who is not on the board.
func Zones(st *rules.State, id string) (command, influence []hex.Hex) {
	l, ok := st.Leader(id)
	if !ok || !l.OnBoard || !l.Present {
		return nil, nil
	}
	return st.CommandZone(l), st.InfluenceZone(l)
}

// DieFaces converts rolled faces for drawing, named in the interface
// language (the dice speak by their symbols; the names are the
// tooltip's).
func DieFaces(fs []rules.Face, lang i18n.Lang) []render.DieFace {
	if len(fs) == 0 {
		return nil
	}
	out := make([]render.DieFace, len(fs))
	for i, f := range fs {
		out[i] = render.DieFace{Key: f.Key, Kind: f.Kind, Label: control.FaceName(f, lang)}
	}
	return out
}
