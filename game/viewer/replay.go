package viewer

import (
	"fmt"

	"estafette/game/say"
	"estafette/i18n"
	"estafette/rules"
	"estafette/rules/hex"
)

// SnapshotEvery is how many actions lie between two kept states: a jump
// anywhere clones the nearest state at or before it and plays at most
// SnapshotEvery-1 actions (BenchmarkJump: docs/viewer.md). A record of
// more than SnapshotEvery*MaxSnapshots actions keeps MaxSnapshots states,
// further apart, so that the memory stays bounded.
const (
	SnapshotEvery = 16
	MaxSnapshots  = 512
)

// Step is one action of the record as the rules played it: what it did
// (its events, in the order Apply returned them) and the game after it.
type Step struct {
	Action rules.Action
	Line   int    // its line in the record's file
	Army   string // the army that gave it: the one that had the word
	Events []rules.Event
	// Said is the action as a sentence, French then English (say.Action,
	// from the state before it): the viewer's step line.
	Said [2]string
	// Before is where the declared combat's two units stood before the
	// action: a retreat's trail starts there.
	Before map[string]hex.Hex
}

// mark is where a position stands in the game: the turn, the army to
// play and its phase. A phase ends where it changes.
type mark struct {
	turn   int
	army   string
	phase  rules.Phase
	second bool
}

// Replay is a record played once, from which any position is rebuilt
// exactly: position n is the game after the first n actions. It keeps
// the state of every SnapshotEvery-th position and never plays on them;
// the state shown is a copy, played forward.
type Replay struct {
	g     *Game
	steps []Step
	marks []mark         // by position, 0 to Len
	snaps []*rules.State // snaps[k]: position k*every
	every int
	at    int
	st    *rules.State
}

// NewReplay plays the whole record. A refused action is an error naming
// its line, as for a saved game: the viewer shows games that happened.
func NewReplay(g *Game) (*Replay, error) {
	n := len(g.Actions)
	r := &Replay{g: g, steps: make([]Step, n), every: max(SnapshotEvery, (n+MaxSnapshots-1)/MaxSnapshots)}
	st := rules.NewState(g.Scenario, g.Ruleset, g.Seed)
	r.marks = append(r.marks, markOf(st))
	r.snaps = append(r.snaps, st.Clone())
	for i, a := range g.Actions {
		army := st.Decider()
		if army == "" {
			army = st.Active().ID
		}
		before := combatHexes(st)
		said := [2]string{say.Action(st, i18n.FR, a), say.Action(st, i18n.EN, a)}
		ev, v := st.Apply(a)
		if v != nil {
			return nil, refused(g, i, v)
		}
		r.steps[i] = Step{Action: a, Line: g.Lines[i], Army: army, Events: ev, Said: said, Before: before}
		r.marks = append(r.marks, markOf(st))
		if (i+1)%r.every == 0 {
			r.snaps = append(r.snaps, st.Clone())
		}
	}
	r.at, r.st = len(g.Actions), st
	return r, nil
}

// combatHexes is where the declared combat's units stand, nil when no
// combat is declared.
func combatHexes(st *rules.State) map[string]hex.Hex {
	cb := st.CurrentCombat()
	if cb.Attacker == "" {
		return nil
	}
	out := map[string]hex.Hex{}
	for _, id := range []string{cb.Attacker, cb.Defender} {
		if u, ok := st.Unit(id); ok && u.OnBoard {
			out[id] = u.Hex
		}
	}
	return out
}

func markOf(st *rules.State) mark {
	return mark{turn: st.Turn(), army: st.Active().ID, phase: st.Phase(), second: st.SecondCommand()}
}

// Game returns the record.
func (r *Replay) Game() *Game { return r.g }

// Len is the number of actions: positions go from 0 to Len.
func (r *Replay) Len() int { return len(r.steps) }

// At is the position shown.
func (r *Replay) At() int { return r.at }

// State is the game at the position shown. Callers read it; it changes
// at the next Seek.
func (r *Replay) State() *rules.State { return r.st }

// Step returns action n (from 1): the one that led to position n.
func (r *Replay) Step(n int) Step { return r.steps[n-1] }

// Seek rebuilds position n (clamped to 0…Len): from the state shown
// when n is a few actions ahead, otherwise from a copy of the nearest
// kept state at or before n, replaying the record's actions. The rules
// accepted them all once, with the same dice, so they accept them again.
func (r *Replay) Seek(n int) error {
	n = max(0, min(n, r.Len()))
	if n == r.at {
		return nil
	}
	from := (n / r.every) * r.every
	if n < r.at || from > r.at {
		r.st, r.at = r.snaps[n/r.every].Clone(), from
	}
	for r.at < n {
		if _, v := r.st.Apply(r.g.Actions[r.at]); v != nil {
			// Apply is deterministic: a record it accepted once is
			// accepted again. Reaching here is a program error, said
			// rather than hidden.
			return fmt.Errorf("%s:%d: the replay diverged: %s", r.g.File, r.g.Lines[r.at], v)
		}
		r.at++
	}
	return nil
}

// NextPhase is the first position after n where the phase (or the army
// to play, or the turn) differs from n's: Shift+→.
func (r *Replay) NextPhase(n int) int { return r.next(n, phaseOf) }

// PrevPhase is the start of n's phase, or of the phase before when n is
// its start: Shift+←.
func (r *Replay) PrevPhase(n int) int { return r.prev(n, phaseOf) }

// NextTurn is the first position of the next army's turn: Ctrl+→.
func (r *Replay) NextTurn(n int) int { return r.next(n, turnOf) }

// PrevTurn is the start of n's army turn, or of the turn before: Ctrl+←.
func (r *Replay) PrevTurn(n int) int { return r.prev(n, turnOf) }

func phaseOf(m mark) mark { return m }
func turnOf(m mark) mark  { return mark{turn: m.turn, army: m.army} }

func (r *Replay) next(n int, key func(mark) mark) int {
	n = max(0, min(n, r.Len()))
	for p := n + 1; p <= r.Len(); p++ {
		if key(r.marks[p]) != key(r.marks[n]) {
			return p
		}
	}
	return r.Len()
}

func (r *Replay) prev(n int, key func(mark) mark) int {
	n = max(0, min(n, r.Len()))
	start := func(p int) int {
		for p > 0 && key(r.marks[p-1]) == key(r.marks[p]) {
			p--
		}
		return p
	}
	if s := start(n); s < n {
		return s
	}
	if n == 0 {
		return 0
	}
	return start(n - 1)
}

// TurnMark is where an army's turn begins on the timeline.
type TurnMark struct {
	At   int
	Turn int
	Army string
}

// TurnMarks lists the position where each army's turn begins, the first
// at 0.
func (r *Replay) TurnMarks() []TurnMark {
	var out []TurnMark
	for p, m := range r.marks {
		if p == 0 || turnOf(m) != turnOf(r.marks[p-1]) {
			if m.phase == rules.PhaseOver {
				continue
			}
			out = append(out, TurnMark{At: p, Turn: m.turn, Army: m.army})
		}
	}
	return out
}
