package control

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

// field is one editable value. Its key says what it edits ("s.turns");
// its entry is Field{Key: key}.
type field struct {
	key   string
	kind  fieldKind
	label string // editor text key
	tip   string // editor text key, or ""
	value string // as shown
	text  string // what typing starts from
	set   func(text string) error
	next  func() error // cycle and toggle
	step  bool         // shows − and + (numbers)
}

// FieldView is a field as the panel shows it, in the interface
// language: its entry is Field{Key: Key}, and with Step its stepper's
// Field{Key: Key, Step: -1} and Field{Key: Key, Step: 1}.
type FieldView struct {
	Key   string
	Label string
	Tip   string // "" for none
	Value string // as shown (Editing gives the text being typed)
	Cycle bool   // a click moves to the next accepted value
	Step  bool   // shows − and + (numbers)
}

// views are fields as the panel shows them.
func (c *Controller) views(fs []field) []FieldView {
	out := make([]FieldView, len(fs))
	for i, f := range fs {
		out[i] = FieldView{Key: f.key, Label: say(c.Lang, f.label), Value: f.value, Cycle: f.kind == fieldCycle, Step: f.step}
		if f.tip != "" {
			out[i].Tip = say(c.Lang, f.tip)
		}
	}
	return out
}

// BoardFields are the terrain tab's fields: the board's columns, rows
// and default terrain.
func (c *Controller) BoardFields() []FieldView { return c.views(c.boardFields()) }

// ScenarioFields are the settings tab's fields of the scenario: title,
// ruleset, turns, who moves first, the descriptions, the dice's seed.
func (c *Controller) ScenarioFields() []FieldView { return c.views(c.scenarioFields()) }

// ArmyFields are the settings tab's fields of army i.
func (c *Controller) ArmyFields(i int) []FieldView { return c.views(c.armyFields(i)) }

// VictoryFields are the settings tab's victory fields (VictoryKey), the
// Balance's toggle among them.
func (c *Controller) VictoryFields() []FieldView { return c.views(c.victoryFields()) }

// PieceFields are the inspector's fields of a piece (PieceID, PieceName…),
// none for a piece the scenario has not.
func (c *Controller) PieceFields(id string) []FieldView { return c.views(c.pieceFields(id)) }

// fieldEdit is the field being typed in.
type fieldEdit struct {
	key  string
	text []rune
	all  bool // Ctrl+A: the whole text is selected, and typing replaces it
}

// Editing returns the field being typed in and its text.
func (c *Controller) Editing() (f Field, text string, ok bool) {
	if c.field == nil {
		return Field{}, "", false
	}
	return Field{Key: c.field.key}, string(c.field.text), true
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
func (c *Controller) BeginField(e Field) {
	f := c.fieldOf(e.Key)
	if f == nil || (f.kind != fieldText && f.kind != fieldInt && f.kind != fieldOptInt) {
		return
	}
	c.commitField()
	c.field = &fieldEdit{key: e.Key, text: []rune(f.text)}
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
	f := c.fieldOf(fe.key)
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

// clickField handles a click on a field or on its stepper (Step −1 or
// +1).
func (c *Controller) clickField(e Field) {
	dir := max(-1, min(1, e.Step))
	f := c.fieldOf(e.Key)
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
		if c.field != nil && c.field.key == e.Key {
			return
		}
		c.BeginField(Field{Key: e.Key})
	}
}

// fieldOf finds the field of a key among those the panel can show now.
func (c *Controller) fieldOf(key string) *field {
	for _, p := range c.fieldPages() {
		for _, f := range p.fields {
			if f.key == key {
				return &f
			}
		}
	}
	return nil
}

// fieldPage is the fields a tab shows.
type fieldPage struct {
	tab    Tab
	fields []field
}

// fieldPages lists every field the panel can show now, by the tab that
// shows it: the selected piece's (pieces), the board's (terrain), the
// scenario's, the armies' and the victory's (settings).
func (c *Controller) fieldPages() []fieldPage {
	var pieces, settings []field
	if len(c.sel) == 1 {
		pieces = c.pieceFields(c.sel[0])
	}
	settings = c.scenarioFields()
	for i := range c.ed.Scenario.Armies {
		settings = append(settings, c.armyFields(i)...)
	}
	settings = append(settings, c.victoryFields()...)
	return []fieldPage{{TabPieces, pieces}, {TabTerrain, c.boardFields()}, {TabSettings, settings}}
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
