package cli

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"estafette/balance"
	"estafette/rules"
	"estafette/scenarios"
)

// handicapSource is the scenario's text with the handicap given: the
// army's order_points or activations line changed, or added to its
// [[army]] table, under a comment that says where it comes from, and
// everything else as the designer wrote it (the sources in the header,
// the comments on the terrain). When the text cannot be edited so
// (an army written as an inline table, say), the scenario is written
// anew by the editor's encoder under the same comment. Either way the
// result is read back and must be the scenario with the handicap.
func handicapSource(name string, src []byte, sc *rules.Scenario, rs *rules.Ruleset, h balance.Handicap, note string) ([]byte, error) {
	want, ok := withHandicap(sc, rs, h)
	if !ok {
		return nil, fmt.Errorf("%s: the handicap %s passes the scenario's limits", name, h)
	}
	a := &want.Armies[h.Army]
	edited := src
	if h.OrderPoints != 0 {
		edited = setArmyKey(edited, h.Army, "order_points", a.StartingOrderPoints(), note)
	}
	if h.Activations != 0 {
		edited = setArmyKey(edited, h.Army, "activations", activationsOf(a, rs), note)
	}
	if same(name, edited, want) {
		return edited, nil
	}
	out := append([]byte("# "+note+"\n"), scenarios.Encode(want)...)
	if !same(name, out, want) {
		return nil, fmt.Errorf("%s: the scenario with the handicap does not read back as written", name)
	}
	return out, nil
}

// same reports whether src reads as the scenario want.
func same(name string, src []byte, want *rules.Scenario) bool {
	got, _, err := scenarios.LoadScenario(name, src)
	return err == nil && bytes.Equal(scenarios.Encode(got), scenarios.Encode(want))
}

var (
	tableHeader = regexp.MustCompile(`^\s*\[`)
	armyHeader  = regexp.MustCompile(`^\s*\[\[\s*army\s*\]\]\s*(#.*)?$`)
	keyLine     = regexp.MustCompile(`^(\s*)([A-Za-z0-9_-]+)\s*=`)
)

// setArmyKey sets key = value in the army-th [[army]] table of src (its
// own keys, before its leaders and units), with a comment above it; src
// unchanged when that table is not found. Lines inside multi-line
// strings are not read as tables; handicapSource checks the result.
func setArmyKey(src []byte, army int, key string, value int, note string) []byte {
	lines := strings.SplitAfter(string(src), "\n")
	idx, inArmy, inString := -1, false, false
	last := -1 // the army's last key line
	for i, l := range lines {
		if inString {
			inString = strings.Count(l, `"""`)%2 == 0 && strings.Count(l, `'''`)%2 == 0
			continue
		}
		if strings.Count(l, `"""`)%2 == 1 || strings.Count(l, `'''`)%2 == 1 {
			inString = true
		}
		switch {
		case armyHeader.MatchString(l):
			idx++
			inArmy = idx == army
			if inArmy {
				last = i
			}
			continue
		case tableHeader.MatchString(l):
			if inArmy {
				return insertLine(lines, last, key, value, note)
			}
			inArmy = false
			continue
		}
		if !inArmy {
			continue
		}
		if m := keyLine.FindStringSubmatch(l); m != nil {
			if m[2] == key {
				lines[i] = m[1] + key + " = " + strconv.Itoa(value) + "\n"
				return []byte(strings.Join(insertAt(lines, i, m[1]+"# "+note+"\n"), ""))
			}
			last = i
		}
	}
	if inArmy {
		return insertLine(lines, last, key, value, note)
	}
	return src
}

// insertLine adds key = value and its comment after line at, indented as
// that line when it is a key.
func insertLine(lines []string, at int, key string, value int, note string) []byte {
	indent := ""
	if m := keyLine.FindStringSubmatch(lines[at]); m != nil {
		indent = m[1]
	}
	if !strings.HasSuffix(lines[at], "\n") {
		lines[at] += "\n"
	}
	add := indent + "# " + note + "\n" + indent + key + " = " + strconv.Itoa(value) + "\n"
	return []byte(strings.Join(insertAt(lines, at+1, add), ""))
}

// insertAt inserts s before lines[i].
func insertAt(lines []string, i int, s string) []string {
	return append(lines[:i], append([]string{s}, lines[i:]...)...)
}
