//go:build !js

package session

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
)

// deadPid is the id of a process that has ended.
func deadPid(t *testing.T) int {
	t.Helper()
	cmd := exec.Command("go", "version")
	if err := cmd.Run(); err != nil {
		t.Skip(err)
	}
	return cmd.Process.Pid
}

// TestStaleLockIsTakenOnce: two windows that find the same stale lock (a
// crashed program's) at once never both take it: exactly one plays the
// game, the other gets a copy. Taking it over was check-then-remove, so
// the second could remove the first's new lock and take it too (issue
// 36, item 2).
func TestStaleLockIsTakenOnce(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "g.lock")
	stale := fmt.Sprintf("%d crashed\n", deadPid(t))
	for round := 0; round < 300; round++ {
		os.Remove(name)
		if err := os.WriteFile(name, []byte(stale), 0o644); err != nil {
			t.Fatal(err)
		}
		var won [2]bool
		var ready, wg sync.WaitGroup
		start := make(chan struct{})
		for i := range won {
			wg.Add(1)
			ready.Add(1)
			go func() {
				defer wg.Done()
				ready.Done()
				<-start
				won[i] = fileLocks{}.lock(name, fmt.Sprintf("window-%d", i))
			}()
		}
		ready.Wait()
		close(start)
		wg.Wait()
		if won[0] == won[1] {
			t.Fatalf("round %d: both windows took the lock: %v", round, won)
		}
	}
}
