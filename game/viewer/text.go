package viewer

import (
	"fmt"

	"estafette/i18n"
)

// texts are the viewer's own words, French then English; the words it
// shares with the table (phases, the turn line, the log's title) are
// i18n's. The Go fonts have ◄ ► ← → ↑ ↓ ■ but no ▶ or ⏸: the texts use
// only the former.
var texts = map[string][2]string{
	"title":             {"Estafette — visionneuse : %s", "Estafette — viewer: %s"},
	"step":              {"Action %d sur %d", "Action %d of %d"},
	"step.start":        {"Début de la partie (%d actions)", "Start of the game (%d actions)"},
	"step.line":         {"ligne %d", "line %d"},
	"step.by":           {"%s : %s", "%s: %s"},
	"nav":               {"◄ Précédente (←)", "◄ Back (←)"},
	"nav.right":         {"Suivante (→) ►", "Next (→) ►"},
	"play":              {"► Lecture (Espace)", "► Play (Space)"},
	"pause":             {"■ Pause (Espace)", "■ Pause (Space)"},
	"pace":              {"%s action/s (↑ ↓)", "%s action/s (↑ ↓)"},
	"takeover":          {"Reprendre la partie ici (T)", "Take over from here (T)"},
	"takeover.tip":      {"Une nouvelle partie sur la table, à partir de cette position : les joueurs continuent à deux.", "A new game on the table from this position: the players go on, hot-seat."},
	"takeover.short":    {"Reprendre ici", "Take over"},
	"takeover.ai.short": {"Contre l'ordinateur", "Against the computer"},
	"takeover.ai":       {"Reprendre contre l'ordinateur (C)", "Take over against the computer (C)"},
	"takeover.ai.tip":   {"Une nouvelle partie sur la table, à partir de cette position : vous commandez %s, à qui revient la décision ; l'ordinateur (niveau normal) commande %s.", "A new game on the table from this position: you command %s, whose decision it is; the computer (normal level) commands %s."},
	"takeover.over":     {"La partie est finie à cette position : il n'y a rien à reprendre. Revenez en arrière (←) pour reprendre plus tôt.", "The game is over at this position: there is nothing to take over. Step back (←) to take over earlier."},
	"keys":              {"Maj+← → : phase · Ctrl+← → : tour", "Shift+← →: phase · Ctrl+← →: turn"},
	"keys2":             {"Début, Fin : les deux bouts · F1 : aide", "Home, End: either end · F1: help"},
	"caption":           {"Commentaire", "Commentary"},
	"menu.tip":          {"Revenir à l'écran d'accueil, pour choisir une autre partie ou une autre leçon.", "Back to the start screen, to choose another game or lesson."},
	"lesson.wait":       {"À vous : jouez l'action sur le plateau (Tab : la montrer)", "Your move: play it on the board (Tab: show it)"},
	"lesson.waiting":    {"À vous de jouer", "Your move"},
	"lesson.showme":     {"Montrez-moi (Tab)", "Show me (Tab)"},
	"lesson.next":       {"%s »", "%s »"},
	"lesson.crossed":    {"(%d actions jouées sans commentaire ; le journal les donne, ← y revient une à une.)", "(%d actions played without a comment; the log lists them, ← goes back through them one by one.)"},
	"lesson.next.tip":   {"La leçon suivante (Entrée, → ou N)", "The next lesson (Enter, → or N)"},
	"lesson.wrong":      {"Les règles permettent « %s », mais la leçon attend « %s ».", "The rules allow “%s”, but the lesson waits for “%s”."},
	"lesson.played":     {"Bien joué : c'était l'action de la leçon.", "Well played: that was the lesson's move."},
	"end":               {"Fin de la phase (Entrée)", "End the phase (Enter)"},
	"roll":              {"Lancer les dés (Espace)", "Roll the dice (Space)"},
	"over":              {"Fin de la partie", "End of the game"},
	"timeline.tip":      {"Cliquez ou glissez pour aller à une action ; les repères sont les tours, les points les commentaires.", "Click or drag to go to an action; the ticks are the turns, the dots the captions."},
}

// t is a text of the viewer in language l.
func t(l i18n.Lang, key string) string {
	e, ok := texts[key]
	if !ok {
		return key
	}
	if l == i18n.FR {
		return e[0]
	}
	return e[1]
}

// tf is a text of the viewer in language l, formatted.
func tf(l i18n.Lang, key string, args ...any) string { return fmt.Sprintf(t(l, key), args...) }
