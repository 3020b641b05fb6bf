package table

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"unicode/utf8"

	"estafette/internal/safefile"
	"estafette/rules"
	"estafette/scenarios"
)

// A saved game is the scenario plus the record, in one text file
// (docs/table.md "Saved games"):
//
//	# Estafette saved game 1
//	# scenario: tutorial.toml
//	# players: beotiens=ai:normal   ← optional: the armies the computer commands
//	title = "…"            ← the scenario file, verbatim
//	…
//	#=== record ===
//	seed 7                 ← the game record (docs/formats.md "Game record")
//	activate HIP G2 G3
//	…
//
// The header lines and the separator are TOML comments, so the part above
// the separator is a valid scenario file whose line numbers are those of
// the saved game: scenario errors point into the saved file directly.
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

// SaveError is one problem in a saved game, at a 1-based line and column
// (0 when the problem has no position).
type SaveError struct {
	File      string
	Line, Col int
	Msg       string
}

// Error is FILE:LINE:COL: message, the position as far as it is known.
func (e *SaveError) Error() string {
	switch {
	case e.Line == 0:
		return e.File + ": " + e.Msg
	case e.Col == 0:
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
}

// SaveErrors is every problem found in a saved game, in file order.
type SaveErrors []*SaveError

// Error lists every problem, one a line.
func (l SaveErrors) Error() string {
	parts := make([]string, len(l))
	for i, e := range l {
		parts[i] = e.Error()
	}
	return strings.Join(parts, "\n")
}

// SavedGame is a saved game split into its parts, before the scenario is
// loaded and the record replayed.
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
}

// FormatSave writes a game as a saved game.
func FormatSave(g *Game) ([]byte, error) {
	src := g.source
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
	name := strings.Map(func(r rune) rune {
		if r == '\n' || r == '\r' {
			return ' '
		}
		return r
	}, g.name)
	b.WriteString(scenarioLinePrefix + name + "\n")
	if len(g.players) > 0 {
		var ps []string
		for _, army := range sortedKeys(g.players) {
			ps = append(ps, army+"="+g.players[army])
		}
		b.WriteString(playersLinePrefix + strings.Join(ps, " ") + "\n")
	}
	b.Write(src)
	if len(src) > 0 && src[len(src)-1] != '\n' {
		b.WriteByte('\n')
	}
	b.WriteString(RecordSeparator + "\n")
	if g.seed != 0 {
		fmt.Fprintf(&b, "seed %d\n", g.seed)
	}
	for _, a := range g.record {
		b.WriteString(a.String() + "\n")
	}
	return b.Bytes(), nil
}

// ParseSave splits a saved game into its scenario and its record. It
// never panics; every error is a SaveErrors with positions in file.
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
	body := 1
	if len(lines) > 1 && strings.HasPrefix(lines[1], scenarioLinePrefix) {
		if n := strings.TrimSpace(strings.TrimPrefix(lines[1], scenarioLinePrefix)); n != "" {
			sg.Name = n
		}
		body = 2
		if len(lines) > 2 && strings.HasPrefix(lines[2], playersLinePrefix) {
			ps, col, msg := parsePlayers(strings.TrimPrefix(lines[2], playersLinePrefix))
			if msg != "" {
				return nil, fail(3, len(playersLinePrefix)+col, "%s", msg)
			}
			sg.Players, sg.PlayersLine, body = ps, 3, 3
		}
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

// parsePlayers reads a "# players:" line's list, "army=name" separated
// by spaces; on a mistake it gives the 1-based column in the list and why.
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

// separatorLine is the 1-based line of the first record separator, or 0.
func separatorLine(lines []string) int {
	for i, l := range lines {
		if strings.TrimRight(strings.TrimSuffix(l, "\r"), " \t") == RecordSeparator {
			return i + 1
		}
	}
	return 0
}

// firstColumn is the 1-based column of the first non-blank character of
// file line n.
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

// badUTF8 finds the line and column of the first byte that is not UTF-8.
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

// LoadSave reads a saved game: it loads the scenario and replays the
// record. Every error gives the saved file's line and column.
func LoadSave(file string, data []byte) (*Controller, error) {
	sg, err := ParseSave(file, data)
	if err != nil {
		return nil, err
	}
	sc, rs, err := loadScenario(file, sg.Scenario)
	if err != nil {
		return nil, err
	}
	actions := make([]rules.Action, len(sg.Record.Lines))
	for i, l := range sg.Record.Lines {
		actions[i] = l.Action
	}
	seed := int64(0)
	if sg.Record.HasSeed {
		seed = sg.Record.Seed
	}
	g, err := replay(sg.Name, sg.Source, sc, rs, seed, actions)
	if err != nil {
		var re *ReplayError
		if errors.As(err, &re) {
			l := sg.Record.Lines[re.Index]
			fl := l.Line + sg.RecordStart
			lines := strings.Split(string(data), "\n")
			return nil, SaveErrors{{File: file, Line: fl, Col: firstColumn(lines, fl),
				Msg: "rejected " + re.Violation.Rule.String() + ": " + re.Violation.Message}}
		}
		return nil, err
	}
	c := NewController(sg.Name, sg.Source, sc, rs, seed)
	c.game = g
	if err := CheckPlayers(sc, sg.Players); err != nil {
		msg := strings.TrimPrefix(err.Error(), "--ai")
		return nil, SaveErrors{{File: file, Line: sg.PlayersLine, Col: 1, Msg: "players" + msg}}
	}
	g.players = sg.Players
	c.buildPlayers()
	return c, nil
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

// keyPosition finds the line and column of a top-level TOML key, for an
// error about its value (0, 0 when it is not there).
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

// IsSave reports whether data is meant as a saved game: its first line is
// the header, or it holds the record separator (a saved game whose header
// was lost, which the scenario loader would call malformed TOML).
func IsSave(data []byte) bool {
	line, _, _ := strings.Cut(strings.TrimPrefix(string(data[:min(len(data), 200)]), "\uFEFF"), "\n")
	if strings.TrimRight(line, "\r \t") == SaveHeader {
		return true
	}
	return separatorLine(strings.Split(string(data), "\n")) > 0
}

// SaveText returns the game as a saved game's text.
func (c *Controller) SaveText() ([]byte, error) { return FormatSave(c.game) }

// Seed returns the dice seed the game was started with (0: the scenario's).
func (c *Controller) Seed() int64 { return c.game.seed }

// RecordText returns the record alone, as `estafette replay` reads it.
func (c *Controller) RecordText() string {
	var b strings.Builder
	if c.game.seed != 0 {
		b.WriteString("seed " + strconv.FormatInt(c.game.seed, 10) + "\n")
	}
	for _, a := range c.game.record {
		b.WriteString(a.String() + "\n")
	}
	return b.String()
}
