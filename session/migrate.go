package session

import (
	"path/filepath"
	"strings"
)

// Earlier versions kept one autosave per scenario at the top of the data
// directory ("autosave-marathon-3f2a9c01b7d4.estafette", and before them
// a single "autosave.estafette"). At the first start each one that loads
// becomes a game of games/ with an identity of its own, and is removed
// only once its new file is written; one that does not load stays where
// it is, listed (Legacy), and the player is told.
const legacyPrefix = "autosave"

// migrate brings the autosaves of earlier versions into games/.
func (l *Library) migrate() {
	ents, err := l.st.List(l.dir)
	if err != nil {
		return
	}
	for _, f := range ents {
		n := filepath.Base(f.Name)
		if !strings.HasPrefix(n, legacyPrefix) || !strings.HasSuffix(n, SaveExt) || strings.Contains(n, ".broken-") {
			continue
		}
		g, _, err := l.Load(f.Name)
		if err != nil {
			l.Notes = append(l.Notes, Note{Key: "library.unreadable", Args: []any{f.Name, firstLine(err.Error())}})
			continue
		}
		if len(g.Record) == 0 {
			continue
		}
		d := l.NewDoc(g.Scenario.Title)
		err = l.Write(d, g)
		l.Release(d)
		if err != nil {
			l.Notes = append(l.Notes, Note{Key: "library.unreadable", Args: []any{f.Name, err.Error()}})
			continue
		}
		l.st.Remove(f.Name)
	}
}

// firstLine is an error's first line: a saved game's errors list every
// bad line.
func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}
