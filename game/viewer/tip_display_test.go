//go:build display

package viewer

import (
	"image"
	"slices"
	"strings"
	"testing"

	"estafette/i18n"
)

// TestAPanelTipLeavesThePanelAlone: the tooltip of "Take over against the
// computer", near the panel's foot, goes left of the panel, over the
// board. The rows under the button (the language, the keys) stay as they
// were, and the tip is drawn beside the button. (Before, the tip hung
// under the cursor and covered the keys.)
func TestAPanelTipLeavesThePanelAlone(t *testing.T) {
	for _, lang := range []i18n.Lang{i18n.EN, i18n.FR} {
		d := newDriver(t, lessonGame(t, "combat"), lang, 22)
		// The cursor rests in the corner above the board, over nothing.
		d.in.x, d.in.y = 2, 2
		d.tick()
		btn := d.point("panel:" + idComputer)
		rows := image.Rect(d.a.BoardW(), btn.Y+int(24*d.a.UI), d.a.W, d.a.H)
		snap := func() []uint32 {
			var px []uint32
			for y := rows.Min.Y; y < rows.Max.Y; y += 2 {
				for x := rows.Min.X; x < rows.Max.X; x += 2 {
					r, g, b, _ := d.screen.At(x, y).RGBA()
					px = append(px, r>>8<<16|g>>8<<8|b>>8)
				}
			}
			return px
		}
		left := func() []uint32 {
			var px []uint32
			for x := d.a.BoardW() - 200; x < d.a.BoardW()-10; x += 4 {
				r, g, b, _ := d.screen.At(x, btn.Y).RGBA()
				px = append(px, r>>8<<16|g>>8<<8|b>>8)
			}
			return px
		}
		still, board := snap(), left()
		d.hover("panel:" + idComputer)
		if len(d.a.f.tip) == 0 {
			t.Fatalf("%s: hovering the button shows no tooltip", lang)
		}
		if !slices.Equal(snap(), still) {
			t.Errorf("%s: the tooltip covers the panel's rows under the button %v", lang, rows)
		}
		if slices.Equal(left(), board) {
			t.Errorf("%s: nothing drawn left of the panel beside the button (y %d)", lang, btn.Y)
		}
	}
}

// TestAPieceTipNamesItsKindInBothLanguages: hovering a unit names its
// kind by the rules' French term, and in English adds the gloss, as the
// table's card does. (Before, English showed "Infanterie lourde" alone.)
func TestAPieceTipNamesItsKindInBothLanguages(t *testing.T) {
	for lang, want := range map[i18n.Lang]string{i18n.EN: "Infanterie lourde (heavy infantry)", i18n.FR: "Infanterie lourde"} {
		d := newDriver(t, lessonGame(t, "combat"), lang, 22)
		d.hover("G2")
		tip := strings.Join(d.a.f.tip, " ")
		if !strings.Contains(tip, "(G2) · "+want) || (lang == i18n.FR && strings.Contains(tip, "(heavy")) {
			t.Errorf("%s: hovering G2 shows %q, want its kind as %q", lang, tip, want)
		}
		if d.a.f.tipAt.Empty() {
			t.Errorf("%s: the piece's tooltip follows the cursor, over the pieces around it", lang)
		}
	}
}
