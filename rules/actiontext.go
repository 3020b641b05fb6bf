package rules

import "strconv"

// AppendAction appends a's record line, a.String(), to dst: without an
// intermediate string for the actions a game is mostly made of, so that
// a duel writes its records (and the engine protocol its legal lists)
// without allocating per action. The others go through String.
func AppendAction(dst []byte, a Action) []byte {
	switch a := a.(type) {
	case Move:
		dst = append(append(dst, "move "...), a.Piece...)
		for _, h := range a.Path {
			dst = h.AppendLabel(append(dst, ' '))
		}
		return appendWith(dst, a.With)
	case Activate:
		dst = append(append(dst, "activate "...), a.Leader...)
		for _, p := range a.Pieces {
			dst = append(append(dst, ' '), p...)
		}
		return dst
	case GiveOrder:
		dst = append(append(dst, "order "...), a.Key...)
		for _, x := range a.Args {
			dst = append(append(dst, ' '), x...)
		}
		return appendCount(dst, a.Count)
	case Attack:
		dst = append(append(append(append(dst, "attack "...), a.Attacker...), ' '), a.Defender...)
		if a.Order != "" {
			dst = append(append(dst, ' '), a.Order...)
		}
		return dst
	case Defend:
		return appendCount(append(append(dst, "defend "...), a.Order...), a.Count)
	case Step:
		return a.To.AppendLabel(append(append(append(dst, "step "...), a.Piece...), ' '))
	case EndPhase:
		return append(dst, "end"...)
	case Roll:
		return append(dst, "roll"...)
	case Pass:
		return append(dst, "pass"...)
	case Follow:
		return append(dst, "follow"...)
	}
	return append(dst, a.String()...)
}

// appendWith appends " with A B" for the pieces that move along.
func appendWith(dst []byte, with []string) []byte {
	if len(with) == 0 {
		return dst
	}
	dst = append(dst, " with"...)
	for _, w := range with {
		dst = append(append(dst, ' '), w...)
	}
	return dst
}

// appendCount appends a positive count, as withCount does.
func appendCount(dst []byte, n int) []byte {
	if n > 0 {
		return strconv.AppendInt(append(dst, ' '), int64(n), 10)
	}
	return dst
}
