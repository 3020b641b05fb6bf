package ai

import "estafette/rules"

// effectOf is what the order with this key does in st's ruleset: the
// thinker scores an order by its effect, whatever a club calls it;
// rules.EffectNone for a key the ruleset does not have.
func effectOf(st *rules.State, key string) rules.OrderEffect {
	if o, ok := st.Ruleset().Order(key); ok {
		return o.Does()
	}
	return rules.EffectNone
}
