package table

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"sort"
	"strings"
	"time"
	"unicode"

	"estafette/internal/safefile"
	"estafette/internal/store"
)

// The autosave keeps one game per scenario, in the data directory, named
// after the scenario's file and a hash of its text:
//
//	autosave-marathon-3f2a9c01b7d4.estafette
//
// so that playing one scenario never overwrites another's unfinished
// game, and the table offers only the game of the scenario the player
// asked for. An autosave that cannot be loaded is renamed aside
// (NAME.broken-YYYYMMDD-HHMMSS.estafette), never overwritten.
const (
	autosavePrefix = "autosave-"
	brokenInfix    = ".broken-"
	// legacyAutosave is the single autosave of earlier versions; at start
	// it is renamed to its scenario's name.
	legacyAutosave = "autosave" + SaveExt
	// maxLatest bounds the autosaves FindLatest loads looking for an
	// unfinished game.
	maxLatest = 8
)

// Autosaver writes the game after every change, to its scenario's
// autosave in a store: a file written through safefile.WriteAtomic on
// the desktop, the page's storage in the browser.
type Autosaver struct {
	Dir string
	st  store.Store
	// Broken lists the autosaves found unreadable so far, set aside.
	Broken []*BrokenAutosave
	// kept are autosaves that could not be loaded nor renamed aside:
	// never written, so that the game in them is not lost.
	kept   map[string]bool
	now    func() time.Time
	rename func(oldpath, newpath string) error // the store's Rename; tests make it fail
}

// BrokenAutosave is an autosave that cannot be loaded, and why. It is kept
// under the name Aside, or where it was when it could not be renamed.
type BrokenAutosave struct {
	Path  string
	Aside string
	Err   error
}

func (b *BrokenAutosave) Error() string {
	if b.Aside == "" {
		return fmt.Sprintf("%s cannot be loaded: %v", b.Path, b.Err)
	}
	return fmt.Sprintf("%s cannot be loaded: %v (kept as %s)", b.Path, b.Err, filepath.Base(b.Aside))
}

func (b *BrokenAutosave) Unwrap() error { return b.Err }

// OpenAutosaves prepares the autosaves of dir in the platform's store
// (store.Local) at start: see OpenAutosavesIn.
func OpenAutosaves(dir string) *Autosaver { return OpenAutosavesIn(store.Local(), dir) }

// OpenAutosavesIn prepares the autosaves of dir in st: it removes the
// temp files that a crash in the middle of a write left behind (today's
// and those of earlier versions, ".autosave.estafette.*.tmp") and gives
// the single autosave of earlier versions its scenario's name.
func OpenAutosavesIn(st store.Store, dir string) *Autosaver {
	a := &Autosaver{Dir: dir, st: st, kept: map[string]bool{}, now: time.Now, rename: st.Rename}
	st.Tidy(dir)
	st.Tidy(filepath.Join(dir, "saves"))
	a.removeLegacyTemps()
	a.migrateLegacy()
	return a
}

// removeLegacyTemps removes the temp files of the autosave writer of
// earlier versions: "." + the autosave's name + ".RANDOM.tmp".
func (a *Autosaver) removeLegacyTemps() {
	ents, err := a.st.List(a.Dir)
	if err != nil {
		return
	}
	for _, e := range ents {
		n := filepath.Base(e.Name)
		if fi, err := a.st.Stat(e.Name); err == nil && fi.Regular && strings.HasPrefix(n, "."+legacyAutosave+".") && strings.HasSuffix(n, ".tmp") {
			a.st.Remove(e.Name)
		}
	}
}

// exists reports whether anything (a document, a directory, a link) has
// the name.
func (a *Autosaver) exists(name string) bool {
	_, err := a.st.Stat(name)
	return !errors.Is(err, fs.ErrNotExist)
}

// migrateLegacy renames the autosave of earlier versions to its scenario's
// autosave name, unless that one exists.
func (a *Autosaver) migrateLegacy() {
	path := filepath.Join(a.Dir, legacyAutosave)
	if _, err := a.st.Stat(path); err != nil {
		return
	}
	data, err := a.st.Read(path, safefile.MaxSave)
	if err != nil {
		a.setAside(path, err)
		return
	}
	sg, err := ParseSave(path, data)
	if err != nil {
		a.setAside(path, err)
		return
	}
	if to := a.PathFor(sg.Name, sg.Source); !a.exists(to) {
		a.rename(path, to)
	}
}

// AutosaveName is the file name of a scenario's autosave: its file name
// and a hash of its text, as a saved game carries it.
func AutosaveName(name string, source []byte) string {
	return autosavePrefix + fileStem(name) + "-" + ScenarioHash(source) + SaveExt
}

// PathFor is the autosave of the scenario with this file name and text.
func (a *Autosaver) PathFor(name string, source []byte) string {
	return filepath.Join(a.Dir, AutosaveName(name, source))
}

// fileStem is a file name without its directory and extension, reduced to
// letters, digits, '-' and '_', at most 40 of them.
func fileStem(name string) string {
	base := filepath.Base(strings.ReplaceAll(name, "\\", "/"))
	base = strings.TrimSuffix(base, filepath.Ext(base))
	var b strings.Builder
	n := 0
	for _, r := range base {
		if n == 40 {
			break
		}
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_' {
			r = '-'
		}
		b.WriteRune(r)
		n++
	}
	s := strings.Trim(b.String(), "-")
	if s == "" {
		return "scenario"
	}
	return s
}

// ScenarioHash hashes a scenario's text as a saved game gives it back (no
// byte-order mark, "\n" line ends, a final newline), so that a game loaded
// from its autosave saves to the same autosave.
func ScenarioHash(source []byte) string {
	text := strings.TrimPrefix(string(source), "\uFEFF")
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSuffix(l, "\r")
	}
	text = strings.Join(lines, "\n")
	if !strings.HasSuffix(text, "\n") {
		text += "\n"
	}
	sum := sha256.Sum256([]byte(text))
	return hex.EncodeToString(sum[:6])
}

// Save writes the game to its scenario's autosave.
func (a *Autosaver) Save(g *Game) error {
	path := a.PathFor(g.name, g.source)
	if a.kept[path] {
		return fmt.Errorf("%s holds a game that cannot be loaded; it is kept, and this game is not autosaved", path)
	}
	data, err := FormatSave(g)
	if err != nil {
		return err
	}
	return a.st.Write(path, data)
}

// Resumable is an autosaved game that has not ended, offered on start.
type Resumable struct {
	Controller *Controller
	Path       string
	Saved      time.Time
}

// Find returns the unfinished game autosaved for this scenario, nil when
// there is none. An autosave that cannot be loaded is set aside and
// listed in Broken.
func (a *Autosaver) Find(name string, source []byte) *Resumable {
	return a.load(a.PathFor(name, source))
}

// FindLatest returns the most recent unfinished game of any scenario (for
// the bare command, which names none).
func (a *Autosaver) FindLatest() *Resumable {
	ents, err := a.st.List(a.Dir)
	if err != nil {
		return nil
	}
	var list []store.Info
	for _, e := range ents {
		n := filepath.Base(e.Name)
		if strings.HasPrefix(n, autosavePrefix) && strings.HasSuffix(n, SaveExt) && !strings.Contains(n, brokenInfix) {
			list = append(list, e)
		}
	}
	sort.Slice(list, func(i, j int) bool { return list[i].ModTime.After(list[j].ModTime) })
	for i, e := range list {
		if i == maxLatest {
			break
		}
		if r := a.load(e.Name); r != nil {
			return r
		}
	}
	return nil
}

// load reads one autosave: nil when there is none or its game is over.
func (a *Autosaver) load(path string) *Resumable {
	if !a.exists(path) {
		return nil
	}
	data, err := a.st.Read(path, safefile.MaxSave)
	if err != nil {
		a.setAside(path, err)
		return nil
	}
	c, err := LoadSave(path, data)
	if err != nil {
		a.setAside(path, err)
		return nil
	}
	if c.Over() || len(c.Record()) == 0 {
		return nil
	}
	r := &Resumable{Controller: c, Path: path}
	if fi, err := a.st.Stat(path); err == nil {
		r.Saved = fi.ModTime
	}
	return r
}

// setAside renames an autosave that cannot be loaded out of the way of the
// next write, and remembers why; when it cannot be renamed it is kept
// where it is and never written.
func (a *Autosaver) setAside(path string, why error) {
	b := &BrokenAutosave{Path: path, Err: why}
	a.Broken = append(a.Broken, b)
	base := strings.TrimSuffix(path, SaveExt) + brokenInfix + a.now().Format("20060102-150405")
	for i := 1; i < 100; i++ {
		aside := base + SaveExt
		if i > 1 {
			aside = fmt.Sprintf("%s-%d%s", base, i, SaveExt)
		}
		if a.exists(aside) {
			continue
		}
		if a.rename(path, aside) == nil {
			b.Aside = aside
			return
		}
		break
	}
	a.kept[path] = true
}
