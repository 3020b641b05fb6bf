package cli

import (
	"fmt"
	"net"
	"strings"
	"time"

	"estafette/game"
	"estafette/game/control"
	"estafette/game/table"
	"estafette/netplay"
	"estafette/session"
)

// DefaultPort is the port `host` and `serve` listen on by default, and
// the one `join` takes when an address names none.
const DefaultPort = 8765

// join is `estafette join ADDRESS CODE`: the window joins a game hosted
// elsewhere, at the seat --seat asks for (any free one by default; watch
// to watch). The seat's token is kept, so that joining again after the
// program closed takes the same seat back.
func join(args []string, env Env) int {
	var f windowFlags
	var seat, name string
	c := newCommandLine("join")
	windowOptions(c, &f, env)
	c.Bool(&f.fullscreen, "fullscreen", "fill the screen (F11 switches)")
	c.String(&seat, "seat", "the army to play, or watch (default: any free seat)")
	c.String(&name, "name", "your name, shown to the other players")
	rest, err := c.Parse(args)
	if err != nil {
		return parseFailed(err, env, "estafette join", usage, 2)
	}
	if len(rest) != 2 {
		fmt.Fprintf(env.Stderr, "estafette join: give the host's address and the game's code: estafette join ADDRESS CODE\n")
		return 2
	}
	url, err := wsURL(rest[0])
	if err != nil {
		fmt.Fprintf(env.Stderr, "estafette join: %v\n", err)
		return 2
	}
	code := netplay.NormalCode(rest[1])
	if code == "" {
		fmt.Fprintf(env.Stderr, "estafette join: %q is not a game code (ten letters and digits, as K7QM-3XPD-9F)\n", rest[1])
		return 2
	}
	cl := &netplay.Client{URL: url, Code: code, Seat: seat, Name: name}
	seats := openSeats()
	if t := seats.token(url, code); t != "" && seat != netplay.Watch {
		cl.SetToken(t)
	}
	return openShared(env, cl, &control.Net{Client: cl, Code: code}, f, false)
}

// wsURL is the WebSocket of a host given as a person types it:
// HOST[:PORT] (port 8765 when none), or a link http://HOST[:PORT]/…
// (https: through TLS, as behind a club's reverse proxy).
func wsURL(addr string) (string, error) {
	scheme, port := "ws", fmt.Sprint(DefaultPort)
	switch {
	case strings.HasPrefix(addr, "https://"):
		scheme, port, addr = "wss", "443", strings.TrimPrefix(addr, "https://")
	case strings.HasPrefix(addr, "http://"):
		port, addr = "80", strings.TrimPrefix(addr, "http://")
	case strings.HasPrefix(addr, "ws://"), strings.HasPrefix(addr, "wss://"):
		return "", fmt.Errorf("%q: give the host's address (HOST:PORT or its http:// link)", addr)
	}
	host, _, _ := strings.Cut(addr, "/")
	if host == "" || strings.ContainsAny(host, " \t?#@") {
		return "", fmt.Errorf("%q is not a host's address (HOST:PORT)", addr)
	}
	if _, _, err := net.SplitHostPort(host); err != nil {
		host = net.JoinHostPort(strings.Trim(host, "[]"), port)
	}
	return scheme + "://" + host + "/ws", nil
}

// openShared connects the client, builds the game from the host's
// welcome and opens the table on it; the host keeps the game, and a
// device that joins keeps its own copy in its library.
func openShared(env Env, cl *netplay.Client, n *control.Net, f windowFlags, hosting bool) int {
	w, err := cl.Connect(10 * time.Second)
	if err != nil {
		fmt.Fprintf(env.Stderr, "estafette: %v\n", err)
		return 1
	}
	defer cl.Close()
	if !hosting && w.Army != "" {
		openSeats().keep(cl.URL, cl.Code, cl.Token())
	}
	g, err := w.NewGame()
	if err != nil {
		fmt.Fprintf(env.Stderr, "estafette: %v\n", err)
		return 1
	}
	s := session.New(g)
	s.Join(cl)
	ctl := control.NewShared(s, n)
	opts := table.Options{Saved: ctl, Net: n, Name: g.Name, Source: g.Source, Screenshot: f.screenshot, Lang: f.lang,
		Select: f.selectID, Hover: f.hover, Start: time.Now(), Stdout: env.Stdout,
		// The host's file is the game: the host's own screen keeps no
		// copy; a device that joins keeps one, to continue or replay.
		NoAutosave: hosting || f.noAutosave}
	display := game.Display{Fullscreen: f.fullscreen, LangGiven: f.langGiven}
	return openIn(env, Window{Scenario: g.Scenario, Ruleset: g.Ruleset, Options: opts, Display: display})
}
