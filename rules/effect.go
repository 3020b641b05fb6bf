package rules

// OrderEffect is what an order does once given, whatever the ruleset calls
// it. The engine knows a closed set of effects (OrderEffects); an order
// names its effect with `effect = "..."` in its ruleset, or through its key
// when that key is one of the names KnownEffect accepts. The switches that
// play orders dispatch on the effect, never on the key, so that a club's
// ruleset may rename an order and keep what it does.
type OrderEffect string

// The order effects the engine implements (docs/rulesets.md "Order
// effects"). Each is named after the French key of the order that first
// had it.
const (
	EffectNone OrderEffect = "" // an order whose effect is unknown: it may not be given

	// Command and maneuver orders.
	EffectReconnaissance         OrderEffect = "reconnaissance"           // one activated unit only; gain the commander's command level in points
	EffectEstafette              OrderEffect = "estafette"                // one extra unit activated, anywhere (Messager, Estafette)
	EffectGueulante              OrderEffect = "gueulante"                // the leader's command radius +1
	EffectAssaut                 OrderEffect = "assaut"                   // one more leader activates
	EffectAssautGeneral          OrderEffect = "assaut-general"           // command window: every leader activates; maneuver window: a second command phase
	EffectAssautGeneralManoeuvre OrderEffect = "assaut-general-manoeuvre" // a second command phase
	EffectMonterDemonter         OrderEffect = "monter-demonter"          // mount or dismount, one movement step
	EffectFormation              OrderEffect = "formation"                // change formation, one movement step
	EffectDesserrerResserrer     OrderEffect = "desserrer-resserrer"      // open or close order, one movement step
	EffectDesserrerEnMasse       OrderEffect = "desserrer-en-masse"       // open or close order for up to 4 units of a leader's group
	EffectMarcheForcee           OrderEffect = "marche-forcee"            // one extra hex, still able to fight
	EffectGuide                  OrderEffect = "guide-local"              // difficult terrain as clear, per hex paid (Guide local, Coureur des bois)
	EffectEnAvantMarche          OrderEffect = "en-avant-marche"          // one extra hex for every unit of a leader's group
	EffectAttaqueCombinee        OrderEffect = "attaque-combinee"         // mixed troop types in one activation
	EffectManoeuvre              OrderEffect = "manoeuvre"                // a leader's group activated outside his command radius
	EffectRalliement             OrderEffect = "ralliement"               // elements rallied

	// Attack orders.
	EffectAllant   OrderEffect = "allant"   // only the dice of [combat] order_dice
	EffectBerserks OrderEffect = "berserks" // must follow up; special faces hit it in the riposte
	EffectCharge   OrderEffect = "charge"   // the attacker counts as supported all its combat phase
	EffectPercee   OrderEffect = "percee"   // may pursue after a follow-up
	EffectSapeurs  OrderEffect = "sapeurs"  // the defender's terrain cover does not cancel flags

	// Defense orders.
	EffectEvasion         OrderEffect = "evasion"           // after the dice: one hit becomes two flags nobody cancels
	EffectEsquive         OrderEffect = "esquive"           // before the dice: one hit becomes two ordinary flags
	EffectSacrifice       OrderEffect = "sacrifice"         // flags turned into losses
	EffectDefense         OrderEffect = "defense"           // the defender counts as supported
	EffectTenirSaPosition OrderEffect = "tenir-sa-position" // the defender holds its ground
	EffectGrandeDefense   OrderEffect = "grande-defense"    // supported for the turn (Grande défense, Comme un roc)
	EffectRetraite        OrderEffect = "retraite"          // falls back 1 to its allowance instead of fighting
	EffectEmbuscade       OrderEffect = "embuscade"         // the riposte comes before the attack
	EffectPieges          OrderEffect = "pieges"            // the order_dice of the order taken from the attacker
	EffectNouvelleChance  OrderEffect = "nouvelle-chance"   // the attacker rerolls the first die that hurts
)

// effectSpec is what an effect needs of the order that carries it: the
// windows it may be given in and what it is given to. An order outside
// them would be paid for and do nothing, or find no unit to act on.
type effectSpec struct {
	windows []Window
	targets []TargetKind
}

var (
	commandOrManeuver = []Window{WindowCommand, WindowManeuver}
	attackWindow      = []Window{WindowAttack}
	defenseWindow     = []Window{WindowDefense}
	anyUnit           = []TargetKind{TargetUnit, TargetActivatedUnit}
	activatedUnit     = []TargetKind{TargetActivatedUnit}
	noTarget          = []TargetKind{TargetNone}
	leaderGroup       = []TargetKind{TargetLeaderGroup}
	attacker          = []TargetKind{TargetAttacker}
	defender          = []TargetKind{TargetDefender}
)

var effectSpecs = map[OrderEffect]effectSpec{
	EffectReconnaissance:         {commandOrManeuver, noTarget},
	EffectEstafette:              {commandOrManeuver, []TargetKind{TargetUnit}},
	EffectGueulante:              {commandOrManeuver, []TargetKind{TargetLeader}},
	EffectAssaut:                 {commandOrManeuver, noTarget},
	EffectAssautGeneral:          {commandOrManeuver, noTarget},
	EffectAssautGeneralManoeuvre: {commandOrManeuver, noTarget},
	EffectMonterDemonter:         {commandOrManeuver, activatedUnit},
	EffectFormation:              {commandOrManeuver, activatedUnit},
	EffectDesserrerResserrer:     {commandOrManeuver, activatedUnit},
	EffectDesserrerEnMasse:       {commandOrManeuver, leaderGroup},
	EffectMarcheForcee:           {commandOrManeuver, activatedUnit},
	EffectGuide:                  {commandOrManeuver, activatedUnit},
	EffectEnAvantMarche:          {commandOrManeuver, leaderGroup},
	EffectAttaqueCombinee:        {commandOrManeuver, leaderGroup},
	EffectManoeuvre:              {commandOrManeuver, leaderGroup},
	EffectRalliement:             {commandOrManeuver, anyUnit},
	EffectAllant:                 {attackWindow, attacker},
	EffectBerserks:               {attackWindow, attacker},
	EffectCharge:                 {attackWindow, attacker},
	EffectPercee:                 {attackWindow, attacker},
	EffectSapeurs:                {attackWindow, attacker},
	EffectEvasion:                {defenseWindow, defender},
	EffectEsquive:                {defenseWindow, defender},
	EffectSacrifice:              {defenseWindow, defender},
	EffectDefense:                {defenseWindow, defender},
	EffectTenirSaPosition:        {defenseWindow, defender},
	EffectGrandeDefense:          {defenseWindow, defender},
	EffectRetraite:               {defenseWindow, defender},
	EffectEmbuscade:              {defenseWindow, defender},
	EffectPieges:                 {defenseWindow, defender},
	EffectNouvelleChance:         {defenseWindow, defender},
}

// effectAliases are the built-in order keys that name an effect under
// another name.
var effectAliases = map[string]OrderEffect{
	"messager":         EffectEstafette,
	"coureur-des-bois": EffectGuide,
	"comme-un-roc":     EffectGrandeDefense,
}

// OrderEffects lists every effect the engine implements, in a fixed order.
var OrderEffects = []OrderEffect{
	EffectReconnaissance, EffectEstafette, EffectGueulante, EffectAssaut, EffectAssautGeneral,
	EffectAssautGeneralManoeuvre, EffectMonterDemonter, EffectFormation, EffectDesserrerResserrer,
	EffectDesserrerEnMasse, EffectMarcheForcee, EffectGuide, EffectEnAvantMarche, EffectAttaqueCombinee,
	EffectManoeuvre, EffectRalliement,
	EffectAllant, EffectBerserks, EffectCharge, EffectPercee, EffectSapeurs,
	EffectEvasion, EffectEsquive, EffectSacrifice, EffectDefense, EffectTenirSaPosition,
	EffectGrandeDefense, EffectRetraite, EffectEmbuscade, EffectPieges, EffectNouvelleChance,
}

// effectByName maps every name KnownEffect accepts to its effect: one
// lookup, as Does runs in every order's check.
var effectByName = func() map[string]OrderEffect {
	m := make(map[string]OrderEffect, len(OrderEffects)+len(effectAliases))
	for _, e := range OrderEffects {
		m[string(e)] = e
	}
	for k, e := range effectAliases {
		m[k] = e
	}
	return m
}()

// KnownEffect returns the effect a name stands for: an effect's own name
// (OrderEffects) or a built-in order key that is its alias ("messager",
// "coureur-des-bois", "comme-un-roc"). ok is false for any other name.
func KnownEffect(name string) (OrderEffect, bool) {
	e, ok := effectByName[name]
	return e, ok
}

// Does returns the order's effect: the one its ruleset names, or else the
// one its key stands for; EffectNone when neither is known (such an order
// is refused at load, and by the rules if a ruleset is built otherwise).
func (o *Order) Does() OrderEffect {
	if o == nil {
		return EffectNone
	}
	if o.Effect != EffectNone {
		if _, ok := effectSpecs[o.Effect]; ok {
			return o.Effect
		}
		return EffectNone
	}
	return effectByName[o.Key]
}

// EffectWindows returns the windows an order with effect e may be given
// in; nil for an unknown effect.
func EffectWindows(e OrderEffect) []Window { return effectSpecs[e].windows }

// EffectTargets returns what an order with effect e may be given to; nil
// for an unknown effect.
func EffectTargets(e OrderEffect) []TargetKind { return effectSpecs[e].targets }
