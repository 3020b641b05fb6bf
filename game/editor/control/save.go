package control

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"

	"estafette/game/editor/model"
	"estafette/internal/safefile"
	"estafette/internal/store"
	"estafette/rules"
	"estafette/scenarios"
)

// ErrNoPath is Save's error before the scenario has a file name.
var ErrNoPath = errors.New("the scenario has no file name yet: use Save as")

// OverwriteError is Save's refusal to replace a file the editor did not
// open (or one that changed on disk since): the window asks the player,
// then calls SaveTo with replace set.
type OverwriteError struct{ Path string }

func (e *OverwriteError) Error() string {
	return e.Path + ": the file exists and is not the one this editor opened"
}

// Save writes the scenario to Path (see SaveTo).
func (c *Controller) Save() (string, error) { return c.SaveTo(c.Path, false) }

// SaveAs writes the scenario to a new path, which Save uses from then on.
// A name without an extension gets ".toml".
func (c *Controller) SaveAs(path string) (string, error) {
	path = strings.TrimSpace(path)
	if path != "" && filepath.Ext(path) == "" {
		path += ".toml"
	}
	return c.SaveTo(path, false)
}

// SaveTo writes the scenario as TOML (scenarios.Encode) to the
// platform's store (store.Local: a file through safefile.WriteAtomic, or
// the page's storage, under scenarios/, in the browser), and makes path
// the file Save writes. Unless replace is set, it refuses with an
// *OverwriteError to replace an existing file other than the one the
// editor opened or last wrote, as it was then.
func (c *Controller) SaveTo(path string, replace bool) (string, error) {
	c.commitField()
	if path == "" {
		return "", ErrNoPath
	}
	path = scenarioPath(path)
	if !replace && !c.mayWrite(path) {
		return "", &OverwriteError{Path: path}
	}
	data := scenarios.Encode(c.ed.Scenario)
	if err := store.Local().Write(path, data); err != nil {
		c.tell("save.failed", err.Error())
		return "", err
	}
	c.Path, c.own, c.ownSum = path, path, contentSum(data)
	c.ed.Dirty = false
	if ps := c.Problems(); len(ps) > 0 {
		c.status = Status{Key: "saved.problems", Args: []any{c.Path, len(ps), ps[0]}, At: c.Now(), Refused: true}
		c.changed()
	} else {
		c.tell("saved", c.Path)
	}
	return c.Path, nil
}

// claim makes path the file Save may replace, as it is on disk now.
func (c *Controller) claim(path string) {
	c.own, c.ownSum = path, ""
	if path == "" {
		return
	}
	if data, err := store.Local().Read(path, safefile.MaxScenario); err == nil {
		c.ownSum = contentSum(data)
	}
}

// mayWrite reports whether Save may write path without asking: nothing is
// there, or it is the file the editor opened or wrote, unchanged since.
func (c *Controller) mayWrite(path string) bool {
	if _, err := store.Local().Stat(path); errors.Is(err, fs.ErrNotExist) {
		return true
	}
	if path != c.own || c.ownSum == "" {
		return false
	}
	data, err := store.Local().Read(path, safefile.MaxScenario)
	return err == nil && contentSum(data) == c.ownSum
}

func contentSum(data []byte) string {
	sum := sha256.Sum256(data)
	return string(sum[:])
}

// SetFile names the file Save writes (path, "" for none yet) and the name
// save-as offers otherwise, as when the editor opens on a game's scenario.
func (c *Controller) SetFile(path, suggest string) {
	c.Path, c.suggest = path, suggest
	c.claim(path)
	c.changed()
}

// Suggest sets the name save-as offers while Path is empty: a dropped
// file's, or the scenario's of a game the editor was opened on.
func (c *Controller) Suggest(name string) { c.suggest = name }

// Suggestion is the name Suggest set, "" for none.
func (c *Controller) Suggestion() string { return c.suggest }

// SuggestedPath is the name the save-as prompt offers: the current file,
// or the title made into a file name in the current directory.
func (c *Controller) SuggestedPath() string {
	if c.Path != "" {
		return c.Path
	}
	if c.suggest != "" {
		return c.suggest
	}
	var b strings.Builder
	for _, r := range strings.ToLower(c.ed.Scenario.Title) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			b.WriteRune(r)
		case strings.ContainsRune("àâä", r):
			b.WriteRune('a')
		case strings.ContainsRune("éèêë", r):
			b.WriteRune('e')
		case strings.ContainsRune("îï", r):
			b.WriteRune('i')
		case strings.ContainsRune("ôö", r):
			b.WriteRune('o')
		case strings.ContainsRune("ùûü", r):
			b.WriteRune('u')
		case r == 'ç':
			b.WriteRune('c')
		default:
			if s := b.String(); s != "" && !strings.HasSuffix(s, "-") {
				b.WriteRune('-')
			}
		}
	}
	name := strings.Trim(b.String(), "-")
	if name == "" {
		name = "scenario"
	}
	return newScenarioPath(name + ".toml")
}

// Open replaces the scenario with a file's (a .toml dropped on the
// window): it is loaded with the loader's checks, and Path becomes path
// ("" when the file has no place on disk to save back to).
func (c *Controller) Open(path, name string, src []byte) error {
	sc, rs, err := scenarios.LoadScenario(name, src)
	if err != nil {
		first, _, _ := strings.Cut(err.Error(), "\n")
		c.tell("open.failed", first)
		return err
	}
	c.Reset(path, sc, rs)
	c.tell("opened", name)
	return nil
}

// Reset starts editing another scenario, with a fresh history.
func (c *Controller) Reset(path string, sc *rules.Scenario, rs *rules.Ruleset) {
	c.StopBalance()
	c.ed = model.New(sc, rs)
	c.Path, c.suggest = path, ""
	c.claim(path)
	c.sel, c.drag, c.field = nil, Drag{}, nil
	c.army = 0
	c.lastSc = nil
	c.changed()
}

// PlaySetup returns what a game starts from: the scenario, its ruleset
// and its text (so a saved game carries it). It is refused while the
// scenario has a problem; the status line shows the first.
func (c *Controller) PlaySetup() (*rules.Scenario, *rules.Ruleset, []byte, error) {
	c.commitField()
	if ps := c.Problems(); len(ps) > 0 {
		c.status = Status{Key: "play.problem", Args: []any{ps[0]}, Refused: true, At: c.Now()}
		c.changed()
		return nil, nil, nil, fmt.Errorf("%s", ps[0])
	}
	sc := model.Clone(c.ed.Scenario)
	return sc, c.ed.Ruleset, scenarios.Encode(sc), nil
}
