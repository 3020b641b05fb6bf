package scenarios

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode"

	"github.com/BurntSushi/toml"
)

// The decoder's commonest complaints, said in the loader's words: what
// was expected, without the decoder's vocabulary ("top-level item",
// "delimiter").
var plainPrefixes = []struct{ decoder, plain string }{
	{"expected a top-level item to end with a newline, comment, or EOF", "expected newline"},
	{"expected '.' or ']' to end table name", "expected ']' to close table name"},
	{"expected end of table array name delimiter ']'", "expected ']]' to close the [[table]] name"},
	{"expected '.' or '='", "expected '=' after the key"},
	{"expected value but found", "expected a value but got"},
	{"expected a comma (',') or array terminator (']')", "expected ',' or ']' in the array"},
	{"expected a comma or an inline table terminator '}'", "expected ',' or '}' in the inline table"},
}

// gotRune is "but got 'x' instead" or "but got U+0078 instead" at the end
// of a decoder's message: the character it did not expect, in Go's quotes.
var gotRune = regexp.MustCompile(`,? but (?:got|found) ('(?:[^'\\]|\\[^']+)'|U\+[0-9A-F]+)( instead)?$`)

// definedTwice is the decoder's "Key 'a.b' has already been defined."
var definedTwice = regexp.MustCompile(`^Key '(.*)' has already been defined\.$`)

// plainMessage turns the decoder's message into the loader's: the
// commonest ones reworded, and the unexpected character named by its
// code point as well as shown, since a tab, a line break or a look-alike
// letter is otherwise invisible in a terminal.
func plainMessage(m string) string {
	got := ""
	if loc := gotRune.FindStringSubmatchIndex(m); loc != nil {
		got = describeRune(m[loc[2]:loc[3]])
		m = m[:loc[0]]
	}
	if k := definedTwice.FindStringSubmatch(m); k != nil {
		m = "the key " + k[1] + " is defined twice"
	}
	for _, p := range plainPrefixes {
		if strings.HasPrefix(m, p.decoder) {
			m = p.plain + strings.TrimPrefix(m, p.decoder)
			break
		}
	}
	if strings.HasPrefix(m, "Invalid ") {
		m = "invalid " + strings.TrimPrefix(m, "Invalid ")
	}
	if got == "" {
		return m
	}
	if strings.HasSuffix(m, " but got") {
		return m + " " + got
	}
	return m + " but got " + got
}

// describeRune names a character the decoder quoted, as U+0078 'x', or
// U+000A (end of line) for one that shows as nothing.
func describeRune(quoted string) string {
	if strings.HasPrefix(quoted, "U+") {
		return quoted
	}
	s, err := strconv.Unquote(quoted)
	if err != nil || s == "" {
		return quoted
	}
	r := []rune(s)[0]
	switch {
	case r == '\n':
		return "U+000A (end of line)"
	case r == '\r':
		return "U+000D (carriage return)"
	case r == '\t':
		return "U+0009 (tab)"
	case unicode.IsPrint(r):
		return fmt.Sprintf("%U '%c'", r, r)
	default:
		return fmt.Sprintf("%U", r)
	}
}

// errorOffset is the byte offset of what the decoder found wrong. Its
// position spans the token it was reading; when it names the character it
// did not expect, that character ends the span.
func errorOffset(pe toml.ParseError) int {
	p := pe.Position
	if p.Len > 1 && gotRune.MatchString(pe.Message) {
		return p.Start + p.Len - 1
	}
	return p.Start
}
