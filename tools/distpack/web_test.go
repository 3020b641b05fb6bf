package main

import (
	"bytes"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestWebHoldsWhatOfflineNeeds: make web writes the service worker with
// its cache named after the version, the manifest, and icons of the
// sizes the manifest names, with the two armies on a gold hex.
func TestWebHoldsWhatOfflineNeeds(t *testing.T) {
	dir := t.TempDir()
	wasm := filepath.Join(dir, "p.wasm")
	os.WriteFile(wasm, []byte("\x00asm\x01\x00\x00\x00"), 0o644)
	env, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Skip("no go command to find wasm_exec.js:", err)
	}
	goroot := strings.TrimSpace(string(env))
	out := filepath.Join(dir, "web")
	if err := webCmd([]string{"-wasm", wasm, "-src", "../../web", "-goroot", goroot, "-version", `v1.2"x`, "-out", out}); err != nil {
		t.Fatal(err)
	}
	sw, _ := os.ReadFile(filepath.Join(out, "sw.js"))
	if !bytes.Contains(sw, []byte(`const CACHE = "estafette-v1.2_x";`)) {
		t.Errorf("sw.js does not name its cache after the version:\n%.300s", sw)
	}
	manifest, _ := os.ReadFile(filepath.Join(out, "manifest.webmanifest"))
	page, _ := os.ReadFile(filepath.Join(out, "index.html"))
	if !bytes.Contains(page, []byte(`rel="manifest" href="manifest.webmanifest"`)) {
		t.Error("index.html does not link the manifest")
	}
	for _, size := range []int{192, 512} {
		name := "icon-" + strconv.Itoa(size) + ".png"
		if !bytes.Contains(manifest, []byte(`"src": "`+name+`"`)) || !bytes.Contains(sw, []byte(`"`+name+`"`)) {
			t.Errorf("%s is not in the manifest and the worker's files", name)
		}
		f, err := os.Open(filepath.Join(out, name))
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(f)
		f.Close()
		if err != nil || img.Bounds().Dx() != size || img.Bounds().Dy() != size {
			t.Fatalf("%s: %v, %v", name, err, img)
		}
		at := func(fx, fy float64) [3]uint32 {
			r, g, b, _ := img.At(int(fx*float64(size)), int(fy*float64(size))).RGBA()
			return [3]uint32{r >> 8, g >> 8, b >> 8}
		}
		if c := at(0.02, 0.02); c != [3]uint32{0x2b, 0x2a, 0x28} {
			t.Errorf("%s: the corner is %v, not the table's ground", name, c)
		}
		if c := at(0.39, 0.5); c[0] < 2*c[2] {
			t.Errorf("%s: the left piece is %v, not red", name, c)
		}
		if c := at(0.61, 0.5); c[2] < 2*c[0] {
			t.Errorf("%s: the right piece is %v, not blue", name, c)
		}
		if c := at(0.5, 0.15); c != [3]uint32{0xd9, 0xb4, 0x4a} {
			t.Errorf("%s: the hex's rim is %v, not gold", name, c)
		}
	}
}
