package scenarios

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"estafette/rules"
	"estafette/rules/hex"
)

// Encode writes a scenario as TOML, in docs/formats.md's schema and order, laid
// out for a human to read and edit. LoadScenario reads it back to the same
// scenario.
func Encode(s *rules.Scenario) []byte {
	w := &writer{}
	w.kv("title", quote(s.Title))
	w.kv("ruleset", quote(s.Ruleset))
	if s.Description != "" {
		w.kv("description", quote(s.Description))
	}
	if s.DescriptionEN != "" {
		w.kv("description_en", quote(s.DescriptionEN))
	}
	if s.Turns != 0 {
		w.kv("turns", strconv.Itoa(s.Turns))
	}
	w.kv("first", quote(s.First))
	if s.Seed != 0 {
		w.kv("seed", strconv.FormatInt(s.Seed, 10))
	}
	if len(s.OptionalRules) > 0 {
		w.kv("optional_rules", quoteList(s.OptionalRules))
	}
	if s.NoOrders {
		w.kv("no_orders", "true")
	}
	if s.Victory != 0 {
		w.kv("victory", strconv.Itoa(s.Victory))
	}
	if s.AtTurnLimit != "" {
		w.kv("at_turn_limit", quote(s.AtTurnLimit))
	}
	w.table("[board]", "")
	w.kv("columns", strconv.Itoa(s.Board.Columns))
	w.kv("rows", strconv.Itoa(s.Board.Rows))
	if s.Board.Terrain != "" {
		w.kv("terrain", quote(s.Board.Terrain))
	}
	for _, a := range s.Board.Areas {
		w.table("[[board.area]]", "")
		w.kv("terrain", quote(a.Terrain))
		w.kv("hexes", hexList(a.Hexes))
	}
	for _, r := range s.Board.Roads {
		w.table("[[board.road]]", "")
		w.kv("hexes", hexList(r.Hexes))
	}
	for _, o := range s.Objectives {
		w.objective(o)
	}
	for i := range s.Armies {
		w.army(&s.Armies[i])
	}
	return []byte(w.b.String())
}

// objective writes an [[objective]]: the keys its kind uses, and the kind
// when the scenario names one (a file without kinds is written without).
func (w *writer) objective(o rules.Objective) {
	w.table("[[objective]]", "")
	w.kv("army", quote(o.Army))
	if o.Kind != "" {
		w.kv("kind", quote(string(o.Kind)))
	}
	if o.Name != "" {
		w.kv("name", quote(o.Name))
	}
	if len(o.Hexes) > 0 {
		w.kv("hexes", hexList(o.Hexes))
	}
	if o.Turn != 0 {
		w.kv("turn", strconv.Itoa(o.Turn))
	}
	if o.Units != 0 {
		w.kv("units", strconv.Itoa(o.Units))
	}
}

type writer struct {
	b      strings.Builder
	indent string
}

func (w *writer) table(header, indent string) {
	w.indent = indent
	fmt.Fprintf(&w.b, "\n%s%s\n", indent, header)
}

func (w *writer) kv(key, value string) {
	fmt.Fprintf(&w.b, "%s%s = %s\n", w.indent, key, value)
}

func (w *writer) optInt(key string, n *int) {
	if n != nil {
		w.kv(key, strconv.Itoa(*n))
	}
}

func (w *writer) army(a *rules.ArmySetup) {
	w.table("[[army]]", "")
	w.kv("id", quote(a.ID))
	w.kv("name", quote(a.Name))
	w.kv("edge", quote(string(a.Edge)))
	w.kv("command_level", strconv.Itoa(a.CommandLevel))
	w.optInt("order_points", a.OrderPoints)
	w.optInt("activations", a.Activations)
	w.optInt("units_per_activation", a.UnitsPerActivation)
	if len(a.Exit) > 0 {
		edges := make([]string, len(a.Exit))
		for i, e := range a.Exit {
			edges[i] = string(e)
		}
		w.kv("exit", quoteList(edges))
	}
	for _, l := range a.Leaders {
		w.table("[[army.leader]]", "  ")
		w.kv("id", quote(l.ID))
		w.kv("name", quote(l.Name))
		w.kv("rank", quote(string(l.Rank)))
		w.kv("hex", quote(l.Hex.Label()))
		if l.Quality != "" {
			w.kv("quality", quote(string(l.Quality)))
		}
		if l.Allied {
			w.kv("allied", "true")
		}
		if l.Leader != "" {
			w.kv("leader", quote(l.Leader))
		}
		w.optInt("command_level", l.CommandLevel)
		if l.Arrives != 0 {
			w.kv("arrives", strconv.Itoa(l.Arrives))
		}
		if l.Personal {
			w.kv("personal_activation", "true")
		}
	}
	for _, u := range a.Units {
		w.table("[[army.unit]]", "  ")
		w.kv("id", quote(u.ID))
		w.kv("name", quote(u.Name))
		w.kv("profile", quote(u.Profile))
		w.kv("elements", strconv.Itoa(u.Elements))
		w.kv("hex", quote(u.Hex.Label()))
		if u.Leader != "" {
			w.kv("leader", quote(u.Leader))
		}
		if u.MountedInfantry {
			w.kv("mounted_infantry", "true")
		}
		if u.Mounts != "" {
			w.kv("mounts", quote(string(u.Mounts)))
		}
		if u.Arrives != 0 {
			w.kv("arrives", strconv.Itoa(u.Arrives))
		}
	}
	for _, h := range a.Heralds {
		w.table("[[army.herald]]", "  ")
		w.kv("id", quote(h.ID))
		w.kv("name", quote(h.Name))
		w.kv("hex", quote(h.Hex.Label()))
	}
	w.indent = ""
}

// quote writes a TOML basic string: quotes, backslashes and control
// characters escaped, everything else (accents included) as it is.
func quote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i, r := range s {
		switch {
		case r == '"':
			b.WriteString(`\"`)
		case r == '\\':
			b.WriteString(`\\`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(`\t`)
		case r == utf8.RuneError && s[i] >= 0x80:
			b.WriteString(`\uFFFD`)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\u%04X`, r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

func quoteList(items []string) string {
	q := make([]string, len(items))
	for i, s := range items {
		q[i] = quote(s)
	}
	return "[" + strings.Join(q, ", ") + "]"
}

func hexList(hs []hex.Hex) string {
	labels := make([]string, len(hs))
	for i, h := range hs {
		labels[i] = h.Label()
	}
	return quoteList(labels)
}
