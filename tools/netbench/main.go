// Command netbench loads `estafette serve` as a club's evening would,
// only larger: it starts the server (the program named by -estafette) on
// a fresh directory, starts -games games from its lobby, joins two
// scripted devices to each (a computer player choosing, at a person's
// pace: one action every -pace per game), plays for -for, and prints the
// round trips of the devices' actions (from the action given to its line
// back from the host) and the server's resident memory at its peak.
//
//	go build -o /tmp/estafette . && go run ./tools/netbench -estafette /tmp/estafette
//
// The devices connect from 127.0.0.2 up to 127.0.0.201, as a club's
// devices come from several addresses: the server's limits by address
// stay those of a real evening. docs/network.md gives the figures.
package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"regexp"
	"sort"
	"strings"
	"sync"
	"time"

	"estafette/ai"
	"estafette/netplay"
	"estafette/session"
)

func main() {
	prog := flag.String("estafette", "", "the estafette program to run as the server")
	games := flag.Int("games", 500, "games played at once")
	pace := flag.Duration("pace", 2*time.Second, "time between two actions of a game")
	dur := flag.Duration("for", 60*time.Second, "how long to play once every game has started")
	scenario := flag.String("scenario", "builtin:tutorial", "the lobby's scenario key")
	flag.Parse()
	if *prog == "" {
		fmt.Fprintln(os.Stderr, "netbench: -estafette names the program to load")
		os.Exit(2)
	}
	dir, err := os.MkdirTemp("", "netbench")
	check(err)
	defer os.RemoveAll(dir)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	check(err)
	addr := ln.Addr().String()
	ln.Close()
	srv := exec.Command(*prog, "serve", "--dir", dir, "--addr", addr)
	out, _ := srv.StdoutPipe()
	srv.Stderr = os.Stderr
	check(srv.Start())
	defer srv.Process.Kill()
	sc := bufio.NewScanner(out)
	for sc.Scan() && !strings.Contains(sc.Text(), "listening") {
	}
	go func() {
		for sc.Scan() {
		}
	}()

	ctx, cancel := context.WithCancel(context.Background())
	var mu sync.Mutex
	var trips []time.Duration
	var wg sync.WaitGroup
	start := time.Now()
	for i := 0; i < *games; i++ {
		ip := net.IPv4(127, 0, 0, byte(2+i%200))
		code, err := newGame(addr, ip, *scenario)
		check(err)
		for _, seat := range []string{"atheniens", "beotiens"} {
			wg.Add(1)
			go func(seat string, i int) {
				defer wg.Done()
				d, err := join("ws://"+addr+"/ws", code, seat, ip, i)
				if err != nil {
					fmt.Fprintln(os.Stderr, "netbench:", err)
					return
				}
				d.play(ctx, *pace, func(t time.Duration) {
					mu.Lock()
					trips = append(trips, t)
					mu.Unlock()
				})
			}(seat, i)
		}
	}
	fmt.Printf("%d games started in %v; playing for %v\n", *games, time.Since(start).Round(time.Millisecond), *dur)
	mu.Lock()
	trips = trips[:0] // the round trips of the evening, not of its start
	mu.Unlock()
	cpu0 := cpuTime(srv.Process.Pid)
	time.Sleep(*dur)
	cpu := cpuTime(srv.Process.Pid) - cpu0
	peak := rss(srv.Process.Pid)
	cancel()
	wg.Wait()
	mu.Lock()
	defer mu.Unlock()
	sort.Slice(trips, func(i, j int) bool { return trips[i] < trips[j] })
	if len(trips) == 0 {
		fmt.Println("no action was played")
		os.Exit(1)
	}
	q := func(f float64) time.Duration {
		return trips[int(f*float64(len(trips)-1))].Round(100 * time.Microsecond)
	}
	fmt.Printf("%d actions in %v: %.0f a second; round trip p50 %v, p95 %v, p99 %v, max %v\n",
		len(trips), *dur, float64(len(trips))/dur.Seconds(), q(0.5), q(0.95), q(0.99), trips[len(trips)-1].Round(time.Millisecond))
	fmt.Printf("the server's resident memory: %s; its processor time %.1f s (%.2f ms an action)\n",
		peak, cpu.Seconds(), cpu.Seconds()*1000/float64(len(trips)))
}

// newGame starts a game from the server's lobby, from ip; it returns
// its code.
func newGame(addr string, ip net.IP, scenario string) (string, error) {
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: ip}}
	hc := &http.Client{Transport: &http.Transport{DialContext: d.DialContext},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := hc.PostForm("http://"+addr+"/new", url.Values{"scenario": {scenario}, "seats": {"people"}})
	if err != nil {
		return "", err
	}
	resp.Body.Close()
	m := regexp.MustCompile(`code=([0-9A-Z]+)`).FindStringSubmatch(resp.Header.Get("Location"))
	if m == nil {
		return "", fmt.Errorf("the lobby answered %s", resp.Status)
	}
	return m[1], nil
}

// device is a scripted device: its client, its session, its mind.
type device struct {
	c    *netplay.Client
	s    *session.Session
	mind ai.Player
	wake chan struct{}
}

func join(wsURL, code, seat string, ip net.IP, i int) (*device, error) {
	c := &netplay.Client{URL: wsURL, Code: code, Seat: seat, LocalIP: ip}
	w, err := c.Connect(30 * time.Second)
	if err != nil {
		return nil, err
	}
	g, err := w.NewGame()
	if err != nil {
		return nil, err
	}
	s := session.New(g)
	s.Join(c)
	mind, _ := ai.New("greedy", uint64(i))
	d := &device{c: c, s: s, mind: mind, wake: make(chan struct{}, 1)}
	c.OnChange(func() {
		select {
		case d.wake <- struct{}{}:
		default:
		}
	})
	return d, nil
}

// play applies what comes and plays this device's decisions, one every
// pace, reporting each action's round trip.
func (d *device) play(ctx context.Context, pace time.Duration, trip func(time.Duration)) {
	defer d.c.Close()
	var sent time.Time
	next := time.Now().Add(time.Duration(float64(pace) * float64(time.Now().UnixNano()%1000) / 1000))
	for {
		select {
		case <-d.wake:
		case <-time.After(20 * time.Millisecond):
		case <-ctx.Done():
			return
		}
		for {
			if p, v := d.s.Tick(); p == nil && v == nil {
				break
			}
		}
		if !sent.IsZero() && !d.c.Status().Pending {
			trip(time.Since(sent))
			sent = time.Time{}
		}
		st := d.s.Game().State
		if d.s.Over() || d.c.Busy() || !d.c.Mine(st.Decider()) || time.Now().Before(next) {
			continue
		}
		ch, err := d.mind.Choose(ctx, st.Clone(), st.LegalActions())
		if err != nil {
			return
		}
		sent, next = time.Now(), time.Now().Add(pace)
		if p, v := d.s.Apply(ch.Action); p == nil && v == nil && !d.c.Status().Pending {
			sent = time.Time{}
		}
	}
}

// cpuTime is the processor time the process has used (Linux: utime and
// stime of /proc/PID/stat, in clock ticks of 1/100 s).
func cpuTime(pid int) time.Duration {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	s := string(data)
	f := strings.Fields(s[strings.LastIndex(s, ")")+2:])
	var u, k int64
	fmt.Sscan(f[11], &u)
	fmt.Sscan(f[12], &k)
	return time.Duration(u+k) * 10 * time.Millisecond
}

// rss is the server's resident memory now and at its peak (Linux).
func rss(pid int) string {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return "unknown"
	}
	var now, peak string
	for _, l := range strings.Split(string(data), "\n") {
		if f := strings.Fields(l); len(f) >= 2 {
			switch f[0] {
			case "VmRSS:":
				now = f[1] + " kB"
			case "VmHWM:":
				peak = f[1] + " kB"
			}
		}
	}
	return now + " now, " + peak + " at the peak"
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "netbench:", err)
		os.Exit(1)
	}
}
