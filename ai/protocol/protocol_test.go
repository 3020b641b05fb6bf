//go:build unix

package protocol

import (
	"context"
	"errors"
	"os"
	"slices"
	"testing"
	"time"

	"estafette/ai"
	"estafette/rules"
)

// firstLegal is an external player in sh that answers each `go` with the
// first legal action it was sent; with SLOW set, it answers the first
// `go` with a line that is not an action, after a second; with DEAF set,
// it reads nothing for a second.
const firstLegal = `[ -n "$DEAF" ] && sleep 1
n=0 gos=0 first=
while IFS= read -r l; do
	case "$l" in
	"legal "*) n=1 ;;
	go)
		gos=$((gos+1))
		if [ -n "$SLOW" ] && [ $gos = 1 ]; then sleep 1; echo nonsense; else echo "$first"; fi ;;
	*) if [ $n = 1 ]; then first=$l; n=0; fi ;;
	esac
done`

// start starts command as the program, with a timeout long enough that
// only a cancel can end a question within the tests' bounds.
func start(t *testing.T, env, command string) *Player {
	t.Helper()
	p, err := Start(Options{
		Command: env + "\n" + command, Scenario: "test.toml", Army: "a",
		Stderr: os.Stderr, Timeout: time.Minute,
		State: func(*rules.State) any { return map[string]int{"turn": 1} },
	})
	t.Cleanup(p.Close)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// chooseCancelled asks p, cancels the question after a tenth of a
// second, and wants context.Canceled back within five seconds.
func chooseCancelled(t *testing.T, p *Player, legal []rules.Action) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	errc := make(chan error, 1)
	go func() {
		_, err := p.Choose(ctx, nil, legal)
		errc <- err
	}()
	time.Sleep(100 * time.Millisecond)
	cancel()
	select {
	case err := <-errc:
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("a cancelled question returned %v, want context.Canceled", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("a cancelled question still waits for the program 5 s later")
	}
}

// TestCancelReturnsAtOnce: a program that reads every line and never
// answers does not hold a cancelled question (ai.Player's contract: the
// window cancels the thinking when the player undoes); a question
// already cancelled is not sent.
func TestCancelReturnsAtOnce(t *testing.T) {
	p := start(t, "", "cat >/dev/null")
	chooseCancelled(t, p, []rules.Action{rules.EndPhase{}})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := p.Choose(ctx, nil, []rules.Action{rules.EndPhase{}}); !errors.Is(err, context.Canceled) {
		t.Fatalf("an already cancelled question returned %v", err)
	}
}

// TestCancelledAnswerIsDropped: the late answer to a cancelled question
// is not taken for the answer to the next one.
func TestCancelledAnswerIsDropped(t *testing.T) {
	p := start(t, "SLOW=1", firstLegal)
	chooseCancelled(t, p, []rules.Action{rules.EndPhase{}})
	c, err := p.Choose(context.Background(), nil, []rules.Action{rules.Pass{}, rules.EndPhase{}})
	if err != nil || c.Action != (rules.Pass{}) {
		t.Fatalf("the next question got %v, %v; want pass, its own answer", c.Action, err)
	}
}

// TestCancelWhileWriting: a program that does not read its input does
// not hold a cancelled question either, and the lines the cancel left
// unwritten reach it whole before the next question's.
func TestCancelWhileWriting(t *testing.T) {
	p := start(t, "DEAF=1", firstLegal)
	// More than a pipe holds: the write blocks until the program reads.
	many := slices.Repeat([]rules.Action{rules.EndPhase{}}, 40_000)
	chooseCancelled(t, p, many)
	c, err := p.Choose(context.Background(), nil, []rules.Action{rules.Roll{}})
	if err != nil || c.Action != (rules.Roll{}) {
		t.Fatalf("the next question got %v, %v; want roll, its own answer", c.Action, err)
	}
}

// TestTimeoutForfeits: a program that does not answer within the timeout
// forfeits ("timeout"), and stays forfeited.
func TestTimeoutForfeits(t *testing.T) {
	p, err := Start(Options{Command: "cat >/dev/null", Timeout: 50 * time.Millisecond,
		State: func(*rules.State) any { return nil }})
	t.Cleanup(p.Close) // even when Start failed (Start's contract)
	if err != nil {
		t.Fatal(err)
	}
	var f *Forfeit
	_, err = p.Choose(context.Background(), nil, []rules.Action{rules.EndPhase{}})
	if !errors.As(err, &f) || f.Reason != "timeout" {
		t.Fatalf("got %v, want a timeout forfeit", err)
	}
	if err := p.Events([]rules.Event{}); err != nil {
		t.Errorf("no events to send: %v", err)
	}
	if err := p.Refused(&rules.Violation{Rule: rules.RuleSyntax}); !errors.As(err, &f) {
		t.Errorf("a forfeited program is still written to: %v", err)
	}
}

var _ ai.Player = (*Player)(nil)
