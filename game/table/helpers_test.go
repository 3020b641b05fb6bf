package table

import (
	"testing"

	"estafette/game/control"
	"estafette/internal/testkit/tabletest"
	"estafette/render"
	"estafette/rules"
	"estafette/rules/hex"
	"estafette/session"
)

// The tests' starting points, from internal/testkit/tabletest, which the
// table's three packages share.

func tutorialSource(t testing.TB) []byte { t.Helper(); return tabletest.Source(t) }

// newTutorial starts the tutorial with a fixed clock.
func newTutorial(t testing.TB) *control.Controller { t.Helper(); return tabletest.Tutorial(t) }

func hx(t testing.TB, label string) hex.Hex { t.Helper(); return tabletest.Hex(t, label) }

func recordLines(c *control.Controller) []string { return tabletest.RecordLines(c) }

func sampleUpTo(t testing.TB, stop string) *control.Controller {
	t.Helper()
	return tabletest.SampleUpTo(t, stop)
}

func played(t testing.TB) *control.Controller { t.Helper(); return tabletest.Played(t) }

func sameGame(t testing.TB, a, b *control.Controller) { t.Helper(); tabletest.SameGame(t, a, b) }

func withClock(c *control.Controller) *tabletest.Clock { return tabletest.WithClock(c) }

// wait takes the computer's answer under way, if any (Controller.Wait).
func wait(c *control.Controller) { c.Session().Wait() }

func soloAtCombat(t testing.TB) (*control.Controller, *tabletest.Clock) {
	t.Helper()
	return tabletest.SoloAtCombat(t)
}

func unitOf(st *rules.State, id string) rules.Unit { u, _ := st.Unit(id); return u }

func leaderOf(st *rules.State, id string) rules.Leader { l, _ := st.Leader(id); return l }

func armyOf(st *rules.State, id string) rules.Army { a, _ := st.Army(id); return a }

// savesListed is the games the saved-games dialog lists, and whether it
// is open.
func savesListed(a *App) ([]session.Entry, bool) {
	for _, d := range a.dialogs.open {
		if l, ok := d.(loadDialog); ok {
			return l.saves, true
		}
	}
	return nil, false
}

// boxOf is a dialog's text and buttons, as the table shows them.
func boxOf(a *App, d dialog) *render.Dialog {
	b, _ := d.box(a)
	return b
}

// shownBox is the text and buttons of the dialog over the table.
func shownBox(t testing.TB, a *App) *render.Dialog {
	t.Helper()
	d := a.shown()
	if d == nil {
		t.Fatal("no dialog over the table")
	}
	return boxOf(a, d)
}

// resumeOffered is the game the table offers to resume, nil for none.
func resumeOffered(a *App) *session.Entry {
	for _, d := range a.dialogs.open {
		if r, ok := d.(resumeDialog); ok {
			return r.e
		}
	}
	return nil
}
