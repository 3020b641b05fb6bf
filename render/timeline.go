package render

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Timeline is the replay viewer's slider across the bottom of the board:
// a record's positions from the start (0) to the end (Len), the position
// shown as a knob, each army's turn marked where it begins, the captions
// dotted, autoplay's button on the left and its pace on the right.
type Timeline struct {
	Len, At  int
	Turns    []TimelineMark
	Captions []int // positions that have a caption
	Waits    []int // positions where a lesson waits for the player
	Playing  bool
	Pace     string // autoplay's pace, as the bar shows it
	// Target is the least height, in device pixels, of what a click or
	// a tap presses (the button, the track, the pace): a finger's 44 CSS
	// pixels on a touch screen, 0 for a mouse's. The bar grows with it.
	Target float64
}

// TimelineMark is where an army's turn begins: its position, the label
// over the tick (the turn number, on the first army's turns only), the
// turn and the army's colour.
type TimelineMark struct {
	At    int
	Label string
	Turn  int
	Army  int
}

// Timeline places: the ids of its clickable areas.
const (
	TimelinePlay  = "timeline:play"
	TimelineTrack = "timeline:track"
	TimelinePace  = "timeline:pace"
)

// TimelineBox is a Timeline laid out at the bottom of an area: a
// window's Update places it, for its clickable areas and for the
// position under the cursor; Draw draws it.
type TimelineBox struct {
	t                 *Timeline
	ui                float64
	bar               image.Rectangle
	play, track, pace image.Rectangle
	x0, x1, y         float64 // the track's ends and its line
	// What Draw draws of the marks, chosen once by PlaceTimeline: a long
	// game's thousands of turns thinned to what the track's pixels show.
	ticks    []timelineTick
	labels   []timelineLabel
	captions []float64 // x of each caption's dot, one per pixel at most
	waits    []float64
}

// timelineTick is one tick drawn: its x and its army's colour.
type timelineTick struct {
	x    float64
	army int
}

// timelineLabel is a turn number drawn over its tick.
type timelineLabel struct {
	x    float64
	text string
	army int
}

// TimelineHeight is the bar's height at device scale 1, for a mouse.
const TimelineHeight = 48

// TimelineBarHeight is the bar's height in device pixels at device scale
// ui, its targets at least target high: TimelineHeight for a mouse, a
// finger's target and the bar's padding on a touch screen.
func TimelineBarHeight(ui, target float64) int {
	pad := int(timelinePad * ui)
	return max(int(math.Round(TimelineHeight*ui)), int(math.Ceil(target))+2*pad)
}

// timelinePad is the room round the button and the pace, at device
// scale 1.
const timelinePad = 8

// PlaceTimeline lays t out across the bottom of area at device scale ui.
func PlaceTimeline(t *Timeline, area image.Rectangle, ui float64) *TimelineBox {
	h := TimelineBarHeight(ui, t.Target)
	b := &TimelineBox{t: t, ui: ui, bar: image.Rect(area.Min.X, area.Max.Y-h, area.Max.X, area.Max.Y)}
	pad := int(timelinePad * ui)
	side := h - 2*pad
	b.play = image.Rect(b.bar.Min.X+pad, b.bar.Min.Y+pad, b.bar.Min.X+pad+side, b.bar.Max.Y-pad)
	pw := int(110 * ui)
	b.pace = image.Rect(b.bar.Max.X-pad-pw, b.bar.Min.Y+pad, b.bar.Max.X-pad, b.bar.Max.Y-pad)
	b.track = image.Rect(b.play.Max.X+pad, b.bar.Min.Y, b.pace.Min.X-pad, b.bar.Max.Y)
	m := 12 * ui // room for the knob at both ends
	b.x0, b.x1 = float64(b.track.Min.X)+m, float64(b.track.Max.X)-m
	b.y = float64(b.bar.Min.Y) + float64(h)*0.62
	b.placeMarks()
	return b
}

// Rect is the whole bar.
func (b *TimelineBox) Rect() image.Rectangle { return b.bar }

// Hits returns the bar's clickable areas: the button, the track, the
// pace.
func (b *TimelineBox) Hits(tips ...[]string) []Hit {
	out := []Hit{{Rect: b.play, ID: TimelinePlay}, {Rect: b.track, ID: TimelineTrack}, {Rect: b.pace, ID: TimelinePace}}
	for i := range min(len(tips), len(out)) {
		out[i].Tip = tips[i]
	}
	return out
}

// X is the track's x for position n.
func (b *TimelineBox) X(n int) float64 {
	if b.t.Len == 0 {
		return b.x0
	}
	return b.x0 + (b.x1-b.x0)*float64(n)/float64(b.t.Len)
}

// PositionAt is the position nearest to the screen's x on the track.
func (b *TimelineBox) PositionAt(x int) int {
	if b.t.Len == 0 || b.x1 <= b.x0 {
		return 0
	}
	p := math.Round((float64(x) - b.x0) / (b.x1 - b.x0) * float64(b.t.Len))
	return int(max(0, min(p, float64(b.t.Len))))
}

// PointOf is the screen point of position n on the track.
func (b *TimelineBox) PointOf(n int) image.Point { return image.Pt(int(math.Round(b.X(n))), int(b.y)) }

var (
	timelineFill  = color.RGBA{0x22, 0x22, 0x28, 0xf0}
	timelineTrack = rgb(0x5a, 0x58, 0x60)
)

// Draw draws the bar in st's palette; st.Hover is the id of the area
// under the cursor.
func (b *TimelineBox) Draw(dst *ebiten.Image, st Style) {
	ui, t, hover, pal := b.ui, b.t, st.Hover, st.Palette
	gold, panelSoft := pal.Gold(), pal.Soft()
	r := b.bar
	vector.FillRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), timelineFill, false)
	vector.StrokeLine(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Max.X), float32(r.Min.Y), 1, pal.PanelLine(), false)
	b.drawButton(dst, hover == TimelinePlay, pal)
	f := Face(13 * ui)
	pc := panelSoft
	if hover == TimelinePace {
		pc = white
	}
	drawText(dst, t.Pace, f, float64(b.pace.Min.X+b.pace.Max.X)/2, float64(b.pace.Min.Y+b.pace.Max.Y)/2, pc, true)
	y := float32(b.y)
	x0, x1, xa := float32(b.x0), float32(b.x1), float32(b.X(t.At))
	vector.StrokeLine(dst, x0, y, x1, y, float32(4*ui), timelineTrack, true)
	vector.StrokeLine(dst, x0, y, xa, y, float32(4*ui), gold, true)
	b.drawMarks(dst)
	for _, x := range b.captions {
		vector.FillCircle(dst, float32(x), y+float32(9*ui), float32(2.5*ui), panelSoft, true)
	}
	for _, x := range b.waits {
		x := float32(x)
		var path vector.Path
		path.MoveTo(x, y+float32(6*ui))
		path.LineTo(x-float32(4*ui), y+float32(13*ui))
		path.LineTo(x+float32(4*ui), y+float32(13*ui))
		path.Close()
		fillPathColor(dst, &path, gold)
	}
	kr := float32(7 * ui)
	vector.FillCircle(dst, xa, y, kr+float32(2*ui), gold, true)
	vector.FillCircle(dst, xa, y, kr, white, true)
}

// drawMarks draws the ticks and the labels PlaceTimeline kept.
func (b *TimelineBox) drawMarks(dst *ebiten.Image) {
	ui := b.ui
	y := float32(b.y)
	f := Face(10 * ui)
	// Ticks are plain rectangles: hundreds of antialiased strokes
	// queued megabytes of triangles a frame for no visible difference.
	w := float32(math.Round(2 * ui))
	for _, t := range b.ticks {
		x := float32(math.Round(t.x - float64(w)/2))
		vector.FillRect(dst, x, y-float32(9*ui), w, float32(14*ui), LogColor(t.army), false)
	}
	for _, l := range b.labels {
		drawText(dst, l.text, f, l.x, float64(y)-16*ui, LogColor(l.army), true)
	}
}

// drawButton draws autoplay's button: a triangle to play, two bars to
// pause (the fonts have no pause glyph).
func (b *TimelineBox) drawButton(dst *ebiten.Image, hovered bool, pal *Palette) {
	r := b.play
	panelText := pal.PanelText()
	fill := pal.ButtonFill()
	if hovered {
		fill = pal.ButtonHover()
	}
	vector.FillRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), fill, false)
	vector.StrokeRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), 1, pal.PanelLine(), false)
	cx, cy, s := float32(r.Min.X+r.Max.X)/2, float32(r.Min.Y+r.Max.Y)/2, float32(r.Dy())*0.28
	if b.t.Playing {
		w := s * 0.55
		vector.FillRect(dst, cx-s*0.8, cy-s, w, 2*s, panelText, false)
		vector.FillRect(dst, cx+s*0.8-w, cy-s, w, 2*s, panelText, false)
		return
	}
	var p vector.Path
	p.MoveTo(cx-s*0.7, cy-s)
	p.LineTo(cx+s, cy)
	p.LineTo(cx-s*0.7, cy+s)
	p.Close()
	fillPathColor(dst, &p, panelText)
}
