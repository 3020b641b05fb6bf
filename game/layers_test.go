package game

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// layer is a row of the house's map (docs/architecture.md, "The
// layers"): its packages, bottom up, and what they may import.
type layer struct {
	name     string   // as the map's table names it
	packages []string // a package imports those listed before it here
	// apart: its packages import none of one another (the windows).
	apart bool
	// ebiten: its packages may import Ebiten, and the packages that do.
	// A package of a layer without imports only packages of layers
	// without: it reaches no Ebiten, all the way down.
	ebiten bool
	// pure: no file, process, network or system call, all the way down
	// (os, os/exec, io/ioutil, net, net/http, syscall).
	pure bool
	// stdOnly: it imports the standard library alone.
	stdOnly bool
	// importers, when set, are the only packages that may import it;
	// testsOnly: none, only tests do.
	importers []string
	testsOnly bool
}

// layers are the project's packages from the bottom up: a package's
// layer is its row's number (1 at the bottom). A package imports only
// packages of lower layers, and of its own layer those listed before it,
// unless the layer is apart. TestLayers checks every import of every
// package against this table, and the table of docs/architecture.md
// against it.
var layers = []layer{
	{name: "hex maths and dice", packages: []string{"rules/hex", "rules/splitmix"}, pure: true},
	{name: "the rules", packages: []string{"rules"}, pure: true},
	{name: "the computer", packages: []string{"ai"}, pure: true},
	{name: "balance", packages: []string{"balance", "balance/play"}, pure: true},
	{name: "the external player", packages: []string{"ai/protocol"}},
	{name: "words", packages: []string{"i18n"}},
	{name: "files", packages: []string{"internal/safefile", "internal/filedialog", "internal/version", "internal/startclock",
		"internal/webfiles", "internal/store", "internal/settings", "scenarios", "lessons"}},
	{name: "the session", packages: []string{"session"}},
	{name: "the network", packages: []string{"netplay"}},
	{name: "print", packages: []string{"printkit/pdf", "printkit"}},
	{name: "drawing", packages: []string{"render"}, ebiten: true},
	{name: "the window's frame", packages: []string{"game/window"}, ebiten: true},
	{name: "the editor's model", packages: []string{"game/editor/model"}, importers: []string{"game/editor/control", "game/editor", "game"}},
	{name: "sentences", packages: []string{"game/say"}},
	{name: "the table's controller", packages: []string{"game/control"}},
	{name: "the editor's controller", packages: []string{"game/editor/control"}},
	{name: "windows' common ground", packages: []string{"game/help", "game/boardview"}, ebiten: true},
	{name: "the table's view", packages: []string{"game/tableview"}, ebiten: true},
	{name: "windows", packages: []string{"game/table", "game/start", "game/editor", "game/viewer"}, apart: true, ebiten: true},
	{name: "the shell", packages: []string{"game"}, ebiten: true},
	{name: "the command line", packages: []string{"cli", ".", "web"}, ebiten: true},
	{name: "build tools", packages: []string{"tools/distpack", "tools/webserve", "tools/emptywindow", "tools/benchstart", "tools/netbench"},
		apart: true, ebiten: true, importers: []string{}},
	{name: "test helpers", packages: []string{"internal/testkit/cost", "internal/testkit/ebitentest", "internal/testkit/helptest",
		"internal/testkit/longgame", "internal/testkit/tabletest"}, ebiten: true, testsOnly: true},
}

// systemCalls are what a pure layer may not import.
var systemCalls = []string{"os", "os/exec", "io/ioutil", "net", "net/http", "syscall"}

// place is where a package stands in layers.
type place struct{ layer, index int }

// projectPackages are the directories, relative to the module's root and
// slash-separated ("." for the root), that hold Go files other than
// tests, under any build tag; testdata, hidden and node_modules
// directories hold none of the project's.
func projectPackages(t *testing.T) map[string][]string {
	t.Helper()
	pkgs := map[string][]string{}
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != ".." && (strings.HasPrefix(name, ".") || name == "testdata" || name == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		rel, err := filepath.Rel("..", filepath.Dir(path))
		if err != nil {
			return err
		}
		dir := filepath.ToSlash(rel)
		pkgs[dir] = append(pkgs[dir], path)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return pkgs
}

// importPath is the import path of the package in dir.
func importPath(dir string) string {
	if dir == "." {
		return "estafette"
	}
	return "estafette/" + dir
}

// dirOf is the directory of a project import path, "" for another.
func dirOf(p string) string {
	switch {
	case p == "estafette":
		return "."
	case strings.HasPrefix(p, "estafette/"):
		return strings.TrimPrefix(p, "estafette/")
	}
	return ""
}

// TestLayers keeps the house's shape (docs/architecture.md, "The
// layers"): every package of the project has one place in layers, and
// every import of every package, read from its files under any build
// tag, goes down the table: to a lower layer, or to a package listed
// before it in its own layer unless that layer is apart; never to a
// package only its importers or only tests may import; no Ebiten from a
// layer without, nor a package of a layer with it; no system call from a
// pure layer; nothing but the standard library where that is the rule.
func TestLayers(t *testing.T) {
	at := map[string]place{}
	for i, l := range layers {
		for j, p := range l.packages {
			if _, twice := at[p]; twice {
				t.Errorf("%s is in two layers", p)
			}
			at[p] = place{i, j}
		}
	}
	pkgs := projectPackages(t)
	for dir := range pkgs {
		if _, ok := at[dir]; !ok {
			t.Errorf("the package %s has no layer: give it its row in game/layers_test.go and docs/architecture.md", importPath(dir))
		}
	}
	for p := range at {
		if _, ok := pkgs[p]; !ok {
			t.Errorf("the layers name %s, which holds no Go package", p)
		}
	}
	for dir, files := range pkgs {
		from, ok := at[dir]
		if !ok {
			continue
		}
		l := layers[from.layer]
		for _, f := range files {
			af, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.ImportsOnly)
			if err != nil {
				t.Fatal(err)
			}
			for _, im := range af.Imports {
				p, _ := strconv.Unquote(im.Path.Value)
				if why := forbidden(at, dir, l, from, p); why != "" {
					t.Errorf("%s imports %s: %s", f, p, why)
				}
			}
		}
	}
}

// forbidden says why the package in dir, at from in layer l, may not
// import p; "" when it may.
func forbidden(at map[string]place, dir string, l layer, from place, p string) string {
	switch {
	case strings.Contains(p, "ebiten") && !l.ebiten:
		return "the layer " + l.name + " imports no Ebiten"
	case l.pure && slices.Contains(systemCalls, p):
		return "the layer " + l.name + " reads no file and starts nothing"
	case l.stdOnly && (strings.Contains(strings.Split(p, "/")[0], ".") || dirOf(p) != ""):
		return "the layer " + l.name + " imports the standard library alone"
	}
	d := dirOf(p)
	if d == "" {
		return ""
	}
	to, ok := at[d]
	if !ok {
		return "it has no layer"
	}
	tl := layers[to.layer]
	switch {
	case tl.testsOnly && !layers[from.layer].testsOnly:
		return "only tests import " + tl.name
	case tl.importers != nil && !slices.Contains(tl.importers, dir):
		return "only " + strings.Join(tl.importers, ", ") + " may import " + tl.name
	case to.layer > from.layer:
		return "the layer " + tl.name + " is above " + l.name
	case to.layer == from.layer && l.apart:
		return "the packages of " + l.name + " import none of one another"
	case to.layer == from.layer && to.index > from.index:
		return "it is listed after " + dir + " in " + l.name
	case tl.ebiten && !l.ebiten:
		return "the layer " + tl.name + " may import Ebiten, and " + l.name + " may not, all the way down"
	case !tl.pure && l.pure:
		return "the layer " + tl.name + " is not pure, and " + l.name + " is, all the way down"
	}
	return ""
}

// TestTheMapIsTheLayers: the table of docs/architecture.md's "The
// layers" lists, row by row, the layers of TestLayers: their numbers,
// their names, their packages in their order, and says "Ebiten" is not
// imported exactly where the layer may not import it.
func TestTheMapIsTheLayers(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "docs", "architecture.md"))
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	start := strings.Index(text, "## The layers")
	if start < 0 {
		t.Fatal(`docs/architecture.md has no "## The layers"`)
	}
	var rows [][]string
	for _, line := range strings.Split(text[start:], "\n")[1:] {
		if strings.HasPrefix(line, "## ") {
			break
		}
		if !strings.HasPrefix(line, "| ") {
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), " | ")
		for i := range cells {
			cells[i] = strings.TrimSpace(cells[i])
		}
		if cells[0] == "#" || strings.HasPrefix(cells[0], "---") {
			continue
		}
		rows = append(rows, cells)
	}
	if len(rows) != len(layers) {
		t.Errorf("the map has %d rows, the layers %d", len(rows), len(layers))
	}
	for i := 0; i < min(len(rows), len(layers)); i++ {
		r, l := rows[i], layers[i]
		if len(r) < 5 {
			t.Errorf("row %d: %d columns, want # | layer | packages | owns | may not import", i+1, len(r))
			continue
		}
		if r[0] != strconv.Itoa(i+1) || r[1] != l.name {
			t.Errorf("row %d reads %s %q, want %d %q", i+1, r[0], r[1], i+1, l.name)
		}
		if got := codeSpans(r[2]); !slices.Equal(got, mapNames(l.packages)) {
			t.Errorf("row %d (%s) lists %v, want %v", i+1, l.name, got, mapNames(l.packages))
		}
		if says := strings.Contains(r[4], "Ebiten"); says == l.ebiten {
			t.Errorf("row %d (%s): may not import %q, but the layer may import Ebiten: %v", i+1, l.name, r[4], l.ebiten)
		}
	}
}

// codeSpans are the `quoted` words of a cell, in order.
func codeSpans(cell string) []string {
	var out []string
	parts := strings.Split(cell, "`")
	for i := 1; i < len(parts); i += 2 {
		out = append(out, parts[i])
	}
	return out
}

// mapNames are packages as the map names them: the root as main.go.
func mapNames(pkgs []string) []string {
	out := make([]string, len(pkgs))
	for i, p := range pkgs {
		out[i] = p
		if p == "." {
			out[i] = "main.go"
		}
	}
	return out
}
