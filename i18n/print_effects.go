package i18n

// What the engine does with an order of each effect (rules.OrderEffects,
// docs/rulesets.md "Order effects"), as the quick-reference card says it
// under an order whose ruleset names its effect: a club's order the
// program plays as one of its own (printkit/effects.go). Every effect has
// its text (TestTheCardKnowsEveryEffect).
var effectTexts = map[string]entry{
	"print.card.effect": {"Estafette le joue comme « %s » : %s.", "Estafette plays it as “%s”: %s."},

	"print.effect.reconnaissance":           {"une seule unité activée ce tour, l'armée gagnant en points le niveau de commandement de son général", "one activated unit only this turn; the army gains its commander's command level in points"},
	"print.effect.estafette":                {"une unité de plus activée, n'importe où", "one extra unit activated, anywhere on the table"},
	"print.effect.gueulante":                {"le rayon de commandement du chef +1", "the leader's command radius +1"},
	"print.effect.assaut":                   {"un chef de plus active ce tour", "one more leader activates this turn"},
	"print.effect.assaut-general":           {"tous les chefs activent (en commandement) ou une seconde phase de commandement (en manœuvre)", "in the command window every leader activates; in the maneuver window, a second command phase"},
	"print.effect.assaut-general-manoeuvre": {"une seconde phase de commandement", "a second command phase"},
	"print.effect.monter-demonter":          {"monter ou démonter, un pas de mouvement", "mount or dismount, one movement step"},
	"print.effect.formation":                {"changer de formation, un pas de mouvement", "formation changed, one movement step"},
	"print.effect.desserrer-resserrer":      {"ordre ouvert ou serré, un pas de mouvement", "open or close order, one movement step"},
	"print.effect.desserrer-en-masse":       {"ordre ouvert ou serré pour 4 unités du groupe au plus", "open or close order for up to 4 units of the group"},
	"print.effect.marche-forcee":            {"un hexagone de plus, toujours apte au combat", "one extra hex, still able to fight"},
	"print.effect.guide-local":              {"terrain difficile compté clair, pour chaque hexagone payé", "difficult terrain as clear, for each hex paid"},
	"print.effect.en-avant-marche":          {"un hexagone de plus pour chaque unité du groupe", "one extra hex for every unit of the group"},
	"print.effect.attaque-combinee":         {"types de troupes mêlés dans une activation", "mixed troop types in one activation"},
	"print.effect.manoeuvre":                {"le groupe activé hors du rayon de commandement du chef", "the group activated outside the leader's command radius"},
	"print.effect.ralliement":               {"des éléments rétablis", "elements restored"},
	"print.effect.allant":                   {"ses dés d'ordre, rien d'autre", "its order dice, nothing else"},
	"print.effect.berserks":                 {"doit suivre, et les faces spéciales le touchent à la riposte", "must follow up; special faces hit it in the riposte"},
	"print.effect.charge":                   {"compte comme soutenu toute sa phase de combat", "counts as supported all its combat phase"},
	"print.effect.percee":                   {"peut poursuivre après un suivi", "may pursue after a follow-up"},
	"print.effect.sapeurs":                  {"la couverture du terrain du défenseur est ignorée", "the defender's terrain cover is ignored"},
	"print.effect.evasion":                  {"après les dés, une perte devient deux drapeaux que rien n'annule", "after the dice, one hit becomes two flags nobody cancels"},
	"print.effect.esquive":                  {"avant les dés, une perte devient deux drapeaux ordinaires", "before the dice, one hit becomes two ordinary flags"},
	"print.effect.sacrifice":                {"des drapeaux changés en pertes, à volonté", "flags turned into losses at will"},
	"print.effect.defense":                  {"compte comme soutenu", "counts as supported"},
	"print.effect.tenir-sa-position":        {"ignore tous les drapeaux", "ignores every flag"},
	"print.effect.grande-defense":           {"soutenu pour le tour", "supported for the turn"},
	"print.effect.retraite":                 {"recule de 1 à son allocation au lieu de combattre", "falls back 1 to its allowance instead of fighting"},
	"print.effect.embuscade":                {"la riposte vient avant l'attaque, aucune après", "the riposte comes before the attack, none after it"},
	"print.effect.pieges":                   {"l'attaquant perd les dés d'ordre de cet ordre", "the attacker loses this order's order dice"},
	"print.effect.nouvelle-chance":          {"l'attaquant relance le premier dé qui blesse (dans l'influence d'un officier)", "the attacker rerolls the first die that hurts (within an officer's influence)"},
}

func init() {
	for k, e := range effectTexts {
		catalog[k] = e
	}
}
