package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/flate"
	"compress/gzip"
	"flag"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// entry is one file of an archive.
type entry struct {
	name string // slash-separated, under the archive's folder
	data []byte
	exec bool
}

// archiveCmd writes dist/estafette-VERSION-GOOS-GOARCH.{tar.gz,zip}.
func archiveCmd(args []string) error {
	fl := flag.NewFlagSet("archive", flag.ContinueOnError)
	goos := fl.String("goos", "", "the platform's GOOS")
	goarch := fl.String("goarch", "", "the platform's GOARCH")
	exe := fl.String("exe", "", "the executable")
	version := fl.String("version", "dev", "the version, in the archive's name")
	out := fl.String("out", "dist", "the directory to write to")
	src := fl.String("src", ".", "the repository: README.md, LICENSE, scenarios/, docs/")
	mtime := fl.Int64("mtime", 0, "the files' time, Unix seconds (the commit's, so that archives repeat)")
	if err := fl.Parse(args); err != nil {
		return err
	}
	wanted, err := want(*goos, *goarch)
	if err != nil {
		return err
	}
	got, err := Describe(*exe)
	if err != nil {
		return err
	}
	if got != wanted {
		return fmt.Errorf("%s is %s; a %s/%s archive needs %s", *exe, got, *goos, *goarch, wanted)
	}
	files, err := contents(*src, *exe, *goos, *version)
	if err != nil {
		return err
	}
	folder := fmt.Sprintf("estafette-%s-%s-%s", *version, *goos, *goarch)
	at := time.Unix(*mtime, 0)
	if *mtime == 0 {
		at = time.Now()
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		return err
	}
	name := filepath.Join(*out, folder+".zip")
	write := writeZip
	if *goos == "linux" {
		name, write = filepath.Join(*out, folder+".tar.gz"), writeTarGz
	}
	var b bytes.Buffer
	if err := write(&b, folder, files, at); err != nil {
		return err
	}
	if err := os.WriteFile(name, b.Bytes(), 0o644); err != nil {
		return err
	}
	fmt.Printf("%s: %s, %.1f MB\n", name, got, float64(b.Len())/1e6)
	return nil
}

// contents is what a platform's archive holds: the executable (in an
// .app bundle on macOS), the README, the licence, the scenarios as
// editable files and the docs the README links to.
func contents(src, exe, goos, version string) ([]entry, error) {
	prog, err := os.ReadFile(exe)
	if err != nil {
		return nil, err
	}
	var files []entry
	switch goos {
	case "windows":
		files = append(files, entry{name: "estafette.exe", data: prog, exec: true})
	case "darwin":
		files = append(files, entry{name: "Estafette.app/Contents/MacOS/estafette", data: prog, exec: true},
			entry{name: "Estafette.app/Contents/Info.plist", data: infoPlist(version)})
	default:
		files = append(files, entry{name: "estafette", data: prog, exec: true})
	}
	for _, pat := range []string{"README.md", "LICENSE", "scenarios/*.toml", "docs/*.md", "docs/*.rec"} {
		matches, err := filepath.Glob(filepath.Join(src, pat))
		if err != nil {
			return nil, err
		}
		if len(matches) == 0 && !strings.HasSuffix(pat, ".rec") {
			return nil, fmt.Errorf("%s: nothing matches %s", src, pat)
		}
		sort.Strings(matches)
		for _, m := range matches {
			data, err := os.ReadFile(m)
			if err != nil {
				return nil, err
			}
			rel, _ := filepath.Rel(src, m)
			files = append(files, entry{name: filepath.ToSlash(rel), data: data})
		}
	}
	return files, nil
}

// infoPlist is the .app bundle's description: what macOS needs to start
// the program from the Finder, on a Retina screen at its full
// resolution. Go 1.26 programs need macOS 12.
func infoPlist(version string) []byte {
	short := strings.TrimPrefix(version, "v")
	return []byte(`<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>CFBundleName</key><string>Estafette</string>
	<key>CFBundleDisplayName</key><string>Estafette</string>
	<key>CFBundleIdentifier</key><string>org.estafette.table</string>
	<key>CFBundleExecutable</key><string>estafette</string>
	<key>CFBundlePackageType</key><string>APPL</string>
	<key>CFBundleShortVersionString</key><string>` + xmlEscape(short) + `</string>
	<key>CFBundleVersion</key><string>` + xmlEscape(short) + `</string>
	<key>LSMinimumSystemVersion</key><string>12.0</string>
	<key>NSHighResolutionCapable</key><true/>
	<key>LSApplicationCategoryType</key><string>public.app-category.board-games</string>
</dict>
</plist>
`)
}

func xmlEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;").Replace(s)
}

func mode(e entry) int64 {
	if e.exec {
		return 0o755
	}
	return 0o644
}

func writeTarGz(w io.Writer, folder string, files []entry, at time.Time) error {
	gz, _ := gzip.NewWriterLevel(w, gzip.BestCompression)
	tw := tar.NewWriter(gz)
	dirs := map[string]bool{}
	for _, f := range files {
		for d := path.Dir(f.name); d != "."; d = path.Dir(d) {
			dirs[d] = true
		}
	}
	var names []string
	for d := range dirs {
		names = append(names, d)
	}
	sort.Strings(names)
	if err := tw.WriteHeader(&tar.Header{Name: folder + "/", Mode: 0o755, Typeflag: tar.TypeDir, ModTime: at, Format: tar.FormatPAX}); err != nil {
		return err
	}
	for _, d := range names {
		if err := tw.WriteHeader(&tar.Header{Name: folder + "/" + d + "/", Mode: 0o755, Typeflag: tar.TypeDir, ModTime: at, Format: tar.FormatPAX}); err != nil {
			return err
		}
	}
	for _, f := range files {
		h := &tar.Header{Name: folder + "/" + f.name, Mode: mode(f), Size: int64(len(f.data)), Typeflag: tar.TypeReg, ModTime: at, Format: tar.FormatPAX}
		if err := tw.WriteHeader(h); err != nil {
			return err
		}
		if _, err := tw.Write(f.data); err != nil {
			return err
		}
	}
	if err := tw.Close(); err != nil {
		return err
	}
	return gz.Close()
}

func writeZip(w io.Writer, folder string, files []entry, at time.Time) error {
	zw := zip.NewWriter(w)
	zw.RegisterCompressor(zip.Deflate, func(w io.Writer) (io.WriteCloser, error) {
		return flate.NewWriter(w, flate.BestCompression)
	})
	for _, f := range files {
		h := &zip.FileHeader{Name: folder + "/" + f.name, Method: zip.Deflate, Modified: at.UTC()}
		// SetMode records Unix permissions, so that macOS's Archive
		// Utility and unzip keep the executable bit.
		h.SetMode(os.FileMode(mode(f)))
		fw, err := zw.CreateHeader(h)
		if err != nil {
			return err
		}
		if _, err := fw.Write(f.data); err != nil {
			return err
		}
	}
	return zw.Close()
}
