package table

import (
	"slices"
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
func (v *View) zones(l rules.Leader) (command, influence []hex.Hex) {
	st := v.c.State()
	return st.CommandZone(l), st.InfluenceZone(l)
}

// buildScene builds the board scene of the state: the pieces with their
// markers, then the selection's highlights. It asks the rules once per
// change and keeps what the tooltips and the path preview need.
func (v *View) buildScene() {
	var sc render.Scene
	v.dimReason = v.activationRefusals()
	sc.Units = v.unitViews()
	sc.Leaders = v.leaderViews()
	v.selection(&sc)
	if t := v.c.Trail(); t != nil {
		sc.Trail = t.Path
	}
	sc.Trails, sc.TrailsArmy = v.c.OpponentTrails()
	v.decisionMarks(&sc)
	v.scene = sc
}

// activationRefusals are the rules' reasons why the selected leader of
// the army to play may not activate a piece (command phase), by piece.
func (v *View) activationRefusals() map[string]*rules.Violation {
	c := v.c
	st := c.State()
	l, ok := c.SelectedLeader()
	if !ok || st.Phase() != rules.PhaseCommand {
		return nil
	}
	out := map[string]*rules.Violation{}
	for _, cand := range st.ActivationOptions(l.ID) {
		if cand.Violation != nil {
			out[cand.ID] = cand.Violation
		}
	}
	return out
}

// armyIndex is the index of an army of the game (0 for an unknown id).
func armyIndex(st *rules.State, id string) int {
	a, _ := st.Army(id)
	return a.Index
}

// unitViews are the units on the board; those of the army to play carry
// their group, moves and combat markers, dimmed when the selected leader
// may not activate them.
func (v *View) unitViews() []render.UnitView {
	c := v.c
	st := c.State()
	active, phase, acting := st.Active().ID, st.Phase(), st.ActingGroup()
	var out []render.UnitView
	for u := range st.Units() {
		if !u.OnBoard || u.Eliminated {
			continue
		}
		uv := render.UnitView{ID: u.ID, Hex: u.Hex, Army: armyIndex(st, u.Army), Elements: u.Elements,
			StartElements: u.StartElements, Prejoue: u.Prejoue, Selected: u.ID == c.Selected()}
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
		out = append(out, uv)
	}
	return out
}

// leaderViews are the leaders on the board, by id, those sharing a hex
// in slots; those of the army to play carry their group and moves.
func (v *View) leaderViews() []render.LeaderView {
	c := v.c
	st := c.State()
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
	slot := map[hex.Hex]int{}
	leaders := slices.Collect(st.Leaders())
	sort.SliceStable(leaders, func(i, j int) bool { return leaders[i].ID < leaders[j].ID })
	var out []render.LeaderView
	for _, l := range leaders {
		if !l.Present || !l.OnBoard {
			continue
		}
		lv := render.LeaderView{ID: l.ID, Hex: l.Hex, Army: armyIndex(st, l.Army), Rank: l.Rank, Slot: slot[l.Hex], Selected: l.ID == c.Selected()}
		slot[l.Hex]++
		if l.Army == active {
			lv.Group, lv.Activated, lv.Moved = groupOf[l.ID], l.Activated, l.Moved
			if _, refused := v.dimReason[l.ID]; refused && !l.Activated && l.ID != c.Selected() {
				lv.Dim = true
			}
		}
		out = append(out, lv)
	}
	return out
}

// selection highlights what the selected piece may do: a leader's
// zones, a mover's reach (kept for the path preview), an attacker's
// targets.
func (v *View) selection(sc *render.Scene) {
	c := v.c
	st := c.State()
	if h, ok := c.PieceHex(c.Selected()); ok {
		sc.Selected, sc.HasSelected = h, true
	}
	if l, ok := st.Leader(c.Selected()); ok && l.OnBoard && l.Present {
		sc.Command, sc.Influence = v.zones(l)
	}
	v.reach = nil
	if st.Phase() == rules.PhaseMovement && c.Selected() != "" {
		if area := st.Reach(c.Selected()); area != nil {
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
	sc.Targets = v.targets()
}

// decisionMarks shows on the board what the decision is about: the
// declared combat (attacker to defender) until its dice are read, and
// the hexes a displaced piece may step aside to (StepAsideHexes).
func (v *View) decisionMarks(sc *render.Scene) {
	st := v.c.State()
	if cb := st.CurrentCombat(); cb.Attacker != "" && !cb.CanFollow {
		a, okA := st.Unit(cb.Attacker)
		d, okD := st.Unit(cb.Defender)
		if okA && okD && a.OnBoard && d.OnBoard {
			sc.Combat, sc.CombatFrom, sc.CombatTo = true, a.Hex, d.Hex
		}
	}
	for _, id := range st.Displaced() {
		sc.StepTo = append(sc.StepTo, st.StepAsideHexes(id)...)
	}
}

// targets are the enemy units the selected unit may attack (combat
// phase), as the rules check them.
func (v *View) targets() []hex.Hex {
	c := v.c
	st := c.State()
	active := st.Active().ID
	u, ok := st.Unit(c.Selected())
	if st.Decision().Kind != rules.DecidePlay || st.Phase() != rules.PhaseCombat || !ok || u.Army != active || !u.OnBoard {
		return nil
	}
	var out []hex.Hex
	for e := range st.Units() {
		if e.Army != active && e.OnBoard && !e.Eliminated && st.Check(rules.Attack{Attacker: u.ID, Defender: e.ID}) == nil {
			out = append(out, e.Hex)
		}
	}
	return out
}
