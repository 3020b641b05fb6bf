package i18n

// The rules' sentences about victory on the map (rules/objective.go,
// rules/objective_validate.go): objectives met, said on the panel, and
// checked in a scenario.
func init() {
	for k, v := range map[string]string{
		"both armies hold their objectives at the end of turn %d: the game is a draw": "les deux armées tiennent leur objectif à la fin du tour %d : match nul",
		"%s holds %s and wins":                             "%s tient %s et l'emporte",
		"%s takes %s and wins":                             "%s prend %s et l'emporte",
		"%s breaks, %d unit(s) lost: %s wins":              "%s est rompue, %d unité(s) perdue(s) : %s l'emporte",
		"%s wins if it has taken %s at the end of turn %d": "%s gagne si elle a pris %s à la fin du tour %d",
		"%s wins by taking %s at the end of its turn":      "%s gagne en prenant %s à la fin de son tour",

		"units = %d: the enemy breaks after losing at least one unit":                                                        "units = %d : l'ennemi est rompu après avoir perdu au moins une unité",
		"units = %d, but %s has only %d units":                                                                               "units = %d, mais %s n'a que %d unités",
		"a break objective counts the enemy's losses and names no hexes":                                                     "un objectif de rupture compte les pertes de l'ennemi et ne nomme aucun hexagone",
		"a break objective is checked at every loss and names no turn":                                                       "un objectif de rupture se vérifie à chaque perte et ne nomme aucun tour",
		"%s already has a break objective: the enemy breaks at one number of losses":                                         "%s a déjà un objectif de rupture : l'ennemi est rompu à un seul nombre de pertes",
		"kind = %q: use hold, take or break":                                                                                 "kind = %q : hold (tenir), take (prendre) ou break (rompre)",
		"no unit can stand on %s (%s): it cannot be held":                                                                    "aucune unité ne peut se tenir en %s (%s) : elle ne peut être tenue",
		"units counts the enemy's losses of a break objective; a %s objective names hexes":                                   "units compte les pertes de l'ennemi d'un objectif de rupture ; un objectif %s nomme des hexagones",
		"turn = %d: 0 (or none) for each of the army's turns, else a turn of the game":                                       "turn = %d : 0 (ou rien) pour chaque tour de l'armée, sinon un tour de la partie",
		"turn = %d is after the last turn (%d)":                                                                              "turn = %d vient après le dernier tour (%d)",
		"%s already meets this objective where it stands: it would win at the end of its first turn (give a turn, turn = N)": "%s remplit déjà cet objectif là où elle se tient : elle gagnerait à la fin de son premier tour (donnez un tour, turn = N)",

		"%s wins when the enemy has lost %d unit(s)":   "%s gagne quand l'ennemi a perdu %d unité(s)",
		"%s wins by holding %s at the end of turn %d":  "%s gagne en tenant %s à la fin du tour %d",
		"%s wins by holding %s at the end of its turn": "%s gagne en tenant %s à la fin de son tour",
		"%d/%d lost": "%d/%d perdues",
		"taken":      "pris",
		"contested":  "disputé",
		"not taken":  "pas pris",
		"%d/%d held": "%d/%d tenus",
	} {
		rulesFR[k] = v
	}
}
