package main

import (
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// Handler serves dir: NAME.gz in place of NAME, marked gzip-encoded,
// when it exists and the request accepts gzip.
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
		if acceptsGzip(r) && !strings.HasSuffix(name, ".gz") {
			gz := filepath.Join(dir, filepath.FromSlash(name)+".gz")
			if fi, err := os.Stat(gz); err == nil && fi.Mode().IsRegular() {
				w.Header().Set("Content-Encoding", "gzip")
				r2 := r.Clone(r.Context())
				r2.URL.Path = name + ".gz"
				files.ServeHTTP(w, r2)
				return
			}
		}
		files.ServeHTTP(w, r)
	})
}

// acceptsGzip reads Accept-Encoding: gzip, unless refused with q=0.
func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.TrimSpace(coding) != "gzip" {
			continue
		}
		q := strings.ReplaceAll(params, " ", "")
		return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
	}
	return false
}
