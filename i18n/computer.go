package i18n

// The table's texts for the computer opponent: who commands, what it is
// doing, its pace, pausing and skipping, and the refusals.
var computerTexts = map[string]entry{
	"computer.head":      {"L'ordinateur", "The computer"},
	"computer.commands":  {"%s : l'ordinateur (%s)", "%s: the computer (%s)"},
	"computer.thinking":  {"%s : l'ordinateur réfléchit…", "%s: the computer is thinking…"},
	"computer.playing":   {"%s : l'ordinateur joue", "%s: the computer is playing"},
	"computer.waiting":   {"%s : l'ordinateur attend (pause)", "%s: the computer waits (paused)"},
	"computer.pause":     {"Pause (P)", "Pause (P)"},
	"computer.resume":    {"Reprendre (P)", "Resume (P)"},
	"computer.skip":      {"Jouer la fin de son tour (N)", "Play the rest of its turn (N)"},
	"computer.skip.tip":  {"L'ordinateur joue le reste de son tour sans attendre", "The computer plays the rest of its turn without waiting"},
	"computer.pace.row":  {"Rythme : %s par action", "Pace: %s per action"},
	"computer.pace.tip":  {"Temps entre deux actions de l'ordinateur (Pg préc. : plus vite, Pg suiv. : plus lent)", "Time between two of the computer's actions (PgUp: quicker, PgDn: slower)"},
	"computer.slower":    {"plus lent", "slower"},
	"computer.quicker":   {"plus vite", "quicker"},
	"computer.pace":      {"Rythme de l'ordinateur : %s par action", "The computer's pace: %s per action"},
	"computer.paused":    {"L'ordinateur est en pause : P pour reprendre", "The computer is paused: P to resume"},
	"computer.resumed":   {"L'ordinateur reprend", "The computer plays on"},
	"computer.skip.none": {"Ce n'est pas à l'ordinateur de jouer", "It is not the computer's decision"},
	"computer.refuse":    {"%s : c'est à l'ordinateur de décider ; attendez son action (P : pause, N : fin de son tour)", "%s: the computer decides this; wait for its action (P: pause, N: the rest of its turn)"},
	"computer.failed":    {"L'ordinateur n'a pas pu jouer : %s (il est en pause)", "The computer could not play: %s (it is paused)"},
	"computer.reason":    {"  ordinateur : %s", "  computer: %s"},
	"undo.computer":      {"Annulé : %s, et les %d actions de l'ordinateur qui ont suivi", "Undone: %s, and the computer's %d actions after it"},
	"level.easy":         {"facile", "easy"},
	"level.normal":       {"normal", "normal"},
	"level.hard":         {"difficile", "hard"},
}

func init() {
	for k, e := range computerTexts {
		catalog[k] = e
	}
}
