package pdf

import (
	"encoding/binary"
	"errors"
	"slices"

	"golang.org/x/image/font/sfnt"
)

// subset returns the TrueType font ttf keeping the outlines of gids (and
// of the glyphs they are composed of) and emptying every other: the
// glyph numbers stay, so the text's codes are the font's own. It keeps
// the tables a PDF reader needs of an embedded TrueType font, and the few
// small ones a font reader checks (cmap, name, post, OS/2).
func subset(ttf []byte, gids []sfnt.GlyphIndex) ([]byte, error) {
	be := binary.BigEndian
	if len(ttf) < 12 {
		return nil, errors.New("not a TrueType font")
	}
	n := int(be.Uint16(ttf[4:]))
	tables := map[string][]byte{}
	for i := range n {
		rec := 12 + 16*i
		if rec+16 > len(ttf) {
			return nil, errors.New("truncated table directory")
		}
		tag := string(ttf[rec : rec+4])
		off, size := int(be.Uint32(ttf[rec+8:])), int(be.Uint32(ttf[rec+12:]))
		if off < 0 || size < 0 || off+size > len(ttf) {
			return nil, errors.New("table " + tag + " out of the file")
		}
		tables[tag] = ttf[off : off+size]
	}
	head, maxp, loca, glyf := tables["head"], tables["maxp"], tables["loca"], tables["glyf"]
	if len(head) < 54 || len(maxp) < 6 || loca == nil || glyf == nil {
		return nil, errors.New("no outlines (head, maxp, loca, glyf)")
	}
	numGlyphs := int(be.Uint16(maxp[4:]))
	long := be.Uint16(head[50:]) == 1
	offset := func(g int) (int, bool) {
		if long {
			if 4*g+4 > len(loca) {
				return 0, false
			}
			return int(be.Uint32(loca[4*g:])), true
		}
		if 2*g+2 > len(loca) {
			return 0, false
		}
		return 2 * int(be.Uint16(loca[2*g:])), true
	}
	outline := func(g int) []byte {
		a, ok1 := offset(g)
		b, ok2 := offset(g + 1)
		if !ok1 || !ok2 || a > b || b > len(glyf) {
			return nil
		}
		return glyf[a:b]
	}
	// the glyphs kept: those asked for and their components
	keep := map[int]bool{}
	todo := []int{}
	for _, g := range gids {
		todo = append(todo, int(g))
	}
	for len(todo) > 0 {
		g := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		if g >= numGlyphs || keep[g] {
			continue
		}
		keep[g] = true
		todo = append(todo, components(outline(g))...)
	}
	var newGlyf []byte
	newLoca := make([]byte, 4*(numGlyphs+1))
	for g := range numGlyphs {
		be.PutUint32(newLoca[4*g:], uint32(len(newGlyf)))
		if keep[g] {
			newGlyf = append(newGlyf, outline(g)...)
			for len(newGlyf)%4 != 0 {
				newGlyf = append(newGlyf, 0)
			}
		}
	}
	be.PutUint32(newLoca[4*numGlyphs:], uint32(len(newGlyf)))
	newHead := slices.Clone(head)
	be.PutUint16(newHead[50:], 1) // long offsets
	be.PutUint32(newHead[8:], 0)  // checkSumAdjustment, set below
	out := map[string][]byte{"head": newHead, "loca": newLoca, "glyf": newGlyf}
	for _, tag := range []string{"OS/2", "cmap", "name", "post", "hhea", "hmtx", "maxp", "cvt ", "fpgm", "prep"} {
		if t, ok := tables[tag]; ok {
			out[tag] = t
		}
	}
	tags := make([]string, 0, len(out))
	for t := range out {
		tags = append(tags, t)
	}
	slices.Sort(tags)
	// the header and directory, then each table padded to four bytes
	nt := len(tags)
	entry := 1
	for entry*2 <= nt {
		entry *= 2
	}
	log2 := 0
	for 1<<(log2+1) <= entry {
		log2++
	}
	font := make([]byte, 12+16*nt)
	be.PutUint32(font[0:], 0x00010000)
	be.PutUint16(font[4:], uint16(nt))
	be.PutUint16(font[6:], uint16(entry*16))
	be.PutUint16(font[8:], uint16(log2))
	be.PutUint16(font[10:], uint16(nt*16-entry*16))
	headAt := 0
	for i, tag := range tags {
		t := out[tag]
		rec := 12 + 16*i
		copy(font[rec:], tag)
		be.PutUint32(font[rec+4:], checksum(t))
		be.PutUint32(font[rec+8:], uint32(len(font)))
		be.PutUint32(font[rec+12:], uint32(len(t)))
		if tag == "head" {
			headAt = len(font)
		}
		font = append(font, t...)
		for len(font)%4 != 0 {
			font = append(font, 0)
		}
	}
	be.PutUint32(font[headAt+8:], 0xB1B0AFBA-checksum(font))
	return font, nil
}

// components are the glyphs a composite glyph is made of.
func components(g []byte) []int {
	be := binary.BigEndian
	if len(g) < 10 || int16(be.Uint16(g)) >= 0 {
		return nil
	}
	var out []int
	for p := 10; p+4 <= len(g); {
		flags := be.Uint16(g[p:])
		out = append(out, int(be.Uint16(g[p+2:])))
		p += 4
		if flags&0x0001 != 0 { // ARG_1_AND_2_ARE_WORDS
			p += 4
		} else {
			p += 2
		}
		switch {
		case flags&0x0008 != 0: // WE_HAVE_A_SCALE
			p += 2
		case flags&0x0040 != 0: // WE_HAVE_AN_X_AND_Y_SCALE
			p += 4
		case flags&0x0080 != 0: // WE_HAVE_A_TWO_BY_TWO
			p += 8
		}
		if flags&0x0020 == 0 { // MORE_COMPONENTS
			break
		}
	}
	return out
}

// checksum is TrueType's: the sum of the data as big-endian 32-bit words.
func checksum(b []byte) uint32 {
	var sum uint32
	for i := 0; i < len(b); i += 4 {
		var w [4]byte
		copy(w[:], b[i:])
		sum += binary.BigEndian.Uint32(w[:])
	}
	return sum
}
