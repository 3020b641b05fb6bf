package cli

import (
	"fmt"
	"time"

	"estafette/game"
	"estafette/game/control"
	"estafette/game/table"
	"estafette/netplay"
)

// DefaultPort is the port `host` and `serve` listen on by default, and
// the one `join` takes when an address names none.
const DefaultPort = netplay.DefaultPort

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
	url, err := netplay.JoinURL(rest[0])
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

// openShared connects the client, builds the game from the host's
// welcome and opens the table on it (game.SharedOptions).
func openShared(env Env, cl *netplay.Client, n *control.Net, f windowFlags, hosting bool) int {
	opts := table.Options{Screenshot: f.screenshot, Lang: f.lang, Select: f.selectID, Hover: f.hover, Start: time.Now(), Stdout: env.Stdout,
		NoAutosave: hosting || f.noAutosave}
	sc, rs, opts, err := game.SharedOptions(cl, n, opts, 10*time.Second)
	if err != nil {
		fmt.Fprintf(env.Stderr, "estafette: %v\n", err)
		return 1
	}
	defer cl.Close()
	if !hosting && cl.Status().Army != "" {
		openSeats().keep(cl.URL, cl.Code, cl.Token())
	}
	display := game.Display{Fullscreen: f.fullscreen, LangGiven: f.langGiven}
	return openIn(env, Window{Scenario: sc, Ruleset: rs, Options: opts, Display: display})
}
