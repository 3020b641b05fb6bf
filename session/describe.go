package session

import (
	"strings"

	"estafette/i18n"
)

// EntryLine says a game of the library in one line: title, when (the
// date and time in full, before what a narrow list may cut), where it
// stands, who commands each army and what kind of file: what Ctrl+O
// lists, from the header alone.
func EntryLine(l i18n.Lang, e Entry) string {
	return e.Title() + " · " + e.Date.Format(i18n.T(l, "start.date")) + " · " + EntryDetail(l, e)
}

// EntryDetail is EntryLine without the title and the date: where the
// game stands, who commands each army, what kind of file.
func EntryDetail(l i18n.Lang, e Entry) string {
	if e.Err != nil {
		return i18n.Tf(l, "library.broken", firstLine(e.Err.Error()))
	}
	parts := []string{EntryStanding(l, e)}
	switch {
	case e.Kind == Saved:
		parts = append(parts, i18n.T(l, "library.saved"))
	case e.Kind == Legacy:
		parts = append(parts, i18n.T(l, "library.legacy"))
	case e.IsCopy():
		parts = append(parts, i18n.T(l, "library.copyof"))
	case !e.Meta.Over:
		parts = append(parts, i18n.T(l, "library.autosave"))
	}
	return strings.Join(parts, " · ")
}

// EntryStanding is where the game stands and who commands each army:
// what the list says of a file whose kind its row says already.
func EntryStanding(l i18n.Lang, e Entry) string {
	if e.Err != nil {
		return i18n.Tf(l, "library.broken", firstLine(e.Err.Error()))
	}
	var parts []string
	switch {
	case !e.Meta.HasState:
		parts = append(parts, i18n.T(l, "library.unknown"))
	case e.Meta.Over:
		parts = append(parts, i18n.Tf(l, "library.over", e.Meta.Turn))
	default:
		parts = append(parts, i18n.Tf(l, "library.turn", e.Meta.Turn, e.Meta.ArmyNamed(e.Meta.Army)))
	}
	parts = append(parts, Commanders(l, e))
	return strings.Join(parts, " · ")
}

// Commanders says who commands each army of a listed game: the
// computer's armies, or "two people".
func Commanders(l i18n.Lang, e Entry) string {
	var cpu []string
	for _, army := range SortedKeys(e.Players) {
		if e.Players[army] != Human {
			cpu = append(cpu, i18n.Tf(l, "library.computer", e.Meta.ArmyNamed(army))+" ("+strings.TrimPrefix(e.Players[army], "ai:")+")")
		}
	}
	if len(cpu) == 0 {
		return i18n.T(l, "library.people")
	}
	return strings.Join(cpu, ", ")
}
