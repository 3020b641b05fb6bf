package session

import (
	"strings"
	"testing"
	"time"

	"estafette/scenarios"
)

// FuzzParseHead feeds the library's header reader arbitrary first bytes
// of a file: it must never panic, and never lists a game it read as more
// than the file says (a turn or an action count below zero, an identity
// NewID could not have drawn).
func FuzzParseHead(f *testing.F) {
	g := newGame(f, scenarios.Tutorial)
	playN(f, g, 3)
	good, err := FormatSave(g, Meta{ID: "0123456789ab", Named: "x"})
	if err != nil {
		f.Fatal(err)
	}
	f.Add(good)
	f.Add(good[:200])
	f.Add([]byte(SaveHeader + "\n# game-state: actions=-3 turn=x army== over=1\n# game-armies: a=|=b|\n"))
	f.Add([]byte("\uFEFF" + SaveHeader + "\r\n# game-id: ZZZ\r\ntitle = \"t\\u00e9\"\n"))
	f.Fuzz(func(t *testing.T, head []byte) {
		e := Entry{Path: "games/x.estafette", Date: time.Unix(0, 0)}
		parseHead(&e, head)
		m := e.Meta
		if m.Turn < 0 || m.Actions < 0 || m.ID != "" && cleanID(m.ID) != m.ID {
			t.Fatalf("read %+v", m)
		}
		if e.Err == nil && !strings.HasPrefix(strings.TrimPrefix(string(head), "\uFEFF"), SaveHeader) {
			t.Fatal("a file without the header is listed as a game")
		}
		_ = e.Title()
		_ = e.Unfinished()
	})
}
