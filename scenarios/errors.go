package scenarios

import (
	"fmt"
	"strings"
)

// Error is one problem in a file, with the position where it was found.
type Error struct {
	File string
	Line int    // 1-based; 0 when unknown
	Col  int    // 1-based; 0 when unknown
	Path string // the key path, e.g. "army[0].unit[2].hex"; may be empty
	Msg  string
}

func (e Error) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d", e.Line)
		if e.Col > 0 {
			fmt.Fprintf(&b, ":%d", e.Col)
		}
	}
	b.WriteString(": ")
	if e.Path != "" {
		b.WriteString(e.Path + ": ")
	}
	b.WriteString(e.Msg)
	return b.String()
}

// ErrorList is every problem found in one or more files, in file order.
type ErrorList []Error

func (l ErrorList) Error() string {
	parts := make([]string, len(l))
	for i, e := range l {
		parts[i] = e.Error()
	}
	return strings.Join(parts, "\n")
}
