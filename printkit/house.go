package printkit

import (
	"strconv"
	"strings"
)

// House is which values of a ruleset file are marked « # [HOUSE] »: the
// defaults Estafette chose where the published text is not available
// (docs/rulesets.md). The mark is a comment, which the loader drops, so
// it is read here from the file's text.
type House struct {
	marks map[string]bool
}

// HouseMarks reads the [HOUSE] marks of a ruleset file's text: each line
// « key = value # … [HOUSE] … » marks that key, in the table it stands in.
// An element of an array of tables is known by its key (or its rank, for
// a [[leader]]) and by its index; a line it does not understand is
// skipped, so any text gives some marks and never an error.
func HouseMarks(src []byte) House {
	h := House{marks: map[string]bool{}}
	section, index := "", 0
	counts := map[string]int{}
	var fields []string // the current table's marked keys
	ident := ""
	flush := func() {
		for _, f := range fields {
			h.marks[section+"|#"+strconv.Itoa(index)+"|"+f] = true
			if ident != "" {
				h.marks[section+"|"+ident+"|"+f] = true
			}
		}
		fields, ident = nil, ""
	}
	for _, line := range strings.Split(string(src), "\n") {
		code, comment := splitComment(strings.TrimSpace(line))
		switch {
		case strings.HasPrefix(code, "[["):
			flush()
			section = strings.TrimSpace(strings.Trim(code, "[]"))
			index = counts[section]
			counts[section]++
		case strings.HasPrefix(code, "["):
			flush()
			section, index = strings.TrimSpace(strings.Trim(code, "[]")), 0
		default:
			key, val, ok := strings.Cut(code, "=")
			if !ok {
				continue
			}
			key = strings.TrimSpace(key)
			if key == "key" || (key == "rank" && ident == "") {
				ident = strings.Trim(strings.TrimSpace(val), `"'`)
			}
			if strings.Contains(comment, "[HOUSE]") {
				fields = append(fields, key)
			}
		}
	}
	flush()
	return h
}

// splitComment cuts a line at its first « # » outside a quoted string.
func splitComment(line string) (code, comment string) {
	var quote byte
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case quote == '"' && c == '\\':
			i++
		case quote != 0 && c == quote:
			quote = 0
		case quote == 0 && (c == '"' || c == '\''):
			quote = c
		case quote == 0 && c == '#':
			return strings.TrimSpace(line[:i]), line[i+1:]
		}
	}
	return line, ""
}

// Marked reports whether field of the table section is marked [HOUSE];
// item names an element of an array of tables by its key, its rank or
// "#index", and is "" for a plain table such as "combat".
func (h House) Marked(section, item, field string) bool {
	if item == "" {
		item = "#0"
	}
	return h.marks[section+"|"+item+"|"+field]
}

// Count is how many values are marked.
func (h House) Count() int {
	n := 0
	for k := range h.marks {
		if strings.Contains(k, "|#") {
			n++
		}
	}
	return n
}
