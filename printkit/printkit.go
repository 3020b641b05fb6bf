// Package printkit lays out the club-night kit as PDF: a scenario's sheet
// for the real table (the map at a printable scale, each army's order of
// battle, the scenario's page) and a ruleset's quick-reference card. It
// reads everything from the rules.Scenario and rules.Ruleset values the
// engine plays with, so a club's edited ruleset prints as it plays; it
// never imports Ebiten, so the command line, the windows and the web page
// can all call it (docs/print.md).
package printkit

import (
	"fmt"
	"io"
	"strings"

	"estafette/i18n"
	"estafette/rules"
)

// Paper is a sheet size.
type Paper string

// The paper sizes the kit prints on.
const (
	A4     Paper = "a4"
	Letter Paper = "letter"
)

// ParsePaper reads a --paper value.
func ParsePaper(s string) (Paper, error) {
	switch p := Paper(strings.ToLower(s)); p {
	case A4, Letter:
		return p, nil
	}
	return "", fmt.Errorf("unknown paper %q: use a4 or letter", s)
}

// size is the paper's portrait width and height in millimetres.
func (p Paper) size() (w, h float64) {
	if p == Letter {
		return 215.9, 279.4
	}
	return 210, 297
}

// Options are what a print is made in: its language and its paper.
type Options struct {
	Lang  i18n.Lang // "" is French, the rules' own language
	Paper Paper     // "" is A4
}

func (o Options) normal() Options {
	if o.Lang != i18n.EN {
		o.Lang = i18n.FR
	}
	if o.Paper != Letter {
		o.Paper = A4
	}
	return o
}

// Printed is what a print made.
type Printed struct {
	Pages int // the number of pages written
	// Missing are the characters of the texts that the fonts lack, in
	// order: each is printed as a white square (□), as the windows draw
	// it, and the command line warns of them.
	Missing []rune
}

// Scenario writes the scenario's sheet to w as one PDF: the scenario's
// page (briefing, victory, [HOUSE] values in force, reinforcements), the
// map over as many pages as a readable scale needs, then each army's
// order of battle. rulesetSrc is the text of the ruleset file rs was read
// from, whose « # [HOUSE] » comments say which values are Estafette's
// reading; nil marks none. sc must have passed scenarios.LoadScenario.
func Scenario(w io.Writer, sc *rules.Scenario, rs *rules.Ruleset, rulesetSrc []byte, o Options) (Printed, error) {
	s, err := layoutScenario(sc, rs, rulesetSrc, o.normal())
	if err != nil {
		return Printed{}, err
	}
	return s.printed(), s.write(w)
}

// Card writes the ruleset's quick-reference card to w as one PDF, the
// sides of one sheet (docs/print.md). src is the ruleset file's text,
// for its [HOUSE] marks; nil marks none.
func Card(w io.Writer, rs *rules.Ruleset, src []byte, o Options) (Printed, error) {
	s, err := layoutCard(rs, src, o.normal())
	if err != nil {
		return Printed{}, err
	}
	return s.printed(), s.write(w)
}

// MissingList writes Printed.Missing for a warning: each character with
// its code point (U+95A2), at most ten, then how many more.
func MissingList(missing []rune) string {
	var parts []string
	for i, r := range missing {
		if i == 10 {
			parts = append(parts, fmt.Sprintf("+%d", len(missing)-i))
			break
		}
		parts = append(parts, fmt.Sprintf("%c (%U)", r, r))
	}
	return strings.Join(parts, ", ")
}

func layoutScenario(sc *rules.Scenario, rs *rules.Ruleset, src []byte, o Options) (*sheet, error) {
	if sc == nil || rs == nil {
		return nil, fmt.Errorf("printkit: no scenario or no ruleset")
	}
	s, err := newSheet(o, sc.Title)
	if err != nil {
		return nil, err
	}
	k := &kit{s: s, sc: sc, rs: rs, house: HouseMarks(src), l: o.Lang}
	k.scenarioPage()
	k.mapPages()
	for i := range sc.Armies {
		k.orderOfBattle(i)
	}
	return s, nil
}

// kit is one scenario's sheet being laid out.
type kit struct {
	s     *sheet
	sc    *rules.Scenario
	rs    *rules.Ruleset
	house House
	l     i18n.Lang
}

// t and tf are the interface's texts in the print's language.
func (k *kit) t(key string) string               { return i18n.T(k.l, key) }
func (k *kit) tf(key string, args ...any) string { return i18n.Tf(k.l, key, args...) }
