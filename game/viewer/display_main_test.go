//go:build display

package viewer

import (
	"testing"

	"estafette/internal/testkit/ebitentest"
)

// TestMain runs the display tests inside Ebiten's loop.
func TestMain(m *testing.M) { ebitentest.Main(m) }
