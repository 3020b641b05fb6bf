//go:build display

package editor

import (
	"testing"

	"estafette/internal/testkit/ebitentest"
)

func TestMain(m *testing.M) { ebitentest.Main(m) }
