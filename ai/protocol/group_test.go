//go:build unix

package protocol

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"estafette/rules"
)

// pidsIn reads the process ids a test's program wrote, one a line, once
// there are n of them.
func pidsIn(t *testing.T, file string, n int) []int {
	t.Helper()
	for end := time.Now().Add(5 * time.Second); time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
		data, _ := os.ReadFile(file)
		if f := strings.Fields(string(data)); len(f) >= n {
			var pids []int
			for _, s := range f {
				pid, _ := strconv.Atoi(s)
				pids = append(pids, pid)
			}
			return pids
		}
	}
	t.Fatalf("the program did not write %d process ids", n)
	return nil
}

// alive reports whether pid runs (a zombie, ended but not yet reaped,
// does not).
func alive(pid int) bool {
	if syscall.Kill(pid, 0) != nil {
		return false
	}
	stat, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "stat"))
	if err != nil {
		return !os.IsNotExist(err)
	}
	_, rest, _ := strings.Cut(string(stat), ") ")
	return !strings.HasPrefix(rest, "Z")
}

// allEnd waits up to two seconds for every pid to end.
func allEnd(t *testing.T, pids []int) {
	t.Helper()
	for end := time.Now().Add(2 * time.Second); time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
		left := 0
		for _, pid := range pids {
			if alive(pid) {
				left++
			}
		}
		if left == 0 {
			return
		}
	}
	for _, pid := range pids {
		if alive(pid) {
			t.Errorf("process %d outlived its player", pid)
			syscall.Kill(pid, syscall.SIGKILL)
		}
	}
}

// TestNoWorkerOutlivesItsProgram: a program that starts a worker and
// exits normally after "over" leaves no process behind (Close ended the
// group only while the program itself still ran; issue 35, item 10).
func TestNoWorkerOutlivesItsProgram(t *testing.T) {
	file := filepath.Join(t.TempDir(), "pids")
	p := start(t, "", "sleep 1000 </dev/null >/dev/null 2>&1 &\necho $! >"+file+"\n"+firstLegal)
	pids := pidsIn(t, file, 1)
	if c, err := p.Choose(context.Background(), nil, []rules.Action{rules.EndPhase{}}); err != nil || c.Action != (rules.EndPhase{}) {
		t.Fatalf("got %v, %v", c.Action, err)
	}
	p.Over("a")
	allEnd(t, pids)
}

// TestWorkerHoldingTheOutput: a program that exits while a worker it
// started holds its input and output forfeits for its exit at once, not for the
// timeout, and the worker ends with it.
func TestWorkerHoldingTheOutput(t *testing.T) {
	file := filepath.Join(t.TempDir(), "pids")
	p, err := Start(Options{Command: "exec 3<&0\nsleep 1000 <&3 & echo $! >" + file + "\nexit 0", Timeout: 20 * time.Second,
		State: func(*rules.State) any { return nil }, Stderr: os.Stderr})
	t.Cleanup(p.Close)
	if err != nil {
		t.Fatal(err)
	}
	pids := pidsIn(t, file, 1)
	at := time.Now()
	_, err = p.Choose(context.Background(), nil, []rules.Action{rules.EndPhase{}})
	var f *Forfeit
	if !errors.As(err, &f) || f.Reason != "exit" || time.Since(at) > 5*time.Second {
		t.Errorf("after %v: %v, want an exit forfeit at once", time.Since(at).Round(time.Millisecond), err)
	}
	allEnd(t, pids)
}

// TestEndAll: EndAll, what duel calls on Ctrl+C, ends every program
// running and what each started.
func TestEndAll(t *testing.T) {
	dir := t.TempDir()
	var pids []int
	for i := range 2 {
		file := filepath.Join(dir, strconv.Itoa(i))
		start(t, "", "echo $$ >"+file+"\nsleep 1000 </dev/null >/dev/null 2>&1 &\necho $! >>"+file+"\ncat >/dev/null")
		pids = append(pids, pidsIn(t, file, 2)...)
	}
	EndAll()
	allEnd(t, pids)
}
