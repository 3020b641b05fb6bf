package rules

import (
	"strconv"
	"strings"

	"estafette/rules/hex"
)

// parseCombatVerb reads the lines of the combat and of the decisions
// (docs/records.md); ok is false for a verb it does not know.
func parseCombatVerb(verb string, args []string) (a Action, v *Violation, ok bool) {
	switch verb {
	case "attack":
		if len(args) < 2 || len(args) > 3 {
			return nil, syntaxf("attack needs an attacker, a defender and at most one order key: attack ATTACKER DEFENDER [ORDER-KEY]"), true
		}
		a := Attack{Attacker: args[0], Defender: args[1]}
		if len(args) == 3 {
			a.Order = args[2]
		}
		return a, nil, true
	case "defend":
		if len(args) < 1 || len(args) > 2 {
			return nil, syntaxf("defend needs one order key and at most one hex or number: defend ORDER-KEY [HEX | N]"), true
		}
		d := Defend{Order: args[0]}
		if len(args) == 2 {
			n, to, v := parseHexOrCount("defend "+d.Order, args[1])
			if v != nil {
				return nil, v, true
			}
			d.Count, d.To = n, to
		}
		return d, nil, true
	case "roll":
		if len(args) > 0 {
			return nil, syntaxf("roll takes nothing after it, not %q", strings.Join(args, " ")), true
		}
		return Roll{}, nil, true
	case "withdraw":
		if len(args) < 1 || len(args) > 2 {
			return nil, syntaxf("withdraw needs a leader and at most one hex or number: withdraw LEADER [HEX | N]"), true
		}
		w := Withdraw{Leader: args[0]}
		if len(args) == 2 {
			n, to, v := parseHexOrCount("withdraw "+w.Leader, args[1])
			if v != nil {
				return nil, v, true
			}
			w.Count, w.To = n, to
		}
		return w, nil, true
	case "front", "rally":
		if len(args) != 1 {
			return nil, syntaxf("%s needs exactly one leader: %s LEADER", verb, verb), true
		}
		if verb == "front" {
			return Front{Leader: args[0]}, nil, true
		}
		return Rally{Leader: args[0]}, nil, true
	case "follow":
		if len(args) > 0 {
			return nil, syntaxf("follow takes nothing after it, not %q", strings.Join(args, " ")), true
		}
		return Follow{}, nil, true
	}
	return parseDecisionVerb(verb, args)
}

// parseDecisionVerb reads pass, sacrifice, step, deliver and exit.
func parseDecisionVerb(verb string, args []string) (a Action, v *Violation, ok bool) {
	switch verb {
	case "pass":
		if len(args) > 0 {
			return nil, syntaxf("pass takes nothing after it, not %q", strings.Join(args, " ")), true
		}
		return Pass{}, nil, true
	case "sacrifice":
		if len(args) != 1 {
			return nil, syntaxf("sacrifice needs exactly one number: sacrifice N"), true
		}
		n, v := parseCount("sacrifice", args[0], 0)
		if v != nil {
			return nil, v, true
		}
		return Sacrifice{Count: n}, nil, true
	case "step":
		if len(args) != 2 {
			return nil, syntaxf("step needs a piece and a hex: step ID HEX"), true
		}
		h, err := hex.ParseLabel(args[1])
		if err != nil {
			return nil, syntaxf("step %s: %s", args[0], labelProblem(args[1], err)), true
		}
		return Step{Piece: args[0], To: h}, nil, true
	case "deliver":
		if len(args) != 2 {
			return nil, syntaxf("deliver needs a messenger and a unit: deliver MESSENGER UNIT"), true
		}
		return Deliver{Messenger: args[0], Unit: args[1]}, nil, true
	case "exit":
		a, v := parseExit(args)
		return a, v, true
	}
	return nil, nil, false
}

// parseWith reads an optional `with LEADER ...` tail; rest is empty or
// starts with "with". Naming a leader twice is left to the engine
// (MOV.ONCE), which refuses it whoever builds the action.
func parseWith(verb, piece string, rest []string) ([]string, *Violation) {
	if len(rest) == 0 {
		return nil, nil
	}
	with := rest[1:]
	if len(with) == 0 {
		return nil, syntaxf("%s %s: with needs at least one leader after it", verb, piece)
	}
	for _, id := range with {
		if id == "with" {
			return nil, syntaxf("%s %s: with is given twice", verb, piece)
		}
	}
	return with, nil
}

// parseExit reads `exit ID EDGE [HEX ...] [with LEADER ...]`.
func parseExit(args []string) (Action, *Violation) {
	const need = "exit needs a piece and an edge: exit ID EDGE [HEX ...] [with LEADER ...]"
	if len(args) < 2 {
		return nil, syntaxf(need)
	}
	e := Exit{Piece: args[0], Edge: Edge(args[1])}
	known := false
	for _, x := range Edges {
		known = known || x == e.Edge
	}
	if !known {
		return nil, syntaxf("exit %s: %q is not an edge; want north, south, east or west", e.Piece, args[1])
	}
	rest := args[2:]
	for len(rest) > 0 && rest[0] != "with" {
		h, err := hex.ParseLabel(rest[0])
		if err != nil {
			return nil, syntaxf("exit %s: %s", e.Piece, labelProblem(rest[0], err))
		}
		e.Path = append(e.Path, h)
		rest = rest[1:]
	}
	with, v := parseWith("exit", e.Piece, rest)
	if v != nil {
		return nil, v
	}
	e.With = with
	return e, nil
}

// parseHexOrCount reads where a retreat goes: a hex label (the player's
// hex, `defend retraite 9,7`) or, in older records, a number of hexes.
func parseHexOrCount(what, tok string) (int, Dest, *Violation) {
	if strings.Contains(tok, ",") {
		h, err := hex.ParseLabel(tok)
		if err != nil {
			return 0, Dest{}, syntaxf("%s: %s", what, labelProblem(tok, err))
		}
		return 0, DestAt(h), nil
	}
	n, v := parseCount(what, tok, 1)
	return n, Dest{}, v
}

// parseCount reads a trailing number of at least min and at most
// MaxOrderCount.
func parseCount(what, tok string, min int) (int, *Violation) {
	if !allDigits(tok) {
		return 0, syntaxf("%s: %q is not a whole number", what, tok)
	}
	n, err := strconv.Atoi(tok)
	if err != nil || n > MaxOrderCount {
		return 0, syntaxf("%s: the number %s is more than %d", what, tok, MaxOrderCount)
	}
	if n < min {
		return 0, syntaxf("%s: the number must be at least %d, not %s", what, min, tok)
	}
	return n, nil
}
