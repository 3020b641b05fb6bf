package control

import (
	"slices"

	"estafette/rules"
	"estafette/rules/hex"
)

// A choice the player makes on the board before an action is complete
// (docs/table.md "Choosing on the board"): the hex a Retraite or a
// withdrawal falls back to, among those the rules give (RetreatHexes), and
// the four units of Desserrer ou resserrer en masse (MassOrderUnits). The
// action played is the record's line with the hex or the units named;
// the rules check it as any other.

// ChoiceKind is what a choice asks for.
type ChoiceKind int

// The kinds of choice.
const (
	NoChoice    ChoiceKind = iota
	ChooseHex              // the hex a unit falls back to
	ChooseUnits            // the units an order names
)

// Choice is the choice under way.
type Choice struct {
	Kind ChoiceKind
	// Action is the action the choice completes, as yet without its hex
	// or its units.
	Action rules.Action
	Unit   string    // ChooseHex: the unit that falls back
	Hexes  []hex.Hex // ChooseHex: where it may fall back
	Leader string    // ChooseUnits: the leader whose units are named
	Units  []string  // ChooseUnits: the units he may name
	Need   int       // ChooseUnits: how many to name
	Picked []string  // ChooseUnits: named so far, in the order clicked
}

// Choosing returns the choice under way; its Kind is NoChoice when none.
func (c *Controller) Choosing() Choice { return c.choice }

// CancelChoice drops the choice under way, if any.
func (c *Controller) CancelChoice() {
	if c.choice.Kind != NoChoice {
		c.choice = Choice{}
		c.ClearStatus()
	}
}

// Play plays an action a panel row or the Orders menu gives: one that
// leaves the player a choice on the board (a Retraite or a withdrawal
// without its hex, Desserrer en masse without its units) starts that
// choice; any other is applied. It reports whether something was played
// or a choice started.
func (c *Controller) Play(a rules.Action) bool {
	if ch, ok := c.choiceFor(a); ok {
		c.choice = ch
		c.hintChoice()
		c.changed()
		return true
	}
	return c.Apply(a)
}

// choiceFor is the choice an action leaves the player, when the rules
// would accept it once complete and there is something to choose.
func (c *Controller) choiceFor(a rules.Action) (Choice, bool) {
	st := c.State()
	if st.Check(a) != nil {
		return Choice{}, false // let Apply show why
	}
	cb := st.CurrentCombat()
	switch a := a.(type) {
	case rules.Defend:
		if !c.isRetraite(a.Order) || a.Count != 0 || a.To.IsSet() || cb.Rolled {
			return Choice{}, false
		}
		return c.hexChoice(a, cb.Defender)
	case rules.Direct:
		if a.Effect != rules.DirectOrder || !c.isRetraite(a.Order) || a.Count != 0 || a.To.IsSet() || cb.Rolled {
			return Choice{}, false
		}
		return c.hexChoice(a, a.Unit)
	case rules.Withdraw:
		if a.Count != 0 || a.To.IsSet() {
			return Choice{}, false
		}
		l, _ := st.Leader(a.Leader)
		if u, ok := st.UnitAt(l.Hex); ok {
			return c.hexChoice(a, u.ID)
		}
	case rules.GiveOrder:
		o, ok := st.Ruleset().Order(a.Key)
		if !ok || o.Does() != rules.EffectDesserrerEnMasse || len(a.Args) != 1 {
			return Choice{}, false
		}
		units, need := st.MassOrderUnits(a.Args[0])
		if need == 0 {
			return Choice{}, false
		}
		return Choice{Kind: ChooseUnits, Action: a, Leader: a.Args[0], Units: units, Need: need}, true
	}
	return Choice{}, false
}

func (c *Controller) isRetraite(key string) bool {
	o, ok := c.State().Ruleset().Order(key)
	return ok && o.Does() == rules.EffectRetraite
}

// hexChoice is the choice of the hex unit falls back to.
func (c *Controller) hexChoice(a rules.Action, unit string) (Choice, bool) {
	hs := c.State().RetreatHexes(unit)
	if len(hs) == 0 {
		return Choice{}, false
	}
	return Choice{Kind: ChooseHex, Action: a, Unit: unit, Hexes: hs}, true
}

// withHex is the choice's action with the hex named.
func withHex(a rules.Action, h hex.Hex) rules.Action {
	switch a := a.(type) {
	case rules.Defend:
		a.To = rules.DestAt(h)
		return a
	case rules.Withdraw:
		a.To = rules.DestAt(h)
		return a
	case rules.Direct:
		a.To = rules.DestAt(h)
		return a
	}
	return a
}

// clickChoice takes a click on the board during a choice; it reports
// whether the click belonged to the choice.
func (c *Controller) clickChoice(h hex.Hex) bool {
	ch := c.choice
	st := c.State()
	switch ch.Kind {
	case ChooseHex:
		if u, ok := st.Unit(ch.Unit); ok && u.Hex == h {
			c.CancelChoice() // a click on the unit itself takes it back
			return true
		}
		// A hex the rules refuse says why (MOV.STOP, MOV.OCCUPIED...),
		// and the choice stays open.
		c.Apply(withHex(ch.Action, h))
		return true
	case ChooseUnits:
		u, ok := st.UnitAt(h)
		if !ok {
			c.CancelChoice()
			return true
		}
		if !slices.Contains(ch.Units, u.ID) {
			c.hint("choose.mass.not", u.ID, ch.Leader)
			return true
		}
		if i := slices.Index(ch.Picked, u.ID); i >= 0 {
			c.choice.Picked = slices.Delete(slices.Clone(ch.Picked), i, i+1)
		} else {
			c.choice.Picked = append(slices.Clone(ch.Picked), u.ID)
		}
		if len(c.choice.Picked) < ch.Need {
			c.hintChoice()
			c.changed()
			return true
		}
		g := ch.Action.(rules.GiveOrder)
		g.Args = append([]string{ch.Leader}, c.choice.Picked...)
		if !c.Apply(g) {
			c.choice.Picked = c.choice.Picked[:len(c.choice.Picked)-1]
		}
		return true
	}
	return false
}

// hintChoice says in the status line what the choice asks for.
func (c *Controller) hintChoice() {
	ch := c.choice
	switch ch.Kind {
	case ChooseHex:
		c.hint("choose.retreat", ch.Unit, len(ch.Hexes))
	case ChooseUnits:
		c.hint("choose.mass", ch.Need, ch.Leader, len(ch.Picked))
	}
}
