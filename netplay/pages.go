//go:build !js

package netplay

import (
	"html/template"
	"net/http"
	"net/url"
	"strings"

	"estafette/i18n"
)

// The pages a device opens in a browser before the table (docs/network.md
// "Joining from a browser"): the form to give a code (and, on a club's
// server, to start a game), and a game's page to choose a seat, with the
// QR code of its link for the next device. They need no script: a phone
// follows links.

// pageLang is the language of a page: ?lang=, else the browser's first.
func pageLang(r *http.Request) i18n.Lang {
	switch r.URL.Query().Get("lang") {
	case "fr":
		return i18n.FR
	case "en":
		return i18n.EN
	}
	if strings.HasPrefix(strings.ToLower(r.Header.Get("Accept-Language")), "fr") {
		return i18n.FR
	}
	return i18n.EN
}

var pageTmpl = template.Must(template.New("page").Parse(`<!doctype html>
<html lang="{{.Lang}}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Estafette</title>
<style>
body{font:18px/1.4 system-ui,sans-serif;margin:0 auto;max-width:40em;padding:1em;background:#f4efe4;color:#222}
h1{font-size:1.5em}a.b,button{display:block;box-sizing:border-box;width:100%;min-height:48px;margin:.5em 0;padding:.6em;
font:inherit;text-align:center;border:2px solid #345;border-radius:8px;background:#fff;color:#123;text-decoration:none}
a.b.main,button.main{background:#345;color:#fff}input,select{font:inherit;min-height:44px;width:100%;box-sizing:border-box;margin:.3em 0}
.code{font:bold 1.6em monospace;letter-spacing:.1em}.qr{text-align:center}.qr svg{max-width:80vw;height:auto}
.err{color:#a00}.seat{margin:.3em 0}small{color:#555}
</style></head><body>
<h1>Estafette</h1>
{{if .Err}}<p class="err">{{.Err}}</p>{{end}}
{{if .Game}}
<p>{{.Game.Title}}</p>
<p id="progress" data-actions="{{.Game.Actions}}" data-over="{{.Game.Over}}"><small>{{if .Game.Over}}{{.T.over}}{{else}}{{.Game.Actions}} {{.T.actions}}{{end}}</small></p>
<p>{{.T.code}} <span class="code">{{.Code}}</span></p>
{{range .Seats}}<div class="seat">{{if .Free}}<a class="b main" href="{{.Link}}">{{$.T.play}} {{.Name}}</a>{{else}}{{.Name}} : {{.Who}}{{end}}</div>{{end}}
<a class="b" href="{{.Watch}}">{{.T.watch}}</a>
{{if .NoWeb}}<p><small>{{.T.noweb}}</small></p>{{end}}
<p><small>{{.T.desktop}} <code>estafette join {{.Host}} {{.Code}}</code></small></p>
<div class="qr">{{.QR}}<br><small>{{.T.scan}}</small></div>
{{else}}
<form action="/join" method="get"><label>{{.T.entercode}}<input name="code" autocomplete="off" autocapitalize="characters" required></label>
<button class="main">{{.T.join}}</button></form>
{{if .Lobby}}<h2>{{.T.new}}</h2><form action="/new" method="post">
<label>{{.T.scenario}}<select name="scenario">{{range .Scenarios}}<option value="{{.Key}}">{{.Title}}</option>{{end}}</select></label>
<label>{{.T.seats}}<select name="seats"><option value="people">{{.T.people}}</option>{{range .Levels}}<option value="{{.}}">{{$.T.computer}} ({{.}})</option>{{end}}<option value="demo">{{.T.demo}}</option></select></label>
<button class="main">{{.T.create}}</button></form>{{end}}
{{end}}
</body></html>`))

// pageWords are a page's words in its language.
func pageWords(l i18n.Lang) map[string]string {
	out := map[string]string{}
	for _, k := range []string{"code", "play", "watch", "noweb", "desktop", "scan", "entercode", "join", "new", "scenario", "seats", "people", "computer", "create", "over", "actions", "demo"} {
		out[k] = i18n.T(l, "net.page."+k)
	}
	return out
}

type pageSeat struct {
	Name, Who, Link string
	Free            bool
}

type page struct {
	Lang      i18n.Lang
	T         map[string]string
	Err       string
	Game      *roomInfo
	Code      string
	Host      string
	Seats     []pageSeat
	Watch     string
	QR        template.HTML
	NoWeb     bool
	Lobby     bool
	Scenarios []Scenario
	Levels    []string
}

func (s *Server) render(w http.ResponseWriter, r *http.Request, p *page) {
	p.Lang = pageLang(r)
	p.T = pageWords(p.Lang)
	p.Lobby = s.opt.Lobby
	if p.Lobby {
		p.Scenarios = s.opt.Scenarios
		p.Levels = []string{"easy", "normal", "hard"}
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'")
	pageTmpl.Execute(w, p)
}

// servePages answers / (the form) and /join (a game's page).
func (s *Server) servePages(w http.ResponseWriter, r *http.Request) {
	switch r.URL.Path {
	case "/":
		s.render(w, r, &page{})
	case "/join":
		s.joinPage(w, r)
	case "/new":
		s.newGame(w, r)
	default:
		http.NotFound(w, r)
	}
}

// joinPage shows a game to a device that gave its code: the seats free
// to take, watching, and the QR code of this page for the next device.
func (s *Server) joinPage(w http.ResponseWriter, r *http.Request) {
	l := pageLang(r)
	ip := s.clientIP(r)
	code := NormalCode(r.URL.Query().Get("code"))
	if s.guard.pause(ip) > 0 {
		s.render(w, r, &page{Err: i18n.T(l, "net.page.wait")})
		return
	}
	rm, err := s.roomByCode(code)
	if rm == nil || err != nil || code == "" {
		s.guard.wrongCode(ip)
		s.render(w, r, &page{Err: i18n.T(l, "net.page.nocode")})
		return
	}
	s.guard.rightCode(ip)
	ch := make(chan roomInfo, 1)
	if !rm.post(event{info: ch}) {
		s.render(w, r, &page{Err: i18n.T(l, "net.page.nocode")})
		return
	}
	info := <-ch
	p := &page{Game: &info, Code: ShowCode(code), Host: r.Host, NoWeb: s.opt.Web == nil,
		Watch: "/play/?" + url.Values{"join": {code}, "seat": {Watch}, "lang": {string(l)}}.Encode()}
	for _, st := range info.Seats {
		ps := pageSeat{Name: info.Names[st.Army], Free: st.Who == SeatOpen}
		ps.Link = "/play/?" + url.Values{"join": {code}, "seat": {st.Army}, "lang": {string(l)}}.Encode()
		switch st.Who {
		case SeatComputer:
			ps.Who = i18n.T(l, "net.page.computer")
		case SeatPerson:
			ps.Who = st.Name
		}
		p.Seats = append(p.Seats, ps)
	}
	link := "http://" + r.Host + "/join?code=" + code
	if q, err := NewQR(link); err == nil {
		p.QR = template.HTML(q.SVG(6))
	}
	s.render(w, r, p)
}

// noWebPage says, under /play/, that this program was built without the
// web page: desktops join with the command line.
func (s *Server) noWebPage(w http.ResponseWriter, r *http.Request) {
	s.render(w, r, &page{Err: i18n.T(pageLang(r), "net.page.noweb")})
}
