// Command emptywindow opens an empty 1440×900 Ebiten window, fills it for
// a few frames and prints how long after the program's start its first
// frame was drawn (Draw returned) and was on screen (the loop came back
// for the next tick, the GPU's work and the swap done). It is the floor the table's first frame is measured
// against (make bench-start): the same library, window size and display,
// with nothing of ours to prepare.
package main

import (
	"errors"
	"flag"
	"fmt"
	"image/color"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"estafette/internal/startclock"
)

type empty struct {
	frames, drawn int
	start         time.Time
	first, shown  time.Duration
}

func (e *empty) Update() error {
	if e.drawn > 0 && e.shown == 0 {
		// The loop is back: the first frame went to the screen.
		e.shown = time.Since(e.start)
	}
	if e.drawn >= e.frames {
		return ebiten.Termination
	}
	return nil
}

func (e *empty) Draw(screen *ebiten.Image) {
	screen.Fill(color.RGBA{0x4a, 0x46, 0x40, 0xff})
	if e.drawn == 0 {
		e.first = time.Since(e.start)
	}
	e.drawn++
}

func (e *empty) Layout(w, h int) (int, int) { return w, h }

func main() {
	frames := flag.Int("frames", 10, "frames to draw before exiting")
	flag.Parse()
	e := &empty{frames: max(1, *frames), start: startclock.Start()}
	ebiten.SetWindowSize(1440, 900)
	ebiten.SetWindowTitle("empty")
	ebiten.SetVsyncEnabled(false)
	ebiten.SetTPS(ebiten.SyncWithFPS)
	if err := ebiten.RunGame(e); err != nil && !errors.Is(err, ebiten.Termination) {
		fmt.Fprintln(os.Stderr, "emptywindow:", err)
		os.Exit(1)
	}
	ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
	fmt.Printf("empty window (1440×900): %d frames; first frame %.3f ms after start, on screen %.3f ms\n", e.drawn, ms(e.first), ms(e.shown))
}
