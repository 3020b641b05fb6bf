package control

import (
	"strconv"

	"estafette/rules"
)

// The selected piece's fields' keys: the window's inspector lays them
// out by these.
const (
	PieceID       = "p.id"
	PieceName     = "p.name"
	PieceArrives  = "p.arrives"
	PieceElements = "p.elements"
	PieceLeader   = "p.leader"
	PieceMounted  = "p.mounted"
	PieceRank     = "p.rank"
	PieceQuality  = "p.quality"
	PieceAllied   = "p.allied"
	PieceLevel    = "p.level"
)

// renamePiece gives a piece a new id, and follows the references to it
// (an allied unit's sub-general).
func renamePiece(sc *rules.Scenario, old, id string) {
	p, ok := findPiece(sc, old)
	if !ok {
		return
	}
	switch {
	case p.Unit != nil:
		p.Unit.ID = id
	case p.Leader != nil:
		p.Leader.ID = id
		for i := range sc.Armies {
			for j := range sc.Armies[i].Units {
				if u := &sc.Armies[i].Units[j]; u.Leader == old {
					u.Leader = id
				}
			}
		}
	default:
		p.Herald.ID = id
	}
}

// pieceEdit changes the piece id in a scenario, as an edit the scenario
// rules check.
type pieceEdit func(fn func(p Piece, sc *rules.Scenario)) error

// pieceFields are the inspector's fields of one piece: its id and name,
// then a unit's or a leader's own.
func (c *Controller) pieceFields(id string) []field {
	sc := c.ed.Scenario
	p, ok := findPiece(sc, id)
	if !ok {
		return nil
	}
	change := func(fn func(p Piece, sc *rules.Scenario)) error {
		return c.ed.Change(func(sc *rules.Scenario) {
			if q, ok := findPiece(sc, id); ok {
				fn(q, sc)
			}
		})
	}
	fs := []field{c.idField(id), nameField(p, change)}
	switch {
	case p.Unit != nil:
		fs = append(fs, c.unitFields(p, change)...)
	case p.Leader != nil:
		fs = append(fs, c.leaderFields(p, change)...)
	}
	return fs
}

// idField renames a piece; the selection follows it.
func (c *Controller) idField(id string) field {
	return field{key: PieceID, kind: fieldText, label: "f.id", value: id, text: id, set: func(t string) error {
		if err := c.ed.Change(func(sc *rules.Scenario) { renamePiece(sc, id, t) }); err != nil {
			return err
		}
		for i, s := range c.sel {
			if s == id {
				c.sel[i] = t
			}
		}
		return nil
	}}
}

func nameField(p Piece, change pieceEdit) field {
	var name string
	switch {
	case p.Unit != nil:
		name = p.Unit.Name
	case p.Leader != nil:
		name = p.Leader.Name
	default:
		name = p.Herald.Name
	}
	return field{key: PieceName, kind: fieldText, label: "f.name", value: name, text: name, set: func(t string) error {
		return change(func(q Piece, _ *rules.Scenario) {
			switch {
			case q.Unit != nil:
				q.Unit.Name = t
			case q.Leader != nil:
				q.Leader.Name = t
			default:
				q.Herald.Name = t
			}
		})
	}}
}

// arrivesField is a reinforcement's turn of arrival (empty: on the table
// from the start).
func (c *Controller) arrivesField(cur int, change pieceEdit) field {
	v := ""
	if cur > 0 {
		v = strconv.Itoa(cur)
	}
	return field{key: PieceArrives, kind: fieldOptInt, label: "f.arrives", tip: "f.arrives.tip", value: v, text: v, set: func(t string) error {
		n, err := c.optNumber("f.arrives", t)
		if err != nil {
			return err
		}
		turn := 0
		if n != nil {
			turn = *n
		}
		return change(func(q Piece, _ *rules.Scenario) {
			if q.Unit != nil {
				q.Unit.Arrives = turn
			} else if q.Leader != nil {
				q.Leader.Arrives = turn
			}
		})
	}}
}

// unitFields: elements, the allied unit's own sub-general, mounted
// infantry, arrival.
func (c *Controller) unitFields(p Piece, change pieceEdit) []field {
	u := p.Unit
	el := strconv.Itoa(u.Elements)
	fs := []field{{key: PieceElements, kind: fieldInt, label: "f.elements", value: el, text: el, step: true, set: func(t string) error {
		n, err := c.number("f.elements", t)
		if err != nil {
			return err
		}
		return change(func(q Piece, _ *rules.Scenario) { q.Unit.Elements = n })
	}}}
	// An allied unit names its own sub-general (docs/scenarios.md, "leader").
	opts := []string{""}
	for _, l := range c.ed.Scenario.Armies[p.Army].Leaders {
		if l.Rank == rules.SubGeneral {
			opts = append(opts, l.ID)
		}
	}
	lv := u.Leader
	if lv == "" {
		lv = say(c.Lang, "none")
	}
	fs = append(fs, field{key: PieceLeader, kind: fieldCycle, label: "f.allied", tip: "f.allied.tip", value: lv, next: func() error {
		return cycle(opts, u.Leader, func(v string) error {
			return change(func(q Piece, _ *rules.Scenario) { q.Unit.Leader = v })
		})
	}})
	if prof := c.ed.Ruleset.Profiles[u.Profile]; prof != nil && prof.Type == rules.Infantry {
		fs = append(fs, field{key: PieceMounted, kind: fieldToggle, label: "f.mounted", value: c.yesNo(u.MountedInfantry), next: func() error {
			return change(func(q Piece, _ *rules.Scenario) { q.Unit.MountedInfantry = !q.Unit.MountedInfantry })
		}})
	}
	return append(fs, c.arrivesField(u.Arrives, change))
}

// leaderFields: rank, quality, allied, a commander's command level,
// arrival.
func (c *Controller) leaderFields(p Piece, change pieceEdit) []field {
	l := p.Leader
	rank := string(l.Rank)
	if lr, ok := c.ed.Ruleset.Leaders[l.Rank]; ok {
		rank = lr.Name
	}
	qualities := []rules.Quality{"", rules.Good, rules.Mediocre}
	cur := l.Quality
	if cur == rules.Normal {
		cur = ""
	}
	fs := []field{
		{key: PieceRank, kind: fieldCycle, label: "f.rank", value: rank, next: func() error {
			return cycle(rules.Ranks, l.Rank, func(r rules.Rank) error {
				return change(func(q Piece, _ *rules.Scenario) { q.Leader.Rank = r })
			})
		}},
		{key: PieceQuality, kind: fieldCycle, label: "f.quality", value: say(c.Lang, "quality."+string(l.Quality)), next: func() error {
			return cycle(qualities, cur, func(v rules.Quality) error {
				return change(func(q Piece, _ *rules.Scenario) { q.Leader.Quality = v })
			})
		}},
		{key: PieceAllied, kind: fieldToggle, label: "f.allied", value: c.yesNo(l.Allied), next: func() error {
			return change(func(q Piece, _ *rules.Scenario) { q.Leader.Allied = !q.Leader.Allied })
		}},
	}
	if l.Rank == rules.Commander {
		v := optText(l.CommandLevel)
		fs = append(fs, field{key: PieceLevel, kind: fieldOptInt, label: "f.level", tip: "f.level.tip", value: v, text: v, set: func(t string) error {
			n, err := c.optNumber("f.level", t)
			if err != nil {
				return err
			}
			return change(func(q Piece, _ *rules.Scenario) { q.Leader.CommandLevel = n })
		}})
	}
	return append(fs, c.arrivesField(l.Arrives, change))
}
