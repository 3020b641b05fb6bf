// Command webserve serves the web page make web writes (dist/web) on the
// local machine, for make serve-web and the browser test: the
// precompressed .gz of a file when the browser accepts gzip, the
// WebAssembly MIME type, and nothing cached, so that a rebuilt page is
// the one seen.
//
//	go run ./tools/webserve -dir dist/web -addr 127.0.0.1:8080
//
// With port 0 it picks a free port. It prints the page's address on its
// first line of output.
package main

import (
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"

	"estafette/internal/webfiles"
)

func main() {
	dir := flag.String("dir", "dist/web", "the directory to serve")
	addr := flag.String("addr", "127.0.0.1:8080", "the address to listen on (127.0.0.1:0 picks a port)")
	flag.Parse()
	if fi, err := os.Stat(*dir); err != nil || !fi.IsDir() {
		fmt.Fprintf(os.Stderr, "webserve: %s is not a directory (make web writes it)\n", *dir)
		os.Exit(2)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintln(os.Stderr, "webserve:", err)
		os.Exit(1)
	}
	fmt.Printf("http://%s/\n", ln.Addr())
	if err := http.Serve(ln, webfiles.Handler(*dir)); err != nil {
		fmt.Fprintln(os.Stderr, "webserve:", err)
		os.Exit(1)
	}
}
