package session

import (
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"estafette/scenarios"
)

// FuzzParseHead feeds the library's header reader arbitrary first bytes
// of a file: it must never panic, and never lists a game it read as more
// than the file says (a turn or an action count below zero, an identity
// NewID could not have drawn). The same bytes, as a scenario's text under
// a game's header, never change what the header says, and come back
// whole (issue 35, item 1).
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
	for _, lie := range lyingComments {
		f.Add([]byte(lie + "title = \"x\"\n"))
	}
	f.Add([]byte(ScenarioSeparator + "\n# players: a=b\r\n" + ScenarioSeparator + "\n"))
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
		underHeader(t, g, head)
	})
}

// underHeader writes g with text as its scenario's text and reads the
// file back: the header says what was written, and the text is whole.
func underHeader(t *testing.T, g *Game, text []byte) {
	if !utf8.Valid(text) {
		return // a scenario that loaded is UTF-8 text
	}
	c := *g
	c.Source = text
	c.Players = map[string]string{"atheniens": "ai:easy"}
	data, err := FormatSave(&c, Meta{ID: "0123456789ab"})
	if err != nil {
		return // the text holds the record separator: refused
	}
	sg, err := ParseSave("g.estafette", data)
	if err != nil {
		t.Fatalf("a game file the program wrote does not parse: %v", err)
	}
	want := strings.TrimPrefix(string(text), "\uFEFF")
	if want != "" && !strings.HasSuffix(want, "\n") {
		want += "\n"
	}
	lines := strings.Split(want, "\n")
	for i := range lines {
		lines[i] = strings.TrimSuffix(lines[i], "\r")
	}
	want = strings.Join(lines, "\n")
	if want == "" {
		want = "\n"
	}
	if string(sg.Source) != want {
		t.Fatalf("the scenario came back as %q, want %q", sg.Source, want)
	}
	e := Entry{Path: "games/x.estafette"}
	parseHead(&e, data)
	for _, m := range []Meta{sg.Meta, e.Meta} {
		if m.ID != "0123456789ab" || m.Named != "" || m.Over != g.Over() || m.Actions != len(g.Record) || m.Title != g.Scenario.Title {
			t.Fatalf("the header reads %+v", m)
		}
	}
	for _, ps := range []map[string]string{sg.Players, e.Players} {
		if len(ps) != 1 || ps["atheniens"] != "ai:easy" {
			t.Fatalf("the players read %v", ps)
		}
	}
	if sg.Name != g.Name || e.Scenario != g.Name {
		t.Fatalf("the scenario's name reads %q, %q", sg.Name, e.Scenario)
	}
}
