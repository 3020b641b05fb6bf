//go:build display

package viewer

import (
	"runtime"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/i18n"
)

// BenchmarkLongRecord opens the viewer on a record of LongActions
// actions (issue 26: 7.5–17 s and 2 GB to open, 1.2–1.6 s a step) and
// steps through it, each frame drawn and flushed to the screen as the
// window shows it. Goal: open ≤ 1 s and ≤ 300 MB, a step ≤ 16 ms.
// heap-MB is the Go heap the open viewer keeps; B/op what an iteration
// allocates in all; frame-ms the program's own work for a frame (Update
// and Draw, the GPU's commands queued), flush-ms the wait for the GPU
// to draw them and for a pixel to come back (under Xvfb the GPU is the
// CPU: Mesa's llvmpipe). step-short is the same step on a whole game of
// the tutorial (docs/sample-tutorial.rec), for comparison.
func BenchmarkLongRecord(b *testing.B) {
	src, sc, rs := endlessTutorial(b)
	text := longRecord(b, sc, rs, LongActions)
	open := func(b *testing.B) (*App, *ebiten.Image) {
		g, err := NewGame("endless.toml", src, sc, rs, Record{File: "long.rec", Text: text})
		if err != nil {
			b.Fatal(err)
		}
		a, err := NewApp(g, Options{Lang: i18n.EN, At: LongActions / 2})
		if err != nil {
			b.Fatal(err)
		}
		a.LayoutF(1400, 900)
		screen := ebiten.NewImage(a.W, a.H)
		benchFrame(b, a, screen)
		return a, screen
	}
	step := func(b *testing.B, a *App, screen *ebiten.Image) {
		b.ReportAllocs()
		at := a.v.r.At()
		var work, flush time.Duration
		for b.Loop() {
			// Forward then back, as → and ← do, each step's frame drawn.
			if a.v.r.At() == at {
				a.v.Forward()
			} else {
				a.v.Back()
			}
			w, f := benchFrame(b, a, screen)
			work, flush = work+w, flush+f
		}
		b.ReportMetric(ms(work)/float64(b.N), "frame-ms")
		b.ReportMetric(ms(flush)/float64(b.N), "flush-ms")
		b.ReportMetric(heapMB(), "heap-MB")
	}
	b.Run("open", func(b *testing.B) {
		b.ReportAllocs()
		var heap float64
		for b.Loop() {
			a, screen := open(b)
			// The collection that measures the heap is not the opening's.
			b.StopTimer()
			heap = max(heap, heapMB())
			runtime.KeepAlive(a)
			screen.Deallocate()
			b.StartTimer()
		}
		b.ReportMetric(heap, "heap-MB")
	})
	b.Run("step", func(b *testing.B) {
		a, screen := open(b)
		step(b, a, screen)
	})
	b.Run("step-short", func(b *testing.B) {
		a, err := NewApp(sampleGame(b), Options{Lang: i18n.EN, At: 40})
		if err != nil {
			b.Fatal(err)
		}
		a.LayoutF(1400, 900)
		screen := ebiten.NewImage(a.W, a.H)
		benchFrame(b, a, screen)
		step(b, a, screen)
	})
}

// benchFrame is one Update and one Draw, flushed to the GPU (reading a
// pixel back waits for it): it returns the time of each part.
func benchFrame(b *testing.B, a *App, screen *ebiten.Image) (work, flush time.Duration) {
	t0 := time.Now()
	if err := a.Update(newHands()); err != nil {
		b.Fatal(err)
	}
	if !a.Draw(screen) {
		b.Fatal("the frame did not draw")
	}
	t1 := time.Now()
	_ = screen.At(0, 0)
	return t1.Sub(t0), time.Since(t1)
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// heapMB is the live Go heap, in megabytes, after a collection.
func heapMB() float64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return float64(m.HeapAlloc) / 1e6
}
