package i18n

// The texts of a game shared between devices (docs/network.md): the
// session's refusals, the host's screen, joining, the seats.
var networkTexts = map[string]entry{
	"net.busy":     {"Un instant : l'action précédente attend l'hôte", "One moment: the previous action waits for the host"},
	"net.notyours": {"C'est à %s de décider : son joueur est sur un autre appareil", "It is %s's decision: their player is on another device"},
	"net.undo":     {"Une partie partagée ne s'annule pas d'ici : demandez à l'hôte", "A shared game is not undone from here: ask the host"},
}

func init() {
	for k, e := range networkTexts {
		catalog[k] = e
	}
}
