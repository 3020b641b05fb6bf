// Command genstress writes scenarios/testdata/stress-60x40.toml, the large
// Jomini scenario that the rules engine's invariant tests, fuzz target and
// benchmarks play on: a 60×40 board with woods, hills, marsh, rocky ground,
// three lakes, a river and a stream (fords and bridges), towns and five long
// roads, and two armies of 130 units and 20 leaders each on opposite edges.
//
// Run it from the module root, then check the result:
//
//	go run ./scenarios/testdata/genstress -o scenarios/testdata/stress-60x40.toml
//	go run . check scenarios/testdata/stress-60x40.toml
//
// With -contact it writes scenarios/testdata/stress-contact-60x40.toml, the
// same table with the southern army 22 rows nearer, its front three hexes
// from the northern one (the pieces that would stand on a lake or a river
// left out: 298 pieces), for timing the computer in contact (issue 28):
//
//	go run ./scenarios/testdata/genstress -contact -o scenarios/testdata/stress-contact-60x40.toml
//
// Without -o it writes to standard output. The output is deterministic: the
// same program always writes the same bytes (no clock, no global random
// source; the terrain's irregular edges come from a fixed-seed generator).
// Before writing, the program loads its own output with the project's strict
// loader and exits 1 if the scenario is not valid.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"slices"
	"sort"
	"strings"

	"estafette/rules/hex"
	"estafette/scenarios"
)

const (
	columns = 60
	rows    = 40
)

func h(col, row int) hex.Hex { return hex.FromOffset(col, row) }

var bounds = hex.Bounds{Columns: columns, Rows: rows}

// rnd is SplitMix64 with a fixed seed, so the output never changes.
type rnd struct{ s uint64 }

func (r *rnd) next() uint64 {
	r.s += 0x9e3779b97f4a7c15
	z := r.s
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

func (r *rnd) intn(n int) int { return int(r.next() % uint64(n)) }

// walk returns a chain of adjacent hexes through the waypoints: from each
// hex it steps to the neighbour nearest the next waypoint (ties broken by
// direction order, north first), so consecutive hexes are always adjacent.
func walk(points ...hex.Hex) []hex.Hex {
	out := []hex.Hex{points[0]}
	cur := points[0]
	for _, goal := range points[1:] {
		for cur != goal {
			best, bd := cur, hex.Distance(cur, goal)
			for _, n := range cur.Neighbors() {
				if d := hex.Distance(n, goal); d < bd && bounds.Contains(n) {
					best, bd = n, d
				}
			}
			if best == cur {
				panic(fmt.Sprintf("walk stuck at %s towards %s", cur, goal))
			}
			cur = best
			out = append(out, cur)
		}
	}
	return out
}

type board struct {
	terrain map[hex.Hex]string
	roads   [][]hex.Hex
	r       rnd
}

// blob paints terrain within radius of a centre, dropping some edge hexes
// so that patches look irregular.
func (b *board) blob(key string, col, row, radius int) {
	c := h(col, row)
	for _, x := range hex.Range(c, radius) {
		if !bounds.Contains(x) {
			continue
		}
		if radius > 0 && hex.Distance(c, x) == radius && b.r.intn(3) == 0 {
			continue
		}
		b.terrain[x] = key
	}
}

func (b *board) line(key string, hexes []hex.Hex) {
	for _, x := range hexes {
		b.terrain[x] = key
	}
}

func build() *board {
	b := &board{terrain: map[hex.Hex]string{}, r: rnd{s: 6040}}

	// Hills and rocky ground (no movement effect / difficult).
	b.blob("hill", 30, 11, 2)
	b.blob("hill", 16, 26, 2)
	b.blob("hill", 48, 24, 1)
	b.blob("hill", 35, 33, 1)
	b.blob("hill", 8, 6, 1) // in the northern deployment zone
	b.blob("hill", 52, 35, 1)
	b.blob("rocky", 3, 15, 1)
	b.blob("rocky", 58, 25, 1)

	// Woods, two of them where the armies deploy.
	b.blob("woods", 20, 13, 2)
	b.blob("woods", 44, 15, 1)
	b.blob("woods", 6, 28, 2)
	b.blob("woods", 24, 31, 1)
	b.blob("woods", 38, 27, 2)
	b.blob("woods", 56, 14, 1)
	b.blob("woods", 17, 4, 1)
	b.blob("woods", 43, 37, 1)

	// Marsh on the river banks.
	b.blob("marsh", 23, 22, 1)
	b.blob("marsh", 47, 18, 1)
	b.blob("marsh", 5, 19, 1)

	// Three lakes.
	b.blob("lake", 10, 13, 1)
	b.blob("lake", 22, 25, 1)
	b.blob("lake", 52, 28, 1)

	// The river crosses the table from west to east, with fords; a stream
	// runs from the western lake down into it.
	river := walk(h(1, 20), h(9, 22), h(18, 19), h(27, 21), h(36, 18), h(45, 21), h(53, 19), h(60, 20))
	b.line("river", river)
	stream := walk(h(10, 14), h(8, 18), h(9, 21))
	b.line("river", stream)
	for _, x := range []hex.Hex{river[5], river[19], river[31], river[44], river[55], stream[2]} {
		b.terrain[x] = "ford"
	}

	// Towns at the crossroads and on the roads.
	for _, c := range [][2]int{{15, 10}, {45, 10}, {15, 31}, {45, 31}, {30, 14}, {30, 27}, {30, 3}, {30, 38}} {
		b.blob("town", c[0], c[1], 0)
	}
	b.blob("town", 31, 14, 0)
	b.blob("town", 44, 31, 0)

	// Five long roads: two north-south on the flanks, one in the centre,
	// two west-east. A road crossing water has a bridge; a road through
	// the woods, marsh or rocks is a cleared track.
	b.roads = [][]hex.Hex{
		walk(h(15, 1), h(15, 10), h(14, 20), h(15, 31), h(15, 40)),
		walk(h(45, 1), h(45, 10), h(46, 21), h(45, 31), h(45, 40)),
		walk(h(30, 1), h(30, 14), h(30, 20), h(30, 27), h(30, 40)),
		walk(h(1, 10), h(15, 10), h(30, 14), h(45, 10), h(60, 10)),
		walk(h(1, 31), h(15, 31), h(30, 27), h(45, 31), h(60, 31)),
	}
	for _, rd := range b.roads {
		for _, x := range rd {
			switch b.terrain[x] {
			case "river", "great-river", "ford":
				b.terrain[x] = "bridge"
			case "lake", "woods", "marsh", "rocky":
				b.terrain[x] = "clear"
			}
		}
	}
	return b
}

type unit struct {
	id, name, profile string
	elements          int
	at                hex.Hex
	mounted           bool
}

type leader struct {
	id, name, rank, quality string
	at                      hex.Hex
}

type army struct {
	id, name, edge string
	level          int
	leaders        []leader
	units          []unit
}

// slot is a deployment place on the northern army's side; the southern
// army uses the mirror row.
type slot struct {
	col, row int
	kind     string
}

func slots() []slot {
	var out []slot
	// Three lines of infantry, staggered.
	for c := 6; c <= 54; c += 2 {
		out = append(out, slot{c, 8, "front"})
	}
	for c := 7; c <= 55; c += 2 {
		out = append(out, slot{c, 6, "line"})
	}
	for c := 6; c <= 54; c += 2 {
		out = append(out, slot{c, 4, "line"})
	}
	// Batteries between the first and second lines.
	for c := 8; c <= 52; c += 4 {
		out = append(out, slot{c, 7, "battery"})
	}
	// Cavalry on both wings.
	n := 0
	for r := 4; r <= 7; r++ {
		for c := 1; c <= 4; c++ {
			if n < 14 {
				out = append(out, slot{c, r, "cavalry"})
				out = append(out, slot{61 - c, r, "cavalry"})
				n++
			}
		}
	}
	// The reserve: guard infantry, horse batteries and dragoons.
	for c := 12; c <= 48; c += 4 {
		out = append(out, slot{c, 2, "reserve"})
	}
	for c := 50; c <= 58; c += 2 {
		out = append(out, slot{c, 2, "dragoons"})
	}
	return out
}

// contactShift is how many rows nearer -contact brings the southern army.
const contactShift = 22

func makeArmy(north bool, contact bool) army {
	a := army{id: "nord", name: "Armée du Nord", edge: "north", level: 5}
	p, side := "N", "du Nord"
	row := func(r int) int { return r }
	if !north {
		a = army{id: "sud", name: "Armée du Sud", edge: "south", level: 4}
		p, side = "S", "du Sud"
		row = func(r int) int { return rows + 1 - r }
		if contact {
			row = func(r int) int { return rows + 1 - r - contactShift }
		}
	}
	at := func(c, r int) hex.Hex { return h(c, row(r)) }

	a.leaders = append(a.leaders, leader{p + "C", "Général en chef " + side, "commander", "good", at(30, 3)})
	for i, c := range []int{12, 24, 36, 48, 3} {
		q := "normal"
		if i == 2 {
			q = "mediocre"
		}
		a.leaders = append(a.leaders, leader{fmt.Sprintf("%sSG%d", p, i+1), fmt.Sprintf("%d%s corps %s", i+1, map[bool]string{true: "er", false: "e"}[i == 0], side), "subgeneral", q, at(c, 5)})
	}
	officers := [][2]int{{2, 5}, {3, 7}, {58, 5}, {59, 7}, {9, 7}, {14, 7}, {19, 7}, {25, 7}, {31, 7}, {36, 5}, {41, 7}, {46, 7}, {51, 7}, {30, 2}}
	for i, o := range officers {
		q := "normal"
		if i%5 == 1 {
			q = "good"
		}
		a.leaders = append(a.leaders, leader{fmt.Sprintf("%sO%02d", p, i+1), fmt.Sprintf("Colonel %d %s", i+1, side), "officer", q, at(o[0], o[1])})
	}

	counts := map[string]int{}
	for i, s := range slots() {
		counts[s.kind]++
		k := counts[s.kind]
		u := unit{id: fmt.Sprintf("%s%03d", p, i+1), at: at(s.col, s.row)}
		switch s.kind {
		case "front":
			u.profile, u.elements, u.name = "infantry-heavy", 4, fmt.Sprintf("%de de ligne", k)
			if k%4 == 0 {
				u.profile, u.elements, u.name = "infantry-light", 3, fmt.Sprintf("%de léger", k)
			}
		case "line":
			u.profile, u.elements, u.name = "infantry-heavy", 4, fmt.Sprintf("%de de ligne (2e ligne)", k)
			if k%3 == 0 {
				u.profile, u.name = "infantry-medium", fmt.Sprintf("%de de milice", k)
			}
		case "battery":
			u.profile, u.elements, u.name = "foot-artillery-light", 2, fmt.Sprintf("%de batterie à pied", k)
			if k%3 == 0 {
				u.profile, u.name = "foot-artillery-heavy", fmt.Sprintf("%de batterie de 12", k)
			}
		case "cavalry":
			profiles := []string{"cavalry-light", "cavalry-heavy", "cavalry-cuirassiers", "cavalry-light", "cavalry-very-light", "cavalry-heavy", "cavalry-very-heavy"}
			u.profile, u.elements, u.name = profiles[k%len(profiles)], 3, fmt.Sprintf("%de régiment de cavalerie", k)
		case "reserve":
			u.profile, u.elements, u.name = "infantry-very-heavy", 4, fmt.Sprintf("%de régiment de la Garde", k)
			if k%3 == 0 {
				u.profile, u.elements, u.name = "horse-artillery-light", 2, fmt.Sprintf("%de batterie à cheval", k)
			}
		case "dragoons":
			u.profile, u.elements, u.name, u.mounted = "infantry-medium", 3, fmt.Sprintf("%de dragons à pied", k), true
		}
		a.units = append(a.units, u)
	}
	return a
}

func write(b *board, armies []army, contact bool) []byte {
	var w bytes.Buffer
	fmt.Fprintf(&w, "# Generated by scenarios/testdata/genstress; do not edit by hand.\n")
	if contact {
		fmt.Fprintf(&w, "# Regenerate: go run ./scenarios/testdata/genstress -contact -o scenarios/testdata/stress-contact-60x40.toml\n")
		fmt.Fprintf(&w, "title = %q\n", "Stress test in contact: 60×40, 298 pieces")
		fmt.Fprintf(&w, "ruleset = \"jomini\"\n")
		fmt.Fprintf(&w, "description = %q\n", "The stress table with the southern army 22 rows nearer, its front three hexes from the northern one, for timing the computer in contact; the pieces that would stand on a lake or a river are left out.")
	} else {
		fmt.Fprintf(&w, "# Regenerate: go run ./scenarios/testdata/genstress -o scenarios/testdata/stress-60x40.toml\n")
		fmt.Fprintf(&w, "title = %q\n", "Stress test: 60×40, 300 pieces")
		fmt.Fprintf(&w, "ruleset = \"jomini\"\n")
		fmt.Fprintf(&w, "description = %q\n", "A large table for the rules engine's invariant tests, fuzzing and benchmarks: two armies of 130 units and 20 leaders on opposite edges, a river with fords and bridges, lakes, woods, hills, marsh, towns and five long roads.")
	}
	fmt.Fprintf(&w, "turns = 12\nfirst = \"nord\"\nseed = 6040\n\n")
	fmt.Fprintf(&w, "[board]\ncolumns = %d\nrows = %d\nterrain = \"clear\"\n", columns, rows)

	byKey := map[string][]hex.Hex{}
	for x, k := range b.terrain {
		if k != "clear" {
			byKey[k] = append(byKey[k], x)
		}
	}
	for _, k := range []string{"hill", "rocky", "woods", "marsh", "lake", "river", "ford", "bridge", "town"} {
		hs := byKey[k]
		sort.Slice(hs, func(i, j int) bool { return bounds.Index(hs[i]) < bounds.Index(hs[j]) })
		if len(hs) == 0 {
			continue
		}
		fmt.Fprintf(&w, "\n[[board.area]]\nterrain = %q\nhexes = %s\n", k, labels(hs))
	}
	for _, rd := range b.roads {
		fmt.Fprintf(&w, "\n[[board.road]]\nhexes = %s\n", labels(rd))
	}
	for _, a := range armies {
		fmt.Fprintf(&w, "\n[[army]]\nid = %q\nname = %q\nedge = %q\ncommand_level = %d\n", a.id, a.name, a.edge, a.level)
		for _, l := range a.leaders {
			fmt.Fprintf(&w, "\n  [[army.leader]]\n  id = %q\n  name = %q\n  rank = %q\n  hex = %q\n", l.id, l.name, l.rank, l.at.Label())
			if l.quality != "normal" {
				fmt.Fprintf(&w, "  quality = %q\n", l.quality)
			}
		}
		for _, u := range a.units {
			fmt.Fprintf(&w, "\n  [[army.unit]]\n  id = %q\n  name = %q\n  profile = %q\n  elements = %d\n  hex = %q\n", u.id, u.name, u.profile, u.elements, u.at.Label())
			if u.mounted {
				fmt.Fprintf(&w, "  mounted_infantry = true\n")
			}
		}
	}
	return w.Bytes()
}

func labels(hs []hex.Hex) string {
	var parts []string
	for _, x := range hs {
		parts = append(parts, fmt.Sprintf("%q", x.Label()))
	}
	// Ten labels a line keeps the file readable and diffs small.
	var lines []string
	for i := 0; i < len(parts); i += 10 {
		lines = append(lines, "  "+strings.Join(parts[i:min(i+10, len(parts))], ", "))
	}
	return "[\n" + strings.Join(lines, ",\n") + ",\n]"
}

func main() {
	out := flag.String("o", "", "output file (default: standard output)")
	contact := flag.Bool("contact", false, "the southern army 22 rows nearer (stress-contact-60x40.toml)")
	flag.Parse()
	b := build()
	armies := []army{makeArmy(true, false), makeArmy(false, *contact)}
	impassable := func(h hex.Hex) bool {
		switch b.terrain[h] {
		case "lake", "river", "great-river", "mountain":
			return true
		}
		return false
	}
	for i := range armies {
		a := &armies[i]
		if *contact {
			// The moved army's pieces on water are left out.
			a.units = slices.DeleteFunc(a.units, func(u unit) bool { return impassable(u.at) })
			a.leaders = slices.DeleteFunc(a.leaders, func(l leader) bool { return impassable(l.at) })
		}
		for _, u := range a.units {
			if impassable(u.at) {
				fmt.Fprintf(os.Stderr, "genstress: unit %s on %s at %s\n", u.id, b.terrain[u.at], u.at)
				os.Exit(1)
			}
		}
	}
	src := write(b, armies, *contact)
	if _, _, err := scenarios.LoadScenario("stress-60x40.toml", src); err != nil {
		fmt.Fprintf(os.Stderr, "genstress: the generated scenario is not valid:\n%v\n", err)
		os.Exit(1)
	}
	if *out == "" {
		os.Stdout.Write(src)
		return
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		fmt.Fprintf(os.Stderr, "genstress: %v\n", err)
		os.Exit(1)
	}
}
