package cli

import (
	"estafette/game/editor"
	edcontrol "estafette/game/editor/control"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"estafette/i18n"
	"estafette/rules/hex"
	"estafette/scenarios"
	"estafette/session"
)

// editRun runs `estafette edit` with a fake editor window.
func editRun(t *testing.T, args ...string) (run, []editor.Options, int) {
	t.Helper()
	var r run
	var opened []editor.Options
	env := r.env(nil)
	env.OpenEditor = func(o editor.Options) error { opened = append(opened, o); return nil }
	code := Main(append([]string{"edit"}, args...), env)
	return r, opened, code
}

func TestEditOpensAFile(t *testing.T) {
	r, opened, code := editRun(t, "../scenarios/tutorial.toml", "--lang", "en", "--select", "G1",
		"--drag", "palette:unit:cavalry-light>5,5", "--drag=G1>off", "--hold", "--click", "palette:tab:terrain", "--hover", "3,3")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, r.err.String())
	}
	o := opened[0]
	if o.Scenario == nil || o.Ruleset == nil || o.Path != "../scenarios/tutorial.toml" || o.Form {
		t.Errorf("options %+v", o)
	}
	var gs []string
	for _, g := range o.Gestures {
		gs = append(gs, fmt.Sprintf("%v:%s", g.Drag, g.Spec))
	}
	if o.Lang != i18n.EN || o.Select != "G1" || !o.Hold || o.Hover != "3,3" ||
		strings.Join(gs, " ") != "true:palette:unit:cavalry-light>5,5 true:G1>off false:palette:tab:terrain" {
		t.Errorf("hooks %+v", o)
	}
	// --save-to writes elsewhere.
	_, opened, _ = editRun(t, "--save-to", "out.toml", "../scenarios/tutorial.toml")
	if opened[0].Path != "out.toml" {
		t.Errorf("--save-to: path %q", opened[0].Path)
	}
}

func TestEditNewScenario(t *testing.T) {
	// No file: the form asks for the ruleset and the size.
	_, opened, code := editRun(t)
	if code != 0 || opened[0].Scenario != nil || !opened[0].Form || opened[0].Path != "" {
		t.Fatalf("exit %d, options %+v", code, opened)
	}
	// A file that does not exist yet is where the new scenario is saved;
	// --ruleset and --size skip the form.
	path := filepath.Join(t.TempDir(), "nuit.toml")
	_, opened, code = editRun(t, path, "--ruleset", "jomini", "--size", "20x14")
	o := opened[0]
	if code != 0 || o.Scenario != nil || o.Form || o.Path != path || o.NewRuleset != "jomini" || o.Columns != 20 || o.Rows != 14 {
		t.Errorf("exit %d, options %+v", code, o)
	}
}

func TestEditRefusals(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.toml")
	os.WriteFile(bad, []byte("title = \"x\"\nruleset = \"thucydide\"\nfirst = \"a\"\nmorale = 3\n"), 0o644)
	saved := filepath.Join(dir, "g.estafette")
	os.WriteFile(saved, []byte(session.SaveHeader+"\n"), 0o644)
	cases := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--size", "big"}, 2, "--size wants COLUMNSxROWS"},
		{[]string{"--size", "8x8"}, 2, "the rules want 12x9"},
		{[]string{"--ruleset", "chess"}, 2, `unknown ruleset "chess"`},
		{[]string{"--record", "x.rec"}, 2, "for the table, not the editor"},
		{[]string{"--fly=1"}, 2, "estafette edit: unknown option --fly\n"},
		{[]string{"--bench-frames", "3"}, 2, "for the table, not the editor"},
		{[]string{"--drag"}, 2, "needs a value"},
		{[]string{"a.toml", "b.toml"}, 2, "one scenario at a time"},
		{[]string{bad}, 1, `morale: unknown key "morale"`},
		{[]string{saved}, 1, "a saved game; the editor opens scenario files"},
		{[]string{"--size", "20x14", "../scenarios/tutorial.toml"}, 2, "for a new scenario"},
	}
	for _, c := range cases {
		r, opened, code := editRun(t, c.args...)
		if code != c.code || !strings.Contains(r.err.String(), c.want) {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", c.args, code, r.err.String(), c.code, c.want)
		}
		if len(opened) != 0 {
			t.Errorf("%v opened the editor", c.args)
		}
	}
}

func TestUsageNamesEdit(t *testing.T) {
	var r run
	Main([]string{"help"}, r.env(nil))
	if !strings.Contains(r.out.String(), "estafette edit [FILE.toml]") || !strings.Contains(r.out.String(), "--save-to OUT.toml") {
		t.Errorf("usage:\n%s", r.out.String())
	}
}

// TestEditorSavedFilePassesCheck: a scenario edited and saved through the
// editor's save passes `estafette check`.
func TestEditorSavedFilePassesCheck(t *testing.T) {
	src, _ := os.ReadFile("../scenarios/marathon.toml")
	sc, rs, err := scenarios.LoadScenario("marathon.toml", src)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "marathon-edited.toml")
	c := edcontrol.NewController(path, sc, rs)
	c.SetBrush("woods")
	c.PressBoard(hex.FromOffset(2, 2), "", false)
	c.DragTo(hex.FromOffset(3, 2), true)
	c.Release(hex.FromOffset(3, 2), true)
	c.SetTab(edcontrol.TabPieces)
	c.PressPalette(edcontrol.Unit{Profile: "infantry-light"})
	c.Release(hex.FromOffset(2, 2), true)
	if c.Status().Refused {
		t.Fatalf("edits refused: %s", c.StatusText())
	}
	if _, err := c.Save(); err != nil {
		t.Fatal(err)
	}
	var r run
	if code := Main([]string{"check", path}, r.env(nil)); code != 0 || !strings.Contains(r.out.String(), ": ok (") {
		t.Errorf("check exited %d:\n%s", code, r.out.String())
	}
}
