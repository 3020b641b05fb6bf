package cli

import (
	"bytes"
	"testing"

	"estafette/internal/version"
)

// TestVersion: --version (and version, -version) print the stamped
// version on one line and open no window.
func TestVersion(t *testing.T) {
	old := version.Stamped
	defer func() { version.Stamped = old }()
	version.Stamped = "v0.9.0-2-g1234567"
	for _, arg := range []string{"--version", "-version", "version"} {
		var out, errs bytes.Buffer
		env := Env{Stdout: &out, Stderr: &errs, Getenv: func(string) string { return "" },
			OpenWindow: func(Window) error { t.Fatal("--version opened a window"); return nil }}
		if code := Main([]string{arg}, env); code != 0 || out.String() != "estafette v0.9.0-2-g1234567\n" || errs.Len() > 0 {
			t.Errorf("%s: exit %d, stdout %q, stderr %q", arg, code, out.String(), errs.String())
		}
	}
}
