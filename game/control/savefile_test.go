package control_test

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"estafette/game/control"
	"estafette/rules"
	"estafette/session"
)

func TestSaveLoadRoundTrip(t *testing.T) {
	c := played(t)
	data, err := c.SaveText()
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	if !strings.HasPrefix(text, session.SaveHeader+"\n# scenario: tutorial.toml\n") || !strings.Contains(text, "\n"+session.RecordSeparator+"\norder gueulante HIP\n") {
		t.Errorf("saved text:\n%s", text)
	}
	d, err := control.LoadSave("game.estafette", data)
	if err != nil {
		t.Fatal(err)
	}
	sameGame(t, c, d)
	if d.ScenarioName() != "tutorial.toml" {
		t.Errorf("name %q", d.ScenarioName())
	}
	// Saving the loaded game gives the same file: no header piles up.
	again, _ := d.SaveText()
	if string(again) != text {
		t.Errorf("second save differs:\n%s", again)
	}
	// A seed other than the scenario's travels with the record.
	src := tutorialSource(t)
	e := control.NewController("t.toml", src, c.Scenario(), c.Ruleset(), 99)
	data, _ = e.SaveText()
	f, err := control.LoadSave("s", data)
	if err != nil || f.Seed() != 99 || !strings.Contains(string(data), session.RecordSeparator+"\nseed 99\n") {
		t.Errorf("seed: %v %d\n%s", err, f.Seed(), data)
	}
}

func TestSaveErrorsHavePositions(t *testing.T) {
	good, _ := played(t).SaveText()
	lines := strings.Split(string(good), "\n")
	sep := 0
	for i, l := range lines {
		if l == session.RecordSeparator {
			sep = i + 1 // 1-based line of the separator
		}
	}
	titleLine := 0
	for i, l := range lines {
		if strings.HasPrefix(l, "title = ") {
			titleLine = i + 1
		}
	}
	cases := []struct {
		name, data, want string
	}{
		{"empty", "", "g.estafette:1:1: not an Estafette saved game"},
		{"toml", "title = \"x\"\n", "g.estafette:1:1: not an Estafette saved game"},
		{"no separator", session.SaveHeader + "\ntitle = \"x\"\n", "g.estafette:3:1: no \"#=== record ===\" line"},
		{"binary", session.SaveHeader + "\n\xff\xfe\n", "g.estafette:2:1: the file is not UTF-8 text"},
		{"bad verb", strings.Replace(string(good), "end\n", "  fly HIP\n", 1),
			"g.estafette:" + itoa(sep+4) + ":3: unknown verb \"fly\""},
		{"refused", strings.Replace(string(good), "move G2 6,7 with HIP", "move G2 6,3", 1),
			"g.estafette:" + itoa(sep+5) + ":1: rejected MOV."},
		{"bad scenario", strings.Replace(string(good), "title = ", "titel = ", 1),
			"g.estafette:" + itoa(titleLine) + ":1: "},
	}
	for _, tc := range cases {
		_, err := control.LoadSave("g.estafette", []byte(tc.data))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %q", tc.name, err, tc.want)
		}
	}
	var se session.SaveErrors
	if _, err := control.LoadSave("g.estafette", []byte("x")); !errors.As(err, &se) || se[0].Line != 1 {
		t.Errorf("a bad header should be a session.SaveErrors at line 1: %v", err)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

func TestSaveRefusesSeparatorInScenario(t *testing.T) {
	c := newTutorial(t)
	c.Session().Game().Source = append([]byte(session.RecordSeparator+"\n"), c.Session().Game().Source...)
	if _, err := c.SaveText(); err == nil {
		t.Error("a scenario holding the separator line must not be saved")
	}
}

func TestReplayErrorNamesTheAction(t *testing.T) {
	c := newTutorial(t)
	err := c.Replay([]rules.Action{rules.EndPhase{}, rules.Activate{Leader: "HIP", Pieces: []string{"G1"}}})
	var re *session.ReplayError
	if !errors.As(err, &re) || re.Index != 1 || re.Violation.Rule != rules.RulePhaseWrong {
		t.Errorf("replay error %v", err)
	}
	wantRecord(t, c, "end")
}

// FuzzLoadSave feeds the saved-game reader arbitrary text: it must never
// panic, and whatever it accepts must save and load back to the same game.
func FuzzLoadSave(f *testing.F) {
	good, err := played(f).SaveText()
	if err != nil {
		f.Fatal(err)
	}
	f.Add(good)
	f.Add([]byte(session.SaveHeader + "\n" + session.RecordSeparator + "\n"))
	f.Add([]byte(session.SaveHeader + "\n# scenario: x\ntitle = 1\n" + session.RecordSeparator + "\nseed 3\nend\n"))
	f.Add([]byte(strings.Replace(string(good), "end\n", "end\x00\n", 1)))
	f.Add([]byte("\uFEFF" + string(good)))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := control.LoadSave("fuzz.estafette", data)
		if err != nil {
			if err.Error() == "" {
				t.Error("empty error")
			}
			return
		}
		again, err := c.SaveText()
		if err != nil {
			return // the scenario holds the separator line: refused, fine
		}
		d, err := control.LoadSave("again.estafette", again)
		if err != nil {
			t.Fatalf("a saved game does not load back: %v\n%s", err, again)
		}
		if strings.Join(recordLines(c), "\n") != strings.Join(recordLines(d), "\n") {
			t.Fatalf("record changed on a round trip")
		}
	})
}
