//go:build display

package render

import (
	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// briefing is a dialog with a briefing's notes: a heading, a paragraph
// long enough to wrap, and each army's swatch.
func briefing(text string) *Dialog {
	return &Dialog{Title: "Briefing", Army: -1, Notes: []Note{
		{Text: "The scenario", Head: true},
		{Text: text},
		{Text: "Victory conditions", Head: true},
		{Text: "Armée d'Athènes wins by eliminating 2 enemy units", Army: 1},
		{Text: "Confédération béotienne wins by eliminating 2 enemy units", Army: 2},
	}, Buttons: []Button{{ID: "ok", Label: "To battle"}}}
}

// TestBriefingNotesAsEbitenWritesThem: a dialog's notes, written on the
// CPU into one image, show what Ebiten's text package draws a letter at a
// time: the same letters at the same pixels, the swatches in their
// armies' colours.
func TestBriefingNotesAsEbitenWritesThem(t *testing.T) {
	text := strings.Repeat("Winter 424 BC. Hippocrates's Athenian army is returning from Délion; « Gueulante » (Bellow). ", 5)
	b := PlaceDialog(briefing(text), image.Rect(0, 0, 1000, 800), 1)
	pal := DefaultPalette()
	w, h := int(b.bw), int(b.notesH)+1
	cpu, gpu := ebiten.NewImage(w, h), ebiten.NewImage(w, h)
	lastNotes = notesImage{}
	b.drawNotes(cpu, 0, 0, pal)
	b.drawNotesByLetter(gpu, 0, 0, pal)
	differ, inked := 0, 0
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			c, g := cpu.At(x, y), gpu.At(x, y)
			if _, _, _, a := g.RGBA(); a > 0 {
				inked++
			}
			if !near(c, g, 24) {
				differ++
			}
		}
	}
	if inked < 2000 {
		t.Fatalf("the letters drew only %d pixels", inked)
	}
	t.Logf("%d of %d inked pixels differ", differ, inked)
	if differ > inked/50 {
		t.Errorf("%d of %d inked pixels differ from Ebiten's letters", differ, inked)
	}
	// The swatches: army 1's blue, then army 2's red, left of their lines.
	for i, army := range []int{0, 1} {
		var at image.Point
		n := 0
		b.eachNote(pal, func(p notePlace) {
			if p.swatch != nil {
				if n == i {
					at = image.Pt(int(p.x+5), int(p.y+9))
				}
				n++
			}
		})
		if got := cpu.At(at.X, at.Y); !near(got, pal.Army(army), 8) {
			t.Errorf("swatch %d at %v: %v, want %v", i, at, got, pal.Army(army))
		}
	}
}

// TestBriefingNotesMadeOnce: the notes image is made once for a dialog
// and drawn again as it is; other notes, or another palette, make
// another.
func TestBriefingNotesMadeOnce(t *testing.T) {
	pal := DefaultPalette()
	dst := ebiten.NewImage(800, 600)
	lastNotes = notesImage{}
	b := PlaceDialog(briefing("A short paragraph."), image.Rect(0, 0, 800, 600), 1)
	b.drawNotes(dst, 0, 0, pal)
	first := lastNotes.img
	PlaceDialog(briefing("A short paragraph."), image.Rect(0, 0, 800, 600), 1).drawNotes(dst, 0, 0, pal)
	if lastNotes.img != first {
		t.Error("the same notes were written again")
	}
	PlaceDialog(briefing("Another paragraph."), image.Rect(0, 0, 800, 600), 1).drawNotes(dst, 0, 0, pal)
	if lastNotes.img == first {
		t.Error("other notes showed the first image")
	}
	// The same notes in the other palette: their colours change.
	other := lastNotes.img
	PlaceDialog(briefing("Another paragraph."), image.Rect(0, 0, 800, 600), 1).drawNotes(dst, 0, 0, HighContrastPalette())
	if lastNotes.img == other {
		t.Error("the notes kept the first palette's colours")
	}
}
