package i18n

// The rules' sentences about a shared game's dice line (rules/fairdice.go).
func init() {
	for k, v := range map[string]string{
		"dice needs a secret for each army: dice ARMY=SECRET ...":                                                "dice demande un secret pour chaque armée : dice ARMÉE=SECRET ...",
		"dice: %q is not ARMY=SECRET":                                                                            "dice : %q n'est pas ARMÉE=SECRET",
		"dice: the secret of %s must be %d lowercase hexadecimal digits":                                         "dice : le secret de %s doit compter %d chiffres hexadécimaux en minuscules",
		"dice: there is no army %q in this scenario":                                                             "dice : il n'y a pas d'armée %q dans ce scénario",
		"dice: %s has two secrets":                                                                               "dice : %s a deux secrets",
		"dice: %s has no secret; each army's device gives one":                                                   "dice : %s n'a pas de secret ; l'appareil de chaque armée en donne un",
		"a dice line is written by the host of a shared game from each device's secret, never given by a player": "une ligne dice est écrite par l'hôte d'une partie partagée avec le secret de chaque appareil, jamais donnée par un joueur",
	} {
		rulesFR[k] = v
	}
}
