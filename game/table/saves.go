package table

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"estafette/internal/safefile"
)

// SaveGame writes the game to a new file in the saves directory, named
// after the scenario and the time, and returns its path.
func (c *Controller) SaveGame(dir string, now time.Time) (string, error) {
	data, err := c.SaveText()
	if err != nil {
		return "", err
	}
	base := strings.TrimSuffix(filepath.Base(c.game.name), filepath.Ext(c.game.name))
	if base == "" || base == "." {
		base = "game"
	}
	path := filepath.Join(dir, base+"-"+now.Format("20060102-150405")+SaveExt)
	return path, safefile.WriteAtomic(path, data)
}

// SaveEntry is one saved game in the saves directory.
type SaveEntry struct {
	Path    string
	ModTime time.Time
}

// ListSaves lists the saved games in dir, newest first: regular files
// only, so that a FIFO or a device named like a save is never opened.
func ListSaves(dir string) ([]SaveEntry, error) {
	ents, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []SaveEntry
	for _, e := range ents {
		if !strings.HasSuffix(e.Name(), SaveExt) || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		path := filepath.Join(dir, e.Name())
		// Stat follows a link to what it names, and never blocks.
		fi, err := os.Stat(path)
		if err != nil || !fi.Mode().IsRegular() {
			continue
		}
		out = append(out, SaveEntry{Path: path, ModTime: fi.ModTime()})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ModTime.After(out[j].ModTime) })
	return out, nil
}

// LoadFile reads a saved game from disk: a regular file within the size
// limit, then LoadSave.
func LoadFile(path string) (*Controller, error) {
	data, err := safefile.Read(path, safefile.MaxSave)
	if err != nil {
		return nil, err
	}
	return LoadSave(path, data)
}

// Adopt takes over another controller's game (a loaded or resumed one),
// keeping this controller's language, clock and autosave. The game is
// autosaved at once.
func (c *Controller) Adopt(o *Controller) {
	c.game = o.game
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
