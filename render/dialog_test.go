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
