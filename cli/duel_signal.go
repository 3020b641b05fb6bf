package cli

import (
	"context"
	"os"
	"os/signal"
	"sync"
	"syscall"

	"estafette/ai/protocol"
)

// endPlayersOnSignal makes Ctrl+C (SIGINT) and SIGTERM end every external
// player's process group before the duel exits, 128 plus the signal's
// number as a shell reports it: the players run in process groups of
// their own, which a terminal's Ctrl+C does not reach. stop undoes it.
func endPlayersOnSignal() (stop func()) {
	signals := make(chan os.Signal, 1)
	signal.Notify(signals, os.Interrupt, syscall.SIGTERM)
	ctx, done := context.WithCancel(context.Background())
	// exiting is held from the signal to the exit: the players it ends
	// make the duel's loop end too, and the duel must not exit first with
	// its own status (stop waits on it).
	var exiting sync.Mutex
	go func() {
		select {
		case sig := <-signals:
			exiting.Lock()
			protocol.EndAll()
			code := 130
			if sig == syscall.SIGTERM {
				code = 143
			}
			os.Exit(code)
		case <-ctx.Done():
		}
	}()
	return func() {
		exiting.Lock()
		defer exiting.Unlock()
		signal.Stop(signals)
		done()
	}
}
