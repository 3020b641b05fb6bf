//go:build !js

package netplay

import (
	"errors"
	"fmt"
	"net"
	"net/http"
	"sort"
	"syscall"
	"time"
)

// Host is this program serving games on the network: its server and
// the port it listens on (estafette host, the start screen's Host, and
// serve).
type Host struct {
	Server *Server
	ln     net.Listener
	hs     *http.Server
	done   chan error
}

// StartHost opens a server with o and listens on addr (":8765").
func StartHost(o Options, addr string) (*Host, error) {
	srv, err := NewServer(o)
	if err != nil {
		return nil, err
	}
	ln, err := Listen(addr)
	if err != nil {
		srv.Close()
		return nil, err
	}
	h := &Host{Server: srv, ln: ln, hs: &http.Server{Handler: srv, ReadHeaderTimeout: 10 * time.Second}, done: make(chan error, 1)}
	go func() { h.done <- h.hs.Serve(ln) }()
	return h, nil
}

// Listen opens a port, saying in the player's words when another
// program (a second host) holds it.
func Listen(addr string) (net.Listener, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil && errors.Is(err, syscall.EADDRINUSE) {
		return nil, fmt.Errorf("%s is in use by another program (another host?): choose another port", addr)
	}
	return ln, err
}

// Done is closed with the listener's end (an error, or the host
// closed).
func (h *Host) Done() <-chan error { return h.done }

// Port is the port the host listens on.
func (h *Host) Port() int { return h.ln.Addr().(*net.TCPAddr).Port }

// Addresses are the addresses other devices reach the host at: each
// interface's IPv4 address when it listens on all of them.
func (h *Host) Addresses() []string { return Addresses(h.ln) }

// Addresses are the addresses other devices reach ln at.
func Addresses(ln net.Listener) []string {
	tcp, ok := ln.Addr().(*net.TCPAddr)
	if !ok {
		return nil
	}
	if !tcp.IP.IsUnspecified() {
		return []string{tcp.String()}
	}
	var out []string
	addrs, _ := net.InterfaceAddrs()
	for _, a := range addrs {
		if n, ok := a.(*net.IPNet); ok && n.IP.To4() != nil && !n.IP.IsLoopback() {
			out = append(out, net.JoinHostPort(n.IP.String(), fmt.Sprint(tcp.Port)))
		}
	}
	sort.Strings(out)
	if len(out) == 0 {
		out = []string{net.JoinHostPort("127.0.0.1", fmt.Sprint(tcp.Port))}
	}
	return out
}

// Link is the link a phone's camera opens to join the game of code.
func (h *Host) Link(code string) string {
	return "http://" + h.Addresses()[0] + "/join?code=" + code
}

// Seat is this program's own device in the game of code: the client of
// army's seat (given to it whoever held it: the host's program that
// restarted has lost its token), or a spectator's for Watch.
func (h *Host) Seat(code, army, name string) (*Client, error) {
	c := &Client{URL: fmt.Sprintf("ws://127.0.0.1:%d/ws", h.Port()), Code: code, Seat: army, Name: name}
	if army != Watch {
		token, err := h.Server.TakeSeat(code, army)
		if err != nil {
			return nil, err
		}
		c.SetToken(token)
	}
	return c, nil
}

// Close stops serving and ends every game's loop (each game is in its
// file already).
func (h *Host) Close() {
	h.hs.Close()
	h.Server.Close()
}
