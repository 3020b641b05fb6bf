package cli

import (
	"context"
	"errors"
	"io"
	"sync"
	"time"

	"estafette/ai"
	"estafette/ai/protocol"
	"estafette/rules"
)

// enginePlayer is an external program in a duel: a protocol.Player whose
// errors read as the duel's own (forfeitError, refusalError), its state
// line replay --json's state object.
type enginePlayer struct{ p *protocol.Player }

// startEngine starts `sh -c command` and writes the protocol's first
// lines. The returned player, even with an error, must be closed.
func startEngine(command, scenario, army string, stderr io.Writer, timeout time.Duration) (*enginePlayer, error) {
	p, err := protocol.Start(protocol.Options{
		Command: command, Scenario: scenario, Army: army, Stderr: stderr, Timeout: timeout,
		State: func(st *rules.State) any { return replaySnapshot(st) },
	})
	if p == nil {
		return nil, duelError(err)
	}
	return &enginePlayer{p}, duelError(err)
}

// Choose asks the program (protocol.Player.Choose).
func (e *enginePlayer) Choose(ctx context.Context, st *rules.State, legal []rules.Action) (ai.Choice, error) {
	c, err := e.p.Choose(ctx, st, legal)
	return c, duelError(err)
}

func (e *enginePlayer) refused(v *rules.Violation) error { return duelError(e.p.Refused(v)) }
func (e *enginePlayer) events(ev []rules.Event) error    { return duelError(e.p.Events(ev)) }
func (e *enginePlayer) over(winner string)               { e.p.Over(winner) }

func (e *enginePlayer) close() {
	if e != nil {
		e.p.Close()
	}
}

// duelError says the protocol's errors in the duel's words.
func duelError(err error) error {
	var f *protocol.Forfeit
	if errors.As(err, &f) {
		return &forfeitError{f.Reason, f.Detail}
	}
	var r *protocol.Refusal
	if errors.As(err, &r) {
		return &refusalError{r.Violation}
	}
	return err
}

// lockedWriter lets the external programs of one duel share a standard
// error that is not a file.
type lockedWriter struct {
	mu *sync.Mutex
	w  io.Writer
}

func (l lockedWriter) Write(b []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(b)
}
