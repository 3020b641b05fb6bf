package session

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"estafette/internal/safefile"
	"estafette/internal/store"
)

// Library is the player's games in the data directory of a store: the
// autosave of every game started (games/), the games he saved (saves/),
// and the autosaves of earlier versions brought into games/ at the first
// start. docs/games.md says where they go and how they are named, listed,
// kept and pruned.
type Library struct {
	st    store.Store
	dir   string
	owner string // the window that holds this library's locks
	locks locker // nil where there are none (the browser's storage)
	// Now is the clock for the names of saved games; tests replace it.
	Now func() time.Time
	// Notes are what the player must be told once: autosaves of earlier
	// versions that do not load, finished games pruned.
	Notes []Note
}

// Note is a line for the status bar: an i18n key and its arguments.
type Note struct {
	Key  string
	Args []any
}

// MaxAutosaves bounds the autosaves kept: past it, the finished ones
// (never a game in progress, never a saved one) are pruned, oldest first.
const MaxAutosaves = 500

// pruneBudget bounds the time one opening of the library spends
// replaying the games it would prune (each is replayed to be sure it has
// ended); what is left is pruned at the next start.
var pruneBudget = 3 * time.Second

// processOwner names this program's windows in the locks they hold.
var processOwner = NewID()

// OpenLibrary opens the library in the data directory dir of st: it
// removes what interrupted writes left, brings the autosaves of earlier
// versions into games/, and prunes finished autosaves past MaxAutosaves.
func OpenLibrary(st store.Store, dir string) *Library {
	return OpenLibraryAs(st, dir, processOwner)
}

// OpenLibraryAs is OpenLibrary for a window named owner: two owners are
// two windows, each holding its own games (tests open two in a process);
// "" is the process's own.
func OpenLibraryAs(st store.Store, dir, owner string) *Library {
	if owner == "" {
		owner = processOwner
	}
	l := &Library{st: st, dir: dir, owner: owner, locks: localLocker(st), Now: time.Now}
	st.Tidy(dir)
	st.Tidy(l.join(GamesDir))
	st.Tidy(l.join(SavesDir))
	l.migrate()
	l.prune(MaxAutosaves)
	return l
}

// Dir is the data directory.
func (l *Library) Dir() string { return l.dir }

// join names a document of the data directory in the store's terms.
func (l *Library) join(parts ...string) string {
	if _, keyed := l.st.(*store.Keyed); keyed {
		if l.dir == "" {
			return path.Join(parts...)
		}
		return path.Join(append([]string{l.dir}, parts...)...)
	}
	return filepath.Join(append([]string{l.dir}, parts...)...)
}

func (l *Library) exists(name string) bool {
	_, err := l.st.Stat(name)
	return !errors.Is(err, fs.ErrNotExist)
}

// Doc is a game open in a window: its identity and its own autosave,
// which no other game ever writes.
type Doc struct {
	ID   string
	Path string
	// From is the file the game was opened from, never written: its
	// autosave is Path.
	From string
	// Copy says the game was open in another window: this is a copy,
	// with an identity of its own.
	Copy bool
	// CopyOf is the identity of the game this one is a copy of, written
	// in its header so that the library lists the copy under that game;
	// "" for a game of its own.
	CopyOf string
}

// NewDoc gives a game starting now an identity and its autosave's name;
// nothing is written before its first action.
func (l *Library) NewDoc(title string) *Doc {
	var d *Doc
	for try := 0; try < 16; try++ {
		id := NewID()
		d = &Doc{ID: id, Path: l.join(GamesDir, id+"-"+CleanTitle(title)+SaveExt)}
		if !l.exists(d.Path) && l.lock(d) {
			break
		}
		// The same twelve digits twice, or a lock nobody can read: draw
		// again; the last one drawn is used in the end, since a name no
		// file has is what matters.
	}
	return d
}

// Write writes the game to its doc's autosave. A game with no action has
// nothing to keep and writes nothing.
func (l *Library) Write(d *Doc, g *Game) error {
	if d == nil || len(g.Record) == 0 {
		return nil
	}
	data, err := FormatSave(g, Meta{ID: d.ID, CopyOf: d.CopyOf})
	if err != nil {
		return err
	}
	if _, keyed := l.locks.(keyLocks); keyed {
		l.Refresh(d) // a tab's lock lives as long as it is refreshed
	}
	return l.st.Write(d.Path, data)
}

// Release lets another window write the doc's game: the window has
// closed it, or put another game on its table.
func (l *Library) Release(d *Doc) {
	if d != nil && l.locks != nil {
		l.locks.unlock(l.lockPath(d), l.owner)
	}
}

func (l *Library) lockPath(d *Doc) string {
	return l.join(GamesDir, d.ID+".lock")
}

// Refresh says the window still plays the doc's game: a tab's lock that
// is not refreshed goes stale (lock_keyed.go). The table calls it at
// each write and every few seconds.
func (l *Library) Refresh(d *Doc) {
	if d != nil && l.locks != nil {
		l.locks.lock(l.lockPath(d), l.owner)
	}
}

// lock takes the doc for this window; false when another window holds it.
func (l *Library) lock(d *Doc) bool {
	return l.locks == nil || l.locks.lock(l.lockPath(d), l.owner)
}

// Save writes the game to a new file in saves/ (Ctrl+S): a name of its
// own, never one that exists, even twice in a second. named is the name
// the player gave it, "" for none.
func (l *Library) Save(d *Doc, g *Game, named string) (string, error) {
	id := NewID()
	if d != nil {
		id = d.ID
	}
	data, err := FormatSave(g, Meta{ID: id, Named: named})
	if err != nil {
		return "", err
	}
	title := named
	if title == "" && g.Scenario != nil {
		title = g.Scenario.Title
	}
	base := CleanTitle(title) + "-" + l.Now().Format("20060102-150405") + "-" + id[:6]
	name, err := l.freeName(SavesDir, base, SaveExt)
	if err != nil {
		return "", err
	}
	return name, l.st.Write(name, data)
}

// maxNameTries bounds the search for a free name: a thousand files of
// one title in one second is no player's doing.
const maxNameTries = 1000

// freeName is sub/base+ext in the data directory, or base-2, base-3…
// when that is taken. A name that cannot be looked at (sub is a file, or
// a loop of links) is an error naming sub, at once: the window that
// asked never waits on it.
func (l *Library) freeName(sub, base, ext string) (string, error) {
	name := l.join(sub, base+ext)
	for n := 2; n <= maxNameTries; n++ {
		_, err := l.st.Stat(name)
		if errors.Is(err, fs.ErrNotExist) {
			return name, nil
		}
		if err != nil {
			return "", fmt.Errorf("%s: %w", l.join(sub), rootCause(err))
		}
		name = l.join(sub, fmt.Sprintf("%s-%d%s", base, n, ext))
	}
	return "", fmt.Errorf("%s: no free name for %s%s", l.join(sub), base, ext)
}

// rootCause is the system's own error under a path's ("not a
// directory"), which says what is wrong without repeating the path.
func rootCause(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// List describes every game of the library, newest first, from the
// headers alone: no game is replayed.
func (l *Library) List() ([]Entry, error) {
	var out []Entry
	for _, src := range []struct {
		dir  string
		kind Kind
	}{{l.join(GamesDir), Autosave}, {l.join(SavesDir), Saved}, {l.dir, Legacy}} {
		ents, err := l.st.List(src.dir)
		if err != nil {
			return nil, err
		}
		for _, f := range ents {
			n := filepath.Base(f.Name)
			if !strings.HasSuffix(n, SaveExt) || strings.HasPrefix(n, ".") || safefile.IsTemp(n) {
				continue
			}
			out = append(out, l.describe(f, src.kind))
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Date.After(out[j].Date) })
	return out, nil
}

// describe reads one file's header.
func (l *Library) describe(f store.Info, kind Kind) Entry {
	e := Entry{Path: f.Name, Kind: kind, Date: f.ModTime}
	head, err := l.st.Head(f.Name, headBytes)
	if err != nil {
		e.Err = err
		return e
	}
	parseHead(&e, head)
	return e
}

// Latest is the game last played, still in progress, nil when there is
// none; with hash set, the most recent of the scenario of that
// ScenarioHash. A copy a second window made is never it: the player did
// not choose it (he may open it from the list).
func (l *Library) Latest(hash string) *Entry {
	list, err := l.List()
	if err != nil {
		return nil
	}
	for _, e := range list {
		if e.Kind == Autosave && e.Meta.CopyOf == "" && e.Unfinished() && (hash == "" || e.Meta.Hash == hash) {
			return &e
		}
	}
	return nil
}

// Load reads and replays a game file of the library (or any saved game).
func (l *Library) Load(name string) (*Game, *SavedGame, error) {
	data, err := l.st.Read(name, safefile.MaxSave)
	if err != nil {
		return nil, nil, err
	}
	return LoadSave(name, data)
}

// Open reads a game of the library to play it on. An autosave continues
// under its own identity, unless another window holds it: then the game
// is a copy with an identity of its own (Doc.Copy), listed under the
// game it copies. A copy the player opens himself continues as a game of
// its own (its header no longer names the game it copied). Any other
// file (a saved game, an autosave of an earlier version) continues as a
// new game and is never written.
func (l *Library) Open(name string) (*Game, *Doc, error) {
	g, sg, err := l.Load(name)
	if err != nil {
		return nil, nil, err
	}
	if sg.Meta.ID != "" && l.Holds(name) && strings.HasPrefix(filepath.Base(name), sg.Meta.ID+"-") {
		d := &Doc{ID: sg.Meta.ID, Path: name}
		if l.lock(d) {
			return g, d, nil
		}
		c := l.NewDoc(g.Scenario.Title)
		c.From, c.Copy, c.CopyOf = name, true, sg.Meta.ID
		return g, c, nil
	}
	d := l.NewDoc(g.Scenario.Title)
	d.From = name
	return g, d, nil
}

// Holds reports whether name is a game file of this library's games/
// (whatever the path's spelling on the desktop: relative or absolute).
func (l *Library) Holds(name string) bool { return InGames(l.st, l.dir, name) }

// InGames reports whether name is a file of games/ in the data directory
// dir of st, reading nothing.
func InGames(st store.Store, dir, name string) bool {
	if _, keyed := st.(*store.Keyed); keyed {
		return path.Dir(path.Clean("/"+name)) == path.Clean("/"+path.Join(dir, GamesDir))
	}
	a, err1 := filepath.Abs(filepath.Dir(name))
	b, err2 := filepath.Abs(filepath.Join(dir, GamesDir))
	return err1 == nil && err2 == nil && a == b
}

// Delete removes a game file of the library (the player said so).
func (l *Library) Delete(name string) error {
	return l.st.Remove(name)
}

// prune removes the oldest finished autosaves past max, each named in a
// note for the status bar. The headers pick the candidates; each is
// replayed, and removed only if its game has ended.
func (l *Library) prune(max int) {
	ents, err := l.st.List(l.join(GamesDir))
	if err != nil || len(ents) <= max {
		return
	}
	list, err := l.List()
	if err != nil {
		return
	}
	n := 0
	for _, e := range list {
		if e.Kind == Autosave {
			n++
		}
	}
	// Replaying costs up to a second for the longest games: past the
	// budget, the rest waits for the next start, so that opening the
	// library never takes long.
	budget := time.Now().Add(pruneBudget)
	for i := len(list) - 1; i >= 0 && n > max && time.Now().Before(budget); i-- {
		e := list[i]
		if e.Kind != Autosave || e.Err != nil || !e.Meta.HasState || !e.Meta.Over || e.Meta.Named != "" {
			continue
		}
		// The header may say over=1 where the game is not (an edited
		// file): only the game itself, replayed, says it has ended.
		if g, _, err := l.Load(e.Path); err != nil || !g.Over() {
			continue
		}
		if l.st.Remove(e.Path) == nil {
			n--
			l.Notes = append(l.Notes, Note{Key: "library.pruned", Args: []any{e.Title(), e.Date.Format("2006-01-02")}})
		}
	}
}
