package editor

import (
	"slices"
	"strconv"
	"strings"
	"unicode"

	"estafette/game/editor/model"
)

// The inspector (the selected piece) and the settings (the scenario, the
// board, the armies) are fields. A field is typed in (text and numbers),
// cycled through its values (rank, quality, edge, ruleset…) or toggled;
// numbers also have − and + steppers. Every change is an editor.Change,
// checked like any other edit, so a refused value leaves the scenario as
// it was and the status line gives the scenario rules' reason.

type fieldKind int

const (
	fieldText   fieldKind = iota // free text
	fieldInt                     // a whole number
	fieldOptInt                  // a whole number, or empty for the default
	fieldCycle                   // a click moves to the next accepted value
	fieldToggle                  // a click switches it
)

// field is one editable value. Its id is "f:" + what it edits.
type field struct {
	id    string
	kind  fieldKind
	label string // editor text key
	tip   string // editor text key, or ""
	value string // as shown
	text  string // what typing starts from
	set   func(text string) error
	next  func() error // cycle and toggle
	step  bool         // shows − and + (numbers)
}

// fieldEdit is the field being typed in.
type fieldEdit struct {
	id   string
	text []rune
	all  bool // Ctrl+A: the whole text is selected, and typing replaces it
}

// Editing returns the id and the text of the field being typed in.
func (c *Controller) Editing() (id, text string, ok bool) {
	if c.field == nil {
		return "", "", false
	}
	return c.field.id, string(c.field.text), true
}

// SelectAll selects the whole text of the field being typed in (Ctrl+A):
// what is typed next replaces it, Backspace empties the field.
func (c *Controller) SelectAll() {
	if c.field != nil && len(c.field.text) > 0 && !c.field.all {
		c.field.all = true
		c.changed()
	}
}

// AllSelected reports the whole text of the field being typed in
// selected.
func (c *Controller) AllSelected() bool { return c.field != nil && c.field.all }

// BeginField starts typing in a text or number field (a click on it).
func (c *Controller) BeginField(id string) {
	f := c.fieldByID(id)
	if f == nil || (f.kind != fieldText && f.kind != fieldInt && f.kind != fieldOptInt) {
		return
	}
	c.commitField()
	c.field = &fieldEdit{id: id, text: []rune(f.text)}
	c.changed()
}

// TypeText adds typed characters to the field being edited.
func (c *Controller) TypeText(s string) {
	if c.field == nil {
		return
	}
	for _, r := range s {
		if unicode.IsPrint(r) {
			if c.field.all {
				c.field.text, c.field.all = c.field.text[:0], false
			}
			c.field.text = append(c.field.text, r)
		}
	}
	c.changed()
}

// Backspace deletes the last character of the field being edited.
func (c *Controller) Backspace() {
	if c.field == nil || len(c.field.text) == 0 {
		return
	}
	if c.field.all {
		c.field.text, c.field.all = c.field.text[:0], false
		c.changed()
		return
	}
	c.field.text = c.field.text[:len(c.field.text)-1]
	c.changed()
}

// CancelField stops typing and leaves the value as it was (Esc).
func (c *Controller) CancelField() {
	if c.field != nil {
		c.field = nil
		c.changed()
	}
}

// CommitField applies the text typed in (Enter, or a click elsewhere). A
// refused value is not kept; the status line says why.
func (c *Controller) CommitField() error { return c.commitField() }

func (c *Controller) commitField() error {
	fe := c.field
	if fe == nil {
		return nil
	}
	c.field = nil
	c.changed()
	f := c.fieldByID(fe.id)
	if f == nil || f.set == nil {
		return nil
	}
	text := strings.TrimSpace(string(fe.text))
	if text == f.text {
		return nil
	}
	if err := f.set(text); err != nil {
		c.refuse(err)
		return err
	}
	c.changed()
	return nil
}

// clickField handles a click on a field or on its stepper ("f:…:-",
// "f:…:+").
func (c *Controller) clickField(id string) {
	base, dir := id, 0
	switch {
	case strings.HasSuffix(id, ":-"):
		base, dir = strings.TrimSuffix(id, ":-"), -1
	case strings.HasSuffix(id, ":+"):
		base, dir = strings.TrimSuffix(id, ":+"), 1
	}
	f := c.fieldByID(base)
	if f == nil {
		return
	}
	if dir != 0 {
		c.commitField()
		n, err := strconv.Atoi(f.text)
		if err != nil {
			n = 0
		}
		if err := f.set(strconv.Itoa(max(0, n+dir))); err != nil {
			c.refuse(err)
		}
		c.changed()
		return
	}
	switch f.kind {
	case fieldCycle, fieldToggle:
		c.commitField()
		if err := f.next(); err != nil {
			c.refuse(err)
		}
		c.changed()
	default:
		if c.field != nil && c.field.id == base {
			return
		}
		c.BeginField(base)
	}
}

// fieldByID finds a field among those the panel shows now.
func (c *Controller) fieldByID(id string) *field {
	for _, f := range c.fields() {
		if f.id == id {
			return &f
		}
	}
	return nil
}

// fields lists every field of the current page: the selected piece's,
// the board's (terrain tab), the scenario's and the armies' (settings).
func (c *Controller) fields() []field {
	var fs []field
	if len(c.sel) == 1 {
		fs = append(fs, c.pieceFields(c.sel[0])...)
	}
	fs = append(fs, c.boardFields()...)
	fs = append(fs, c.scenarioFields()...)
	for i := range c.ed.Scenario.Armies {
		fs = append(fs, c.armyFields(i)...)
	}
	fs = append(fs, c.victoryFields()...)
	return fs
}

func (c *Controller) number(key, text string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(text))
	if err != nil {
		return 0, &model.Refusal{Message: say(c.Lang, "not.number", say(c.Lang, key))}
	}
	return n, nil
}

// optNumber reads an optional number: empty is the default (nil).
func (c *Controller) optNumber(key, text string) (*int, error) {
	if strings.TrimSpace(text) == "" {
		return nil, nil
	}
	n, err := c.number(key, text)
	if err != nil {
		return nil, err
	}
	return &n, nil
}

func optText(p *int) string {
	if p == nil {
		return ""
	}
	return strconv.Itoa(*p)
}

// cycle tries the values after cur in turn and keeps the first the
// scenario rules accept; when none is, the first refusal is the answer.
func cycle[T comparable](values []T, cur T, try func(T) error) error {
	i := slices.Index(values, cur)
	var first error
	for k := 1; k < len(values); k++ {
		err := try(values[(i+k+len(values))%len(values)])
		if err == nil {
			return nil
		}
		if first == nil {
			first = err
		}
	}
	return first
}

func (c *Controller) yesNo(b bool) string {
	if b {
		return say(c.Lang, "yes")
	}
	return say(c.Lang, "no")
}
