package editor

import (
	"strconv"
	"strings"

	"estafette/game/editor/model"
	"estafette/rules"
	"estafette/rules/hex"
)

// The scenario's victory conditions, every kind the engine knows
// (rules/victory.go, docs/scenarios.md): the enemy units an army must
// eliminate (a third of them, rounded up, unless the scenario says), the
// result when the last turn ends, and the hexes an army wins by holding.
// Each change goes through the editor's model, which checks it as the
// loader would (an objective off the board is refused, with why).

func (c *Controller) victoryFields() []field {
	sc := c.ed.Scenario
	change := c.ed.Change
	count := ""
	shown := say(c.Lang, "victory.third")
	if sc.Victory > 0 {
		count = strconv.Itoa(sc.Victory)
		shown = count
	}
	limits := []string{"eliminations", "draw"}
	for _, a := range sc.Armies {
		limits = append(limits, a.ID)
	}
	limit := sc.AtTurnLimit
	if limit == "" {
		limit = "eliminations"
	}
	limitShown := say(c.Lang, "victory.limit."+limit)
	if a := sc.Army(limit); a != nil {
		limitShown = say(c.Lang, "victory.limit.army", a.Name)
	}
	fs := []field{
		{key: "v.count", kind: fieldOptInt, label: "f.victory", tip: "f.victory.tip", value: shown, text: count, set: func(t string) error {
			n, err := c.optNumber("f.victory", t)
			if err != nil {
				return err
			}
			if n != nil && *n < 1 {
				return &model.Refusal{Message: say(c.Lang, "victory.positive")}
			}
			return change(func(sc *rules.Scenario) {
				sc.Victory = 0
				if n != nil {
					sc.Victory = *n
				}
			})
		}},
		{key: "v.limit", kind: fieldCycle, label: "f.atlimit", value: limitShown, next: func() error {
			return cycle(limits, limit, func(k string) error {
				return change(func(sc *rules.Scenario) {
					sc.AtTurnLimit = k
					if k == "eliminations" {
						sc.AtTurnLimit = ""
					}
				})
			})
		}},
	}
	for i, a := range sc.Armies {
		id := a.ID
		text := objectiveText(sc, id)
		fs = append(fs, field{key: "v.obj" + strconv.Itoa(i), kind: fieldText, label: "f.objective", tip: "f.objective.tip",
			value: text, text: text, set: func(t string) error {
				hexes, err := c.parseHexes(t)
				if err != nil {
					return err
				}
				return change(func(sc *rules.Scenario) { setObjective(sc, id, hexes) })
			}})
	}
	return fs
}

// objectiveText is an army's objective hexes as labels: "5,6 7,8".
func objectiveText(sc *rules.Scenario, army string) string {
	var labels []string
	for _, o := range sc.Objectives {
		if o.Army == army {
			for _, h := range o.Hexes {
				labels = append(labels, h.Label())
			}
		}
	}
	return strings.Join(labels, " ")
}

// setObjective gives the army the objective hexes, none when empty.
func setObjective(sc *rules.Scenario, army string, hexes []hex.Hex) {
	var kept []rules.Objective
	for _, o := range sc.Objectives {
		if o.Army != army {
			kept = append(kept, o)
		}
	}
	if len(hexes) > 0 {
		kept = append(kept, rules.Objective{Army: army, Hexes: hexes})
	}
	sc.Objectives = kept
}

// parseHexes reads hex labels separated by spaces or semicolons.
func (c *Controller) parseHexes(t string) ([]hex.Hex, error) {
	var out []hex.Hex
	for _, f := range strings.FieldsFunc(t, func(r rune) bool { return r == ' ' || r == ';' }) {
		h, err := hex.ParseLabel(f)
		if err != nil {
			return nil, &model.Refusal{Message: say(c.Lang, "victory.badhex", f)}
		}
		out = append(out, h)
	}
	return out, nil
}
