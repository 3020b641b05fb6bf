package render

import (
	"image"
	"strings"
	"testing"
)

// TestDialogFitsAPhoneOnItsSide: a briefing taller than a phone held on
// its side (844×390) is widened to the screen, then cut to its height,
// so that its button is on the screen and can be tapped; on a laptop the
// same dialog is as before, whole and 620 pixels wide.
func TestDialogFitsAPhoneOnItsSide(t *testing.T) {
	long := strings.Repeat("The Thebans, drawn up twenty-five shields deep, hold the right wing. ", 24)
	d := &Dialog{Title: "Briefing: Tutoriel", Army: -1, Lines: []string{"Rules: Thucydide"},
		Notes:   []Note{{Head: true, Text: "The scenario"}, {Text: long}, {Head: true, Text: "Victory conditions"}, {Text: "Athens wins by eliminating 2 enemy units", Army: 1}},
		Buttons: []Button{{ID: "ok", Label: "To battle (Enter)"}}}
	phone := image.Rect(0, 0, 844, 390)
	b := PlaceDialog(d, phone, 1)
	box := image.Rect(int(b.x), int(b.y), int(b.x+b.bw), int(b.y+b.bh))
	if !box.In(phone) || !b.cut || b.bw <= 620 {
		t.Errorf("on the phone: box %v in %v, cut %v, width %.0f", box, phone, b.cut, b.bw)
	}
	if len(b.Hits()) != 1 || !b.Hits()[0].Rect.In(phone) {
		t.Errorf("on the phone the button %v is not on the screen %v", b.Hits(), phone)
	}
	laptop := image.Rect(0, 0, 1400, 900)
	b = PlaceDialog(d, laptop, 1)
	if b.cut || b.bw != 620 || b.y+b.bh > 900 {
		t.Errorf("on a laptop: cut %v, width %.0f, bottom %.0f", b.cut, b.bw, b.y+b.bh)
	}
}

// TestDialogButtonsAreNeverCut (issue 39): three buttons whose labels do
// not fit side by side (the end-of-phase question on a tablet held
// upright, or in French) go one under the other, each label whole; with
// a finger's target every button is at least that tall, and the box
// grows to hold them.
func TestDialogButtonsAreNeverCut(t *testing.T) {
	d := &Dialog{Title: "Finir la phase de combat sans rien y avoir fait ?", Army: -1,
		Lines: []string{"Aucune de vos pièces n'a agi dans cette phase."},
		Buttons: []Button{{ID: "end", Label: "Finir la phase (Entrée)"}, {ID: "cancel", Label: "Continuer à jouer (Échap)"},
			{ID: "never", Label: "Finir sans jamais demander (A)"}}}
	for _, c := range []struct {
		area   image.Rectangle
		ui     float64
		target float64
	}{
		{image.Rect(0, 0, 1400, 900), 1, 0},
		{image.Rect(0, 0, 820, 600), 1, 44},
		{image.Rect(0, 0, 780, 700), 2, 88},
		{image.Rect(0, 0, 390, 500), 1, 44},
	} {
		d.Target = c.target
		b := PlaceDialog(d, c.area, c.ui)
		f := BoldFace(14 * c.ui)
		for i, h := range b.Hits() {
			if need := textWidth(d.Buttons[i].Label, f) + 8*c.ui; float64(h.Rect.Dx()) < need {
				t.Errorf("%v at %v: button %q is %d px wide, its label needs %.0f", c.area, c.ui, d.Buttons[i].Label, h.Rect.Dx(), need)
			}
			if float64(h.Rect.Dy()) < c.target {
				t.Errorf("%v: button %q is %d px high, a finger needs %.0f", c.area, h.ID, h.Rect.Dy(), c.target)
			}
			if !h.Rect.In(b.Rect()) {
				t.Errorf("%v: button %q %v is outside the box %v", c.area, h.ID, h.Rect, b.Rect())
			}
			for _, o := range b.Hits()[i+1:] {
				if h.Rect.Overlaps(o.Rect) {
					t.Errorf("%v: buttons %q and %q overlap", c.area, h.ID, o.ID)
				}
			}
		}
	}
}
