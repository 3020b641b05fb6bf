package scenarios

import (
	"slices"
	"strings"

	"estafette/rules"
	"estafette/rules/hex"
)

// scenarioReader reads one scenario file.
type scenarioReader struct {
	d *doc
}

// LoadScenario reads and validates a scenario file. name is used in error
// messages. On failure the error is an ErrorList with every problem found,
// and the scenario and ruleset are nil: a scenario that did not load in
// full never reaches the engine, the editor or a save.
func LoadScenario(name string, src []byte) (*rules.Scenario, *rules.Ruleset, error) {
	d, top := parse(name, src)
	if top == nil {
		return nil, nil, d.sorted()
	}
	r := &scenarioReader{d: d}
	s := r.read(top)
	rs := r.ruleset(s.Ruleset)
	if rs != nil {
		r.validate(s, rs)
	}
	if len(d.errs) > 0 || rs == nil {
		return nil, nil, d.sorted()
	}
	return s, rs, nil
}

// ruleset finds the scenario's ruleset; a missing or empty name is an
// error like an unknown one (the missing key is already reported).
func (r *scenarioReader) ruleset(key string) *rules.Ruleset {
	if r.d.bad["ruleset"] {
		return nil
	}
	if key == "" {
		r.d.bad["ruleset"] = true
		r.d.reportAt("ruleset", "", "the scenario names no ruleset; ruleset must be one of %s", strings.Join(RulesetKeys(), ", "))
		return nil
	}
	rs, err := Ruleset(key)
	if err != nil {
		r.d.errorf("ruleset", "%v", err)
		return nil
	}
	return rs
}

// validate adds the rules' own checks (rules.Validate), leaving out what
// would repeat an error already given: a problem on a key that already
// has one, and every "off the board" when the board's size is itself wrong.
func (r *scenarioReader) validate(s *rules.Scenario, rs *rules.Ruleset) {
	problems := s.Validate(rs)
	badBoard := r.d.bad["board"] || r.d.bad["board.columns"] || r.d.bad["board.rows"]
	for _, p := range problems {
		if p.Path == "board.columns" || p.Path == "board.rows" {
			badBoard = true
		}
	}
	for _, p := range problems {
		if r.d.bad[p.Path] || (badBoard && p.OffBoard()) {
			continue
		}
		r.d.errorf(p.Path, "%s", p.Message)
	}
}

func (r *scenarioReader) read(top *table) *rules.Scenario {
	s := &rules.Scenario{
		Title:         top.str("title", true),
		Ruleset:       top.str("ruleset", true),
		Description:   top.str("description", false),
		DescriptionEN: top.str("description_en", false),
		Turns:         top.integer("turns", false),
		First:         top.str("first", true),
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
	for _, o := range top.list("objective", false, maxObjectives) {
		s.Objectives = append(s.Objectives, r.objective(o))
	}
	if b := top.sub("board", true); b != nil {
		s.Board = r.board(b)
	}
	for _, a := range top.list("army", true, maxArmies) {
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
	for _, a := range t.list("area", false, maxAreas) {
		b.Areas = append(b.Areas, rules.Area{Terrain: a.str("terrain", true), Hexes: r.hexes(a, "hexes", maxListHexes)})
		a.finish()
	}
	for _, rd := range t.list("road", false, rules.MaxRoads) {
		b.Roads = append(b.Roads, rules.Road{Hexes: r.hexes(rd, "hexes", maxListHexes)})
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
	for _, l := range t.list("leader", true, rules.MaxPieces) {
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
			Personal:     l.boolean("personal_activation"),
		})
		l.finish()
	}
	for _, u := range t.list("unit", false, rules.MaxPieces) {
		a.Units = append(a.Units, rules.UnitSetup{
			ID:              u.str("id", true),
			Name:            u.str("name", true),
			Profile:         u.str("profile", true),
			Elements:        u.integer("elements", true),
			Hex:             r.hex(u, "hex"),
			Leader:          u.str("leader", false),
			MountedInfantry: u.boolean("mounted_infantry"),
			Mounts:          rules.MountKind(u.str("mounts", false)),
			Arrives:         u.integer("arrives", false),
		})
		u.finish()
	}
	for _, h := range t.list("herald", false, rules.MaxPieces) {
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
	v, ok := t.get(key, true)
	if !ok {
		return hex.None
	}
	return r.labelValue(t.child(key), v)
}

// labelValue reads one hex label, marking its path bad on failure so that
// validation does not report the same hex twice.
func (r *scenarioReader) labelValue(path string, v any) hex.Hex {
	s, isStr := v.(string)
	if !isStr {
		r.d.errorf(path, "a hex must be a \"col,row\" string, not %s", typeName(v))
		return hex.None
	}
	return r.label(path, s)
}

func (r *scenarioReader) label(path, s string) hex.Hex {
	h, err := hex.ParseLabel(s)
	if err != nil {
		r.d.errorf(path, "%v", err)
		return hex.None
	}
	return h
}

// objective reads an [[objective]]: its kind (hold when it names none,
// as files written before kinds say), its army, and what its kind asks;
// rules.Validate checks that the keys fit the kind.
func (r *scenarioReader) objective(o *table) rules.Objective {
	out := rules.Objective{
		Army: o.str("army", true),
		Kind: rules.ObjectiveKind(o.str("kind", false)),
		Name: o.str("name", false),
		Turn: o.integer("turn", false),
	}
	if out.Kind != "" && !slices.Contains(rules.ObjectiveKinds, out.Kind) {
		oneOf(r.d, o.child("kind"), out.Kind, rules.ObjectiveKinds...)
		out.Kind = rules.Hold // reported once: the kind's own checks would repeat it
	}
	if out.What() == rules.Break {
		out.Units = o.integer("units", true)
		out.Hexes = r.optHexes(o, "hexes", maxObjectiveHexes)
	} else {
		out.Units = o.integer("units", false)
		out.Hexes = r.hexes(o, "hexes", maxObjectiveHexes)
	}
	o.finish()
	return out
}

// hexes reads a list of hex labels, refusing it whole when it is longer
// than limit.
func (r *scenarioReader) hexes(t *table, key string, limit int) []hex.Hex {
	return r.hexList(t, key, limit, true)
}

// optHexes is hexes for a key that may be absent.
func (r *scenarioReader) optHexes(t *table, key string, limit int) []hex.Hex {
	return r.hexList(t, key, limit, false)
}

func (r *scenarioReader) hexList(t *table, key string, limit int, required bool) []hex.Hex {
	v, ok := t.get(key, required)
	if !ok {
		return nil
	}
	arr, isArr := v.([]any)
	if !isArr {
		r.d.errorf(t.child(key), "%s must be an array of \"col,row\" labels, not %s", key, typeName(v))
		return nil
	}
	if len(arr) > limit {
		r.d.errorf(t.child(key), "%s lists %d hexes; the limit is %d", key, len(arr), limit)
		return nil
	}
	out := make([]hex.Hex, len(arr))
	for i, e := range arr {
		out[i] = r.labelValue(elemPath(t.child(key), i), e)
	}
	return out
}

// Counts the loader checks before it reads a list, so that a hostile file
// is refused before it costs anything. rules.Validate checks the rest
// (pieces, roads, area hexes in all).
const (
	maxArmies         = 10 // the rules want two; up to ten, Validate says so
	maxAreas          = 2000
	maxObjectives     = 50
	maxObjectiveHexes = 200
	// maxListHexes bounds any one list of hexes: the largest board
	// (rules.MaxColumns × rules.MaxRows) once.
	maxListHexes = rules.MaxColumns * rules.MaxRows
)
