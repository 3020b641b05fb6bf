package game

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// HomeEnv names the environment variable that overrides where Estafette
// keeps its autosave and saved games (tests point it at a temp dir).
const HomeEnv = "ESTAFETTE_HOME"

// AutosaveName is the autosave's file name inside the data directory.
const AutosaveName = "autosave" + SaveExt

// DataDir returns the directory of the autosave and saved games:
// $ESTAFETTE_HOME, or the user's config directory + "/estafette".
func DataDir() (string, error) {
	if d := os.Getenv(HomeEnv); d != "" {
		return d, nil
	}
	d, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("no place for the autosave: %w (set %s)", err, HomeEnv)
	}
	return filepath.Join(d, "estafette"), nil
}

// SavesDir returns the directory where Ctrl+S writes saved games.
func SavesDir() (string, error) {
	d, err := DataDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(d, "saves"), nil
}

// Autosaver writes the game after every change, atomically: a temp file
// in the same directory, then a rename, so a crash never leaves half a
// save behind.
type Autosaver struct {
	Path string
}

// NewAutosaver returns the autosaver of the data directory.
func NewAutosaver() (*Autosaver, error) {
	d, err := DataDir()
	if err != nil {
		return nil, err
	}
	return &Autosaver{Path: filepath.Join(d, AutosaveName)}, nil
}

// Save writes the game.
func (a *Autosaver) Save(g *Game) error {
	data, err := FormatSave(g)
	if err != nil {
		return err
	}
	return WriteAtomic(a.Path, data)
}

// WriteAtomic writes data to path through a temp file in the same
// directory and a rename, creating the directory if needed.
func WriteAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	_, werr := tmp.Write(data)
	if werr == nil {
		werr = tmp.Sync()
	}
	if werr == nil {
		// CreateTemp makes the file private; a saved game is an ordinary file.
		werr = tmp.Chmod(0o644)
	}
	if cerr := tmp.Close(); werr == nil {
		werr = cerr
	}
	if werr != nil {
		os.Remove(tmp.Name())
		return werr
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return nil
}

// Resumable is an autosaved game that has not ended, offered on start.
type Resumable struct {
	Controller *Controller
	Saved      time.Time
}

// FindAutosave loads the autosave if there is one for an unfinished game.
// It returns nil, nil when there is none (or the game is over), and an
// error when the file exists but cannot be read back.
func (a *Autosaver) FindAutosave() (*Resumable, error) {
	data, err := os.ReadFile(a.Path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	c, err := LoadSave(a.Path, data)
	if err != nil {
		return nil, err
	}
	if c.Over() || len(c.Record()) == 0 {
		return nil, nil
	}
	var at time.Time
	if fi, err := os.Stat(a.Path); err == nil {
		at = fi.ModTime()
	}
	return &Resumable{Controller: c, Saved: at}, nil
}

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
	return path, WriteAtomic(path, data)
}

// SaveEntry is one saved game in the saves directory.
type SaveEntry struct {
	Path    string
	ModTime time.Time
}

// ListSaves lists the saved games in dir, newest first.
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
		if e.IsDir() || !strings.HasSuffix(e.Name(), SaveExt) || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		fi, err := e.Info()
		if err != nil {
			continue
		}
		out = append(out, SaveEntry{Path: filepath.Join(dir, e.Name()), ModTime: fi.ModTime()})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ModTime.After(out[j].ModTime) })
	return out, nil
}

// LoadFile reads a saved game from disk.
func LoadFile(path string) (*Controller, error) {
	data, err := os.ReadFile(path)
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
		if d := c.game.log[i].Event.Dice; len(d) > 0 {
			c.lastDice = d
			break
		}
	}
	c.status = Status{}
	c.changed()
	c.save()
}
