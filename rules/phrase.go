package rules

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The parts of the rules' sentences. A sentence (an event's, a refusal's)
// is an English format and its arguments; the interface translates it by
// its format (i18n keys its French by the English format), and translates
// the arguments that say what they are: a Phrase by its own format, a
// List item by item, a Term by its French, a word of a named type (a
// phase, an edge) from its word list. Names of pieces and armies stay as
// they are. So nothing is ever translated by reading English back.

// Phrase is a part of a sentence the rules put together: an English
// format and its arguments. It prints in English.
type Phrase struct {
	Format string
	Args   []any
}

func phrase(format string, args ...any) Phrase { return Phrase{Format: format, Args: args} }

// Sentence returns the phrase's format and arguments.
func (p Phrase) Sentence() (format string, args []any) { return p.Format, p.Args }

// String is the phrase in English.
func (p Phrase) String() string { return fmt.Sprintf(p.Format, p.Args...) }

// List is sentence parts said one after the other, between commas.
type List []any

// Items returns the parts.
func (l List) Items() []any { return l }

// String is the list in English.
func (l List) String() string {
	parts := make([]string, len(l))
	for i, x := range l {
		parts[i] = fmt.Sprint(x)
	}
	return strings.Join(parts, ", ")
}

// Term is a name a ruleset gives in both languages (a die face, a
// terrain, a troop profile): the rules' sentences say it in English, the
// interface in French.
type Term struct{ EN, FR string }

// String is the term in English.
func (t Term) String() string { return t.EN }

// French is the term in French.
func (t Term) French() string { return t.FR }

// PieceRef names a unit, a leader or a messenger in an event: its id, for
// the program, and its name, for the sentence.
type PieceRef struct{ ID, Name string }

// String is how the log names the piece: "Hoplites d'Athènes (G1)", or
// its id when it has no name.
func (p PieceRef) String() string {
	if p.Name == "" {
		return p.ID
	}
	return p.Name + " (" + p.ID + ")"
}

// ArmyRef names an army in an event: its id and its name.
type ArmyRef struct{ ID, Name string }

// String is the army's name.
func (a ArmyRef) String() string { return a.Name }

// pieceRef names a piece by its id.
func (s *State) pieceRef(id string) PieceRef {
	if u := s.unitOf(id); u != nil {
		return PieceRef{ID: id, Name: u.Name}
	}
	if l := s.leaderOf(id); l != nil {
		return PieceRef{ID: id, Name: l.Name}
	}
	if h := s.heraldOf(id); h != nil {
		return PieceRef{ID: id, Name: h.Name}
	}
	return PieceRef{ID: id}
}

func (s *State) pieceRefs(ids []string) []PieceRef {
	out := make([]PieceRef, len(ids))
	for i, id := range ids {
		out[i] = s.pieceRef(id)
	}
	return out
}

func armyRef(a *Army) ArmyRef { return ArmyRef{ID: a.ID, Name: a.Name} }

// faceTerm names a face in a roll: the troop type for a hit, "flag", and
// the French name of the lettre d'ordre and the special face; in French,
// the face's own name.
func faceTerm(f Face) Term {
	fr := lowerFirst(f.Name)
	switch f.Kind {
	case FaceHit:
		return Term{EN: f.Key, FR: fr}
	case FaceFlag:
		return Term{EN: "flag", FR: fr}
	}
	return Term{EN: fr, FR: fr}
}

func lowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToLower(r)) + s[n:]
}

// rollPhrase says a roll: "3 dice — infantry, flag, cavalry".
func rollPhrase(faces []Face) Phrase {
	if len(faces) == 0 {
		return phrase("no dice")
	}
	words := make(List, len(faces))
	for i, f := range faces {
		words[i] = faceTerm(f)
	}
	return phrase("%d dice — %s", len(faces), words)
}

// gloss is a ruleset name as a Term: its English gloss, its French name.
func gloss(en, fr string) Term { return Term{EN: en, FR: fr} }
