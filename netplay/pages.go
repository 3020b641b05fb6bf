//go:build !js

package netplay

import (
	"net/http"
)

// servePages answers the pages a device opens in a browser before the
// table: the form to give a code, and a game's page to choose a seat.
func (s *Server) servePages(w http.ResponseWriter, r *http.Request) {
	http.NotFound(w, r)
}

// noWebPage says that this program was built without the web page.
func (s *Server) noWebPage(w http.ResponseWriter, r *http.Request) {
	http.Error(w, "This host has no web page (build it with make web); desktops join with: estafette join ADDRESS CODE", http.StatusNotFound)
}
