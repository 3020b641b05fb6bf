package i18n

// The game library's texts (package session, docs/games.md): the games
// listed at the start screen and by Ctrl+O, and what the table says of a
// game's identity. They join the catalog.
var libraryTexts = map[string]entry{
	"library.copy":       {"Cette partie est ouverte dans une autre fenêtre : vous jouez une copie, gardée à part (%s n'est pas modifié)", "This game is open in another window: you play a copy, kept apart (%s is not changed)"},
	"library.pruned":     {"Bibliothèque pleine : la partie terminée « %s » du %s a été retirée", "Library full: the finished game “%s” of %s was removed"},
	"library.unreadable": {"Une sauvegarde automatique d'une version précédente ne se charge pas, elle reste telle quelle : %s (%s)", "An autosave of an earlier version does not load and stays as it is: %s (%s)"},
	"library.turn":       {"tour %d, %s joue", "turn %d, %s to play"},
	"library.over":       {"tour %d, terminée", "turn %d, over"},
	"library.unknown":    {"ancienne sauvegarde", "older save"},
	"library.autosave":   {"en cours", "in progress"},
	"library.saved":      {"enregistrée (Ctrl+S)", "saved (Ctrl+S)"},
	"library.copyof":     {"copie d'une autre fenêtre", "another window's copy"},
	// A game's files folded under its row (docs/games.md "The list").
	"library.under.save":   {"%d enregistrement", "%d save"},
	"library.under.saves":  {"%d enregistrements", "%d saves"},
	"library.under.copy1":  {"%d copie", "%d copy"},
	"library.under.copy1s": {"%d copies", "%d copies"},
	"library.under.tip":    {"Cliquez pour montrer ou cacher les enregistrements (Ctrl+S) de cette partie et les copies qu'une seconde fenêtre en a faites.", "Click to show or hide this game's saves (Ctrl+S) and the copies a second window made of it."},
	"library.under.saved":  {"%s · enregistrée (Ctrl+S)", "%s · saved (Ctrl+S)"},
	"library.under.copy":   {"%s · copie (seconde fenêtre)", "%s · copy (second window)"},
	"library.under.game":   {"%s · partie", "%s · game"},
	"library.legacy":       {"ancienne sauvegarde automatique", "older autosave"},
	"library.computer":     {"%s : ordinateur", "%s: computer"},
	"library.people":       {"à deux", "two people"},
	"library.broken":       {"illisible : %s", "unreadable: %s"},
	"library.delete":       {"Supprimer", "Delete"},
	"library.delete.ask":   {"Supprimer « %s » ? La partie sera perdue.", "Delete “%s”? The game will be lost."},
	"library.deleted":      {"Supprimé : %s", "Deleted: %s"},
	"library.delete.yes":   {"Oui, supprimer", "Yes, delete"},
	"library.delete.no":    {"Non", "No"},
}

func init() {
	for k, e := range libraryTexts {
		catalog[k] = e
	}
}
