package control

import (
	"strconv"

	"estafette/game/editor/model"
	"estafette/rules"
	"estafette/scenarios"
)

func (c *Controller) boardFields() []field {
	b := c.ed.Scenario.Board
	cols, rows := strconv.Itoa(b.Columns), strconv.Itoa(b.Rows)
	def := b.Terrain
	if def == "" {
		def = "clear"
	}
	defName := def
	if t, ok := c.ed.Ruleset.Terrain[def]; ok {
		defName = c.Term(t.Name, t.Gloss)
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
		{key: "b.columns", kind: fieldInt, label: "columns", value: cols, text: cols, step: true, set: resize("columns", true)},
		{key: "b.rows", kind: fieldInt, label: "rows", value: rows, text: rows, step: true, set: resize("rows", false)},
		{key: "b.terrain", kind: fieldCycle, label: "default", value: defName, next: func() error {
			return cycle(TerrainKeys(c.ed.Ruleset), def, func(k string) error {
				return c.ed.Change(func(sc *rules.Scenario) { sc.Board.Terrain = k })
			})
		}},
	}
}

func (c *Controller) scenarioFields() []field {
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
		{key: "s.title", kind: fieldText, label: "f.title", value: sc.Title, text: sc.Title, set: func(t string) error {
			return change(func(sc *rules.Scenario) { sc.Title = t })
		}},
		{key: "s.ruleset", kind: fieldCycle, label: "f.ruleset", value: c.ed.Ruleset.Name, next: func() error {
			return cycle(scenarios.RulesetKeys(), sc.Ruleset, c.SetRuleset)
		}},
		{key: "s.turns", kind: fieldInt, label: "f.turns", value: turnsShown, text: turns, step: true, set: func(t string) error {
			n, err := c.number("f.turns", t)
			if err != nil {
				return err
			}
			return change(func(sc *rules.Scenario) { sc.Turns = n })
		}},
		{key: "s.first", kind: fieldCycle, label: "f.first", value: first, next: func() error {
			return cycle(armies, sc.First, func(id string) error {
				return change(func(sc *rules.Scenario) { sc.First = id })
			})
		}},
		{key: "s.description", kind: fieldText, label: "f.description", value: sc.Description, text: sc.Description, set: func(t string) error {
			return change(func(sc *rules.Scenario) { sc.Description = t })
		}},
		{key: "s.description_en", kind: fieldText, label: "f.description_en", value: sc.DescriptionEN, text: sc.DescriptionEN, set: func(t string) error {
			return change(func(sc *rules.Scenario) { sc.DescriptionEN = t })
		}},
		{key: "s.seed", kind: fieldOptInt, label: "f.seed", value: seed, text: seed, set: func(t string) error {
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

func (c *Controller) armyFields(i int) []field {
	a := c.ed.Scenario.Armies[i]
	p := "a" + strconv.Itoa(i) + "."
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
		return field{key: p + name, kind: fieldOptInt, label: label, tip: tip, value: shown, text: v, set: func(t string) error {
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
		{key: p + "id", kind: fieldText, label: "f.id", value: a.ID, text: a.ID, set: func(t string) error {
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
		{key: p + "name", kind: fieldText, label: "f.name", value: a.Name, text: a.Name, set: func(t string) error {
			return change(func(a *rules.ArmySetup, _ *rules.Scenario) { a.Name = t })
		}},
		{key: p + "edge", kind: fieldCycle, label: "f.edge", value: say(c.Lang, "edge."+string(a.Edge)), next: func() error {
			err := cycle(rules.Edges, a.Edge, func(e rules.Edge) error {
				return change(func(a *rules.ArmySetup, _ *rules.Scenario) { a.Edge = e })
			})
			if err != nil {
				return &model.Refusal{Message: say(c.Lang, "edge.taken")}
			}
			return nil
		}},
		{key: p + "level", kind: fieldInt, label: "f.cmdlevel", value: level, text: level, step: true, set: func(t string) error {
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
// activation for army i as it stands (docs/rules.md ACT.COUNT), shown beside
// an empty override: the rules' own table, as the game reads it.
func (c *Controller) activationDefaults(i int) (int, int) {
	b := c.ed.Ruleset.Activation.For(len(c.ed.Scenario.Armies[i].Units))
	return b.Activations, b.UnitsPerActivation
}
