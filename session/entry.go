package session

import (
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// Kind says what a game file of the library is.
type Kind int

const (
	// Autosave is a game's own file, written after every action.
	Autosave Kind = iota
	// Saved is a game the player saved (Ctrl+S), or a saved game of an
	// earlier version.
	Saved
	// Legacy is an autosave of an earlier version that could not be
	// brought into games/ (it does not load): listed so that it is not
	// forgotten, opened to say why.
	Legacy
)

// Entry is one game of the library, as its header describes it.
type Entry struct {
	Path     string
	Kind     Kind
	Meta     Meta
	Scenario string            // the scenario's file name
	Players  map[string]string // who commands each army: the computer's armies
	Date     time.Time         // when the file was last written
	// Err says why the header cannot be read; the entry is listed all
	// the same, so that the player sees the file is there.
	Err error
}

// Title is the scenario's title, else its file name.
func (e Entry) Title() string {
	if e.Meta.Title != "" {
		return e.Meta.Title
	}
	if e.Scenario != "" {
		return strings.TrimSuffix(e.Scenario, filepath.Ext(e.Scenario))
	}
	return filepath.Base(e.Path)
}

// Unfinished reports whether the entry is a game in progress: an autosave
// with actions whose game has not ended (or whose header, from an earlier
// version, does not say).
func (e Entry) Unfinished() bool {
	return e.Err == nil && e.Kind != Saved && !e.Meta.Over && (e.Meta.Actions > 0 || !e.Meta.HasState)
}

// headBytes is how much of a file the library reads to describe it.
const headBytes = 8 << 10

// parseHead describes a game file from its first bytes: the header lines
// and, for the files of earlier versions, the scenario's title line.
func parseHead(e *Entry, head []byte) {
	text := strings.TrimPrefix(string(head), "\uFEFF")
	first, rest, _ := strings.Cut(text, "\n")
	if strings.TrimRight(first, "\r \t") != SaveHeader {
		e.Err = &SaveError{File: e.Path, Line: 1, Col: 1, Msg: "not an Estafette saved game"}
		return
	}
	// The last line may be cut short: only whole lines are read.
	lines := strings.Split(rest, "\n")
	lines = lines[:len(lines)-1]
	for i, l := range lines {
		lines[i] = strings.TrimSuffix(l, "\r")
	}
	h, body := readHeader(append([]string{first}, lines...))
	e.Scenario, e.Players, e.Meta = h.Scenario, h.Players, h.Meta
	if e.Meta.Title == "" && body-1 < len(lines) {
		e.Meta.Title = titleLine(lines[body-1:])
	}
}

// titleLine finds the scenario's top-level title = "…" among its first
// lines: what the list shows of a file of an earlier version.
func titleLine(lines []string) string {
	for _, l := range lines {
		t := strings.TrimSpace(strings.TrimSuffix(l, "\r"))
		if strings.HasPrefix(t, "[") || t == RecordSeparator {
			return ""
		}
		rest, ok := strings.CutPrefix(t, "title")
		if !ok {
			continue
		}
		rest, ok = strings.CutPrefix(strings.TrimSpace(rest), "=")
		if !ok {
			continue
		}
		v := strings.TrimSpace(rest)
		if s, err := strconv.Unquote(v); err == nil {
			return oneLine(s)
		}
		if len(v) >= 2 && v[0] == '\'' && v[len(v)-1] == '\'' {
			return v[1 : len(v)-1]
		}
	}
	return ""
}
