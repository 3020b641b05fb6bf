// Package i18n holds the interface's French and English texts and picks
// the language from the command line or the system locale.
package i18n

import (
	"fmt"
	"strings"
)

// Lang is an interface language.
type Lang string

// The two interface languages.
const (
	FR Lang = "fr"
	EN Lang = "en"
)

// Parse reads a --lang value.
func Parse(s string) (Lang, error) {
	switch strings.ToLower(s) {
	case "fr":
		return FR, nil
	case "en":
		return EN, nil
	}
	return "", fmt.Errorf("unknown language %q: use fr or en", s)
}

// Detect picks the language from the locale variables, in POSIX order of
// precedence (LC_ALL, LC_MESSAGES, LANG). French locales give French,
// anything else English.
func Detect(getenv func(string) string) Lang {
	for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := getenv(k); v != "" {
			if strings.HasPrefix(strings.ToLower(v), "fr") {
				return FR
			}
			return EN
		}
	}
	return EN
}

// T returns the text for key in language l, or the key itself when the
// catalog has no entry, so a missing text shows up plainly.
func T(l Lang, key string) string {
	e, ok := catalog[key]
	if !ok {
		return key
	}
	if l == FR {
		return e.fr
	}
	return e.en
}

// Tf returns the text for key in language l, formatted with args.
func Tf(l Lang, key string, args ...any) string {
	if len(args) == 0 {
		return T(l, key)
	}
	return fmt.Sprintf(T(l, key), args...)
}

// Has reports whether the catalog has key.
func Has(key string) bool {
	_, ok := catalog[key]
	return ok
}

// Other returns the other language: the in-app switch.
func Other(l Lang) Lang {
	if l == FR {
		return EN
	}
	return FR
}

type entry struct{ fr, en string }

var catalog = map[string]entry{
	"ruleset":         {"Règle", "Rules"},
	"turns":           {"Tours", "Turns"},
	"turns.unlimited": {"sans limite", "no limit"},
	"first":           {"Commence", "Plays first"},
	"edge":            {"bord", "edge"},
	"edge.north":      {"nord", "north"},
	"edge.south":      {"sud", "south"},
	"edge.east":       {"est", "east"},
	"edge.west":       {"ouest", "west"},
	"units":           {"unités", "units"},
	"leaders":         {"chefs", "leaders"},
	"order_points":    {"points d'ordre", "order points"},
	"legend":          {"Légende", "Legend"},
	"rank.commander":  {"Général en chef", "Général en chef (commander-in-chief)"},
	"rank.subgeneral": {"Sous-général", "Sous-général (sub-general)"},
	"rank.officer":    {"Officier supérieur", "Officier supérieur (senior officer)"},
	"lang.switch":     {"L : English", "L: français"},

	"autosave.failed":    {"Sauvegarde automatique impossible : %s", "Autosave failed: %s"},
	"undo.nothing":       {"Rien à annuler", "Nothing to undo"},
	"undo.dice":          {"Impossible d'annuler : les dés ont parlé (on annule les mouvements avant un jet, jamais le jet)", "Cannot undo: the dice have spoken (moves before a roll can be undone, never the roll)"},
	"undo.done":          {"Annulé : %s", "Undone: %s"},
	"redo.nothing":       {"Rien à rétablir", "Nothing to redo"},
	"order.armed":        {"Ordre d'attaque %s : cliquez l'unité ennemie à attaquer", "Attack order %s: click the enemy unit to attack"},
	"order.needs_target": {"%s : sélectionnez d'abord sa cible", "%s: select its target first"},
	"hint.pick_leader":   {"Sélectionnez d'abord un chef, puis cliquez les unités qu'il active", "Select a leader first, then click the units he activates"},
	"choice.direct":      {"%s (%s)", "%s (%s)"},
	"choice.withdraw":    {"Repli ordonné par %s", "Withdrawal ordered by %s"},
	"choice.retreat":     {"%s recule : cliquez l'un des %d hexagones en surbrillance, vers son bord, selon les règles de déplacement.", "%s falls back: click one of the %d highlighted hexes, toward its edge, by the movement rules."},
	"choice.mass":        {"Cliquez %d unités parmi %s. Choisies : %s (%d/%d) ; un second clic en retire une.", "Click %d units among %s. Picked: %s (%d/%d); click one again to drop it."},
	"choice.none":        {"aucune", "none"},
	"choice.cancel":      {"Échap annule.", "Esc cancels."},
	"choose.retreat":     {"Cliquez l'hexagone où %s recule : %d en surbrillance, selon les règles de déplacement (Échap annule)", "Click the hex %s falls back to: %d highlighted, by the movement rules (Esc cancels)"},
	"choose.mass":        {"Cliquez %d unités de %s (%d choisie(s) ; un second clic retire ; Échap annule)", "Click %d of %s's units (%d picked; click again to drop one; Esc cancels)"},
	"choose.mass.not":    {"%s ne peut pas recevoir l'ordre de %s : une unité qu'il a activée, qui n'a pas bougé, dans son rayon", "%s may not take %s's order: a unit he activated, not moved, inside his radius"},
	"hint.pick_attacker": {"Sélectionnez d'abord une de vos unités activées, puis l'ennemi à attaquer", "Select one of your activated units first, then the enemy to attack"},

	"phase.command":     {"commandement", "command"},
	"phase.movement":    {"mouvement", "movement"},
	"phase.combat":      {"combat", "combat"},
	"phase.over":        {"partie terminée", "game over"},
	"phase.second":      {"seconde, Assaut général", "second, Assaut général"},
	"turn.phase":        {"Tour %s · phase de %s", "Turn %s · %s phase"},
	"army.points":       {"Points d'ordre : %d · chefs activants : %d/%d (%d pièces chacun)", "Order points: %d · activating leaders: %d/%d (%d pieces each)"},
	"groups":            {"Ordre d'activation", "Activation order"},
	"group.extra":       {"hors activation", "extra"},
	"group.acting":      {"agit maintenant", "acting now"},
	"selection":         {"Sélection", "Selection"},
	"slots.left":        {"Peut encore activer %d pièce(s) : cliquez-les (Maj+clic sur un chef pour l'activer seul)", "May still activate %d piece(s): click them (Shift+click a leader to activate him alone)"},
	"follow":            {"Les chefs suivent l'unité (F)", "Leaders follow the unit (F)"},
	"on":                {"oui", "on"},
	"off":               {"non", "off"},
	"elements":          {"%d/%d éléments", "%d/%d elements"},
	"radii":             {"rayon de commandement %d, d'influence %d", "command radius %d, influence radius %d"},
	"radius.bonus":      {"(Gueulante comprise)", "(Gueulante included)"},
	"flag.group":        {"groupe %d", "group %d"},
	"flag.moved":        {"a bougé", "moved"},
	"flag.nocombat":     {"sans combat", "sans combat (cannot fight)"},
	"flag.fought":       {"a combattu", "fought"},
	"flag.prejoue":      {"pré-joué", "pré-joué (cannot move)"},
	"flag.activated":    {"activé", "activated"},
	"road":              {"route", "road"},
	"tip.reach_fight":   {"Atteint en %d hex : peut encore combattre", "Reached in %d hex(es): can still fight"},
	"tip.reach_nofight": {"Atteint en %d hex : sans combat", "Reached in %d hex(es): sans combat (no combat)"},

	"orders.command":              {"Ordres de commandement", "Command orders"},
	"orders.maneuver":             {"Ordres de manœuvre", "Maneuver orders"},
	"orders.attack":               {"Ordres d'attaque", "Attack orders"},
	"orders.defense":              {"Ordres de défense", "Defense orders"},
	"points":                      {"%d pts", "%d pts"},
	"orders.greyed":               {"… %d autres : impossibles maintenant", "… %d more: not possible now"},
	"orders.greyed.tip":           {"Ce que les règles refusent ici, et pourquoi :", "What the rules refuse here, and why:"},
	"orders.waiting":              {"… %d autres : sélectionnez leur cible", "… %d more: select their target"},
	"game.over":                   {"Tour %s · partie terminée", "Turn %s · game over"},
	"cost":                        {"%v pt", "%v pt"},
	"cost.per_hex":                {"%d pt/hex", "%d pt/hex"},
	"cost.per_element":            {"%s pt/élt", "%s pt/elt"},
	"order.pick_attacker":         {"Sélectionnez d'abord l'unité qui attaque", "Select the attacking unit first"},
	"order.no_combat":             {"Un ordre de défense répond au combat déclaré : il n'y en a pas", "A defense order answers the declared combat: there is none"},
	"order.target.leader":         {"Sélectionnez d'abord le chef qui reçoit l'ordre", "Select the leader who receives the order first"},
	"order.target.leader-group":   {"Sélectionnez d'abord le chef dont le groupe reçoit l'ordre", "Select the leader whose group receives the order first"},
	"order.target.unit":           {"Sélectionnez d'abord l'unité qui reçoit l'ordre", "Select the unit that receives the order first"},
	"order.target.activated-unit": {"Sélectionnez d'abord l'unité activée qui reçoit l'ordre", "Select the activated unit that receives the order first"},
	"order.target.attacker":       {"Donné avec l'attaque", "Given with the attack"},
	"order.target.defender":       {"Donné par le défenseur", "Given by the defender"},
	"order.target.none":           {"Sans cible", "No target"},

	"actions":        {"Autres actions", "Other actions"},
	"actions.more":   {"… et %d autres (%s)", "… and %d more (%s)"},
	"verb.direct":    {"Action directe : le chef s'engage auprès de l'unité et quitte la table", "Direct action: the leader commits himself to the unit and leaves the table"},
	"verb.messenger": {"Envoyer un messager à une unité hors de portée", "Send a messenger to a unit out of reach"},
	"verb.attack":    {"Déclarer un combat", "Declare a combat"},
	"verb.defend":    {"Ordre de défense du défenseur", "The defender's defense order"},
	"verb.front":     {"Le chef combat au premier rang de l'unité de son hexagone", "The leader fights in the front rank of the unit on his hex"},
	"verb.withdraw":  {"Le chef ordonne à l'unité de son hexagone de rompre le combat", "The leader orders the unit on his hex to break off"},
	"verb.follow":    {"L'attaquant suit dans l'hexagone libéré", "The attacker follows up into the vacated hex"},
	"verb.rally":     {"Le chef tente de rallier l'unité de son hexagone", "The leader tries to rally the unit on his hex"},
	"verb.pursue":    {"Poursuite", "Pursuit"},

	"button.end":  {"Fin de la phase de %s (Entrée)", "End the %s phase (Enter)"},
	"button.roll": {"Lancer les dés (Espace)", "Roll the dice (Space)"},
	"button.undo": {"Annuler (Ctrl+Z)", "Undo (Ctrl+Z)"},
	"button.redo": {"Rétablir (Ctrl+Y)", "Redo (Ctrl+Y)"},
	"button.save": {"Enregistrer (Ctrl+S)", "Save (Ctrl+S)"},
	"button.load": {"Ouvrir (Ctrl+O)", "Open (Ctrl+O)"},
	"keys.help":   {"clic droit : déplacer, molette : zoom", "right-drag: pan, wheel: zoom"},
	"log":         {"Journal", "Log"},

	"saved":        {"Partie enregistrée : %s", "Game saved: %s"},
	"save.failed":  {"Enregistrement impossible : %s", "Cannot save: %s"},
	"load.failed":  {"Ouverture impossible : %s", "Cannot open: %s"},
	"load.none":    {"Aucune autre partie dans %s", "No other game in %s"},
	"loaded":       {"Partie ouverte : %s", "Game opened: %s"},
	"load.title":   {"Ouvrir une partie (en cours ou enregistrée)", "Open a game (in progress or saved)"},
	"load.keys":    {"Tapez le numéro de la partie (1 à 9), ou Échap", "Press the game's number (1 to 9), or Esc"},
	"load.cancel":  {"Annuler (Échap)", "Cancel (Esc)"},
	"resumed":      {"Partie reprise là où elle s'était arrêtée", "Game resumed where it stopped"},
	"resume.title": {"Reprendre la partie en cours ?", "Resume the unfinished game?"},
	"resume.where": {"Tour %d, %s joue — %d actions", "Turn %d, %s to play — %d actions"},
	"resume.when":  {"Sauvegarde automatique du %s", "Autosaved on %s"},
	"resume.yes":   {"R : reprendre", "R: resume"},
	"resume.no":    {"N : nouvelle partie", "N: new game"},

	"autosave.fallback": {"Pas de dossier de configuration (%[2]s) : les parties sont sauvegardées dans %[1]s", "No configuration directory (%[2]s): games are saved in %[1]s"},
	"autosave.off":      {"Pas de sauvegarde automatique : %s", "No autosave: %s"},

	"banner.turn":         {"À vous de jouer — tour %d", "Your turn — turn %d"},
	"banner.dismiss":      {"Passez le clavier et la souris, puis cliquez ou appuyez sur une touche", "Hand over the mouse and keyboard, then click or press a key"},
	"banner.dismiss.solo": {"À vous : cliquez ou appuyez sur une touche", "Your turn: click or press a key"},
	"banner.ok":           {"Je commande", "I command"},

	"result.winner": {"Victoire : %s", "Victory: %s"},
	"result.draw":   {"Match nul", "Draw"},
	"result.army":   {"%s : %d unités ennemies éliminées", "%s: %d enemy units eliminated"},
	"result.turns":  {"Tour %d, %d actions jouées", "Turn %d, %d actions played"},
	"result.new":    {"N : nouvelle partie", "N: new game"},
	"result.close":  {"Échap : voir la table", "Esc: see the table"},
}
