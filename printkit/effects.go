package printkit

import "estafette/rules"

// effectNote is what the engine does with an order whose ruleset names
// its effect (`effect = "..."`): a club's order, under its own name and
// text, that the program plays as one of its own; the card says which,
// in its words (i18n "print.effect.*": every effect has one,
// TestTheCardKnowsEveryEffect). "" for an order named after its effect,
// whose text says it already.
func (k *kit) effectNote(o rules.Order) string {
	e := o.Does()
	if o.Effect == rules.EffectNone || e == rules.EffectNone {
		return ""
	}
	return k.tf("print.card.effect", string(e), k.t("print.effect."+string(e)))
}
