//go:build !js

package netplay

import (
	"net/http"
	"net/url"
	"sync"
	"time"

	"estafette/i18n"
	"estafette/session"
)

// The club server's lobby (Options.Lobby): a device starts a game from a
// scenario the server lists, for people or against the computer, and
// gets its page with the code to give the others.

// maxRooms bounds the games in memory; past it the lobby starts none.
const maxRooms = 2000

// createRate bounds the games one address starts: maxCreates every
// createWindow.
const (
	maxCreates   = 20
	createWindow = 10 * time.Minute
)

type creations struct {
	mu   sync.Mutex
	seen map[string][]time.Time
}

// allow notes a game started from ip; false past the rate.
func (c *creations) allow(ip string, now time.Time) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.seen == nil {
		c.seen = map[string][]time.Time{}
	}
	var keep []time.Time
	for _, t := range c.seen[ip] {
		if now.Sub(t) < createWindow {
			keep = append(keep, t)
		}
	}
	if len(keep) >= maxCreates {
		c.seen[ip] = keep
		return false
	}
	c.seen[ip] = append(keep, now)
	return true
}

// newGame starts a game from the lobby's form.
func (s *Server) newGame(w http.ResponseWriter, r *http.Request) {
	l := pageLang(r)
	if !s.opt.Lobby || r.Method != http.MethodPost {
		http.NotFound(w, r)
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, 4<<10)
	if err := r.ParseForm(); err != nil {
		http.Error(w, "bad form", http.StatusBadRequest)
		return
	}
	var sc *Scenario
	for i := range s.opt.Scenarios {
		if s.opt.Scenarios[i].Key == r.PostForm.Get("scenario") {
			sc = &s.opt.Scenarios[i]
		}
	}
	if sc == nil {
		s.render(w, r, &page{Err: i18n.T(l, "net.page.noscenario")})
		return
	}
	s.mu.Lock()
	full := len(s.rooms) >= maxRooms
	s.mu.Unlock()
	if full || !s.created.allow(s.clientIP(r), time.Now()) {
		s.render(w, r, &page{Err: i18n.T(l, "net.page.busy")})
		return
	}
	scen, rs, err := session.LoadScenario(sc.Name, sc.Source)
	if err != nil {
		s.render(w, r, &page{Err: err.Error()})
		return
	}
	g := session.NewGame(sc.Name, sc.Source, scen, rs, 0)
	var seats []SeatConfig
	level := r.PostForm.Get("seats")
	for i, a := range scen.Armies {
		c := SeatConfig{Army: a.ID, Who: SeatOpen}
		switch {
		case level == "demo":
			// The computer on both sides: a demonstration for the club
			// to watch on the projector.
			c = SeatConfig{Army: a.ID, Who: SeatComputer, Level: "normal"}
		case i > 0 && (level == "easy" || level == "normal" || level == "hard"):
			c = SeatConfig{Army: a.ID, Who: SeatComputer, Level: level}
		}
		seats = append(seats, c)
	}
	code, err := s.Host(g, nil, seats)
	if err != nil {
		s.render(w, r, &page{Err: err.Error()})
		return
	}
	http.Redirect(w, r, "/join?"+url.Values{"code": {code}, "lang": {string(l)}}.Encode(), http.StatusSeeOther)
}
