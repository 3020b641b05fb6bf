//go:build !js

package netplay

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/coder/websocket"

	"estafette/internal/store"
	"estafette/session"
)

// Options configure a server.
type Options struct {
	// Dir is the server's directory: its games and their rooms are in
	// Dir/games, and it reads and writes nothing elsewhere.
	Dir string
	// Web serves the web page under /play/ (the files `make web` writes);
	// nil when this program has none: desktops still join.
	Web http.Handler
	// Pace is the time between two of the computer's actions.
	Pace time.Duration
	// Logf receives what the server has to say (nil: nothing).
	Logf func(format string, args ...any)
	// Lobby lets a device start a game from a scenario the server lists
	// (`estafette serve`); a desktop host serves only its own games.
	Lobby bool
	// TrustProxy reads the device's address from X-Forwarded-For: set it
	// only behind a reverse proxy that writes it.
	TrustProxy bool
	// Rate is the most messages a second a device may send (0:
	// DefaultRate); tests of whole games raise it.
	Rate float64
	// Scenarios are what the lobby offers to start (Lobby).
	Scenarios []Scenario
	// Unload is how long a game with no device stays in memory (0: ten
	// minutes); its file keeps it meanwhile.
	Unload time.Duration
}

// Scenario is one the lobby offers: a device names it by Key, never by
// a path.
type Scenario struct {
	Key    string
	Title  string
	Name   string // the file's name, kept with the game
	Source []byte
}

// Server keeps hosted games and lets devices join them by code.
type Server struct {
	opt   Options
	dir   string
	st    store.Store
	lib   *session.Library
	guard *guard
	// created counts the games each address started from the lobby.
	created creations

	mu    sync.Mutex
	rooms map[string]*room  // by code: the games in memory
	index map[string]string // by code: the room files of the others
	wg    sync.WaitGroup
	quit  chan struct{}
}

// NewServer opens a server on its directory, reading back the rooms of
// the games it hosted before (a server that restarts).
func NewServer(o Options) (*Server, error) {
	if o.Dir == "" {
		return nil, errors.New("a server needs a directory for its games")
	}
	st := store.Local()
	s := &Server{opt: o, dir: o.Dir, st: st, guard: newGuard(), rooms: map[string]*room{}, index: map[string]string{}, quit: make(chan struct{})}
	s.lib = session.OpenLibraryAs(st, o.Dir, "netplay-"+session.NewID())
	ents, err := st.List(filepath.Join(o.Dir, session.GamesDir))
	if err != nil {
		return nil, err
	}
	for _, e := range ents {
		if !strings.HasSuffix(e.Name, roomExt) {
			continue
		}
		f, err := s.readRoom(e.Name)
		if err != nil {
			s.logf("%v", err)
			continue
		}
		s.index[f.Code] = e.Name
	}
	return s, nil
}

func (s *Server) logf(format string, args ...any) {
	if s.opt.Logf != nil {
		s.opt.Logf(format, args...)
	}
}

// Close stops every game's loop (each game is in its file already) and
// lets the devices go.
func (s *Server) Close() {
	s.mu.Lock()
	select {
	case <-s.quit:
	default:
		close(s.quit)
	}
	rooms := s.rooms
	s.rooms = map[string]*room{}
	s.mu.Unlock()
	for _, r := range rooms {
		close(r.quit)
		<-r.done
		s.lib.Release(r.sess.Doc)
	}
}

// Host starts hosting a game: a new one (doc nil) or one of the
// library's (doc its identity). It returns the join code.
func (s *Server) Host(g *session.Game, doc *session.Doc, seats []SeatConfig) (string, error) {
	if doc == nil {
		doc = s.lib.NewDoc(g.Scenario.Title)
	}
	code := s.freeCode()
	r, err := s.newRoom(g, doc, code, seats)
	if err != nil {
		return "", err
	}
	r.saveRoom()
	s.start(r)
	return code, nil
}

// HostFile hosts a game file. A game this server hosted before takes
// its code and seats back from its room (a host that restarts after a
// crash); a game of the server's library continues under its identity;
// any other saved game starts a new game of the library from it.
func (s *Server) HostFile(path string, seats []SeatConfig) (string, error) {
	g, doc, err := s.lib.Open(path)
	if err != nil {
		return "", err
	}
	if doc.Copy {
		return "", fmt.Errorf("%s is open in another window", path)
	}
	if doc.From == "" {
		if f, err := s.readRoom(s.roomPath(doc.ID)); err == nil {
			r, err := s.roomOf(g, doc, f)
			if err != nil {
				return "", err
			}
			s.start(r)
			return f.Code, nil
		}
	}
	return s.Host(g, doc, seats)
}

// Codes lists the codes of the games in memory.
func (s *Server) Codes() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []string
	for c := range s.rooms {
		out = append(out, c)
	}
	return out
}

func (s *Server) freeCode() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	for {
		c := NewCode()
		if s.rooms[c] == nil && s.index[c] == "" {
			return c
		}
	}
}

func (s *Server) start(r *room) {
	s.mu.Lock()
	s.rooms[r.code] = r
	s.index[r.code] = s.roomPath(r.sess.Doc.ID)
	s.mu.Unlock()
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		r.run()
	}()
}

// newRoom builds a room: its session, shared, with the computer at its
// seats.
func (s *Server) newRoom(g *session.Game, doc *session.Doc, code string, cfg []SeatConfig) (*room, error) {
	r := &room{srv: s, code: code, peers: map[*peer]bool{}, in: make(chan event, 256), quit: make(chan struct{}), done: make(chan struct{}), idle: time.Now()}
	players := map[string]string{}
	for _, a := range g.Scenario.Armies {
		st := &seat{army: a.ID, who: SeatOpen}
		for _, c := range cfg {
			if c.Army != a.ID {
				continue
			}
			switch c.Who {
			case SeatComputer:
				st.who, st.level = SeatComputer, c.Level
				players[a.ID] = "ai"
				if c.Level != "" {
					players[a.ID] = "ai:" + c.Level
				}
			case SeatPerson, SeatOpen:
				st.who = SeatOpen
			default:
				return nil, fmt.Errorf("seat %q of %s: want person, computer or open", c.Who, a.ID)
			}
		}
		r.seats = append(r.seats, st)
	}
	sess := session.New(g)
	if err := sess.SetPlayers(players); err != nil {
		return nil, err
	}
	sess.Lib, sess.Doc = s.lib, doc
	sess.Say = r.say
	sess.SetPace(s.opt.Pace)
	sess.Share(r)
	r.sess = sess
	r.sent = len(g.Record)
	return r, nil
}

// roomOf builds the room of a game this server hosted before.
func (s *Server) roomOf(g *session.Game, doc *session.Doc, f *roomFile) (*room, error) {
	var cfg []SeatConfig
	for _, st := range f.Seats {
		cfg = append(cfg, SeatConfig{Army: st.Army, Who: st.Who, Level: st.Level})
	}
	r, err := s.newRoom(g, doc, f.Code, cfg)
	if err != nil {
		return nil, err
	}
	for _, st := range f.Seats {
		if x := r.seatOf(st.Army); x != nil && st.Who == SeatPerson {
			x.who, x.name, x.token = SeatPerson, st.Name, st.Token
		}
	}
	return r, nil
}

// unloadAfter is how long a game with no device stays in memory: its
// file keeps it, and the next device to give its code loads it again.
func (s *Server) unloadAfter() time.Duration {
	if s.opt.Unload > 0 {
		return s.opt.Unload
	}
	return 10 * time.Minute
}

// unload lets an idle room go (its loop returns when true): the game is
// in its file, its lock released, its code kept in the index.
func (s *Server) unload(r *room) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.rooms[r.code] != r {
		return false
	}
	delete(s.rooms, r.code)
	r.sess.Save()
	s.lib.Release(r.sess.Doc)
	return true
}

// roomByCode finds the game of a code, reading it back from its files
// if it is not in memory.
func (s *Server) roomByCode(code string) (*room, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if r := s.rooms[code]; r != nil {
		return r, nil
	}
	path := s.index[code]
	if path == "" {
		return nil, nil
	}
	f, err := s.readRoom(path)
	if err != nil || f.Code != code {
		return nil, fmt.Errorf("the game of this code cannot be read back")
	}
	g, doc, err := s.lib.Open(filepath.Join(s.dir, session.GamesDir, f.Game))
	if err != nil {
		return nil, err
	}
	if doc.Copy || doc.From != "" {
		return nil, fmt.Errorf("the game of this code is open elsewhere")
	}
	r, err := s.roomOf(g, doc, f)
	if err != nil {
		return nil, err
	}
	s.rooms[code] = r
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		r.run()
	}()
	return r, nil
}

// ServeHTTP answers the devices: the WebSocket at /ws, the pages to
// join, the web page under /play/.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	switch {
	case r.URL.Path == "/ws":
		s.serveConn(w, r)
	case strings.HasPrefix(r.URL.Path, "/play/"):
		if s.opt.Web == nil {
			s.noWebPage(w, r)
			return
		}
		http.StripPrefix("/play", s.opt.Web).ServeHTTP(w, r)
	default:
		s.servePages(w, r)
	}
}

// clientIP is the device's address: the connection's, or behind a
// trusted proxy the first of X-Forwarded-For.
func (s *Server) clientIP(r *http.Request) string {
	if s.opt.TrustProxy {
		if f := r.Header.Get("X-Forwarded-For"); f != "" {
			ip, _, _ := strings.Cut(f, ",")
			return strings.TrimSpace(ip)
		}
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// serveConn is one device's connection: its hello names the game by
// code, then every message goes to that game's loop, checked and
// rate-limited here.
func (s *Server) serveConn(w http.ResponseWriter, req *http.Request) {
	ip := s.clientIP(req)
	if !s.guard.open(ip) {
		http.Error(w, "too many connections from this address", http.StatusTooManyRequests)
		return
	}
	defer s.guard.close(ip)
	c, err := websocket.Accept(w, req, nil)
	if err != nil {
		return
	}
	c.SetReadLimit(MaxClientMessage)
	p := newPeer(c, ip)
	said := false
	bye := func(key, text string) {
		p.bye(key, text)
		said = true
	}
	defer func() { p.finish(said) }()

	ctx, cancel := context.WithTimeout(p.ctx, helloWait)
	m, err := readMsg(ctx, c)
	cancel()
	if err != nil {
		bye("net.bad", "the first message must be a hello: "+err.Error())
		return
	}
	if m.T != tHello {
		bye("net.bad", "the first message must be a hello")
		return
	}
	if m.V != Version {
		bye("net.version", fmt.Sprintf("this host speaks version %d of the protocol, not %d: use the same Estafette on both devices", Version, m.V))
		return
	}
	if d := s.guard.pause(ip); d > 0 {
		select {
		case <-time.After(d):
		case <-p.ctx.Done():
			return
		}
	}
	code := NormalCode(m.Code)
	rm, err := s.roomByCode(code)
	if code == "" || (rm == nil && err == nil) {
		s.guard.wrongCode(ip)
		bye("net.code", "no game has this code")
		return
	}
	if err != nil {
		bye("net.load", err.Error())
		return
	}
	s.guard.rightCode(ip)
	if !rm.post(event{p: p, m: m}) {
		bye(keyHostClosed, "the host has stopped this game")
		return
	}
	defer rm.post(event{p: p, leave: true})

	b := bucket{rate: s.opt.Rate}
	if b.rate <= 0 {
		b.rate = DefaultRate
	}
	strikes := 0
	for {
		ctx, cancel := context.WithTimeout(p.ctx, idleWait)
		m, err := readMsg(ctx, c)
		cancel()
		if err != nil {
			if errors.Is(err, errBadMsg) {
				bye("net.bad", err.Error())
			}
			return
		}
		if d := b.wait(time.Now()); d > 0 {
			// Over the rate: the message waits its turn, and a device
			// that keeps sending too fast is let go.
			if strikes++; strikes > floodStrikes {
				bye("net.flood", "too many messages: this connection is closed")
				return
			}
			select {
			case <-time.After(d):
			case <-p.ctx.Done():
				return
			}
		} else {
			strikes = 0
		}
		if m.T == tHello {
			continue // one hello a connection
		}
		if !rm.post(event{p: p, m: m}) {
			return
		}
	}
}

// post hands an event to the room's loop; false once the room has
// stopped.
func (r *room) post(ev event) bool {
	select {
	case <-r.done:
		return false
	default:
	}
	select {
	case r.in <- ev:
		return true
	case <-r.done:
		return false
	}
}

var errBadMsg = errors.New("bad message")

// readMsg reads one message and checks it.
func readMsg(ctx context.Context, c *websocket.Conn) (*Msg, error) {
	typ, data, err := c.Read(ctx)
	if err != nil {
		return nil, err
	}
	if typ != websocket.MessageText {
		return nil, fmt.Errorf("%w: messages are JSON text", errBadMsg)
	}
	m, err := decode(data)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", errBadMsg, err)
	}
	if err := m.validClient(); err != nil {
		return nil, fmt.Errorf("%w: %v", errBadMsg, err)
	}
	return m, nil
}

// TakeSeat gives the host's own screen the seat of army in the game of
// code, whoever held it: the host's program restarted has lost its
// token. It returns the token to join with.
func (s *Server) TakeSeat(code, army string) (string, error) {
	r, err := s.roomByCode(code)
	if err != nil || r == nil {
		return "", fmt.Errorf("no game has the code %s", code)
	}
	ch := make(chan string, 1)
	if !r.post(event{take: ch, takeSeat: army}) {
		return "", fmt.Errorf("the game of %s has stopped", code)
	}
	t := <-ch
	if t == "" {
		return "", fmt.Errorf("the game has no seat %q for a person", army)
	}
	return t, nil
}
