package play

import (
	"context"
	"testing"
	"time"

	"estafette/rules"
	"estafette/scenarios"
)

// tutorial is the built-in tutorial, loaded.
func tutorial(t *testing.T) (*rules.Scenario, *rules.Ruleset) {
	t.Helper()
	src, err := scenarios.Builtin("tutorial")
	if err != nil {
		t.Fatal(err)
	}
	sc, rs, err := scenarios.LoadScenario("tutorial.toml", src)
	if err != nil {
		t.Fatal(err)
	}
	return sc, rs
}

// TestGamesTellTheArmiesApart: on the tutorial with one army cut down to
// a unit, the games find that army behind; the same games played one or
// three at once give the same figures, and Pause is called after each
// action (the page's thread).
func TestGamesTellTheArmiesApart(t *testing.T) {
	sc, rs := tutorial(t)
	sc.Armies[0].Units = sc.Armies[0].Units[:1]
	if raceDetector {
		// The games played three at once, under the race detector.
		if _, err := Games(context.Background(), sc, rs, Config{Level: "easy", Games: 3, Seed: 1, Jobs: 3}, nil); err != nil {
			t.Fatal(err)
		}
		t.Skip("the figures are checked without the race detector")
	}
	pauses := 0
	cfg := Config{Level: "normal", Games: 6, Seed: 1, Jobs: 1, Pause: func() { pauses++ }}
	seen := 0
	one, err := Games(context.Background(), sc, rs, cfg, func(done, n int) { seen = done })
	if err != nil {
		t.Fatal(err)
	}
	if one.Games != 6 || seen != 6 || one.Fair() || one.Weaker() != 0 {
		t.Errorf("6 games: %d, progress %d, fair %v, weaker %d; want the cut army behind", one.Games, seen, one.Fair(), one.Weaker())
	}
	if float64(pauses) != one.Actions.Mean*6 {
		t.Errorf("%d pauses for %.0f actions", pauses, one.Actions.Mean*6)
	}
	cfg.Jobs, cfg.Pause = 3, nil
	three, err := Games(context.Background(), sc, rs, cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	if one.Sides[0].Wins != three.Sides[0].Wins || one.Draws != three.Draws || one.Actions != three.Actions {
		t.Errorf("one at once %+v, three at once %+v", one, three)
	}
	if _, err := Games(context.Background(), sc, rs, Config{Level: "expert", Games: 1}, nil); err == nil {
		t.Error("an unknown level was played")
	}
}

// TestGamesStopWhenAsked: a context that ends stops the games at their
// next decision, with its error.
func TestGamesStopWhenAsked(t *testing.T) {
	sc, rs := tutorial(t)
	ctx, cancel := context.WithCancel(context.Background())
	start := time.Now()
	played := 0
	_, err := Games(ctx, sc, rs, Config{Level: "easy", Games: 1000, Seed: 1, Jobs: 1}, func(done, n int) {
		played = done
		cancel()
	})
	if err != context.Canceled || played != 1 {
		t.Errorf("stopped after the first game: %v, %d played in %v", err, played, time.Since(start))
	}
}
