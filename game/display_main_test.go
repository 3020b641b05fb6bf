//go:build display

package game

import (
	"testing"

	"estafette/internal/ebitentest"
)

func TestMain(m *testing.M) { ebitentest.Main(m) }
