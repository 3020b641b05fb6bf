package game

import (
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/window"
	"estafette/i18n"
	"estafette/internal/settings"
	"estafette/internal/store"
	"estafette/render"
	"estafette/session"
)

// Display is how the window is shown, from the command line: full screen
// (--fullscreen), and whether --lang named the language (then the saved
// language does not replace it).
type Display struct {
	Fullscreen bool
	LangGiven  bool
}

// presentation is the shell's part of presentation mode: F11 for full
// screen, Ctrl + and Ctrl − to scale the whole interface, Ctrl 0 back to
// 1, and the player's settings file they are kept in. The scale is the
// cheap kind: the windows lay out at the outside size divided by it, and
// Ebiten stretches their screen to the window, so the board, the panel,
// the text and the pieces' labels all grow together and the cursor's
// positions, which Ebiten gives in the layout's pixels, still hit what
// is drawn under them.
type presentation struct {
	set   settings.Settings
	scale float64
	st    store.Store
	dir   string // the data directory; "" on the desktop: no settings kept
	keep  bool   // write the settings when the player changes them
	// broken says why the settings file was not used.
	broken error
}

// openPresentation reads the player's settings, when this run may: an
// interactive one, or a scripted one whose ESTAFETTE_HOME names the data
// directory (tests, screenshots), as with the autosave.
func openPresentation(scripted bool) *presentation {
	p := &presentation{scale: 1, st: store.Local()}
	if scripted && os.Getenv(session.HomeEnv) == "" {
		return p
	}
	d, err := session.FindDataDir()
	if err != nil {
		return p
	}
	p.dir, p.keep = d.Path, !scripted
	s, err := settings.Load(p.st, d.Path, time.Now())
	p.broken = err
	p.set, p.scale = s, s.ScaleOr1()
	return p
}

// apply puts the settings and the command line's choices in force before
// the window opens, and returns the language to open in. The palette is
// not among them: each window is given its own (palette).
func (p *presentation) apply(lang i18n.Lang, d Display) i18n.Lang {
	if d.Fullscreen || p.set.Fullscreen {
		ebiten.SetFullscreen(true)
	}
	if !d.LangGiven && p.set.Lang != "" {
		lang = i18n.Lang(p.set.Lang)
	}
	return lang
}

// palette is the colours the settings ask the windows to draw in.
func (p *presentation) palette() *render.Palette {
	return render.PaletteFor(p != nil && p.set.HighContrast)
}

// message is why the settings file was not used, in language l, or "".
func (p *presentation) message(l i18n.Lang) string {
	var be *settings.BrokenError
	switch {
	case p.broken == nil:
		return ""
	case errors.As(p.broken, &be) && be.Aside != "":
		return i18n.Tf(l, "settings.aside", be.Path, be.Err, filepath.Base(be.Aside))
	case errors.As(p.broken, &be):
		return i18n.Tf(l, "settings.kept", be.Path, be.Err)
	}
	return i18n.Tf(l, "settings.unused", p.broken)
}

// save keeps the settings, when this run may; it returns why it could
// not, "" when it did or had not to.
func (p *presentation) save() string {
	if !p.keep {
		return ""
	}
	if err := settings.Save(p.st, p.dir, p.set); err != nil {
		return fmt.Sprintf("settings: %v", err)
	}
	return ""
}

// keys reads F11 and Ctrl with +, − or 0, and reports whether the scale
// changed (the windows must lay out again).
func (p *presentation) keys(in window.Input) (scaled bool) {
	if in.KeyJustPressed(ebiten.KeyF11) {
		full := !ebiten.IsFullscreen()
		ebiten.SetFullscreen(full)
		p.set.Fullscreen = full
		p.save()
	}
	if !window.Ctrl(in) {
		return false
	}
	dir, ok := 0, false
	switch {
	case in.KeyJustPressed(ebiten.KeyEqual), in.KeyJustPressed(ebiten.KeyKPAdd):
		dir, ok = 1, true
	case in.KeyJustPressed(ebiten.KeyMinus), in.KeyJustPressed(ebiten.KeyKPSubtract):
		dir, ok = -1, true
	case in.KeyJustPressed(ebiten.Key0), in.KeyJustPressed(ebiten.KeyKP0):
		ok = true
	}
	if !ok {
		return false
	}
	return p.setScale(settings.StepScale(p.scale, dir))
}

// setScale changes the interface's scale, keeps it, and reports whether
// it changed.
func (p *presentation) setScale(s float64) bool {
	if s == p.scale {
		return false
	}
	p.scale = s
	p.set.Scale = s
	p.save()
	return true
}

// logical is the outside size the windows lay out at: the window's,
// divided by the scale.
func (p *presentation) logical(ow, oh float64) (float64, float64) {
	if p == nil || p.scale == 1 || p.scale == 0 {
		return ow, oh
	}
	return math.Floor(ow / p.scale), math.Floor(oh / p.scale)
}

// hideKeys is the input a window reads while the shell takes F11 and
// Ctrl with +, − and 0: it never sees those (the viewer zooms with + and
// −, the table's camera with 0).
type hideKeys struct{ window.Input }

// Touching passes the player's fingers on: a window makes its targets
// larger for a finger (window.LeaderNear).
func (h hideKeys) Touching() bool { return window.Touching(h.Input) }

// LongPress and NewTouch pass the fingers' long press and new touch on.
func (h hideKeys) LongPress() bool { return window.LongPress(h.Input) }
func (h hideKeys) NewTouch() bool  { return window.NewTouch(h.Input) }

func (h hideKeys) taken(k ebiten.Key) bool {
	switch k {
	case ebiten.KeyF11:
		return true
	case ebiten.KeyEqual, ebiten.KeyKPAdd, ebiten.KeyMinus, ebiten.KeyKPSubtract, ebiten.Key0, ebiten.KeyKP0:
		return window.Ctrl(h.Input)
	}
	return false
}

// KeyJustPressed hides the shell's keys.
func (h hideKeys) KeyJustPressed(k ebiten.Key) bool {
	return !h.taken(k) && h.Input.KeyJustPressed(k)
}

// KeyRepeated hides the shell's keys.
func (h hideKeys) KeyRepeated(k ebiten.Key) bool { return !h.taken(k) && h.Input.KeyRepeated(k) }

// Key hides the shell's keys.
func (h hideKeys) Key(k ebiten.Key) bool { return !h.taken(k) && h.Input.Key(k) }

// shotAtScale is the screenshot of a scaled window as the player sees
// it: the screen stretched to the window's size, as Ebiten shows it.
func shotAtScale(screen *ebiten.Image, scale float64) *ebiten.Image {
	b := screen.Bounds()
	out := ebiten.NewImage(int(math.Round(float64(b.Dx())*scale)), int(math.Round(float64(b.Dy())*scale)))
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(scale, scale)
	out.DrawImage(screen, op)
	return out
}
