package pdf

import (
	"bytes"
	"fmt"
	"hash/fnv"
	"slices"
	"strings"
	"unicode"
	"unicode/utf16"

	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// Font is a TrueType font embedded in the document: only the glyphs its
// text uses are written (a subset), by glyph number (Identity-H), with
// the map back to the characters that lets a reader copy the text.
type Font struct {
	doc     *Doc
	id, ref int
	ttf     []byte
	sf      *sfnt.Font
	buf     sfnt.Buffer
	upem    float64
	name    string
	glyphs  map[rune]sfnt.GlyphIndex
	advance map[sfnt.GlyphIndex]float64 // in font units
	used    map[sfnt.GlyphIndex]rune    // each glyph drawn and the character it stands for
	square  sfnt.GlyphIndex             // □, drawn for a character the font lacks
	space   sfnt.GlyphIndex
}

// AddFont embeds a TrueType font.
func (d *Doc) AddFont(ttf []byte) (*Font, error) {
	sf, err := sfnt.Parse(ttf)
	if err != nil {
		return nil, err
	}
	f := &Font{doc: d, id: len(d.fonts) + 1, ttf: ttf, sf: sf, upem: float64(sf.UnitsPerEm()),
		glyphs: map[rune]sfnt.GlyphIndex{}, advance: map[sfnt.GlyphIndex]float64{}, used: map[sfnt.GlyphIndex]rune{}}
	name, _ := sf.Name(&f.buf, sfnt.NameIDPostScript)
	f.name = strings.Map(func(r rune) rune {
		if r < 128 && (unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-') {
			return r
		}
		return -1
	}, name)
	if f.name == "" {
		f.name = fmt.Sprintf("Font%d", f.id)
	}
	f.square, _ = sf.GlyphIndex(&f.buf, '□')
	f.space, _ = sf.GlyphIndex(&f.buf, ' ')
	d.fonts = append(d.fonts, f)
	return f, nil
}

// Has reports whether the font has a glyph for r.
func (f *Font) Has(r rune) bool {
	_, ok := f.glyph(r)
	return ok
}

// glyph is r's glyph, or the one drawn in its place: a space for a
// space the font lacks (a thin space), □ for anything else.
func (f *Font) glyph(r rune) (sfnt.GlyphIndex, bool) {
	g, ok := f.glyphs[r]
	if !ok {
		g, _ = f.sf.GlyphIndex(&f.buf, r)
		f.glyphs[r] = g
	}
	switch {
	case g != 0:
		return g, true
	case unicode.IsSpace(r):
		return f.space, true
	}
	return f.square, false
}

// use is the glyph that draws r, noted for the subset and the text's
// map; a character the font lacks is noted as missing.
func (f *Font) use(r rune) sfnt.GlyphIndex {
	g, ok := f.glyph(r)
	switch {
	case !ok:
		f.doc.missing[r] = true
		r = '□'
	case g == f.space:
		r = ' '
	}
	if _, seen := f.used[g]; !seen {
		f.used[g] = r
	}
	return g
}

func (f *Font) units(g sfnt.GlyphIndex) float64 {
	a, ok := f.advance[g]
	if !ok {
		adv, err := f.sf.GlyphAdvance(&f.buf, g, fixed.I(int(f.upem)), font.HintingNone)
		if err == nil {
			a = float64(adv) / 64
		}
		f.advance[g] = a
	}
	return a
}

// Width is t's width in millimetres at size points.
func (f *Font) Width(t string, size float64) float64 {
	w := 0.0
	for _, r := range t {
		g, _ := f.glyph(r)
		w += f.units(g)
	}
	return w / f.upem * size / mm
}

// write writes the font's objects: the composite font f.ref, its
// descendant, descriptor, subset and text map.
func (f *Font) write(w *writer) error {
	gids := []sfnt.GlyphIndex{0}
	for g := range f.used {
		gids = append(gids, g)
	}
	slices.Sort(gids)
	gids = slices.Compact(gids)
	sub, err := subset(f.ttf, gids)
	if err != nil {
		return fmt.Errorf("font %s: %w", f.name, err)
	}
	h := fnv.New32a()
	for _, g := range gids {
		fmt.Fprint(h, g, ",")
	}
	tag := make([]byte, 6)
	for i, v := 0, h.Sum32(); i < 6; i, v = i+1, v/26 {
		tag[i] = byte('A' + v%26)
	}
	base := string(tag) + "+" + f.name
	cid, desc, file, tounicode := w.alloc(), w.alloc(), w.alloc(), w.alloc()
	w.obj(f.ref, fmt.Sprintf("<< /Type /Font /Subtype /Type0 /BaseFont /%s /Encoding /Identity-H /DescendantFonts [%d 0 R] /ToUnicode %d 0 R >>", base, cid, tounicode))
	var widths strings.Builder
	for _, g := range gids {
		fmt.Fprintf(&widths, "%d [%s] ", g, num(f.units(g)*1000/f.upem))
	}
	w.obj(cid, fmt.Sprintf("<< /Type /Font /Subtype /CIDFontType2 /BaseFont /%s /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor %d 0 R /DW 0 /W [%s] /CIDToGIDMap /Identity >>", base, desc, widths.String()))
	ppem := fixed.I(int(f.upem))
	m, _ := f.sf.Metrics(&f.buf, ppem, font.HintingNone)
	b, _ := f.sf.Bounds(&f.buf, ppem, font.HintingNone)
	k := func(v fixed.Int26_6) string { return num(float64(v) / 64 * 1000 / f.upem) }
	stemV := 80
	if strings.Contains(strings.ToLower(f.name), "bold") {
		stemV = 140
	}
	w.obj(desc, fmt.Sprintf("<< /Type /FontDescriptor /FontName /%s /Flags 32 /FontBBox [%s %s %s %s] /ItalicAngle 0 /Ascent %s /Descent %s /CapHeight %s /StemV %d /FontFile2 %d 0 R >>",
		base, k(b.Min.X), k(-b.Max.Y), k(b.Max.X), k(-b.Min.Y), k(m.Ascent), k(-m.Descent), k(m.CapHeight), stemV, file))
	w.stream(file, fmt.Sprintf("/Length1 %d ", len(sub)), sub)
	w.stream(tounicode, "", f.toUnicode(gids))
	return nil
}

// toUnicode is the CMap from each glyph drawn to its character.
func (f *Font) toUnicode(gids []sfnt.GlyphIndex) []byte {
	var b bytes.Buffer
	b.WriteString("/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n" +
		"/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n" +
		"/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n" +
		"1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n")
	var pairs []string
	for _, g := range gids {
		r, ok := f.used[g]
		if !ok {
			continue
		}
		var u strings.Builder
		for _, c := range utf16.Encode([]rune{r}) {
			fmt.Fprintf(&u, "%04X", c)
		}
		pairs = append(pairs, fmt.Sprintf("<%04X> <%s>", g, u.String()))
	}
	for len(pairs) > 0 {
		n := min(100, len(pairs))
		fmt.Fprintf(&b, "%d beginbfchar\n%s\nendbfchar\n", n, strings.Join(pairs[:n], "\n"))
		pairs = pairs[n:]
	}
	b.WriteString("endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n")
	return b.Bytes()
}
