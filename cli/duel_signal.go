package cli

import (
	"context"
	"os"
	"os/signal"
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
	go func() {
		select {
		case sig := <-signals:
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
		signal.Stop(signals)
		done()
	}
}
