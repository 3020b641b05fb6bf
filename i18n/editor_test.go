package i18n

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestEditorKeysExist checks that every text key the editor window uses
// — say(l, "key"), tell("key"), and the label, tip and Key of its fields
// and status — is in the catalog under "editor.", in both languages, with
// the same arguments.
func TestEditorKeysExist(t *testing.T) {
	files, _ := filepath.Glob("../game/editor/*.go")
	ctl, _ := filepath.Glob("../game/editor/control/*.go") // the controller's sentences
	files = append(files, ctl...)
	n := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		fs := token.NewFileSet()
		af, err := parser.ParseFile(fs, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		check := func(e ast.Expr) {
			bl, ok := e.(*ast.BasicLit)
			if !ok || bl.Kind != token.STRING {
				return
			}
			key, _ := strconv.Unquote(bl.Value)
			n++
			if !Has("editor." + key) {
				t.Errorf("%s: key %q is not in the catalog (i18n/editor.go)", fs.Position(bl.Pos()), key)
			}
		}
		ast.Inspect(af, func(x ast.Node) bool {
			switch x := x.(type) {
			case *ast.CallExpr:
				name := ""
				switch fn := x.Fun.(type) {
				case *ast.Ident:
					name = fn.Name
				case *ast.SelectorExpr:
					name = fn.Sel.Name
				}
				switch {
				case name == "say" && len(x.Args) > 1:
					check(x.Args[1])
				case (name == "tell" || name == "Tell") && len(x.Args) > 0:
					check(x.Args[0])
				}
			case *ast.KeyValueExpr:
				if k, ok := x.Key.(*ast.Ident); ok && (k.Name == "label" || k.Name == "tip" || k.Name == "Key") {
					check(x.Value)
				}
			}
			return true
		})
	}
	if n < 100 {
		t.Fatalf("found only %d editor keys: is the scan broken?", n)
	}
	for k, e := range editorTexts {
		if strings.Count(e.fr, "%") != strings.Count(e.en, "%") {
			t.Errorf("editor key %q: the two languages take different arguments: %q / %q", k, e.fr, e.en)
		}
	}
}
