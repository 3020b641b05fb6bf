// Package model is the scenario editor's model: the operations a club
// organiser performs by dragging pieces and painting terrain, each checked
// against the same scenario validation as the loader (rules.Scenario.
// Validate), with undo and redo. It draws nothing and reads no file.
package model

import (
	"estafette/i18n"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"estafette/rules"
	"estafette/rules/hex"
)

// Refusal is an edit the scenario rules forbid; the scenario is unchanged.
// Message is its sentence; when it is the validator's problem, Format and
// Args are its parts, so that the interface says it in French by the
// format.
type Refusal struct {
	Message string
	Format  string
	Args    []any
}

func (r *Refusal) Error() string { return r.Message }

// Editor holds the scenario being set up.
type Editor struct {
	Scenario *rules.Scenario
	Ruleset  *rules.Ruleset
	Dirty    bool // changed since the last save
	undo     []version
	redo     []version
}

// version is one state of the history: the scenario and the ruleset it
// was checked against (an edit may switch rulesets).
type version struct {
	sc *rules.Scenario
	rs *rules.Ruleset
}

// New edits a scenario (already loaded, or from NewScenario).
func New(sc *rules.Scenario, rs *rules.Ruleset) *Editor {
	return &Editor{Scenario: sc, Ruleset: rs}
}

// NewScenarioIn is NewScenario with its title and armies named in
// language l.
func NewScenarioIn(l i18n.Lang, rs *rules.Ruleset, columns, rows int) *rules.Scenario {
	sc := NewScenario(rs, columns, rows)
	if l == i18n.EN {
		sc.Title = "New scenario"
		sc.Armies[0].Name, sc.Armies[1].Name = "Blue army", "Red army"
	}
	return sc
}

// NewScenario starts an empty scenario: a board of clear terrain and two
// armies on opposite edges, each still to be given its commander.
func NewScenario(rs *rules.Ruleset, columns, rows int) *rules.Scenario {
	return &rules.Scenario{
		Title:   "Nouveau scénario",
		Ruleset: rs.Key,
		First:   "bleus",
		Turns:   10,
		Board:   rules.Board{Columns: columns, Rows: rows},
		Armies: []rules.ArmySetup{
			{ID: "bleus", Name: "Armée bleue", Edge: rules.South, CommandLevel: 4},
			{ID: "rouges", Name: "Armée rouge", Edge: rules.North, CommandLevel: 4},
		},
	}
}

// Problems lists what is still wrong with the scenario (a new scenario has
// no commanders yet, say); saving is possible, playing is not.
func (e *Editor) Problems() []rules.Problem { return e.Scenario.Validate(e.Ruleset) }

// CanUndo and CanRedo report whether there is something to undo or redo.
func (e *Editor) CanUndo() bool { return len(e.undo) > 0 }

// CanRedo reports whether an undone edit can be redone.
func (e *Editor) CanRedo() bool { return len(e.redo) > 0 }

// Undo goes back one edit.
func (e *Editor) Undo() bool {
	if len(e.undo) == 0 {
		return false
	}
	e.redo = append(e.redo, version{e.Scenario, e.Ruleset})
	v := e.undo[len(e.undo)-1]
	e.Scenario, e.Ruleset = v.sc, v.rs
	e.undo = e.undo[:len(e.undo)-1]
	e.Dirty = true
	return true
}

// Redo plays an undone edit again.
func (e *Editor) Redo() bool {
	if len(e.redo) == 0 {
		return false
	}
	e.undo = append(e.undo, version{e.Scenario, e.Ruleset})
	v := e.redo[len(e.redo)-1]
	e.Scenario, e.Ruleset = v.sc, v.rs
	e.redo = e.redo[:len(e.redo)-1]
	e.Dirty = true
	return true
}

// edit tries an operation on a copy. It is refused when the copy has a
// problem the scenario did not have: the scenario rules are checked by the
// same Validate the loader uses, so there is no second copy of them.
func (e *Editor) edit(op func(sc *rules.Scenario) error) error {
	return e.editWith(e.Ruleset, op)
}

// editWith is edit, the copy being checked against ruleset rs.
func (e *Editor) editWith(rs *rules.Ruleset, op func(sc *rules.Scenario) error) error {
	next := Clone(e.Scenario)
	if err := op(next); err != nil {
		return err
	}
	// A problem is told from another by its key and its kind (Path and
	// Format), not by its sentence: renaming an army that still lacks its
	// commander changes the sentence, not the problem.
	type kind struct{ path, format string }
	before := map[kind]bool{}
	for _, p := range e.Scenario.Validate(e.Ruleset) {
		before[kind{p.Path, p.Format}] = true
	}
	for _, p := range next.Validate(rs) {
		if !before[kind{p.Path, p.Format}] {
			return &Refusal{Message: p.Message, Format: p.Format, Args: p.Args}
		}
	}
	e.undo = append(e.undo, version{e.Scenario, e.Ruleset})
	e.redo = nil
	e.Scenario, e.Ruleset = next, rs
	e.Dirty = true
	return nil
}

// SetRuleset plays the scenario under another rule family; it is refused
// when the scenario would gain a problem under that ruleset's checks (an
// optional rule or heralds it lacks). Undo brings the old one back.
func (e *Editor) SetRuleset(rs *rules.Ruleset) error {
	if rs.Key == e.Ruleset.Key {
		return nil
	}
	return e.editWith(rs, func(sc *rules.Scenario) error {
		sc.Ruleset = rs.Key
		return nil
	})
}

// PlaceUnit creates a unit of a profile on a hex, with a fresh id, and
// returns the id.
func (e *Editor) PlaceUnit(army int, profile string, h hex.Hex) (string, error) {
	p, ok := e.Ruleset.Profiles[profile]
	if !ok {
		return "", &Refusal{Message: fmt.Sprintf("unknown profile %q", profile)}
	}
	var id string
	err := e.edit(func(sc *rules.Scenario) error {
		if army < 0 || army >= len(sc.Armies) {
			return &Refusal{Message: "no such army"}
		}
		a := &sc.Armies[army]
		id = freshID(sc, strings.ToUpper(a.ID[:1]))
		a.Units = append(a.Units, rules.UnitSetup{ID: id, Name: p.Name, Profile: profile, Elements: 4, Hex: h})
		return nil
	})
	return id, err
}

// PlaceLeader creates a leader of a rank on a hex and returns his id.
func (e *Editor) PlaceLeader(army int, rank rules.Rank, h hex.Hex) (string, error) {
	lr, ok := e.Ruleset.Leaders[rank]
	if !ok {
		return "", &Refusal{Message: fmt.Sprintf("unknown rank %q", rank)}
	}
	var id string
	err := e.edit(func(sc *rules.Scenario) error {
		if army < 0 || army >= len(sc.Armies) {
			return &Refusal{Message: "no such army"}
		}
		a := &sc.Armies[army]
		id = freshID(sc, "L"+strings.ToUpper(a.ID[:1]))
		a.Leaders = append(a.Leaders, rules.LeaderSetup{ID: id, Name: lr.Name, Rank: rank, Hex: h})
		return nil
	})
	return id, err
}

// freshID returns prefix+n, the first not in use.
func freshID(sc *rules.Scenario, prefix string) string {
	used := ids(sc)
	for n := 1; ; n++ {
		if id := prefix + strconv.Itoa(n); !used[id] {
			return id
		}
	}
}

func ids(sc *rules.Scenario) map[string]bool {
	used := map[string]bool{}
	for _, a := range sc.Armies {
		used[a.ID] = true
		for _, l := range a.Leaders {
			used[l.ID] = true
		}
		for _, u := range a.Units {
			used[u.ID] = true
		}
		for _, h := range a.Heralds {
			used[h.ID] = true
		}
	}
	return used
}

// pieceHex finds a piece's hex field by id.
func pieceHex(sc *rules.Scenario, id string) *hex.Hex {
	for i := range sc.Armies {
		a := &sc.Armies[i]
		for j := range a.Units {
			if a.Units[j].ID == id {
				return &a.Units[j].Hex
			}
		}
		for j := range a.Leaders {
			if a.Leaders[j].ID == id {
				return &a.Leaders[j].Hex
			}
		}
		for j := range a.Heralds {
			if a.Heralds[j].ID == id {
				return &a.Heralds[j].Hex
			}
		}
	}
	return nil
}

// Move drags pieces together: each moves by the same hex offset as the
// first one moves to h.
func (e *Editor) Move(ids []string, to hex.Hex) error {
	if len(ids) == 0 {
		return nil
	}
	return e.edit(func(sc *rules.Scenario) error {
		first := pieceHex(sc, ids[0])
		if first == nil {
			return &Refusal{Message: fmt.Sprintf("no piece %q", ids[0])}
		}
		delta := to.Sub(*first)
		for _, id := range ids {
			p := pieceHex(sc, id)
			if p == nil {
				return &Refusal{Message: fmt.Sprintf("no piece %q", id)}
			}
			*p = p.Add(delta)
		}
		return nil
	})
}

// Remove deletes pieces (dragged off the board, or Delete).
func (e *Editor) Remove(ids ...string) error {
	gone := map[string]bool{}
	for _, id := range ids {
		gone[id] = true
	}
	return e.edit(func(sc *rules.Scenario) error {
		for i := range sc.Armies {
			a := &sc.Armies[i]
			a.Units = keep(a.Units, func(u rules.UnitSetup) bool { return !gone[u.ID] })
			a.Leaders = keep(a.Leaders, func(l rules.LeaderSetup) bool { return !gone[l.ID] })
			a.Heralds = keep(a.Heralds, func(h rules.HeraldSetup) bool { return !gone[h.ID] })
		}
		return nil
	})
}

func keep[T any](xs []T, ok func(T) bool) []T {
	var out []T
	for _, x := range xs {
		if ok(x) {
			out = append(out, x)
		}
	}
	return out
}

// Paint sets the terrain of hexes. The board's areas are rebuilt as one
// area per terrain, in a stable order, so a painted board saves tidily.
func (e *Editor) Paint(terrain string, hexes ...hex.Hex) error {
	if _, ok := e.Ruleset.Terrain[terrain]; !ok {
		return &Refusal{Message: fmt.Sprintf("unknown terrain %q", terrain)}
	}
	return e.edit(func(sc *rules.Scenario) error {
		b := &sc.Board
		grid := map[hex.Hex]string{}
		for _, h := range b.Bounds().All() {
			grid[h] = b.TerrainAt(h)
		}
		for _, h := range hexes {
			if !b.Bounds().Contains(h) {
				return &Refusal{Message: fmt.Sprintf("hex %s is off the board", h)}
			}
			grid[h] = terrain
		}
		def := b.Terrain
		if def == "" {
			def = "clear"
		}
		byTerrain := map[string][]hex.Hex{}
		for _, h := range b.Bounds().All() {
			if t := grid[h]; t != def {
				byTerrain[t] = append(byTerrain[t], h)
			}
		}
		keys := make([]string, 0, len(byTerrain))
		for k := range byTerrain {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		b.Areas = nil
		for _, k := range keys {
			b.Areas = append(b.Areas, rules.Area{Terrain: k, Hexes: byTerrain[k]})
		}
		return nil
	})
}

// DrawRoad adds a road through hexes dragged across, each adjacent to the
// previous one.
func (e *Editor) DrawRoad(hexes []hex.Hex) error {
	return e.edit(func(sc *rules.Scenario) error {
		sc.Board.Roads = append(sc.Board.Roads, rules.Road{Hexes: append([]hex.Hex(nil), hexes...)})
		return nil
	})
}

// EraseRoads removes every road through h.
func (e *Editor) EraseRoads(h hex.Hex) error {
	return e.edit(func(sc *rules.Scenario) error {
		sc.Board.Roads = keep(sc.Board.Roads, func(r rules.Road) bool {
			for _, x := range r.Hexes {
				if x == h {
					return false
				}
			}
			return true
		})
		return nil
	})
}

// Resize changes the board's size; it is refused when a piece, an area or
// a road would fall off.
func (e *Editor) Resize(columns, rows int) error {
	return e.edit(func(sc *rules.Scenario) error {
		sc.Board.Columns, sc.Board.Rows = columns, rows
		return nil
	})
}

// Change edits fields (names, elements, quality, settings) through fn on a
// copy; the result is checked like any other edit.
func (e *Editor) Change(fn func(sc *rules.Scenario)) error {
	return e.edit(func(sc *rules.Scenario) error {
		fn(sc)
		return nil
	})
}

// Clone is a deep copy of a scenario.
func Clone(s *rules.Scenario) *rules.Scenario {
	c := *s
	c.OptionalRules = append([]string(nil), s.OptionalRules...)
	c.Board.Areas = nil
	for _, a := range s.Board.Areas {
		c.Board.Areas = append(c.Board.Areas, rules.Area{Terrain: a.Terrain, Hexes: append([]hex.Hex(nil), a.Hexes...)})
	}
	c.Board.Roads = nil
	for _, r := range s.Board.Roads {
		c.Board.Roads = append(c.Board.Roads, rules.Road{Hexes: append([]hex.Hex(nil), r.Hexes...)})
	}
	c.Objectives = nil
	for _, o := range s.Objectives {
		o.Hexes = append([]hex.Hex(nil), o.Hexes...)
		c.Objectives = append(c.Objectives, o)
	}
	c.Armies = make([]rules.ArmySetup, len(s.Armies))
	for i, a := range s.Armies {
		a.OrderPoints = copyInt(a.OrderPoints)
		a.Activations = copyInt(a.Activations)
		a.UnitsPerActivation = copyInt(a.UnitsPerActivation)
		a.Leaders = append([]rules.LeaderSetup(nil), a.Leaders...)
		for j := range a.Leaders {
			a.Leaders[j].CommandLevel = copyInt(a.Leaders[j].CommandLevel)
		}
		a.Units = append([]rules.UnitSetup(nil), a.Units...)
		a.Heralds = append([]rules.HeraldSetup(nil), a.Heralds...)
		c.Armies[i] = a
	}
	return &c
}

func copyInt(p *int) *int {
	if p == nil {
		return nil
	}
	n := *p
	return &n
}
