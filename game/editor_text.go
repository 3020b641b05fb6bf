package game

import (
	"fmt"

	"estafette/i18n"
)

// The editor's own texts, French and English. They live beside the editor
// rather than in the table's catalog (i18n), which they do not share a
// word with; say is their lookup, as i18n.Tf is the table's.
var editorTexts = map[string][2]string{
	"title":            {"Éditeur", "Editor"},
	"untitled":         {"(pas encore enregistré)", "(not saved yet)"},
	"modified":         {"modifié", "modified"},
	"board.size":       {"%d × %d", "%d × %d"},
	"problems":         {"À corriger avant de jouer (%d) : %s", "To fix before playing (%d): %s"},
	"ready":            {"Prêt à jouer : aucun problème", "Ready to play: no problem"},
	"tab.pieces":       {"Pièces", "Pieces"},
	"tab.terrain":      {"Terrain", "Terrain"},
	"tab.settings":     {"Réglages", "Settings"},
	"leaders":          {"Chefs", "Leaders"},
	"palette.tip":      {"Glissez sur un hexagone pour poser la pièce", "Drag onto a hex to place the piece"},
	"palette.move":     {"Mouvement %d (%d sans combat)", "Movement %d (%d sans combat)"},
	"brushes":          {"Pinceaux de terrain", "Terrain brushes"},
	"brush.tip":        {"Cliquez ou glissez sur le plateau pour peindre", "Click or drag on the board to paint"},
	"roads":            {"Routes", "Roads"},
	"road.draw":        {"Tracer une route", "Draw a road"},
	"road.draw.tip":    {"Glissez d'hexagone en hexagone voisin ; revenir en arrière efface le dernier pas", "Drag from hex to neighbouring hex; going back removes the last step"},
	"road.erase":       {"Gomme à routes", "Road eraser"},
	"road.erase.tip":   {"Cliquez ou glissez sur une route pour l'effacer entière", "Click or drag on a road to erase all of it"},
	"board":            {"Plateau", "Board"},
	"columns":          {"Colonnes", "Columns"},
	"rows":             {"Rangées", "Rows"},
	"default":          {"Terrain par défaut", "Default terrain"},
	"selection.none":   {"Cliquez une pièce pour la modifier (Maj+clic : plusieurs)", "Click a piece to edit it (Shift+click: several)"},
	"selection.many":   {"%d pièces choisies : glissez-en une pour les déplacer ensemble, Suppr les retire", "%d pieces selected: drag one to move them together, Delete removes them"},
	"unit":             {"Unité %s", "Unit %s"},
	"leader":           {"Chef %s", "Leader %s"},
	"herald":           {"Héraut %s", "Herald %s"},
	"f.id":             {"Id", "Id"},
	"f.name":           {"Nom", "Name"},
	"f.profile":        {"Profil", "Profile"},
	"f.elements":       {"Éléments", "Elements"},
	"f.allied":         {"Allié", "Allied"},
	"f.allied.tip":     {"Unité alliée : son propre sous-général", "Allied unit: its own sub-general"},
	"f.mounted":        {"Inf. montée", "Mounted inf."},
	"f.rank":           {"Rang", "Rank"},
	"f.quality":        {"Qualité", "Quality"},
	"f.level":          {"Niveau", "Level"},
	"f.level.tip":      {"Niveau de commandement du général en chef ; vide : celui de l'armée", "The commander's command level; empty: the army's"},
	"f.arrives":        {"Arrive au tour", "Arrives on turn"},
	"f.arrives.tip":    {"Renfort : vide ou 0 = sur la table dès le début ; sinon il entre par cet hexagone de bord", "Reinforcement: empty or 0 = on the table from the start; otherwise it enters by this edge hex"},
	"scenario":         {"Scénario", "Scenario"},
	"f.title":          {"Titre", "Title"},
	"f.ruleset":        {"Règle", "Rules"},
	"f.turns":          {"Tours", "Turns"},
	"f.first":          {"Commence", "First"},
	"f.description":    {"Description", "Description"},
	"f.seed":           {"Graine", "Seed"},
	"army":             {"Armée : %s", "Army: %s"},
	"f.edge":           {"Bord", "Edge"},
	"f.cmdlevel":       {"Niv. de cdt", "Cmd level"},
	"f.points":         {"Points d'ordre", "Order points"},
	"f.points.tip":     {"Vide : égal au niveau de commandement", "Empty: the command level"},
	"f.acts":           {"Activations", "Activations"},
	"f.acts.tip":       {"Vide : selon le tableau de la règle (taille de l'armée)", "Empty: from the rules' table (army size)"},
	"f.upa":            {"Unités/activ.", "Units/activ."},
	"default.value":    {"défaut (%d)", "default (%d)"},
	"none":             {"—", "—"},
	"yes":              {"oui", "yes"},
	"no":               {"non", "no"},
	"unlimited":        {"sans limite", "no limit"},
	"quality.":         {"normale", "normal"},
	"quality.good":     {"bonne", "good"},
	"quality.normal":   {"normale", "normal"},
	"quality.mediocre": {"médiocre", "mediocre"},
	"edge.north":       {"nord", "north"},
	"edge.south":       {"sud", "south"},
	"edge.east":        {"est", "east"},
	"edge.west":        {"ouest", "west"},

	"type.infantry":  {"Infanterie", "Infantry"},
	"type.cavalry":   {"Cavalerie", "Cavalry"},
	"type.camels":    {"Chameaux", "Camels"},
	"type.chariots":  {"Chars", "Chariots"},
	"type.elephants": {"Éléphants", "Elephants"},
	"type.artillery": {"Artillerie", "Artillery"},

	"button.play":     {"Jouer", "Play"},
	"button.play.tip": {"Commencer une partie sur cette mise en place (P)", "Start a game from this setup (P)"},
	"button.back":     {"Retour à la partie", "Back to the game"},
	"button.undo":     {"Annuler", "Undo"},
	"button.redo":     {"Rétablir", "Redo"},
	"button.save":     {"Enregistrer", "Save"},
	"button.saveas":   {"Enregistrer sous…", "Save as…"},
	"button.new":      {"Nouveau…", "New…"},
	"keys":            {"Ctrl+Z/Y · Ctrl+S · Suppr · clic droit : déplacer · molette : zoom · L : English", "Ctrl+Z/Y · Ctrl+S · Delete · right-drag: pan · wheel: zoom · L: français"},

	"refused":         {"Refusé", "Refused"},
	"placed":          {"%s posé en %s", "%s placed on %s"},
	"moved":           {"%s déplacé en %s", "%s moved to %s"},
	"moved.many":      {"%d pièces déplacées", "%d pieces moved"},
	"removed":         {"Retiré : %s (Ctrl+Z pour annuler)", "Removed: %s (Ctrl+Z to undo)"},
	"painted":         {"%d hexagone(s) peint(s) : %s", "%d hex(es) painted: %s"},
	"road.drawn":      {"Route tracée sur %d hexagones", "Road drawn across %d hexes"},
	"road.short":      {"Une route passe par au moins deux hexagones voisins : glissez de l'un à l'autre", "A road crosses at least two neighbouring hexes: drag from one to the next"},
	"road.erased":     {"%d route(s) effacée(s)", "%d road(s) erased"},
	"road.none":       {"Aucune route ici", "No road here"},
	"undone":          {"Annulé", "Undone"},
	"redone":          {"Rétabli", "Redone"},
	"undo.nothing":    {"Rien à annuler", "Nothing to undo"},
	"redo.nothing":    {"Rien à rétablir", "Nothing to redo"},
	"drop.remove":     {"Relâchez hors du plateau pour retirer la pièce", "Release off the board to remove the piece"},
	"drop.ok":         {"Relâchez pour poser en %s", "Release to place on %s"},
	"saved":           {"Enregistré : %s", "Saved: %s"},
	"saved.problems":  {"Enregistré : %s — mais %d problème(s) à corriger avant que « estafette check » l'accepte : %s", "Saved: %s — but %d problem(s) to fix before `estafette check` accepts it: %s"},
	"save.failed":     {"Enregistrement impossible : %s", "Cannot save: %s"},
	"opened":          {"Ouvert : %s", "Opened: %s"},
	"open.failed":     {"Ouverture impossible : %s", "Cannot open: %s"},
	"open.toml":       {"Seul un scénario .toml s'ouvre dans l'éditeur : %s", "Only a .toml scenario opens in the editor: %s"},
	"play.problem":    {"Impossible de jouer : %s", "Cannot play yet: %s"},
	"not.number":      {"%s : un nombre entier, s'il vous plaît", "%s: a whole number, please"},
	"edge.taken":      {"Aucun autre bord libre pour cette armée", "No other free edge for this army"},
	"ruleset.changed": {"Règle : %s", "Rules: %s"},
	"resized":         {"Plateau : %d × %d", "Board: %d × %d"},
	"select.tip":      {"Glissez pour déplacer ; hors du plateau pour retirer", "Drag to move; off the board to remove"},
	"piece.tip":       {"%s (%s) — %s", "%s (%s) — %s"},
	"terrain.tip":     {"%s · %s", "%s · %s"},
	"road":            {"route", "road"},

	"new.title":   {"Nouveau scénario", "New scenario"},
	"new.ruleset": {"Règle", "Rules"},
	"new.board":   {"Plateau : %d colonnes × %d rangées", "Board: %d columns × %d rows"},
	"new.create":  {"Créer (Entrée)", "Create (Enter)"},
	"new.cancel":  {"Annuler (Échap)", "Cancel (Esc)"},

	"confirm.title":   {"Modifications non enregistrées", "Unsaved changes"},
	"confirm.quit":    {"Le scénario a changé depuis le dernier enregistrement. Enregistrer avant de quitter ?", "The scenario has changed since it was last saved. Save before quitting?"},
	"confirm.open":    {"Le scénario a changé depuis le dernier enregistrement. Enregistrer avant d'en ouvrir un autre ?", "The scenario has changed since it was last saved. Save before opening another?"},
	"confirm.save":    {"Enregistrer", "Save"},
	"confirm.discard": {"Ne pas enregistrer", "Don't save"},
	"confirm.cancel":  {"Annuler", "Cancel"},

	"prompt.saveas": {"Enregistrer le scénario sous", "Save the scenario as"},
	"prompt.keys":   {"Tapez le chemin du fichier .toml · Entrée : enregistrer · Échap : annuler", "Type the .toml file's path · Enter: save · Esc: cancel"},
	"prompt.ok":     {"Enregistrer (Entrée)", "Save (Enter)"},
	"prompt.cancel": {"Annuler (Échap)", "Cancel (Esc)"},

	"overwrite.title": {"Remplacer %s ?", "Replace %s?"},
	"overwrite.line":  {"%s existe déjà, et ce n'est pas le fichier que l'éditeur a ouvert : l'enregistrer ici le remplace.", "%s exists, and it is not the file the editor opened: saving here replaces it."},
	"overwrite.yes":   {"Remplacer (Entrée)", "Replace (Enter)"},
	"overwrite.no":    {"Annuler (Échap)", "Cancel (Esc)"},
	"overwrite.kept":  {"Non enregistré : %s est gardé tel quel", "Not saved: %s is kept as it was"},
}

// say returns the editor's text for key in language l, formatted with
// args; a missing key shows as itself.
func say(l i18n.Lang, key string, args ...any) string {
	e, ok := editorTexts[key]
	if !ok {
		return key
	}
	s := e[1]
	if l == i18n.FR {
		s = e[0]
	}
	if len(args) == 0 {
		return s
	}
	return fmt.Sprintf(s, args...)
}
