//go:build display

package table

import (
	"runtime"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/game/window"
	"estafette/i18n"
	"estafette/rules"
)

// BenchmarkLongRecord opens the table on a record of longActions actions
// (`estafette play SCENARIO --record RECORD`; issue 26: 4–13 s to open,
// up to 3 s an action at 2.1 GB) and plays on, each frame drawn and
// flushed as the window shows it. Goal: open ≤ 1 s and ≤ 300 MB, an
// action ≤ 16 ms. heap-MB is the Go heap the open table keeps; B/op what
// an iteration allocates in all; frame-ms the program's own work for a
// frame (the action, Update and Draw, the GPU's commands queued),
// flush-ms the wait for the GPU to draw them and for a pixel to come
// back (under Xvfb the GPU is the CPU: Mesa's llvmpipe). act-short is
// the same action on a game of 40 actions, for comparison.
func BenchmarkLongRecord(b *testing.B) {
	src, sc, rs := endlessTutorial(b)
	long := longRecord(b, sc, rs, longActions)
	open := func(b *testing.B, rec []rules.Action) (*App, *ebiten.Image) {
		a, err := NewApp(sc, rs, Options{Name: "endless.toml", Source: src, Record: rec, NoAutosave: true, Lang: i18n.EN})
		if err != nil {
			b.Fatal(err)
		}
		a.LayoutF(1400, 900)
		screen := ebiten.NewImage(a.W, a.H)
		benchFrame(b, a, screen)
		return a, screen
	}
	b.Run("open", func(b *testing.B) {
		b.ReportAllocs()
		var heap float64
		for b.Loop() {
			a, screen := open(b, long)
			// The collection that measures the heap is not the opening's.
			b.StopTimer()
			heap = max(heap, heapMB())
			runtime.KeepAlive(a)
			screen.Deallocate()
			b.StartTimer()
		}
		b.ReportMetric(heap, "heap-MB")
	})
	act := func(b *testing.B, a *App, screen *ebiten.Image) {
		b.ReportAllocs()
		var work, flush time.Duration
		for b.Loop() {
			t0 := time.Now()
			// An end of phase where there is one, else the first legal
			// action: a player's click, each followed by its frame.
			var do rules.Action
			for _, x := range a.c.State().LegalActions() {
				if _, end := x.(rules.EndPhase); end || do == nil {
					do = x
				}
			}
			if !a.c.Apply(do) {
				b.Fatalf("%s refused: %s", do, a.c.StatusText())
			}
			w, f := benchFrame(b, a, screen)
			work, flush = work+w+f0(t0, w, f), flush+f
		}
		b.ReportMetric(ms(work)/float64(b.N), "frame-ms")
		b.ReportMetric(ms(flush)/float64(b.N), "flush-ms")
		b.ReportMetric(heapMB(), "heap-MB")
	}
	b.Run("act", func(b *testing.B) {
		a, screen := open(b, long)
		act(b, a, screen)
	})
	b.Run("act-short", func(b *testing.B) {
		a, screen := open(b, long[:40])
		act(b, a, screen)
	})
}

// f0 is the time an iteration spent before its frame: the action.
func f0(t0 time.Time, work, flush time.Duration) time.Duration {
	return time.Since(t0) - work - flush
}

// benchFrame is one Update and one Draw, flushed to the GPU (reading a
// pixel back waits for it): it returns the time of each part.
func benchFrame(b *testing.B, a *App, screen *ebiten.Image) (work, flush time.Duration) {
	in, _ := window.NewScript(nil, "", false)
	t0 := time.Now()
	if err := a.Update(in); err != nil {
		b.Fatal(err)
	}
	a.Draw(screen)
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
