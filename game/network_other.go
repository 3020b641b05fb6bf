//go:build !js

package game

import (
	"fmt"
	"os"
	"strings"
	"time"

	"estafette/game/control"
	"estafette/game/start"
	"estafette/game/table"
	"estafette/i18n"
	"estafette/internal/webfiles"
	"estafette/netplay"
	"estafette/session"
)

// The start screen's shared games (docs/network.md): Host serves a new
// game on port 8765 from this program (the server lives as long as the
// program: the other devices play on while this screen is elsewhere),
// Join connects to a host in the background while the screen keeps
// drawing, then opens the table.

// hostPort is where the start screen's Host listens.
const hostPort = netplay.DefaultPort

// shared is the shell's part in shared games.
type shared struct {
	host    *netplay.Host
	joining chan joined // the connection under way, nil when none
}

type joined struct {
	opts   table.Options
	err    error
	client *netplay.Client
}

// hostNew hosts a new game of the start screen's scenario; this screen
// plays the first army a person commands (or watches), the computer's
// armies are the host's.
func (s *Shell) hostNew(r start.HostRequest) {
	c := s.start.Controller()
	if s.net.host == nil {
		d, err := session.FindDataDir()
		if err == nil {
			web, _ := webfiles.Find("")
			s.net.host, err = netplay.StartHost(netplay.Options{Dir: d.Path, Web: web, Pace: session.DefaultPace}, fmt.Sprintf(":%d", hostPort))
		}
		if err != nil {
			c.Tell(i18n.Tf(c.Lang, "start.host.failed", firstLineErr{err}.Error()))
			return
		}
	}
	h := s.net.host
	sc := r.Scenario
	g := session.NewGame(sc.Name(), sc.Source, sc.Scenario, sc.Ruleset, 0)
	var seats []netplay.SeatConfig
	mine := netplay.Watch
	for _, a := range sc.Scenario.Armies {
		p := r.Players[a.ID]
		if level, ok := strings.CutPrefix(p, "ai:"); ok {
			seats = append(seats, netplay.SeatConfig{Army: a.ID, Who: netplay.SeatComputer, Level: level})
			continue
		}
		seats = append(seats, netplay.SeatConfig{Army: a.ID, Who: netplay.SeatOpen})
		if mine == netplay.Watch {
			mine = a.ID
		}
	}
	code, err := h.Server.Host(g, nil, seats)
	if err == nil {
		name, _ := os.Hostname()
		var cl *netplay.Client
		if cl, err = h.Seat(code, mine, name); err == nil {
			link := h.Link(code)
			qr, _ := netplay.NewQR(link)
			n := &control.Net{Client: cl, Code: code, Link: link, QR: qr, Addresses: h.Addresses()}
			opts := s.playOpts
			opts.Lang, opts.Menu, opts.NoAutosave = c.Lang, true, true
			sc, rs, opts, err := SharedOptions(cl, n, opts, 5*time.Second)
			if err == nil {
				s.openTable(table.NewApp(sc, rs, opts))
				return
			}
		}
	}
	c.Tell(i18n.Tf(c.Lang, "start.host.failed", firstLineErr{err}.Error()))
}

// joinGame connects to a host in the background (joinAnswered opens the
// table).
func (s *Shell) joinGame(r start.JoinRequest) {
	c := s.start.Controller()
	url, err := netplay.JoinURL(r.Addr)
	code := netplay.NormalCode(r.Code)
	if err == nil && code == "" {
		err = fmt.Errorf("%q is not a game code (ten letters and digits, as K7QM-3XPD-9F)", r.Code)
	}
	if err != nil {
		c.Tell(i18n.Tf(c.Lang, "start.join.failed", err.Error()))
		return
	}
	name, _ := os.Hostname()
	cl := &netplay.Client{URL: url, Code: code, Name: name}
	opts := s.playOpts
	opts.Lang, opts.Menu = c.Lang, true
	ch := make(chan joined, 1)
	s.net.joining = ch
	go func() {
		_, _, o, err := SharedOptions(cl, &control.Net{Client: cl, Code: code}, opts, 10*time.Second)
		ch <- joined{opts: o, err: err, client: cl}
	}()
}

// joinAnswered opens the table once the host has answered.
func (s *Shell) joinAnswered() {
	if s.net.joining == nil {
		return
	}
	select {
	case j := <-s.net.joining:
		s.net.joining = nil
		c := s.start.Controller()
		if j.err != nil {
			c.Tell(i18n.Tf(c.Lang, "start.join.failed", j.err.Error()))
			return
		}
		g := j.opts.Saved.Session().Game()
		s.openTable(table.NewApp(g.Scenario, g.Ruleset, j.opts))
	default:
	}
}

// closeNet stops hosting when the program ends.
func (s *Shell) closeNet() {
	if s.net.host != nil {
		s.net.host.Close()
	}
}
