package tableview

import (
	"slices"

	"estafette/game/boardview"
	"estafette/game/control"
	"estafette/render"
	"estafette/rules"
	"estafette/rules/hex"
)

type reachEnd struct {
	path  []hex.Hex
	fight bool
}

// buildScene builds the board scene of the state: the pieces with their
// markers, then the selection's highlights. It asks the rules once per
// change and keeps what the tooltips and the path preview need.
func (v *View) buildScene() {
	var sc render.Scene
	v.dimReason = v.activationRefusals()
	ch := v.c.Choosing()
	marks := boardview.Marks{
		Ringed: func(id string) bool { return id == v.c.Selected() || id == ch.Unit || slices.Contains(ch.Picked, id) },
		Dimmed: func(id string) bool { _, refused := v.dimReason[id]; return refused && id != v.c.Selected() },
	}
	sc.Units = boardview.Units(v.c.State(), marks)
	sc.Leaders = boardview.Leaders(v.c.State(), marks)
	sc.Objectives = boardview.Objectives(v.c.State())
	v.selection(&sc)
	v.choiceMarks(&sc)
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

// selection highlights what the selected piece may do: a leader's
// zones, a mover's reach (kept for the path preview), an attacker's
// targets.
func (v *View) selection(sc *render.Scene) {
	c := v.c
	st := c.State()
	if h, ok := c.PieceHex(c.Selected()); ok {
		sc.Selected, sc.HasSelected = h, true
	}
	sc.Command, sc.Influence = boardview.Zones(st, c.Selected())
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

// choiceMarks shows a choice under way on the board (control.Choice): the
// hexes a unit may fall back to, as a move's reach, with the path to
// each for the preview; the units an order may name, those not yet
// picked marked as step-aside hexes are, the picked ones ringed.
func (v *View) choiceMarks(sc *render.Scene) {
	st := v.c.State()
	ch := v.c.Choosing()
	switch ch.Kind {
	case control.ChooseHex:
		u, ok := st.Unit(ch.Unit)
		if !ok {
			return
		}
		sc.ReachFight, sc.ReachNoFight, sc.Targets = nil, append([]hex.Hex(nil), ch.Hexes...), nil
		sc.Selected, sc.HasSelected = u.Hex, true
		v.reach, v.reachFrom = map[hex.Hex]reachEnd{}, u.Hex
		for _, h := range ch.Hexes {
			v.reach[h] = reachEnd{path: append([]hex.Hex{u.Hex}, st.RetreatPath(ch.Unit, h)...)}
		}
	case control.ChooseUnits:
		sc.ReachFight, sc.ReachNoFight, sc.Targets = nil, nil, nil
		for _, id := range ch.Units {
			if u, ok := st.Unit(id); ok && !slices.Contains(ch.Picked, id) {
				sc.StepTo = append(sc.StepTo, u.Hex)
			}
		}
	}
}
