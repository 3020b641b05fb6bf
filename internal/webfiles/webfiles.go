// Package webfiles serves the web page make web writes: a file's
// precompressed .br or .gz when the browser accepts it, with the right
// types, nothing cached. tools/webserve and the network host use it.
package webfiles

import (
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// Handler serves dir: NAME.br in place of NAME, marked Brotli-encoded,
// when it exists and the request accepts br; else NAME.gz, marked
// gzip-encoded, when it exists and the request accepts gzip.
func Handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Add("Vary", "Accept-Encoding")
		name := path.Clean("/" + r.URL.Path)
		ct := mime.TypeByExtension(path.Ext(name))
		if path.Ext(name) == ".webmanifest" {
			ct = "application/manifest+json" // not in every system's MIME table
		}
		if ct != "" && !strings.HasSuffix(name, "/") {
			w.Header().Set("Content-Type", ct)
		}
		for _, enc := range []struct{ coding, ext string }{{"br", ".br"}, {"gzip", ".gz"}} {
			if !accepts(r, enc.coding) || strings.HasSuffix(name, ".gz") || strings.HasSuffix(name, ".br") {
				continue
			}
			packed := filepath.Join(dir, filepath.FromSlash(name)+enc.ext)
			if fi, err := os.Stat(packed); err == nil && fi.Mode().IsRegular() {
				w.Header().Set("Content-Encoding", enc.coding)
				r2 := r.Clone(r.Context())
				r2.URL.Path = name + enc.ext
				files.ServeHTTP(w, r2)
				return
			}
		}
		files.ServeHTTP(w, r)
	})
}

// accepts reads Accept-Encoding: coding (gzip, br), unless refused with
// q=0.
func accepts(r *http.Request, want string) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.TrimSpace(coding) != want {
			continue
		}
		q := strings.ReplaceAll(params, " ", "")
		return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
	}
	return false
}

// Find serves the web page from dir, or, when dir is "", from web/
// beside the program (the downloads carry it) or dist/web (make web);
// nil and what was tried when there is none.
func Find(dir string) (http.Handler, []string) {
	var tries []string
	if dir != "" {
		tries = []string{dir}
	} else {
		if exe, err := os.Executable(); err == nil {
			tries = append(tries, filepath.Join(filepath.Dir(exe), "web"))
		}
		tries = append(tries, filepath.Join("dist", "web"))
	}
	for _, d := range tries {
		if fi, err := os.Stat(filepath.Join(d, "index.html")); err == nil && fi.Mode().IsRegular() {
			return Handler(d), tries
		}
	}
	return nil, tries
}
