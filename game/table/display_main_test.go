//go:build display

package table

import (
	"testing"

	"estafette/internal/ebitentest"
)

func TestMain(m *testing.M) { ebitentest.Main(m) }
