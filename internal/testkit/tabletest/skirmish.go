package tabletest

import (
	"strings"
	"testing"
	"time"

	"estafette/game/control"
	"estafette/rules"
	"estafette/scenarios"
)

// skirmish is a small Alexandre et Bayard battle for the choices made on
// the board (issue 38): Bayard stands with the French pikemen F1, face
// to face with Steiner's Swiss S1; Francis I may activate all five French
// units; Desserrer ou resserrer en masse is played.
const skirmish = `title = "Escarmouche"
ruleset = "alexandre-bayard"
first = "fr"
seed = 1
optional_rules = ["desserrer-en-masse"]

[board]
columns = 14
rows = 10

[[board.area]]
terrain = "woods"
hexes = ["7,4", "8,4"]

[[army]]
id = "fr"
name = "Français"
edge = "south"
command_level = 5
order_points = 20
units_per_activation = 5

  [[army.leader]]
  id = "FRA"
  name = "François Ier"
  rank = "commander"
  hex = "7,9"

  [[army.leader]]
  id = "BAY"
  name = "Bayard"
  rank = "officer"
  hex = "7,6"

  [[army.unit]]
  id = "F1"
  name = "Piquiers"
  profile = "infantry-heavy"
  elements = 4
  hex = "7,6"

  [[army.unit]]
  id = "F2"
  name = "Arbalétriers"
  profile = "infantry-light"
  elements = 3
  hex = "5,8"

  [[army.unit]]
  id = "F3"
  name = "Arquebusiers"
  profile = "infantry-light"
  elements = 3
  hex = "6,8"

  [[army.unit]]
  id = "F4"
  name = "Lansquenets"
  profile = "infantry-heavy"
  elements = 4
  hex = "8,8"

  [[army.unit]]
  id = "F5"
  name = "Aventuriers"
  profile = "infantry-light"
  elements = 3
  hex = "9,8"

[[army]]
id = "ch"
name = "Suisses"
edge = "north"
command_level = 5
order_points = 20

  [[army.leader]]
  id = "SCH"
  name = "Schiner"
  rank = "commander"
  hex = "3,1"

  [[army.leader]]
  id = "STE"
  name = "Steiner"
  rank = "officer"
  hex = "7,5"

  [[army.unit]]
  id = "S1"
  name = "Piquiers suisses"
  profile = "infantry-heavy"
  elements = 4
  hex = "7,5"

  [[army.unit]]
  id = "S2"
  name = "Hallebardiers"
  profile = "infantry-heavy"
  elements = 4
  hex = "12,2"
`

// Skirmish starts the skirmish with a fixed clock and plays the record
// lines given, separated by ";".
func Skirmish(t testing.TB, lines string) *control.Controller {
	t.Helper()
	sc, rs, err := scenarios.LoadScenario("skirmish.toml", []byte(skirmish))
	if err != nil {
		t.Fatal(err)
	}
	c := control.NewController("skirmish.toml", []byte(skirmish), sc, rs, 0)
	c.Session().Now = func() time.Time { return Start }
	for _, l := range strings.Split(lines, ";") {
		if l = strings.TrimSpace(l); l == "" {
			continue
		}
		rec, err := rules.ParseRecord(l)
		if err != nil || len(rec.Lines) != 1 || rec.Lines[0].Err != nil {
			t.Fatalf("%q is not a record line: %v", l, err)
		}
		if !c.Apply(rec.Lines[0].Action) {
			t.Fatalf("%s: %s", l, c.StatusText())
		}
	}
	c.DismissBanner()
	return c
}
