package control

import (
	"estafette/rules"
	"estafette/rules/hex"
)

// Click handles a click on the board: on hex h, and on the leader token
// leader when the click fell on one ("" otherwise). alt is the modifier
// (Shift): in the command phase it activates a clicked leader alone
// instead of selecting him. "Own" pieces are those of the army whose
// decision it is (State.Decision): the defender answering an attack
// selects his own pieces; an enemy unit shows its card.
func (c *Controller) Click(h hex.Hex, leader string, alt bool) {
	st := c.s.Game().State
	c.PinCard("") // a click elsewhere closes a card; an enemy's opens it again
	if c.choice.Kind != NoChoice && c.clickChoice(h) {
		return
	}
	if st.Decision().Kind == rules.DecideStepAside && leader == "" && c.clickStepAside(h) {
		return
	}
	switch st.Phase() {
	case rules.PhaseCommand:
		c.clickCommand(h, leader, alt)
	case rules.PhaseMovement:
		c.clickMovement(h, leader)
	case rules.PhaseCombat:
		c.clickCombat(h, leader)
	}
}

// DeciderID is the id of the army whose decision it is ("" once over).
func (c *Controller) DeciderID() string { return c.s.Game().State.Decision().Army }

// SelectedLeader returns the selected leader if he belongs to the army
// whose decision it is; ok is false otherwise.
func (c *Controller) SelectedLeader() (l rules.Leader, ok bool) {
	st := c.s.Game().State
	if l, ok := st.Leader(c.sel); ok && l.Army == c.DeciderID() {
		return l, true
	}
	return rules.Leader{}, false
}

func (c *Controller) clickCommand(h hex.Hex, leader string, alt bool) {
	st := c.s.Game().State
	sel, haveSel := c.SelectedLeader()
	if leader != "" {
		switch {
		case haveSel && alt && leader != sel.ID:
			c.Apply(rules.Activate{Leader: sel.ID, Pieces: []string{leader}})
		case leader == c.sel:
			c.Select("")
		default:
			c.Select(leader)
		}
		return
	}
	u, ok := st.UnitAt(h)
	if !ok {
		if ls := st.LeadersAt(h); len(ls) > 0 {
			c.Select(nextLeader(ls, c.sel))
			return
		}
		c.Select("")
		return
	}
	if u.Army != c.DeciderID() {
		c.showEnemy(u.ID)
		return
	}
	if !haveSel {
		// Without an activating leader a click on a unit only selects it;
		// the hint names the leaders the rules would let activate it.
		c.Select(u.ID)
		c.hintActivators(u)
		return
	}
	c.Apply(rules.Activate{Leader: sel.ID, Pieces: []string{u.ID}})
}

// showEnemy answers a click on an enemy unit: its card, never a
// selection that would offer the clicking army's orders for it.
func (c *Controller) showEnemy(id string) {
	c.PinCard(id)
}

// nextLeader cycles through the leaders on one hex.
func nextLeader(ls []rules.Leader, cur string) string {
	for i, l := range ls {
		if l.ID == cur {
			return ls[(i+1)%len(ls)].ID
		}
	}
	return ls[0].ID
}

func (c *Controller) clickMovement(h hex.Hex, leader string) {
	st := c.s.Game().State
	army := c.DeciderID()
	area := st.Reach(c.sel)
	if area != nil && h != area.Start {
		if area.Can(h) {
			c.Apply(c.moveTo(c.sel, h))
			return
		}
		if _, occupied := st.UnitAt(h); leader == "" && !occupied && len(st.LeadersAt(h)) == 0 {
			// Not a destination: let the rules say why.
			c.Apply(rules.Move{Piece: c.sel, Path: []hex.Hex{h}})
			return
		}
	}
	if leader != "" {
		if leader == c.sel {
			c.Select("")
		} else {
			c.selectMover(leader)
		}
		return
	}
	if u, ok := st.UnitAt(h); ok {
		switch {
		case u.ID == c.sel:
			c.Select("")
		case u.Army == army:
			c.selectMover(u.ID)
		default:
			c.showEnemy(u.ID)
		}
		return
	}
	if ls := st.LeadersAt(h); len(ls) > 0 {
		c.selectMover(nextLeader(ls, c.sel))
		return
	}
	c.Select("")
}

// selectMover selects a piece in the movement phase; if it cannot move,
// the status line says why, in the rules' words.
func (c *Controller) selectMover(id string) {
	c.Select(id)
	if v := c.s.Game().State.CanMove(id); v != nil {
		c.refuse(v)
	}
}

// moveTo builds the move of a piece to h; leaders standing with a unit
// follow it when Follow is on and the rules accept them.
func (c *Controller) moveTo(id string, h hex.Hex) rules.Action {
	st := c.s.Game().State
	m := rules.Move{Piece: id, Path: []hex.Hex{h}}
	u, ok := st.Unit(id)
	if !ok || !c.follow {
		return m
	}
	var with []string
	for _, l := range st.LeadersAt(u.Hex) {
		if l.Army == u.Army && !l.Moved {
			with = append(with, l.ID)
		}
	}
	if len(with) > 0 {
		w := rules.Move{Piece: id, Path: m.Path, With: with}
		if st.Check(w) == nil {
			return w
		}
	}
	return m
}

func (c *Controller) clickCombat(h hex.Hex, leader string) {
	st := c.s.Game().State
	army := c.DeciderID()
	if leader != "" {
		c.Select(leader)
		return
	}
	u, ok := st.UnitAt(h)
	if !ok {
		c.Select("")
		return
	}
	if u.Army == army {
		if u.ID == c.sel {
			c.Select("")
		} else {
			c.Select(u.ID)
		}
		return
	}
	own, ok := st.Unit(c.sel)
	if ok && own.Army == army && st.Decision().Kind == rules.DecidePlay {
		if !c.Apply(rules.Attack{Attacker: own.ID, Defender: u.ID, Order: c.ArmedOrder}) && c.ArmedOrder != "" {
			// A refused order deselects: it must not refuse every later
			// click until Esc.
			c.ArmedOrder = ""
			c.changed()
		}
		return
	}
	c.showEnemy(u.ID)
	if st.Decision().Kind == rules.DecidePlay {
		c.hint("hint.pick_attacker")
	}
}

// clickStepAside plays a displaced piece's step when h is one of the
// hexes the rules let it step to (StepAsideHexes); it reports whether
// the click was that.
func (c *Controller) clickStepAside(h hex.Hex) bool {
	st := c.s.Game().State
	for _, id := range st.Displaced() {
		for _, to := range st.StepAsideHexes(id) {
			if to == h {
				c.Apply(rules.Step{Piece: id, To: h})
				return true
			}
		}
	}
	return false
}

// Tap is a finger's tap on hex h (leader: the token it fell on, ""): as
// Click, but a tap on the selected unit, whose hex holds leaders of the
// army deciding, selects the first of them (then the next: a finger on
// a phone cannot always hit their small tokens); a mouse's click there
// clears the selection.
func (c *Controller) Tap(h hex.Hex, leader string) {
	st := c.s.Game().State
	if u, ok := st.UnitAt(h); ok && leader == "" && u.ID == c.sel {
		for _, l := range st.LeadersAt(h) {
			if l.Army == c.DeciderID() {
				c.Click(h, l.ID, false)
				return
			}
		}
	}
	if l, ok := st.Leader(c.sel); ok && leader == c.sel && l.Hex == h {
		// The selected leader tapped again: the next one on his hex.
		ls := st.LeadersAt(h)
		if next := nextLeader(ls, c.sel); next != c.sel {
			c.Click(h, next, false)
			return
		}
	}
	c.Click(h, leader, false)
}
