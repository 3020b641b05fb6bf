//go:build display

package game

import (
	"os"
	"testing"

	"estafette/internal/testkit/ebitentest"
)

// TestMain runs the tests inside Ebiten's loop; in a child process started
// by a real-input test, it runs the editor window instead (Ebiten opens
// one window per process).
func TestMain(m *testing.M) {
	if args, ok := os.LookupEnv(editorHelperEnv); ok {
		os.Exit(runEditorHelper(args))
	}
	ebitentest.Main(m)
}
