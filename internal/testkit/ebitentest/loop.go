// Package ebitentest runs a package's tests inside Ebiten's loop, so that
// display tests can draw images and read their pixels back. Those tests
// need a display: make test runs them under xvfb-run.
package ebitentest

import (
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

type loop struct {
	m    *testing.M
	code int
}

func (g *loop) Update() error {
	g.code = g.m.Run()
	return ebiten.Termination
}

func (*loop) Draw(*ebiten.Image)         {}
func (*loop) Layout(int, int) (int, int) { return 64, 64 }

// Main is a TestMain: it runs every test inside one Ebiten frame and exits
// with their status.
func Main(m *testing.M) {
	ebiten.SetWindowSize(64, 64)
	g := &loop{m: m, code: 1}
	if err := ebiten.RunGame(g); err != nil {
		panic(err)
	}
	os.Exit(g.code)
}
