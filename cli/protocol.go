package cli

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

// The engine protocol (docs/duel.md): an external program commands an
// army over its standard input and output, one UTF-8 line at a time, as
// chess engines speak UCI. Estafette writes; the program answers one
// record line after each `go`.

// protocolVersion is the first line Estafette writes.
const protocolVersion = "estafette 1"

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

// enginePlayer is an external program, one process per game.
type enginePlayer struct {
	cmd     *exec.Cmd
	in      *os.File // its standard input: we write
	out     *os.File // its standard output: we read
	r       *bufio.Reader
	timeout time.Duration
	// exited is done when the process has exited. (A context rather than a
	// channel to close: the display tests define a close of their own.)
	exited  context.Context
	setExit context.CancelFunc
	failed  error // once the program has failed, every call returns it
	closed  bool
	wbuf    []byte
	jbuf    bytes.Buffer
	jenc    *json.Encoder
}

// startEngine starts `sh -c command` and writes the protocol's first
// lines. The returned player, even with an error, must be closed.
func startEngine(command, scenario, army string, stderr io.Writer, timeout time.Duration) (*enginePlayer, error) {
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, &forfeitError{"exit", err.Error()}
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		return nil, &forfeitError{"exit", err.Error()}
	}
	cmd := exec.Command("sh", "-c", command)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = inR, outW, stderr
	cmd.WaitDelay = time.Second
	ownProcessGroup(cmd)
	err = cmd.Start()
	inR.Close()
	outW.Close()
	p := &enginePlayer{cmd: cmd, in: inW, out: outR, r: bufio.NewReader(outR), timeout: timeout}
	p.exited, p.setExit = context.WithCancel(context.Background())
	p.jenc = json.NewEncoder(&p.jbuf)
	p.jenc.SetEscapeHTML(false)
	if err != nil {
		p.setExit()
		p.failed = &forfeitError{"exit", "cannot start sh -c " + strconv.Quote(command) + ": " + err.Error()}
		return p, p.failed
	}
	go func() {
		cmd.Wait()
		p.setExit()
	}()
	return p, p.send(protocolVersion, "scenario "+scenario, "army "+army)
}

// fail records why the program failed: it forfeits.
func (p *enginePlayer) fail(err error) error {
	if p.failed == nil {
		reason := "exit"
		if errors.Is(err, os.ErrDeadlineExceeded) {
			reason = "timeout"
		}
		p.failed = &forfeitError{reason, err.Error()}
	}
	return p.failed
}

// send writes lines, each within the timeout: a program that does not
// read its input for that long forfeits, as one that does not answer.
func (p *enginePlayer) send(lines ...string) error {
	if p.failed != nil {
		return p.failed
	}
	p.wbuf = p.wbuf[:0]
	for _, l := range lines {
		p.wbuf = append(p.wbuf, oneLine(l)...)
		p.wbuf = append(p.wbuf, '\n')
	}
	p.in.SetWriteDeadline(time.Now().Add(p.timeout))
	if _, err := p.in.Write(p.wbuf); err != nil {
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
// *refusalError; a program that exits or does not answer within the
// timeout, as a *forfeitError.
func (p *enginePlayer) Choose(_ context.Context, st *rules.State, legal []rules.Action) (ai.Choice, error) {
	p.jbuf.Reset()
	if err := p.jenc.Encode(replaySnapshot(st)); err != nil {
		return ai.Choice{}, err
	}
	lines := make([]string, 0, len(legal)+3)
	lines = append(lines, "state "+strings.TrimSuffix(p.jbuf.String(), "\n"), "legal "+strconv.Itoa(len(legal)))
	for _, a := range legal {
		lines = append(lines, a.String())
	}
	if err := p.send(append(lines, "go")...); err != nil {
		return ai.Choice{}, err
	}
	line, err := p.answer()
	if err != nil {
		return ai.Choice{}, err
	}
	rec, perr := rules.ParseRecord(line)
	switch {
	case perr != nil:
		return ai.Choice{}, &refusalError{&rules.Violation{Rule: rules.RuleSyntax, Message: perr.Error()}}
	case len(rec.Lines) == 0:
		return ai.Choice{}, &refusalError{&rules.Violation{Rule: rules.RuleSyntax, Message: "a seed is not an action: the game's dice are Estafette's"}}
	case rec.Lines[0].Err != nil:
		return ai.Choice{}, &refusalError{rec.Lines[0].Err}
	}
	return ai.Choice{Action: rec.Lines[0].Action}, nil
}

// answer reads the next line that is neither blank nor a comment, within
// the timeout.
func (p *enginePlayer) answer() (string, error) {
	if p.failed != nil {
		return "", p.failed
	}
	p.out.SetReadDeadline(time.Now().Add(p.timeout))
	for ignored := 0; ; ignored++ {
		if ignored > maxIgnoredLines {
			return "", &refusalError{&rules.Violation{Rule: rules.RuleSyntax, Message: fmt.Sprintf("more than %d blank or comment lines and no action", maxIgnoredLines)}}
		}
		line, long, err := p.readLine()
		if err != nil {
			return "", p.fail(err)
		}
		if long {
			return "", &refusalError{&rules.Violation{Rule: rules.RuleSyntax, Message: fmt.Sprintf("the line is longer than %d bytes", maxAnswerBytes)}}
		}
		text := strings.TrimSpace(line)
		if text != "" && !strings.HasPrefix(text, "#") {
			return line, nil
		}
	}
}

// readLine reads one line, keeping at most maxAnswerBytes of it; long
// says the rest was dropped.
func (p *enginePlayer) readLine() (line string, long bool, err error) {
	var buf []byte
	for {
		chunk, err := p.r.ReadSlice('\n')
		if !long && len(buf)+len(chunk) > maxAnswerBytes+2 {
			long, buf = true, nil
		}
		if !long {
			buf = append(buf, chunk...)
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
		return strings.TrimRight(string(buf), "\r\n"), long, nil
	}
}

// refused tells the program its answer was refused; state, legal and go
// follow when it is asked again.
func (p *enginePlayer) refused(v *rules.Violation) error {
	return p.send("refused " + v.Rule.String() + " " + v.Message)
}

// events tells the program what happened, whichever army acted.
func (p *enginePlayer) events(ev []rules.Event) error {
	if len(ev) == 0 {
		return nil
	}
	lines := make([]string, len(ev))
	for i, e := range ev {
		lines[i] = "event " + rules.EventText(e)
	}
	return p.send(lines...)
}

// over tells the program the game ended and lets it exit.
func (p *enginePlayer) over(winner string) {
	if p.failed == nil {
		p.send("over " + winner)
	}
	p.in.Close()
	select {
	case <-p.exited.Done():
	case <-time.After(exitGrace):
	}
	p.close()
}

// close ends the program if it still runs, and releases its pipes.
func (p *enginePlayer) close() {
	if p == nil || p.closed {
		return
	}
	p.closed = true
	select {
	case <-p.exited.Done():
	default:
		killProcessGroup(p.cmd)
		<-p.exited.Done()
	}
	p.in.Close()
	p.out.Close()
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
