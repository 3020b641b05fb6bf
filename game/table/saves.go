package table

import (
	"path/filepath"
	"sort"
	"strings"
	"time"

	"estafette/internal/safefile"
	"estafette/internal/store"
)

// SaveGame writes the game to a new document in the saves directory of
// the platform's store (store.Local), named after the scenario and the
// time, and returns its name (a path on the desktop).
func (c *Controller) SaveGame(dir string, now time.Time) (string, error) {
	return c.SaveGameIn(store.Local(), dir, now)
}

// SaveGameIn is SaveGame in the store st.
func (c *Controller) SaveGameIn(st store.Store, dir string, now time.Time) (string, error) {
	data, err := c.SaveText()
	if err != nil {
		return "", err
	}
	base := strings.TrimSuffix(filepath.Base(c.game.name), filepath.Ext(c.game.name))
	if base == "" || base == "." {
		base = "game"
	}
	path := filepath.Join(dir, base+"-"+now.Format("20060102-150405")+SaveExt)
	return path, st.Write(path, data)
}

// SaveEntry is one saved game in the saves directory: Path is its name
// in the store.
type SaveEntry struct {
	Path    string
	ModTime time.Time
}

// ListSaves lists the saved games in dir of the platform's store, newest
// first: see ListSavesIn.
func ListSaves(dir string) ([]SaveEntry, error) { return ListSavesIn(store.Local(), dir) }

// ListSavesIn lists the saved games in dir of st, newest first: regular
// files only (store.Store's List), so that a FIFO or a device named like
// a save is never opened.
func ListSavesIn(st store.Store, dir string) ([]SaveEntry, error) {
	ents, err := st.List(dir)
	if err != nil {
		return nil, err
	}
	var out []SaveEntry
	for _, e := range ents {
		if n := filepath.Base(e.Name); !strings.HasSuffix(n, SaveExt) || strings.HasPrefix(n, ".") {
			continue
		}
		out = append(out, SaveEntry{Path: e.Name, ModTime: e.ModTime})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ModTime.After(out[j].ModTime) })
	return out, nil
}

// LoadFile reads a saved game from the platform's store: see LoadFrom.
func LoadFile(path string) (*Controller, error) { return LoadFrom(store.Local(), path) }

// LoadFrom reads a saved game from st: a regular file within the size
// limit, then LoadSave.
func LoadFrom(st store.Store, path string) (*Controller, error) {
	data, err := st.Read(path, safefile.MaxSave)
	if err != nil {
		return nil, err
	}
	return LoadSave(path, data)
}

// Adopt takes over another controller's game (a loaded or resumed one),
// keeping this controller's language, clock, autosave and pace; the
// computer commands the armies the game says it does (its thinking on the
// old game is cancelled). The game is autosaved at once.
func (c *Controller) Adopt(o *Controller) {
	c.game = o.game
	c.positionChanged()
	c.buildPlayers()
	c.redo = nil
	c.sel, c.trail, c.banner, c.lastDice, c.ArmedOrder = "", nil, "", nil, ""
	for i := len(c.game.log) - 1; i >= 0; i-- {
		if d := c.game.log[i].Event.Dice(); len(d) > 0 {
			c.lastDice = d
			break
		}
	}
	c.status = Status{}
	c.changed()
	c.save()
}
