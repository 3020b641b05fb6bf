package i18n

// The texts of a game shared between devices (docs/network.md): the
// session's refusals, the host's screen, joining, the seats.
var networkTexts = map[string]entry{
	"net.busy":             {"Un instant : l'action précédente attend l'hôte", "One moment: the previous action waits for the host"},
	"net.notyours":         {"C'est à %s de décider : son joueur est sur un autre appareil", "It is %s's decision: their player is on another device"},
	"net.undo":             {"Une partie partagée ne s'annule pas d'ici : demandez à l'hôte", "A shared game is not undone from here: ask the host"},
	"act.dice":             {"Les dés du prochain jet sont tirés du secret de chaque appareil", "The next roll's dice come from each device's secret"},
	"net.computer.decides": {"%s : l'ordinateur de l'hôte joue", "%s: the host's computer plays"},
	"net.decides":          {"%s décide, sur un autre appareil", "%s decides, on another device"},
	"net.head":             {"Partie partagée", "Shared game"},
	"net.waiting":          {"En attente de l'hôte…", "Waiting for the host…"},
	"net.you":              {"vous", "you"},
	"net.watching.you":     {"Vous regardez la partie", "You are watching"},
	"net.join.row":         {"Rejoindre : code %s", "Others join: code %s"},
	"net.computer":         {"l'ordinateur (%s)", "the computer (%s)"},
	"net.open":             {"place libre", "free seat"},
	"net.player":           {"un joueur", "a player"},
	"net.offline":          {"%s (déconnecté)", "%s (offline)"},
	"net.join.title":       {"Rejoindre cette partie", "Join this game"},
	"net.join.close":       {"Fermer (J)", "Close (J)"},
	"net.join.code":        {"Code : %s", "Code: %s"},
	"net.join.desktop":     {"Sur un ordinateur : estafette join %s %s", "On a computer: estafette join %s %s"},
	"net.undo.asked":       {"Demande envoyée : l'autre joueur doit accepter", "Asked: the other player must agree"},
	"net.undo.done":        {"Action reprise, d'un commun accord", "Taken back, by agreement"},
	"net.undo.refused":     {"L'autre joueur n'a pas accepté de reprendre l'action", "The other player did not agree to take it back"},
	"net.undo.away":        {"Un autre joueur est absent : il ne peut pas accepter", "Another player is away: he cannot agree"},
	"net.undo.notyours":    {"La dernière action n'est pas la vôtre : seul son joueur peut la reprendre", "The last action is not yours: only its player may take it back"},
	"net.undo.ask":         {"%s demande à reprendre : %s", "%s asks to take back: %s"},
	"net.undo.yes":         {"Accepter (O)", "Agree (Y)"},
	"net.undo.no":          {"Refuser (N)", "Refuse (N)"},
	"net.stopped":          {"La partie partagée est arrêtée : %s", "The shared game has stopped: %s"},
	"net.lost":             {"Connexion à l'hôte perdue : nouvel essai…", "Lost the host: trying again…"},
	"net.back":             {"De retour auprès de l'hôte", "Back with the host"},

	// what a host says (netplay), by key
	"net.code":        {"aucune partie n'a ce code", "no game has this code"},
	"net.taken":       {"la place de cette armée est prise", "that army's seat is taken"},
	"net.noarmy":      {"cette partie n'a pas cette armée", "this game has no such army"},
	"net.token":       {"la place de cet appareil n'est plus dans cette partie", "this device's seat is not in this game any more"},
	"net.version":     {"l'hôte parle une autre version du protocole : prenez le même Estafette sur chaque appareil", "the host speaks another version of the protocol: use the same Estafette on every device"},
	"net.forged":      {"l'hôte a changé un jet de dés : la partie est arrêtée", "the host changed a roll: the game is stopped"},
	"net.watching":    {"un spectateur regarde : il n'agit pour aucune armée", "a spectator watches: he acts for no army"},
	"net.stale":       {"la partie a avancé avant que cette action n'arrive : regardez à nouveau", "the game moved on before this action came: look again"},
	"net.full":        {"cette partie a déjà tous les appareils qu'elle peut prendre", "this game has as many devices as it takes"},
	"net.replaced":    {"cette place a été reprise depuis une autre connexion", "this seat was taken again from another connection"},
	"net.flood":       {"trop de messages : la connexion est fermée", "too many messages: this connection is closed"},
	"net.bad":         {"un message mal formé : la connexion est fermée", "a malformed message: this connection is closed"},
	"net.bad.line":    {"l'hôte a envoyé une ligne qui n'est pas une action", "the host sent a line that is not an action"},
	"net.commit":      {"l'appareil d'un joueur doit s'engager sur son secret de dés en arrivant", "a player's device must commit to its dice secret when it joins"},
	"net.load":        {"l'hôte ne peut pas relire cette partie", "the host cannot read this game back"},
	"net.secret.bad":  {"le secret de dés de cet appareil ne correspond pas à son engagement", "this device's dice secret does not match its commitment"},
	"net.host.closed": {"l'hôte a arrêté cette partie", "the host has stopped this game"},

	// the server's pages (netplay/pages.go)
	"net.page.code":       {"Code de la partie :", "Game code:"},
	"net.page.play":       {"Jouer", "Play"},
	"net.page.watch":      {"Regarder la partie", "Watch the game"},
	"net.page.noweb":      {"Cet hôte n'a pas la page web (make web la construit) : sur un ordinateur, rejoignez avec la commande ci-dessous.", "This host has no web page (make web builds it): on a computer, join with the command below."},
	"net.page.desktop":    {"Sur un ordinateur :", "On a computer:"},
	"net.page.scan":       {"Un autre appareil rejoint en photographiant ce code", "Another device joins by pointing its camera at this code"},
	"net.page.entercode":  {"Code de la partie", "Game code"},
	"net.page.join":       {"Rejoindre", "Join"},
	"net.page.new":        {"Nouvelle partie", "New game"},
	"net.page.scenario":   {"Scénario", "Scenario"},
	"net.page.seats":      {"Adversaire", "Opponent"},
	"net.page.people":     {"un autre joueur", "another player"},
	"net.page.computer":   {"l'ordinateur", "the computer"},
	"net.page.demo":       {"l'ordinateur des deux côtés (démonstration)", "the computer on both sides (a demonstration)"},
	"net.page.over":       {"Partie terminée", "Game over"},
	"net.page.actions":    {"actions jouées", "actions played"},
	"net.page.create":     {"Créer la partie", "Start the game"},
	"net.page.wait":       {"Trop de codes faux : attendez quelques secondes.", "Too many wrong codes: wait a few seconds."},
	"net.page.nocode":     {"Aucune partie n'a ce code.", "No game has this code."},
	"net.page.noscenario": {"Ce serveur n'a pas ce scénario.", "This server has no such scenario."},
	"net.page.busy":       {"Le serveur ne crée plus de partie pour l'instant : réessayez plus tard.", "The server starts no more games for now: try again later."},
}

func init() {
	for k, e := range networkTexts {
		catalog[k] = e
	}
}
