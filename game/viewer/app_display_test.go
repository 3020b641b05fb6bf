//go:build display

package viewer

import (
	"errors"
	"image"
	"image/color"
	"io/fs"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/window"
	"estafette/i18n"
	"estafette/render"
)

// hands is a player's mouse and keyboard for a test: the test sets what
// is held, the window reads it through the input interface as it reads
// the real devices.
type hands struct {
	x, y          int
	down, wasDown bool
	held, just    map[ebiten.Key]bool
}

func newHands() *hands {
	return &hands{held: map[ebiten.Key]bool{}, just: map[ebiten.Key]bool{}}
}

func (h *hands) Tick(window.Locator) error { return nil }
func (h *hands) Cursor() (int, int)        { return h.x, h.y }
func (h *hands) Pressed(b ebiten.MouseButton) bool {
	return b == ebiten.MouseButtonLeft && h.down
}
func (h *hands) JustPressed(b ebiten.MouseButton) bool {
	return b == ebiten.MouseButtonLeft && h.down && !h.wasDown
}
func (h *hands) JustReleased(b ebiten.MouseButton) bool {
	return b == ebiten.MouseButtonLeft && !h.down && h.wasDown
}
func (h *hands) Key(k ebiten.Key) bool            { return h.held[k] }
func (h *hands) KeyJustPressed(k ebiten.Key) bool { return h.just[k] }
func (h *hands) KeyRepeated(k ebiten.Key) bool    { return h.just[k] }
func (h *hands) AnyKeyJustPressed() bool          { return len(h.just) > 0 }
func (h *hands) Wheel() (float64, float64)        { return 0, 0 }
func (h *hands) AppendChars(dst []rune) []rune    { return dst }
func (h *hands) Dropped() fs.FS                   { return nil }
func (h *hands) Done() bool                       { return false }

// driver runs the viewer's window as the shell does, a tick at a time.
type driver struct {
	t      *testing.T
	a      *App
	in     *hands
	screen *ebiten.Image
}

func newDriver(t *testing.T, g *Game, lang i18n.Lang, at int) *driver {
	t.Helper()
	a, err := NewApp(g, Options{Lang: lang, At: at})
	if err != nil {
		t.Fatal(err)
	}
	a.LayoutF(1400, 900)
	d := &driver{t: t, a: a, in: newHands(), screen: ebiten.NewImage(a.W, a.H)}
	for range window.Settle {
		d.tick()
	}
	return d
}

// tick is one Update and one Draw; it reports whether the frame drew.
func (d *driver) tick() bool {
	d.t.Helper()
	if err := d.a.Update(d.in); err != nil {
		d.t.Fatal(err)
	}
	drew := d.a.Draw(d.screen)
	d.in.wasDown = d.in.down
	clear(d.in.just)
	return drew
}

// key presses a key, with modifiers held.
func (d *driver) key(k ebiten.Key, mods ...ebiten.Key) {
	for _, m := range mods {
		d.in.held[m] = true
	}
	d.in.held[k], d.in.just[k] = true, true
	d.tick()
	clear(d.in.held)
}

// point finds a place on the screen, waiting for the frame that shows it.
func (d *driver) point(place string) image.Point {
	d.t.Helper()
	for range 10 {
		p, err := d.a.Locate(place)
		if err == nil {
			return p
		}
		if !errors.Is(err, window.ErrNotReady) {
			d.t.Fatalf("%s: %v", place, err)
		}
		d.tick()
	}
	d.t.Fatalf("%s never shows", place)
	return image.Point{}
}

// hover puts the cursor on a place and lets the frame show it.
func (d *driver) hover(place string) {
	p := d.point(place)
	d.in.x, d.in.y = p.X, p.Y
	d.tick()
}

// click clicks a place, Shift held for "shift+".
func (d *driver) click(place string) {
	place, shift := strings.CutPrefix(place, "shift+")
	d.hover(place)
	if shift {
		d.in.held[ebiten.KeyShift] = true
	}
	d.in.down = true
	d.tick()
	d.in.down = false
	d.tick()
	delete(d.in.held, ebiten.KeyShift)
}

// gesture plays one of lessonPlays' gestures through the window.
func (d *driver) gesture(g gesture) {
	d.t.Helper()
	switch {
	case g.place == "key:space":
		d.key(ebiten.KeySpace)
	case g.place == "key:enter":
		d.key(ebiten.KeyEnter)
	case strings.HasPrefix(g.place, "hover:"):
		d.hover(strings.TrimPrefix(g.place, "hover:"))
		if tip := strings.Join(d.a.f.tip, " "); !strings.Contains(tip, g.tip) {
			d.t.Errorf("hovering %s shows %q, not %s", g.place, tip, g.tip)
		}
	default:
		d.click(g.place)
	}
}

// near reports a pixel within a few steps of a colour.
func near(c color.Color, want color.RGBA) bool {
	r, g, b, _ := c.RGBA()
	d := func(x uint32, y uint8) int { return max(int(x>>8)-int(y), int(y)-int(x>>8)) }
	return d(r, want.R) < 24 && d(g, want.G) < 24 && d(b, want.B) < 24
}

// TestLessonsPlayInTheWindow plays each shipped lesson to its end in
// both languages through the window's input, as a player would: → on
// the keyboard, and on each waiting step the clicks and keys of
// lessonPlays on the board and the panel, found where the window drew
// them. A wrong try is refused in the caption box (its rule id, or the
// lesson's word) and changes nothing; the box and its gold edge are on
// the screen; the right action moves the lesson on.
func TestLessonsPlayInTheWindow(t *testing.T) {
	for key, plays := range lessonPlays {
		for _, lang := range []i18n.Lang{i18n.FR, i18n.EN} {
			t.Run(key+"-"+string(lang), func(t *testing.T) {
				d := newDriver(t, lessonGame(t, key), lang, 0)
				a, v := d.a, d.a.v
				step := 0
				for v.r.At() < v.r.Len() {
					at := v.r.At()
					if len(v.Captions()) > 0 || v.Waiting() {
						r := a.f.caption.Rect()
						if r.Empty() || !near(d.screen.At(r.Min.X+1, (r.Min.Y+r.Max.Y)/2), render.DefaultPalette().Gold()) {
							t.Fatalf("position %d: no caption box on the screen (%v)", at, r)
						}
					}
					if !v.Waiting() {
						want := v.nextSaid(at)
						d.key(ebiten.KeyArrowRight)
						if v.r.At() != want {
							t.Fatalf("→ at %d went to %d, want %d", at, v.r.At(), want)
						}
						continue
					}
					d.key(ebiten.KeyArrowRight)
					if v.r.At() != at {
						t.Fatalf("→ went past the waiting step at %d", at)
					}
					gs := plays[step]
					for i, g := range gs {
						d.gesture(g)
						if i == len(gs)-1 {
							break
						}
						if v.r.At() != at {
							t.Fatalf("step %d: %s moved the lesson on", step, g.place)
						}
						c := a.caption()
						switch g.rule {
						case "":
						case "lesson":
							if c.Rule != "" || !strings.Contains(c.Note, v.Expected().String()) {
								t.Errorf("step %d, %s: the caption box says %s %q", step, g.place, c.Rule, c.Note)
							}
						default:
							if c.Rule != g.rule || c.Note == "" {
								t.Errorf("step %d, %s: the caption box says %s %q, want %s", step, g.place, c.Rule, c.Note, g.rule)
							}
						}
					}
					if v.r.At() != at+1 || !v.Played() {
						t.Fatalf("step %d: the lesson's action %q was not played (at %d; %q)", step, v.r.g.Actions[at], v.r.At(), a.caption().Note)
					}
					step++
				}
				if step != len(plays) {
					t.Errorf("%d waiting steps played, the test has %d", step, len(plays))
				}
			})
		}
	}
}

// TestTimelineAndLogOnScreen: on the sample game, the knob stands where
// the position is on the track, gold behind it and grey ahead; a click
// on the track goes to the position under the cursor; the log's
// sentences of the action shown are marked with their gold bar; Home and
// End go to the ends; Ctrl+→ to the next army's turn.
func TestTimelineAndLogOnScreen(t *testing.T) {
	d := newDriver(t, sampleGame(t), i18n.EN, 28)
	a := d.a
	tl := a.f.timeline
	k := tl.PointOf(28)
	if !near(d.screen.At(k.X, k.Y), color.RGBA{0xff, 0xff, 0xff, 0xff}) {
		t.Errorf("no knob at %v: %v", k, d.screen.At(k.X, k.Y))
	}
	// Behind the knob the track is gold, ahead grey: sampled between the
	// turn marks, which cross it.
	gold, grey := 0, 0
	for p := 1; p < a.v.r.Len(); p++ {
		q := tl.PointOf(p)
		if on := near(d.screen.At(q.X, q.Y), render.DefaultPalette().Gold()); on && p < 27 {
			gold++
		} else if !on && p > 29 {
			grey++
		}
	}
	if gold < 20 || grey < a.v.r.Len()-40 {
		t.Errorf("track: %d of 26 gold behind the knob, %d of %d grey ahead", gold, grey, a.v.r.Len()-30)
	}
	marked := 0
	for _, h := range a.f.hits {
		if h.ID == render.StepLogPrefix+"28" {
			marked++
			if !near(d.screen.At(h.Rect.Min.X, (h.Rect.Min.Y+h.Rect.Max.Y)/2), render.DefaultPalette().Gold()) {
				t.Errorf("the log's sentence of action 28 has no gold bar")
			}
		}
	}
	if marked == 0 {
		t.Error("the log does not show action 28's sentence")
	}
	d.click("timeline:50")
	if a.v.r.At() != 50 {
		t.Errorf("a click on the track at 50 went to %d", a.v.r.At())
	}
	d.click("panel:" + render.StepLogPrefix + "49")
	if a.v.r.At() != 49 {
		t.Errorf("a click on a sentence of action 49 went to %d", a.v.r.At())
	}
	d.key(ebiten.KeyEnd)
	if a.v.r.At() != a.v.r.Len() {
		t.Errorf("End: %d", a.v.r.At())
	}
	d.key(ebiten.KeyHome)
	d.key(ebiten.KeyArrowRight, ebiten.KeyControl)
	if want := a.v.r.NextTurn(0); a.v.r.At() != want || want == 0 {
		t.Errorf("Ctrl+→ from the start: %d, want %d", a.v.r.At(), want)
	}
	d.key(ebiten.KeyArrowRight, ebiten.KeyShift)
	if want := a.v.r.NextPhase(a.v.r.NextTurn(0)); a.v.r.At() != want {
		t.Errorf("Shift+→: %d, want %d", a.v.r.At(), want)
	}
}

// TestAStillViewerDrawsNothing: once the first frames are drawn, the
// viewer left alone with the cursor on a leader draws no frame; autoplay
// draws one per step.
func TestAStillViewerDrawsNothing(t *testing.T) {
	d := newDriver(t, sampleGame(t), i18n.EN, 5)
	d.hover("HIP")
	if d.a.hoverLeader != "HIP" {
		t.Fatalf("the cursor is on %q", d.a.hoverLeader)
	}
	redraws := d.a.t.Redraws
	for i := range 30 {
		if d.tick() {
			t.Fatalf("frame %d drew with nothing changing", i)
		}
	}
	if d.a.t.Redraws != redraws {
		t.Errorf("%d board redraws with nothing changing", d.a.t.Redraws-redraws)
	}
	d.key(ebiten.KeySpace)
	drawn := 0
	for range 3 * ticksPerSecond {
		if d.tick() {
			drawn++
		}
	}
	if at := d.a.v.r.At(); at < 7 || drawn < 2 {
		t.Errorf("three seconds of autoplay at 1 action a second: at %d, %d frames drawn", at, drawn)
	}
}

// TestCaptionRuleIDOpensTheHelp: a rule id a caption names is drawn as a
// link; a click on it opens the help at that rule's entry, over the
// whole window, which then takes the keys (→ moves nothing); F1 closes
// it, and F1 opens it again.
func TestCaptionRuleIDOpensTheHelp(t *testing.T) {
	d := newDriver(t, lessonGame(t, "command"), i18n.FR, 0)
	a := d.a
	d.click("panel:rule:CMD.RADIUS")
	if !a.help.IsOpen() || a.help.Focus() != "CMD.RADIUS" {
		t.Fatalf("the help: open %v at %q", a.help.IsOpen(), a.help.Focus())
	}
	// The controls it lists are the viewer's, not the table's.
	for _, sec := range a.help.Model().Sections {
		if sec.ID == "controls" && sec.Title != i18n.T(i18n.FR, "help.controls.view") {
			t.Errorf("the viewer's help lists %q", sec.Title)
		}
	}
	box := a.help.Layout().Box
	if c := d.screen.At(box.Min.X+box.Dx()/2, box.Min.Y+2); near(c, render.DefaultPalette().Background()) {
		t.Errorf("no help box on the screen: %v", c)
	}
	d.key(ebiten.KeyArrowRight)
	if a.v.r.At() != 0 {
		t.Errorf("→ under the help moved the viewer to %d", a.v.r.At())
	}
	d.key(ebiten.KeyF1)
	if a.help.IsOpen() {
		t.Fatal("F1 does not close the help")
	}
	d.key(ebiten.KeyF1)
	if !a.help.IsOpen() {
		t.Error("F1 does not open the help")
	}
}

// TestTakeOverKeysAndButtons: in the window, C and the panel's
// "against the computer" button ask the shell for the table with the
// computer commanding the army that does not decide; T and its button
// for a hot-seat table; at the end of the game C and T ask nothing and
// the caption box says why; the buttons are greyed and their tooltip says
// why too.
func TestTakeOverKeysAndButtons(t *testing.T) {
	g := lessonGame(t, "combat")
	d := newDriver(t, g, i18n.EN, 22) // the Boeotians decide after the Athenians' dice
	cpu := func(what string) {
		t.Helper()
		r, ok := d.a.Request().(TakeOverRequest)
		if !ok || r.Players["beotiens"] != "human" || r.Players["atheniens"] != ComputerLevel || len(r.Record) != 22 {
			t.Errorf("%s asks for %v with %d actions", what, r.Players, len(r.Record))
		}
	}
	d.key(ebiten.KeyC)
	cpu("C")
	d.click("panel:" + idComputer)
	cpu("the computer's button")
	d.key(ebiten.KeyT)
	if r, ok := d.a.Request().(TakeOverRequest); !ok || r.Players != nil || len(r.Record) != 22 {
		t.Errorf("T asks for %v with %d actions", r.Players, len(r.Record))
	}
	d.click("panel:" + idTakeOver)
	if r, ok := d.a.Request().(TakeOverRequest); !ok || r.Players != nil {
		t.Errorf("the hot-seat button asks for %v", r.Players)
	}

	// The sample game is played to its end.
	d = newDriver(t, sampleGame(t), i18n.EN, 0)
	d.key(ebiten.KeyEnd)
	d.key(ebiten.KeyC)
	d.key(ebiten.KeyT)
	if r := d.a.Request(); r != nil {
		t.Errorf("C and T at the end ask for the table")
	}
	d.tick()
	if d.a.f.caption == nil || !strings.Contains(d.a.caption().Note, "nothing to take over") {
		t.Errorf("the caption box at the end after C: %+v", d.a.caption())
	}
	d.hover("panel:" + idComputer)
	if tip := strings.Join(d.a.f.tip, " "); !strings.Contains(tip, "The game is over") {
		t.Errorf("the greyed button's tip: %q", tip)
	}
}
