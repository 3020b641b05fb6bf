package ai

import "estafette/rules"

// orderUse is how the computer gives the orders of one effect: in the
// command phase, scored by what follows them (command); in the movement
// phase, tried when the moves they allow may pay (maneuver); with an
// attack or in a combat's windows, weighed with the other actions there
// (combat); or never, and why. Every effect of rules.OrderEffects has
// one (TestTheComputerKnowsEveryEffect): an effect the rules gain is
// played, or said not to be, here.
type orderUse struct {
	// command scores an order given in the command phase: its value
	// before its price, and why; ok is false when it does not apply.
	command func(t *thinker, o rules.GiveOrder, cost int, base float64) (value float64, why Reason, ok bool)
	// maneuver reports a maneuver order worth trying in the movement
	// phase; the best move it allows then scores it (afterOrder).
	maneuver func(o rules.GiveOrder) bool
	// combat: an attack order comes with an attack, scored by the
	// attack's odds with it; a defense order is one of the defender's
	// answers, scored with the others (bestWindowAction). combatTries,
	// when set, keeps only some of its actions.
	combat      bool
	combatTries func(count int, to rules.Dest) bool
	// never is why the computer never gives it; "" when it does.
	never string
}

// always tries every order of an effect.
func always(rules.GiveOrder) bool { return true }

// orderUses are the computer's use of every order effect.
var orderUses = map[rules.OrderEffect]orderUse{
	// A unit no leader can activate, sent anywhere.
	rules.EffectEstafette: {command: commandEstafette, maneuver: always},
	// One more leader's group activates.
	rules.EffectAssaut:        {command: commandAssaut},
	rules.EffectAssautGeneral: {command: commandAssaut},
	// Elements rallied; in the movement phase one at a time.
	rules.EffectRalliement: {command: commandRalliement, maneuver: func(o rules.GiveOrder) bool { return o.Count <= 1 }},
	// One more hex for a unit, or for each unit of a group.
	rules.EffectMarcheForcee:    {maneuver: always},
	rules.EffectEnAvantMarche:   {maneuver: always},
	rules.EffectAllant:          {combat: true},
	rules.EffectBerserks:        {combat: true},
	rules.EffectCharge:          {combat: true},
	rules.EffectPercee:          {combat: true},
	rules.EffectSapeurs:         {combat: true},
	rules.EffectEvasion:         {combat: true},
	rules.EffectEsquive:         {combat: true},
	rules.EffectSacrifice:       {combat: true},
	rules.EffectDefense:         {combat: true},
	rules.EffectTenirSaPosition: {combat: true},
	rules.EffectGrandeDefense:   {combat: true},
	// Falling back instead of fighting: only as the rules place it
	// (no count, no hex of the computer's choosing).
	rules.EffectRetraite:       {combat: true, combatTries: func(count int, to rules.Dest) bool { return count == 0 && !to.IsSet() }},
	rules.EffectEmbuscade:      {combat: true},
	rules.EffectPieges:         {combat: true},
	rules.EffectNouvelleChance: {combat: true},

	rules.EffectReconnaissance:         {never: "its points do not pay for the one unit it leaves the turn"},
	rules.EffectGueulante:              {never: "the planner does not score a wider command radius"},
	rules.EffectAssautGeneralManoeuvre: {never: "the planner does not score a second command phase"},
	rules.EffectMonterDemonter:         {never: "the planner moves units as they stand"},
	rules.EffectFormation:              {never: "the planner moves units as they stand"},
	rules.EffectDesserrerResserrer:     {never: "the planner moves units as they stand"},
	rules.EffectDesserrerEnMasse:       {never: "the planner moves units as they stand"},
	rules.EffectGuide:                  {never: "the reach the planner scores is the rules' without it"},
	rules.EffectAttaqueCombinee:        {never: "the planner activates one troop type a group"},
	rules.EffectManoeuvre:              {never: "the planner activates the groups within their leader's radius"},
}

// triesOrder reports whether the computer tries a combat window's
// action with the order key (its count and hex): a player that gives
// orders tries it, as the order's effect allows (combatTries).
func (t *thinker) triesOrder(key string, count int, to rules.Dest) bool {
	u := orderUses[effectOf(t.st, key)]
	return t.p.orders && (u.combatTries == nil || u.combatTries(count, to))
}

// commandEstafette: the unit the order activates, and where it can go.
func commandEstafette(t *thinker, o rules.GiveOrder, cost int, base float64) (float64, Reason, bool) {
	c, ok := t.apply(t.st, o)
	if !ok {
		return 0, Reason{}, false
	}
	p := t.planActivated(c, o.Args[0], base)
	return p.score, because("%s for %s (%d points): it can go to %s", orderOf(t.st, o.Key), pieceOf(t.st, o.Args[0]), cost, p.dest), true
}

// commandAssaut: the best group a leader more then activates.
func commandAssaut(t *thinker, o rules.GiveOrder, cost int, _ float64) (float64, Reason, bool) {
	c, ok := t.apply(t.st, o)
	if !ok {
		return 0, Reason{}, false
	}
	sub := newThinker(t.ctx, t.p, c, c.LegalActions(), t.rng)
	gs := sub.groups(sub.planner(sub.afterCommand(c)))
	t.nodes += sub.nodes
	if len(gs) == 0 || gs[0].open {
		return 0, Reason{}, false
	}
	return gs[0].value - t.pointValue(t.st)*float64(cost), because("%s (%d points): %s activates too", orderOf(t.st, o.Key), cost, pieceOf(t.st, gs[0].leader)), true
}

// commandRalliement: the position after the elements rallied.
func commandRalliement(t *thinker, o rules.GiveOrder, cost int, base float64) (float64, Reason, bool) {
	c, ok := t.apply(t.st, o)
	if !ok {
		return 0, Reason{}, false
	}
	return t.afterCommand(c) - base, because("ralliement for %s (%d points)", pieceOf(t.st, o.Args[0]), cost), true
}
