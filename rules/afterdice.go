package rules

// After the attack's dice and before their effects, the defender may
// still choose (stageDice): Thucydide's Évasion, « Possibilité (après le
// lancer des dés par l'adversaire) de remplacer 1 coup touché » (TH2), and
// how many of its flags a unit under Sacrifice turns into losses, « à
// volonté ». The window opens only when one of the two is possible.
// Jomini's Esquive (JO7, played by Frédéric too) has no such words: it
// keeps the defense orders' « avant le jet des dés ».

// evasionKey is the key of the catalog's Évasion order, the one defense
// order given after the dice: "evasion" (Thucydide, Alexandre et Bayard),
// or "" when there is none (Jomini's Esquive is given before them).
func (s *State) evasionKey() string {
	for i := range s.rs.Orders {
		if o := &s.rs.Orders[i]; o.Window == WindowDefense && o.Does() == EffectEvasion {
			return o.Key
		}
	}
	return ""
}

// canEvade says why the defender may not take Évasion on the held dice, or
// nil when he may.
func (s *State) canEvade(c *combat, h *heldStrike) *Violation {
	if c.defenseOrder != "" {
		return s.violate(RuleOrdOnePerCombat, "one defense order per combat, and %s was given", c.defenseOrder)
	}
	key := s.evasionKey()
	if key == "" || s.sc.NoOrders {
		return s.violate(RuleOrdUnknown, "there is no Évasion order in %s", s.rs.Name)
	}
	d := h.st.target
	hits := 0
	for _, f := range h.faces {
		if f.hits(d.Profile.Type) {
			hits++
		}
	}
	if hits == 0 {
		return s.violate(RuleOrdCondition, "the dice show no hit on %s: Évasion has nothing to replace", s.pieceName(d.ID))
	}
	_, v := s.checkCombatOrder(key, WindowDefense, d, s.armyOf(d.Army))
	return v
}

// defenderChooses reports whether the held dice leave the defender a
// choice.
func (s *State) defenderChooses(c *combat, h *heldStrike) bool {
	if s.canEvade(c, h) == nil {
		return true
	}
	return h.st.target.Sacrifice && s.read(c, h.st, h.faces).free > 0
}

// evadeAfterDice is `defend evasion` after the dice.
func (s *State) evadeAfterDice(c *combat, a Defend) ([]Event, *Violation) {
	h := c.held
	d := h.st.target
	army := s.armyOf(d.Army)
	if o, ok := s.rs.Order(a.Order); !ok || o.Does() != EffectEvasion {
		if o, ok := s.rs.Order(a.Order); ok && o.Window == WindowDefense {
			return nil, s.violate(RuleOrdPhase, "%s is given before the dice; after them only Évasion may be", o.Name)
		}
		_, v := s.checkCombatOrder(a.Order, WindowDefense, d, army)
		return nil, v
	}
	if a.Order != s.evasionKey() {
		return nil, s.violate(RuleOrdUnknown, "there is no order %q in %s", a.Order, s.rs.Name)
	}
	if a.Count != 0 {
		return nil, s.violate(RuleOrdTarget, "%s takes no number", a.Order)
	}
	if v := s.canEvade(c, h); v != nil {
		return nil, v
	}
	p, _ := s.checkCombatOrder(a.Order, WindowDefense, d, army)
	army.OrderPoints -= p.cost
	c.defenseOrder, c.defenseEffect = p.o.Key, p.o.Does()
	ev := []Event{OrderGiven{Payer: armyRef(army), Key: p.o.Key, Name: p.o.Name, Window: WindowDefense, Target: s.pieceRef(d.ID),
		Cost: p.cost, Left: army.OrderPoints, AfterDice: true}}
	if d.Sacrifice && s.read(c, h.st, h.faces).free > 0 {
		return ev, nil // Sacrifice's amount is still to choose
	}
	return append(ev, s.resolveHeld(c)...), nil
}

// sacrificeFlags is `sacrifice N`: N of the flags the held dice give the
// defender become losses; then the dice take effect.
func (s *State) sacrificeFlags(a Sacrifice) ([]Event, *Violation) {
	c := s.combat
	if c == nil || c.stage != stageDice {
		return nil, s.violate(RulePhaseWrong, "sacrifice comes after the dice, when a unit under Sacrifice receives flags")
	}
	d := c.held.st.target
	if !d.Sacrifice {
		return nil, s.violate(RuleOrdCondition, "%s is not under Sacrifice this turn", s.pieceName(d.ID))
	}
	free := s.read(c, c.held.st, c.held.faces).free
	if a.Count < 0 || a.Count > free {
		return nil, s.violate(RuleOrdCondition, "%s receives %d flag(s): Sacrifice turns 0 to %d of them into losses, not %d", s.pieceName(d.ID), free, free, a.Count)
	}
	c.sacrifice = a.Count
	return s.resolveHeld(c), nil
}

// SacrificeRange answers "how many flags may the defender turn into
// losses?" while the dice wait for him: 0 to the flags left after support,
// leaders and cover; ok is false when there is no such choice now.
func (s *State) SacrificeRange() (lo, hi int, ok bool) {
	c := s.combat
	if c == nil || c.stage != stageDice || !c.held.st.target.Sacrifice {
		return 0, 0, false
	}
	free := s.read(c, c.held.st, c.held.faces).free
	return 0, free, free > 0
}

// heldEvent shows the attack's dice while the defender chooses; the
// faces are a copy, the engine keeps its own until they take effect.
func (s *State) heldEvent(h *heldStrike) Event {
	return DiceHeld{Attacker: s.pieceRef(h.st.roller.ID), Defender: s.pieceRef(h.st.target.ID),
		Chooser: armyRef(s.armyOf(h.st.target.Army)), Faces: append([]Face(nil), h.faces...)}
}
