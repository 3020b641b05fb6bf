//go:build !js

package settings

import (
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// TestBrowserBuildHasNoFileSystemCode: built for the browser, the
// settings import neither os nor safefile: they go through the page's
// storage (store.Local), as the games do (internal/store's test of the
// same name).
func TestBrowserBuildHasNoFileSystemCode(t *testing.T) {
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to ask:", err)
	}
	cmd := exec.Command(gobin, "list", "-f", "{{join .Imports \" \"}}", "estafette/internal/settings")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	imports := strings.Fields(string(out))
	for _, bad := range []string{"os", "os/user", "io/ioutil", "estafette/internal/safefile"} {
		if slices.Contains(imports, bad) {
			t.Errorf("the browser build of the settings imports %s", bad)
		}
	}
	if !slices.Contains(imports, "estafette/internal/store") {
		t.Errorf("the settings do not go through the store: %v", imports)
	}
}
