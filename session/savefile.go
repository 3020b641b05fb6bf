package session

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"estafette/internal/safefile"
	"estafette/rules"
	"estafette/scenarios"
)

// # Estafette saved game 1
// # scenario: tutorial.toml
// # players: beotiens=ai:normal   ← optional: the armies the computer commands
// # game-…                ← what the library lists (header.go)
// #=== scenario ===       ← the header ends (earlier versions: no such line)
// title = "…"            ← the scenario file, verbatim
// …
// #=== record ===
// seed 7                 ← the game record (docs/formats.md "Game record")
// activate HIP G2 G3
// …
const (
	// SaveHeader is the first line of every saved game.
	SaveHeader = "# Estafette saved game 1"
	// RecordSeparator is the line between the scenario and the record.
	RecordSeparator = "#=== record ==="
	// SaveExt is the extension of saved games.
	SaveExt = ".estafette"
	// MaxSaveBytes bounds a saved game: the scenario and a full record.
	MaxSaveBytes = safefile.MaxSave
)

const (
	scenarioLinePrefix = "# scenario: "
	playersLinePrefix  = "# players: "
	// maxSaveErrors is how many record lines that do not parse a saved
	// game's error lists; a last line counts the others.
	maxSaveErrors = 20
)

type SaveError struct {
	File      string
	Line, Col int
	Msg       string
}

func (e *SaveError) Error() string {
	switch {
	case e.Line == 0:
		return e.File + ": " + e.Msg
	case e.Col == 0:
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
}

type SaveErrors []*SaveError

func (l SaveErrors) Error() string {
	parts := make([]string, len(l))
	for i, e := range l {
		parts[i] = e.Error()
	}
	return strings.Join(parts, "\n")
}

type SavedGame struct {
	Name     string // the scenario's file name, from the "# scenario:" line
	Scenario []byte // the scenario part, header lines included (for positions)
	Source   []byte // the scenario file itself, without the header lines
	Record   *rules.Record
	// Players are the armies the computer commands, from the "# players:"
	// line (army id → player name); nil when the line is absent.
	Players map[string]string
	// PlayersLine is the file line of "# players:", 0 when absent.
	PlayersLine int
	// RecordStart is the saved file's line number just before the
	// record's first line: record line n is file line RecordStart+n.
	RecordStart int
	// Meta is what the header says of the game (header.go): empty in the
	// files of earlier versions.
	Meta Meta
}

func FormatSave(g *Game, m Meta) ([]byte, error) {
	src := g.Source
	if bytes.HasPrefix(src, []byte("\uFEFF")) {
		src = src[len("\uFEFF"):]
	}
	for _, line := range strings.Split(string(src), "\n") {
		if strings.TrimRight(line, "\r \t") == RecordSeparator {
			return nil, fmt.Errorf("the scenario contains the line %q, which a saved game uses as its separator", RecordSeparator)
		}
	}
	var b bytes.Buffer
	b.WriteString(SaveHeader + "\n")
	b.WriteString(scenarioLinePrefix + oneLine(g.Name) + "\n")
	if len(g.Players) > 0 {
		var ps []string
		for _, army := range SortedKeys(g.Players) {
			ps = append(ps, army+"="+g.Players[army])
		}
		b.WriteString(playersLinePrefix + strings.Join(ps, " ") + "\n")
	}
	writeMeta(&b, g, m)
	b.WriteString(ScenarioSeparator + "\n")
	b.Write(src)
	if len(src) > 0 && src[len(src)-1] != '\n' {
		b.WriteByte('\n')
	}
	b.WriteString(RecordSeparator + "\n")
	if g.Seed != 0 {
		fmt.Fprintf(&b, "seed %d\n", g.Seed)
	}
	for _, a := range g.Record {
		b.WriteString(a.String() + "\n")
	}
	return b.Bytes(), nil
}

func ParseSave(file string, data []byte) (*SavedGame, error) {
	fail := func(line, col int, format string, args ...any) error {
		return SaveErrors{{File: file, Line: line, Col: col, Msg: fmt.Sprintf(format, args...)}}
	}
	if len(data) > MaxSaveBytes {
		return nil, fail(0, 0, "the file is %d bytes, more than the %d (%d MB) a saved game may have", len(data), MaxSaveBytes, MaxSaveBytes>>20)
	}
	if !utf8.Valid(data) {
		line, col := badUTF8(data)
		return nil, fail(line, col, "the file is not UTF-8 text")
	}
	text := strings.TrimPrefix(string(data), "\uFEFF")
	lines := strings.Split(text, "\n")
	for i := range lines {
		lines[i] = strings.TrimSuffix(lines[i], "\r")
	}
	if strings.TrimRight(lines[0], " \t") != SaveHeader {
		if sep := separatorLine(lines); sep > 0 {
			return nil, fail(1, 1, "not an Estafette saved game: the first line must be %q (line %d is a saved game's record separator, so the header is missing)", SaveHeader, sep)
		}
		return nil, fail(1, 1, "not an Estafette saved game: the first line must be %q", SaveHeader)
	}
	sg := &SavedGame{Name: filepath.Base(file)}
	h, body := readHeader(lines)
	if h.PlayersErr != "" {
		return nil, fail(h.PlayersLine+1, h.PlayersCol, "%s", h.PlayersErr)
	}
	if h.Scenario != "" {
		sg.Name = h.Scenario
	}
	sg.Players, sg.Meta = h.Players, h.Meta
	if h.PlayersLine >= 0 {
		sg.PlayersLine = h.PlayersLine + 1
	}
	sep := -1
	for i := body; i < len(lines); i++ {
		if strings.TrimRight(lines[i], " \t") == RecordSeparator {
			sep = i
			break
		}
	}
	if sep < 0 {
		return nil, fail(len(lines), 1, "no %q line: a saved game is the scenario, that line, then the record", RecordSeparator)
	}
	sg.Scenario = []byte(strings.Join(lines[:sep], "\n") + "\n")
	sg.Source = []byte(strings.Join(lines[body:sep], "\n") + "\n")
	sg.RecordStart = sep + 1
	rec, err := rules.ParseRecord(strings.Join(lines[sep+1:], "\n"))
	if err != nil {
		var re *rules.RecordError
		if errors.As(err, &re) && re.Line > 0 {
			return nil, fail(re.Line+sg.RecordStart, re.Column, "%s", re.Message)
		}
		return nil, fail(0, 0, "%v", err)
	}
	var errs SaveErrors
	more := 0
	for _, l := range rec.Lines {
		if l.Err == nil {
			continue
		}
		// The first few say where to look; a hundred thousand would cost
		// more memory than a save may (TestHostileSavesAndViewedRecordsAreCheap).
		if len(errs) == maxSaveErrors {
			more++
			continue
		}
		fl := l.Line + sg.RecordStart
		errs = append(errs, &SaveError{File: file, Line: fl, Col: firstColumn(lines, fl), Msg: l.Err.Message})
	}
	if more > 0 {
		last := errs[len(errs)-1]
		errs = append(errs, &SaveError{File: file, Line: last.Line, Col: last.Col, Msg: fmt.Sprintf("and %d more lines that do not parse after this one", more)})
	}
	if len(errs) > 0 {
		return nil, errs
	}
	sg.Record = rec
	return sg, nil
}

func parsePlayers(list string) (map[string]string, int, string) {
	out := map[string]string{}
	col := 1
	for _, f := range strings.SplitAfter(list, " ") {
		w := strings.TrimSpace(f)
		if w != "" {
			army, name, ok := strings.Cut(w, "=")
			switch {
			case !ok || army == "" || name == "":
				return nil, col, fmt.Sprintf("%q: a player is written ARMY=NAME (beotiens=ai:normal)", w)
			case out[army] != "":
				return nil, col, fmt.Sprintf("army %q is named twice", army)
			}
			out[army] = name
		}
		col += utf8.RuneCountInString(f)
	}
	return out, 1, ""
}

func separatorLine(lines []string) int {
	for i, l := range lines {
		if strings.TrimRight(strings.TrimSuffix(l, "\r"), " \t") == RecordSeparator {
			return i + 1
		}
	}
	return 0
}

func firstColumn(lines []string, n int) int {
	if n < 1 || n > len(lines) {
		return 1
	}
	col := 1
	for _, r := range lines[n-1] {
		if r != ' ' && r != '\t' {
			break
		}
		col++
	}
	return col
}

func badUTF8(data []byte) (line, col int) {
	line, col = 1, 1
	for len(data) > 0 {
		r, n := utf8.DecodeRune(data)
		if r == utf8.RuneError && n <= 1 {
			return line, col
		}
		if r == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
		data = data[n:]
	}
	return line, col
}

func LoadSave(file string, data []byte) (*Game, *SavedGame, error) {
	sg, err := ParseSave(file, data)
	if err != nil {
		return nil, nil, err
	}
	sc, rs, err := sg.LoadScenario(file)
	if err != nil {
		return nil, nil, err
	}
	actions := make([]rules.Action, len(sg.Record.Lines))
	for i, l := range sg.Record.Lines {
		actions[i] = l.Action
	}
	seed := int64(0)
	if sg.Record.HasSeed {
		seed = sg.Record.Seed
	}
	g, err := Replay(sg.Name, sg.Source, sc, rs, seed, actions)
	if err != nil {
		var re *ReplayError
		if errors.As(err, &re) {
			l := sg.Record.Lines[re.Index]
			fl := l.Line + sg.RecordStart
			lines := strings.Split(string(data), "\n")
			return nil, nil, SaveErrors{{File: file, Line: fl, Col: firstColumn(lines, fl),
				Msg: "rejected " + re.Violation.Rule.String() + ": " + re.Violation.Message}}
		}
		return nil, nil, err
	}
	g.Players = sg.Players
	return g, sg, nil
}

// LoadScenario loads a scenario for a game, as a saved game's is loaded:
// a shared game's device builds its game from the host's scenario text
// with it (package netplay).
func LoadScenario(file string, text []byte) (*rules.Scenario, *rules.Ruleset, error) {
	return loadScenario(file, text)
}

// loadScenario loads a scenario for a game. It refuses what the loader
// let through without its ruleset (ruleset = ""), which the rules cannot
// play: such a scenario never reaches rules.NewState.
func loadScenario(file string, text []byte) (*rules.Scenario, *rules.Ruleset, error) {
	sc, rs, err := scenarios.LoadScenario(file, text)
	if err != nil {
		return nil, nil, err
	}
	if sc == nil || rs == nil {
		line, col := keyPosition(text, "ruleset")
		return nil, nil, SaveErrors{{File: file, Line: line, Col: col,
			Msg: "the scenario names no ruleset; ruleset must be one of " + strings.Join(scenarios.RulesetKeys(), ", ")}}
	}
	return sc, rs, nil
}

func keyPosition(text []byte, key string) (int, int) {
	for i, l := range strings.Split(string(text), "\n") {
		t := strings.TrimLeft(l, " \t")
		if strings.HasPrefix(t, "[") {
			break // past the top-level keys
		}
		if rest, ok := strings.CutPrefix(t, key); ok && strings.HasPrefix(strings.TrimLeft(rest, " \t"), "=") {
			return i + 1, len(l) - len(t) + 1
		}
	}
	return 0, 0
}

func IsSave(data []byte) bool {
	line, _, _ := strings.Cut(strings.TrimPrefix(string(data[:min(len(data), 200)]), "\uFEFF"), "\n")
	if strings.TrimRight(line, "\r \t") == SaveHeader {
		return true
	}
	return separatorLine(strings.Split(string(data), "\n")) > 0
}

// LoadScenario loads the saved game's scenario (its lines are the
// file's), refusing one without its ruleset, and checks the "# players:"
// line against it: every army it names is one of the scenario's, every
// player one the program knows. The table (LoadSave) and the viewer
// refuse the same files with the same errors.
func (sg *SavedGame) LoadScenario(file string) (*rules.Scenario, *rules.Ruleset, error) {
	sc, rs, err := loadScenario(file, sg.Scenario)
	if err != nil {
		return nil, nil, err
	}
	if err := CheckPlayers(sc, sg.Players); err != nil {
		msg := strings.TrimPrefix(err.Error(), "--ai")
		return nil, nil, SaveErrors{{File: file, Line: sg.PlayersLine, Col: 1, Msg: "players" + msg}}
	}
	return sc, rs, nil
}
