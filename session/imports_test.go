package session

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestSessionIsBelowTheWindows: package session, and everything it
// imports, transitively, imports no Ebiten, nothing that draws (render)
// and no window (game/...): the windows import it, never the other way
// (README "Layout"; `go list -deps ./session` says the same).
func TestSessionIsBelowTheWindows(t *testing.T) {
	seen := map[string]bool{}
	queue := []string{"estafette/session"}
	for len(queue) > 0 {
		pkg := queue[0]
		queue = queue[1:]
		if seen[pkg] {
			continue
		}
		seen[pkg] = true
		dir := filepath.Join("..", strings.TrimPrefix(pkg, "estafette/"))
		files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		if len(files) == 0 {
			t.Fatalf("no Go files for %s in %s", pkg, dir)
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
				p, _ := strconv.Unquote(im.Path.Value)
				switch {
				case strings.Contains(p, "ebiten"), p == "estafette/render", p == "estafette/game" || strings.HasPrefix(p, "estafette/game/"), p == "estafette/cli":
					t.Errorf("%s (under session) imports %s", f, p)
				case strings.HasPrefix(p, "estafette/"):
					queue = append(queue, p)
				}
			}
		}
	}
	if !seen["estafette/rules"] {
		t.Error("the walk did not reach the rules: it reads nothing")
	}
}
