package game

import (
	"slices"
	"strconv"
	"strings"
	"unicode"

	"estafette/editor"
	"estafette/rules"
	"estafette/scenarios"
)

// The inspector (the selected piece) and the settings (the scenario, the
// board, the armies) are fields. A field is typed in (text and numbers),
// cycled through its values (rank, quality, edge, ruleset…) or toggled;
// numbers also have − and + steppers. Every change is an editor.Change,
// checked like any other edit, so a refused value leaves the scenario as
// it was and the status line gives the scenario rules' reason.

type fieldKind int

const (
	fieldText   fieldKind = iota // free text
	fieldInt                     // a whole number
	fieldOptInt                  // a whole number, or empty for the default
	fieldCycle                   // a click moves to the next accepted value
	fieldToggle                  // a click switches it
)

// field is one editable value. Its id is "f:" + what it edits.
type field struct {
	id    string
	kind  fieldKind
	label string // editor text key
	tip   string // editor text key, or ""
	value string // as shown
	text  string // what typing starts from
	set   func(text string) error
	next  func() error // cycle and toggle
	step  bool         // shows − and + (numbers)
}

// fieldEdit is the field being typed in.
type fieldEdit struct {
	id   string
	text []rune
}

// Editing returns the id and the text of the field being typed in.
func (c *EditorController) Editing() (id, text string, ok bool) {
	if c.field == nil {
		return "", "", false
	}
	return c.field.id, string(c.field.text), true
}

// BeginField starts typing in a text or number field (a click on it).
func (c *EditorController) BeginField(id string) {
	f := c.fieldByID(id)
	if f == nil || (f.kind != fieldText && f.kind != fieldInt && f.kind != fieldOptInt) {
		return
	}
	c.commitField()
	c.field = &fieldEdit{id: id, text: []rune(f.text)}
	c.changed()
}

// TypeText adds typed characters to the field being edited.
func (c *EditorController) TypeText(s string) {
	if c.field == nil {
		return
	}
	for _, r := range s {
		if unicode.IsPrint(r) {
			c.field.text = append(c.field.text, r)
		}
	}
	c.changed()
}

// Backspace deletes the last character of the field being edited.
func (c *EditorController) Backspace() {
	if c.field == nil || len(c.field.text) == 0 {
		return
	}
	c.field.text = c.field.text[:len(c.field.text)-1]
	c.changed()
}

// CancelField stops typing and leaves the value as it was (Esc).
func (c *EditorController) CancelField() {
	if c.field != nil {
		c.field = nil
		c.changed()
	}
}

// CommitField applies the text typed in (Enter, or a click elsewhere). A
// refused value is not kept; the status line says why.
func (c *EditorController) CommitField() error { return c.commitField() }

func (c *EditorController) commitField() error {
	fe := c.field
	if fe == nil {
		return nil
	}
	c.field = nil
	c.changed()
	f := c.fieldByID(fe.id)
	if f == nil || f.set == nil {
		return nil
	}
	text := strings.TrimSpace(string(fe.text))
	if text == f.text {
		return nil
	}
	if err := f.set(text); err != nil {
		c.refuse(err)
		return err
	}
	c.changed()
	return nil
}

// clickField handles a click on a field or on its stepper ("f:…:-",
// "f:…:+").
func (c *EditorController) clickField(id string) {
	base, dir := id, 0
	switch {
	case strings.HasSuffix(id, ":-"):
		base, dir = strings.TrimSuffix(id, ":-"), -1
	case strings.HasSuffix(id, ":+"):
		base, dir = strings.TrimSuffix(id, ":+"), 1
	}
	f := c.fieldByID(base)
	if f == nil {
		return
	}
	if dir != 0 {
		c.commitField()
		n, err := strconv.Atoi(f.text)
		if err != nil {
			n = 0
		}
		if err := f.set(strconv.Itoa(max(0, n+dir))); err != nil {
			c.refuse(err)
		}
		c.changed()
		return
	}
	switch f.kind {
	case fieldCycle, fieldToggle:
		c.commitField()
		if err := f.next(); err != nil {
			c.refuse(err)
		}
		c.changed()
	default:
		if c.field != nil && c.field.id == base {
			return
		}
		c.BeginField(base)
	}
}

// fieldByID finds a field among those the panel shows now.
func (c *EditorController) fieldByID(id string) *field {
	for _, f := range c.fields() {
		if f.id == id {
			return &f
		}
	}
	return nil
}

// fields lists every field of the current page: the selected piece's,
// the board's (terrain tab), the scenario's and the armies' (settings).
func (c *EditorController) fields() []field {
	var fs []field
	if len(c.sel) == 1 {
		fs = append(fs, c.pieceFields(c.sel[0])...)
	}
	fs = append(fs, c.boardFields()...)
	fs = append(fs, c.scenarioFields()...)
	for i := range c.ed.Scenario.Armies {
		fs = append(fs, c.armyFields(i)...)
	}
	return fs
}

func (c *EditorController) number(key, text string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(text))
	if err != nil {
		return 0, &editor.Refusal{Message: say(c.Lang, "not.number", say(c.Lang, key))}
	}
	return n, nil
}

// optNumber reads an optional number: empty is the default (nil).
func (c *EditorController) optNumber(key, text string) (*int, error) {
	if strings.TrimSpace(text) == "" {
		return nil, nil
	}
	n, err := c.number(key, text)
	if err != nil {
		return nil, err
	}
	return &n, nil
}

func optText(p *int) string {
	if p == nil {
		return ""
	}
	return strconv.Itoa(*p)
}

// cycle tries the values after cur in turn and keeps the first the
// scenario rules accept; when none is, the first refusal is the answer.
func cycle[T comparable](values []T, cur T, try func(T) error) error {
	i := slices.Index(values, cur)
	var first error
	for k := 1; k < len(values); k++ {
		err := try(values[(i+k+len(values))%len(values)])
		if err == nil {
			return nil
		}
		if first == nil {
			first = err
		}
	}
	return first
}

func (c *EditorController) yesNo(b bool) string {
	if b {
		return say(c.Lang, "yes")
	}
	return say(c.Lang, "no")
}

// renamePiece gives a piece a new id, and follows the references to it
// (an allied unit's sub-general).
func renamePiece(sc *rules.Scenario, old, id string) {
	p, ok := findPiece(sc, old)
	if !ok {
		return
	}
	switch {
	case p.unit != nil:
		p.unit.ID = id
	case p.leader != nil:
		p.leader.ID = id
		for i := range sc.Armies {
			for j := range sc.Armies[i].Units {
				if u := &sc.Armies[i].Units[j]; u.Leader == old {
					u.Leader = id
				}
			}
		}
	default:
		p.herald.ID = id
	}
}

func (c *EditorController) pieceFields(id string) []field {
	sc := c.ed.Scenario
	p, ok := findPiece(sc, id)
	if !ok {
		return nil
	}
	change := func(fn func(p pieceRef, sc *rules.Scenario)) error {
		return c.ed.Change(func(sc *rules.Scenario) {
			if q, ok := findPiece(sc, id); ok {
				fn(q, sc)
			}
		})
	}
	rename := field{id: "f:p.id", kind: fieldText, label: "f.id", value: id, text: id, set: func(t string) error {
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
	var name string
	switch {
	case p.unit != nil:
		name = p.unit.Name
	case p.leader != nil:
		name = p.leader.Name
	default:
		name = p.herald.Name
	}
	rename2 := field{id: "f:p.name", kind: fieldText, label: "f.name", value: name, text: name, set: func(t string) error {
		return change(func(q pieceRef, _ *rules.Scenario) {
			switch {
			case q.unit != nil:
				q.unit.Name = t
			case q.leader != nil:
				q.leader.Name = t
			default:
				q.herald.Name = t
			}
		})
	}}
	fs := []field{rename, rename2}
	arrives := func(cur int) field {
		v := ""
		if cur > 0 {
			v = strconv.Itoa(cur)
		}
		return field{id: "f:p.arrives", kind: fieldOptInt, label: "f.arrives", tip: "f.arrives.tip", value: v, text: v, set: func(t string) error {
			n, err := c.optNumber("f.arrives", t)
			if err != nil {
				return err
			}
			turn := 0
			if n != nil {
				turn = *n
			}
			return change(func(q pieceRef, _ *rules.Scenario) {
				if q.unit != nil {
					q.unit.Arrives = turn
				} else if q.leader != nil {
					q.leader.Arrives = turn
				}
			})
		}}
	}
	switch {
	case p.unit != nil:
		u := p.unit
		el := strconv.Itoa(u.Elements)
		fs = append(fs, field{id: "f:p.elements", kind: fieldInt, label: "f.elements", value: el, text: el, step: true, set: func(t string) error {
			n, err := c.number("f.elements", t)
			if err != nil {
				return err
			}
			return change(func(q pieceRef, _ *rules.Scenario) { q.unit.Elements = n })
		}})
		// An allied unit names its own sub-general (FORMATS.md "leader").
		opts := []string{""}
		for _, l := range sc.Armies[p.army].Leaders {
			if l.Rank == rules.SubGeneral {
				opts = append(opts, l.ID)
			}
		}
		lv := u.Leader
		if lv == "" {
			lv = say(c.Lang, "none")
		}
		fs = append(fs, field{id: "f:p.leader", kind: fieldCycle, label: "f.allied", tip: "f.allied.tip", value: lv, next: func() error {
			return cycle(opts, u.Leader, func(v string) error {
				return change(func(q pieceRef, _ *rules.Scenario) { q.unit.Leader = v })
			})
		}})
		if prof := c.ed.Ruleset.Profiles[u.Profile]; prof != nil && prof.Type == rules.Infantry {
			fs = append(fs, field{id: "f:p.mounted", kind: fieldToggle, label: "f.mounted", value: c.yesNo(u.MountedInfantry), next: func() error {
				return change(func(q pieceRef, _ *rules.Scenario) { q.unit.MountedInfantry = !q.unit.MountedInfantry })
			}})
		}
		fs = append(fs, arrives(u.Arrives))
	case p.leader != nil:
		l := p.leader
		rank := string(l.Rank)
		if lr, ok := c.ed.Ruleset.Leaders[l.Rank]; ok {
			rank = lr.Name
		}
		fs = append(fs, field{id: "f:p.rank", kind: fieldCycle, label: "f.rank", value: rank, next: func() error {
			return cycle(rules.Ranks, l.Rank, func(r rules.Rank) error {
				return change(func(q pieceRef, _ *rules.Scenario) { q.leader.Rank = r })
			})
		}})
		qualities := []rules.Quality{"", rules.Good, rules.Mediocre}
		cur := l.Quality
		if cur == rules.Normal {
			cur = ""
		}
		fs = append(fs, field{id: "f:p.quality", kind: fieldCycle, label: "f.quality", value: say(c.Lang, "quality."+string(l.Quality)), next: func() error {
			return cycle(qualities, cur, func(v rules.Quality) error {
				return change(func(q pieceRef, _ *rules.Scenario) { q.leader.Quality = v })
			})
		}})
		fs = append(fs, field{id: "f:p.allied", kind: fieldToggle, label: "f.allied", value: c.yesNo(l.Allied), next: func() error {
			return change(func(q pieceRef, _ *rules.Scenario) { q.leader.Allied = !q.leader.Allied })
		}})
		if l.Rank == rules.Commander {
			v := optText(l.CommandLevel)
			fs = append(fs, field{id: "f:p.level", kind: fieldOptInt, label: "f.level", tip: "f.level.tip", value: v, text: v, set: func(t string) error {
				n, err := c.optNumber("f.level", t)
				if err != nil {
					return err
				}
				return change(func(q pieceRef, _ *rules.Scenario) { q.leader.CommandLevel = n })
			}})
		}
		fs = append(fs, arrives(l.Arrives))
	}
	return fs
}

func (c *EditorController) boardFields() []field {
	b := c.ed.Scenario.Board
	cols, rows := strconv.Itoa(b.Columns), strconv.Itoa(b.Rows)
	def := b.Terrain
	if def == "" {
		def = "clear"
	}
	defName := def
	if t, ok := c.ed.Ruleset.Terrain[def]; ok {
		defName = t.Name
	}
	resize := func(key string, cols bool) func(string) error {
		return func(t string) error {
			n, err := c.number(key, t)
			if err != nil {
				return err
			}
			b := c.ed.Scenario.Board
			if cols {
				return c.ed.Resize(n, b.Rows)
			}
			return c.ed.Resize(b.Columns, n)
		}
	}
	return []field{
		{id: "f:b.columns", kind: fieldInt, label: "columns", value: cols, text: cols, step: true, set: resize("columns", true)},
		{id: "f:b.rows", kind: fieldInt, label: "rows", value: rows, text: rows, step: true, set: resize("rows", false)},
		{id: "f:b.terrain", kind: fieldCycle, label: "default", value: defName, next: func() error {
			return cycle(TerrainKeys(c.ed.Ruleset), def, func(k string) error {
				return c.ed.Change(func(sc *rules.Scenario) { sc.Board.Terrain = k })
			})
		}},
	}
}

func (c *EditorController) scenarioFields() []field {
	sc := c.ed.Scenario
	change := c.ed.Change
	turns := strconv.Itoa(sc.Turns)
	turnsShown := turns
	if sc.Turns == 0 {
		turnsShown = say(c.Lang, "unlimited")
	}
	var armies []string
	for _, a := range sc.Armies {
		armies = append(armies, a.ID)
	}
	first := sc.First
	if a := sc.Army(sc.First); a != nil {
		first = a.Name
	}
	seed := ""
	if sc.Seed != 0 {
		seed = strconv.FormatInt(sc.Seed, 10)
	}
	return []field{
		{id: "f:s.title", kind: fieldText, label: "f.title", value: sc.Title, text: sc.Title, set: func(t string) error {
			return change(func(sc *rules.Scenario) { sc.Title = t })
		}},
		{id: "f:s.ruleset", kind: fieldCycle, label: "f.ruleset", value: c.ed.Ruleset.Name, next: func() error {
			return cycle(scenarios.RulesetKeys(), sc.Ruleset, c.SetRuleset)
		}},
		{id: "f:s.turns", kind: fieldInt, label: "f.turns", value: turnsShown, text: turns, step: true, set: func(t string) error {
			n, err := c.number("f.turns", t)
			if err != nil {
				return err
			}
			return change(func(sc *rules.Scenario) { sc.Turns = n })
		}},
		{id: "f:s.first", kind: fieldCycle, label: "f.first", value: first, next: func() error {
			return cycle(armies, sc.First, func(id string) error {
				return change(func(sc *rules.Scenario) { sc.First = id })
			})
		}},
		{id: "f:s.description", kind: fieldText, label: "f.description", value: sc.Description, text: sc.Description, set: func(t string) error {
			return change(func(sc *rules.Scenario) { sc.Description = t })
		}},
		{id: "f:s.seed", kind: fieldOptInt, label: "f.seed", value: seed, text: seed, set: func(t string) error {
			n, err := c.optNumber("f.seed", t)
			if err != nil {
				return err
			}
			return change(func(sc *rules.Scenario) {
				sc.Seed = 0
				if n != nil {
					sc.Seed = int64(*n)
				}
			})
		}},
	}
}

func (c *EditorController) armyFields(i int) []field {
	a := c.ed.Scenario.Armies[i]
	p := "f:a" + strconv.Itoa(i) + "."
	change := func(fn func(a *rules.ArmySetup, sc *rules.Scenario)) error {
		return c.ed.Change(func(sc *rules.Scenario) {
			if i < len(sc.Armies) {
				fn(&sc.Armies[i], sc)
			}
		})
	}
	optField := func(name, label, tip string, cur *int, def int, set func(a *rules.ArmySetup, n *int)) field {
		v := optText(cur)
		shown := v
		if cur == nil {
			shown = say(c.Lang, "default.value", def)
		}
		return field{id: p + name, kind: fieldOptInt, label: label, tip: tip, value: shown, text: v, set: func(t string) error {
			n, err := c.optNumber(label, t)
			if err != nil {
				return err
			}
			return change(func(a *rules.ArmySetup, _ *rules.Scenario) { set(a, n) })
		}}
	}
	level := strconv.Itoa(a.CommandLevel)
	acts, upa := c.activationDefaults(i)
	return []field{
		{id: p + "id", kind: fieldText, label: "f.id", value: a.ID, text: a.ID, set: func(t string) error {
			old := a.ID
			return change(func(a *rules.ArmySetup, sc *rules.Scenario) {
				a.ID = t
				// What names the army follows it.
				if sc.First == old {
					sc.First = t
				}
				if sc.AtTurnLimit == old {
					sc.AtTurnLimit = t
				}
				for k := range sc.Objectives {
					if sc.Objectives[k].Army == old {
						sc.Objectives[k].Army = t
					}
				}
			})
		}},
		{id: p + "name", kind: fieldText, label: "f.name", value: a.Name, text: a.Name, set: func(t string) error {
			return change(func(a *rules.ArmySetup, _ *rules.Scenario) { a.Name = t })
		}},
		{id: p + "edge", kind: fieldCycle, label: "f.edge", value: say(c.Lang, "edge."+string(a.Edge)), next: func() error {
			err := cycle(rules.Edges, a.Edge, func(e rules.Edge) error {
				return change(func(a *rules.ArmySetup, _ *rules.Scenario) { a.Edge = e })
			})
			if err != nil {
				return &editor.Refusal{Message: say(c.Lang, "edge.taken")}
			}
			return nil
		}},
		{id: p + "level", kind: fieldInt, label: "f.cmdlevel", value: level, text: level, step: true, set: func(t string) error {
			n, err := c.number("f.cmdlevel", t)
			if err != nil {
				return err
			}
			return change(func(a *rules.ArmySetup, _ *rules.Scenario) { a.CommandLevel = n })
		}},
		optField("points", "f.points", "f.points.tip", a.OrderPoints, a.CommandLevel, func(a *rules.ArmySetup, n *int) { a.OrderPoints = n }),
		optField("acts", "f.acts", "f.acts.tip", a.Activations, acts, func(a *rules.ArmySetup, n *int) { a.Activations = n }),
		optField("upa", "f.upa", "f.acts.tip", a.UnitsPerActivation, upa, func(a *rules.ArmySetup, n *int) { a.UnitsPerActivation = n }),
	}
}

// activationDefaults are the army-size table's activations and units per
// activation for army i as it stands (RULES.md ACT.COUNT), shown beside
// an empty override: the rules' own table, as the game reads it.
func (c *EditorController) activationDefaults(i int) (int, int) {
	b := c.ed.Ruleset.Activation.For(len(c.ed.Scenario.Armies[i].Units))
	return b.Activations, b.UnitsPerActivation
}
