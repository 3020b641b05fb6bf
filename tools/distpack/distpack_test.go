package main

import (
	"archive/zip"
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

// repo is the repository's top, where README.md and scenarios/ are.
const repo = "../.."

// TestArchiveHoldsWhatAPlayerNeeds packs this test's own executable (a
// Linux one when the test runs on Linux) and reads the archive back:
// one folder, the executable with its executable bit, the README, the
// licence, every built-in scenario as a file.
func TestArchiveHoldsWhatAPlayerNeeds(t *testing.T) {
	if runtime.GOOS != "linux" || (runtime.GOARCH != "amd64" && runtime.GOARCH != "arm64") {
		t.Skip("packs the test binary as a Linux executable")
	}
	if _, err := os.Stat(filepath.Join(repo, "LICENSE")); err != nil {
		t.Skip("no LICENSE yet")
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	if err := archiveCmd([]string{"-goos", "linux", "-goarch", runtime.GOARCH, "-exe", self, "-version", "v9.9.9",
		"-out", out, "-src", repo, "-mtime", "1763805600"}); err != nil {
		t.Fatal(err)
	}
	arch := filepath.Join(out, "estafette-v9.9.9-linux-"+runtime.GOARCH+".tar.gz")
	line, err := Check(arch)
	if err != nil {
		t.Fatal(err)
	}
	tomls, _ := filepath.Glob(filepath.Join(repo, "scenarios", "*.toml"))
	if !strings.Contains(line, ": estafette: ELF ") || !strings.Contains(line, "; "+itoa(len(tomls))+" scenarios") {
		t.Errorf("check says %q; want the ELF and the %d scenarios", line, len(tomls))
	}
	// The same executable is refused for Windows and macOS.
	for _, goos := range []string{"windows", "darwin"} {
		err := archiveCmd([]string{"-goos", goos, "-goarch", "amd64", "-exe", self, "-out", out, "-src", repo})
		if err == nil || !strings.Contains(err.Error(), "needs") {
			t.Errorf("a Linux executable packed for %s: %v", goos, err)
		}
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// TestCheckRefusesABundleWithoutItsExecutableBit: a zip whose program
// lost its permissions (a zip tool that stores none) would not start on
// macOS; check says so.
func TestCheckRefusesABundleWithoutItsExecutableBit(t *testing.T) {
	var b bytes.Buffer
	zw := zip.NewWriter(&b)
	folder := "estafette-v1-darwin-arm64/"
	for _, name := range []string{"Estafette.app/Contents/MacOS/estafette", "README.md", "LICENSE",
		"scenarios/a.toml", "scenarios/b.toml", "scenarios/c.toml", "scenarios/d.toml", "scenarios/e.toml"} {
		h := &zip.FileHeader{Name: folder + name}
		h.SetMode(0o644)
		w, _ := zw.CreateHeader(h)
		w.Write([]byte("x"))
	}
	zw.Close()
	path := filepath.Join(t.TempDir(), "estafette-v1-darwin-arm64.zip")
	os.WriteFile(path, b.Bytes(), 0o644)
	if _, err := Check(path); err == nil || !strings.Contains(err.Error(), "not executable") {
		t.Errorf("check: %v", err)
	}
}

// TestInfoPlistNamesTheExecutable: the bundle's description starts the
// program that is in it.
func TestInfoPlistNamesTheExecutable(t *testing.T) {
	p := string(infoPlist("v1.2.0-3-g<x>"))
	for _, want := range []string{"<key>CFBundleExecutable</key><string>estafette</string>",
		"<key>CFBundlePackageType</key><string>APPL</string>", "1.2.0-3-g&lt;x&gt;"} {
		if !strings.Contains(p, want) {
			t.Errorf("Info.plist lacks %s:\n%s", want, p)
		}
	}
}
