package rules

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"estafette/rules/hex"
)

// Limits on a game record (docs/formats.md "Game record"). Beyond MaxRecordBytes
// or MaxRecordLines ParseRecord refuses the whole record; a line longer than
// MaxRecordLineLength characters is a SYNTAX line.
const (
	MaxRecordBytes      = 1 << 20
	MaxRecordLines      = 100_000
	MaxRecordLineLength = 1000
	// MaxOrderCount is the largest trailing number an order line accepts.
	MaxOrderCount = 9999
)

// RecordLine is one action line of a game record.
type RecordLine struct {
	Line   int    // 1-based line number in the record
	Text   string // the line without its comment and surrounding blanks
	Action Action // nil when the line does not parse
	// Err is a SYNTAX violation saying what is wrong when the line does
	// not parse; nil otherwise.
	Err *Violation
}

// Record is a parsed game record: the optional dice seed and the action
// lines in order. Blank and comment-only lines are not kept.
type Record struct {
	Seed    int64
	HasSeed bool // a `seed N` line was given
	Lines   []RecordLine
}

// RecordError refuses a whole record: one that is too large or is not
// text at all. Line and Column are 1-based (Column counts characters);
// they are 0 when the problem has no position.
type RecordError struct {
	Line, Column int
	Message      string
}

// Error gives the position first, when there is one.
func (e *RecordError) Error() string {
	if e.Line == 0 {
		return e.Message
	}
	return fmt.Sprintf("line %d, column %d: %s", e.Line, e.Column, e.Message)
}

// recordVerbs lists the verbs in the order error messages name them. The
// decision verbs (pass, sacrifice, step, deliver, exit; docs/records.md)
// are not named yet: cli/replay_test.go pins this sentence.
const recordVerbs = "order, activate, move, end, direct, messenger, attack, defend, front, withdraw, roll, follow or rally"

// ParseRecord reads a game record (docs/formats.md "Game record"): one action
// per line, blank lines and everything after `#` ignored, and an optional
// `seed N` before any action.
//
// It returns an error (a *RecordError) only when the input is not text at
// all (a NUL byte or invalid UTF-8), is larger than MaxRecordBytes or has
// more than MaxRecordLines lines. Every other problem is kept on its line
// as a SYNTAX violation, so a replay can report it and go on. Ids are not
// looked up here: the engine refuses unknown ones with ID.UNKNOWN.
//
// A `seed 0` line is kept with HasSeed set, but NewState reads a zero seed
// as "use the scenario's".
func ParseRecord(src string) (*Record, error) {
	if len(src) > MaxRecordBytes {
		return nil, &RecordError{Message: fmt.Sprintf("the record is %d bytes, more than the %d (1 MiB) allowed", len(src), MaxRecordBytes)}
	}
	if err := checkText(src); err != nil {
		return nil, err
	}
	src = strings.TrimPrefix(src, "\uFEFF")
	lines := strings.Split(src, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	if len(lines) > MaxRecordLines {
		return nil, &RecordError{Line: MaxRecordLines + 1, Column: 1, Message: fmt.Sprintf("the record has more than %d lines", MaxRecordLines)}
	}
	r := &Record{}
	for i, raw := range lines {
		raw = strings.TrimSuffix(raw, "\r")
		text := raw
		if c := strings.IndexByte(text, '#'); c >= 0 {
			text = text[:c]
		}
		text = strings.Trim(text, " \t")
		length := utf8.RuneCountInString(raw)
		if text == "" && length <= MaxRecordLineLength {
			continue
		}
		line := RecordLine{Line: i + 1, Text: text}
		fields := splitBlanks(text)
		switch {
		case length > MaxRecordLineLength:
			line.Err = syntaxf("the line is %d characters long, more than the %d allowed", length, MaxRecordLineLength)
		case fields[0] == "seed":
			if len(r.Lines) > 0 {
				line.Err = syntaxf("seed must come before any action")
			} else if r.HasSeed {
				line.Err = syntaxf("seed is given twice")
			} else if n, v := parseSeed(fields[1:]); v != nil {
				line.Err = v
			} else {
				r.Seed, r.HasSeed = n, true
				continue
			}
		default:
			line.Action, line.Err = parseAction(fields)
		}
		r.Lines = append(r.Lines, line)
	}
	return r, nil
}

// checkText refuses input that is not text: NUL bytes and invalid UTF-8.
func checkText(src string) error {
	line, col := 1, 1
	for i := 0; i < len(src); {
		c, size := utf8.DecodeRuneInString(src[i:])
		switch {
		case c == utf8.RuneError && size <= 1:
			return &RecordError{Line: line, Column: col, Message: fmt.Sprintf("the record is not text: invalid UTF-8 (byte 0x%02x)", src[i])}
		case c == 0:
			return &RecordError{Line: line, Column: col, Message: "the record is not text: it contains a NUL byte"}
		case c == '\n':
			line, col = line+1, 0
		}
		col++
		i += size
	}
	return nil
}

// splitBlanks splits a line at runs of spaces and tabs.
func splitBlanks(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '\t' })
}

func syntaxf(format string, args ...any) *Violation {
	return violate(RuleSyntax, format, args...)
}

func parseSeed(args []string) (int64, *Violation) {
	if len(args) != 1 {
		return 0, syntaxf("seed needs exactly one number")
	}
	s := strings.TrimPrefix(args[0], "-")
	if s == "" || strings.IndexFunc(s, func(r rune) bool { return r < '0' || r > '9' }) >= 0 {
		return 0, syntaxf("seed %q is not a whole number", args[0])
	}
	n, err := strconv.ParseInt(args[0], 10, 64)
	if err != nil {
		return 0, syntaxf("seed %s is too large", args[0])
	}
	return n, nil
}

// parseAction reads the tokens of one non-blank action line.
func parseAction(f []string) (Action, *Violation) {
	for _, t := range f {
		if i := strings.IndexFunc(t, unicode.IsControl); i >= 0 {
			c, _ := utf8.DecodeRuneInString(t[i:])
			return nil, syntaxf("the line contains the control character %U", c)
		}
	}
	verb, args := f[0], f[1:]
	switch verb {
	case "order":
		return parseOrder(args)
	case "activate":
		if len(args) < 2 {
			return nil, syntaxf("activate needs a leader and at least one piece: activate LEADER ID ...")
		}
		return Activate{Leader: args[0], Pieces: args[1:]}, nil
	case "move":
		return parseMove(args)
	case "end":
		if len(args) > 0 {
			return nil, syntaxf("end takes nothing after it, not %q", strings.Join(args, " "))
		}
		return EndPhase{}, nil
	case "direct":
		return parseDirect(args)
	case "messenger":
		if len(args) < 2 || len(args) > 3 {
			return nil, syntaxf("messenger needs a leader, a unit and at most one way to send it: messenger LEADER UNIT [improvised | HERALD-ID | LEADER-ID]")
		}
		m := SendMessenger{Leader: args[0], Unit: args[1]}
		if len(args) == 3 {
			m.Via = args[2]
		}
		return m, nil
	case "seed":
		return nil, syntaxf("seed must come before any action")
	case "dice":
		return parseMixDice(args)
	}
	if a, v, ok := parseCombatVerb(verb, args); ok {
		return a, v
	}
	return nil, syntaxf("unknown verb %q; want %s", verb, recordVerbs)
}

// parseOrder reads `order KEY [ARG ...] [N]`.
func parseOrder(args []string) (Action, *Violation) {
	if len(args) == 0 {
		return nil, syntaxf("order needs an order key: order KEY [ARG ...] [N]")
	}
	o := GiveOrder{Key: args[0], Args: args[1:]}
	if n := len(o.Args); n > 0 && allDigits(o.Args[n-1]) {
		last := o.Args[n-1]
		c, err := strconv.Atoi(last)
		switch {
		case err != nil || c > MaxOrderCount:
			return nil, syntaxf("order %s: the number %s is more than %d", o.Key, last, MaxOrderCount)
		case c == 0:
			return nil, syntaxf("order %s: the number at the end must be at least 1, not %s", o.Key, last)
		}
		o.Args, o.Count = o.Args[:n-1], c
	}
	if len(o.Args) == 0 {
		o.Args = nil
	}
	return o, nil
}

// parseMove reads `move ID HEX [HEX ...] [with LEADER ...]`.
func parseMove(args []string) (Action, *Violation) {
	const need = "move needs a piece and at least one hex: move ID HEX [HEX ...] [with LEADER ...]"
	if len(args) < 2 {
		return nil, syntaxf(need)
	}
	m := Move{Piece: args[0]}
	rest := args[1:]
	for len(rest) > 0 && rest[0] != "with" {
		h, err := hex.ParseLabel(rest[0])
		if err != nil {
			return nil, syntaxf("move %s: %s", m.Piece, labelProblem(rest[0], err))
		}
		m.Path = append(m.Path, h)
		rest = rest[1:]
	}
	if len(m.Path) == 0 {
		return nil, syntaxf(need)
	}
	with, v := parseWith("move", m.Piece, rest)
	if v != nil {
		return nil, v
	}
	m.With = with
	return m, nil
}

// labelProblem says why a token is not a hex label.
func labelProblem(tok string, err error) string {
	var le *hex.LabelError
	if errors.As(err, &le) {
		return fmt.Sprintf("%q is not a hex label: %s", tok, le.Reason)
	}
	return fmt.Sprintf("%q is not a hex label", tok)
}

// parseDirect reads `direct LEADER UNIT EFFECT [ORDER-KEY [HEX | N]]`.
func parseDirect(args []string) (Action, *Violation) {
	if len(args) < 3 || len(args) > 5 {
		return nil, syntaxf("direct needs a leader, a unit and an effect: direct LEADER UNIT EFFECT [ORDER-KEY [HEX | N]]")
	}
	d := Direct{Leader: args[0], Unit: args[1], Effect: DirectEffect(args[2])}
	switch d.Effect {
	case DirectOrder:
		if len(args) < 4 {
			return nil, syntaxf("direct %s %s order needs an order key: direct LEADER UNIT order ORDER-KEY [HEX | N]", d.Leader, d.Unit)
		}
		d.Order = args[3]
		if len(args) == 5 {
			n, to, v := parseHexOrCount("direct "+d.Leader+" "+d.Unit+" order "+d.Order, args[4])
			if v != nil {
				return nil, v
			}
			d.Count, d.To = n, to
		}
	case DirectActivate, DirectIgnoreLoss, DirectDice, DirectRally:
		if len(args) >= 4 {
			return nil, syntaxf("direct %s %s %s takes no order key; only the order effect does", d.Leader, d.Unit, d.Effect)
		}
	default:
		return nil, syntaxf("direct: %q is not an effect; want order, activate, ignore-loss, dice or rally", args[2])
	}
	return d, nil
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// FormatRecord writes a record back as text: `seed N` when HasSeed, then
// each action's String, one per line. Lines that did not parse (no Action)
// are left out, so ParseRecord(FormatRecord(r)) gives r's actions again.
func FormatRecord(r *Record) string {
	var b strings.Builder
	if r.HasSeed {
		b.WriteString("seed ")
		b.WriteString(strconv.FormatInt(r.Seed, 10))
		b.WriteByte('\n')
	}
	for _, l := range r.Lines {
		if l.Action == nil {
			continue
		}
		b.WriteString(l.Action.String())
		b.WriteByte('\n')
	}
	return b.String()
}
