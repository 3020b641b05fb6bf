//go:build !js

package store

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// listed is what `go list -json` says of a package.
type listed struct {
	ImportPath string
	Dir        string
	GoFiles    []string
	Imports    []string
}

func goList(t *testing.T, goos, goarch string, pkgs ...string) []listed {
	t.Helper()
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to ask:", err)
	}
	cmd := exec.Command(gobin, append([]string{"list", "-json"}, pkgs...)...)
	cmd.Env = append(os.Environ(), "GOOS="+goos, "GOARCH="+goarch, "CGO_ENABLED=0")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list for %s/%s: %v", goos, goarch, err)
	}
	var ps []listed
	dec := json.NewDecoder(strings.NewReader(string(out)))
	for dec.More() {
		var p listed
		if err := dec.Decode(&p); err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	return ps
}

// fileCalls lists the calls a package's files make to the functions of
// internal/safefile that touch the file system.
func fileCalls(t *testing.T, p listed) []string {
	t.Helper()
	var calls []string
	for _, name := range p.GoFiles {
		f, err := parser.ParseFile(token.NewFileSet(), filepath.Join(p.Dir, name), nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if sel, ok := n.(*ast.SelectorExpr); ok {
				if x, ok := sel.X.(*ast.Ident); ok && x.Name == "safefile" && slices.Contains([]string{"Read", "WriteAtomic", "RemoveTemps"}, sel.Sel.Name) {
					calls = append(calls, name+": safefile."+sel.Sel.Name)
				}
			}
			return true
		})
	}
	return calls
}

// storagePackages keep the player's games and scenarios.
var storagePackages = []string{"estafette/internal/store", "estafette/internal/settings", "estafette/game/table", "estafette/game/editor"}

// TestBrowserBuildHasNoFileSystemCode: built for the browser (js/wasm),
// the packages that keep games and scenarios import neither os nor
// os/user and call no file function of safefile: the build tags leave
// the file store (files.go, datadir_disk.go) out and the page's storage
// in. Built for the desktop they do use the files, so the check is not
// empty.
func TestBrowserBuildHasNoFileSystemCode(t *testing.T) {
	for _, p := range goList(t, "js", "wasm", storagePackages...) {
		for _, imp := range []string{"os", "os/user", "io/ioutil"} {
			if slices.Contains(p.Imports, imp) {
				t.Errorf("%s imports %s in the browser build", p.ImportPath, imp)
			}
		}
		if calls := fileCalls(t, p); len(calls) > 0 {
			t.Errorf("%s calls file functions in the browser build: %v", p.ImportPath, calls)
		}
		if p.ImportPath == "estafette/internal/store" && !slices.Contains(p.GoFiles, "webstorage_js.go") {
			t.Errorf("the browser build of the store lacks the page's storage: %v", p.GoFiles)
		}
	}
	desktop := 0
	for _, p := range goList(t, "linux", "amd64", storagePackages...) {
		if slices.Contains(p.Imports, "os") || len(fileCalls(t, p)) > 0 {
			desktop++
		}
	}
	if desktop == 0 {
		t.Error("the desktop build uses no file either: the check above proves nothing")
	}
}
