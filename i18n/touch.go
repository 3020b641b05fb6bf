package i18n

// On a touch screen the table speaks of taps, long presses and pinches,
// and names no key: each text here is the touch screen's for the key it
// extends (KEY.touch), which TouchKey picks.

// TouchKey is key's touch screen text on a touch screen, when it has
// one; key otherwise.
func TouchKey(key string, touch bool) string {
	if touch && Has(key+".touch") {
		return key + ".touch"
	}
	return key
}

var touchTexts = map[string]entry{
	"banner.dismiss.touch":      {"Passez la tablette, puis touchez l'écran", "Hand the tablet over, then tap"},
	"banner.dismiss.solo.touch": {"À vous : touchez l'écran", "Your turn: tap"},
	"slots.left.touch":          {"Peut encore activer %d pièce(s) : touchez-les (un chef seul : plus bas)", "May still activate %d piece(s): tap them (a leader alone: below)"},
	"order.armed.touch":         {"Ordre d'attaque %s : touchez l'unité ennemie à attaquer", "Attack order %s: tap the enemy unit to attack"},
	"hint.pick_leader.touch":    {"Sélectionnez d'abord un chef, puis touchez les unités qu'il active", "Select a leader first, then tap the units he activates"},
	"acts.attack.touch":         {"Attaques (ou touchez l'ennemi)", "Attacks (or tap the enemy)"},
	"askfrom.tip.touch":         {"Un toucher : %d %%. En dessous, la table passe pour vous et le dit ; gardé dans les réglages (ask_defense_from).", "A tap: %d%%. Below it, the table passes for you and says so; kept in the settings (ask_defense_from)."},
	"follow.touch":              {"Les chefs suivent l'unité", "Leaders follow the unit"},
	"lang.switch.touch":         {"English", "Français"},
	"briefing.button.touch":     {"Briefing", "Briefing"},
	"help.button.touch":         {"? Aide", "? Help"},
	"button.end.touch":          {"Fin de la phase de %s", "End the %s phase"},
	"button.roll.touch":         {"Lancer les dés", "Roll the dice"},
	"button.undo.touch":         {"Annuler", "Undo"},
	"button.redo.touch":         {"Rétablir", "Redo"},
	"button.save.touch":         {"Enregistrer", "Save"},
	"button.load.touch":         {"Ouvrir", "Open"},
	"button.pass.touch":         {"Passer", "Pass"},
	"button.pass.a.touch":       {"Passer au défenseur", "Pass to the defender"},
	"button.pass.d.touch":       {"Ne pas répondre", "No answer"},
	"button.pass.d.done.touch":  {"C'est tout : aux dés", "That's all: to the dice"},
	"button.pass.dice.touch":    {"Garder le résultat", "Take the result"},
	"button.pass.step.touch":    {"Le laisser là", "Leave it there"},
	"endask.end.touch":          {"Finir la phase", "End the phase"},
	"endask.cancel.touch":       {"Continuer à jouer", "Go on playing"},
	"endask.never.touch":        {"Finir sans jamais demander", "End it, never ask again"},
	"briefing.ok.touch":         {"À la bataille", "To battle"},
	"load.cancel.touch":         {"Annuler", "Cancel"},
	"resume.yes.touch":          {"Reprendre", "Resume"},
	"resume.no.touch":           {"Nouvelle partie", "New game"},
	"result.new.touch":          {"Nouvelle partie", "New game"},
	"result.close.touch":        {"Voir la table", "See the table"},
	"alone.head":                {"Activer un chef seul (il prend une place)", "Activate a leader alone (he takes a slot)"},
	"keys.help.touch":           {"un doigt glissé : déplacer ; deux doigts écartés ou pincés : zoom ; appui long : la carte d'une pièce", "drag a finger: pan; spread or pinch two fingers: zoom; long press: a piece's card"},
}

func init() {
	for k, e := range touchTexts {
		catalog[k] = e
	}
}

// TouchControls are a window's controls on a touch screen (ControlsTable
// or ControlsViewer), in language l: taps, long presses, drags and
// pinches, where Controls names keys and the mouse.
func TouchControls(l Lang, window string) []Control {
	list := touchTableControls
	if window == ControlsViewer {
		list = touchViewerControls
	}
	var out []Control
	for _, c := range list {
		if l == FR {
			out = append(out, Control{c.keysFR, c.doesFR})
		} else {
			out = append(out, Control{c.keysEN, c.doesEN})
		}
	}
	return out
}

var touchTableControls = []controlText{
	{"Toucher un chef", "le sélectionner : sa zone de commandement en jaune, d'influence en violet",
		"Tap a leader", "select him: his command zone tinted yellow, his influence zone outlined in violet"},
	{"Toucher une unité", "commandement : l'ajouter à l'activation du chef sélectionné ; mouvement : la sélectionner (sa portée se teinte) ; combat : choisir l'attaquant. Toucher encore l'unité sélectionnée : le chef sur son hexagone",
		"Tap a unit", "command phase: add it to the selected leader's activation; movement phase: select it (its reach is tinted); combat phase: pick the attacker. Tap the selected unit again: the leader on its hex"},
	{"Un chef seul", "les boutons du panneau « Activer un chef seul », le chef qui active sélectionné",
		"A leader alone", "the panel's “Activate a leader alone” buttons, the activating leader selected"},
	{"Toucher un hexagone teinté", "y déplacer l'unité sélectionnée (teinte orange rayée : sans combat)",
		"Tap a tinted hex", "move the selected unit there (striped orange: sans combat, no fight after)"},
	{"Toucher un ennemi cerclé de rouge", "déclarer le combat ; le défenseur répond par un ordre de défense, puis on lance les dés",
		"Tap an enemy outlined in red", "declare the combat; the defender answers with a defense order, then the dice are rolled"},
	{"Appui long (une demi-seconde)", "la carte d'une pièce ; sur une pièce ou un ordre grisés : pourquoi, avec l'identifiant de la règle ; gardé jusqu'au toucher suivant",
		"Long press (half a second)", "a piece's card; on a greyed piece or order: why, with the rule's id; kept until the next touch"},
	{"Toucher un identifiant de règle", "en rouge dans la ligne d'état ou dans le journal : ouvre son article de l'aide",
		"Tap a rule id", "in red in the status line or in the log: opens its entry in this help"},
	{"Un doigt glissé", "sur le plateau : le déplacer ; sur le panneau, une liste ou cette aide : les faire défiler",
		"Drag a finger", "on the board: pan it; on the panel, a list or this help: scroll them"},
	{"Deux doigts écartés ou pincés", "zoomer autour du point entre eux", "Spread or pinch two fingers", "zoom around the point between them"},
	{"Les boutons du panneau", "finir la phase, passer, lancer les dés, annuler et rétablir (jamais un jet de dés), enregistrer et ouvrir, la langue, le briefing, cette aide",
		"The panel's buttons", "end the phase, pass, roll the dice, undo and redo (never a roll of the dice), save and open, the language, the briefing, this help"},
	{"Le bouton ☰ du bord", "un téléphone tenu en largeur : le panneau par-dessus le plateau ; tenu en hauteur, le panneau est sous le plateau",
		"The ☰ button at the edge", "a phone held sideways: the panel over the board; held upright, the panel is under the board"},
}

var touchViewerControls = []controlText{
	{"Toucher la frise", "aller à une action ; ► : lecture, pause", "Tap the timeline", "go to an action; ►: play, pause"},
	{"◄ Précédent, Suivant ►", "une action en arrière, en avant", "◄ Back, Next ►", "one action back, forward"},
	{"Toucher une phrase du journal", "aller à son action", "Tap a log sentence", "go to its action"},
	{"Dans une leçon qui attend", "les touchers de la table (un chef, une unité, un hexagone teinté, un ennemi cerclé de rouge) ; « Montrez-moi » joue l'action attendue",
		"In a lesson that waits", "the table's taps (a leader, a unit, a tinted hex, an enemy circled in red); “Show me” plays the expected move"},
	{"Appui long", "le nom d'une pièce, la raison d'un ordre grisé", "Long press", "a piece's name, a greyed order's reason"},
	{"Un doigt glissé, deux doigts", "déplacer le plateau ou faire défiler le panneau ; zoomer", "Drag a finger, two fingers", "pan the board or scroll the panel; zoom"},
}
