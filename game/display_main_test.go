//go:build display

package game

import (
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// loopGame runs the whole test binary inside Ebiten's loop, so that images
// can be drawn and read back (the tests need a display: xvfb-run).
type loopGame struct {
	m    *testing.M
	code int
}

func (g *loopGame) Update() error {
	g.code = g.m.Run()
	return ebiten.Termination
}

func (*loopGame) Draw(*ebiten.Image)         {}
func (*loopGame) Layout(int, int) (int, int) { return 64, 64 }

func TestMain(m *testing.M) {
	ebiten.SetWindowSize(64, 64)
	g := &loopGame{m: m, code: 1}
	if err := ebiten.RunGame(g); err != nil {
		panic(err)
	}
	os.Exit(g.code)
}
