// Package lessons holds narrated records — game records whose `##` lines
// are captions the replay viewer shows over the board — and the lessons
// Estafette ships, embedded (docs/lessons.md). The record parser
// (rules.ParseRecord) reads every `#` line as a comment, so a narrated
// record replays like any other; the captions are read here, from the
// raw lines, and tied to the action lines they follow.
package lessons

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"estafette/i18n"
	"estafette/rules"
)

// Caption is one `##` line: a paragraph in one language ("fr", "en"), or
// in both ("").
type Caption struct {
	Lang i18n.Lang
	Text string
	Line int // 1-based line number in the record
}

// Narration is what a record's `##` lines say. Position p is the game
// after its first p actions: a caption belongs to the position of the
// last action line above it (0 before the first).
type Narration struct {
	// Title is the record's `##title` lines: the lesson's name.
	Title []Caption
	// At holds the captions of each position that has some.
	At map[int][]Caption
	// Do marks the positions where the player, not the record, plays the
	// next action (a `##do` line above that action's line).
	Do map[int]bool
	// Show holds the pieces each position's `##show` lines name: the
	// board rings them and shows a leader's command and influence zones,
	// so that it shows what the caption speaks of.
	Show map[int][]Shown
}

// Shown is a piece a `##show` line names, where the line names it.
type Shown struct {
	ID        string
	Line, Col int
}

// Error is a `##` line that does not read, at a 1-based line and column.
type Error struct {
	Line, Col int
	Msg       string
}

// Error is LINE:COL: message.
func (e *Error) Error() string { return fmt.Sprintf("%d:%d: %s", e.Line, e.Col, e.Msg) }

// Read reads the `##` lines of a record's text. rec is that text as
// rules.ParseRecord read it: its action lines give the positions. A line
// is a caption when its first characters other than blanks are `##`:
//
//	## TEXT          a paragraph in both languages
//	##fr TEXT        a paragraph in French (##en: in English)
//	##title [fr|en] TEXT   the lesson's title
//	##do             the player plays the next action line
//	##show ID ...    the board shows these pieces (a leader's zones)
//
// A `#` comment after an action, and a line starting with a single `#`,
// are comments and nothing more. An unknown tag (`##fe`) is an error,
// so that a typo does not silently drop a caption.
func Read(src string, rec *rules.Record) (*Narration, error) {
	n := &Narration{At: map[int][]Caption{}, Do: map[int]bool{}, Show: map[int][]Shown{}}
	pos, next := 0, 0 // position so far; next action line to pass
	doLine := 0       // the pending ##do's line, 0 when none
	src = strings.TrimPrefix(src, "\uFEFF")
	for i, raw := range strings.Split(src, "\n") {
		line := i + 1
		for next < len(rec.Lines) && rec.Lines[next].Line <= line {
			// An action line: the one a pending ##do announced.
			next++
			pos, doLine = next, 0
		}
		raw = strings.TrimSuffix(raw, "\r")
		body := strings.TrimLeft(raw, " \t")
		if !strings.HasPrefix(body, "##") {
			continue
		}
		col := utf8.RuneCountInString(raw[:len(raw)-len(body)]) + 1
		c, kind, err := readCaption(body[2:], line, col)
		if err != nil {
			return nil, err
		}
		switch kind {
		case "title":
			n.Title = append(n.Title, c)
		case "show":
			n.Show[pos] = append(n.Show[pos], shownIDs(raw, line)...)
		case "do":
			if doLine != 0 || n.Do[pos] {
				return nil, &Error{line, col, "a second ##do before the action line of the first"}
			}
			n.Do[pos], doLine = true, line
		default:
			n.At[pos] = append(n.At[pos], c)
		}
	}
	if doLine != 0 {
		return nil, &Error{doLine, 1, "##do: no action line follows it"}
	}
	return n, nil
}

// readCaption reads what follows `##`: its tag, its language and its
// text. kind is "title", "do" or "" for a caption.
func readCaption(s string, line, col int) (c Caption, kind string, err error) {
	c.Line = line
	if s != "" && s[0] != ' ' && s[0] != '\t' {
		end := strings.IndexAny(s, " \t")
		if end < 0 {
			end = len(s)
		}
		tag, rest := s[:end], s[end:]
		switch tag {
		case "fr", "en":
			c.Lang = i18n.Lang(tag)
		case "do":
			if strings.TrimSpace(rest) != "" {
				return c, "", &Error{line, col + 4, "##do takes no text: write the prompt as a caption above it"}
			}
			return c, "do", nil
		case "show":
			if strings.TrimSpace(rest) == "" {
				return c, "", &Error{line, col, "##show names the pieces to show: ##show HIP G3"}
			}
			return c, "show", nil
		case "title":
			kind = "title"
			w, after, _ := strings.Cut(strings.TrimLeft(rest, " \t"), " ")
			if w == "fr" || w == "en" {
				c.Lang, rest = i18n.Lang(w), after
			}
		default:
			return c, "", &Error{line, col + 2, fmt.Sprintf("unknown caption tag %q: write ## TEXT, ##fr, ##en, ##title, ##do or ##show", "##"+tag)}
		}
		s = rest
	}
	c.Text = strings.TrimSpace(s)
	if c.Text == "" {
		return c, "", &Error{line, col, "an empty caption"}
	}
	return c, kind, nil
}

// shownIDs are the ids a `##show` line names, each with its column.
func shownIDs(raw string, line int) []Shown {
	var out []Shown
	rest := raw[strings.Index(raw, "##show")+len("##show"):]
	col := utf8.RuneCountInString(raw[:len(raw)-len(rest)]) + 1
	for _, f := range strings.Fields(rest) {
		i := strings.Index(rest, f)
		col += utf8.RuneCountInString(rest[:i])
		out = append(out, Shown{ID: f, Line: line, Col: col})
		col += utf8.RuneCountInString(f)
		rest = rest[i+len(f):]
	}
	return out
}

// Captions returns the paragraphs position p shows in language l: those
// in l and those in both, in the record's order.
func (n *Narration) Captions(p int, l i18n.Lang) []string {
	return pick(n.At[p], l)
}

// TitleIn returns the title in language l, or "" when there is none.
func (n *Narration) TitleIn(l i18n.Lang) string {
	return strings.Join(pick(n.Title, l), " ")
}

func pick(cs []Caption, l i18n.Lang) []string {
	var out []string
	for _, c := range cs {
		if c.Lang == "" || c.Lang == l {
			out = append(out, c.Text)
		}
	}
	return out
}

// Positions lists the positions that have a caption, in order, up to n.
func (n *Narration) Positions(last int) []int {
	var out []int
	for p := 0; p <= last; p++ {
		if len(n.At[p]) > 0 || n.Do[p] {
			out = append(out, p)
		}
	}
	return out
}
