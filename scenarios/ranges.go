package scenarios

// span is the values a ruleset number may take (docs/rulesets.md
// "Ranges"). Each is wide enough for any house rule a club could want and
// small enough that the engine's work stays bounded: a move of 2,000,000,000
// asked the reach search for an impossible slice, and 2,000,000,000
// assault dice exhausted memory.
type span struct{ lo, hi int }

// The ranges of ruleset numbers.
var (
	spanLeaderMove         = span{0, 20}   // hexes a leader moves alone
	spanRadius             = span{0, 20}   // command and influence radii, in hexes
	spanGood               = span{0, 10}   // extra units a good leader activates
	spanWorse              = span{-10, 0}  // a mediocre or bad leader's change
	spanMaxUnits           = span{0, 2000} // an activation band's upper bound (rules.MaxPieces)
	spanActivations        = span{1, 20}   // as a scenario's own activations
	spanUnitsPerActivation = span{1, 50}   // as a scenario's own units_per_activation
	spanCost               = span{0, 99}   // order points (a command level is at most 99)
	spanMove               = span{0, 20}   // hexes moved keeping the ability to fight
	spanMoveNoCombat       = span{0, 40}   // hexes moved "sans combat", and max_move
	spanDice               = span{0, 20}   // fire, assault and melee dice
	spanRange              = span{0, 20}   // fire range in hexes
	spanTerrainCost        = span{1, 20}   // movement points to enter a terrain
	spanWeight             = span{1, 100}  // a die face's relative frequency
	spanCancels            = span{0, 10}   // flags cancelled, hexes of retreat, elements lost, cover
	spanBonusDice          = span{0, 10}   // front rank and direct action dice
	spanOrderDice          = span{-20, 20} // dice an order adds (or, negative, takes away)
)

// ranged reads an integer that must lie in sp, with a positioned error
// naming the range otherwise. A missing optional key reads as 0 and is
// not checked.
func ranged(t *table, key string, required bool, sp span) int {
	v, ok := t.m[key]
	n := t.integer(key, required)
	if !ok || t.d.bad[t.child(key)] {
		return n
	}
	if _, isInt := toInt(v); isInt && (n < sp.lo || n > sp.hi) {
		t.d.errorf(t.child(key), "%s = %d is out of range (%d to %d)", key, n, sp.lo, sp.hi)
	}
	return n
}
