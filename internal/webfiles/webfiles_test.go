package webfiles

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

// TestServesThePrecompressedWasm: a browser that accepts Brotli gets the
// .br with Content-Encoding br, one that accepts gzip only the .gz with
// Content-Encoding gzip, both with the wasm's type (which streaming
// compilation needs); one that accepts neither gets the file itself.
func TestServesThePrecompressedWasm(t *testing.T) {
	dir := t.TempDir()
	raw := bytes.Repeat([]byte("\x00asm wasm bytes "), 100)
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(raw)
	zw.Close()
	os.WriteFile(filepath.Join(dir, "estafette.wasm"), raw, 0o644)
	os.WriteFile(filepath.Join(dir, "estafette.wasm.gz"), gz.Bytes(), 0o644)
	// The server only picks the file: any bytes stand for Brotli's.
	br := []byte("brotli-compressed bytes")
	os.WriteFile(filepath.Join(dir, "estafette.wasm.br"), br, 0o644)
	os.WriteFile(filepath.Join(dir, "index.html"), []byte("<!DOCTYPE html>"), 0o644)
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	tr := &http.Transport{DisableCompression: true} // see the bytes as sent

	for _, c := range []struct {
		accept   string
		encoding string
		body     []byte
	}{
		{"gzip, deflate, br", "br", br},
		{"gzip, deflate", "gzip", gz.Bytes()},
		{"br;q=0, gzip", "gzip", gz.Bytes()},
		{"", "", raw},
		{"gzip;q=0, deflate", "", raw},
		{"gzip;q=0, br", "br", br},
	} {
		req, _ := http.NewRequest("GET", srv.URL+"/estafette.wasm", nil)
		if c.accept != "" {
			req.Header.Set("Accept-Encoding", c.accept)
		}
		resp, err := tr.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "application/wasm" ||
			resp.Header.Get("Content-Encoding") != c.encoding || !bytes.Equal(body, c.body) {
			t.Errorf("Accept-Encoding %q: %d, type %q, encoding %q, %d bytes", c.accept, resp.StatusCode,
				resp.Header.Get("Content-Type"), resp.Header.Get("Content-Encoding"), len(body))
		}
	}
	resp, err := http.Get(srv.URL + "/")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 || resp.Header.Get("Content-Encoding") != "" {
		t.Errorf("the page: %d, encoding %q", resp.StatusCode, resp.Header.Get("Content-Encoding"))
	}
	// The manifest's type, which some systems' MIME tables lack: a
	// browser may ignore a manifest served as anything else.
	os.WriteFile(filepath.Join(dir, "manifest.webmanifest"), []byte("{}"), 0o644)
	if resp, err = http.Get(srv.URL + "/manifest.webmanifest"); err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.Header.Get("Content-Type") != "application/manifest+json" {
		t.Errorf("the manifest is served as %q", resp.Header.Get("Content-Type"))
	}
	resp, _ = http.Get(srv.URL + "/../../etc/passwd")
	if resp.StatusCode == 200 {
		b, _ := io.ReadAll(resp.Body)
		if bytes.Contains(b, []byte("root:")) {
			t.Error("a path out of the directory was served")
		}
	}
	resp.Body.Close()
}
