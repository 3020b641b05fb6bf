package rules_test

// Garbage actions: any verb, with ids, hexes, order keys and counts that
// are often wrong, which must be refused without a trace or accepted.

import (
	"math"
	"slices"
	"strings"

	"estafette/rules"
	"estafette/rules/hex"
)

type chooser interface{ IntN(n int) int }

// garbagePool holds the material garbage actions are made of.
type garbagePool struct {
	ids   []string // every piece id of both armies, and some that exist nowhere
	keys  []string // every order key of the ruleset, and some that do not exist
	bound hex.Bounds
}

func newGarbagePool(st *rules.State) *garbagePool {
	p := &garbagePool{bound: st.Scenario().Board.Bounds()}
	for u := range st.Units() {
		p.ids = append(p.ids, u.ID)
	}
	for l := range st.Leaders() {
		p.ids = append(p.ids, l.ID)
	}
	for h := range st.Heralds() {
		p.ids = append(p.ids, h.ID)
	}
	for a := range st.Armies() {
		p.ids = append(p.ids, a.ID)
	}
	p.ids = append(p.ids, "", "X", "ZZ9", "improvised", "with", "end", " ", "G1 ", "é", strings.Repeat("A", 300), "0")
	for _, o := range st.Ruleset().Orders {
		p.keys = append(p.keys, o.Key)
	}
	p.keys = append(p.keys, "", "unknown", "gueulante", "assaut-general-manoeuvre", "estafette", "messager",
		"reconnaissance", "ralliement", "guide-local", "coureur-des-bois", "desserrer-resserrer", "charge", "defense", "ORDER")
	return p
}

var garbageCounts = []int{0, 1, 2, 3, -1, -7, 5, 9999, 10000, 1 << 31, 1 << 62, math.MaxInt, math.MinInt}

var directEffects = []rules.DirectEffect{rules.DirectOrder, rules.DirectActivate, rules.DirectIgnoreLoss, rules.DirectDice, rules.DirectRally, "", "bogus"}

// weirdAction is an action type the engine does not know.
type weirdAction struct{ rules.Roll }

func (p *garbagePool) id(c chooser, st *rules.State) string {
	// Half the time a piece of the army to play, to get past ID.NOT_YOURS.
	if c.IntN(2) == 0 {
		var own []string
		army := st.Active().ID
		for u := range st.Units() {
			if u.Army == army {
				own = append(own, u.ID)
			}
		}
		for l := range st.Leaders() {
			if l.Army == army {
				own = append(own, l.ID)
			}
		}
		if len(own) > 0 {
			return own[c.IntN(len(own))]
		}
	}
	return p.ids[c.IntN(len(p.ids))]
}

func (p *garbagePool) ownLeader(c chooser, st *rules.State) string {
	var own []string
	for l := range st.Leaders() {
		if l.Army == st.Active().ID {
			own = append(own, l.ID)
		}
	}
	if len(own) == 0 || c.IntN(4) == 0 {
		return p.id(c, st)
	}
	return own[c.IntN(len(own))]
}

func (p *garbagePool) some(c chooser, st *rules.State, n int) []string {
	var out []string
	for range n {
		out = append(out, p.id(c, st))
	}
	return out
}

// hexNear is a hex near a piece (a plausible destination), anywhere on the
// board, just off it, or far away.
func (p *garbagePool) hexNear(c chooser, st *rules.State, from hex.Hex) hex.Hex {
	switch c.IntN(6) {
	case 0, 1, 2:
		return from.Add(hex.Direction(c.IntN(6)).Scale(c.IntN(5)))
	case 3:
		return hex.FromOffset(1+c.IntN(p.bound.Columns), 1+c.IntN(p.bound.Rows))
	case 4:
		edge := []hex.Hex{hex.FromOffset(0, 1+c.IntN(p.bound.Rows)), hex.FromOffset(p.bound.Columns+1, 1+c.IntN(p.bound.Rows)),
			hex.FromOffset(1+c.IntN(p.bound.Columns), 0), hex.FromOffset(1+c.IntN(p.bound.Columns), p.bound.Rows+1)}
		return edge[c.IntN(len(edge))]
	default:
		wild := []hex.Hex{{Q: math.MinInt32, R: math.MinInt32}, {Q: math.MaxInt32, R: 0}, {Q: -1000, R: 7}, {Q: 1 << 40, R: -(1 << 40)}, {}}
		return wild[c.IntN(len(wild))]
	}
}

func (p *garbagePool) pieceHex(st *rules.State, id string) hex.Hex {
	if u, ok := st.Unit(id); ok {
		return u.Hex
	}
	if l, ok := st.Leader(id); ok {
		return l.Hex
	}
	return hex.FromOffset(p.bound.Columns/2, p.bound.Rows/2)
}

// garbage builds an action that often breaks a rule, sometimes several.
func (p *garbagePool) garbage(c chooser, st *rules.State) rules.Action {
	switch c.IntN(20) {
	case 15:
		return rules.Pass{}
	case 16:
		return rules.Sacrifice{Count: garbageCounts[c.IntN(len(garbageCounts))]}
	case 17:
		piece := p.id(c, st)
		if ms := slices.Collect(st.Messengers()); len(ms) > 0 && c.IntN(2) == 0 {
			piece = ms[c.IntN(len(ms))].ID
		}
		return rules.Step{Piece: piece, To: p.hexNear(c, st, p.pieceHex(st, piece))}
	case 18:
		msg := "msg.1"
		if ms := slices.Collect(st.Messengers()); len(ms) > 0 {
			msg = ms[c.IntN(len(ms))].ID
		}
		return rules.Deliver{Messenger: msg, Unit: p.id(c, st)}
	case 19:
		piece := p.id(c, st)
		var path []hex.Hex
		for range c.IntN(3) {
			path = append(path, p.hexNear(c, st, p.pieceHex(st, piece)))
		}
		edges := append(append([]rules.Edge(nil), rules.Edges...), "up")
		return rules.Exit{Piece: piece, Edge: edges[c.IntN(len(edges))], Path: path, With: p.some(c, st, c.IntN(2))}
	case 11:
		return rules.Front{Leader: p.id(c, st)}
	case 12:
		return rules.Withdraw{Leader: p.id(c, st)}
	case 13:
		return rules.Follow{}
	case 14:
		return rules.Rally{Leader: p.ownLeader(c, st)}
	case 0, 1:
		return rules.Activate{Leader: p.ownLeader(c, st), Pieces: p.some(c, st, c.IntN(4))}
	case 2:
		var args []string
		if n := c.IntN(5); n > 0 {
			args = p.some(c, st, (n+1)/2)
		}
		return rules.GiveOrder{Key: p.keys[c.IntN(len(p.keys))], Args: args, Count: garbageCounts[c.IntN(len(garbageCounts))]}
	case 3, 4:
		piece := p.id(c, st)
		from := p.pieceHex(st, piece)
		var path []hex.Hex
		n := c.IntN(5)
		if n == 4 {
			n = 0 // an empty path now and then
		}
		for range n + 1 {
			h := p.hexNear(c, st, from)
			if c.IntN(2) == 0 {
				h = from.Add(hex.Direction(c.IntN(6))) // a step of a walk
			}
			path = append(path, h)
			from = h
		}
		if n == 0 && c.IntN(4) == 0 {
			path = nil
		}
		var with []string
		if c.IntN(3) == 0 {
			with = p.some(c, st, 1+c.IntN(2))
		}
		return rules.Move{Piece: piece, Path: path, With: with}
	case 5:
		return rules.Direct{Leader: p.ownLeader(c, st), Unit: p.id(c, st), Effect: directEffects[c.IntN(len(directEffects))], Order: p.keys[c.IntN(len(p.keys))]}
	case 6:
		via := []string{"", "improvised", p.id(c, st), p.ownLeader(c, st)}
		for h := range st.Heralds() {
			via = append(via, h.ID)
		}
		return rules.SendMessenger{Leader: p.ownLeader(c, st), Unit: p.id(c, st), Via: via[c.IntN(len(via))]}
	case 7:
		return rules.Attack{Attacker: p.id(c, st), Defender: p.id(c, st), Order: p.keys[c.IntN(len(p.keys))]}
	case 8:
		return rules.Defend{Order: p.keys[c.IntN(len(p.keys))], Count: garbageCounts[c.IntN(len(garbageCounts))] % 4}
	case 9:
		return rules.Roll{}
	default:
		if c.IntN(2) == 0 {
			return nil
		}
		return weirdAction{}
	}
}

// mutate changes one detail of a legal action: often still legal, often
// just over a limit.
func (p *garbagePool) mutate(c chooser, st *rules.State, acts []rules.Action) rules.Action {
	a := acts[c.IntN(len(acts))]
	switch a := a.(type) {
	case rules.Activate:
		switch c.IntN(3) {
		case 0:
			a.Pieces = append(append([]string(nil), a.Pieces...), p.id(c, st))
		case 1:
			a.Pieces = append(append([]string(nil), a.Pieces...), a.Pieces...)
		default:
			a.Leader = p.ownLeader(c, st)
		}
		return a
	case rules.Move:
		dest := a.Path[len(a.Path)-1]
		switch c.IntN(4) {
		case 0:
			a.Path = []hex.Hex{dest.Add(hex.Direction(c.IntN(6)))}
		case 1:
			a.With = append(append([]string(nil), a.With...), p.ownLeader(c, st))
		case 2:
			if m := st.Reach(a.Piece); m != nil {
				path := m.Path(dest)
				a.Path = append(path, dest.Add(hex.Direction(c.IntN(6))))
			}
		default:
			if m := st.Reach(a.Piece); m != nil {
				path := m.Path(dest)
				if len(path) > 1 {
					i := c.IntN(len(path))
					path = append(path[:i:i], path[i+1:]...) // skip one step
				}
				a.Path = path
			}
		}
		return a
	case rules.GiveOrder:
		switch c.IntN(3) {
		case 0:
			a.Count = garbageCounts[c.IntN(len(garbageCounts))]
		case 1:
			a.Args = append(append([]string(nil), a.Args...), p.id(c, st))
		default:
			a.Key = p.keys[c.IntN(len(p.keys))]
		}
		return a
	case rules.Direct:
		a.Effect = directEffects[c.IntN(len(directEffects))]
		a.Order = p.keys[c.IntN(len(p.keys))]
		return a
	case rules.SendMessenger:
		a.Via = p.id(c, st)
		return a
	case rules.Attack:
		switch c.IntN(3) {
		case 0:
			a.Defender = p.id(c, st)
		case 1:
			a.Attacker = p.id(c, st)
		default:
			a.Order = p.keys[c.IntN(len(p.keys))]
		}
		return a
	case rules.Defend:
		if c.IntN(2) == 0 {
			a.Count = c.IntN(5)
		} else {
			a.Order = p.keys[c.IntN(len(p.keys))]
		}
		return a
	case rules.Sacrifice:
		a.Count += c.IntN(3) - 1
		return a
	case rules.Step:
		a.To = a.To.Add(hex.Direction(c.IntN(6)))
		return a
	case rules.Exit:
		a.Edge = rules.Edges[c.IntN(len(rules.Edges))]
		return a
	case rules.Front:
		return rules.Withdraw{Leader: a.Leader, Count: c.IntN(4)}
	case rules.Withdraw:
		return rules.Front{Leader: a.Leader}
	}
	return p.garbage(c, st)
}

// canonical returns the form in which LegalActions would list an action,
// or "" when it lists no such form (multi-piece activations, whole paths,
// orders for several hexes or elements, a retreat's number of hexes...).
func canonical(a rules.Action) string {
	switch a := a.(type) {
	case rules.Activate:
		if len(a.Pieces) == 1 {
			return a.String()
		}
	case rules.Move:
		if len(a.Path) == 1 && len(a.With) == 0 {
			return a.String()
		}
	case rules.GiveOrder:
		// Desserrer ou resserrer en masse names its units in any order;
		// LegalActions lists each set once, in the group's order.
		if a.Count <= 1 && len(a.Args) <= 1 {
			a.Count = 0
			return a.String()
		}
	case rules.SendMessenger:
		if a.Via == "" {
			return a.String()
		}
	case rules.Direct:
		if a.Effect != rules.DirectOrder {
			a.Order = ""
			return a.String()
		}
	case rules.Defend:
		// Retraite's older form, a number of hexes, names a hex that a
		// listed line names.
		if a.Count == 0 {
			return a.String()
		}
	case rules.Withdraw:
		if a.Count == 0 {
			return a.String()
		}
	case rules.Attack, rules.Roll, rules.Follow, rules.Front, rules.Rally,
		rules.Pass, rules.Sacrifice, rules.Step, rules.Deliver:
		return a.String()
	case rules.Exit:
		if len(a.Path) <= 1 && len(a.With) == 0 {
			return a.String()
		}
	}
	return ""
}

// game is one random game under way.
