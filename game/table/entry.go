package table

import (
	"strings"

	"estafette/i18n"
	"estafette/session"
)

// EntryLine says a game of the library in one line: title, where it
// stands, who commands each army, what kind of file, and when: what
// Ctrl+O lists, from the header alone.
func EntryLine(l i18n.Lang, e session.Entry) string {
	parts := []string{e.Title()}
	switch {
	case e.Err != nil:
		parts = append(parts, i18n.Tf(l, "library.broken", firstLine(e.Err.Error())))
	case !e.Meta.HasState:
		parts = append(parts, i18n.T(l, "library.unknown"))
	case e.Meta.Over:
		parts = append(parts, i18n.Tf(l, "library.over", e.Meta.Turn))
	default:
		parts = append(parts, i18n.Tf(l, "library.turn", e.Meta.Turn, e.Meta.ArmyNamed(e.Meta.Army)))
	}
	parts = append(parts, Commanders(l, e))
	switch e.Kind {
	case session.Saved:
		parts = append(parts, i18n.T(l, "library.saved"))
	case session.Legacy:
		parts = append(parts, i18n.T(l, "library.legacy"))
	default:
		parts = append(parts, i18n.T(l, "library.autosave"))
	}
	parts = append(parts, e.Date.Format(i18n.T(l, "start.date")))
	return strings.Join(parts, " · ")
}

// Commanders says who commands each army of a listed game: the
// computer's armies, or "two people".
func Commanders(l i18n.Lang, e session.Entry) string {
	var cpu []string
	for _, army := range session.SortedKeys(e.Players) {
		if e.Players[army] != session.Human {
			cpu = append(cpu, i18n.Tf(l, "library.computer", e.Meta.ArmyNamed(army))+" ("+strings.TrimPrefix(e.Players[army], "ai:")+")")
		}
	}
	if len(cpu) == 0 {
		return i18n.T(l, "library.people")
	}
	return strings.Join(cpu, ", ")
}
