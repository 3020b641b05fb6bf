//go:build !js

package cli

import (
	"fmt"
	"os"
	"strings"

	"estafette/game/control"
	"estafette/internal/safefile"
	"estafette/netplay"
	"estafette/session"
)

// host is `estafette host SCENARIO.toml|GAME.estafette`: this program
// serves the game on the local network (docs/network.md) and its window
// is one of the devices, playing the army --as names (the first by
// default; watch for the club's projector). The armies --ai names are
// the computer's; the others wait for a player. The game is kept in the
// player's library, with its code and seats, so that hosting the same
// file again after a crash takes the devices back.
func host(args []string, env Env) int {
	var f windowFlags
	var port int
	var as, web, name string
	c := newCommandLine("host")
	windowOptions(c, &f, env)
	aiOption(c, &f)
	c.Bool(&f.fullscreen, "fullscreen", "fill the screen (F11 switches)")
	c.Func("port", "the port to listen on (default 8765)", func(s string) error {
		_, err := fmt.Sscan(s, &port)
		if err != nil || port < 1 || port > 65535 {
			return fmt.Errorf("--port needs a port number from 1 to 65535, not %q", s)
		}
		return nil
	})
	c.String(&as, "as", "the army this screen plays, or watch (default: the first army)")
	c.String(&web, "web", "the web page's directory (default: web/ beside the program, or dist/web)")
	c.String(&name, "name", "your name, shown to the other players")
	files, err := c.Parse(args)
	if err != nil {
		return parseFailed(err, env, "estafette host", usage, 2)
	}
	if len(files) != 1 {
		fmt.Fprintf(env.Stderr, "estafette host: name one scenario or saved game\n%s", usage)
		return 2
	}
	if port == 0 {
		port = DefaultPort
	}
	if name == "" {
		name, _ = os.Hostname()
	}
	d, err := session.FindDataDir()
	if err != nil {
		fmt.Fprintf(env.Stderr, "estafette host: %v\n", err)
		return 1
	}
	h, err := netplay.StartHost(netplay.Options{Dir: d.Path, Web: webHandler(web, env), Pace: session.DefaultPace,
		Logf: func(format string, a ...any) { fmt.Fprintf(env.Stderr, "estafette host: "+format+"\n", a...) }}, fmt.Sprintf(":%d", port))
	if err != nil {
		fmt.Fprintf(env.Stderr, "estafette host: %v\n", err)
		return 1
	}
	defer h.Close()
	code, armies, err := hostFile(env, h.Server, files[0], f.players)
	if err != nil {
		fmt.Fprintf(env.Stderr, "estafette host: %v\n", err)
		return 1
	}
	if as == "" {
		as = armies[0]
	}
	cl, err := h.Seat(code, as, name)
	if err != nil {
		fmt.Fprintf(env.Stderr, "estafette host: --as %s: %v\n", as, err)
		return 2
	}
	link := h.Link(code)
	fmt.Fprintf(env.Stdout, "estafette host: game %s, join at %s\n", netplay.ShowCode(code), link)
	qr, _ := netplay.NewQR(link)
	return openShared(env, cl, &control.Net{Client: cl, Code: code, Link: link, QR: qr, Addresses: h.Addresses()}, f, true)
}

// hostFile starts hosting a scenario or a saved game; it returns the
// code and the armies in order.
func hostFile(env Env, srv *netplay.Server, file string, players map[string]string) (string, []string, error) {
	src, err := readFile(env, file, safefile.MaxSave)
	if err != nil {
		return "", nil, err
	}
	var seats []netplay.SeatConfig
	seat := func(army string) netplay.SeatConfig {
		if p, ok := players[army]; ok {
			return netplay.SeatConfig{Army: army, Who: netplay.SeatComputer, Level: strings.TrimPrefix(p, "ai:")}
		}
		return netplay.SeatConfig{Army: army, Who: netplay.SeatOpen}
	}
	var code string
	var g *session.Game
	if session.IsSave(src) {
		g, _, err = session.LoadSave(file, src)
		if err != nil {
			return "", nil, err
		}
		for _, a := range g.Scenario.Armies {
			seats = append(seats, seat(a.ID))
		}
		code, err = srv.HostFile(file, seats)
	} else {
		sc, rs, lerr := session.LoadScenario(file, src)
		if lerr != nil {
			return "", nil, lerr
		}
		g = session.NewGame(file, src, sc, rs, 0)
		if err := session.CheckPlayers(sc, players); err != nil {
			return "", nil, err
		}
		for _, a := range sc.Armies {
			seats = append(seats, seat(a.ID))
		}
		code, err = srv.Host(g, nil, seats)
	}
	var armies []string
	for _, a := range g.Scenario.Armies {
		armies = append(armies, a.ID)
	}
	return code, armies, err
}
