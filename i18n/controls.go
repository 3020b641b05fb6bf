package i18n

// The controls the help overlay (F1) lists for each window, and the
// overlay's own texts. Keys are named as the player's keyboard names them
// (Entrée, Échap, Maj in French).

// Control is one line of a window's controls: the keys or the mouse
// gesture, and what it does.
type Control struct {
	Keys, Does string
}

// controlText is a control in both languages.
type controlText struct{ keysFR, doesFR, keysEN, doesEN string }

// The windows whose controls the help lists.
const (
	ControlsTable  = "table"
	ControlsEditor = "editor"
)

var tableControls = []controlText{
	{"Clic sur un chef", "le sélectionner : sa zone de commandement en jaune, d'influence en violet",
		"Click a leader", "select him: his command zone tinted yellow, his influence zone outlined in violet"},
	{"Clic sur une unité", "commandement : l'ajouter à l'activation du chef sélectionné ; mouvement : la sélectionner (sa portée se teinte) ; combat : choisir l'attaquant",
		"Click a unit", "command phase: add it to the selected leader's activation; movement phase: select it (its reach is tinted); combat phase: pick the attacker"},
	{"Maj+clic sur un chef", "l'activer seul, sur une place du chef sélectionné",
		"Shift+click a leader", "activate him alone, in one of the selected leader's slots"},
	{"Clic sur un hexagone teinté", "y déplacer l'unité sélectionnée (teinte orange rayée : sans combat)",
		"Click a tinted hex", "move the selected unit there (striped orange: sans combat, no fight after)"},
	{"Clic sur un ennemi cerclé de rouge", "déclarer le combat ; le défenseur répond par un ordre de défense, puis on lance les dés",
		"Click an enemy outlined in red", "declare the combat; the defender answers with a defense order, then the dice are rolled"},
	{"Survol", "une pièce grisée, un ordre grisé : pourquoi, avec l'identifiant de la règle",
		"Hover", "a greyed piece or order: why, with the rule's id"},
	{"Clic sur un identifiant de règle", "en rouge dans la ligne d'état ou dans le journal : ouvre son article de l'aide",
		"Click a rule id", "in red in the status line or in the log: opens its entry in this help"},
	{"Clic droit glissé, flèches", "déplacer la vue", "Right-drag, arrow keys", "pan"},
	{"Molette", "zoomer vers le curseur", "Mouse wheel", "zoom toward the cursor"},
	{"+ / −, Début ou 0", "zoomer au centre, montrer tout le plateau", "+ / −, Home or 0", "zoom at the centre, fit the board to the window"},
	{"Entrée", "finir la phase", "Enter", "end the phase"},
	{"Tab, Maj+Tab (ou . et ,)", "sans souris : un curseur sur vos pièces, l'une après l'autre ; les flèches le déplacent, Entrée clique là, Échap le range",
		"Tab, Shift+Tab (or . and ,)", "without a mouse: a cursor on your pieces, one after the other; the arrows move it, Enter clicks there, Esc puts it away"},
	{"Dans une question : Tab, Maj+Tab, ← →", "passer d'un bouton à l'autre, Entrée l'appuie ; molette, ↑ ↓, Début, Fin : faire défiler un texte plus haut que l'écran",
		"In a dialog: Tab, Shift+Tab, ← →", "go from button to button, Enter presses it; wheel, ↑ ↓, Home, End: scroll a text taller than the screen"},
	{"Espace", "lancer les dés du combat déclaré", "Space", "roll the dice of the declared combat"},
	{"F", "les chefs de l'hexagone suivent l'unité qui bouge (oui/non)", "F", "leaders on a moving unit's hex follow it (on/off)"},
	{"Échap", "vider la sélection et la ligne d'état", "Esc", "clear the selection and the status line"},
	{"Ctrl+Z, Ctrl+Y", "annuler, rétablir (jamais un jet de dés)", "Ctrl+Z, Ctrl+Y", "undo, redo (never a roll of the dice)"},
	{"Ctrl+S, Ctrl+O", "enregistrer la partie, ouvrir une partie enregistrée", "Ctrl+S, Ctrl+O", "save the game, open a saved game"},
	{"P, N", "contre l'ordinateur : le mettre en pause ou le reprendre ; jouer la fin de son tour sans attendre",
		"P, N", "against the computer: pause or resume it; play the rest of its turn without waiting"},
	{"Pg préc., Pg suiv.", "contre l'ordinateur : plus vite, plus lent (0 à 2 s par action)",
		"PgUp, PgDn", "against the computer: quicker, slower (0 to 2 s per action)"},
	{"Ctrl+E", "ouvrir l'éditeur sur ce scénario", "Ctrl+E", "open the editor on this scenario"},
	{"Ctrl+M", "revenir à l'écran d'accueil, quand la partie a commencé là (la partie reste dans sa sauvegarde automatique ; sans elle, la question est posée d'abord)",
		"Ctrl+M", "back to the start screen, when the game began there (the game stays in its autosave; without one, you are asked first)"},
	{"Ctrl+Q", "quitter (la question n'est posée que si des actions ne sont dans aucun fichier)", "Ctrl+Q", "quit (asking only when some actions are in no file)"},
	{"L", "français / anglais", "L", "French / English"},
	{"F1, ?", "cette aide ; Échap ou F1 la ferme", "F1, ?", "this help; Esc or F1 closes it"},
}

var editorControls = []controlText{
	{"Glisser depuis la palette", "poser une pièce sur un hexagone (contour vert : accepté, rouge : refusé)",
		"Drag from the palette", "put a piece on a hex (outlined green: accepted, red: refused)"},
	{"Glisser une pièce", "la déplacer (la sélection suit) ; hors du plateau : la retirer",
		"Drag a piece", "move it (the selection moves with it); off the board: remove it"},
	{"Clic, Maj+clic", "sélectionner ; ajouter à la sélection ou l'en retirer", "Click, Shift+click", "select; add to or take from the selection"},
	{"Glisser sur un hexagone vide", "sélection par cadre (Maj : ajouter)", "Drag on an empty hex", "box selection (Shift: add)"},
	{"Suppr, Retour arrière", "retirer la sélection", "Delete, Backspace", "remove the selection"},
	{"Onglet Terrain : clic, glisser", "peindre, tracer une route, effacer des routes", "Terrain tab: click, drag", "paint, draw a road, erase roads"},
	{"Clic sur un champ", "le modifier ; Ctrl+A sélectionne tout, Entrée garde, Échap abandonne", "Click a field", "edit it; Ctrl+A selects it all, Enter keeps, Esc drops"},
	{"Dans une question : Tab, Maj+Tab", "passer d'un bouton à l'autre, Entrée l'appuie", "In a dialog: Tab, Shift+Tab", "go from button to button, Enter presses it"},
	{"Clic droit glissé, flèches", "déplacer la vue", "Right-drag, arrow keys", "pan"},
	{"Molette", "zoomer vers le curseur ; sur le panneau : le faire défiler", "Mouse wheel", "zoom toward the cursor; over the panel: scroll it"},
	{"+ / −, Début ou 0", "zoomer, montrer tout le plateau", "+ / −, Home or 0", "zoom, fit the board"},
	{"1, 2, 3", "onglets Pièces, Terrain, Réglages", "1, 2, 3", "the Pieces, Terrain and Settings tabs"},
	{"Ctrl+Z, Ctrl+Y", "annuler, rétablir", "Ctrl+Z, Ctrl+Y", "undo, redo"},
	{"Ctrl+S, Ctrl+Maj+S", "enregistrer, enregistrer sous", "Ctrl+S, Ctrl+Shift+S", "save, save as"},
	{"Ctrl+N", "nouveau scénario", "Ctrl+N", "a new scenario"},
	{"P", "jouer cette mise en place", "P", "play this set-up"},
	{"Ctrl+M", "revenir à l'écran d'accueil, quand l'éditeur a été ouvert de là (enregistrer d'abord ce qui ne l'est pas : la question est posée)",
		"Ctrl+M", "back to the start screen, when the editor was opened from it (you are asked first about unsaved changes)"},
	{"Échap", "annuler le glisser ou la saisie ; vider la sélection", "Esc", "cancel the drag or the typing; clear the selection"},
	{"L", "français / anglais", "L", "French / English"},
	{"F1, ?", "cette aide ; Échap ou F1 la ferme", "F1, ?", "this help; Esc or F1 closes it"},
}

// overlayControls are the keys every window shares (presentation mode)
// and the help overlay's own, listed after the window's.
var overlayControls = []controlText{
	{"Ctrl + / Ctrl −, Ctrl 0, F11", "mode présentation, pour un projecteur : toute l'interface plus grande ou plus petite, retour à 100 %, plein écran (gardés dans les réglages)",
		"Ctrl + / Ctrl −, Ctrl 0, F11", "presentation mode, for a projector: the whole interface larger or smaller, back to 100%, full screen (kept in the settings)"},
	{"Molette, Pg préc./Pg suiv., ↑ ↓", "faire défiler l'aide", "Wheel, PgUp/PgDn, ↑ ↓", "scroll the help"},
	{"/ ou Ctrl+F", "chercher un mot ; Entrée garde, Échap efface", "/ or Ctrl+F", "search for a word; Enter keeps, Esc clears"},
	{"Clic sur une section", "y aller", "Click a section", "go to it"},
}

// Controls returns the controls of a window (ControlsTable,
// ControlsEditor or ControlsViewer) in language l, then the help overlay's own.
func Controls(l Lang, window string) []Control {
	list := tableControls
	switch window {
	case ControlsEditor:
		list = editorControls
	case ControlsViewer:
		list = viewerControls
	}
	var out []Control
	for _, c := range append(append([]controlText(nil), list...), overlayControls...) {
		if l == FR {
			out = append(out, Control{c.keysFR, c.doesFR})
		} else {
			out = append(out, Control{c.keysEN, c.doesEN})
		}
	}
	return out
}

// overlayTexts are the overlay's own words, and the lines of its block of
// combat values (the ruleset's numbers that no rule id explains).
var overlayTexts = map[string]entry{
	"help.title":           {"Aide — %s", "Help — %s"},
	"help.close":           {"Fermer (Échap)", "Close (Esc)"},
	"help.close.touch":     {"Fermer", "Close"},
	"help.search":          {"Chercher… ( / )", "Search… ( / )"},
	"help.nothing":         {"Rien ne correspond à « %s ». Échap efface la recherche.", "Nothing matches “%s”. Esc clears the search."},
	"help.controls":        {"Commandes", "Controls"},
	"help.controls.tab":    {"Commandes de la table", "The table's controls"},
	"help.controls.ed":     {"Commandes de l'éditeur", "The editor's controls"},
	"help.controls.view":   {"Commandes de la visionneuse", "The viewer's controls"},
	"help.combat":          {"Valeurs de combat", "Combat values"},
	"help.browser.keys":    {"Dans le navigateur", "In the browser"},
	"help.browser.leave":   {"fermez l'onglet pour quitter (la partie est gardée) ; pour le mode présentation, le zoom et le plein écran sont ceux du navigateur", "close the tab to leave (the game is kept); for presentation mode, zoom and full screen are the browser's"},
	"help.house":           {"[HOUSE] Valeurs choisies par Estafette, le texte publié n'en donnant pas :", "[HOUSE] Values Estafette chose, the published text giving none:"},
	"help.orders":          {"Les ordres de la règle", "The ruleset's orders"},
	"help.orders.optional": {"Règle optionnelle : le scénario doit l'activer.", "Optional rule: the scenario must switch it on."},
	"help.combat.intro":    {"Les nombres de la règle chargée (%s) qu'aucun identifiant de règle n'explique à lui seul ; [HOUSE] : lecture d'Estafette, modifiable dans le fichier de règle.", "The loaded ruleset's (%s) numbers that no single rule id explains; [HOUSE]: Estafette's reading, which a ruleset file may change."},
	"help.button":          {"? Aide : commandes et règles", "? Help: controls and rules"},
	"help.link.tip":        {"Clic : l'article %s de l'aide (F1)", "Click: the help's entry on %s (F1)"},
	"help.combat.dice":     {"Le dé de combat", "The combat die"},
	"help.combat.faces":    {"Faces : %s.", "Faces: %s."},
	"help.combat.weight":   {"%s (poids %d)", "%s (weight %d)"},
	"help.combat.flags":    {"Drapeaux", "Flags"},
	"help.combat.support": {"Soutien (deux unités amies adjacentes, ou Charge !, Défense, Grande défense, Comme un roc) : annule %d drapeau(x). [HOUSE]",
		"Support (two adjacent friendly units, or Charge !, Défense, Grande défense, Comme un roc): cancels %d flag(s). [HOUSE]"},
	"help.combat.leader": {"Un chef ami (son influence, ou sa présence sur l'hexagone en Alexandre et Bayard et Frédéric) : annule %d drapeau(x). [HOUSE]",
		"A friendly leader (his influence, or his presence on the hex in Alexandre et Bayard and Frédéric): cancels %d flag(s). [HOUSE]"},
	"help.combat.cover": {"Couvert du terrain, drapeaux ignorés par le défenseur (sauf sous Sapeurs) : %s. [HOUSE]",
		"Terrain cover, flags the defender ignores (unless the attacker gave Sapeurs): %s. [HOUSE]"},
	"help.combat.nocover": {"Aucun terrain ne couvre le défenseur.", "No terrain covers the defender."},
	"help.combat.retreat": {"Chaque drapeau restant : %d hexagone(s) de recul vers son bord ; chaque hexagone impossible coûte %d élément(s). [HOUSE]",
		"Each flag left: %d hex(es) of retreat toward the unit's own edge; each hex it cannot make costs %d element(s). [HOUSE]"},
	"help.combat.dicehead":  {"Dés", "Dice"},
	"help.combat.orders":    {"Dés des ordres d'attaque : %s.", "Attack orders' dice: %s."},
	"help.combat.noorders":  {"Aucun ordre n'ajoute ni n'ôte de dés.", "No order adds or takes dice."},
	"help.combat.front":     {"Un chef au premier rang : +%d dé(s) ; une action directe : +%d dé(s).", "A leader in the front rank: +%d die (dice); a direct action: +%d dice."},
	"help.combat.pursuit":   {"Poursuivent après un suivi : %s. [HOUSE]", "Pursue after a follow-up: %s. [HOUSE]"},
	"help.combat.nopursuit": {"Aucune troupe ne poursuit.", "No troops pursue."},
	"help.combat.mounts":    {"Infanterie montée (clé mounts du scénario)", "Mounted infantry (the scenario's mounts key)"},
	"help.combat.palisade": {"Sur chariots, sans avoir bougé à sa dernière phase de mouvement : derrière une palissade, ignore %d drapeau(x). [HOUSE]",
		"On wagons, not moved in its last movement phase: behind a palisade, ignores %d flag(s). [HOUSE]"},
	"help.combat.camels": {"Chameaux « baraqués », l'unité combattant à pied : ignore %d drapeau(x) en mêlée. [HOUSE]",
		"Camels « baraqués » (couched), the unit fighting on foot: ignores %d flag(s) in melee. [HOUSE]"},
	"help.combat.elephants": {"Éléphants : pour chaque élément perdu, un éléphant panique et lance %d dé(s) contre sa propre unité ; une face qui touche son type lui coûte un élément de plus. [HOUSE]",
		"Elephants: for each element lost, one elephant panics and rolls %d dice against its own unit; a face hitting its type costs it one more element. [HOUSE]"},
	"help.combat.palisade.name":  {"Chariots en palissade", "Wagons as a palisade"},
	"help.combat.camels.name":    {"Chameaux baraqués", "Couched camels"},
	"help.combat.elephants.name": {"Éléphants en panique", "Panicking elephants"},
	"help.combat.off":            {"%s : désactivé (0) dans cette règle.", "%s: switched off (0) in this ruleset."},
}

func init() {
	for k, e := range overlayTexts {
		catalog[k] = e
	}
	// The editor's "?" button, under the editor's prefix (its say).
	catalog["editor.button.help"] = entry{"?", "?"}
	catalog["editor.button.help.tip"] = entry{"Aide : commandes et règles (F1)", "Help: controls and rules (F1)"}
}
