//go:build display

package cli

import (
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	qr "github.com/piglig/go-qr"

	"estafette/internal/store"
	"estafette/session"
)

func freeAddr(t *testing.T) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// TestHostScreenShowsTheQRCode (issue 37): `estafette host` opens on the
// card others join by; a camera reading the screenshot gets the very
// link the host printed, in French and in English.
func TestHostScreenShowsTheQRCode(t *testing.T) {
	for _, lang := range []string{"fr", "en"} {
		t.Run(lang, func(t *testing.T) {
			home := t.TempDir()
			out := filepath.Join(t.TempDir(), "host.png")
			_, port, _ := net.SplitHostPort(freeAddr(t))
			cmd := exec.Command(estafette(t), "host", "../scenarios/tutorial.toml", "--port", port, "--screenshot", out, "--lang", lang)
			cmd.Env = append(os.Environ(), "ESTAFETTE_HOME="+home)
			printed, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("%v\n%s", err, printed)
			}
			link := regexp.MustCompile(`join at (\S+)`).FindStringSubmatch(string(printed))
			if link == nil {
				t.Fatalf("the host printed no link: %s", printed)
			}
			got, err := qr.Decode(readPNG(t, out))
			if err != nil || got != link[1] {
				t.Errorf("the QR code on the screen reads %q (%v), want %q", got, err, link[1])
			}
		})
	}
}

// TestAProjectorWatches (issue 37): a club's server hosts a game against
// its computer; a player's device plays a few actions; the projector
// joins to watch (estafette join --seat watch) and its screen and its own
// copy of the game follow the host's.
func TestAProjectorWatches(t *testing.T) {
	dir, addr := t.TempDir(), freeAddr(t)
	startServe(t, dir, addr)
	noRedirect := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := noRedirect.PostForm("http://"+addr+"/new", url.Values{"scenario": {"builtin:tutorial"}, "seats": {"easy"}})
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	code := regexp.MustCompile(`code=([0-9A-Z]+)`).FindStringSubmatch(resp.Header.Get("Location"))[1]
	d := joinAs(t, "ws://"+addr+"/ws", code, "atheniens", "greedy")
	deadline := time.Now().Add(30 * time.Second)
	for len(d.s.Game().Record) < 12 && time.Now().Before(deadline) {
		d.step(t)
		time.Sleep(2 * time.Millisecond)
	}
	d.c.Close()
	home := t.TempDir()
	out := filepath.Join(t.TempDir(), "watch.png")
	cmd := exec.Command(estafette(t), "join", addr, code, "--seat", "watch", "--screenshot", out, "--lang", "fr")
	cmd.Env = append(os.Environ(), "ESTAFETTE_HOME="+home)
	if printed, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, printed)
	}
	if fi, err := os.Stat(out); err != nil || fi.Size() < 100_000 {
		t.Fatalf("the projector's screenshot: %v", err)
	}
	lib := session.OpenLibrary(store.Local(), home)
	list, _ := lib.List()
	if len(list) != 1 {
		t.Fatalf("the projector keeps %d games, want its copy", len(list))
	}
	g, _, err := lib.Load(list[0].Path)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(g.Record); n < len(d.s.Game().Record) || !strings.HasPrefix(record(g), record(d.s.Game())) {
		t.Errorf("the projector's copy has %d actions, the device %d", n, len(d.s.Game().Record))
	}
}
