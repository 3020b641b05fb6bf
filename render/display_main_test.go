//go:build display

package render

import (
	"testing"

	"estafette/internal/testkit/ebitentest"
)

func TestMain(m *testing.M) { ebitentest.Main(m) }
