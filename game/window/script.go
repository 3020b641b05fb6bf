package window

import (
	"errors"
	"fmt"
	"image"
	"io/fs"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// Locator says where a window's places are on its screen, for scripted
// input: a hex ("5,5"), a piece id, a panel entry… Each window reads its
// own places (docs/table.md, docs/editor.md).
type Locator interface {
	Locate(place string) (image.Point, error)
}

// ErrNotReady is a Locate answer for a place the window cannot find yet
// (its panel is not laid out before its first Update): the script waits.
var ErrNotReady = errors.New("the window is not laid out yet")

// Hidden is a Locate answer for a place that is not on screen, and the
// place to click first to show it: a panel entry on another tab.
type Hidden struct{ Place, Via string }

func (h *Hidden) Error() string {
	return fmt.Sprintf("%q is not shown (click %q first)", h.Place, h.Via)
}

// Gesture is a click or a drag of --click and --drag. Spec names the
// places, joined by ">" for a drag: FROM>TO, or FROM>VIA>…>TO; "shift+"
// before a place holds Shift while it is pressed there.
type Gesture struct {
	Drag bool
	Spec string
}

// step is one tick of a script: the cursor on a place, the left button
// up or down.
type step struct {
	option string // the option the step comes from, for errors
	place  string
	down   bool
	shift  bool
}

// Script plays gestures as mouse events, a step a tick: a click moves the
// cursor onto its place, presses, releases; a drag presses on its first
// place, moves through the others held, releases on the last (held, with
// hold, for a screenshot of a drag in progress). Then the cursor rests on
// the hover place. Places are asked of the window as each step plays, so
// that they follow what the earlier steps changed.
type Script struct {
	// Then is the input once the steps are played: the player's, or the
	// benchmark's sweep; nil leaves the cursor where the script put it.
	Then Input

	steps         []step
	i             int
	x, y          int
	down, wasDown bool
	shift         bool
	waited        int
}

// maxWait bounds the ticks a script waits for a window to lay out.
const maxWait = 120

// NewScript prepares the gestures, then the hover place ("" for none).
// With hold, the last gesture, a drag, is not released.
func NewScript(gestures []Gesture, hover string, hold bool) (*Script, error) {
	s := &Script{}
	for i, g := range gestures {
		if !g.Drag {
			s.steps = append(s.steps, click("--click", g.Spec)...)
			continue
		}
		places := strings.Split(g.Spec, ">")
		if len(places) < 2 {
			return nil, fmt.Errorf("--drag %q: write FROM>TO (or FROM>VIA>…>TO)", g.Spec)
		}
		first, shift := strings.CutPrefix(places[0], "shift+")
		s.steps = append(s.steps, step{"--drag", first, false, false}, step{"--drag", first, true, shift})
		for _, p := range places[1:] {
			s.steps = append(s.steps, step{"--drag", p, true, false})
		}
		if !hold || i < len(gestures)-1 {
			s.steps = append(s.steps, step{"--drag", places[len(places)-1], false, false})
		}
	}
	if hover != "" && !hold {
		s.steps = append(s.steps, step{"--hover", hover, false, false})
	}
	return s, nil
}

func click(option, place string) []step {
	p, shift := strings.CutPrefix(place, "shift+")
	return []step{{option, p, false, false}, {option, p, true, shift}, {option, p, false, false}}
}

// next reports the steps played and the input handed over to Then.
func (s *Script) next() bool { return s.i >= len(s.steps) && s.Then != nil }

// Tick plays the next step.
func (s *Script) Tick(loc Locator) error {
	if s.next() {
		return s.Then.Tick(loc)
	}
	s.wasDown = s.down
	if s.i >= len(s.steps) {
		return nil
	}
	st := s.steps[s.i]
	p, err := loc.Locate(st.place)
	var hidden *Hidden
	switch {
	case errors.Is(err, ErrNotReady):
		if s.waited++; s.waited > maxWait {
			return fmt.Errorf("%s %s: %w", st.option, st.place, err)
		}
		return nil
	case errors.As(err, &hidden) && hidden.Via != st.place:
		// A player clicks the tab first; so does the script.
		s.steps = append(s.steps[:s.i], append(click(st.option, hidden.Via), s.steps[s.i:]...)...)
		return s.Tick(loc)
	case err != nil:
		return fmt.Errorf("%s: %w", st.option, err)
	}
	s.x, s.y, s.down, s.shift = p.X, p.Y, st.down, st.shift
	s.i++
	return nil
}

// Done reports every step played (and Then done, when there is one).
func (s *Script) Done() bool {
	if s.next() {
		return s.Then.Done()
	}
	return s.i >= len(s.steps)
}

// Cursor is where the current step put the cursor.
func (s *Script) Cursor() (int, int) {
	if s.next() {
		return s.Then.Cursor()
	}
	return s.x, s.y
}

// Pressed reports the left button held by a step.
func (s *Script) Pressed(b ebiten.MouseButton) bool {
	if s.next() {
		return s.Then.Pressed(b)
	}
	return b == ebiten.MouseButtonLeft && s.down
}

// JustPressed reports the left button pressed by this step.
func (s *Script) JustPressed(b ebiten.MouseButton) bool {
	if s.next() {
		return s.Then.JustPressed(b)
	}
	return b == ebiten.MouseButtonLeft && s.down && !s.wasDown
}

// JustReleased reports the left button released by this step.
func (s *Script) JustReleased(b ebiten.MouseButton) bool {
	if s.next() {
		return s.Then.JustReleased(b)
	}
	return b == ebiten.MouseButtonLeft && !s.down && s.wasDown
}

// Key reports Shift held by a "shift+" place; a script holds no other key.
func (s *Script) Key(k ebiten.Key) bool {
	if s.next() {
		return s.Then.Key(k)
	}
	return s.shift && (k == ebiten.KeyShift || k == ebiten.KeyShiftLeft)
}

// KeyJustPressed is false while the steps play: a script presses no key.
func (s *Script) KeyJustPressed(k ebiten.Key) bool { return s.next() && s.Then.KeyJustPressed(k) }

// KeyRepeated is false while the steps play.
func (s *Script) KeyRepeated(k ebiten.Key) bool { return s.next() && s.Then.KeyRepeated(k) }

// AnyKeyJustPressed is false while the steps play.
func (s *Script) AnyKeyJustPressed() bool { return s.next() && s.Then.AnyKeyJustPressed() }

// Touching is Then's, once the steps are played: the steps are a mouse's.
func (s *Script) Touching() bool { return s.next() && Touching(s.Then) }

// LongPress is Then's, once the steps are played.
func (s *Script) LongPress() bool { return s.next() && LongPress(s.Then) }

// NewTouch is Then's, once the steps are played.
func (s *Script) NewTouch() bool { return s.next() && NewTouch(s.Then) }

// Wheel does not turn while the steps play.
func (s *Script) Wheel() (float64, float64) {
	if s.next() {
		return s.Then.Wheel()
	}
	return 0, 0
}

// AppendChars types nothing while the steps play.
func (s *Script) AppendChars(dst []rune) []rune {
	if s.next() {
		return s.Then.AppendChars(dst)
	}
	return dst
}

// Dropped drops no file while the steps play.
func (s *Script) Dropped() fs.FS {
	if s.next() {
		return s.Then.Dropped()
	}
	return nil
}

// Sweeper is a window whose board a Sweep can run over: the i-th point
// the cursor visits.
type Sweeper interface {
	SweepPoint(i int) image.Point
}

// Sweep moves the cursor over the board, a hex a tick, for --bench-frames:
// the hover's work (zones, paths, tooltips) is measured with the rest.
type Sweep struct {
	Script // no button, no key
	n      int
}

// Done is false: the sweep goes on as long as the benchmark.
func (s *Sweep) Done() bool { return false }

// Tick moves the cursor to the next hex.
func (s *Sweep) Tick(loc Locator) error {
	if sw, ok := loc.(Sweeper); ok {
		s.n++
		p := sw.SweepPoint(s.n)
		s.x, s.y = p.X, p.Y
	}
	return nil
}
