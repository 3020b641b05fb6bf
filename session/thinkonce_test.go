package session

import (
	"context"
	"sync"
	"testing"
	"time"

	"estafette/ai"
	"estafette/rules"
)

// slowMind is a computer player with state, as ai.Random has: it counts
// its calls in a plain field (the race detector sees two calls at once)
// and notes how many run together. It answers its context's end only
// after a while, as a search finishes its node before it looks.
type slowMind struct {
	mu      sync.Mutex
	running int
	most    int
	calls   int // written without the lock: the race detector's witness
}

func (p *slowMind) Choose(ctx context.Context, _ *rules.State, legal []rules.Action) (ai.Choice, error) {
	p.mu.Lock()
	p.running++
	p.most = max(p.most, p.running)
	p.mu.Unlock()
	p.calls++
	defer func() {
		p.mu.Lock()
		p.running--
		p.mu.Unlock()
	}()
	<-ctx.Done()
	time.Sleep(20 * time.Millisecond)
	return ai.Choice{Action: legal[0]}, ctx.Err()
}

// TestTheComputerIsAskedOnceAtATime (issue 36): the window stops the
// computer (a window closes, an undo) and ticks again at once; the
// player is asked again only once its previous answer has come back, so
// that a player with state is never asked twice at once.
func TestTheComputerIsAskedOnceAtATime(t *testing.T) {
	s := sampleAtDefence(t)
	p := &slowMind{}
	s.SetComputer("beotiens", p)
	deadline := time.Now().Add(5 * time.Second)
	for i := 0; i < 5; i++ {
		s.Tick()
		s.StopComputer()
	}
	// The last stop's goroutine drains; a new question follows it.
	for time.Now().Before(deadline) {
		s.Tick()
		if _, asked := s.Job(); asked {
			break
		}
		time.Sleep(time.Millisecond)
	}
	s.StopComputer()
	s.Wait() // the last question drains: nothing runs while the counts are read
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.most != 1 {
		t.Errorf("%d calls of Choose ran at once, want 1", p.most)
	}
	if p.calls < 2 {
		t.Errorf("the computer was asked %d times, want it asked again after a stop", p.calls)
	}
}
