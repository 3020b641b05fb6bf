package i18n

// ControlsViewer names the replay viewer's controls (Controls).
const ControlsViewer = "viewer"

// viewerControls are the replay viewer's keys and clicks (docs/viewer.md),
// as game/viewer's input reads them.
var viewerControls = []controlText{
	{"→, ←", "une action en avant, en arrière", "→, ←", "one action forward, back"},
	{"Maj+→, Maj+←", "une phase en avant, en arrière", "Shift+→, Shift+←", "one phase forward, back"},
	{"Ctrl+→, Ctrl+←", "le tour de l'armée suivante ; le début du tour de l'armée, puis celui d'avant (un tour de jeu a celui de chaque armée)", "Ctrl+→, Ctrl+←", "the next army's turn; the start of this army's turn, then the one before (a game turn holds each army's)"},
	{"Début, Fin", "le début, la fin de la partie", "Home, End", "the start, the end of the game"},
	{"Espace", "lecture, pause (dans une leçon qui attend : lancer les dés)", "Space", "play, pause (in a lesson that waits: roll the dice)"},
	{"↑, ↓", "lecture plus rapide, plus lente", "↑, ↓", "play faster, slower"},
	{"Clic ou glisser sur la frise", "aller à une action (repères : les tours ; points : les commentaires)", "Click or drag on the timeline", "go to an action (ticks: the turns; dots: the captions)"},
	{"T", "reprendre la partie ici : une nouvelle partie sur la table", "T", "take over from here: a new game on the table"},
	{"C", "reprendre la partie ici contre l'ordinateur : vous commandez l'armée à qui revient la décision", "C", "take over against the computer: you command the army whose decision it is"},
	{"Clics sur le plateau", "dans une leçon qui attend : ceux de la table (un chef, une unité, un hexagone teinté, un ennemi cerclé de rouge ; F1 à la table les détaille)", "Clicks on the board", "in a lesson that waits: the table's (a leader, a unit, a tinted hex, an enemy circled in red; F1 at the table lists them)"},
	{"Tab", "dans une leçon : montrer l'action attendue", "Tab", "in a lesson: show the expected move"},
	{"Entrée", "dans une leçon qui attend : finir la phase", "Enter", "in a lesson that waits: end the phase"},
	{"Entrée, →, N", "à la fin d'une leçon : la leçon suivante", "Enter, →, N", "at a lesson's end: the next lesson"},
	{"Échap", "pause ; dans une leçon : vider la sélection", "Esc", "pause; in a lesson: clear the selection"},
	{"Clic droit glissé, flèches", "déplacer la vue", "Right-drag", "pan"},
	{"+ / −, 0", "zoomer, montrer tout le plateau", "+ / −, 0", "zoom, fit the board to the window"},
	{"L", "changer de langue", "L", "switch the language"},
	{"Ctrl+M", "revenir à l'écran d'accueil, quand la visionneuse a été ouverte de là", "Ctrl+M", "back to the start screen, when the viewer was opened from it"},
}
