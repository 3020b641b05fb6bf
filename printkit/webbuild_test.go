//go:build !js

package printkit

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// goDeps is `go list -deps` of pkg built for goos/goarch.
func goDeps(t *testing.T, goos, goarch, pkg string) []string {
	t.Helper()
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to ask:", err)
	}
	cmd := exec.Command(gobin, "list", "-deps", pkg)
	cmd.Env = append(os.Environ(), "GOOS="+goos, "GOARCH="+goarch, "CGO_ENABLED=0")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list -deps %s for %s/%s: %v", pkg, goos, goarch, err)
	}
	return strings.Fields(string(out))
}

// TestWebPageLinksNoPDFImporter: the web page prints (it links the print
// kit) but not the code of a PDF library it never runs: gopdf linked a
// PDF importer (phpdave11/gofpdi) and the archived pkg/errors into the
// page's wasm. The kit's PDF writer needs only the standard library and
// golang.org/x/image (and the x/text it reads font names with), which
// the windows link anyway.
func TestWebPageLinksNoPDFImporter(t *testing.T) {
	deps := goDeps(t, "js", "wasm", "estafette/web")
	prints := false
	for _, d := range deps {
		prints = prints || d == "estafette/printkit"
		for _, banned := range []string{"github.com/phpdave11/gofpdi", "github.com/pkg/errors", "github.com/signintech/gopdf"} {
			if d == banned || strings.HasPrefix(d, banned+"/") {
				t.Errorf("the web page's wasm links %s", d)
			}
		}
	}
	if !prints {
		t.Errorf("the web page no longer links the print kit: its Print buttons would do nothing")
	}
	for _, d := range goDeps(t, "js", "wasm", "estafette/printkit/pdf") {
		if strings.Contains(strings.Split(d, "/")[0], ".") && !strings.HasPrefix(d, "golang.org/x/image/") && !strings.HasPrefix(d, "golang.org/x/text/") {
			t.Errorf("the PDF writer links %s, beyond the standard library, x/image and x/text", d)
		}
	}
}
