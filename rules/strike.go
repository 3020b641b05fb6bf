package rules

import (
	"fmt"
	"strings"

	"estafette/rules/hex"
)

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
	retreated  bool
	eliminated bool
}

// roll resolves the declared combat (RULES.md §7): an ambush riposte if
// ordered, the attack, then the defender's riposte if it held its ground.
func (s *State) roll() ([]Event, *Violation) {
	c := s.pending()
	if c == nil {
		return nil, s.violate(RulePhase, "no combat is declared: declare one with attack")
	}
	at, d := s.unitByID[c.attacker], s.unitByID[c.defender]
	c.rolled, c.vacated = true, d.Hex
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
			from := d.Hex
			_, caught := s.fallBack(d, d.Profile.MoveNoCombat)
			ev = append(ev, event("%s withdraws from %s to %s", s.pieceName(d.ID), from, d.Hex))
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
			from := at.Hex
			_, caught := s.fallBack(at, at.Profile.MoveNoCombat)
			ev = append(ev, event("%s breaks off and withdraws from %s to %s", s.pieceName(at.ID), from, at.Hex))
			ev = append(ev, caught...)
		}
		return s.afterCombat(c, at, ev), nil
	}
	if c.defenseOrder == "embuscade" {
		out, e := s.resolveStrike(c, strike{roller: d, target: at, dice: s.riposteDice(c, d), riposte: true})
		ev = append(ev, e...)
		if out.eliminated || out.retreated {
			ev = append(ev, event("the ambush stops %s's attack", s.pieceName(at.ID)))
			return s.afterCombat(c, at, ev), nil
		}
	}
	out, e := s.resolveStrike(c, strike{roller: at, target: d, dice: s.attackDice(c, at, d)})
	ev = append(ev, e...)
	switch {
	case out.eliminated || out.retreated:
		c.won = !c.fire
	case !c.fire && c.defenseOrder != "embuscade":
		_, e := s.resolveStrike(c, strike{roller: d, target: at, dice: s.riposteDice(c, d), riposte: true})
		ev = append(ev, e...)
	}
	return s.afterCombat(c, at, ev), nil
}

// afterCombat closes a rolled combat: Berserks must follow up, and the
// game may be won.
func (s *State) afterCombat(c *combat, at *Unit, ev []Event) []Event {
	if c.won && (at.Eliminated || s.occupant(c.vacated) != nil) {
		c.won = false
	}
	if c.won && c.attackOrder == "berserks" {
		ev = append(ev, s.doFollow(c, at)...)
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
		if c.defenseOrder == "pieges" {
			n += cr.OrderDice["pieges"]
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

// resolveStrike rolls, reads the faces and applies them to the target.
func (s *State) resolveStrike(c *combat, st strike) (outcome, []Event) {
	tgt, cr := st.target, &s.rs.Combat
	faces := s.RollFaces(st.dice)
	if !st.riposte && c.defenseOrder == "nouvelle-chance" {
		// Nouvelle chance: the attacker rerolls one die, the first that hurts.
		for i, f := range faces {
			if f.hits(tgt.Profile.Type) || f.Kind == FaceFlag {
				faces[i] = s.RollFaces(1)[0]
				break
			}
		}
	}
	hits, flags, orders := 0, 0, 0
	for _, f := range faces {
		switch {
		case f.hits(tgt.Profile.Type):
			hits++
		case f.Kind == FaceFlag:
			flags++
		case f.Kind == FaceOrder && s.sc.NoOrders:
			flags++ // guerre en dentelles: the lettre d'ordre counts as a flag
		case f.Kind == FaceOrder:
			orders++
		case f.Kind == FaceSpecial && st.riposte && c.attackOrder == "berserks" && tgt.ID == c.attacker:
			hits++ // Berserks: in the riposte, tactical advantages count as losses
		}
	}
	roller := s.armyByID[st.roller.Army]
	roller.OrderPoints += orders
	hard := 0 // flags that neither support nor a leader can cancel
	if !st.riposte && (c.defenseOrder == "evasion" || c.defenseOrder == "esquive") && hits > 0 {
		hits--
		hard = 2
		tgt.Prejoue = true
	}
	var notes []string
	if st.hitsOnly {
		flags, hard = 0, 0
	}
	flags, notes = s.cancelFlags(c, tgt, flags, notes)
	flags += hard
	if tgt.Sacrifice && flags > 0 {
		notes = append(notes, fmt.Sprintf("Sacrifice turns %d flag(s) into losses", flags))
		hits += flags
		flags = 0
	}
	if tgt.IgnoreLoss > 0 && hits > 0 {
		ignored := min(tgt.IgnoreLoss, hits)
		tgt.IgnoreLoss -= ignored
		hits -= ignored
		notes = append(notes, fmt.Sprintf("%d loss(es) ignored (direct action)", ignored))
	}
	out := outcome{}
	before := tgt.Hex
	var ev, caught []Event
	out.losses = s.takeLosses(tgt, hits)
	if !tgt.Eliminated && flags > 0 {
		steps := flags * cr.FlagRetreat
		var moved int
		moved, caught = s.fallBack(tgt, steps)
		if blocked := steps - moved; blocked > 0 && !tgt.Eliminated {
			out.losses += s.takeLosses(tgt, blocked*cr.BlockedLoss)
			notes = append(notes, fmt.Sprintf("%d hex(es) of retreat blocked", blocked))
		}
		out.retreated = tgt.Hex != before
	}
	out.eliminated = tgt.Eliminated
	if leader, ok := c.front[tgt.ID]; ok && !st.hitsOnly && out.losses > 0 {
		ev = append(ev, s.woundTest(leader, out.losses)...)
	}
	ev = append([]Event{s.strikeEvent(st, faces, out, orders, notes)}, ev...)
	if out.eliminated {
		ev = append(ev, s.eliminate(tgt)...)
	}
	return out, append(ev, caught...)
}

// cancelFlags applies support, a leader's influence or presence, and the
// terrain's cover, each cancelling flags (RULES.md §7 "Flags").
func (s *State) cancelFlags(c *combat, u *Unit, flags int, notes []string) (int, []string) {
	if flags == 0 {
		return 0, notes
	}
	if u.Hold {
		return 0, append(notes, "Tenir sa position: every flag ignored")
	}
	cr := &s.rs.Combat
	cancel := func(n int, why string) {
		if n > 0 && flags > 0 {
			k := min(n, flags)
			flags -= k
			notes = append(notes, fmt.Sprintf("%d flag(s) cancelled by %s", k, why))
		}
	}
	if s.Supported(u, c) {
		cancel(cr.SupportCancels, "support")
	}
	if s.leaderSteadies(u) {
		cancel(cr.LeaderCancels, "a leader")
	}
	if !(c.attackOrder == "sapeurs" && u.ID == c.defender) {
		cancel(cr.Cover[s.board.terrain(u.Hex).Key], s.board.terrain(u.Hex).Gloss)
	}
	return flags, notes
}

// Supported reports whether a unit counts as supported: two friendly units
// adjacent [WEB], or an order (Charge, Défense, Grande défense, Comme un roc).
func (s *State) Supported(u *Unit, c *combat) bool {
	if u.SupportedTurn {
		return true
	}
	if c != nil && ((u.ID == c.defender && c.defenseOrder == "defense") || (u.ID == c.attacker && c.attackOrder == "charge")) {
		return true
	}
	n := 0
	for _, h := range u.Hex.Neighbors() {
		if o := s.occupant(h); o != nil && o.Army == u.Army {
			n++
		}
	}
	return n >= 2
}

// leaderSteadies is a leader's influence on morale: in his influence zone
// (Thucydide, Jomini), or on the unit's own hex in Alexandre et Bayard and
// Frédéric, whose leaders act only on their hex.
func (s *State) leaderSteadies(u *Unit) bool {
	if s.rs.Features.LeaderHexActions {
		for _, l := range s.LeadersAt(u.Hex) {
			if l.Army == u.Army {
				return true
			}
		}
		return false
	}
	return s.InInfluence(u.Army, u.Hex)
}

// takeLosses removes elements; at none left the unit is eliminated.
func (s *State) takeLosses(u *Unit, n int) int {
	n = min(n, u.Elements)
	u.Elements -= n
	if u.Elements == 0 {
		u.Eliminated = true
	}
	return n
}

// fallBack retreats a unit up to n hexes toward its own edge, each step to
// a free, passable hex nearer the edge, and returns the hexes made and any
// messenger captures. The
// leaders on its hex go with it. An involuntary exit from the table is
// impossible (MOV.OFF_BOARD).
func (s *State) fallBack(u *Unit, n int) (int, []Event) {
	edge := s.armyByID[u.Army].Edge
	made := 0
	var path []hex.Hex
	for ; made < n; made++ {
		cur := s.board.edgeDistance(u.Hex, edge)
		next, found := hex.Hex{}, false
		for _, h := range u.Hex.Neighbors() {
			if !s.board.bounds.Contains(h) || s.board.terrain(h).Impassable || s.occupant(h) != nil || s.enemyLeaderAt(u.Army, h) {
				continue
			}
			if s.board.edgeDistance(h, edge) < cur {
				next, found = h, true
				break
			}
		}
		if !found {
			break
		}
		s.relocate(u, next)
		path = append(path, next)
	}
	// A unit falling back onto an enemy messenger tests to capture it (RULES.md §4).
	return made, s.enemyEntersMessengers(u, path)
}

func (s *State) enemyLeaderAt(army string, h hex.Hex) bool {
	for _, l := range s.leaders {
		if l.Army != army && l.Present && l.OnBoard && l.Hex == h {
			return true
		}
	}
	return false
}

// woundTest is a front-rank leader's risk: one die per loss, the special
// face wounds him and he leaves the table (AB2, FR2).
func (s *State) woundTest(id string, losses int) []Event {
	faces := s.RollFaces(losses)
	for _, f := range faces {
		if s.IsSpecial(f) {
			l := s.leaderBy[id]
			l.Present, l.OnBoard = false, false
			e := event("%s is wounded in the front rank and leaves the table", s.pieceName(id))
			e.Dice = faces
			return []Event{e}
		}
	}
	e := event("%s comes through the front rank unhurt", s.pieceName(id))
	e.Dice = faces
	return []Event{e}
}

// eliminate takes a unit off the table and counts it for the enemy.
func (s *State) eliminate(u *Unit) []Event {
	s.vacate(u.Hex)
	u.OnBoard = false
	enemy := s.Enemy(s.armyByID[u.Army])
	enemy.EliminatedEnemy++
	return []Event{event("%s is eliminated (%s has eliminated %d unit(s))", s.pieceName(u.ID), enemy.Name, enemy.EliminatedEnemy)}
}

// strikeEvent writes the log sentence: "Hoplites attack Immortels: 4 dice —
// infantry, flag, lettre d'ordre, cavalry → 1 loss, 1 retreat".
func (s *State) strikeEvent(st strike, faces []Face, out outcome, orders int, notes []string) Event {
	names := make([]string, len(faces))
	for i, f := range faces {
		names[i] = s.faceWord(f)
	}
	verb := "attacks"
	if st.riposte {
		verb = "ripostes against"
	}
	res := []string{fmt.Sprintf("%d loss(es)", out.losses)}
	switch {
	case out.eliminated:
		res = append(res, "eliminated")
	case out.retreated:
		res = append(res, "retreats to "+st.target.Hex.Label())
	}
	if orders > 0 {
		res = append(res, fmt.Sprintf("+%d order point(s) for %s", orders, s.armyByID[st.roller.Army].Name))
	}
	res = append(res, notes...)
	rolled := "no dice"
	if len(faces) > 0 {
		rolled = fmt.Sprintf("%d dice — %s", len(faces), strings.Join(names, ", "))
	}
	e := event("%s %s %s: %s → %s", s.pieceName(st.roller.ID), verb, s.pieceName(st.target.ID), rolled, strings.Join(res, ", "))
	e.Dice = faces
	return e
}

// faceWord names a face in the log: the troop type for a hit, "flag",
// and the French names of the lettre d'ordre and the special face.
func (s *State) faceWord(f Face) string {
	switch f.Kind {
	case FaceHit:
		return f.Key
	case FaceFlag:
		return "flag"
	}
	return strings.ToLower(f.Name[:1]) + f.Name[1:]
}
