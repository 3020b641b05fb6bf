//go:build !js

package netplay

import (
	"context"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// raw is a hostile device: a bare WebSocket that sends what a test
// writes.
type raw struct {
	t *testing.T
	c *websocket.Conn
}

func dialRaw(t *testing.T, url string) *raw {
	t.Helper()
	c, _, err := websocket.Dial(context.Background(), url, nil)
	if err != nil {
		t.Fatal(err)
	}
	c.SetReadLimit(MaxServerMessage)
	t.Cleanup(func() { c.CloseNow() })
	return &raw{t: t, c: c}
}

func (r *raw) write(s string) error {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	return r.c.Write(ctx, websocket.MessageText, []byte(s))
}

// next reads the next message of type t (skipping the others), or nil
// once the host closed the connection or said nothing for a while.
func (r *raw) next(t string) *Msg {
	for {
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
		_, data, err := r.c.Read(ctx)
		cancel()
		if err != nil {
			return nil
		}
		m, err := decode(data)
		if err != nil {
			r.t.Fatalf("the host sent no JSON: %q", data)
		}
		if m.T == t || m.T == tError {
			return m
		}
	}
}

// closed reports whether the host has closed the connection (reading
// gives an error within a few seconds).
func (r *raw) closed() bool {
	for {
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
		_, _, err := r.c.Read(ctx)
		cancel()
		if err != nil {
			return !strings.Contains(err.Error(), "deadline")
		}
	}
}

func hello(code, seat string) string {
	return string(encode(&Msg{T: tHello, V: Version, Code: code, Seat: seat, Commit: strings.Repeat("ab", 32)}))
}

// files lists what the server's directory holds.
func files(t *testing.T, dir string) []string {
	var out []string
	filepath.Walk(dir, func(p string, info os.FileInfo, err error) error {
		if err == nil && !info.IsDir() {
			out = append(out, strings.TrimPrefix(p, dir))
		}
		return nil
	})
	sort.Strings(out)
	return out
}

// TestHostileDevices (issue 37): what a hostile device sends is refused
// with a sentence or its connection closed; the server neither panics
// nor hangs, the game is unchanged by every refused message, the honest
// devices play on, and no field ever names a file the server opens.
func TestHostileDevices(t *testing.T) {
	dir := t.TempDir()
	srv, url := startServer(t, dir)
	code := hostTutorial(t, srv)
	a := join(t, url, code, "atheniens", "")
	b := join(t, url, code, "beotiens", "")
	before := hostRecord(srv, code)
	filesBefore := files(t, dir)
	big := strings.Repeat("x", MaxClientMessage+1)

	closedCases := []struct{ name, first, second string }{
		{"oversized first message", big, ""},
		{"not JSON", "{{{", ""},
		{"not UTF-8", "\xff\xfe{}", ""},
		{"no hello first", `{"t":"act","line":"end"}`, ""},
		{"unknown type", hello(code, Watch), `{"t":"shutdown"}`},
		{"host's fields", hello(code, Watch), `{"t":"act","lines":["end"]}`},
		{"a line with a newline", hello(code, Watch), `{"t":"act","line":"end\nend"}`},
		{"oversized later message", hello(code, Watch), big},
		{"a huge number", hello(code, Watch), `{"t":"act","at":1e300}`},
	}
	for _, c := range closedCases {
		t.Run(c.name, func(t *testing.T) {
			r := dialRaw(t, url)
			r.write(c.first)
			if c.second != "" {
				if m := r.next(tWelcome); m == nil || m.T != tWelcome {
					t.Fatalf("no welcome: %+v", m)
				}
				r.write(c.second)
			}
			if !r.closed() {
				t.Errorf("the connection stays open")
			}
		})
	}

	errorCases := []struct{ name, hello, key string }{
		{"wrong version", `{"t":"hello","v":99,"code":"` + code + `"}`, "net.version"},
		{"wrong code", hello("0000000000", ""), "net.code"},
		{"a path as code", hello("../../../etc/passwd", ""), "net.code"},
		{"a taken seat", hello(code, "atheniens"), "net.taken"},
		{"an army that is not in the game", hello(code, "../games/x"), "net.noarmy"},
		{"an unknown token", `{"t":"hello","v":1,"code":"` + code + `","token":"../../etc/passwd"}`, "net.token"},
	}
	for _, c := range errorCases {
		t.Run(c.name, func(t *testing.T) {
			r := dialRaw(t, url)
			r.write(c.hello)
			m := r.next(tWelcome)
			if m == nil || m.T != tError || m.Key != c.key || m.Text == "" {
				t.Errorf("got %+v, want the error %s with its sentence", m, c.key)
			}
		})
	}

	t.Run("refused actions", func(t *testing.T) {
		watch := dialRaw(t, url)
		watch.write(hello(code, Watch))
		watch.next(tWelcome)
		for _, line := range []string{"end", "../../etc/passwd", "move G1 ../x"} {
			watch.write(string(encode(&Msg{T: tAct, Line: line})))
			if m := watch.next(tSaid); m == nil || m.Key != "net.watching" {
				t.Errorf("a spectator's %q: %+v", line, m)
			}
		}
		// The Boeotian device acts in the Athenians' turn, gives a dice
		// line, and garbage: refused with the rules' ids.
		raw := &Client{}
		_ = raw
		for _, c := range []struct{ line, rule string }{
			{"end", "TURN.DECIDER"},
			{"dice atheniens=" + strings.Repeat("0", 32) + " beotiens=" + strings.Repeat("1", 32), "TURN.DECIDER"},
			{"teleport G1 /etc/passwd", "SYNTAX"},
			{"seed 4", "SYNTAX"},
		} {
			b.c.mu.Lock()
			b.c.out(&Msg{T: tAct, Line: c.line})
			b.c.mu.Unlock()
			var got *Msg
			for deadline := time.Now().Add(3 * time.Second); time.Now().Before(deadline) && got == nil; time.Sleep(2 * time.Millisecond) {
				if in, ok := b.c.Next(); ok {
					if in.Refused != nil {
						got = &Msg{Rule: in.Refused.Rule.String(), Text: in.Refused.Message}
					} else if in.Say != "" {
						got = &Msg{Key: in.Say}
					}
				}
			}
			if got == nil || got.Rule != c.rule || got.Text == "" {
				t.Errorf("%q: got %+v, want %s with a sentence", c.line, got, c.rule)
			}
		}
	})

	t.Run("a wrong secret", func(t *testing.T) {
		a.c.mu.Lock()
		a.c.out(&Msg{T: tReveal, At: 0, Secret: strings.Repeat("0", 32), Commit: strings.Repeat("ab", 32)})
		a.c.mu.Unlock()
	})

	t.Run("a player's seat without a commitment", func(t *testing.T) {
		s2, url2 := startServer(t, t.TempDir())
		code2 := hostTutorial(t, s2)
		r := dialRaw(t, url2)
		r.write(`{"t":"hello","v":1,"code":"` + code2 + `","seat":"atheniens"}`)
		if m := r.next(tWelcome); m == nil || m.Key != "net.commit" {
			t.Errorf("got %+v, want net.commit", m)
		}
	})

	t.Run("a flood", func(t *testing.T) {
		s2, url2 := startServerWith(t, Options{Dir: t.TempDir()})
		code := hostTutorial(t, s2)
		r := dialRaw(t, url2)
		r.write(hello(code, Watch))
		r.next(tWelcome)
		go func() {
			for i := 0; i < 5000; i++ {
				if r.write(`{"t":"ping"}`) != nil {
					return
				}
			}
		}()
		if m := r.next("none"); m == nil || m.Key != "net.flood" {
			t.Errorf("a flood of pings: %+v, want net.flood", m)
		}
	})

	if got := hostRecord(srv, code); got != before {
		t.Errorf("a refused message changed the game:\n%s", got)
	}
	if got := files(t, dir); strings.Join(got, " ") != strings.Join(filesBefore, " ") {
		t.Errorf("the server's files changed:\n%v\nwere\n%v", got, filesBefore)
	}
	// The honest devices still play.
	a.mind, b.mind = mustAI(t, "ai:easy"), mustAI(t, "greedy")
	playUntil(t, 20, a, b)
}

// TestWrongCodesAreSlowedDown: past a few wrong codes from one address,
// each further one waits, so that guessing a code is hopeless.
func TestWrongCodesAreSlowedDown(t *testing.T) {
	_, url := startServer(t, t.TempDir())
	var last time.Duration
	for i := 0; i < wrongCodes+2; i++ {
		r := dialRaw(t, url)
		start := time.Now()
		r.write(hello("0000000000", ""))
		if m := r.next(tWelcome); m == nil || m.Key != "net.code" {
			t.Fatalf("wrong code %d: %+v", i, m)
		}
		last = time.Since(start)
	}
	if last < 900*time.Millisecond {
		t.Errorf("the %dth wrong code was answered in %v: no pause", wrongCodes+2, last)
	}
}

// TestHostilePages (issue 37): the browser's pages take no path from
// what they are given: a code or a scenario that names a file is
// refused with a sentence, the lobby starts only the scenarios it lists,
// a form too large is refused, and no file appears in the directory.
func TestHostilePages(t *testing.T) {
	dir := t.TempDir()
	src := tutorial(t).Source
	_, wsURL := startServerWith(t, Options{Dir: dir, Lobby: true, Scenarios: []Scenario{{Key: "builtin:tutorial", Title: "Tutoriel", Name: "tutorial.toml", Source: src}}})
	base := "http://" + strings.TrimSuffix(strings.TrimPrefix(wsURL, "ws://"), "/ws")
	before := files(t, dir)
	get := func(path string) string {
		resp, err := http.Get(base + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
		return string(b)
	}
	for _, p := range []string{"/join?code=../../../etc/passwd", "/join?code=%00", "/play/../../etc/passwd", "/join?code=" + strings.Repeat("A", 5000)} {
		if body := get(p); strings.Contains(body, "root:") {
			t.Errorf("%s served a file of the system", p)
		}
	}
	post := func(form url.Values) (int, string) {
		client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
		resp, err := client.PostForm(base+"/new", form)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
		return resp.StatusCode, string(b)
	}
	for _, sc := range []string{"../../etc/passwd", "/etc/passwd", "dir:../../x", "builtin:../tutorial"} {
		if code, body := post(url.Values{"scenario": {sc}, "seats": {"people"}}); code != http.StatusOK || !strings.Contains(body, "no such scenario") {
			t.Errorf("the lobby given %q answered %d", sc, code)
		}
	}
	if code, _ := post(url.Values{"scenario": {"builtin:tutorial"}, "seats": {strings.Repeat("x", 8000)}}); code != http.StatusBadRequest {
		t.Errorf("a form too large: %d, want 400", code)
	}
	if got := files(t, dir); strings.Join(got, " ") != strings.Join(before, " ") {
		t.Errorf("the pages wrote files: %v", got)
	}
	if code, _ := post(url.Values{"scenario": {"builtin:tutorial"}, "seats": {"people"}}); code != http.StatusSeeOther {
		t.Errorf("the lobby's own scenario: %d, want a redirect to its page", code)
	}
}
