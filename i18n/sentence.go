package i18n

import (
	"fmt"
	"reflect"
	"strings"
)

// Sentence renders a rules sentence (a rules.Violation's Format and Args,
// or what a rules.Event's Sentence returns) in language l. English is the
// rules' own sentence: text, or the format filled in when text is "".
// French comes from rulesFR keyed by the English format, and each
// argument is translated by what it says it is:
//   - a phrase of the rules (it has Sentence, as rules.Phrase) by its own
//     format, the same way;
//   - a list (it has Items, as rules.List) item by item, between commas;
//   - a term of the ruleset (it has French, as rules.Term) by its French;
//   - a word of a named string type (a phase, an edge, a troop type) from
//     argWords;
//   - anything else (piece and army names, numbers, hexes) as it is.
//
// A format missing from rulesFR falls back to the English. Nothing is
// translated by reading the English back.
func Sentence(l Lang, format string, args []any, text string) string {
	if l == FR {
		if fr, ok := rulesFR[format]; ok {
			return fmt.Sprintf(fr, frenchArgs(args)...)
		}
	}
	if text == "" {
		return fmt.Sprintf(format, args...)
	}
	return text
}

// The shapes of the rules' sentence parts, as package i18n sees them
// without importing the rules.
type (
	phrasal interface {
		Sentence() (format string, args []any)
	}
	listed interface{ Items() []any }
	termed interface{ French() string }
)

func frenchArgs(args []any) []any {
	out := make([]any, len(args))
	for i, a := range args {
		out[i] = frenchArg(a)
	}
	return out
}

// frenchArg translates one argument of a rules sentence.
func frenchArg(a any) any {
	switch x := a.(type) {
	case phrasal:
		f, args := x.Sentence()
		return Sentence(FR, f, args, "")
	case listed:
		items := x.Items()
		parts := make([]string, len(items))
		for i, it := range items {
			parts[i] = fmt.Sprint(frenchArg(it))
		}
		return strings.Join(parts, ", ")
	case termed:
		return x.French()
	}
	v := reflect.ValueOf(a)
	if v.IsValid() && v.Kind() == reflect.String && v.Type().PkgPath() != "" {
		if w, ok := argWords[v.String()]; ok {
			return w
		}
	}
	return a
}
