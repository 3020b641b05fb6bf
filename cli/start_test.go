package cli

import (
	"strings"
	"testing"

	"estafette/i18n"
)

// TestBareCommandOpensTheStartScreen: `estafette` alone, or with only the
// language, full screen or --no-autosave, opens the start screen in the
// locale's language; --lang is marked as given, so the saved language
// does not replace it.
func TestBareCommandOpensTheStartScreen(t *testing.T) {
	cases := []struct {
		args       []string
		lang       i18n.Lang
		given      bool
		full, noAS bool
	}{
		{nil, i18n.FR, false, false, false},
		{[]string{"--lang", "en"}, i18n.EN, true, false, false},
		{[]string{"--fullscreen", "--no-autosave"}, i18n.FR, false, true, true},
	}
	for _, c := range cases {
		var r run
		if code := Main(c.args, r.env(nil)); code != 0 {
			t.Fatalf("%v: exit %d: %s", c.args, code, r.err.String())
		}
		if len(r.opened) != 1 || r.opened[0].Start == nil {
			t.Fatalf("%v: opened %+v, want the start screen", c.args, r.opened)
		}
		o := r.opened[0].Start
		if o.Lang != c.lang || o.Display.LangGiven != c.given || o.Display.Fullscreen != c.full || o.NoAutosave != c.noAS {
			t.Errorf("%v: start options %+v", c.args, o)
		}
	}
}

// TestPlayGoesStraightToTheTable: `play FILE`, and the bare command with
// an option only the table takes, open the table as before.
func TestPlayGoesStraightToTheTable(t *testing.T) {
	for _, args := range [][]string{
		{"play", "../scenarios/marathon.toml"},
		{"play", "../scenarios/marathon.toml", "--fullscreen"},
		{"--screenshot", "x.png"},
		{"--select", "HIP"},
		{"--click", "HIP", "--lang", "en"},
		{"--ai", "beotiens"}, // solo against the computer, on the tutorial
	} {
		var r run
		if code := Main(args, r.env(nil)); code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, r.err.String())
		}
		if len(r.opened) != 1 || r.opened[0].Start != nil || r.opened[0].Scenario == nil {
			t.Fatalf("%v: opened %+v, want the table", args, r.opened)
		}
		w := r.opened[0]
		if args[0] == "play" && (w.Options.Name != "../scenarios/marathon.toml" || w.Options.AnyAutosave) {
			t.Errorf("%v: %q, any autosave %v", args, w.Options.Name, w.Options.AnyAutosave)
		}
		if args[0] != "play" && (w.Options.Name != "tutorial.toml" || !w.Options.AnyAutosave) {
			t.Errorf("%v: the bare command with a table option opens %q (any autosave %v)", args, w.Options.Name, w.Options.AnyAutosave)
		}
		if w.Display.Fullscreen != strings.Contains(strings.Join(args, " "), "--fullscreen") {
			t.Errorf("%v: fullscreen %v", args, w.Display.Fullscreen)
		}
	}
}

// TestStartOptionOpensTheStartScreen: --start asks for the start screen
// with a screenshot's options, and refuses a file or a table's option.
func TestStartOptionOpensTheStartScreen(t *testing.T) {
	var r run
	if code := Main([]string{"--start", "--screenshot", "s.png", "--click", "open", "--hover", "new"}, r.env(nil)); code != 0 {
		t.Fatalf("--start: exit %d: %s", code, r.err.String())
	}
	if o := r.opened[0].Start; o == nil || o.Screenshot != "s.png" || len(o.Clicks) != 1 || o.Hover != "new" {
		t.Errorf("--start: %+v", r.opened[0])
	}
	for _, args := range [][]string{{"play", "../scenarios/marathon.toml", "--start"}, {"--start", "--select", "HIP"}} {
		r = run{}
		if code := Main(args, r.env(nil)); code != 2 || len(r.opened) != 0 || !strings.Contains(r.err.String(), "--start opens the start screen") {
			t.Errorf("%v: exit %d, %q", args, code, r.err.String())
		}
	}
}

// TestEditTakesNoFullscreen: the editor refuses --fullscreen (it does
// not take it yet) rather than ignoring it.
func TestEditTakesNoFullscreen(t *testing.T) {
	var r run
	if code := Main([]string{"edit", "--fullscreen"}, r.env(nil)); code != 2 {
		t.Errorf("edit --fullscreen: exit %d (the editor does not take it yet)", code)
	}
}
