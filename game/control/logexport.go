package control

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"
	"time"

	"estafette/i18n"
	"estafette/internal/store"
	"estafette/rules"
	"estafette/session"
)

// LogText is the whole game log as text, in the interface language: a
// title, then each turn's heading and its sentences, each with the dice
// it rolled, and the record line that gave it.
func (c *Controller) LogText() string {
	var b strings.Builder
	fmt.Fprintln(&b, i18n.Tf(c.Lang, "log.file.title", c.Scenario().Title))
	prevTurn, prevArmy, prevAction := 0, "", -1
	st := c.State()
	for _, e := range c.Log() {
		if e.Turn != prevTurn || e.TurnOf != prevArmy {
			name := e.TurnOf
			if a, ok := st.Army(e.TurnOf); ok {
				name = a.Name
			}
			fmt.Fprintf(&b, "\n=== %s ===\n", i18n.Tf(c.Lang, "log.turn", e.Turn, name))
			prevTurn, prevArmy = e.Turn, e.TurnOf
		}
		if e.Index != prevAction && e.Action != "" {
			fmt.Fprintf(&b, "> %s\n", e.Action)
			prevAction = e.Index
			if r := c.ReasonOf(e.Index); r != "" {
				fmt.Fprintln(&b, "  "+strings.TrimSpace(i18n.Tf(c.Lang, "computer.reason", r)))
			}
		}
		line := c.EventSentence(e.Event)
		if d := e.Event.Dice(); len(d) > 0 {
			var faces []string
			for _, f := range d {
				faces = append(faces, FaceName(f, c.Lang))
			}
			line += " [" + strings.Join(faces, ", ") + "]"
		}
		fmt.Fprintln(&b, "  "+line)
	}
	return b.String()
}

// ExportLog writes the log to a new text file in dir of the platform's
// store (store.Local): see ExportLogIn.
func (c *Controller) ExportLog(dir string, now time.Time) (string, error) {
	return c.ExportLogIn(store.Local(), dir, now)
}

// ExportLogIn writes the log to a new document in dir of st, named after
// the scenario and the time, written whole (Store.Write), never over
// something that is there: a name taken gets a number. It returns the
// name.
func (c *Controller) ExportLogIn(st store.Store, dir string, now time.Time) (string, error) {
	// The name is ours, from the title (session.CleanTitle): never the
	// scenario file's, which may start with a dot or run past what a
	// file system takes.
	base := session.CleanTitle(c.s.Game().Scenario.Title)
	stem := filepath.Join(dir, base+"-log-"+now.Format("20060102-150405"))
	for n := 1; n < 1000; n++ {
		path := stem + ".txt"
		if n > 1 {
			path = fmt.Sprintf("%s-%d.txt", stem, n)
		}
		if _, err := st.Stat(path); !errors.Is(err, fs.ErrNotExist) {
			continue
		}
		return path, st.Write(path, []byte(c.LogText()))
	}
	return "", fmt.Errorf("%s: no free file name", stem)
}

// FaceName is a rolled face's name in the interface language: the
// French name, or its English gloss when there is one.
func FaceName(f rules.Face, lang i18n.Lang) string {
	if lang == i18n.EN && f.Gloss != "" {
		return f.Gloss
	}
	return f.Name
}
