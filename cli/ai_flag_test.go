package cli

import (
	"strings"
	"testing"
)

// TestAIFlag: --ai ARMY[:LEVEL], repeatable, for play and the bare
// command, reaches the table's Players; the level defaults to normal.
func TestAIFlag(t *testing.T) {
	for _, args := range [][]string{
		{"--ai", "beotiens", "--ai=atheniens:hard", "--no-autosave"},
		{"play", "../scenarios/tutorial.toml", "--ai", "beotiens", "--ai", "atheniens:hard", "--no-autosave"},
	} {
		var r run
		if code := Main(args, r.env(nil)); code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, r.err.String())
		}
		p := r.opened[0].Options.Players
		if len(p) != 2 || p["beotiens"] != "ai:normal" || p["atheniens"] != "ai:hard" {
			t.Errorf("%v: players %v", args, p)
		}
	}
}

// TestBadAIFlag: an unknown army or level is a clear error, exit 2.
func TestBadAIFlag(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"--ai", "spartiates"}, `--ai: there is no army "spartiates" in`},
		{[]string{"--ai", "beotiens:expert"}, `--ai beotiens:expert: unknown level "expert": the levels are easy, normal and hard`},
		{[]string{"--ai", ":easy"}, "name an army"},
	}
	for _, c := range cases {
		var r run
		code := Main(c.args, r.env(nil))
		if code != 2 || !strings.Contains(r.err.String(), c.want) || len(r.opened) > 0 {
			t.Errorf("%v: exit %d, stderr %q, want exit 2 and %q", c.args, code, r.err.String(), c.want)
		}
	}
}
