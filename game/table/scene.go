package table

import (
	"sort"

	"estafette/render"
	"estafette/rules"
	"estafette/rules/hex"
)

type reachEnd struct {
	path  []hex.Hex
	fight bool
}

// zones returns a leader's command and influence zones, as the rules
// compute them.
func (v *View) zones(l *rules.Leader) (command, influence []hex.Hex) {
	st := v.c.State()
	return st.CommandZone(l), st.InfluenceZone(l)
}

func (v *View) buildScene() {
	c := v.c
	st := c.State()
	active := st.Active().ID
	phase := st.Phase()
	sc := render.Scene{PiecesKey: nextKey()}
	v.overlayKey = nextKey()
	sc.OverlayKey = v.overlayKey

	// Who the selected leader may activate (command phase).
	v.dimReason = nil
	if l := c.selectedLeader(); l != nil && phase == rules.PhaseCommand {
		v.dimReason = map[string]*rules.Violation{}
		for _, cand := range st.ActivationOptions(l.ID) {
			if cand.Violation != nil {
				v.dimReason[cand.ID] = cand.Violation
			}
		}
	}
	groupOf := map[string]int{}
	for i, g := range st.Groups() {
		if g.Leader != "" && !g.Extra {
			groupOf[g.Leader] = i + 1
		}
		for _, id := range g.Alone {
			groupOf[id] = i + 1
		}
	}
	acting := st.ActingGroup()
	for _, u := range st.Units() {
		if !u.OnBoard || u.Eliminated {
			continue
		}
		uv := render.UnitView{ID: u.ID, Hex: u.Hex, Army: st.Army(u.Army).Index, Elements: u.Elements,
			StartElements: u.StartElements, Prejoue: u.Prejoue, Selected: u.ID == c.sel}
		if u.Profile != nil {
			uv.Type = u.Profile.Type
		}
		if u.Army == active {
			if u.Activated() {
				uv.Group = u.Group + 1
				uv.Acting = phase != rules.PhaseCommand && u.Group == acting
			}
			uv.Moved, uv.NoCombat, uv.Fought = u.Moved, !u.CanFight, u.Fought
			if _, refused := v.dimReason[u.ID]; refused && !u.Activated() {
				uv.Dim = true
			}
		}
		sc.Units = append(sc.Units, uv)
	}
	slot := map[hex.Hex]int{}
	leaders := append([]*rules.Leader(nil), st.Leaders()...)
	sort.SliceStable(leaders, func(i, j int) bool { return leaders[i].ID < leaders[j].ID })
	for _, l := range leaders {
		if !l.Present || !l.OnBoard {
			continue
		}
		lv := render.LeaderView{ID: l.ID, Hex: l.Hex, Army: st.Army(l.Army).Index, Rank: l.Rank, Slot: slot[l.Hex], Selected: l.ID == c.sel}
		slot[l.Hex]++
		if l.Army == active {
			lv.Group, lv.Activated, lv.Moved = groupOf[l.ID], l.Activated, l.Moved
			if _, refused := v.dimReason[l.ID]; refused && !l.Activated && l.ID != c.sel {
				lv.Dim = true
			}
		}
		sc.Leaders = append(sc.Leaders, lv)
	}
	// The selection: a leader's zones, a mover's reach, an attacker's targets.
	if h, ok := c.pieceHex(c.sel); ok {
		sc.Selected, sc.HasSelected = h, true
	}
	if l := st.Leader(c.sel); l != nil && l.OnBoard && l.Present {
		sc.Command, sc.Influence = v.zones(l)
	}
	v.reach = nil
	if phase == rules.PhaseMovement && c.sel != "" {
		if area := st.Reach(c.sel); area != nil {
			v.reach = map[hex.Hex]reachEnd{}
			v.reachFrom = area.Start
			for _, h := range area.Ends() {
				if h == area.Start {
					continue
				}
				e := reachEnd{path: append([]hex.Hex{area.Start}, area.Path(h)...), fight: area.CanFight(h)}
				v.reach[h] = e
				if e.fight {
					sc.ReachFight = append(sc.ReachFight, h)
				} else {
					sc.ReachNoFight = append(sc.ReachNoFight, h)
				}
			}
		}
	}
	if phase == rules.PhaseCombat {
		if u := st.Unit(c.sel); u != nil && u.Army == active && u.OnBoard {
			for _, e := range st.Units() {
				if e.Army != active && e.OnBoard && !e.Eliminated && st.Check(rules.Attack{Attacker: u.ID, Defender: e.ID}) == nil {
					sc.Targets = append(sc.Targets, e.Hex)
				}
			}
		}
	}
	if c.trail != nil {
		sc.Trail = c.trail.Path
	}
	v.scene = sc
}
