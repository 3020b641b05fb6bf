package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"estafette/i18n"
	"estafette/internal/safefile"
	"estafette/rules"
)

type run struct {
	out, err bytes.Buffer
	opened   []Window
}

func (r *run) env(files map[string]string) Env {
	return Env{
		Stdout: &r.out, Stderr: &r.err,
		Getenv: func(k string) string { return map[string]string{"LANG": "fr_FR.UTF-8"}[k] },
		ReadFile: func(name string, limit int64) ([]byte, error) {
			if s, ok := files[name]; ok {
				return []byte(s), nil
			}
			return safefile.Read(name, limit)
		},
		OpenWindow: func(w Window) error { r.opened = append(r.opened, w); return nil },
	}
}

func TestCheckBuiltinScenarios(t *testing.T) {
	files, _ := filepath.Glob("../scenarios/*.toml")
	if len(files) < 5 {
		t.Fatalf("found %d scenario files", len(files))
	}
	var r run
	if code := Main(append([]string{"check"}, files...), r.env(nil)); code != 0 {
		t.Fatalf("check exited %d:\n%s", code, r.out.String())
	}
	if n := strings.Count(r.out.String(), ": ok ("); n != len(files) {
		t.Errorf("%d ok lines for %d files:\n%s", n, len(files), r.out.String())
	}
}

func TestCheckRefusesMalformed(t *testing.T) {
	good, err := os.ReadFile("../scenarios/testdata/valid.toml")
	if err != nil {
		t.Fatal(err)
	}
	bad := strings.Replace(string(good), `hex = "5,8"`, "hex = \"5,8\"\nmorale = 3", 1)
	bad = strings.Replace(bad, `hex = "6,2"`+"\n\n  [[army.unit]]", `hex = "30,2"`+"\n\n  [[army.unit]]", 1)
	var r run
	code := Main([]string{"check", "good.toml", "bad.toml", "missing.toml"}, r.env(map[string]string{"good.toml": string(good), "bad.toml": bad}))
	if code != 1 {
		t.Fatalf("exit %d, want 1", code)
	}
	// The ok lines on standard output, the errors on standard error.
	if out := r.out.String(); out != "good.toml: ok (thucydide, 12×9, 6 pieces)\n" {
		t.Errorf("standard output %q", out)
	}
	errs := r.err.String()
	for _, want := range []string{
		`bad.toml:41:1: army[0].unit[0].morale: unknown key "morale"`,
		"bad.toml:61:3: army[1].leader[0].hex: hex 30,2 is off the board",
		"missing.toml: cannot read the file: no such file or directory",
	} {
		if !strings.Contains(errs, want) {
			t.Errorf("standard error lacks %q:\n%s", want, errs)
		}
	}
}

func TestCheckNeedsFiles(t *testing.T) {
	var r run
	if code := Main([]string{"check"}, r.env(nil)); code != 1 {
		t.Errorf("check with no file exited %d", code)
	}
}

func TestBareCommandOpensTutorial(t *testing.T) {
	var r run
	if code := Main([]string{"--screenshot", "out.png"}, r.env(nil)); code != 0 {
		t.Fatalf("exit %d: %s", code, r.err.String())
	}
	if len(r.opened) != 1 {
		t.Fatal("no window opened")
	}
	w := r.opened[0]
	if !strings.HasPrefix(w.Scenario.Title, "Tutoriel") || w.Options.Screenshot != "out.png" {
		t.Errorf("opened %q with %+v", w.Scenario.Title, w.Options)
	}
	if w.Options.Lang != i18n.FR {
		t.Errorf("the locale is French, the window is %s", w.Options.Lang)
	}
}

func TestPlayFileAndFlags(t *testing.T) {
	var r run
	if code := Main([]string{"play", "--lang=en", "../scenarios/pratzen.toml"}, r.env(nil)); code != 0 {
		t.Fatalf("exit %d: %s", code, r.err.String())
	}
	if w := r.opened[0]; w.Ruleset.Key != "jomini" || w.Options.Lang != i18n.EN {
		t.Errorf("opened %s in %s", w.Ruleset.Key, w.Options.Lang)
	}
}

func TestBadCommandLines(t *testing.T) {
	checkRefusals(t, []refusal{
		{[]string{"fly"}, 2, `unknown command "fly"`},
		{[]string{"--lang", "de"}, 2, `unknown language "de"`},
		{[]string{"--zoom", "2"}, 2, "unknown option --zoom"},
		{[]string{"--screenshot"}, 2, "estafette: option --screenshot needs a value\n"},
		{[]string{"--x"}, 2, "estafette: unknown option --x\n"},
		{[]string{"-x=1"}, 2, "estafette: unknown option --x\n"},
		{[]string{"---x"}, 2, `"---x" is not an option`},
		{[]string{"play", "--x", "../scenarios/pratzen.toml"}, 2, "estafette: unknown option --x\n"},
		{[]string{"play", "../scenarios/pratzen.toml", "--x"}, 2, "estafette: unknown option --x\n"},
		{[]string{"edit", "--x"}, 2, "estafette edit: unknown option --x\n"},
		{[]string{"check", "--x", "../scenarios/pratzen.toml"}, 1, "estafette check: unknown option --x\n"},
		{[]string{"replay", "--x"}, 2, "estafette replay: unknown option --x\n"},
		{[]string{"--no-autosave=maybe"}, 2, `estafette: option --no-autosave takes no value (or =true, =false), not "maybe"` + "\n"},
		{[]string{"play"}, 2, "name a scenario file"},
		{[]string{"play", "nope.toml"}, 1, "nope.toml: cannot read the file"},
	})
}

// refusal is a command line the program refuses: its exit status, and
// what its standard error says.
type refusal struct {
	args []string
	code int
	want string
}

// checkRefusals runs each command line: it exits with its status, says
// why on standard error, and opens no window.
func checkRefusals(t *testing.T, cases []refusal) {
	t.Helper()
	for _, c := range cases {
		var r run
		code := Main(c.args, r.env(nil))
		if code != c.code || !strings.Contains(r.err.String(), c.want) {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", c.args, code, r.err.String(), c.code, c.want)
		}
		if len(r.opened) != 0 {
			t.Errorf("%v opened a window", c.args)
		}
	}
}

// TestHelpForEveryCommand: --help, -h and -help print the command's usage
// on standard output and exit 0.
func TestHelpForEveryCommand(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--help"}, "estafette play FILE.toml"},
		{[]string{"help"}, "estafette play FILE.toml"},
		{[]string{"play", "-h"}, "window options:"},
		{[]string{"--lang", "en", "-help"}, "window options:"},
		{[]string{"edit", "--help"}, "--save-to OUT.toml"},
		{[]string{"check", "--help"}, "usage: estafette check FILE.toml ..."},
		{[]string{"replay", "-h"}, "usage: estafette replay [--json] [--log] SCENARIO RECORD"},
	} {
		var r run
		code := Main(c.args, r.env(nil))
		if code != 0 || !strings.Contains(r.out.String(), c.want) || r.err.Len() > 0 || len(r.opened) > 0 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", c.args, code, r.out.String(), r.err.String())
		}
	}
}

// TestOptionsAnywhereAndDoubleDash: options may follow the file, and "--"
// ends them, so that a file whose name starts with "-" can be named.
func TestOptionsAnywhereAndDoubleDash(t *testing.T) {
	var r run
	if code := Main([]string{"play", "../scenarios/pratzen.toml", "--lang", "en", "--select=G1"}, r.env(nil)); code != 0 {
		t.Fatalf("exit %d: %s", code, r.err.String())
	}
	if o := r.opened[0].Options; o.Lang != i18n.EN || o.Select != "G1" {
		t.Errorf("options after the file were lost: %+v", o)
	}
	valid, _ := os.ReadFile("../scenarios/testdata/valid.toml")
	r = run{}
	code := Main([]string{"check", "--", "-dash.toml", "--also.toml"}, r.env(map[string]string{"-dash.toml": string(valid), "--also.toml": string(valid)}))
	if code != 0 || r.out.String() != "-dash.toml: ok (thucydide, 12×9, 6 pieces)\n--also.toml: ok (thucydide, 12×9, 6 pieces)\n" {
		t.Errorf("exit %d, stdout %q, stderr %q", code, r.out.String(), r.err.String())
	}
}

// TestRecordLimitsAgree: the file reader lets through exactly what the
// record parser accepts, so a record is never refused with two different
// sizes depending on the path it came by.
func TestRecordLimitsAgree(t *testing.T) {
	if safefile.MaxRecord != rules.MaxRecordBytes {
		t.Errorf("safefile.MaxRecord = %d, rules.MaxRecordBytes = %d", safefile.MaxRecord, rules.MaxRecordBytes)
	}
	if safefile.MaxSave < safefile.MaxScenario+safefile.MaxRecord {
		t.Errorf("a saved game (%d) must hold the largest scenario and record (%d)", safefile.MaxSave, safefile.MaxScenario+safefile.MaxRecord)
	}
}
