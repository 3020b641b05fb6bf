//go:build unix

package cli

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"estafette/internal/safefile"
)

// duelChild, set in the environment, makes this test binary run
// `estafette duel` with these arguments (one a line) and exit.
const duelChild = "ESTAFETTE_DUEL_CHILD"

// TestDuelEndsItsPlayersOnASignal: Ctrl+C (SIGINT) or SIGTERM sent to a
// duel ends it, and with it every process an external player started;
// they ran on after it (issue 35, item 10).
func TestDuelEndsItsPlayersOnASignal(t *testing.T) {
	if args := os.Getenv(duelChild); args != "" {
		os.Exit(Main(strings.Split(args, "\n"), Env{Stdout: os.Stdout, Stderr: os.Stderr, Getenv: os.Getenv, ReadFile: safefile.Read}))
	}
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		t.Run(sig.String(), func(t *testing.T) {
			dir := t.TempDir()
			pids := filepath.Join(dir, "pids")
			bot := filepath.Join(dir, "bot.sh")
			os.WriteFile(bot, []byte("echo $$ >>"+pids+"\nsleep 1000 </dev/null >/dev/null 2>&1 &\necho $! >>"+pids+"\ncat >/dev/null\n"), 0o644)
			cmd := exec.Command(os.Args[0], "-test.run=^TestDuelEndsItsPlayersOnASignal$")
			cmd.Env = append(os.Environ(), duelChild+"="+strings.Join([]string{"duel", "../scenarios/tutorial.toml", "cmd:sh " + bot, "random"}, "\n"))
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			procs := waitPids(t, pids, 2)
			cmd.Process.Signal(sig)
			exited := make(chan error, 1)
			go func() { exited <- cmd.Wait() }()
			select {
			case err := <-exited:
				var ee *exec.ExitError
				if !errors.As(err, &ee) || ee.ExitCode() != 128+int(sig) {
					t.Errorf("the duel ended with %v, want exit %d", err, 128+int(sig))
				}
			case <-time.After(5 * time.Second):
				cmd.Process.Kill()
				t.Fatal("the duel did not end within 5 s of the signal")
			}
			for end := time.Now().Add(2 * time.Second); time.Now().Before(end) && anyAlive(procs); {
				time.Sleep(20 * time.Millisecond)
			}
			for _, pid := range procs {
				if processAlive(pid) {
					t.Errorf("process %d outlived the duel", pid)
					syscall.Kill(pid, syscall.SIGKILL)
				}
			}
		})
	}
}

// waitPids reads the n process ids a test's program writes to file.
func waitPids(t *testing.T, file string, n int) []int {
	t.Helper()
	for end := time.Now().Add(10 * time.Second); time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
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
	t.Fatalf("the player did not write %d process ids", n)
	return nil
}

func anyAlive(pids []int) bool {
	for _, pid := range pids {
		if processAlive(pid) {
			return true
		}
	}
	return false
}

// processAlive reports whether pid runs: a zombie, ended but not yet
// reaped, does not.
func processAlive(pid int) bool {
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
