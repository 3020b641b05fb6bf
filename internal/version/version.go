// Package version is the version Estafette reports (`estafette
// --version`, the start screen): the one `make dist` stamps into the
// executable from `git describe`, else what the Go toolchain recorded of
// the source it built, else "dev".
package version

import "runtime/debug"

// Stamped is set at link time by make dist and make web:
//
//	-ldflags "-X estafette/internal/version.Stamped=$(git describe --tags --always --dirty)"
var Stamped string

// String returns the version: the stamped one, else the module version
// or the commit the toolchain recorded (`go build` in a clone), else "dev"
// (`go run .`, `go test`).
func String() string {
	if Stamped != "" {
		return Stamped
	}
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "dev"
	}
	return fromBuildInfo(info)
}

// fromBuildInfo reads a version from what the toolchain recorded.
func fromBuildInfo(info *debug.BuildInfo) string {
	if v := info.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	var rev string
	dirty := false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev == "" {
		return "dev"
	}
	if len(rev) > 7 {
		rev = rev[:7]
	}
	if dirty {
		rev += "-dirty"
	}
	return rev
}
