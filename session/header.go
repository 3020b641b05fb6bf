package session

import (
	"bytes"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"estafette/ai"
	"estafette/rules"
)

// A game file's header says, besides the scenario's file name and the
// players, who the game is and where it stands, so that the game library
// lists a thousand games by reading their first lines and replays none:
//
//	# Estafette saved game 1
//	# scenario: marathon.toml
//	# players: perses=ai:normal
//	# game-id: 3f2a9c01b7d4
//	# game-copy-of: 9e0d1c2b3a4f         ← a copy: the game it was copied from
//	# game-title: Marathon (490 av. J.-C.)
//	# game-name: Samedi au club          ← a saved game the player named
//	# game-state: actions=37 turn=5 army=atheniens over=0 hash=1a2b3c4d5e6f
//	# game-armies: atheniens=Athéniens|perses=Perses
//
//	#=== scenario ===                  ← the header ends here
//
// The header ends at the "#=== scenario ===" line: what follows is the
// scenario's text, verbatim, whose own comments are never read as the
// header, whatever they say ("# players: 2", "# game-state: … over=1").
// Files of earlier versions have no such line: their header is the
// program's lines in the order it writes them, each once, and ends at
// the first line that is not the next of them; the oldest have none of
// the game- lines, and are listed with what the first lines say.
// Versions before the separator read a file that has it as their own:
// the separator is a TOML comment at the top of the scenario.
const (
	// ScenarioSeparator ends a game file's header.
	ScenarioSeparator = "#=== scenario ==="

	idLinePrefix     = "# game-id: "
	copyLinePrefix   = "# game-copy-of: "
	titleLinePrefix  = "# game-title: "
	nameLinePrefix   = "# game-name: "
	stateLinePrefix  = "# game-state: "
	armiesLinePrefix = "# game-armies: "
)

// Human is the Players value of an army a person commands.
const Human = "human"

// Meta is what a game file's header says of the game.
type Meta struct {
	// ID is the game's identity, given when it started: its autosave's
	// name derives from it. "" in the files of earlier versions.
	ID string
	// CopyOf is the identity of the game this one is a copy of: a second
	// window opened that game while the first held it. "" for a game of
	// its own (a copy the player opened himself becomes one).
	CopyOf string
	// Title is the scenario's title as the file was written.
	Title string
	// Named is the name the player gave a saved game; "" for an autosave.
	Named string
	// Actions, Turn, Army (the id of the army whose decision it is) and
	// Over say where the game stands.
	Actions int
	Turn    int
	Army    string
	Over    bool
	// Hash is ScenarioHash of the scenario's text.
	Hash string
	// Armies are the armies' ids and names, in the scenario's order.
	Armies []ArmyName
	// HasState is false in the files of earlier versions, whose header
	// does not say where the game stands.
	HasState bool
}

// ArmyName is an army's id and name.
type ArmyName struct{ ID, Name string }

// writeMeta writes the game- lines of a game's header.
func writeMeta(b *bytes.Buffer, g *Game, m Meta) {
	if m.ID != "" {
		b.WriteString(idLinePrefix + oneLine(m.ID) + "\n")
	}
	if m.CopyOf != "" {
		b.WriteString(copyLinePrefix + oneLine(m.CopyOf) + "\n")
	}
	if g.Scenario != nil {
		b.WriteString(titleLinePrefix + oneLine(g.Scenario.Title) + "\n")
	}
	if m.Named != "" {
		b.WriteString(nameLinePrefix + oneLine(m.Named) + "\n")
	}
	if g.State == nil {
		return
	}
	over := 0
	if g.Over() {
		over = 1
	}
	fmt.Fprintf(b, "%sactions=%d turn=%d army=%s over=%d hash=%s\n", stateLinePrefix,
		len(g.Record), g.State.Turn(), word(g.State.Active().ID), over, ScenarioHash(g.Source))
	var as []string
	for _, a := range g.Scenario.Armies {
		as = append(as, word(a.ID)+"="+strings.NewReplacer("|", "/", "\n", " ", "\r", " ").Replace(a.Name))
	}
	b.WriteString(armiesLinePrefix + strings.Join(as, "|") + "\n")
}

// readMeta reads one game- line into m; it reports whether l is one.
// A value it cannot read is left out: the header only describes the game,
// the scenario and the record are the game.
func readMeta(m *Meta, l string) bool {
	switch {
	case strings.HasPrefix(l, idLinePrefix):
		m.ID = cleanID(strings.TrimSpace(strings.TrimPrefix(l, idLinePrefix)))
	case strings.HasPrefix(l, copyLinePrefix):
		m.CopyOf = cleanID(strings.TrimSpace(strings.TrimPrefix(l, copyLinePrefix)))
	case strings.HasPrefix(l, titleLinePrefix):
		m.Title = strings.TrimSpace(strings.TrimPrefix(l, titleLinePrefix))
	case strings.HasPrefix(l, nameLinePrefix):
		m.Named = strings.TrimSpace(strings.TrimPrefix(l, nameLinePrefix))
	case strings.HasPrefix(l, stateLinePrefix):
		m.HasState = true
		for _, f := range strings.Fields(strings.TrimPrefix(l, stateLinePrefix)) {
			k, v, _ := strings.Cut(f, "=")
			n, _ := strconv.Atoi(v)
			switch k {
			case "actions":
				m.Actions = max(n, 0)
			case "turn":
				m.Turn = max(n, 0)
			case "army":
				m.Army = v
			case "over":
				m.Over = v == "1"
			case "hash":
				m.Hash = v
			}
		}
	case strings.HasPrefix(l, armiesLinePrefix):
		m.Armies = nil
		for _, f := range strings.Split(strings.TrimPrefix(l, armiesLinePrefix), "|") {
			id, name, ok := strings.Cut(f, "=")
			if ok && id != "" {
				m.Armies = append(m.Armies, ArmyName{ID: strings.TrimSpace(id), Name: strings.TrimSpace(name)})
			}
		}
	default:
		return false
	}
	return true
}

// header is what a game file's header lines say.
type header struct {
	Scenario string // the "# scenario:" line's file name, "" when absent
	Players  map[string]string
	// PlayersLine is the index in the file's lines of "# players:", -1
	// when absent; PlayersCol and PlayersErr say what is wrong with it.
	PlayersLine int
	PlayersCol  int
	PlayersErr  string
	Meta        Meta
}

// The kinds of header line, in the order the program writes them.
const (
	lineScenario = iota
	linePlayers
	lineID
	lineCopyOf
	lineTitle
	lineName
	lineState
	lineArmies
	lineNone
)

// headerKind is which of the program's header lines l is.
func headerKind(l string) int {
	for kind, prefix := range []string{scenarioLinePrefix, playersLinePrefix, idLinePrefix, copyLinePrefix, titleLinePrefix, nameLinePrefix, stateLinePrefix, armiesLinePrefix} {
		if strings.HasPrefix(l, prefix) {
			return kind
		}
	}
	return lineNone
}

// readHeader reads a game file's header from its lines (lines[0] is
// SaveHeader, each line without its "\r"), and returns where the
// scenario's text starts: after the "#=== scenario ===" line that ends
// the header, or, in a file of an earlier version, at the first line that
// is not the next of the program's header lines in the order it writes
// them (a scenario's own first comments, even written like header lines,
// are the scenario's).
func readHeader(lines []string) (h header, body int) {
	h.PlayersLine = -1
	end := 1
	for end < len(lines) && headerKind(lines[end]) != lineNone {
		end++
	}
	delimited := end < len(lines) && strings.TrimRight(lines[end], " \t") == ScenarioSeparator
	last := -1
	for body = 1; body < len(lines); body++ {
		kind := headerKind(lines[body])
		if delimited && body == end {
			return h, body + 1
		}
		if kind == lineNone || !delimited && kind <= last {
			return h, body
		}
		last = kind
		h.read(kind, body, lines[body])
	}
	return h, body
}

// read reads one header line of this kind, at index i of the file's lines.
func (h *header) read(kind, i int, l string) {
	switch kind {
	case lineScenario:
		if n := strings.TrimSpace(strings.TrimPrefix(l, scenarioLinePrefix)); n != "" {
			h.Scenario = n
		}
	case linePlayers:
		ps, col, msg := parsePlayers(strings.TrimPrefix(l, playersLinePrefix))
		h.PlayersLine, h.PlayersCol, h.PlayersErr = i, len(playersLinePrefix)+col, msg
		if msg == "" {
			h.Players = ps
		}
	default:
		readMeta(&h.Meta, l)
	}
}

// ArmyNamed is the name of the army with this id, or the id itself.
func (m Meta) ArmyNamed(id string) string {
	for _, a := range m.Armies {
		if a.ID == id {
			return a.Name
		}
	}
	return id
}

// oneLine keeps a header value on its line.
func oneLine(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '\n' || r == '\r' {
			return ' '
		}
		return r
	}, s)
}

// word keeps a value of the game-state line a single field.
func word(s string) string {
	return strings.Map(func(r rune) rune {
		if r <= ' ' || r == '=' || r == '|' {
			return '_'
		}
		return r
	}, s)
}

// CheckPlayers checks --ai's armies and players against a scenario: every
// army named is one of its armies, every player one ai.New knows.
func CheckPlayers(sc *rules.Scenario, players map[string]string) error {
	var ids []string
	for _, a := range sc.Armies {
		ids = append(ids, a.ID)
	}
	for _, army := range SortedKeys(players) {
		found := false
		for _, id := range ids {
			found = found || id == army
		}
		if !found {
			return fmt.Errorf("--ai: there is no army %q in %s; its armies are %s", army, sc.Title, strings.Join(ids, ", "))
		}
		if name := players[army]; name != Human {
			if _, err := ai.New(name, 0); err != nil {
				return fmt.Errorf("--ai %s: %w", army, err)
			}
		}
	}
	return nil
}

// SortedKeys is a map's keys in order.
func SortedKeys(m map[string]string) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}
