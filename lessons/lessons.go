package lessons

import (
	"embed"

	"estafette/i18n"
	"estafette/rules"
)

// The shipped lessons are narrated records of built-in scenarios, in
// this directory: `estafette view scenarios/tutorial.toml
// lessons/1-command.rec` opens one from a checkout, and the binary
// carries them (List).
//
//go:embed *.rec
var files embed.FS

// Lesson is a shipped lesson: a narrated record of a built-in scenario.
type Lesson struct {
	Key      string // how the command line names it: --lesson KEY
	Scenario string // the built-in scenario's name (scenarios.Builtin)
	File     string // the record's file name in this directory
}

// shipped are the lessons in the order they are meant to be taken.
var shipped = []Lesson{
	{Key: "command", Scenario: "tutorial", File: "1-command.rec"},
	{Key: "orders", Scenario: "tutorial", File: "2-orders.rec"},
	{Key: "combat", Scenario: "tutorial", File: "3-combat.rec"},
	{Key: "fire", Scenario: "tutorial", File: "4-fire.rec"},
	{Key: "retreats", Scenario: "tutorial", File: "5-retreats.rec"},
}

// List returns the shipped lessons, in order: what the start screen
// offers.
func List() []Lesson { return append([]Lesson(nil), shipped...) }

// Find returns the lesson of a key, or of its number from 1.
func Find(key string) (Lesson, bool) {
	for i, l := range shipped {
		if l.Key == key || key == string(rune('1'+i)) {
			return l, true
		}
	}
	return Lesson{}, false
}

// Record returns the lesson's record, as written.
func (l Lesson) Record() ([]byte, error) { return files.ReadFile(l.File) }

// Title returns the lesson's title (its ##title lines) in language lang.
func (l Lesson) Title(lang i18n.Lang) string {
	data, err := l.Record()
	if err != nil {
		return l.Key
	}
	src := string(data)
	rec, err := rules.ParseRecord(src)
	if err != nil {
		return l.Key
	}
	n, err := Read(src, rec)
	if err != nil || n.TitleIn(lang) == "" {
		return l.Key
	}
	return n.TitleIn(lang)
}
