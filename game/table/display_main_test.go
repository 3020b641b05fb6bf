//go:build display

package table

import (
	"testing"

	"estafette/internal/testkit/ebitentest"
)

func TestMain(m *testing.M) { ebitentest.Main(m) }
