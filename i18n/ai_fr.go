package i18n

import (
	"fmt"
	"io"
	"strings"
)

// aiFR is the French of every reason the computer gives for a choice,
// keyed by its English format (ai.Reason.Format, ai.ReasonFormats). The
// verbs take the same arguments. TestEveryReasonFormatHasFrench keeps it
// complete.
var aiFR = map[string]string{
	// the combat phase and its windows
	"attacks %s with %s: %.1f hits and %.1f flags expected, %.0f%% to eliminate, %.0f%% to drive back":      "attaque %s avec %s : %.1f touches et %.1f drapeaux attendus, %.0f %% de chances de l'éliminer, %.0f %% de le repousser",
	"attacks %s with %s (%s): %.1f hits and %.1f flags expected, %.0f%% to eliminate, %.0f%% to drive back": "attaque %s avec %s (%s) : %.1f touches et %.1f drapeaux attendus, %.0f %% de chances de l'éliminer, %.0f %% de le repousser",
	"ends the combat phase": "termine la phase de combat",
	"defense order %s":      "ordre de défense %s",

	// the command phase
	"activates %s alone: he goes to %s":                    "active %s seul : il va en %s",
	"activates %s: it can reach %s and attack %s":          "active %s : l'unité peut atteindre %s et attaquer %s",
	"activates %s: it gains %.0f point(s) by moving to %s": "active %s : l'unité gagne %.0f point(s) en allant en %s",
	"ends the command phase":                               "termine la phase de commandement",
	"%s for %s (%d points): it can go to %s":               "%s pour %s (%d points) : l'unité peut aller en %s",
	"%s (%d points): %s activates too":                     "%s (%d points) : %s active lui aussi",
	"ralliement for %s (%d points)":                        "Ralliement pour %s (%d points)",

	// the movement phase
	"ends the movement phase": "termine la phase de mouvement",
	"moves %s to %s (%+.0f)":  "déplace %s en %s (%+.0f)",
	"gives %s (%+.0f)":        "donne %s (%+.0f)",

	// actions the reasons name (as the panel lists them, shorter)
	"follow":            "suit dans l'hexagone libéré",
	"roll":              "lance les dés du combat",
	"rally %s":          "%s tente un ralliement",
	"front %s":          "%s combat au premier rang",
	"withdraw %s":       "%s fait rompre le combat, de tout son mouvement",
	"withdraw %s %d":    "%s fait rompre le combat : recul de %d hex",
	"withdraw %s to %s": "%s fait rompre le combat : recul en %s",
	"defend %s":         "répond par l'ordre %s",
	"defend %s %d":      "répond par l'ordre %s : recule de %d hex",
	"defend %s to %s":   "répond par l'ordre %s : recule en %s",
	"sacrifice %d":      "Sacrifice : %d drapeau(x) changé(s) en pertes",
	"order %s":          "l'ordre %s",
	"order %s %s":       "l'ordre %s à %s",
	"order %s %s %d":    "l'ordre %s à %s (%d)",
	// a leader's direct action, and its effect
	"direct %s %s %s":       "%s s'engage auprès de %s : %s",
	"direct %s %s order %s": "%s s'engage auprès de %s : l'ordre %s",
	"activate":              "une activation de plus",
	"ignore-loss":           "une perte ignorée",
	"dice":                  "des dés en plus",
	"rally":                 "un ralliement complet",
}

// aiLogEN is the log's English of the reasons that name an action by its
// record line ("order marche-forcee G1", as duel users read it): the log
// says them as sentences, as it does in French.
var aiLogEN = map[string]string{
	"follow":                "follows up into the vacated hex",
	"roll":                  "rolls the combat's dice",
	"rally %s":              "%s tries to rally",
	"front %s":              "%s fights in the front rank",
	"withdraw %s":           "%s orders a break-off, its whole allowance",
	"withdraw %s %d":        "%s orders a break-off: fall back %d hex(es)",
	"withdraw %s to %s":     "%s orders a break-off: fall back to %s",
	"defend %s":             "answers with the order %s",
	"defend %s %d":          "answers with the order %s: falls back %d hex(es)",
	"defend %s to %s":       "answers with the order %s: falls back to %s",
	"sacrifice %d":          "Sacrifice: %d flag(s) turned into losses",
	"order %s":              "the order %s",
	"order %s %s":           "the order %s to %s",
	"order %s %s %d":        "the order %s to %s (%d)",
	"direct %s %s %s":       "%s commits himself to %s: %s",
	"direct %s %s order %s": "%s commits himself to %s: the order %s",
	"activate":              "one more activation",
	"ignore-loss":           "a loss ignored",
	"dice":                  "extra dice",
	"rally":                 "a full rally",
}

// Reason renders the computer's reason for a choice (an ai.Reason's
// Format and Args) in language l, for the log: pieces and orders as the
// log names them (an argument with LogName, in both languages), a reason
// inside another by its own format, in French the sentence from aiFR
// with decimal commas, in English the reason's own (aiLogEN's for an
// action named by its record line). A format without French falls back
// to English.
func Reason(l Lang, format string, args []any) string {
	if format == "" {
		return ""
	}
	out := make([]any, len(args))
	for i, a := range args {
		out[i] = reasonArg(l, a)
	}
	if l == FR {
		if fr, ok := aiFR[format]; ok {
			return fmt.Sprintf(fr, out...)
		}
	}
	if en, ok := aiLogEN[format]; ok {
		format = en
	}
	return fmt.Sprintf(format, out...)
}

// logNamed is an argument that says how the log names it (ai.Piece,
// ai.Order, ai.Pieces).
type logNamed interface{ LogName() string }

// Both is a text already said in both languages: the computer's reason
// as a shared game's host sends it to the devices (package netplay).
type Both struct{ FR, EN string }

func reasonArg(l Lang, a any) any {
	switch x := a.(type) {
	case Both:
		if l == FR {
			return x.FR
		}
		return x.EN
	case logNamed:
		return x.LogName()
	case phrasal:
		f, args := x.Sentence()
		return Reason(l, f, args)
	case float64:
		if l == FR {
			return frenchNumber(x)
		}
	}
	return a
}

// frenchNumber prints as its verb says, with a decimal comma: "0,8"
// (as the odds card writes its expectations).
type frenchNumber float64

// Format writes the number with the verb, its flags and precision, then
// puts the comma in.
func (n frenchNumber) Format(f fmt.State, verb rune) {
	s := fmt.Sprintf(fmt.FormatString(f, verb), float64(n))
	_, _ = io.WriteString(f, strings.Replace(s, ".", ",", 1))
}
