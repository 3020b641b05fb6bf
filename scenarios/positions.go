package scenarios

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// pos is a 1-based line and column (in characters).
type pos struct{ Line, Col int }

// positions maps key paths such as "army[1].unit[0].hex" or
// "board.area[0].hexes[2]" to where they stand in the source. BurntSushi/toml
// keeps one position per dotted key, not per array element, so this scanner
// walks the text once more to point errors at the exact element.
type positions map[string]pos

// lookup returns the position of path, or of its nearest known ancestor.
func (p positions) lookup(path string) (pos, bool) {
	for path != "" {
		if at, ok := p[path]; ok {
			return at, true
		}
		cut := strings.LastIndexAny(path, ".[")
		if cut < 0 {
			break
		}
		path = path[:cut]
	}
	return pos{}, false
}

type scanner struct {
	out    positions
	prefix string         // path of the current table
	count  map[string]int // array-of-tables counts, by resolved path
	lines  []string
	i      int // current line index
	// The last column computed: line index, byte offset and column. Marks
	// on one line come left to right, so each column is counted on from
	// the previous one and a long line costs its length once, not once
	// per element.
	colLine, colOff, colN int
}

// maxMarkedElements bounds the array elements whose place is kept: no
// list may be longer (maxListHexes), so a longer one is refused whole and
// its elements never need a position.
const maxMarkedElements = maxListHexes + 1

func indexPositions(src string) positions {
	s := &scanner{out: positions{}, count: map[string]int{}, lines: strings.Split(src, "\n")}
	for s.i = 0; s.i < len(s.lines); s.i++ {
		s.line()
	}
	return s.out
}

// col returns the 1-based column, in characters, of byte byteOff of the
// current line.
func (s *scanner) col(byteOff int) int {
	line := s.lines[s.i]
	byteOff = min(byteOff, len(line))
	if s.colLine != s.i || byteOff < s.colOff {
		s.colLine, s.colOff, s.colN = s.i, 0, 0
	}
	s.colN += utf8.RuneCountInString(line[s.colOff:byteOff])
	s.colOff = byteOff
	return s.colN + 1
}

func (s *scanner) line() {
	line := s.lines[s.i]
	off := len(line) - len(strings.TrimLeft(line, " \t"))
	rest := line[off:]
	switch {
	case rest == "" || rest[0] == '#':
	case strings.HasPrefix(rest, "[["):
		end := strings.Index(rest, "]]")
		if end < 0 {
			return
		}
		full := s.resolve(strings.TrimSpace(rest[2:end]))
		n := s.count[full]
		s.count[full] = n + 1
		s.prefix = full + "[" + strconv.Itoa(n) + "]"
		s.mark(full, off)
		s.mark(s.prefix, off)
	case rest[0] == '[':
		end := strings.Index(rest, "]")
		if end < 0 {
			return
		}
		s.prefix = s.resolve(strings.TrimSpace(rest[1:end]))
		s.mark(s.prefix, off)
	default:
		s.keyValue(line, off)
	}
}

// resolve turns a header name into a path, inserting the current index of
// each enclosing array of tables ("army.unit" -> "army[2].unit").
func (s *scanner) resolve(name string) string {
	parts := splitKey(name)
	var path strings.Builder
	for i, part := range parts {
		if i > 0 {
			path.WriteByte('.')
		}
		path.WriteString(part)
		if i < len(parts)-1 {
			if n, ok := s.count[path.String()]; ok && n > 0 {
				path.WriteString("[" + strconv.Itoa(n-1) + "]")
			}
		}
	}
	return path.String()
}

func (s *scanner) mark(path string, byteOff int) {
	if _, seen := s.out[path]; !seen {
		s.out[path] = pos{Line: s.i + 1, Col: s.col(byteOff)}
	}
}

func splitKey(k string) []string {
	var parts []string
	for _, p := range strings.Split(k, ".") {
		parts = append(parts, strings.Trim(strings.TrimSpace(p), `"'`))
	}
	return parts
}

func (s *scanner) keyValue(line string, off int) {
	eq := strings.IndexByte(line[off:], '=')
	if eq < 0 {
		return
	}
	key := strings.Join(splitKey(strings.TrimSpace(line[off:off+eq])), ".")
	path := key
	if s.prefix != "" {
		path = s.prefix + "." + key
	}
	s.mark(path, off)
	v := off + eq + 1
	for v < len(line) && (line[v] == ' ' || line[v] == '\t') {
		v++
	}
	if v < len(line) && line[v] == '[' {
		s.array(path, v+1)
		return
	}
	if strings.HasPrefix(line[v:], `"""`) || strings.HasPrefix(line[v:], `'''`) {
		s.skipMultiline(line[v:v+3], v+3)
	}
}

// array records the position of each element of an array value, which may
// span several lines.
func (s *scanner) array(path string, at int) {
	depth, n := 1, 0
	elementStarted := false
	mark := func(at int) {
		if depth == 1 && !elementStarted {
			if n < maxMarkedElements {
				s.mark(path+"["+strconv.Itoa(n)+"]", at)
			}
			elementStarted = true
		}
	}
	for {
		line := s.lines[s.i]
		for at < len(line) {
			c := line[at]
			switch {
			case c == '#':
				at = len(line)
				continue
			case c == '"' || c == '\'':
				mark(at)
				at = skipString(line, at)
				continue
			case c == '[' || c == '{':
				mark(at)
				depth++
			case c == ']' || c == '}':
				depth--
				if depth == 0 {
					return
				}
			case c == ',':
				if depth == 1 {
					n++
					elementStarted = false
				}
			case c == ' ' || c == '\t' || c == '\r':
			default:
				mark(at)
			}
			at++
		}
		if s.i+1 >= len(s.lines) {
			return
		}
		s.i++
		at = 0
	}
}

// skipString returns the offset just past the string starting at line[at].
func skipString(line string, at int) int {
	q := line[at]
	for i := at + 1; i < len(line); i++ {
		if q == '"' && line[i] == '\\' {
			i++
			continue
		}
		if line[i] == q {
			return i + 1
		}
	}
	return len(line)
}

func (s *scanner) skipMultiline(delim string, at int) {
	if strings.Contains(s.lines[s.i][at:], delim) {
		return
	}
	for s.i+1 < len(s.lines) {
		s.i++
		if strings.Contains(s.lines[s.i], delim) {
			return
		}
	}
}
