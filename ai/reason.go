package ai

import (
	"fmt"

	"estafette/rules"
)

// Reason is the computer's one-line reason for a choice, said the way the
// rules say their sentences: an English format and typed arguments, so
// that the window translates it by its format (package i18n) instead of
// reading English back. String is the English text duel, the engine
// protocol and the tests read; the arguments that name pieces and orders
// carry what the log needs to name them its way (LogName).
type Reason struct {
	Format string
	Args   []any
}

// because is how the computer writes a reason. Every format passed to it
// is listed in ReasonFormats (TestReasonFormatsAreListed keeps it so).
func because(format string, args ...any) Reason { return Reason{Format: format, Args: args} }

// String is the reason in English, "" when there is none.
func (r Reason) String() string {
	if r.Format == "" {
		return ""
	}
	return fmt.Sprintf(r.Format, r.Args...)
}

// Sentence returns the reason's format and arguments, as a rules phrase
// does: a reason inside another is translated by its own format.
func (r Reason) Sentence() (format string, args []any) { return r.Format, r.Args }

// said is a choice and its reason, in both forms.
func said(a rules.Action, r Reason) Choice {
	return Choice{Action: a, Reason: r.String(), Why: r}
}

// reasonFormats is every format a reason can have, in the order of the
// files that write them.
var reasonFormats = []string{
	// combat.go
	"attacks %s with %s: %.1f hits and %.1f flags expected, %.0f%% to eliminate, %.0f%% to drive back",
	"attacks %s with %s (%s): %.1f hits and %.1f flags expected, %.0f%% to eliminate, %.0f%% to drive back",
	"ends the combat phase",
	"defense order %s",
	// command.go
	"activates %s alone: he goes to %s",
	"activates %s: it can reach %s and attack %s",
	"activates %s: it gains %.0f point(s) by moving to %s",
	"ends the command phase",
	"%s for %s (%d points): it can go to %s",
	"%s (%d points): %s activates too",
	"ralliement for %s (%d points)",
	// movement.go
	"ends the movement phase",
	"moves %s to %s (%+.0f)",
	"gives %s (%+.0f)",
	// actions named by their record line (actionReason)
	"follow", "roll", "rally %s", "front %s", "withdraw %s", "withdraw %s %d", "withdraw %s to %s",
	"defend %s", "defend %s %d", "defend %s to %s", "sacrifice %d",
	"order %s", "order %s %s", "order %s %s %d",
	"direct %s %s %s", "direct %s %s order %s", "activate", "ignore-loss", "dice", "rally",
}

// ReasonFormats lists every format the computer's reasons can have: the
// window's catalogs translate each one (i18n's tests check them all).
func ReasonFormats() []string { return append([]string(nil), reasonFormats...) }

// Piece is a piece a reason names. String is its id, as the reasons'
// English text says it; LogName is how the log names it ("Lachès (LAC)").
type Piece struct{ ID, Name string }

// String is the piece's id.
func (p Piece) String() string { return p.ID }

// LogName is the piece as the log names it: its name and id.
func (p Piece) LogName() string { return rules.PieceRef{ID: p.ID, Name: p.Name}.String() }

// Order is an order a reason names. String is its key, as the reasons'
// English text says it; LogName is its French name, as the log says it
// in both languages.
type Order struct{ Key, Name string }

// String is the order's key.
func (o Order) String() string { return o.Key }

// LogName is the order's French name (its key when it has none).
func (o Order) LogName() string {
	if o.Name == "" {
		return o.Key
	}
	return o.Name
}

// Pieces are the pieces an order is given to. String is their ids
// between spaces, as the record line says them; LogName their log names
// between commas.
type Pieces []Piece

// String is the ids, between spaces.
func (ps Pieces) String() string {
	s := ""
	for i, p := range ps {
		if i > 0 {
			s += " "
		}
		s += p.ID
	}
	return s
}

// LogName is the log names, between commas.
func (ps Pieces) LogName() string {
	s := ""
	for i, p := range ps {
		if i > 0 {
			s += ", "
		}
		s += p.LogName()
	}
	return s
}

// pieceOf names a piece of st by its id.
func pieceOf(st *rules.State, id string) Piece {
	if u, ok := st.Unit(id); ok {
		return Piece{ID: id, Name: u.Name}
	}
	if l, ok := st.Leader(id); ok {
		return Piece{ID: id, Name: l.Name}
	}
	for h := range st.Heralds() {
		if h.ID == id {
			return Piece{ID: id, Name: h.Name}
		}
	}
	return Piece{ID: id}
}

// orderOf names an order of st's ruleset by its key.
func orderOf(st *rules.State, key string) Order {
	if o, ok := st.Ruleset().Order(key); ok {
		return Order{Key: key, Name: o.Name}
	}
	return Order{Key: key}
}

// actionReason names an action the combat's windows or a follow-up
// chose: its record line in English, a phrase of its own in French. An
// action of another kind says its record line in both.
func actionReason(st *rules.State, a rules.Action) Reason {
	switch a := a.(type) {
	case rules.Follow:
		return because("follow")
	case rules.Roll:
		return because("roll")
	case rules.Rally:
		return because("rally %s", pieceOf(st, a.Leader))
	case rules.Front:
		return because("front %s", pieceOf(st, a.Leader))
	case rules.Withdraw:
		if h, ok := a.To.Hex(); ok {
			return because("withdraw %s to %s", pieceOf(st, a.Leader), h)
		}
		if a.Count > 0 {
			return because("withdraw %s %d", pieceOf(st, a.Leader), a.Count)
		}
		return because("withdraw %s", pieceOf(st, a.Leader))
	case rules.Defend:
		if h, ok := a.To.Hex(); ok {
			return because("defend %s to %s", orderOf(st, a.Order), h)
		}
		if a.Count > 0 {
			return because("defend %s %d", orderOf(st, a.Order), a.Count)
		}
		return because("defend %s", orderOf(st, a.Order))
	case rules.Sacrifice:
		return because("sacrifice %d", a.Count)
	case rules.GiveOrder:
		return orderReason(st, a)
	case rules.Direct:
		if r, ok := directReason(st, a); ok {
			return r
		}
	}
	return Reason{Format: "%s", Args: []any{a}}
}

// orderReason names an order given: its record line in English.
func orderReason(st *rules.State, a rules.GiveOrder) Reason {
	o := orderOf(st, a.Key)
	if len(a.Args) == 0 {
		if a.Count > 0 {
			return Reason{Format: "%s", Args: []any{a}}
		}
		return because("order %s", o)
	}
	ps := make(Pieces, len(a.Args))
	for i, id := range a.Args {
		ps[i] = pieceOf(st, id)
	}
	if a.Count > 0 {
		return because("order %s %s %d", o, ps, a.Count)
	}
	return because("order %s %s", o, ps)
}

// directReason names a leader's direct action (ai/direct.go) by its
// record line, its effect a reason of its own so that the window says it
// in words; one with an amount keeps the plain record line.
func directReason(st *rules.State, a rules.Direct) (Reason, bool) {
	if a.Count > 0 || a.To.IsSet() {
		return Reason{}, false
	}
	leader, unit := pieceOf(st, a.Leader), pieceOf(st, a.Unit)
	var effect Reason
	switch a.Effect {
	case rules.DirectOrder:
		return because("direct %s %s order %s", leader, unit, orderOf(st, a.Order)), true
	case rules.DirectActivate:
		effect = because("activate")
	case rules.DirectIgnoreLoss:
		effect = because("ignore-loss")
	case rules.DirectDice:
		effect = because("dice")
	case rules.DirectRally:
		effect = because("rally")
	default:
		return Reason{}, false
	}
	return because("direct %s %s %s", leader, unit, effect), true
}
