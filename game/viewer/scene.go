package viewer

import (
	"sync/atomic"

	"estafette/game/boardview"
	"estafette/lessons"
	"estafette/render"
	"estafette/rules"
	"estafette/rules/hex"
)

// sceneKeys numbers the viewer's scenes and panels. They count down from
// -1: the table's keys count up from 1, and a waiting step draws the
// table's scene (the seat's) in the viewer's own render.Table, whose
// cache must never take one for the other.
var sceneKeys atomic.Int64

func nextKey() int { return int(sceneKeys.Add(-1)) }

// stepMarks is what the board shows of the step that led to the position:
// the trail of a move or a retreat, the leader who activated (his zones),
// the pieces acting, the combat's two hexes, the dice by the target.
type stepMarks struct {
	trail    []hex.Hex
	leader   string    // his command and influence zones shown
	acting   []string  // pieces ringed
	targets  []hex.Hex // outlined in red
	dice     []rules.Face
	diceAt   hex.Hex
	haveDice bool
}

// marksOf reads the step's events (rules/event.go, rules/combat_event.go).
func marksOf(st *rules.State, s Step) stepMarks {
	var m stepMarks
	at := func(id string) (hex.Hex, bool) {
		if u, ok := st.Unit(id); ok && u.OnBoard {
			return u.Hex, true
		}
		if l, ok := st.Leader(id); ok && l.OnBoard && l.Present {
			return l.Hex, true
		}
		return hex.None, false
	}
	for _, e := range s.Events {
		switch e := e.(type) {
		case rules.Moved:
			if m.trail == nil && len(e.Path) > 1 {
				m.trail = e.Path
				m.acting = append(m.acting, e.Piece.ID)
			}
		case rules.Activated:
			m.leader = e.Leader.ID
			for _, p := range e.Pieces {
				m.acting = append(m.acting, p.ID)
			}
		case rules.ExtraActivated:
			m.acting = append(m.acting, e.Unit.ID)
		case rules.RadiusWidened:
			m.leader = e.Leader.ID
		case rules.OrderGiven:
			if e.Target.ID != "" {
				m.acting = append(m.acting, e.Target.ID)
			}
		case rules.AttackDeclared:
			m.acting = append(m.acting, e.Attacker.ID)
			if h, ok := at(e.Defender.ID); ok {
				m.targets = append(m.targets, h)
			}
		case rules.Struck:
			m.combat(at, e.Roller.ID, e.Target.ID, e.Faces)
			if from, ok := s.Before[e.Target.ID]; ok && len(e.Retreat) > 0 && m.trail == nil {
				m.trail = append([]hex.Hex{from}, e.Retreat...)
			}
		case rules.DiceHeld:
			// Rolled, the defender to choose before the result.
			m.combat(at, e.Attacker.ID, e.Defender.ID, e.Faces)
		case rules.FellBack:
			// Retraite and the like: the unit's way back, as a move's.
			m.fallBack(e.Unit.ID, e.From, e.To)
		case rules.Withdrew:
			m.fallBack(e.Unit.ID, e.From, e.To)
		}
	}
	return m
}

// show marks what a `##show` line names: the pieces ringed, the first
// leader's zones instead of the step's.
func (m *stepMarks) show(st *rules.State, shown []lessons.Shown) {
	leader := ""
	for _, p := range shown {
		m.acting = append(m.acting, p.ID)
		if _, ok := st.Leader(p.ID); ok && leader == "" {
			leader = p.ID
		}
	}
	if leader != "" {
		m.leader = leader
	}
}

// fallBack marks a unit falling back from one hex to another: its trail,
// the straight way the rules moved it.
func (m *stepMarks) fallBack(id string, from, to hex.Hex) {
	if m.trail != nil || from == to {
		return
	}
	m.trail = hex.Line(from, to)
	m.acting = append(m.acting, id)
}

// combat marks a strike: the target outlined, the roller ringed, the
// first dice rolled drawn by the target (by the roller when the target
// is gone).
func (m *stepMarks) combat(at func(string) (hex.Hex, bool), roller, target string, fs []rules.Face) {
	m.acting = append(m.acting, roller)
	th, tok := at(target)
	if tok {
		m.targets = append(m.targets, th)
	}
	if m.haveDice || len(fs) == 0 {
		return
	}
	if tok {
		m.diceAt, m.haveDice = th, true
	} else if h, ok := at(roller); ok {
		m.diceAt, m.haveDice = h, true
	}
	m.dice = fs
}

// buildScene is the board at the position shown: the pieces with their
// markers (activation groups, moves, sans combat) for the army to play,
// and the marks of the step that led there.
func buildScene(st *rules.State, m stepMarks) render.Scene {
	sc := render.Scene{PiecesKey: nextKey(), OverlayKey: nextKey(), Trail: m.trail}
	ring := map[string]bool{}
	for _, id := range m.acting {
		ring[id] = true
	}
	marks := boardview.Marks{Ringed: func(id string) bool { return ring[id] }}
	sc.Units, sc.Leaders = boardview.Units(st, marks), boardview.Leaders(st, marks)
	sc.Objectives = boardview.Objectives(st)
	if l, ok := st.Leader(m.leader); ok && l.OnBoard && l.Present {
		sc.Command, sc.Influence = boardview.Zones(st, l.ID)
		sc.Selected, sc.HasSelected = l.Hex, true
	}
	sc.Targets = m.targets
	return sc
}
