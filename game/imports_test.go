package game

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestImportDirection keeps the house's shape: the shared window package
// imports no window; a window imports neither another window nor the
// shell; the editor's model imports no Ebiten; render imports nothing of
// the application. Each package's direct imports are read from its files,
// so the rule holds transitively, package by package.
func TestImportDirection(t *testing.T) {
	under := func(path, pkg string) bool { return path == pkg || strings.HasPrefix(path, pkg+"/") }
	rules := map[string]func(string) bool{
		"window": func(p string) bool { return under(p, "estafette/game") && p != "estafette/game/window" },
		"table": func(p string) bool {
			return p == "estafette/game" || under(p, "estafette/game/editor") || under(p, "estafette/game/viewer") || under(p, "estafette/game/start")
		},
		"editor": func(p string) bool {
			return p == "estafette/game" || under(p, "estafette/game/table") || under(p, "estafette/game/viewer") || under(p, "estafette/game/start")
		},
		"editor/model": func(p string) bool { return under(p, "estafette/game") || strings.Contains(p, "ebiten") },
		"viewer": func(p string) bool {
			return p == "estafette/game" || under(p, "estafette/game/table") || under(p, "estafette/game/editor") || under(p, "estafette/game/start")
		},
		"start": func(p string) bool {
			return p == "estafette/game" || under(p, "estafette/game/table") || under(p, "estafette/game/editor") || under(p, "estafette/game/viewer")
		},
		// The sentences the windows share: rules and words, nothing drawn.
		"say":        func(p string) bool { return under(p, "estafette/game") || strings.Contains(p, "ebiten") },
		"../lessons": func(p string) bool { return under(p, "estafette/game") || strings.Contains(p, "ebiten") },
		"../render":  func(p string) bool { return under(p, "estafette/game") },
	}
	for dir, bad := range rules {
		files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		if len(files) == 0 {
			t.Fatalf("no Go files in %s", dir)
		}
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			af, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.ImportsOnly)
			if err != nil {
				t.Fatal(err)
			}
			for _, im := range af.Imports {
				if p, _ := strconv.Unquote(im.Path.Value); bad(p) {
					t.Errorf("%s imports %s", f, p)
				}
			}
		}
	}
}
