package i18n

// The start screen's texts (package game/start): what to play, who
// commands each army, the saved games, the lessons, and the presentation
// choices. They join the catalog.
var startTexts = map[string]entry{
	"start.title":           {"Estafette", "Estafette"},
	"start.tagline":         {"Les règles de Vincent Herelle sur hexagones", "Vincent Herelle's rules on hexes"},
	"start.new":             {"Nouvelle partie", "New game"},
	"start.continue":        {"Continuer", "Continue"},
	"start.continue.none":   {"Continuer : aucune partie en cours", "Continue: no unfinished game"},
	"start.continue.tip":    {"La partie la plus récente qui n'est pas finie, là où elle s'est arrêtée (sauvegarde automatique).", "The most recent unfinished game, where it stopped (autosave)."},
	"start.open":            {"Vos parties (en cours et enregistrées)", "Your games (in progress and saved)"},
	"start.lessons":         {"Leçons", "Lessons"},
	"start.demo":            {"L'ordinateur contre l'ordinateur (démo)", "Computer against computer (demo)"},
	"start.demo.tip":        {"Le tutoriel, les deux armées jouées par l'ordinateur (niveau normal).", "The tutorial, both armies played by the computer (normal level)."},
	"start.editor":          {"Éditeur de scénarios", "Scenario editor"},
	"start.lang":            {"In English (L)", "En français (L)"},
	"start.contrast.on":     {"Contraste élevé : oui", "High contrast: on"},
	"start.contrast.off":    {"Contraste élevé : non", "High contrast: off"},
	"start.contrast.tip":    {"Pour un projecteur ou une salle claire : traits noirs, couleurs plus franches. S'applique aux fenêtres ouvertes ensuite.", "For a projector or a bright room: black lines, stronger colours. Applies to the windows opened next."},
	"start.scale":           {"Taille de l'interface : %d %% (Ctrl + / Ctrl −, Ctrl 0)", "Interface size: %d%% (Ctrl + / Ctrl −, Ctrl 0)"},
	"start.fullscreen":      {"Plein écran : F11", "Full screen: F11"},
	"start.version":         {"version %s", "version %s"},
	"start.scenarios":       {"Scénarios", "Scenarios"},
	"start.family":          {"Règle : %s", "Rules: %s"},
	"start.turns":           {"%d tours", "%d turns"},
	"start.turns.none":      {"Tours sans limite", "No turn limit"},
	"start.commands":        {"Qui commande chaque armée (cliquez pour changer)", "Who commands each army (click to change)"},
	"start.seat.human":      {"une personne", "a person"},
	"start.seat.ai:easy":    {"l'ordinateur, facile", "the computer, easy"},
	"start.seat.ai:normal":  {"l'ordinateur, normal", "the computer, normal"},
	"start.seat.ai:hard":    {"l'ordinateur, difficile", "the computer, hard"},
	"start.seat.tip":        {"Une personne, puis l'ordinateur facile, normal, difficile. Deux personnes jouent à tour de rôle sur cet ordinateur.", "A person, then the computer easy, normal, hard. Two people take turns at this computer."},
	"start.yours":           {"Votre scénario", "Your scenario"},
	"start.play":            {"Jouer (Entrée)", "Play (Enter)"},
	"start.print":           {"Imprimer le scénario (PDF)", "Print the scenario (PDF)"},
	"start.print.tip":       {"La carte à l'échelle de la table, chaque pièce à sa case de départ, les ordres de bataille et le briefing : pour installer les figurines.", "The map at the table's scale, every piece at its starting hex, the orders of battle and the briefing: to set the miniatures up."},
	"start.print.rules":     {"Aide-mémoire %s (PDF)", "%s quick-reference card (PDF)"},
	"start.print.rules.tip": {"Les deux faces d'une feuille A4 faites des valeurs de la règle jouée : séquence, rayons, activation, ordres et leur coût, mouvements, dé.", "Two sides of an A4 sheet made from the ruleset the game plays: sequence, radii, activation, orders and their cost, movement, the die."},
	"start.printed":         {"Imprimé : %s", "Printed: %s"},
	"start.print.failed":    {"Impression impossible : %s", "Cannot print: %s"},
	"start.broken":          {"%s ne peut pas être chargé : %s", "%s cannot be loaded: %s"},
	"start.saves.none":      {"Aucune partie encore : chaque partie jouée sera gardée ici", "No game yet: every game you play will be kept here"},
	"start.saves.failed":    {"Les parties enregistrées ne peuvent pas être listées : %s", "The saved games cannot be listed: %s"},
	"start.save.where":      {"Tour %d, %s joue", "Turn %d, %s to play"},
	"start.save.over":       {"Tour %d, partie terminée", "Turn %d, game over"},
	"start.save.broken":     {"illisible : %s", "unreadable: %s"},
	"start.save.play":       {"Jouer", "Play"},
	"start.save.view":       {"Revoir", "Replay"},
	"start.save.view.tip":   {"Ouvrir la partie dans la visionneuse : action par action, sans la modifier.", "Open the game in the replay viewer: action by action, without changing it."},
	"start.saves.more":      {"%d à %d sur %d (molette, ↑ ↓)", "%d to %d of %d (wheel, ↑ ↓)"},
	"start.continue.where":  {"Tour %d, %s joue", "Turn %d, %s to play"},
	"start.date":            {"02/01/2006 15:04", "2006-01-02 15:04"},
	"start.lessons.about":   {"Des parties commentées du tutoriel, pas à pas ; certaines étapes vous demandent de jouer.", "Narrated games of the tutorial, step by step; some steps ask you to play."},
	"start.keys":            {"↑ ↓ : choisir · Entrée : jouer · Échap : revenir", "↑ ↓: choose · Enter: play · Esc: back"},
	"settings.broken":       {"%s", "%s"},
	"settings.aside":        {"Vos réglages (%s) sont illisibles (%v) : gardés sous le nom %s ; réglages par défaut", "Your settings (%s) cannot be read (%v): kept as %s; default settings"},
	"settings.kept":         {"Vos réglages (%s) sont illisibles (%v) : laissés tels quels ; réglages par défaut", "Your settings (%s) cannot be read (%v): left as they are; default settings"},
	"settings.unused":       {"Réglages par défaut : %v", "Default settings: %v"},
}

func init() {
	for k, e := range startTexts {
		catalog[k] = e
	}
}
