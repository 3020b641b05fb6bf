package scenarios

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// pos is a 1-based line and column (in characters).
type pos struct{ Line, Col int }

// positions maps key paths such as "army[1].unit[0].hex",
// "board.area[0].hexes[2]" or "order[3].cost_by_type.infantry" to where
// they stand in the source. The decoder's metadata keeps one position per
// dotted key and keeps it to itself, so this walker reads the text once
// more, after the decoder accepted it, to point each error at the exact
// key, array element or key of an inline table.
type positions map[string]pos

// lookup returns the position of path, or of its nearest known ancestor.
func (p positions) lookup(path string) (pos, bool) {
	for path != "" {
		if at, ok := p[path]; ok {
			return at, true
		}
		path = parentPath(path)
	}
	return pos{}, false
}

// parentPath is path without its last key or index: "a.b[2]" gives
// "a.b", and "a.\"b.c\"" gives "a" (a quoted key is one key).
func parentPath(path string) string {
	cut, quoted := 0, false
	for i := 0; i < len(path); i++ {
		switch c := path[i]; {
		case quoted && c == '\\':
			i++
		case c == '"':
			quoted = !quoted
		case !quoted && (c == '.' || c == '['):
			cut = i
		}
	}
	return path[:cut]
}

// keySegment is key as a path writes it: bare when TOML would write it
// bare, quoted otherwise, so that a key "board.columns" is never taken
// for the key columns of the table board, and an empty key has a path.
func keySegment(key string) string {
	if key == "" {
		return `""`
	}
	for i := 0; i < len(key); i++ {
		if !isBare(key[i]) {
			return strconv.Quote(key)
		}
	}
	return key
}

// keyPath is the path of key in the table at parent.
func keyPath(parent, key string) string {
	if parent == "" {
		return keySegment(key)
	}
	return parent + "." + keySegment(key)
}

func isBare(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-'
}

// maxMarkedElements bounds the array elements whose place is kept: no
// list may be longer (maxListHexes), so a longer one is refused whole and
// its elements never need a position.
const maxMarkedElements = maxListHexes + 1

// walker reads TOML text the decoder has accepted, noting where each key
// path stands. It reads each byte once; every step moves on by at least
// one byte, so that text it does not expect (it never should) cannot
// hold it.
type walker struct {
	src   string
	i     int
	out   positions
	table string         // path of the current [table] or [[table]]
	count map[string]int // [[table]] counts, by resolved path
	// The current line: its number and where it starts.
	line, lineStart int
	// The last column computed: byte offset and column. Marks on one
	// line come left to right, so each column is counted on from the
	// previous one and a long line costs its length once.
	colOff, colN int
}

func indexPositions(src string) positions {
	w := &walker{src: src, out: positions{}, count: map[string]int{}, line: 1}
	for w.i < len(w.src) {
		w.top()
	}
	return w.out
}

// top reads one item at the top level: a blank, a comment, a header or
// a key = value line.
func (w *walker) top() {
	switch c := w.src[w.i]; {
	case c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '#':
		w.blanks()
	case c == '[':
		w.header()
	default:
		w.keyValue(w.table, true)
	}
}

// newline notes that w.src[at] is a line break.
func (w *walker) newline(at int) {
	w.line++
	w.lineStart = at + 1
}

// col is the 1-based column, in characters, of byte off of the current
// line.
func (w *walker) col(off int) int {
	if w.colOff < w.lineStart || off < w.colOff {
		w.colOff, w.colN = w.lineStart, 0
	}
	w.colN += utf8.RuneCountInString(w.src[w.colOff:off])
	w.colOff = off
	return w.colN + 1
}

// mark notes that path starts at byte off (the first place wins).
func (w *walker) mark(path string, off int) {
	if path == "" {
		return
	}
	if _, seen := w.out[path]; !seen {
		w.out[path] = pos{Line: w.line, Col: w.col(off)}
	}
}

// blanks skips spaces, line breaks and comments.
func (w *walker) blanks() {
	for w.i < len(w.src) {
		switch w.src[w.i] {
		case ' ', '\t', '\r':
			w.i++
		case '\n':
			w.newline(w.i)
			w.i++
		case '#':
			if nl := strings.IndexByte(w.src[w.i:], '\n'); nl >= 0 {
				w.i += nl
			} else {
				w.i = len(w.src)
			}
		default:
			return
		}
	}
}

// spaces skips spaces and tabs only.
func (w *walker) spaces() {
	for w.i < len(w.src) && (w.src[w.i] == ' ' || w.src[w.i] == '\t') {
		w.i++
	}
}

// header reads a [table] or [[table]] header.
func (w *walker) header() {
	start := w.i
	array := strings.HasPrefix(w.src[w.i:], "[[")
	if array {
		w.i += 2
	} else {
		w.i++
	}
	w.spaces()
	parts := w.key()
	full := w.resolve(parts, start)
	if array {
		n := w.count[full]
		w.count[full] = n + 1
		w.mark(full, start)
		w.table = elemPath(full, n)
	} else {
		w.table = full
	}
	w.mark(w.table, start)
	if end := strings.IndexByte(w.src[w.i:], ']'); end >= 0 && !strings.Contains(w.src[w.i:w.i+end], "\n") {
		w.i += end + 1
	}
	if w.i < len(w.src) && w.src[w.i] == ']' {
		w.i++
	}
}

// resolve turns a header's keys into a path, inserting the current index
// of each enclosing array of tables ("army.unit" -> "army[2].unit"), and
// marks the tables on the way where the header starts.
func (w *walker) resolve(parts []string, start int) string {
	path := ""
	for i, part := range parts {
		path = keyPath(path, part)
		if i < len(parts)-1 {
			if n, ok := w.count[path]; ok && n > 0 {
				path = elemPath(path, n-1)
			}
			w.mark(path, start)
		}
	}
	return path
}

// key reads a dotted key up to (not including) its '=' or ']', and
// returns its parts as the decoder reads them.
func (w *walker) key() []string {
	var parts []string
	for w.i < len(w.src) {
		w.spaces()
		if w.i >= len(w.src) {
			break
		}
		switch c := w.src[w.i]; c {
		case '"':
			end := w.basicEnd(w.i)
			parts = append(parts, unescape(quoted(w.src[w.i:end], '"')))
			w.i = end
		case '\'':
			end := w.literalEnd(w.i)
			parts = append(parts, quoted(w.src[w.i:end], '\''))
			w.i = end
		default:
			start := w.i
			for w.i < len(w.src) && !strings.ContainsRune(" \t\r\n.=]#,}\"'", rune(w.src[w.i])) {
				w.i++
			}
			parts = append(parts, w.src[start:w.i])
		}
		w.spaces()
		if w.i < len(w.src) && w.src[w.i] == '.' {
			w.i++
			continue
		}
		break
	}
	return parts
}

// keyValue reads key = value in the table at parent (marking its path,
// and the tables its dotted key opens, where the key starts); at the top
// level, the rest of the line too.
func (w *walker) keyValue(parent string, topLevel bool) {
	start := w.i
	path := parent
	for _, part := range w.key() {
		path = keyPath(path, part)
		w.mark(path, start)
	}
	if w.i < len(w.src) && w.src[w.i] == '=' {
		w.i++
		w.spaces()
		w.value(path)
	}
	if w.i == start { // not a key: never stay on the same byte
		w.i++
	}
	if topLevel {
		w.spaces()
	}
}

// value reads one value; its path (and its elements' and keys') is noted
// unless path is "".
func (w *walker) value(path string) {
	if w.i >= len(w.src) {
		return
	}
	switch w.src[w.i] {
	case '"':
		w.skipTo(w.basicEnd(w.i))
	case '\'':
		w.skipTo(w.literalEnd(w.i))
	case '[':
		w.array(path)
	case '{':
		w.inlineTable(path)
	default:
		// A number, a boolean or a date, which may hold a space.
		for w.i < len(w.src) && !strings.ContainsRune(",]}\n\r#", rune(w.src[w.i])) {
			w.i++
		}
	}
}

// skipTo moves to byte end, counting the line breaks of a multi-line
// string on the way.
func (w *walker) skipTo(end int) {
	for {
		nl := strings.IndexByte(w.src[w.i:end], '\n')
		if nl < 0 {
			break
		}
		w.newline(w.i + nl)
		w.i += nl + 1
	}
	w.i = end
}

// array reads [ v, v, … ], noting where each element starts.
func (w *walker) array(path string) {
	w.i++
	for n := 0; w.i < len(w.src); {
		w.blanks()
		if w.i >= len(w.src) {
			return
		}
		switch w.src[w.i] {
		case ']':
			w.i++
			return
		case ',':
			w.i++
			continue
		}
		elem := ""
		if path != "" && n < maxMarkedElements {
			elem = elemPath(path, n)
			w.mark(elem, w.i)
		}
		at := w.i
		w.value(elem)
		if w.i == at {
			w.i++
		}
		n++
	}
}

// inlineTable reads { k = v, … }, noting where each key starts (TOML 1.1
// lets it span lines).
func (w *walker) inlineTable(path string) {
	w.i++
	for w.i < len(w.src) {
		w.blanks()
		if w.i >= len(w.src) {
			return
		}
		switch w.src[w.i] {
		case '}':
			w.i++
			return
		case ',':
			w.i++
			continue
		}
		if path == "" {
			// Beyond the elements marked: read the keys, note nothing.
			w.key()
			if w.i < len(w.src) && w.src[w.i] == '=' {
				w.i++
				w.spaces()
				w.value("")
			}
			continue
		}
		w.keyValue(path, false)
	}
}

// basicEnd is the offset just past the "…" or """…""" string starting
// at at (the end of the text if it has none).
func (w *walker) basicEnd(at int) int {
	s := w.src
	if strings.HasPrefix(s[at:], `"""`) {
		for i := at + 3; i < len(s); i++ {
			switch {
			case s[i] == '\\':
				i++
			case strings.HasPrefix(s[i:], `"""`):
				// The quotes before the last three belong to the string
				// (TOML allows two; the decoder takes more after an
				// escaped backslash).
				end := i + 3
				for end < len(s) && s[end] == '"' {
					end++
				}
				return end
			}
		}
		return len(s)
	}
	for i := at + 1; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case '"', '\n':
			return i + 1
		}
	}
	return len(s)
}

// literalEnd is the offset just past the '…' or ”'…”' string starting
// at at.
func (w *walker) literalEnd(at int) int {
	s := w.src
	if strings.HasPrefix(s[at:], "'''") {
		if end := strings.Index(s[at+3:], "'''"); end >= 0 {
			end += at + 6
			for end < len(s) && s[end] == '\'' {
				end++
			}
			return end
		}
		return len(s)
	}
	for i := at + 1; i < len(s); i++ {
		if s[i] == '\'' || s[i] == '\n' {
			return i + 1
		}
	}
	return len(s)
}

// quoted is a one-line quoted key's text without its quotes (the closing
// one may be missing at the end of a text).
func quoted(s string, q byte) string {
	s = s[1:]
	if strings.HasSuffix(s, string(q)) {
		s = s[:len(s)-1]
	}
	return s
}

// unescape reads a basic string's escapes as TOML does, for quoted keys.
func unescape(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' || i+1 >= len(s) {
			b.WriteByte(s[i])
			continue
		}
		i++
		switch c := s[i]; c {
		case 'b':
			b.WriteByte('\b')
		case 't':
			b.WriteByte('\t')
		case 'n':
			b.WriteByte('\n')
		case 'f':
			b.WriteByte('\f')
		case 'r':
			b.WriteByte('\r')
		case 'e':
			b.WriteByte(0x1b)
		case 'x', 'u', 'U':
			n := map[byte]int{'x': 2, 'u': 4, 'U': 8}[c]
			if i+n < len(s) {
				if r, err := strconv.ParseUint(s[i+1:i+1+n], 16, 32); err == nil {
					b.WriteRune(rune(r))
					i += n
					continue
				}
			}
			b.WriteByte('\\')
			b.WriteByte(c)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}
