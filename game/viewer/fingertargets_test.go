package viewer

import (
	"image"
	"strings"
	"testing"

	"estafette/game/window"
	"estafette/i18n"
	"estafette/internal/testkit/helptest"
	"estafette/render"
)

// viewerAt is lesson key's viewer on a screen of w×h CSS pixels at device
// scale ui, its first frame prepared.
func viewerAt(t *testing.T, key string, w, h int, ui float64, lang i18n.Lang) *App {
	t.Helper()
	a, err := NewApp(lessonGame(t, key), Options{Lang: lang, Menu: true})
	if err != nil {
		t.Fatal(err)
	}
	a.LayoutF(float64(w), float64(h))
	a.W, a.H, a.UI = int(float64(w)*ui), int(float64(h)*ui), ui
	a.CamSet = false
	for range 2 {
		if err := a.Update(&helptest.Input{X: 1, Y: 1}); err != nil {
			t.Fatal(err)
		}
	}
	return a
}

// TestEveryViewerTargetTakesAFinger (issue 39): on a touch screen every
// target of the replay viewer is at least 44 CSS pixels each way — the
// timeline's button (32 before), its pace (32 high) and its track, the
// panel's rows and buttons, each action of the step log (a 15-pixel
// line before), a caption's rule links (21), the drawer's button — on a
// tablet, a phone on its side and held upright, at every position of a
// lesson, in both languages. No two targets overlap but a caption's
// links, and the board keeps clear of the taller timeline.
func TestEveryViewerTargetTakesAFinger(t *testing.T) {
	defer window.SetTouchScreen(false)
	window.SetTouchScreen(true)
	for _, c := range []struct {
		w, h int
		ui   float64
	}{{1280, 800, 1}, {820, 1180, 1}, {844, 390, 3}, {390, 844, 3}} {
		for _, lang := range []i18n.Lang{i18n.FR, i18n.EN} {
			a := viewerAt(t, "command", c.w, c.h, c.ui, lang)
			a.DrawerOpen = a.Narrow
			need := window.FingerTarget * c.ui
			seen := map[string]int{}
			for p := 0; p <= a.v.r.Len(); p++ {
				a.v.Go(p)
				a.prepare()
				hits := append([]render.Hit{{Rect: a.DrawerButton(), ID: "drawer"}}, a.f.hits...)
				for i, h := range hits {
					if h.ID == idLog || h.ID == "" || h.ID == "drawer" && h.Rect.Empty() {
						continue // the log's place, a tooltip's area: nothing to press; no drawer
					}
					kind := h.ID
					switch {
					case strings.HasPrefix(h.ID, render.StepLogPrefix):
						kind = "log"
					case isRuleLink(h.ID):
						kind = "link"
					}
					seen[kind]++
					if col := a.PanelArea().Min.X + a.panel.RowsWidth(); kind == "log" && h.Rect.Max.X > col {
						t.Errorf("%v %s, position %d: %q %v runs into the footer's column from x %d", c, lang, p, h.ID, h.Rect, col)
					}
					if sz := h.Rect.Size(); float64(sz.X) < need-0.5 || float64(sz.Y) < need-0.5 {
						t.Errorf("%v %s, position %d: %q is %v, a finger needs %.0f each way", c, lang, p, h.ID, sz, need)
					}
					for _, o := range hits[i+1:] {
						if kind != "link" && !isRuleLink(o.ID) && o.ID != idLog && h.Rect.Overlaps(o.Rect) {
							t.Errorf("%v %s, position %d: %q %v and %q %v overlap", c, lang, p, h.ID, h.Rect, o.ID, o.Rect)
						}
					}
				}
			}
			for _, k := range []string{render.TimelinePlay, render.TimelineTrack, render.TimelinePace, idPlay, idTakeOver, "log", "link"} {
				if seen[k] == 0 && (k != "log" || c.ui == 1) { // a phone's panel has no room for the log
					t.Errorf("%v %s: no %q measured", c, lang, k)
				}
			}
			if a.Narrow && seen["drawer"] == 0 {
				t.Errorf("%v %s: no drawer button measured", c, lang)
			}
			a.v.Go(0)
			a.prepare()
			boardBottom := a.Cam.OffY + float64(a.t.World.H)*a.Cam.Scale
			if tl := a.f.timeline.Rect(); boardBottom > float64(tl.Min.Y)+0.5 {
				t.Errorf("%v %s: the board reaches y %.0f, under the timeline from %d", c, lang, boardBottom, tl.Min.Y)
			}
		}
	}
}

// TestTheMouseKeepsItsTimeline: with a mouse the viewer is laid out as
// before fingers: the timeline 48 pixels high with its 32-pixel button,
// the log a line a sentence.
func TestTheMouseKeepsItsTimeline(t *testing.T) {
	window.SetTouchScreen(false)
	a := viewerAt(t, "command", 1280, 800, 1, i18n.EN)
	a.v.Go(10)
	a.prepare()
	if a.Touch {
		t.Fatal("a touch screen without a finger")
	}
	want := map[string]image.Point{render.TimelinePlay: {32, 32}, render.TimelinePace: {110, 32}}
	lines := 0
	for _, h := range a.f.hits {
		if w, ok := want[h.ID]; ok && h.Rect.Size() != w {
			t.Errorf("%q is %v, was %v", h.ID, h.Rect.Size(), w)
		}
		if h.ID == render.TimelineTrack && h.Rect.Dy() != render.TimelineHeight {
			t.Errorf("the track is %d high, was %d", h.Rect.Dy(), render.TimelineHeight)
		}
		if strings.HasPrefix(h.ID, render.StepLogPrefix) {
			lines++
			if h.Rect.Dy() >= window.FingerTarget {
				t.Errorf("%q is %d high with a mouse", h.ID, h.Rect.Dy())
			}
		}
	}
	if lines == 0 {
		t.Error("no line of the log")
	}
}
