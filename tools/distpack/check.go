package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// archiveName is estafette-VERSION-GOOS-GOARCH.tar.gz or .zip.
var archiveName = regexp.MustCompile(`^(estafette-.+-(linux|windows|darwin)-(amd64|arm64))\.(tar\.gz|zip)$`)

// file is one file read back from an archive.
type file struct {
	data []byte
	mode os.FileMode
}

// checkCmd reads each archive back and checks what a player finds in it.
func checkCmd(paths []string) error {
	if len(paths) == 0 {
		return fmt.Errorf("check: name the archives")
	}
	for _, p := range paths {
		line, err := Check(p)
		if err != nil {
			return err
		}
		fmt.Println(line)
	}
	return nil
}

// Check reads an archive and checks that it holds, under one folder
// named like it, the platform's executable (executable, of the right
// kind), the README, the licence and the scenarios; it returns a line
// saying what the executable is.
func Check(path string) (string, error) {
	m := archiveName.FindStringSubmatch(filepath.Base(path))
	if m == nil {
		return "", fmt.Errorf("%s: not named estafette-VERSION-OS-ARCH.tar.gz or .zip", path)
	}
	folder, goos, goarch := m[1], m[2], m[3]
	files, err := readArchive(path)
	if err != nil {
		return "", fmt.Errorf("%s: %w", path, err)
	}
	exe := map[string]string{"linux": "estafette", "windows": "estafette.exe", "darwin": "Estafette.app/Contents/MacOS/estafette"}[goos]
	scenarios, err := checkLayout(files, folder, exe)
	if err != nil {
		return "", fmt.Errorf("%s: %w", path, err)
	}
	prog := files[folder+"/"+exe]
	kind, err := checkExecutable(files, folder, exe, goos, goarch)
	if err != nil {
		return "", fmt.Errorf("%s: %w", path, err)
	}
	return fmt.Sprintf("%s: %s: %s, %.1f MB; %d scenarios", filepath.Base(path), exe, kind, float64(len(prog.data))/1e6, scenarios), nil
}

// checkLayout checks that every file is under folder, and that the
// executable, the README, the licence and the built-in scenarios are
// there; it returns how many scenarios there are.
func checkLayout(files map[string]file, folder, exe string) (int, error) {
	scenarios := 0
	for name := range files {
		rest, ok := strings.CutPrefix(name, folder+"/")
		if !ok {
			return 0, fmt.Errorf("%s is not in the folder %s", name, folder)
		}
		if strings.HasPrefix(rest, "scenarios/") && strings.HasSuffix(rest, ".toml") {
			scenarios++
		}
	}
	for _, need := range []string{exe, "README.md", "LICENSE"} {
		if _, ok := files[folder+"/"+need]; !ok {
			return 0, fmt.Errorf("no %s", need)
		}
	}
	if scenarios < 5 {
		return 0, fmt.Errorf("%d scenarios, want the built-in ones as files", scenarios)
	}
	return scenarios, nil
}

// checkExecutable checks that the executable is one, for the platform
// (a macOS bundle naming it, signed on Apple silicon), and says what it
// is.
func checkExecutable(files map[string]file, folder, exe, goos, goarch string) (string, error) {
	prog := files[folder+"/"+exe]
	if goos != "windows" && prog.mode&0o111 == 0 {
		return "", fmt.Errorf("%s is not executable (%v)", exe, prog.mode)
	}
	if goos == "darwin" {
		plist := string(files[folder+"/Estafette.app/Contents/Info.plist"].data)
		if !strings.Contains(plist, "<key>CFBundleExecutable</key><string>estafette</string>") {
			return "", fmt.Errorf("the bundle's Info.plist does not name its executable")
		}
	}
	tmp, err := os.CreateTemp("", "distpack-check-*")
	if err != nil {
		return "", err
	}
	defer os.Remove(tmp.Name())
	tmp.Write(prog.data)
	tmp.Close()
	kind, err := Describe(tmp.Name())
	if err != nil {
		return "", fmt.Errorf("%s: %w", exe, err)
	}
	if w, _ := want(goos, goarch); kind != w {
		return "", fmt.Errorf("%s is %s, want %s", exe, kind, w)
	}
	if goos == "darwin" && goarch == "arm64" {
		if signed, err := codeSigned(tmp.Name()); err != nil || !signed {
			return "", fmt.Errorf("%s has no code signature: Apple silicon would not start it (%v)", exe, err)
		}
		kind += ", signed ad hoc"
	}
	return kind, nil
}

func readArchive(path string) (map[string]file, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	out := map[string]file{}
	if strings.HasSuffix(path, ".zip") {
		zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			return nil, err
		}
		for _, f := range zr.File {
			rc, err := f.Open()
			if err != nil {
				return nil, err
			}
			b, err := io.ReadAll(rc)
			rc.Close()
			if err != nil {
				return nil, fmt.Errorf("%s: %w", f.Name, err)
			}
			out[f.Name] = file{data: b, mode: f.Mode()}
		}
		return out, nil
	}
	gz, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	tr := tar.NewReader(gz)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return nil, err
		}
		if h.Typeflag != tar.TypeReg {
			continue
		}
		b, err := io.ReadAll(tr)
		if err != nil {
			return nil, err
		}
		out[h.Name] = file{data: b, mode: os.FileMode(h.Mode)}
	}
}
