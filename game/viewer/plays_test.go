package viewer

import (
	"testing"

	"estafette/lessons"
)

// gesture is one thing a player does on a lesson's waiting step: a click
// on a piece, a hex or a panel entry (panel:ID), with shift+ for
// Shift+click; key:space or key:enter; or hover: to read a greyed entry's
// tooltip. rule is the refusal it must get ("lesson": the lesson's own,
// a legal action that is not its), tip what the tooltip must name.
type gesture struct {
	place, rule, tip string
}

// lessonPlays are the gestures of each shipped lesson's waiting steps,
// in order, the wrong tries the captions invite included: the last
// gesture of a step plays the lesson's action.
var lessonPlays = map[string][][]gesture{
	"command": {
		{{place: "HIP"}, {place: "CAV", rule: "lesson"}, {place: "G3"}},
		{{place: "HIP"}, {place: "PSI", rule: "CMD.RADIUS"}, {place: "CAV"}},
		{{place: "LAC"}, {place: "shift+ALC"}},
	},
	"orders": {
		{{place: "HIP"}, {place: "panel:order:gueulante"}},
		{{place: "G2"}, {place: "panel:order:marche-forcee"}},
		{{place: "G3"}, {place: "hover:panel:order:marche-forcee", tip: "ORD.ONE_MANEUVER"}, {place: "G2"}, {place: "6,6"}},
		{{place: "HIP"}, {place: "hover:panel:order:gueulante", tip: "ORD.POINTS"}, {place: "G2"}},
	},
	"combat": {
		{{place: "G3"}, {place: "8,5", rule: "MOV.ALLOWANCE"}, {place: "8,7"}},
		{{place: "CAV"}, {place: "PSB"}},
		{{place: "key:space"}},
	},
	"fire": {
		{{place: "hover:panel:orders:refused", tip: "ORD.POINTS"}, {place: "panel:order:defense"}},
		{{place: "PEL"}, {place: "THS", rule: "CBT.RANGE"}, {place: "TAN"}},
		{{place: "key:space"}},
	},
	"retreats": {
		{{place: "ALC"}, {place: "panel:act:1"}},
		{{place: "panel:act:0"}},
		{{place: "CAV"}, {place: "PSB"}},
		{{place: "panel:order:retraite"}, {place: "9,8", rule: "MOV.ALLOWANCE"}, {place: "9,7"}},
		{{place: "CAV"}, {place: "hover:panel:order:ralliement", tip: "ORD.POINTS"}, {place: "7,7"}},
		{{place: "CAV", rule: "MOV.ONCE"}, {place: "panel:order:ralliement"}},
	},
}

// lessonGame reads a shipped lesson as the shell does.
func lessonGame(t testing.TB, key string) *Game {
	t.Helper()
	l, ok := lessons.Find(key)
	if !ok {
		t.Fatalf("no lesson %q", key)
	}
	data, err := l.Record()
	if err != nil {
		t.Fatal(err)
	}
	return gameOf(t, l.Scenario, "lessons/"+l.File, string(data))
}
