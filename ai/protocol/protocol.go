// Package protocol is the engine protocol's player (docs/duel.md): an
// external program that commands an army over its standard input and
// output, one UTF-8 line at a time, as chess engines speak UCI. It stands
// behind ai.Player beside the built-in players; unlike package ai, it
// starts a process and reads pipes, so it lives in a layer of its own
// above ai's pure packages, below the session and the windows
// (game/layers_test.go's TestLayers).
package protocol

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"

	"estafette/ai"
	"estafette/rules"
)

// Version is the first line Estafette writes.
const Version = "estafette 1"

// Bounds on what an external program may send for one `go`: a line longer
// than maxAnswerBytes is refused (rules.MaxRecordLineLength characters of
// up to four bytes fit), and so is an answer hidden behind more than
// maxIgnoredLines blank or comment lines.
const (
	maxAnswerBytes  = 4 * rules.MaxRecordLineLength
	maxIgnoredLines = 10_000
	// exitGrace is how long a program may take to exit after `over`.
	exitGrace = 2 * time.Second
)

// Options says which program to start and what to tell it.
type Options struct {
	Command  string        // run as `sh -c Command`
	Scenario string        // for the scenario line: the scenario file's path
	Army     string        // for the army line: the army the program commands
	Stderr   io.Writer     // the program's standard error
	Timeout  time.Duration // how long it may take to answer, or to read a line
	// State is the position as the state line's JSON object (replay
	// --json's state object).
	State func(*rules.State) any
}

// Forfeit is why the program loses the game: Reason is "timeout" (it did
// not answer or read in time) or "exit" (it could not be started, exited
// or closed a pipe).
type Forfeit struct{ Reason, Detail string }

func (e *Forfeit) Error() string { return e.Reason + ": " + e.Detail }

// Refusal is an answer refused before it reaches the rules: a line that
// is not an action.
type Refusal struct{ Violation *rules.Violation }

func (e *Refusal) Error() string { return e.Violation.Error() }

// Player is an external program, one process per game, asked one
// question at a time. Once it has forfeited, every call returns the same
// *Forfeit.
type Player struct {
	opt    Options
	cmd    *exec.Cmd
	in     *os.File // its standard input: we write
	out    *os.File // its standard output: we read
	r      *bufio.Reader
	exited chan struct{} // closed when the process has exited
	failed error
	closed bool
	// A cancelled question leaves the stream whole: what a cancelled
	// write left unwritten goes first next time (unsent), the answers to
	// `go`s no one waits for any more are read and dropped before the
	// next one (stale), and a line cut by a cancel is kept (line, long).
	unsent []byte
	stale  int
	line   []byte
	long   bool
	wbuf   []byte
	jbuf   bytes.Buffer
	jenc   *json.Encoder
}

// Start starts `sh -c o.Command` and writes the protocol's first lines.
// The returned player, even with an error, must be closed; it is nil only
// when the pipes could not be made.
func Start(o Options) (*Player, error) {
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, &Forfeit{"exit", err.Error()}
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		return nil, &Forfeit{"exit", err.Error()}
	}
	cmd := exec.Command("sh", "-c", o.Command)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = inR, outW, o.Stderr
	cmd.WaitDelay = time.Second
	ownProcessGroup(cmd)
	err = cmd.Start()
	inR.Close()
	outW.Close()
	p := &Player{opt: o, cmd: cmd, in: inW, out: outR, r: bufio.NewReader(outR), exited: make(chan struct{})}
	p.jenc = json.NewEncoder(&p.jbuf)
	p.jenc.SetEscapeHTML(false)
	if err != nil {
		close(p.exited)
		p.failed = &Forfeit{"exit", "cannot start sh -c " + strconv.Quote(o.Command) + ": " + err.Error()}
		return p, p.failed
	}
	started(p)
	go func() {
		cmd.Wait()
		// The program exited: what it started goes with it, so that a
		// worker holding its output never makes its exit a timeout.
		killProcessGroup(cmd)
		close(p.exited)
	}()
	return p, p.send(context.Background(), Version, "scenario "+o.Scenario, "army "+o.Army)
}

// running are the programs started and not closed, for EndAll.
var running = struct {
	sync.Mutex
	players map[*Player]bool
}{players: map[*Player]bool{}}

func started(p *Player) {
	running.Lock()
	running.players[p] = true
	running.Unlock()
}

// EndAll ends every program started and not closed, with all they
// started: what a command does before it exits on a signal (Ctrl+C), so
// that no program outlives it. It may be called from any goroutine.
func EndAll() {
	running.Lock()
	defer running.Unlock()
	for p := range running.players {
		killProcessGroup(p.cmd)
	}
}

// fail records why the program failed: it forfeits.
func (p *Player) fail(err error) error {
	if p.failed == nil {
		reason := "exit"
		if errors.Is(err, os.ErrDeadlineExceeded) {
			reason = "timeout"
		}
		p.failed = &Forfeit{reason, err.Error()}
	}
	return p.failed
}

// cancelled reports whether err is ctx's cancel cutting a read or a write
// short, rather than the program's failure.
func cancelled(ctx context.Context, err error) bool {
	return ctx.Err() != nil && errors.Is(err, os.ErrDeadlineExceeded)
}

// deadline gives a read or a write the timeout, and ends it at once when
// ctx is done; the returned func stops watching ctx, and returns only
// once a cancel that fired has set its deadline (so that it never cuts
// the next question short).
func (p *Player) deadline(ctx context.Context, set func(time.Time) error) func() {
	set(time.Now().Add(p.opt.Timeout))
	done := make(chan struct{})
	stop := context.AfterFunc(ctx, func() {
		set(time.Now())
		close(done)
	})
	return func() {
		if !stop() {
			<-done
		}
	}
}

// send writes lines, each within the timeout: a program that does not
// read its input for that long forfeits, as one that does not answer.
func (p *Player) send(ctx context.Context, lines ...string) error {
	if p.failed != nil {
		return p.failed
	}
	p.wbuf = append(p.wbuf[:0], p.unsent...)
	p.unsent = p.unsent[:0]
	for _, l := range lines {
		p.wbuf = append(p.wbuf, oneLine(l)...)
		p.wbuf = append(p.wbuf, '\n')
	}
	stop := p.deadline(ctx, p.in.SetWriteDeadline)
	n, err := p.in.Write(p.wbuf)
	stop()
	if err != nil {
		if cancelled(ctx, err) {
			p.unsent = append(p.unsent, p.wbuf[n:]...)
			return ctx.Err()
		}
		return p.fail(err)
	}
	return nil
}

// oneLine keeps a text on one protocol line.
func oneLine(s string) string {
	if strings.ContainsAny(s, "\r\n") {
		return strings.NewReplacer("\r\n", " ", "\n", " ", "\r", " ").Replace(s)
	}
	return s
}

// Choose sends the state, the legal actions and `go`, and reads the
// program's answer. A line that is not an action comes back as a
// *Refusal; a program that exits or does not answer within the timeout,
// as a *Forfeit. A cancelled ctx returns ctx.Err() at once, even while
// the program thinks; its late answer is dropped when the next question
// is asked.
func (p *Player) Choose(ctx context.Context, st *rules.State, legal []rules.Action) (ai.Choice, error) {
	if err := ctx.Err(); err != nil {
		return ai.Choice{}, err
	}
	p.jbuf.Reset()
	if err := p.jenc.Encode(p.opt.State(st)); err != nil {
		return ai.Choice{}, err
	}
	lines := make([]string, 0, len(legal)+3)
	lines = append(lines, "state "+strings.TrimSuffix(p.jbuf.String(), "\n"), "legal "+strconv.Itoa(len(legal)))
	for _, a := range legal {
		lines = append(lines, a.String())
	}
	if err := p.send(ctx, append(lines, "go")...); err != nil {
		if p.failed == nil {
			p.stale++ // the rest, `go` with it, goes out next time
		}
		return ai.Choice{}, err
	}
	line, err := p.answer(ctx)
	if err != nil {
		return ai.Choice{}, err
	}
	rec, perr := rules.ParseRecord(line)
	switch {
	case perr != nil:
		return ai.Choice{}, syntax(perr.Error())
	case len(rec.Lines) == 0:
		return ai.Choice{}, syntax("a seed is not an action: the game's dice are Estafette's")
	case rec.Lines[0].Err != nil:
		return ai.Choice{}, &Refusal{rec.Lines[0].Err}
	}
	return ai.Choice{Action: rec.Lines[0].Action}, nil
}

// syntax is the refusal of an answer that is not a record line.
func syntax(msg string) *Refusal {
	return &Refusal{&rules.Violation{Rule: rules.RuleSyntax, Message: msg}}
}

// answer reads the next line that is neither blank nor a comment, past
// the answers to cancelled questions, within the timeout.
func (p *Player) answer(ctx context.Context) (string, error) {
	if p.failed != nil {
		return "", p.failed
	}
	defer p.deadline(ctx, p.out.SetReadDeadline)()
	ignored := 0
	for {
		line, long, err := p.readLine()
		switch {
		case cancelled(ctx, err):
			p.stale++ // this question's answer is still to come
			return "", ctx.Err()
		case err != nil:
			return "", p.fail(err)
		case !long && isBlank(line):
			if ignored++; ignored > maxIgnoredLines {
				return "", syntax(fmt.Sprintf("more than %d blank or comment lines and no action", maxIgnoredLines))
			}
		case p.stale > 0:
			p.stale--
		case long:
			return "", syntax(fmt.Sprintf("the line is longer than %d bytes", maxAnswerBytes))
		default:
			return line, nil
		}
	}
}

// isBlank reports a line the protocol skips: blank, or a comment.
func isBlank(line string) bool {
	text := strings.TrimSpace(line)
	return text == "" || strings.HasPrefix(text, "#")
}

// readLine reads one line, keeping at most maxAnswerBytes of it; long
// says the rest was dropped. A line a cancel cuts short is kept, and the
// next call goes on with it.
func (p *Player) readLine() (line string, long bool, err error) {
	for {
		chunk, err := p.r.ReadSlice('\n')
		if !p.long && len(p.line)+len(chunk) > maxAnswerBytes+2 {
			p.long, p.line = true, p.line[:0]
		}
		if !p.long {
			p.line = append(p.line, chunk...)
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err == io.EOF {
			return "", false, fmt.Errorf("the program exited before the game was over")
		}
		if err != nil {
			return "", false, err
		}
		line, long = strings.TrimRight(string(p.line), "\r\n"), p.long
		p.line, p.long = p.line[:0], false
		return line, long, nil
	}
}

// Refused tells the program its answer was refused; state, legal and go
// follow when it is asked again.
func (p *Player) Refused(v *rules.Violation) error {
	return p.send(context.Background(), "refused "+v.Rule.String()+" "+v.Message)
}

// Events tells the program what happened, whichever army acted.
func (p *Player) Events(ev []rules.Event) error {
	if len(ev) == 0 {
		return nil
	}
	lines := make([]string, len(ev))
	for i, e := range ev {
		lines[i] = "event " + rules.EventText(e)
	}
	return p.send(context.Background(), lines...)
}

// Over tells the program the game ended, lets it exit, and closes the
// player.
func (p *Player) Over(winner string) {
	if p.failed == nil {
		p.send(context.Background(), "over "+winner)
	}
	p.in.Close()
	select {
	case <-p.exited:
	case <-time.After(exitGrace):
	}
	p.Close()
}

// Close ends the program and everything it started (its process group,
// even when the program itself has exited), and releases its pipes.
func (p *Player) Close() {
	if p == nil || p.closed {
		return
	}
	p.closed = true
	killProcessGroup(p.cmd)
	<-p.exited
	p.in.Close()
	p.out.Close()
	running.Lock()
	delete(running.players, p)
	running.Unlock()
}
