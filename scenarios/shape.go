package scenarios

import "fmt"

// Limits on a file's shape, checked by checkShape before the TOML decoder
// sees the text. The decoder's cost grows much faster than the file with
// nesting (32 KB of nested inline tables took 16 s and 2.6 GB), so nesting
// is refused here, in one linear pass. Every limit is far above what a
// scenario or ruleset needs: both use one level of arrays or inline tables
// and two-part table names (army.unit, activation.band).
const (
	// MaxNesting is how deep arrays and inline tables may nest.
	MaxNesting = 8
	// MaxKeyParts is how many dotted parts a key or table name may have.
	MaxKeyParts = 8
	// MaxTables is how many tables a file may hold: [table] and
	// [[table]] headers and { } inline tables together. The largest
	// scenario allowed (2,000 pieces, 2,000 areas, 500 roads, 50
	// objectives) has fewer than 4,600.
	MaxTables = 5000
	// MaxLines is how many lines a file may have.
	MaxLines = 100_000
	// MaxKeys is how many keys (key = value) a file may hold, inline
	// tables included; the decoder spends about 750 bytes on each. The
	// largest scenario allowed has about 21,000.
	MaxKeys = 30_000
	// MaxElements is how many array elements a file may hold in all; the
	// largest scenario allowed has about 51,000 (40,000 area hexes).
	MaxElements = 100_000
)

// shapeScanner walks TOML text once, keeping only what checkShape needs:
// whether it is inside a string or a comment, the stack of open arrays and
// inline tables, and whether a key or a value comes next.
type shapeScanner struct {
	src       string
	i         int
	line, col int    // of src[i], 1-based; col counts characters
	stack     []byte // open '[' (array) and '{' (inline table)
	inKey     bool   // a key (or a table header) comes next, not a value
	keyParts  int    // parts of the key being read
	tables    int
	keys      int
	elements  int
	err       *Error
}

// checkShape refuses a file nested too deep, with too many tables or
// lines, or with keys of too many parts, naming the place. It reads each
// byte once and never allocates more than MaxNesting bytes of stack.
func checkShape(file, src string) *Error {
	s := &shapeScanner{src: src, line: 1, col: 1, inKey: true, stack: make([]byte, 0, MaxNesting)}
	for s.i < len(s.src) && s.err == nil {
		s.step()
	}
	if s.err != nil {
		s.err.File = file
	}
	return s.err
}

func (s *shapeScanner) fail(format string, args ...any) {
	s.err = &Error{Line: s.line, Col: s.col, Msg: fmt.Sprintf(format, args...)}
}

// advance moves past n bytes, keeping the line and column.
func (s *shapeScanner) advance(n int) {
	for end := s.i + n; s.i < end && s.i < len(s.src); s.i++ {
		c := s.src[s.i]
		switch {
		case c == '\n':
			s.line++
			s.col = 1
			if s.line > MaxLines {
				s.fail("the file has more than %d lines; the limit is %d", MaxLines, MaxLines)
				return
			}
		case c&0xC0 != 0x80: // not a UTF-8 continuation byte
			s.col++
		}
	}
}

func (s *shapeScanner) step() {
	c := s.src[s.i]
	switch {
	case c == '#':
		for s.i < len(s.src) && s.src[s.i] != '\n' {
			s.advance(1)
		}
	case c == '"' || c == '\'':
		s.str(c)
	case c == '\n':
		if len(s.stack) == 0 {
			s.inKey, s.keyParts = true, 0
		}
		s.advance(1)
	case s.inKey:
		s.key(c)
	case c == '[' || c == '{':
		s.open(c)
	case c == ']' || c == '}':
		if n := len(s.stack); n > 0 {
			s.stack = s.stack[:n-1]
		}
		s.advance(1)
	case c == ',' && len(s.stack) > 0 && s.stack[len(s.stack)-1] == '{':
		s.inKey, s.keyParts = true, 0
		s.advance(1)
	case c == ',' && len(s.stack) > 0:
		s.element()
	default:
		s.advance(1)
	}
}

// key reads one byte of a key, or the start of a table header.
func (s *shapeScanner) key(c byte) {
	switch c {
	case '[':
		if s.keyParts == 0 && len(s.stack) == 0 {
			s.header()
			return
		}
	case '=':
		s.inKey = false
		s.keys++
		if s.keys > MaxKeys {
			s.fail("more than %d keys; the limit is %d", MaxKeys, MaxKeys)
			return
		}
	case '.':
		s.part()
	case '}':
		// An empty inline table, or a trailing comma before its end.
		if n := len(s.stack); n > 0 {
			s.stack = s.stack[:n-1]
			s.inKey = false
		}
	case ' ', '\t', '\r':
	default:
		if s.keyParts == 0 {
			s.keyParts = 1
		}
	}
	s.advance(1)
}

// part counts one more part of a dotted key or table name.
func (s *shapeScanner) part() {
	s.keyParts++
	if s.keyParts > MaxKeyParts {
		s.fail("a dotted key or table name of more than %d parts; the limit is %d", MaxKeyParts, MaxKeyParts)
	}
}

// header reads a [table] or [[table]] header up to its closing bracket.
func (s *shapeScanner) header() {
	s.tables++
	if s.tables > MaxTables {
		s.fail("more than %d tables ([table] headers and { } inline tables); the limit is %d", MaxTables, MaxTables)
		return
	}
	s.advance(1)
	s.keyParts = 1
	for s.i < len(s.src) && s.err == nil {
		switch c := s.src[s.i]; c {
		case '"', '\'':
			s.str(c)
			continue
		case '.':
			s.part()
		case ']', '\n':
			s.keyParts = 0
			return // the rest of the line is a second ']' or a comment
		}
		s.advance(1)
	}
}

// open enters an array or an inline table.
func (s *shapeScanner) open(c byte) {
	if len(s.stack) == MaxNesting {
		s.fail("arrays and inline tables nested more than %d deep; the limit is %d", MaxNesting, MaxNesting)
		return
	}
	if c == '{' {
		s.tables++
		if s.tables > MaxTables {
			s.fail("more than %d tables ([table] headers and { } inline tables); the limit is %d", MaxTables, MaxTables)
			return
		}
		s.inKey, s.keyParts = true, 0
	}
	s.stack = append(s.stack, c)
	if c == '[' {
		s.element() // the first element, or the cost of an empty array
		return
	}
	s.advance(1)
}

// element counts one more array element (at a ',' or a '[') and moves on.
func (s *shapeScanner) element() {
	s.elements++
	if s.elements > MaxElements {
		s.fail("more than %d array elements; the limit is %d", MaxElements, MaxElements)
		return
	}
	s.advance(1)
}

// str skips a basic, literal or multi-line string starting at s.i; a key
// in quotes is one part of its key.
func (s *shapeScanner) str(q byte) {
	if s.inKey && s.keyParts == 0 {
		s.keyParts = 1
	}
	if len(s.src)-s.i >= 3 && s.src[s.i+1] == q && s.src[s.i+2] == q {
		s.multiline(q)
		return
	}
	s.advance(1)
	for s.i < len(s.src) && s.err == nil {
		c := s.src[s.i]
		switch {
		case c == '\n':
			return // unterminated: the decoder says so
		case c == '\\' && q == '"':
			s.advance(2)
			continue
		case c == q:
			s.advance(1)
			return
		}
		s.advance(1)
	}
}

// multiline skips a """ or ”' string, whose closing three quotes may
// follow more.
func (s *shapeScanner) multiline(q byte) {
	s.advance(3)
	for s.i < len(s.src) && s.err == nil {
		c := s.src[s.i]
		switch {
		case c == '\\' && q == '"':
			s.advance(2)
			continue
		case c == q && len(s.src)-s.i >= 3 && s.src[s.i+1] == q && s.src[s.i+2] == q:
			// The quotes before the last three are the string's, as the
			// decoder reads them (TOML allows two; it takes more after
			// an escaped backslash).
			s.advance(3)
			for s.i < len(s.src) && s.src[s.i] == q {
				s.advance(1)
			}
			return
		}
		s.advance(1)
	}
}
