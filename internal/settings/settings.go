// Package settings is the player's own choices that outlive a run: the
// interface's language, its scale and full screen for a projector, the
// high-contrast palette. They are kept as JSON in the data directory, next
// to the autosaves (settings.json), through the platform's store: a file
// written atomically on the desktop, the page's storage in the browser.
//
// A settings file that cannot be read is never a reason not to play: it
// is renamed aside (settings.broken-YYYYMMDD-HHMMSS.json), the defaults
// are used, and Load says why, for the window to tell the player.
package settings

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"path/filepath"
	"strings"
	"time"

	"estafette/internal/store"
)

// FileName is the settings document's name in the data directory.
const FileName = "settings.json"

// MaxSize bounds the settings file: a few lines are written, anything
// much larger is not ours.
const MaxSize = 16 << 10

// The interface scale's bounds and step (Ctrl + and Ctrl −).
const (
	MinScale  = 0.5
	MaxScale  = 3.0
	ScaleStep = 0.25
)

// Settings are the saved choices. The zero value is the defaults: the
// system locale's language, scale 1, a window, the usual colours.
type Settings struct {
	// Lang is "fr" or "en"; "" leaves the language to the system locale.
	Lang string `json:"lang,omitempty"`
	// Scale multiplies the whole interface (board, panel, text); 0 or 1
	// is the natural size.
	Scale float64 `json:"scale,omitempty"`
	// Fullscreen fills the screen (F11).
	Fullscreen bool `json:"fullscreen,omitempty"`
	// HighContrast is the palette for a projector: darker lines, stronger
	// terrain and army colours.
	HighContrast bool `json:"high_contrast,omitempty"`
	// Seats are who commanded each army when a scenario was last
	// started from the start screen: scenario key → army id → "human",
	// "ai:easy", "ai:normal" or "ai:hard".
	Seats map[string]map[string]string `json:"seats,omitempty"`
	// NoEmptyEndQuestion ends a phase in which the player did nothing
	// without asking first (the question's "never ask again").
	NoEmptyEndQuestion bool `json:"no_empty_end_question,omitempty"`
	// AskWhenNothing asks a person to answer a combat even when he can
	// only pass; otherwise the table passes for him.
	AskWhenNothing bool `json:"ask_when_nothing,omitempty"`
	// AskDefenseFrom is the risk, in percent (0 to 100), from which a
	// person is asked to answer an attack: below it (a loss or a retreat
	// less likely than that if he passes) the table passes for him. 0
	// asks about every attack.
	AskDefenseFrom int `json:"ask_defense_from,omitempty"`
	// CardCorner is where the table draws a piece's card: "top-right"
	// (the default), "top-left", "bottom-right", "bottom-left", or
	// "beside" the piece.
	CardCorner string `json:"card_corner,omitempty"`
}

// cardCorners are CardCorner's values; another is dropped on load.
var cardCorners = map[string]bool{"top-right": true, "top-left": true, "bottom-right": true, "bottom-left": true, "beside": true}

// Seat values the start screen offers; others are dropped on load.
var seatValues = map[string]bool{"human": true, "ai:easy": true, "ai:normal": true, "ai:hard": true}

// maxSeats bounds the scenarios and armies remembered: a file far larger
// is not ours.
const maxSeats = 64

// ScaleOr1 is the interface scale, 1 when unset.
func (s Settings) ScaleOr1() float64 {
	if s.Scale == 0 {
		return 1
	}
	return s.Scale
}

// Clean returns the settings with what is out of range dropped: an
// unknown language, a scale outside [MinScale, MaxScale] or not a number.
func (s Settings) Clean() Settings {
	if s.Lang != "fr" && s.Lang != "en" {
		s.Lang = ""
	}
	if math.IsNaN(s.Scale) || s.Scale < MinScale || s.Scale > MaxScale || s.Scale == 1 {
		s.Scale = 0
	}
	if !cardCorners[s.CardCorner] {
		s.CardCorner = ""
	}
	if s.AskDefenseFrom < 0 || s.AskDefenseFrom > 100 {
		s.AskDefenseFrom = 0
	}
	if len(s.Seats) > 0 {
		seats := map[string]map[string]string{}
		for key, armies := range s.Seats {
			if len(seats) == maxSeats || len(armies) > maxSeats {
				continue
			}
			kept := map[string]string{}
			for army, seat := range armies {
				if seatValues[seat] {
					kept[army] = seat
				}
			}
			if len(kept) > 0 {
				seats[key] = kept
			}
		}
		s.Seats = seats
	}
	return s
}

// StepScale returns the scale one step up (dir > 0), down (dir < 0), or
// back to 1 (dir == 0), within the bounds.
func StepScale(scale float64, dir int) float64 {
	if dir == 0 || scale == 0 {
		scale = 1
	}
	scale = math.Round(scale/ScaleStep) * ScaleStep
	scale += float64(dir) * ScaleStep
	return math.Min(MaxScale, math.Max(MinScale, scale))
}

// Path is the settings document of the data directory dir.
func Path(dir string) string { return filepath.Join(dir, FileName) }

// Load reads the settings of the data directory dir from st. Nothing saved
// gives the defaults and no error. A file that cannot be used (not JSON,
// too large, not a regular file) gives the defaults and an error saying
// what happened to it: renamed aside when it could be, left alone
// otherwise. now names the file set aside.
func Load(st store.Store, dir string, now time.Time) (Settings, error) {
	p := Path(dir)
	info, err := st.Stat(p)
	if errors.Is(err, fs.ErrNotExist) {
		return Settings{}, nil
	}
	if err == nil && !info.Regular {
		return Settings{}, &BrokenError{Path: p, Err: errors.New("not a regular file")}
	}
	data, err := st.Read(p, MaxSize)
	if err == nil {
		var s Settings
		if err = decode(data, &s); err == nil {
			return s.Clean(), nil
		}
	}
	return Settings{}, setAside(st, p, err, now)
}

// decode reads the JSON settings strictly enough to notice a damaged
// file: one object, nothing after it. Unknown fields are ignored, so that
// a later version's file still opens.
func decode(data []byte, s *Settings) error {
	dec := json.NewDecoder(bytes.NewReader(bytes.TrimPrefix(data, []byte("\uFEFF"))))
	if err := dec.Decode(s); err != nil {
		return err
	}
	if dec.More() {
		return errors.New("text after the settings")
	}
	return nil
}

// setAside renames a settings file that cannot be used out of the way of
// the next write, and returns the message for the player.
func setAside(st store.Store, p string, why error, now time.Time) error {
	base := strings.TrimSuffix(p, ".json") + ".broken-" + now.Format("20060102-150405")
	for i := 1; i < 100; i++ {
		aside := base + ".json"
		if i > 1 {
			aside = fmt.Sprintf("%s-%d.json", base, i)
		}
		if _, err := st.Stat(aside); !errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err := st.Rename(p, aside); err != nil {
			break
		}
		return &BrokenError{Path: p, Aside: aside, Err: why}
	}
	return &BrokenError{Path: p, Err: why}
}

// BrokenError is a settings file that could not be used, and where it was
// kept.
type BrokenError struct {
	Path  string
	Aside string // "" when it could not be renamed
	Err   error
}

func (e *BrokenError) Error() string {
	if e.Aside == "" {
		return fmt.Sprintf("%s cannot be read (%v): the default settings are used", e.Path, e.Err)
	}
	return fmt.Sprintf("%s cannot be read (%v): it is kept as %s and the default settings are used", e.Path, e.Err, filepath.Base(e.Aside))
}

func (e *BrokenError) Unwrap() error { return e.Err }

// Save writes the settings to the data directory dir of st, whole (the
// store writes atomically).
func Save(st store.Store, dir string, s Settings) error {
	data, err := json.MarshalIndent(s.Clean(), "", "  ")
	if err != nil {
		return err
	}
	return st.Write(Path(dir), append(data, '\n'))
}
