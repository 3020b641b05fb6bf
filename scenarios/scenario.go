package scenarios

import (
	"math"

	"estafette/rules"
	"estafette/rules/hex"
)

// badHex stands for a label that did not parse: it lies off every board and
// never collides with a real hex.
var badHex = hex.Hex{Q: math.MinInt32, R: math.MinInt32}

// scenarioReader reads one scenario file.
type scenarioReader struct {
	d   *doc
	bad map[string]bool // paths that already have an error
}

// LoadScenario reads and validates a scenario file. name is used in error
// messages. On failure the error is an ErrorList with every problem found.
func LoadScenario(name string, src []byte) (*rules.Scenario, *rules.Ruleset, error) {
	d, top := parse(name, src)
	if top == nil {
		return nil, nil, d.sorted()
	}
	r := &scenarioReader{d: d, bad: map[string]bool{}}
	s := r.read(top)
	rs, err := Ruleset(s.Ruleset)
	if s.Ruleset != "" && err != nil {
		d.errorf("ruleset", "%v", err)
	}
	if rs != nil {
		for _, p := range s.Validate(rs) {
			if !r.bad[p.Path] {
				d.errorf(p.Path, "%s", p.Message)
			}
		}
	}
	if len(d.errs) > 0 {
		return nil, nil, d.sorted()
	}
	return s, rs, nil
}

func (r *scenarioReader) read(top *table) *rules.Scenario {
	s := &rules.Scenario{
		Title:       top.str("title", true),
		Ruleset:     top.str("ruleset", true),
		Description: top.str("description", false),
		Turns:       top.integer("turns", false),
		First:       top.str("first", true),
	}
	if v, ok := top.get("seed", false); ok {
		if n, isInt := v.(int64); isInt {
			s.Seed = n
		} else {
			r.d.errorf("seed", "seed must be an integer, not %s", typeName(v))
		}
	}
	s.OptionalRules = top.strList("optional_rules", false)
	s.NoOrders = top.boolean("no_orders")
	s.Victory = top.integer("victory", false)
	s.AtTurnLimit = top.str("at_turn_limit", false)
	for _, o := range top.list("objective", false) {
		s.Objectives = append(s.Objectives, rules.Objective{Army: o.str("army", true), Hexes: r.hexes(o, "hexes")})
		o.finish()
	}
	if b := top.sub("board", true); b != nil {
		s.Board = r.board(b)
	}
	for _, a := range top.list("army", true) {
		s.Armies = append(s.Armies, r.army(a))
	}
	top.finish()
	return s
}

func (r *scenarioReader) board(t *table) rules.Board {
	b := rules.Board{
		Columns: t.integer("columns", true),
		Rows:    t.integer("rows", true),
		Terrain: t.str("terrain", false),
	}
	for _, a := range t.list("area", false) {
		b.Areas = append(b.Areas, rules.Area{Terrain: a.str("terrain", true), Hexes: r.hexes(a, "hexes")})
		a.finish()
	}
	for _, rd := range t.list("road", false) {
		b.Roads = append(b.Roads, rules.Road{Hexes: r.hexes(rd, "hexes")})
		rd.finish()
	}
	t.finish()
	return b
}

func (r *scenarioReader) army(t *table) rules.ArmySetup {
	a := rules.ArmySetup{
		ID:                 t.str("id", true),
		Name:               t.str("name", true),
		Edge:               rules.Edge(t.str("edge", true)),
		CommandLevel:       t.integer("command_level", true),
		OrderPoints:        t.optInt("order_points"),
		Activations:        t.optInt("activations"),
		UnitsPerActivation: t.optInt("units_per_activation"),
		Exit:               r.edges(t, "exit"),
	}
	for _, l := range t.list("leader", true) {
		a.Leaders = append(a.Leaders, rules.LeaderSetup{
			ID:           l.str("id", true),
			Name:         l.str("name", true),
			Rank:         rules.Rank(l.str("rank", true)),
			Hex:          r.hex(l, "hex"),
			Quality:      rules.Quality(l.str("quality", false)),
			Allied:       l.boolean("allied"),
			Leader:       l.str("leader", false),
			CommandLevel: l.optInt("command_level"),
			Arrives:      l.integer("arrives", false),
		})
		l.finish()
	}
	for _, u := range t.list("unit", false) {
		a.Units = append(a.Units, rules.UnitSetup{
			ID:              u.str("id", true),
			Name:            u.str("name", true),
			Profile:         u.str("profile", true),
			Elements:        u.integer("elements", true),
			Hex:             r.hex(u, "hex"),
			Leader:          u.str("leader", false),
			MountedInfantry: u.boolean("mounted_infantry"),
			Arrives:         u.integer("arrives", false),
		})
		u.finish()
	}
	for _, h := range t.list("herald", false) {
		a.Heralds = append(a.Heralds, rules.HeraldSetup{ID: h.str("id", true), Name: h.str("name", true), Hex: r.hex(h, "hex")})
		h.finish()
	}
	t.finish()
	return a
}

// edges reads an optional list of table edges, such as an army's exits.
func (r *scenarioReader) edges(t *table, key string) []rules.Edge {
	var out []rules.Edge
	for i, e := range t.strList(key, false) {
		oneOf(r.d, elemPath(t.child(key), i), rules.Edge(e), rules.Edges...)
		out = append(out, rules.Edge(e))
	}
	return out
}

func (r *scenarioReader) hex(t *table, key string) hex.Hex {
	path := t.child(key)
	v, ok := t.get(key, true)
	if !ok {
		r.bad[path] = true
		return badHex
	}
	return r.labelValue(path, v)
}

// labelValue reads one hex label, marking its path bad on failure so that
// validation does not report the same hex twice.
func (r *scenarioReader) labelValue(path string, v any) hex.Hex {
	s, isStr := v.(string)
	if !isStr {
		r.d.errorf(path, "a hex must be a \"col,row\" string, not %s", typeName(v))
		r.bad[path] = true
		return badHex
	}
	return r.label(path, s)
}

func (r *scenarioReader) label(path, s string) hex.Hex {
	h, err := hex.ParseLabel(s)
	if err != nil {
		r.d.errorf(path, "%v", err)
		r.bad[path] = true
		return badHex
	}
	return h
}

func (r *scenarioReader) hexes(t *table, key string) []hex.Hex {
	v, ok := t.get(key, true)
	if !ok {
		return nil
	}
	arr, isArr := v.([]any)
	if !isArr {
		r.d.errorf(t.child(key), "%s must be an array of \"col,row\" labels, not %s", key, typeName(v))
		return nil
	}
	out := make([]hex.Hex, len(arr))
	for i, e := range arr {
		out[i] = r.labelValue(elemPath(t.child(key), i), e)
	}
	return out
}
