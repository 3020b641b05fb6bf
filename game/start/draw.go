package start

import (
	"image"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"estafette/render"
)

// draw draws the whole screen: the left column, the page, the preview,
// then the tooltip of what is under the cursor.
func (a *App) draw(dst *ebiten.Image) {
	pal := a.Palette()
	dst.Fill(pal.Background())
	ui := a.UI
	vector.FillRect(dst, 0, 0, float32(a.screen.MenuW), float32(a.H), pal.PanelFill(), false)
	if r := a.screen.Preview; a.c.page == PageNew && !r.Empty() {
		a.prev.draw(dst)
	}
	for _, e := range a.screen.Entries {
		a.drawEntry(dst, e, pal)
	}
	if a.tip != nil {
		// Never over the entry: right of a menu button, over the page;
		// under a button of the page, whose rows' buttons stand side by
		// side.
		at := image.Pt(a.tipAt.Min.X, a.tipAt.Max.Y)
		if a.tipAt.Max.X <= a.screen.MenuW {
			at = image.Pt(a.tipAt.Max.X-int(8*ui), a.tipAt.Min.Y-int(12*ui))
		}
		render.DrawTooltip(dst, a.tip, at, image.Rect(0, 0, a.W, a.H), ui, pal)
	}
}

func fillRect(dst *ebiten.Image, r image.Rectangle, c color.Color) {
	vector.FillRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), c, false)
}

func strokeRect(dst *ebiten.Image, r image.Rectangle, w float32, c color.Color) {
	vector.StrokeRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), w, c, false)
}

// drawEntry draws one entry in its rectangle, in palette pal.
func (a *App) drawEntry(dst *ebiten.Image, e Entry, pal *render.Palette) {
	ui := a.UI
	r := e.Rect
	pad := 12 * ui
	face, bold := render.Face(e.Size*ui), render.BoldFace(e.Size*ui)
	col := pal.PanelText()
	if e.Off {
		col = pal.Dim()
	}
	switch e.Kind {
	case KindTitle:
		drawLeft(dst, e.Text, render.BoldFace(e.Size*ui), float64(r.Min.X), mid(r), pal.Gold(), float64(r.Dx()))
	case KindHeading:
		if len(e.Lines) > 1 {
			lh := float64(r.Dy()) / float64(len(e.Lines))
			for i, l := range e.Lines {
				drawLeft(dst, l, bold, float64(r.Min.X), float64(r.Min.Y)+lh*(float64(i)+0.5), pal.Gold(), float64(r.Dx()))
			}
			return
		}
		drawLeft(dst, e.Text, bold, float64(r.Min.X), mid(r), pal.Gold(), float64(r.Dx()))
	case KindText:
		drawLeft(dst, e.Text, face, float64(r.Min.X), mid(r), softer(e, col, pal), float64(r.Dx()))
	case KindSwatch:
		sz := float32(18 * ui)
		vector.FillRect(dst, float32(r.Min.X), float32(float64(r.Min.Y)+(float64(r.Dy())-float64(sz))/2), sz, sz, pal.Army(e.Army), false)
		drawLeft(dst, e.Text, bold, float64(r.Min.X)+float64(sz)+10*ui, mid(r), col, float64(r.Dx())-float64(sz)-10*ui)
	case KindButton, KindChip, KindRow:
		fill := pal.ButtonFill()
		switch {
		case e.Off:
			fill = pal.PanelFill()
		case e.ID != "" && e.ID == a.hover:
			fill = pal.ButtonHover()
		case e.Active && e.Kind == KindRow:
			fill = pal.ButtonHover()
		}
		fillRect(dst, r, fill)
		if e.Active {
			// The page shown, the scenario previewed, the main button.
			strokeRect(dst, r, float32(2*ui), pal.Gold())
		} else if e.Off || e.Kind == KindRow && e.ID == "" {
			strokeRect(dst, r, float32(1*ui), pal.PanelLine())
		}
		if e.Kind == KindChip || e.ID == "play" {
			drawCentred(dst, e.Text, face, r, col)
			return
		}
		if e.Sub == "" {
			drawLeft(dst, e.Text, bold, float64(r.Min.X)+pad, mid(r), col, float64(r.Dx())-2*pad)
			return
		}
		subs := strings.Split(e.Sub, "\n")
		if len(e.Lines) > 1 {
			// A title written whole on its lines, then the softer ones.
			lh := float64(r.Dy()) / (float64(len(e.Lines)) + float64(len(subs))*0.95)
			y := float64(r.Min.Y) + lh*0.55
			for _, l := range e.Lines {
				drawLeft(dst, l, bold, float64(r.Min.X)+pad, y, col, float64(r.Dx())-2*pad)
				y += lh
			}
			for _, sub := range subs {
				drawLeft(dst, sub, render.Face((e.Size-2)*ui), float64(r.Min.X)+pad, y+lh*0.1, pal.Soft(), float64(r.Dx())-2*pad)
				y += lh * 0.95
			}
			return
		}
		line := float64(r.Dy()) / float64(len(subs)+1)
		drawLeft(dst, e.Text, bold, float64(r.Min.X)+pad, float64(r.Min.Y)+line*0.62, col, float64(r.Dx())-2*pad)
		for i, sub := range subs {
			y := float64(r.Min.Y) + line*(float64(i)+1.45)
			drawLeft(dst, sub, render.Face((e.Size-2)*ui), float64(r.Min.X)+pad, y, pal.Soft(), float64(r.Dx())-2*pad)
		}
	}
}

// softer is the colour of plain text: the soft grey unless greyed.
func softer(e Entry, col color.RGBA, pal *render.Palette) color.RGBA {
	if e.Off {
		return col
	}
	return pal.Soft()
}

// mid is a rectangle's vertical middle.
func mid(r image.Rectangle) float64 { return float64(r.Min.Y+r.Max.Y) / 2 }

var textOp text.DrawOptions

// drawLeft draws s from x, centred on y, shortened with an ellipsis to
// fit width.
func drawLeft(dst *ebiten.Image, s string, face *render.FontFace, x, y float64, c color.Color, width float64) {
	s = fit(s, face, width)
	textOp = text.DrawOptions{}
	textOp.GeoM.Translate(x, y)
	textOp.ColorScale.ScaleWithColor(c)
	textOp.LayoutOptions.SecondaryAlign = text.AlignCenter
	text.Draw(dst, s, face, &textOp)
}

// drawCentred draws s in the middle of r.
func drawCentred(dst *ebiten.Image, s string, face *render.FontFace, r image.Rectangle, c color.Color) {
	s = fit(s, face, float64(r.Dx())-8)
	textOp = text.DrawOptions{}
	textOp.GeoM.Translate(float64(r.Min.X+r.Max.X)/2, mid(r))
	textOp.ColorScale.ScaleWithColor(c)
	textOp.LayoutOptions.PrimaryAlign = text.AlignCenter
	textOp.LayoutOptions.SecondaryAlign = text.AlignCenter
	text.Draw(dst, s, face, &textOp)
}

// fit shortens s with an ellipsis until it is no wider than width.
func fit(s string, face text.Face, width float64) string {
	if width <= 0 || text.AdvanceAt(s, len(s), face) <= width {
		return s
	}
	r := []rune(s)
	for len(r) > 1 && text.AdvanceAt(string(r)+"…", len(string(r)+"…"), face) > width {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}
