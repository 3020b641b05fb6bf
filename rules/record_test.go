package rules

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"estafette/rules/hex"
)

func hexes(labels ...string) []hex.Hex {
	out := make([]hex.Hex, len(labels))
	for i, l := range labels {
		h, err := hex.ParseLabel(l)
		if err != nil {
			panic(err)
		}
		out[i] = h
	}
	return out
}

// parseOne parses a one-line record and returns its only line.
func parseOne(t *testing.T, src string) RecordLine {
	t.Helper()
	r, err := ParseRecord(src)
	if err != nil {
		t.Fatalf("ParseRecord(%q): %v", src, err)
	}
	if len(r.Lines) != 1 {
		t.Fatalf("ParseRecord(%q): %d lines, want 1", src, len(r.Lines))
	}
	return r.Lines[0]
}

func TestParseRecordAccepts(t *testing.T) {
	for _, tc := range []struct {
		src  string
		want Action
		text string // String() when it differs from src
	}{
		{src: "order gueulante", want: GiveOrder{Key: "gueulante"}},
		{src: "order messager PSI", want: GiveOrder{Key: "messager", Args: []string{"PSI"}}},
		{src: "order guide-local G3 2", want: GiveOrder{Key: "guide-local", Args: []string{"G3"}, Count: 2}},
		{src: "order ralliement 1", want: GiveOrder{Key: "ralliement", Count: 1}},
		{src: "order manoeuvre HIP 5,5", want: GiveOrder{Key: "manoeuvre", Args: []string{"HIP", "5,5"}}},
		{src: "order k 12 G3", want: GiveOrder{Key: "k", Args: []string{"12", "G3"}}},
		{src: "order k 007", want: GiveOrder{Key: "k", Count: 7}, text: "order k 7"},
		{src: "activate MIL G1 G2", want: Activate{Leader: "MIL", Pieces: []string{"G1", "G2"}}},
		{src: "activate MIL SG1", want: Activate{Leader: "MIL", Pieces: []string{"SG1"}}},
		{src: "move G1 5,7", want: Move{Piece: "G1", Path: hexes("5,7")}},
		{src: "move G1 5,8 5,7 5,6", want: Move{Piece: "G1", Path: hexes("5,8", "5,7", "5,6")}},
		{src: "move G1 5,7 with MIL", want: Move{Piece: "G1", Path: hexes("5,7"), With: []string{"MIL"}}},
		{src: "move G1 5,7 5,6 with MIL SG1", want: Move{Piece: "G1", Path: hexes("5,7", "5,6"), With: []string{"MIL", "SG1"}}},
		{src: "move with 1,1", want: Move{Piece: "with", Path: hexes("1,1")}},
		{src: "end", want: EndPhase{}},
		{src: "direct SG1 G1 order guide-local", want: Direct{Leader: "SG1", Unit: "G1", Effect: DirectOrder, Order: "guide-local"}},
		{src: "direct SG1 G1 activate", want: Direct{Leader: "SG1", Unit: "G1", Effect: DirectActivate}},
		{src: "direct SG1 G1 ignore-loss", want: Direct{Leader: "SG1", Unit: "G1", Effect: DirectIgnoreLoss}},
		{src: "direct SG1 G1 dice", want: Direct{Leader: "SG1", Unit: "G1", Effect: DirectDice}},
		{src: "direct SG1 G1 rally", want: Direct{Leader: "SG1", Unit: "G1", Effect: DirectRally}},
		{src: "messenger MIL G7", want: SendMessenger{Leader: "MIL", Unit: "G7"}},
		{src: "messenger MIL G7 improvised", want: SendMessenger{Leader: "MIL", Unit: "G7", Via: "improvised"}},
		{src: "messenger MIL G7 H1", want: SendMessenger{Leader: "MIL", Unit: "G7", Via: "H1"}},
		{src: "attack G1 P1", want: Attack{Attacker: "G1", Defender: "P1"}},
		{src: "attack G1 P1 charge", want: Attack{Attacker: "G1", Defender: "P1", Order: "charge"}},
		{src: "defend carre", want: Defend{Order: "carre"}},
		{src: "defend retraite 1", want: Defend{Order: "retraite", Count: 1}},
		{src: "withdraw STE", want: Withdraw{Leader: "STE"}},
		{src: "withdraw STE 2", want: Withdraw{Leader: "STE", Count: 2}},
		{src: "defend retraite 9,7", want: Defend{Order: "retraite", To: DestAt(hexes("9,7")[0])}},
		{src: "withdraw STE 7,4", want: Withdraw{Leader: "STE", To: DestAt(hexes("7,4")[0])}},
		{src: "direct SG1 G1 order retraite 5,3", want: Direct{Leader: "SG1", Unit: "G1", Effect: DirectOrder, Order: "retraite", To: DestAt(hexes("5,3")[0])}},
		{src: "direct SG1 G1 order retraite 1", want: Direct{Leader: "SG1", Unit: "G1", Effect: DirectOrder, Order: "retraite", Count: 1}},
		{src: "pass", want: Pass{}},
		{src: "sacrifice 0", want: Sacrifice{Count: 0}},
		{src: "sacrifice 2", want: Sacrifice{Count: 2}},
		{src: "step msg.1 4,5", want: Step{Piece: "msg.1", To: hexes("4,5")[0]}},
		{src: "deliver msg.1 G7", want: Deliver{Messenger: "msg.1", Unit: "G7"}},
		{src: "exit G1 north", want: Exit{Piece: "G1", Edge: North}},
		{src: "exit G1 north 5,2 5,1 with MIL", want: Exit{Piece: "G1", Edge: North, Path: hexes("5,2", "5,1"), With: []string{"MIL"}}},
		{src: "roll", want: Roll{}},
		{src: "  \tmove\t G1   5,7  # forward!", want: Move{Piece: "G1", Path: hexes("5,7")}, text: "move G1 5,7"},
		{src: "end\r", want: EndPhase{}, text: "end"},
	} {
		l := parseOne(t, tc.src)
		if l.Err != nil {
			t.Errorf("%q refused: %v", tc.src, l.Err)
			continue
		}
		if !reflect.DeepEqual(l.Action, tc.want) {
			t.Errorf("%q parsed as %#v, want %#v", tc.src, l.Action, tc.want)
		}
		want := tc.text
		if want == "" {
			want = tc.src
		}
		if got := l.Action.String(); got != want {
			t.Errorf("%q prints as %q, want %q", tc.src, got, want)
		}
		if l.Line != 1 {
			t.Errorf("%q: line %d", tc.src, l.Line)
		}
	}
}

func TestParseRecordSyntax(t *testing.T) {
	for _, tc := range []struct{ src, msg string }{
		{"mvoe G1 5,5", `unknown verb "mvoe"; want order, activate, move, end, direct, messenger, attack, defend, front, withdraw, roll, follow or rally`},
		{"Move G1 5,5", `unknown verb "Move"`},
		{"order", "order needs an order key"},
		{"order guide-local G3 0", "must be at least 1, not 0"},
		{"order guide-local G3 99999999999999999999999", "is more than 9999"},
		{"order guide-local G3 10000", "is more than 9999"},
		{"activate", "activate needs a leader and at least one piece"},
		{"activate MIL", "activate needs a leader and at least one piece"},
		{"move", "move needs a piece and at least one hex"},
		{"move G1", "move needs a piece and at least one hex"},
		{"move G1 with MIL", "move needs a piece and at least one hex"},
		{"move G1 5;5", `move G1: "5;5" is not a hex label: it has no comma`},
		{"move G1 5,5 G2", `move G1: "G2" is not a hex label`},
		{"move G1 0,5", `"0,5" is not a hex label: column must be at least 1`},
		{"move G1 05,5", `"05,5" is not a hex label: column "05" has a leading zero`},
		{"move G1 -1,5", `"-1,5" is not a hex label`},
		{"move G1 5,5 with", "move G1: with needs at least one leader after it"},
		{"move G1 5,5 with A with B", "move G1: with is given twice"},
		{"end now", `end takes nothing after it, not "now"`},
		{"direct SG1 G1", "direct needs a leader, a unit and an effect"},
		{"direct SG1 G1 order", "direct SG1 G1 order needs an order key"},
		{"direct SG1 G1 dice guide-local", "direct SG1 G1 dice takes no order key"},
		{"direct SG1 G1 order a b", `direct SG1 G1 order a: "b" is not a whole number`},
		{"direct SG1 G1 order a 1 2", "direct needs a leader, a unit and an effect"},
		{"direct SG1 G1 order retraite 0", "the number must be at least 1, not 0"},
		{"direct SG1 G1 pray", `direct: "pray" is not an effect; want order, activate, ignore-loss, dice or rally`},
		{"messenger MIL", "messenger needs a leader, a unit"},
		{"messenger MIL G7 H1 H2", "messenger needs a leader, a unit"},
		{"attack G1", "attack needs an attacker, a defender"},
		{"attack G1 P1 charge x", "attack needs an attacker, a defender"},
		{"defend", "defend needs one order key and at most one hex or number"},
		{"defend a 1 2", "defend needs one order key and at most one hex or number"},
		{"defend a b", `defend a: "b" is not a whole number`},
		{"defend retraite 0", "the number must be at least 1, not 0"},
		{"defend retraite 0,4", `defend retraite: "0,4" is not a hex label`},
		{"withdraw STE 4,", `withdraw STE: "4," is not a hex label`},
		{"direct SG1 G1 order retraite 1,2,3", `"1,2,3" is not a hex label`},
		{"withdraw", "withdraw needs a leader and at most one hex or number"},
		{"withdraw STE x", `withdraw STE: "x" is not a whole number`},
		{"withdraw STE 10000", "is more than 9999"},
		{"pass now", `pass takes nothing after it, not "now"`},
		{"sacrifice", "sacrifice needs exactly one number"},
		{"sacrifice -1", `sacrifice: "-1" is not a whole number`},
		{"step msg.1", "step needs a piece and a hex"},
		{"step msg.1 4;5", `step msg.1: "4;5" is not a hex label`},
		{"deliver msg.1", "deliver needs a messenger and a unit"},
		{"exit G1", "exit needs a piece and an edge"},
		{"exit G1 up", `exit G1: "up" is not an edge`},
		{"exit G1 north 0,1", `"0,1" is not a hex label`},
		{"exit G1 north with", "exit G1: with needs at least one leader after it"},
		{"roll 6", `roll takes nothing after it, not "6"`},
		{"move G\v1 5,5", "control character U+000B"},
		{"move G1 5,5\r\r", "control character U+000D"},
		{"end " + strings.Repeat("x", 1000), "the line is 1004 characters long, more than the 1000 allowed"},
		{"# " + strings.Repeat("é", 999), "the line is 1001 characters long"},
	} {
		l := parseOne(t, tc.src)
		if l.Err == nil {
			t.Errorf("%q accepted as %v", tc.src, l.Action)
			continue
		}
		if l.Action != nil {
			t.Errorf("%q: refused but has an action %v", tc.src, l.Action)
		}
		if l.Err.Rule != RuleSyntax {
			t.Errorf("%q: rule %s, want SYNTAX", tc.src, l.Err.Rule)
		}
		if !strings.Contains(l.Err.Message, tc.msg) {
			t.Errorf("%q: message %q lacks %q", tc.src, l.Err.Message, tc.msg)
		}
	}
	// A line of exactly the limit is fine.
	if l := parseOne(t, "end "+strings.Repeat(" ", MaxRecordLineLength-4)); l.Err != nil {
		t.Errorf("line of %d characters refused: %v", MaxRecordLineLength, l.Err)
	}
}

func TestParseRecordCommentsAndLines(t *testing.T) {
	src := "# Délion, tour 1\n\n   \t\nseed 424 # dice\nactivate HIP G1 G2#no space needed\n\n# only a comment\r\nend\r\n  move G1 4,7  \nroll"
	r, err := ParseRecord(src)
	if err != nil {
		t.Fatal(err)
	}
	if !r.HasSeed || r.Seed != 424 {
		t.Errorf("seed %d (has %v), want 424", r.Seed, r.HasSeed)
	}
	want := []RecordLine{
		{Line: 5, Text: "activate HIP G1 G2", Action: Activate{Leader: "HIP", Pieces: []string{"G1", "G2"}}},
		{Line: 8, Text: "end", Action: EndPhase{}},
		{Line: 9, Text: "move G1 4,7", Action: Move{Piece: "G1", Path: hexes("4,7")}},
		{Line: 10, Text: "roll", Action: Roll{}},
	}
	if !reflect.DeepEqual(r.Lines, want) {
		t.Errorf("lines\n%#v\nwant\n%#v", r.Lines, want)
	}

	for _, src := range []string{"", "\n\n", "# nothing\n", "\uFEFF# BOM\n"} {
		r, err := ParseRecord(src)
		if err != nil || r.HasSeed || len(r.Lines) != 0 {
			t.Errorf("ParseRecord(%q) = %+v, %v; want an empty record", src, r, err)
		}
	}
	r, err = ParseRecord("\uFEFFend\n")
	if err != nil || len(r.Lines) != 1 || r.Lines[0].Action != (EndPhase{}) {
		t.Errorf("a leading byte-order mark is not skipped: %+v, %v", r, err)
	}
}

func TestParseRecordSeed(t *testing.T) {
	for _, tc := range []struct {
		src     string
		seed    int64
		hasSeed bool
		errLine int // line of the SYNTAX error, 0 for none
		msg     string
	}{
		{src: "seed 7\nend", seed: 7, hasSeed: true},
		{src: "# header\n\nseed 7\nend", seed: 7, hasSeed: true},
		{src: "seed -3", seed: -3, hasSeed: true},
		{src: "seed 0", seed: 0, hasSeed: true},
		{src: "seed 9223372036854775807", seed: 9223372036854775807, hasSeed: true},
		{src: "end\nseed 7", errLine: 2, msg: "seed must come before any action"},
		{src: "mvoe\nseed 7", errLine: 2, msg: "seed must come before any action"},
		{src: "seed 7\nseed 8", seed: 7, hasSeed: true, errLine: 2, msg: "seed is given twice"},
		{src: "seed", errLine: 1, msg: "seed needs exactly one number"},
		{src: "seed 1 2", errLine: 1, msg: "seed needs exactly one number"},
		{src: "seed x", errLine: 1, msg: `seed "x" is not a whole number`},
		{src: "seed +4", errLine: 1, msg: `seed "+4" is not a whole number`},
		{src: "seed -", errLine: 1, msg: `seed "-" is not a whole number`},
		{src: "seed 99999999999999999999", errLine: 1, msg: "seed 99999999999999999999 is too large"},
	} {
		r, err := ParseRecord(tc.src)
		if err != nil {
			t.Fatalf("%q: %v", tc.src, err)
		}
		if r.Seed != tc.seed || r.HasSeed != tc.hasSeed {
			t.Errorf("%q: seed %d (has %v), want %d (%v)", tc.src, r.Seed, r.HasSeed, tc.seed, tc.hasSeed)
		}
		var found *RecordLine
		for i, l := range r.Lines {
			if l.Err != nil && tc.errLine == 0 {
				t.Errorf("%q: unexpected error on line %d: %v", tc.src, l.Line, l.Err)
			}
			if l.Line == tc.errLine {
				found = &r.Lines[i]
			}
		}
		if tc.errLine != 0 && (found == nil || found.Err == nil || found.Err.Rule != RuleSyntax || !strings.Contains(found.Err.Message, tc.msg)) {
			t.Errorf("%q: line %d is %+v; want SYNTAX: %s", tc.src, tc.errLine, found, tc.msg)
		}
	}
}

func TestParseRecordRefusesNonText(t *testing.T) {
	for _, tc := range []struct {
		src       string
		line, col int
		msg       string
	}{
		{"end\nmove G1\x00 5,5", 2, 8, "NUL byte"},
		{"\x00", 1, 1, "NUL byte"},
		{"end\n\nmové \xff", 3, 6, "invalid UTF-8 (byte 0xff)"},
		{"\xc3", 1, 1, "invalid UTF-8"},
	} {
		_, err := ParseRecord(tc.src)
		var re *RecordError
		if !errors.As(err, &re) {
			t.Errorf("%q: error %v, want a *RecordError", tc.src, err)
			continue
		}
		if re.Line != tc.line || re.Column != tc.col || !strings.Contains(re.Message, tc.msg) || !strings.Contains(re.Message, "not text") {
			t.Errorf("%q: %v; want line %d, column %d, %s", tc.src, err, tc.line, tc.col, tc.msg)
		}
		if !strings.HasPrefix(err.Error(), "line ") {
			t.Errorf("%q: error %q does not give its line", tc.src, err)
		}
	}
}

func TestParseRecordLimits(t *testing.T) {
	big := strings.Repeat("# "+strings.Repeat("x", 98)+"\n", MaxRecordBytes/100+1)
	if _, err := ParseRecord(big); err == nil || !strings.Contains(err.Error(), "1 MiB") {
		t.Errorf("a record over 1 MiB: error %v", err)
	}
	if _, err := ParseRecord(strings.Repeat("\n", MaxRecordLines)); err != nil {
		t.Errorf("%d blank lines refused: %v", MaxRecordLines, err)
	}
	if _, err := ParseRecord(strings.Repeat("end\n", MaxRecordLines)); err != nil {
		t.Errorf("%d lines refused: %v", MaxRecordLines, err)
	}
	_, err := ParseRecord(strings.Repeat("\n", MaxRecordLines) + "end")
	if err == nil || !strings.Contains(err.Error(), "more than 100000 lines") {
		t.Errorf("%d lines: error %v", MaxRecordLines+1, err)
	}
}

func TestFormatRecordRoundTrip(t *testing.T) {
	r := &Record{Seed: -12, HasSeed: true, Lines: []RecordLine{
		{Action: GiveOrder{Key: "gueulante", Args: []string{"HIP"}}},
		{Action: GiveOrder{Key: "guide-local", Args: []string{"G3"}, Count: 2}},
		{Action: Activate{Leader: "HIP", Pieces: []string{"G1", "G2", "LAC"}}},
		{Action: EndPhase{}},
		{Action: Move{Piece: "G1", Path: hexes("4,8", "4,7"), With: []string{"LAC"}}},
		{Action: Move{Piece: "G2", Path: hexes("9999,9999")}},
		{Err: syntaxf("dropped"), Text: "mvoe"},
		{Action: Direct{Leader: "LAC", Unit: "G1", Effect: DirectOrder, Order: "charge"}},
		{Action: Direct{Leader: "LAC", Unit: "G1", Effect: DirectRally}},
		{Action: SendMessenger{Leader: "HIP", Unit: "PSI", Via: "improvised"}},
		{Action: SendMessenger{Leader: "HIP", Unit: "PSI"}},
		{Action: Attack{Attacker: "G1", Defender: "THE", Order: "charge"}},
		{Action: Attack{Attacker: "G1", Defender: "THE"}},
		{Action: Defend{Order: "carre"}},
		{Action: Defend{Order: "retraite", Count: 2}},
		{Action: Roll{}},
		{Action: Pass{}},
		{Action: Sacrifice{Count: 1}},
		{Action: Withdraw{Leader: "LAC", Count: 1}},
		{Action: Withdraw{Leader: "LAC", To: DestAt(hexes("4,9")[0])}},
		{Action: Defend{Order: "retraite", To: DestAt(hexes("4,9")[0])}},
		{Action: Direct{Leader: "LAC", Unit: "G1", Effect: DirectOrder, Order: "retraite", Count: 1}},
		{Action: Step{Piece: "msg.2", To: hexes("3,3")[0]}},
		{Action: Deliver{Messenger: "H1", Unit: "G7"}},
		{Action: Exit{Piece: "G1", Edge: West, Path: hexes("2,5", "1,5"), With: []string{"LAC"}}},
		{Action: Exit{Piece: "LAC", Edge: East}},
	}}
	text := FormatRecord(r)
	if !strings.HasPrefix(text, "seed -12\norder gueulante HIP\n") || strings.Contains(text, "mvoe") {
		t.Errorf("FormatRecord wrote:\n%s", text)
	}
	back, err := ParseRecord(text)
	if err != nil {
		t.Fatal(err)
	}
	if back.Seed != r.Seed || !back.HasSeed {
		t.Errorf("seed %d (%v) after the round trip", back.Seed, back.HasSeed)
	}
	var want, got []Action
	for _, l := range r.Lines {
		if l.Action != nil {
			want = append(want, l.Action)
		}
	}
	for _, l := range back.Lines {
		if l.Err != nil {
			t.Errorf("line %d %q refused: %v", l.Line, l.Text, l.Err)
		}
		got = append(got, l.Action)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("round trip\n%#v\nwant\n%#v", got, want)
	}
	if FormatRecord(&Record{}) != "" {
		t.Errorf("an empty record formats as %q", FormatRecord(&Record{}))
	}
}

func FuzzParseRecord(f *testing.F) {
	for _, s := range []string{
		"seed 424\n# comment\nactivate HIP G1 G2\nend\nmove G1 4,7 with LAC\nend\nattack G1 THE charge\ndefend carre\nroll\n",
		"order guide-local G3 2\norder k 12 G3\norder k 007\n",
		"direct LAC G1 order charge\ndirect LAC G1 rally\nmessenger HIP PSI improvised\n",
		"move G1 5;5\nend\r\nseed 3\n\uFEFFroll\n",
		"move\twith 1,1 2,2 with with\n",
		"move G1 5,5\v\n",
		"attack G1 THE\npass\ndefend retraite 1\nwithdraw LAC 2\nroll\nsacrifice 0\npass\n",
		"step msg.1 4,4\ndeliver msg.1 G7\nexit G1 north 5,2 with LAC\nexit HIP west\ndirect L U order retraite 2\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		r, err := ParseRecord(src)
		if err != nil {
			if r != nil {
				t.Fatalf("both a record and an error %v", err)
			}
			return
		}
		last := 0
		for _, l := range r.Lines {
			if l.Line <= last {
				t.Fatalf("line %d after line %d", l.Line, last)
			}
			last = l.Line
			if (l.Action == nil) == (l.Err == nil) {
				t.Fatalf("line %d %q: action %v and error %v", l.Line, l.Text, l.Action, l.Err)
			}
			if l.Err != nil {
				if l.Err.Rule != RuleSyntax || l.Err.Message == "" {
					t.Fatalf("line %d: violation %v", l.Line, l.Err)
				}
				continue
			}
			s := l.Action.String()
			again, err := ParseRecord(s)
			if err != nil || len(again.Lines) != 1 || again.Lines[0].Err != nil {
				t.Fatalf("%q (from %q) does not reparse: %v, %+v", s, l.Text, err, again)
			}
			if !reflect.DeepEqual(again.Lines[0].Action, l.Action) {
				t.Fatalf("%q reparses as %#v, not %#v", s, again.Lines[0].Action, l.Action)
			}
			if again.Lines[0].Text != s {
				t.Fatalf("%q reparses with text %q", s, again.Lines[0].Text)
			}
		}
		// The whole record survives FormatRecord.
		back, err := ParseRecord(FormatRecord(r))
		if err != nil {
			t.Fatalf("FormatRecord output refused: %v", err)
		}
		if back.HasSeed != r.HasSeed || back.Seed != r.Seed {
			t.Fatalf("seed %d (%v) became %d (%v)", r.Seed, r.HasSeed, back.Seed, back.HasSeed)
		}
		i := 0
		for _, l := range r.Lines {
			if l.Action == nil {
				continue
			}
			if i >= len(back.Lines) || !reflect.DeepEqual(back.Lines[i].Action, l.Action) {
				t.Fatalf("FormatRecord lost line %d %q", l.Line, l.Text)
			}
			i++
		}
		if i != len(back.Lines) {
			t.Fatalf("FormatRecord added %d lines", len(back.Lines)-i)
		}
	})
}
