package viewer

import (
	"testing"

	"estafette/i18n"
	"estafette/internal/testkit/helptest"
	"estafette/lessons"
)

// TestWellPlayedIsNotTheNextStepsCall (issue 26): after the player plays
// a waiting step, "Well played" shows while the lesson goes on; where the
// next step waits at once, the box holds that step's call to play only,
// not "Well played" and "Your move" in one block.
func TestWellPlayedIsNotTheNextStepsCall(t *testing.T) {
	g := lessonGame(t, "command")
	a, err := NewApp(g, Options{Lang: i18n.EN})
	if err != nil {
		t.Fatal(err)
	}
	v := a.v
	v.Go(0)
	plays := lessonPlays["command"]
	step, both, wellPlayed := 0, 0, 0
	for v.r.At() < v.r.Len() && step < len(plays) {
		at := v.r.At()
		v.Forward()
		if !v.Waiting() || v.r.At() != at {
			continue
		}
		for _, gs := range plays[step] {
			modelGesture(t, v, gs)
		}
		step++
		c := a.caption()
		if c.Good && c.Prompt != "" {
			both++
		}
		if c.Good {
			wellPlayed++
		}
	}
	if both > 0 {
		t.Errorf("%d times the box said \"Well played\" and the next step's call to play together", both)
	}
	if step != len(plays) {
		t.Fatalf("played %d of %d steps", step, len(plays))
	}
	if wellPlayed == 0 {
		t.Error("\"Well played\" never showed after a step played")
	}
}

// TestNoCaptionCoversTheBoard (issue 26): on a laptop's screen, in both
// languages, no lesson's caption box reaches down over the board: the
// board fits below the tallest of them. The box of every position, a
// waiting step's answer included, ends above the board's top edge.
func TestNoCaptionCoversTheBoard(t *testing.T) {
	for _, l := range lessons.List() {
		for _, lang := range []i18n.Lang{i18n.FR, i18n.EN} {
			for _, size := range [][2]int{{1280, 800}, {1024, 768}} {
				a, err := NewApp(lessonGame(t, l.Key), Options{Lang: lang})
				if err != nil {
					t.Fatal(err)
				}
				a.LayoutF(float64(size[0]), float64(size[1]))
				if err := a.Update(&helptest.Input{X: 5, Y: 5}); err != nil {
					t.Fatal(err)
				}
				boardTop := int(a.Cam.OffY)
				for p := 0; p <= a.v.r.Len(); p++ {
					a.v.Go(p)
					a.prepare()
					if b := a.f.caption; b != nil && b.Rect().Max.Y > boardTop {
						t.Errorf("lesson %s, %s, %dx%d, position %d: the caption reaches y %d, the board starts at %d",
							l.Key, lang, size[0], size[1], p, b.Rect().Max.Y, boardTop)
						break
					}
				}
			}
		}
	}
}
