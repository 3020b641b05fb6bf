//go:build !js

package cli

import (
	"errors"
	"fmt"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"time"

	"estafette/internal/safefile"
	"estafette/internal/webfiles"
	"estafette/netplay"
	"estafette/scenarios"
	"estafette/session"
)

// serve is `estafette serve`: the club's server, with no window. It
// hosts the games started from its lobby (the built-in scenarios and
// those of DIR/scenarios), keeps them in DIR/games, and serves the web
// page; SIGINT or SIGTERM stop it, every game in its file.
func serve(args []string, env Env) int {
	var dir, addr, web string
	var trust bool
	pace := session.DefaultPace
	c := newCommandLine("serve")
	c.String(&dir, "dir", "the server's directory (default: the player's data directory)")
	c.String(&addr, "addr", "the address to listen on (default :8765)")
	c.String(&web, "web", "the web page's directory (default: web/ beside the program, or dist/web)")
	c.Bool(&trust, "trust-proxy", "read the device's address from X-Forwarded-For (behind a reverse proxy)")
	c.Func("pace", "the time between two of the computer's actions (default 0.5s)", func(s string) error {
		d, err := time.ParseDuration(s)
		if err != nil || d < 0 || d > time.Minute {
			return fmt.Errorf("--pace needs a duration from 0s to 1m, not %q", s)
		}
		pace = d
		return nil
	})
	rest, err := c.Parse(args)
	if err != nil {
		return parseFailed(err, env, "estafette serve", usage, 2)
	}
	if len(rest) > 0 {
		fmt.Fprintf(env.Stderr, "estafette serve: takes no file, not %q\n", rest[0])
		return 2
	}
	if dir == "" {
		d, err := session.FindDataDir()
		if err != nil {
			fmt.Fprintf(env.Stderr, "estafette serve: %v: name a directory with --dir\n", err)
			return 1
		}
		dir = d.Path
	}
	if addr == "" {
		addr = fmt.Sprintf(":%d", DefaultPort)
	}
	logf := func(format string, a ...any) {
		fmt.Fprintf(env.Stderr, time.Now().Format("2006-01-02 15:04:05 ")+format+"\n", a...)
	}
	srv, err := netplay.NewServer(netplay.Options{Dir: dir, Web: webHandler(web, env), Lobby: true, Logf: logf,
		TrustProxy: trust, Pace: pace, Scenarios: lobbyScenarios(dir, logf)})
	if err != nil {
		fmt.Fprintf(env.Stderr, "estafette serve: %v\n", err)
		return 1
	}
	ln, err := netplay.Listen(addr)
	if err != nil {
		srv.Close()
		fmt.Fprintf(env.Stderr, "estafette serve: %v\n", err)
		return 1
	}
	hs := &http.Server{Handler: srv, ReadHeaderTimeout: 10 * time.Second}
	fmt.Fprintf(env.Stdout, "estafette serve: games in %s, listening on %s\n", dir, ln.Addr())
	for _, a := range netplay.Addresses(ln) {
		fmt.Fprintf(env.Stdout, "  http://%s/\n", a)
	}
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, syscall.SIGINT, syscall.SIGTERM)
	done := make(chan error, 1)
	go func() { done <- hs.Serve(ln) }()
	select {
	case <-stop:
	case err = <-done:
	}
	hs.Close()
	srv.Close()
	if err != nil && !errors.Is(err, http.ErrServerClosed) {
		fmt.Fprintf(env.Stderr, "estafette serve: %v\n", err)
		return 1
	}
	return 0
}

// webHandler serves the web page (webfiles.Find), saying when the
// folder --web names holds none.
func webHandler(dir string, env Env) http.Handler {
	h, _ := webfiles.Find(dir)
	if h == nil && dir != "" {
		fmt.Fprintf(env.Stderr, "estafette: %s holds no web page (make web writes one in dist/web)\n", dir)
	}
	return h
}

// lobbyScenarios are the scenarios the lobby offers: the built-in ones,
// then the valid ones of DIR/scenarios (at most 200, each read bounded).
func lobbyScenarios(dir string, logf func(string, ...any)) []netplay.Scenario {
	var out []netplay.Scenario
	for _, name := range scenarios.BuiltinNames() {
		src, err := scenarios.Builtin(name)
		if err != nil {
			continue
		}
		if sc, _, err := scenarios.LoadScenario(name+".toml", src); err == nil {
			out = append(out, netplay.Scenario{Key: "builtin:" + name, Title: sc.Title, Name: name + ".toml", Source: src})
		}
	}
	files, _ := filepath.Glob(filepath.Join(dir, "scenarios", "*.toml"))
	sort.Strings(files)
	for i, f := range files {
		if i >= 200 {
			logf("%s: only the first 200 scenarios are offered", filepath.Dir(f))
			break
		}
		src, err := safefile.Read(f, safefile.MaxScenario)
		if err != nil {
			logf("%v", err)
			continue
		}
		sc, _, err := scenarios.LoadScenario(filepath.Base(f), src)
		if err != nil {
			logf("%v", err)
			continue
		}
		out = append(out, netplay.Scenario{Key: "dir:" + strings.TrimSuffix(filepath.Base(f), ".toml"), Title: sc.Title, Name: filepath.Base(f), Source: src})
	}
	return out
}
