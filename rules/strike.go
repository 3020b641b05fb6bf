package rules

import "estafette/rules/hex"

// strike is one side rolling against the other.
type strike struct {
	roller, target *Unit
	dice           int
	riposte        bool
	hitsOnly       bool // the target withdraws: only hits count, no wound test
}

// outcome is what a strike did to its target.
type outcome struct {
	losses     int
	mustBack   bool // flags were left to retreat: walked, or paid in losses where blocked
	retreated  bool
	retreat    []hex.Hex // the hexes it fell back through, when it retreated
	eliminated bool
}

// reading is what a strike's faces do to its target, worked out before
// anything changes.
type reading struct {
	hits, flags, orders int
	evaded              bool // Évasion/Esquive turned a hit into two flags
	free                int  // flags Sacrifice may turn into losses
	ignored             int  // losses a direct action ignores
	notes               []Phrase
}

// heldStrike is the attack's dice waiting for the defender's choice after
// the roll (stageDice): Évasion, and Sacrifice's amount.
type heldStrike struct {
	st    strike
	faces []Face
}

// roll resolves the declared combat (docs/rules.md §7): an ambush riposte if
// ordered, the attack, then the defender's riposte if it held its ground.
// When the defender may still choose (Évasion « après le lancer des dés »,
// Sacrifice « à volonté »), the attack's dice wait for him (stageDice).
func (s *State) roll() ([]Event, *Violation) {
	c := s.pending()
	if c == nil {
		return nil, s.violate(RulePhaseWrong, "no combat is declared: declare one with attack")
	}
	at, d := s.unitOf(c.attacker), s.unitOf(c.defender)
	c.stage, c.vacated = stageDone, d.Hex
	at.Fought = true
	if !c.fire {
		at.InMelee, d.InMelee = true, true
	}
	var ev []Event
	switch c.withdraw {
	case d.ID:
		// The defender breaks off: the attacker still rolls, only hits count.
		out, e := s.resolveStrike(c, strike{roller: at, target: d, dice: s.attackDice(c, at, d), hitsOnly: true})
		ev = append(ev, e...)
		if !out.eliminated {
			from, path := d.Hex, s.withdrawPath(c, d)
			caught := s.fallBackAlong(d, path)
			ev = append(ev, Withdrew{Unit: s.pieceRef(d.ID), From: from, To: d.Hex, Path: path})
			ev = append(ev, caught...)
			c.won = !c.fire && s.occupant(c.vacated) == nil
		} else {
			c.won = !c.fire
		}
		return s.afterCombat(c, at, ev), nil
	case at.ID:
		out, e := s.resolveStrike(c, strike{roller: d, target: at, dice: s.riposteDice(c, d), riposte: true, hitsOnly: true})
		ev = append(ev, e...)
		if !out.eliminated {
			from, path := at.Hex, s.withdrawPath(c, at)
			caught := s.fallBackAlong(at, path)
			ev = append(ev, Withdrew{Unit: s.pieceRef(at.ID), From: from, To: at.Hex, Path: path, Attacker: true})
			ev = append(ev, caught...)
		}
		return s.afterCombat(c, at, ev), nil
	}
	if c.defenseEffect == EffectEmbuscade {
		// « Si l'attaquant n'est pas éliminé ou ne doit pas reculer, il
		// peut faire son attaque »: an attacker that must fall back does
		// not attack, even where the retreat was paid in losses (JO3).
		out, e := s.resolveStrike(c, strike{roller: d, target: at, dice: s.riposteDice(c, d), riposte: true})
		ev = append(ev, e...)
		if out.eliminated || out.mustBack {
			ev = append(ev, AmbushStopped{Attacker: s.pieceRef(at.ID)})
			return s.afterCombat(c, at, ev), nil
		}
	}
	st := strike{roller: at, target: d, dice: s.attackDice(c, at, d)}
	faces := s.rollStrike(c, st)
	h := &heldStrike{st: st, faces: faces}
	if s.defenderChooses(c, h) {
		c.held, c.stage = h, stageDice
		return append(ev, s.heldEvent(h)), nil
	}
	return append(ev, s.finishAttack(c, h, false)...), nil
}

// withdrawPath is the way a withdrawing unit falls back: to the hex its
// leader named, or the number of hexes he gave, or as far as it can. The
// strike before it only takes elements, so the way checked when he gave
// it is still open; should it not be, the unit goes as far as it can.
func (s *State) withdrawPath(c *combat, u *Unit) []hex.Hex {
	if p, ok := s.retreatPath(u, c.withdrawTo, c.withdrawN); ok {
		return p
	}
	p, _ := s.retreatPath(u, Dest{}, 0)
	return p
}

// finishAttack applies the attack's dice, then the riposte of a defender
// that held its ground.
func (s *State) finishAttack(c *combat, h *heldStrike, held bool) []Event {
	at, d := h.st.roller, h.st.target
	out, ev := s.applyStrike(c, h.st, h.faces, s.read(c, h.st, h.faces), held)
	switch {
	case out.eliminated || out.retreated:
		c.won = !c.fire
	case !c.fire && c.defenseEffect != EffectEmbuscade:
		_, e := s.resolveStrike(c, strike{roller: d, target: at, dice: s.riposteDice(c, d), riposte: true})
		ev = append(ev, e...)
	}
	return s.afterCombat(c, at, ev)
}

// resolveHeld plays the held attack once the defender has chosen.
func (s *State) resolveHeld(c *combat) []Event {
	h := c.held
	c.held, c.stage = nil, stageDone
	return s.finishAttack(c, h, true)
}

// afterCombat closes a rolled combat: the direct action's dice were for it
// only, Berserks must follow up, and the game may be won.
func (s *State) afterCombat(c *combat, at *Unit, ev []Event) []Event {
	c.stage = stageDone
	for _, id := range []string{c.attacker, c.defender} {
		s.unitOf(id).ExtraDice = 0
	}
	if c.won && (at.Eliminated || s.occupant(c.vacated) != nil) {
		c.won = false
	}
	if c.won && c.attackEffect == EffectBerserks {
		ev = append(ev, s.doFollow(c, at, false)...)
	}
	return append(ev, s.checkVictory()...)
}

// attackDice is the attacker's factor (fire, or assault in melee) changed
// by orders, leaders, direct actions and moved horse artillery.
func (s *State) attackDice(c *combat, at, d *Unit) int {
	cr := &s.rs.Combat
	n := at.Profile.Assault
	if c.fire {
		n = at.Profile.Fire
	}
	if !c.fire {
		n += cr.OrderDice[c.attackOrder]
		if c.defenseEffect == EffectPieges {
			n += cr.OrderDice[c.defenseOrder]
		}
	}
	if _, ok := c.front[at.ID]; ok {
		n += cr.FrontRankDice
	}
	n += at.ExtraDice - at.LostDice
	return max(n, 0)
}

// riposteDice is the defender's melee factor; attack orders never apply.
func (s *State) riposteDice(c *combat, d *Unit) int {
	n := d.Profile.Melee + d.ExtraDice
	if _, ok := c.front[d.ID]; ok {
		n += s.rs.Combat.FrontRankDice
	}
	return max(n, 0)
}

// rollStrike rolls a strike's dice; under Nouvelle chance the attacker
// rerolls the first die that hurts.
func (s *State) rollStrike(c *combat, st strike) []Face {
	faces := s.RollFaces(st.dice)
	if !st.riposte && c.defenseEffect == EffectNouvelleChance {
		for i, f := range faces {
			if f.hits(st.target.Profile.Type) || f.Kind == FaceFlag {
				faces[i] = s.RollFaces(1)[0]
				break
			}
		}
	}
	return faces
}

// resolveStrike rolls, reads the faces and applies them to the target.
func (s *State) resolveStrike(c *combat, st strike) (outcome, []Event) {
	faces := s.rollStrike(c, st)
	return s.applyStrike(c, st, faces, s.read(c, st, faces), false)
}

// read works out what the faces do, without changing anything: hits of
// the target's type, flags, lettres d'ordre; Évasion; flags cancelled;
// Sacrifice; a loss ignored by a direct action.
func (s *State) read(c *combat, st strike, faces []Face) reading {
	tgt := st.target
	var r reading
	for _, f := range faces {
		switch {
		case f.hits(tgt.Profile.Type):
			r.hits++
		case f.Kind == FaceFlag:
			r.flags++
		case f.Kind == FaceOrder && s.sc.NoOrders:
			r.flags++ // guerre en dentelles: the lettre d'ordre counts as a flag
		case f.Kind == FaceOrder:
			r.orders++
		case f.Kind == FaceSpecial && st.riposte && c.attackEffect == EffectBerserks && tgt.ID == c.attacker:
			r.hits++ // Berserks: in the riposte, tactical advantages count as losses
		}
	}
	hard := 0 // flags that neither support nor a leader can cancel
	if !st.riposte && isEvasion(c.defenseEffect) && r.hits > 0 {
		// Thucydide's Évasion: « (qui ne peuvent pas être annulés par
		// support ou officier) »; Jomini's Esquive says nothing of the
		// kind: its two flags are ordinary ones.
		r.hits--
		r.evaded = true
		if c.defenseEffect == EffectEvasion {
			hard = 2
		} else {
			r.flags += 2
		}
	}
	if st.hitsOnly {
		r.flags, hard = 0, 0
	}
	r.flags, r.notes = s.cancelFlags(c, tgt, r.flags, r.notes)
	r.flags += hard
	if tgt.Sacrifice && r.flags > 0 {
		r.free = r.flags
		n := r.flags
		if !st.riposte && c.sacrifice >= 0 {
			n = min(c.sacrifice, r.flags)
		}
		if n > 0 {
			r.notes = append(r.notes, phrase("Sacrifice turns %d flag(s) into losses", n))
		}
		r.hits += n
		r.flags -= n
	}
	if tgt.IgnoreLoss > 0 && r.hits > 0 {
		r.ignored = min(tgt.IgnoreLoss, r.hits)
		r.hits -= r.ignored
		r.notes = append(r.notes, phrase("%d loss(es) ignored (direct action)", r.ignored))
	}
	return r
}

// isEvasion reports whether e turns one hit into two flags: Évasion
// (Thucydide, after the dice) or Esquive (Jomini, before them).
func isEvasion(e OrderEffect) bool { return e == EffectEvasion || e == EffectEsquive }

// applyStrike plays a reading: order points, Évasion's token, losses
// (panicking elephants), retreat, wound test, elimination. held says the
// dice were shown before (stageDice): the sentence then gives only the
// result.
func (s *State) applyStrike(c *combat, st strike, faces []Face, r reading, held bool) (outcome, []Event) {
	tgt, cr := st.target, &s.rs.Combat
	s.armyOf(st.roller.Army).OrderPoints += r.orders
	if r.evaded {
		tgt.Prejoue = true
	}
	tgt.IgnoreLoss -= r.ignored
	out := outcome{}
	before := tgt.Hex
	notes := r.notes
	var ev, caught []Event
	out.losses = s.takeLosses(tgt, r.hits)
	panicked, extra := s.elephantPanic(tgt, out.losses)
	out.losses += extra
	if !tgt.Eliminated && r.flags > 0 {
		out.mustBack = true
		steps := r.flags * cr.FlagRetreat
		var path []hex.Hex
		path, caught = s.fallBack(tgt, steps)
		if blocked := steps - len(path); blocked > 0 && !tgt.Eliminated {
			out.losses += s.takeLosses(tgt, blocked*cr.BlockedLoss)
			notes = append(notes, phrase("%d hex(es) of retreat blocked", blocked))
		}
		out.retreated = tgt.Hex != before
		if out.retreated {
			out.retreat = path
		}
	}
	out.eliminated = tgt.Eliminated
	if leader, ok := c.front[tgt.ID]; ok && !st.hitsOnly && out.losses > 0 {
		ev = append(ev, s.woundTest(leader, out.losses)...)
	}
	first := s.strikeEvent(st, faces, out, r.orders, notes, held)
	ev = append(append([]Event{first}, panicked...), ev...)
	if out.eliminated {
		ev = append(ev, s.eliminate(tgt)...)
	}
	return out, append(ev, caught...)
}
