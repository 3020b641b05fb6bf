// Command distpack writes what make dist and make web ship, and checks
// it:
//
//	distpack archive -goos linux -goarch amd64 -exe PATH -version V -out dist
//	distpack check dist/estafette-V-*.tar.gz dist/estafette-V-*.zip
//	distpack web -wasm PATH -version V -out dist/web
//
// archive refuses an executable that is not for its platform (debug/elf,
// debug/pe, debug/macho), so that an archive never ships the wrong
// program; check reads archives back as a player would unpack them.
package main

import (
	"fmt"
	"os"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: distpack archive|check|web ...")
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "archive":
		err = archiveCmd(os.Args[2:])
	case "check":
		err = checkCmd(os.Args[2:])
	case "web":
		err = webCmd(os.Args[2:])
	default:
		err = fmt.Errorf("unknown command %q", os.Args[1])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "distpack:", err)
		os.Exit(1)
	}
}
