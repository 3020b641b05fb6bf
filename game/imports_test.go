package game

import (
	"go/parser"
	"go/token"
	"io/fs"
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
	rules := map[string]func(string) bool{
		"window": func(p string) bool { return under(p, "estafette/game") && p != "estafette/game/window" },
		"table": func(p string) bool {
			return p == "estafette/game" || under(p, "estafette/game/editor") || under(p, "estafette/game/viewer") || under(p, "estafette/game/start")
		},
		"editor": func(p string) bool {
			return p == "estafette/game" || under(p, "estafette/game/table") || under(p, "estafette/game/viewer") || under(p, "estafette/game/start")
		},
		// The board's scene both the table and the viewer build.
		"boardview": func(p string) bool {
			return p == "estafette/game" || under(p, "estafette/game/table") || under(p, "estafette/game/editor") || under(p, "estafette/game/viewer") || under(p, "estafette/game/start")
		},
		// The table's view, which the viewer's lessons borrow (Seat).
		"tableview": func(p string) bool {
			return p == "estafette/game" || under(p, "estafette/game/table") || under(p, "estafette/game/editor") || under(p, "estafette/game/viewer") || under(p, "estafette/game/start")
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
		// The game session lies below every window
		// (TestSessionIsBelowTheWindows follows its imports all the way
		// down).
		"../session": func(p string) bool {
			return under(p, "estafette/game") || strings.Contains(p, "ebiten") || p == "estafette/render"
		},
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

// TestPureLayers: the rules and the computer players, every package
// under rules/ and ai/ but the external program's (ai/protocol), import,
// all the way down, neither Ebiten nor anything that reads files or the
// network, nor any part of the application above them (README "Layout").
func TestPureLayers(t *testing.T) {
	forbidden := func(p string) bool {
		switch p {
		case "os", "os/exec", "io/ioutil", "net", "net/http", "syscall", "estafette/render", "estafette/cli", "estafette/session":
			return true
		}
		return strings.Contains(p, "ebiten") || under(p, "estafette/game") || p == "estafette/ai/protocol"
	}
	for _, top := range []string{"rules", "ai"} {
		err := filepath.WalkDir(filepath.Join("..", top), func(path string, d fs.DirEntry, err error) error {
			if err != nil || !d.IsDir() {
				return err
			}
			if d.Name() == "testdata" || path == filepath.Join("..", "ai", "protocol") {
				return filepath.SkipDir
			}
			importsBelow(t, "estafette/"+filepath.ToSlash(strings.TrimPrefix(path, ".."+string(filepath.Separator))), forbidden)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}

// TestProtocolImportsNoWindow: the external program's player (ai/protocol)
// may start a process and read its pipes, but imports, all the way down,
// no Ebiten, nothing that draws, no window, no session and not the
// command line: a window or the duel may use it alike.
func TestProtocolImportsNoWindow(t *testing.T) {
	importsBelow(t, "estafette/ai/protocol", func(p string) bool {
		return strings.Contains(p, "ebiten") || p == "estafette/render" || under(p, "estafette/game") ||
			p == "estafette/cli" || p == "estafette/session"
	})
}

// TestSessionIsBelowTheWindows: package session, and everything it
// imports, transitively, imports no Ebiten, nothing that draws (render),
// no window (game/...) and not the command line: the windows import it,
// never the other way (README "Layout"; `go list -deps ./session` says
// the same).
func TestSessionIsBelowTheWindows(t *testing.T) {
	importsBelow(t, "estafette/session", func(p string) bool {
		return strings.Contains(p, "ebiten") || p == "estafette/render" || under(p, "estafette/game") || p == "estafette/cli"
	})
}

// TestNetworkIsBelowTheWindows: the shared game's server and client
// (netplay) lie beside the session: they import, all the way down, no
// Ebiten, no render and no window, so that estafette serve runs with no
// display and the page's wasm and the desktop share the client
// (docs/network.md).
func TestNetworkIsBelowTheWindows(t *testing.T) {
	importsBelow(t, "estafette/netplay", func(p string) bool {
		return strings.Contains(p, "ebiten") || p == "estafette/render" || under(p, "estafette/game") || p == "estafette/cli"
	})
}

// TestControllerIsBelowTheWindows: the table's controller (game/control),
// which turns clicks into rules actions, draws nothing: it imports, all
// the way down, no Ebiten, no render and no window; the table window and
// the viewer's seat import it (README "Layout").
func TestControllerIsBelowTheWindows(t *testing.T) {
	importsBelow(t, "estafette/game/control", func(p string) bool {
		if p == "estafette/game/say" {
			return false // the sentences the windows share, themselves checked
		}
		return strings.Contains(p, "ebiten") || p == "estafette/render" || under(p, "estafette/game") || p == "estafette/cli"
	})
}

// TestTestKitOnlyInTests: the helpers under internal/testkit (fake
// input, Ebiten's loop for display tests, the long game, the table's
// starting points, the cost of a hostile input) are imported by tests
// only, never by a file that ships in the program or its tools (README
// "Layout").
func TestTestKitOnlyInTests(t *testing.T) {
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			// testdata holds the tests' own programs; internal/testkit's
			// helpers may use one another.
			if name := d.Name(); path != ".." && (strings.HasPrefix(name, ".") || name == "testdata" || name == "node_modules" || path == filepath.Join("..", "internal", "testkit")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		af, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, im := range af.Imports {
			if p, _ := strconv.Unquote(im.Path.Value); under(p, "estafette/internal/testkit") {
				t.Errorf("%s imports %s, which only tests may import", path, p)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// importsBelow reports every import forbidden says no to, in root and in
// every package of the project root imports, all the way down.
func importsBelow(t *testing.T, root string, forbidden func(string) bool) {
	t.Helper()
	seen := map[string]bool{}
	queue := []string{root}
	for len(queue) > 0 {
		pkg := queue[0]
		queue = queue[1:]
		if seen[pkg] {
			continue
		}
		seen[pkg] = true
		files, _ := filepath.Glob(filepath.Join("..", strings.TrimPrefix(pkg, "estafette/"), "*.go"))
		if len(files) == 0 {
			t.Fatalf("no Go files for %s", pkg)
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
				if forbidden(p) {
					t.Errorf("%s (under %s) imports %s", f, root, p)
				}
				if strings.HasPrefix(p, "estafette/") {
					queue = append(queue, p)
				}
			}
		}
	}
}

// under reports path is pkg or a package inside it.
func under(path, pkg string) bool { return path == pkg || strings.HasPrefix(path, pkg+"/") }
