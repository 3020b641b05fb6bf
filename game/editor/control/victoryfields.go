package control

import (
	"slices"
	"strconv"
	"strings"

	"estafette/game/editor/model"
	"estafette/rules"
	"estafette/rules/hex"
)

// The scenario's victory conditions, every kind the engine knows
// (rules/victory.go, rules/objective.go, docs/scenarios.md): the enemy
// units an army must eliminate (a third of them, rounded up, unless the
// scenario says), the result when the last turn ends, and for each army
// its objective on the map — hexes to hold or a town to take, set by
// clicks on the board or typed as labels, checked at each of its turns or
// at a given turn, under a name — and the enemy's losses at which it
// breaks. Each change goes through the editor's model, which checks it as
// the loader would (an objective off the board, on a lake, or met by the
// army where it stands is refused, with why).
//
// The section edits an army's first hold or take objective and its
// break objective; a file's further objectives are kept as written.

// VictoryKey is the key of an army's victory field: the victory's fields
// are v.count, v.limit, then for army i v.kindI, v.objI, v.pickI, v.turnI,
// v.nameI, v.breakI, and v.balance.
func VictoryKey(what string, army int) string { return "v." + what + strconv.Itoa(army) }

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
	for i := range sc.Armies {
		fs = append(fs, c.armyVictoryFields(i)...)
	}
	return append(fs, c.balanceField())
}

// armyVictoryFields are army i's objective on the map and break point.
func (c *Controller) armyVictoryFields(i int) []field {
	sc := c.ed.Scenario
	id := sc.Armies[i].ID
	change := c.ed.Change
	place := placeObjective(sc, id)
	kind, text, name, turn := "none", "", "", ""
	if k, ok := c.placeKind[id]; ok {
		kind = string(k) // chosen before the objective has a hex
	}
	if place != nil {
		kind, name = string(place.What()), place.Name
		text = labels(place.Hexes)
		if place.Turn > 0 {
			turn = strconv.Itoa(place.Turn)
		}
	}
	turnShown := turn
	if turn == "" {
		turnShown = say(c.Lang, "victory.turn.each")
	}
	breaks := ""
	breaksShown := say(c.Lang, "victory.break.none")
	if b := breakObjective(sc, id); b != nil {
		breaks = strconv.Itoa(b.Units)
		breaksShown = breaks
	}
	pick := say(c.Lang, "victory.pick.off")
	if c.picking == i+1 {
		pick = say(c.Lang, "victory.pick.on")
	}
	return []field{
		{key: VictoryKey("kind", i), kind: fieldCycle, label: "f.objective.kind", tip: "f.objective.kind.tip",
			value: say(c.Lang, "victory.kind."+kind), next: func() error {
				return cycle([]string{"none", "hold", "take"}, kind, func(k string) error {
					if k == "none" && c.picking == i+1 {
						c.picking = 0
					}
					if placeObjective(c.ed.Scenario, id) == nil {
						// Nothing to change yet: the kind waits for the first hex.
						c.setPlaceKind(id, k)
						return nil
					}
					return change(func(sc *rules.Scenario) { setPlaceKind(sc, id, k) })
				})
			}},
		{key: VictoryKey("obj", i), kind: fieldText, label: "f.objective", tip: "f.objective.tip", value: text, text: text,
			set: func(t string) error {
				hexes, err := c.parseHexes(t)
				if err != nil {
					return err
				}
				return change(func(sc *rules.Scenario) {
					editPlace(sc, id, c.newKind(id), func(o *rules.Objective) { o.Hexes = hexes })
				})
			}},
		{key: VictoryKey("pick", i), kind: fieldToggle, label: "f.objective.pick", tip: "f.objective.pick.tip", value: pick,
			next: func() error {
				if c.picking == i+1 {
					c.picking = 0
				} else {
					c.picking = i + 1
					c.tell("victory.pick.tell", sc.Armies[i].Name)
				}
				return nil
			}},
		{key: VictoryKey("turn", i), kind: fieldOptInt, label: "f.objective.turn", tip: "f.objective.turn.tip", value: turnShown, text: turn,
			set: func(t string) error {
				n, err := c.optNumber("f.objective.turn", t)
				if err != nil {
					return err
				}
				if placeObjective(c.ed.Scenario, id) == nil {
					return &model.Refusal{Message: say(c.Lang, "victory.nohex")}
				}
				return change(func(sc *rules.Scenario) {
					editPlace(sc, id, c.newKind(id), func(o *rules.Objective) {
						o.Turn = 0
						if n != nil {
							o.Turn = *n
						}
					})
				})
			}},
		{key: VictoryKey("name", i), kind: fieldText, label: "f.objective.name", value: name, text: name,
			set: func(t string) error {
				if placeObjective(c.ed.Scenario, id) == nil {
					return &model.Refusal{Message: say(c.Lang, "victory.nohex")}
				}
				return change(func(sc *rules.Scenario) { editPlace(sc, id, c.newKind(id), func(o *rules.Objective) { o.Name = t }) })
			}},
		{key: VictoryKey("break", i), kind: fieldOptInt, label: "f.objective.break", tip: "f.objective.break.tip", value: breaksShown, text: breaks,
			set: func(t string) error {
				n, err := c.optNumber("f.objective.break", t)
				if err != nil {
					return err
				}
				return change(func(sc *rules.Scenario) { setBreak(sc, id, n) })
			}},
	}
}

// Picking is the army (from 1) whose objective a click on the board
// sets, 0 when a click selects as usual.
func (c *Controller) Picking() int { return c.picking }

// StopPicking ends setting an objective by clicks (Esc, another tab).
func (c *Controller) StopPicking() {
	if c.picking != 0 {
		c.picking = 0
		c.changed()
	}
}

// pickHex adds hex h to the objective of the army being picked for, or
// takes it away when it is there: a hold objective is made when the army
// has none. Refused as the loader would refuse it (off the board, no unit
// may stand there, the army already meets it where it stands).
func (c *Controller) pickHex(h hex.Hex) {
	id := c.ed.Scenario.Armies[c.picking-1].ID
	err := c.ed.Change(func(sc *rules.Scenario) {
		editPlace(sc, id, c.newKind(id), func(o *rules.Objective) {
			if i := slices.Index(o.Hexes, h); i >= 0 {
				o.Hexes = slices.Delete(o.Hexes, i, i+1)
			} else {
				o.Hexes = append(o.Hexes, h)
			}
		})
	})
	if err != nil {
		c.refuse(err)
	}
	c.changed()
}

// placeObjective is the army's first hold or take objective, nil when it
// has none.
func placeObjective(sc *rules.Scenario, army string) *rules.Objective {
	for i := range sc.Objectives {
		if o := &sc.Objectives[i]; o.Army == army && o.What() != rules.Break {
			return o
		}
	}
	return nil
}

// breakObjective is the army's break objective, nil when it has none.
func breakObjective(sc *rules.Scenario, army string) *rules.Objective {
	for i := range sc.Objectives {
		if o := &sc.Objectives[i]; o.Army == army && o.What() == rules.Break {
			return o
		}
	}
	return nil
}

// setPlaceKind remembers the kind chosen for an army with no objective
// on the map yet; "none" forgets it.
func (c *Controller) setPlaceKind(army, kind string) {
	if c.placeKind == nil {
		c.placeKind = map[string]rules.ObjectiveKind{}
	}
	delete(c.placeKind, army)
	if kind != "none" {
		c.placeKind[army] = rules.ObjectiveKind(kind)
	}
	c.changed()
}

// newKind is the kind of the army's objective when a hex makes it: the
// kind chosen before, else a hex to hold.
func (c *Controller) newKind(army string) rules.ObjectiveKind {
	if k, ok := c.placeKind[army]; ok {
		return k
	}
	return rules.Hold
}

// editPlace changes the army's first hold or take objective, made (of
// kind) when it has none; one left without hexes is removed.
func editPlace(sc *rules.Scenario, army string, kind rules.ObjectiveKind, fn func(o *rules.Objective)) {
	o := placeObjective(sc, army)
	if o == nil {
		sc.Objectives = append(sc.Objectives, rules.Objective{Army: army, Kind: kind})
		o = &sc.Objectives[len(sc.Objectives)-1]
	}
	fn(o)
	if len(o.Hexes) == 0 {
		removeObjective(sc, o)
	}
}

// setPlaceKind makes the army's objective one to hold or to take, or
// removes it ("none").
func setPlaceKind(sc *rules.Scenario, army, kind string) {
	o := placeObjective(sc, army)
	switch {
	case kind == "none":
		if o != nil {
			removeObjective(sc, o)
		}
	case o != nil:
		o.Kind = rules.ObjectiveKind(kind)
	}
}

// setBreak gives the army its break objective at n units, none for nil.
func setBreak(sc *rules.Scenario, army string, n *int) {
	o := breakObjective(sc, army)
	switch {
	case n == nil:
		if o != nil {
			removeObjective(sc, o)
		}
	case o == nil:
		sc.Objectives = append(sc.Objectives, rules.Objective{Army: army, Kind: rules.Break, Units: *n})
	default:
		o.Units = *n
	}
}

func removeObjective(sc *rules.Scenario, o *rules.Objective) {
	for i := range sc.Objectives {
		if &sc.Objectives[i] == o {
			sc.Objectives = slices.Delete(sc.Objectives, i, i+1)
			return
		}
	}
}

// labels writes hexes as labels separated by spaces: "5,6 7,8".
func labels(hexes []hex.Hex) string {
	out := make([]string, len(hexes))
	for i, h := range hexes {
		out[i] = h.Label()
	}
	return strings.Join(out, " ")
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
