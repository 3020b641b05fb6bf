package scenarios

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"sort"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/BurntSushi/toml"
)

// MaxFileSize bounds what the loaders read, so a hostile file is refused
// before it is parsed.
const MaxFileSize = 1 << 20

// maxErrors is how many problems a file's error list shows; a hostile
// file can have a hundred thousand, and the first ones say enough.
const maxErrors = 100

// doc is one TOML file being read into Go values. Every problem is
// collected, with its position, rather than stopping at the first.
type doc struct {
	file    string
	src     string    // the text, kept to find positions when there is an error
	pos     positions // nil until the first error needs a position
	errs    ErrorList
	dropped int             // problems beyond maxErrors, counted but not kept
	bad     map[string]bool // key paths that already have an error
}

// parse decodes src into a generic table. It returns nil when the file
// cannot be read as TOML at all; the reason is in d.errs.
func parse(file string, src []byte) (*doc, *table) {
	d := &doc{file: file, bad: map[string]bool{}}
	// Windows Notepad starts a UTF-8 file with a byte-order mark; TOML
	// allows it, and the positions count from the text after it.
	src = bytes.TrimPrefix(src, []byte("\ufeff"))
	if len(src) == 0 || strings.TrimSpace(string(src)) == "" {
		d.errs = append(d.errs, Error{File: file, Msg: "the file is empty"})
		return d, nil
	}
	if len(src) > MaxFileSize {
		d.errs = append(d.errs, Error{File: file, Msg: fmt.Sprintf("the file is %d bytes; the limit is %d", len(src), MaxFileSize)})
		return d, nil
	}
	if line, c, bad := binaryAt(src); bad {
		d.errs = append(d.errs, Error{File: file, Line: line, Col: c, Msg: "this is not a text file (a NUL byte or invalid UTF-8)"})
		return d, nil
	}
	text := string(src)
	if e := checkShape(file, text); e != nil {
		d.errs = append(d.errs, *e)
		return d, nil
	}
	var m map[string]any
	if _, err := toml.Decode(text, &m); err != nil {
		e := Error{File: file, Msg: "malformed TOML: " + strings.TrimPrefix(err.Error(), "toml: ")}
		var pe toml.ParseError
		if errors.As(err, &pe) {
			e.Msg = "malformed TOML: " + plainMessage(pe.Message)
			// The decoder's byte offset, counted again in lines and
			// letters (its own column counts bytes, and its line is one
			// too far when the mistake is a line's end).
			if off := errorOffset(pe); off >= 0 && off <= len(text) {
				e.Line, e.Col = lineCol(text, off)
			}
		}
		d.errs = append(d.errs, e)
		return d, nil
	}
	d.src = text
	return d, &table{d: d, m: m, used: map[string]bool{}}
}

// binaryAt finds the first NUL byte or invalid UTF-8 sequence.
func binaryAt(src []byte) (line, col int, bad bool) {
	line, col = 1, 1
	for i := 0; i < len(src); {
		r, size := utf8.DecodeRune(src[i:])
		if r == 0 || (r == utf8.RuneError && size <= 1) {
			return line, col, true
		}
		if r == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
		i += size
	}
	return 0, 0, false
}

// errorf records a problem with the value at path. Validation says
// nothing more about that path: one mistake gives one error.
func (d *doc) errorf(path, format string, args ...any) {
	d.bad[path] = true
	d.report(path, format, args...)
}

// report records a problem found at path (its position is that of path,
// or of its nearest ancestor in the file).
func (d *doc) report(path, format string, args ...any) {
	d.reportAt(path, path, format, args...)
}

// reportAt records a problem placed where path is, naming shown as its
// key path ("" when the message names the key itself).
func (d *doc) reportAt(path, shown, format string, args ...any) {
	if len(d.errs) >= maxErrors {
		d.dropped++
		return
	}
	e := Error{File: d.file, Path: shown, Msg: fmt.Sprintf(format, args...)}
	if d.pos == nil && d.src != "" {
		d.pos = indexPositions(d.src)
	}
	if p, ok := d.pos.lookup(path); ok {
		e.Line, e.Col = p.Line, p.Col
	}
	d.errs = append(d.errs, e)
}

// sorted returns the errors in file order; those without a line come last.
func (d *doc) sorted() ErrorList {
	out := append(ErrorList(nil), d.errs...)
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if (a.Line == 0) != (b.Line == 0) {
			return b.Line == 0
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
	if d.dropped > 0 {
		out = append(out, Error{File: d.file, Msg: fmt.Sprintf("and %d more problems (only the first %d are listed)", d.dropped, maxErrors)})
	}
	return out
}

// table is one TOML table; it remembers which keys were read so that the
// rest can be refused as unknown.
type table struct {
	d    *doc
	path string
	m    map[string]any
	used map[string]bool
}

func (t *table) child(key string) string { return keyPath(t.path, key) }

func (t *table) get(key string, required bool) (any, bool) {
	t.used[key] = true
	v, ok := t.m[key]
	if !ok && required {
		where := "at the top level"
		if t.path != "" {
			where = "in " + t.path
		}
		// Reported where the table is, but it is the key that is bad:
		// the table's other problems are still worth saying.
		t.d.bad[t.child(key)] = true
		t.d.report(t.path, "the required key %q is missing %s", key, where)
	}
	return v, ok
}

func typeName(v any) string {
	switch x := v.(type) {
	case string:
		return fmt.Sprintf("a string (%q)", x)
	case int64:
		return fmt.Sprintf("an integer (%d)", x)
	case float64:
		return fmt.Sprintf("a float (%v)", x)
	case bool:
		return fmt.Sprintf("a boolean (%v)", x)
	case map[string]any:
		return "a table"
	case []any:
		return "an array"
	case []map[string]any:
		return "an array of tables"
	case time.Time:
		return "a date or time"
	default:
		return fmt.Sprintf("a %T", v)
	}
}

func (t *table) str(key string, required bool) string {
	v, ok := t.get(key, required)
	if !ok {
		return ""
	}
	s, isStr := v.(string)
	if !isStr {
		t.d.errorf(t.child(key), "%s must be a string, not %s", key, typeName(v))
	}
	if c, bad := controlChar(s); bad {
		t.d.errorf(t.child(key), "%s contains the control character %U; text may hold tabs and line breaks, no other control characters", key, c)
	}
	return s
}

// controlChar finds a control character other than a tab or a line break
// (LF or CRLF): TOML lets "\u0000" and its like through in escapes, but
// no name or description needs them, and a terminal or a window shows them
// badly or not at all.
func controlChar(s string) (rune, bool) {
	for i, r := range s {
		switch {
		case r == '\t' || r == '\n':
		case r == '\r' && i+1 < len(s) && s[i+1] == '\n':
		case unicode.IsControl(r):
			return r, true
		}
	}
	return 0, false
}

func toInt(v any) (int, bool) {
	n, ok := v.(int64)
	if !ok || n > math.MaxInt32 || n < math.MinInt32 {
		return 0, false
	}
	return int(n), true
}

func (t *table) integer(key string, required bool) int {
	v, ok := t.get(key, required)
	if !ok {
		return 0
	}
	n, isInt := toInt(v)
	if !isInt {
		t.d.errorf(t.child(key), "%s must be an integer of reasonable size, not %s", key, typeName(v))
	}
	return n
}

func (t *table) optInt(key string) *int {
	if _, ok := t.m[key]; !ok {
		t.used[key] = true
		return nil
	}
	n := t.integer(key, false)
	return &n
}

func (t *table) boolean(key string) bool {
	v, ok := t.get(key, false)
	if !ok {
		return false
	}
	b, isBool := v.(bool)
	if !isBool {
		t.d.errorf(t.child(key), "%s must be true or false, not %s", key, typeName(v))
	}
	return b
}

func (t *table) strList(key string, required bool) []string {
	v, ok := t.get(key, required)
	if !ok {
		return nil
	}
	arr, isArr := v.([]any)
	if !isArr {
		t.d.errorf(t.child(key), "%s must be an array of strings, not %s", key, typeName(v))
		return nil
	}
	out := make([]string, 0, len(arr))
	for i, e := range arr {
		s, isStr := e.(string)
		if !isStr {
			t.d.errorf(elemPath(t.child(key), i), "element %d of %s must be a string, not %s", i+1, key, typeName(e))
			continue
		}
		if c, bad := controlChar(s); bad {
			t.d.errorf(elemPath(t.child(key), i), "element %d of %s contains the control character %U", i+1, key, c)
			continue
		}
		out = append(out, s)
	}
	return out
}

// intMap reads an inline table of integers in a span, such as a cost by
// troop type.
func (t *table) intMap(key string, sp span) map[string]int {
	sub := t.sub(key, false)
	if sub == nil {
		return nil
	}
	out := map[string]int{}
	for _, k := range sortedMapKeys(sub.m) {
		out[k] = ranged(sub, k, true, sp)
	}
	return out
}

func (t *table) sub(key string, required bool) *table {
	v, ok := t.get(key, required)
	if !ok {
		return nil
	}
	m, isMap := v.(map[string]any)
	if !isMap {
		t.d.errorf(t.child(key), "%s must be a table, not %s", key, typeName(v))
		return nil
	}
	return &table{d: t.d, path: t.child(key), m: m, used: map[string]bool{}}
}

// list reads an array of tables ([[key]]), refusing more than limit.
func (t *table) list(key string, required bool, limit int) []*table {
	v, ok := t.get(key, required)
	if !ok {
		return nil
	}
	arr, isArr := tables(v)
	if !isArr {
		t.d.errorf(t.child(key), "%s must be written as [[%s]] tables, not %s", key, headerName(t.child(key)), typeName(v))
		return nil
	}
	if len(arr) > limit {
		t.d.errorf(t.child(key), "%d [[%s]] tables; the limit is %d", len(arr), headerName(t.child(key)), limit)
		return nil
	}
	out := make([]*table, len(arr))
	for i, m := range arr {
		out[i] = &table{d: t.d, path: fmt.Sprintf("%s[%d]", t.child(key), i), m: m, used: map[string]bool{}}
	}
	return out
}

// tables is v as an array of tables: TOML's [[key]] tables, or an array
// of inline tables, which TOML reads alike (an empty array holds none).
func tables(v any) ([]map[string]any, bool) {
	if arr, isTables := v.([]map[string]any); isTables {
		return arr, true
	}
	arr, isArr := v.([]any)
	if !isArr {
		return nil, false
	}
	out := make([]map[string]any, len(arr))
	for i, e := range arr {
		m, isMap := e.(map[string]any)
		if !isMap {
			return nil, false
		}
		out[i] = m
	}
	return out, true
}

// finish refuses every key of the table that was not read.
func (t *table) finish() {
	for _, k := range sortedMapKeys(t.m) {
		if !t.used[k] {
			where := "at the top level"
			if t.path != "" {
				where = "in " + t.path
			}
			t.d.errorf(t.child(k), "unknown key %q %s", k, where)
		}
	}
}

func sortedMapKeys(m map[string]any) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// headerName is a table's name as its header writes it: "army[1].unit" is
// the [[army.unit]] of the second army.
func headerName(path string) string {
	var b strings.Builder
	depth := 0
	for _, r := range path {
		switch {
		case r == '[':
			depth++
		case r == ']':
			depth--
		case depth == 0:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// lineCol is the 1-based line and column (in characters) of byte offset
// off of src.
func lineCol(src string, off int) (int, int) {
	before := src[:off]
	lineStart := strings.LastIndexByte(before, '\n') + 1
	return strings.Count(before, "\n") + 1, utf8.RuneCountInString(before[lineStart:]) + 1
}
