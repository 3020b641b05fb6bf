package pdf

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// sample is a page with text, shapes, a rotated line and a form placed
// twice; it returns the document's bytes.
func sample(t *testing.T, text string) ([]byte, *Doc) {
	t.Helper()
	d := New(Info{Title: "Délion « 424 »", Creator: "test"})
	f, err := d.AddFont(goregular.TTF)
	if err != nil {
		t.Fatal(err)
	}
	form := d.NewForm(-5, -5, 5, 5)
	form.FillGray(0.5)
	form.Circle(Point{}, 4, FillStroke)
	p := d.AddPage(210, 297)
	p.Text(f, 12, 20, 30, text)
	p.StrokeGray(0.3)
	p.LineWidth(0.5)
	p.Dash(1.6, 1)
	p.Polygon([]Point{{20, 40}, {60, 40}, {40, 70}}, Stroke)
	p.Dash(0, 0)
	p.Rect(100, 40, 20, 10, FillStroke)
	p.Rotated(90, 15, 150, func() { p.Text(f, 10, 15, 150, "west edge") })
	p.Place(form, 50, 100)
	p.Place(form, 70, 100)
	var b bytes.Buffer
	if _, err := d.WriteTo(&b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes(), d
}

// pdftotext reads the document's text back with poppler-utils.
func pdftotext(t *testing.T, doc []byte) string {
	t.Helper()
	for _, tool := range []string{"pdfinfo", "pdftotext"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed (make deps installs poppler-utils)", tool)
		}
	}
	path := filepath.Join(t.TempDir(), "t.pdf")
	os.WriteFile(path, doc, 0o644)
	if out, err := exec.Command("pdfinfo", path).CombinedOutput(); err != nil || !strings.Contains(string(out), "Délion « 424 »") {
		t.Fatalf("pdfinfo: %v\n%s", err, out)
	}
	out, err := exec.Command("pdftotext", "-enc", "UTF-8", path, "-").CombinedOutput()
	if err != nil || strings.Contains(string(out), "Error") {
		t.Fatalf("pdftotext: %v\n%s", err, out)
	}
	return string(out)
}

// TestTextReadsBack: what is written is what a reader copies, accents,
// guillemets and œ included; the same calls give the same bytes.
func TestTextReadsBack(t *testing.T) {
	doc, d := sample(t, "Cœur de l'armée « Thébains » — 1,2")
	again, _ := sample(t, "Cœur de l'armée « Thébains » — 1,2")
	if !bytes.Equal(doc, again) {
		t.Error("two documents made alike differ")
	}
	if len(d.Missing()) != 0 {
		t.Errorf("missing %q", d.Missing())
	}
	text := pdftotext(t, doc)
	for _, want := range []string{"Cœur de l'armée « Thébains » — 1,2", "west edge"} {
		if !strings.Contains(text, want) {
			t.Errorf("the text %q does not read back:\n%s", want, text)
		}
	}
}

// TestMissingGlyphsShowAsSquares: a character the font lacks is drawn as
// □ (what the windows draw) and listed, never dropped.
func TestMissingGlyphsShowAsSquares(t *testing.T) {
	doc, d := sample(t, "関ヶ原 1600")
	if got := string(d.Missing()); got != "ヶ原関" {
		t.Errorf("Missing() = %q", got)
	}
	if text := pdftotext(t, doc); !strings.Contains(text, "□□□ 1600") {
		t.Errorf("the title reads %q", text)
	}
}

// TestSubsetKeepsTheGlyphsUsed: the embedded subset is a font that
// parses, whose used glyphs keep their outlines (the accented ones are
// composites) and whose other glyphs are empty.
func TestSubsetKeepsTheGlyphsUsed(t *testing.T) {
	full, _ := sfnt.Parse(goregular.TTF)
	var b sfnt.Buffer
	var gids []sfnt.GlyphIndex
	for _, r := range "Aé" {
		g, _ := full.GlyphIndex(&b, r)
		gids = append(gids, g)
	}
	sub, err := subset(goregular.TTF, gids)
	if err != nil {
		t.Fatal(err)
	}
	if len(sub) > len(goregular.TTF)/3 {
		t.Errorf("the subset of two letters is %d bytes, the font %d", len(sub), len(goregular.TTF))
	}
	f, err := sfnt.Parse(sub)
	if err != nil {
		t.Fatalf("the subset does not parse: %v", err)
	}
	ppem := fixed.I(2048)
	for _, g := range gids {
		want, _ := full.LoadGlyph(&b, g, ppem, nil)
		wantN := len(want)
		got, err := f.LoadGlyph(&b, g, ppem, nil)
		if err != nil || len(got) != wantN || wantN == 0 {
			t.Errorf("glyph %d: %d segments, want %d (%v)", g, len(got), wantN, err)
		}
		if a, _ := f.GlyphAdvance(&b, g, ppem, font.HintingNone); a == 0 {
			t.Errorf("glyph %d lost its advance", g)
		}
	}
	z, _ := full.GlyphIndex(&b, 'Z')
	if segs, _ := f.LoadGlyph(&b, z, ppem, nil); len(segs) != 0 {
		t.Errorf("Z was not used but kept its outline")
	}
}
