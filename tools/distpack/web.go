package main

import (
	"bytes"
	"compress/gzip"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// webCmd writes dist/web: the page (web/index.html with the wasm's size
// for its progress bar and the version), its scripts, its service worker
// and web app manifest with their icons (the page offline: README.md, "In the browser"),
// wasm_exec.js of the Go toolchain that built the wasm, the wasm and its
// gzip.
func webCmd(args []string) error {
	fl := flag.NewFlagSet("web", flag.ContinueOnError)
	wasm := fl.String("wasm", "", "the WebAssembly program")
	src := fl.String("src", "web", "the page's sources")
	goroot := fl.String("goroot", "", "the Go toolchain that built the wasm (`go env GOROOT`), for its lib/wasm/wasm_exec.js")
	version := fl.String("version", "dev", "the version, shown by the page")
	out := fl.String("out", "dist/web", "the directory to write")
	if err := fl.Parse(args); err != nil {
		return err
	}
	if *goroot == "" {
		return fmt.Errorf("web: -goroot is needed (go env GOROOT)")
	}
	prog, err := os.ReadFile(*wasm)
	if err != nil {
		return err
	}
	if !bytes.HasPrefix(prog, []byte("\x00asm")) {
		return fmt.Errorf("%s is not WebAssembly", *wasm)
	}
	page, err := os.ReadFile(filepath.Join(*src, "index.html"))
	if err != nil {
		return err
	}
	page = bytes.ReplaceAll(page, []byte("{{WASM_BYTES}}"), []byte(strconv.Itoa(len(prog))))
	page = bytes.ReplaceAll(page, []byte("{{VERSION}}"), []byte(htmlAttr(*version)))
	files := map[string][]byte{"index.html": page, "estafette.wasm": prog}
	for _, name := range []string{"loader.js", "files.js", "sw.js", "manifest.webmanifest"} {
		if files[name], err = os.ReadFile(filepath.Join(*src, name)); err != nil {
			return err
		}
	}
	// The service worker's cache is named after the version, so that a
	// new version fills a new cache and the old one goes.
	files["sw.js"] = bytes.ReplaceAll(files["sw.js"], []byte("{{VERSION}}"), []byte(jsString(*version)))
	files["icon-192.png"] = icon(192)
	files["icon-512.png"] = icon(512)
	// The glue between the wasm and the page changes with Go's versions:
	// it must be the one of the toolchain that built the wasm.
	if files["wasm_exec.js"], err = os.ReadFile(filepath.Join(*goroot, "lib", "wasm", "wasm_exec.js")); err != nil {
		return err
	}
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	zw.Write(prog)
	zw.Close()
	files["estafette.wasm.gz"] = gz.Bytes()
	if err := os.MkdirAll(*out, 0o755); err != nil {
		return err
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(*out, name), data, 0o644); err != nil {
			return err
		}
	}
	fmt.Printf("%s: estafette.wasm %.2f MB, gzipped %.2f MB (%d bytes)\n", *out, float64(len(prog))/1e6, float64(gz.Len())/1e6, gz.Len())
	return nil
}

// jsString keeps s to what may stand inside a JavaScript string.
func jsString(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '"' || r == '\\' || r < ' ' {
			return '_'
		}
		return r
	}, s)
}

func htmlAttr(s string) string {
	return strings.NewReplacer("&", "&amp;", `"`, "&quot;", "<", "&lt;", ">", "&gt;").Replace(s)
}
