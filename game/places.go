package game

import (
	"errors"
	"image"

	"estafette/game/window"
)

// placesOf finds the places of a script (--click, --hover) on the shown
// window. A click whose press opened another window (the start screen's
// Play opens the table on the press) is released where it was pressed:
// the place is found on the window left when the new one does not have
// it, until the new one has found one of its own.
type placesOf struct{ s *Shell }

// Locate is the shown window's place, or the window left's.
func (p placesOf) Locate(place string) (image.Point, error) {
	s := p.s
	at, err := s.cur.Locate(place)
	if err == nil {
		s.left = nil
		return at, nil
	}
	if s.left != nil && !errors.Is(err, window.ErrNotReady) {
		if at, lerr := s.left.Locate(place); lerr == nil {
			return at, nil
		}
	}
	return at, err
}

// SweepPoint is the shown window's sweep point (--bench-frames without
// --hover), so that the sweep walks the board through the shell's tick.
func (p placesOf) SweepPoint(i int) image.Point {
	if sw, ok := p.s.cur.(window.Sweeper); ok {
		return sw.SweepPoint(i)
	}
	return image.Point{}
}
