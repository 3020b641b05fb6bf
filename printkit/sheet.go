package printkit

import (
	"io"
	"math"
	"strings"

	"github.com/signintech/gopdf"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"

	"estafette/i18n"
)

// The fonts are the Go fonts the windows draw with (render/font.go), so
// accents, « » and œ print as on screen.
const (
	regular = "regular"
	bold    = "bold"
)

// Text alignments, gopdf's.
const (
	alignLeft   = gopdf.Left
	alignRight  = gopdf.Right
	alignCenter = gopdf.Center
)

// margin is the printable border, in millimetres: most printers leave
// about 5 mm blank, and a sheet taped to its neighbour needs a little more.
const margin = 10

// sheet is a PDF being written: gopdf in millimetres, with the first
// error it gave kept, so that layout code reads straight on.
type sheet struct {
	pdf   *gopdf.GoPdf
	o     Options
	title string
	err   error
	n     int     // pages added
	w, h  float64 // the current page's size
	font  string
	size  float64
}

func newSheet(o Options, title string) (*sheet, error) {
	pdf := &gopdf.GoPdf{}
	w, h := o.Paper.size()
	pdf.Start(gopdf.Config{PageSize: gopdf.Rect{W: w, H: h}, Unit: gopdf.UnitMM})
	pdf.SetInfo(gopdf.PdfInfo{Title: title, Creator: "Estafette", Producer: "Estafette (gopdf)"})
	fonts := []struct {
		name string
		ttf  []byte
	}{{regular, goregular.TTF}, {bold, gobold.TTF}}
	for _, f := range fonts {
		if err := pdf.AddTTFFontData(f.name, f.ttf); err != nil {
			return nil, err
		}
	}
	return &sheet{pdf: pdf, o: o, title: title}, nil
}

func (s *sheet) keep(err error) {
	if err != nil && s.err == nil {
		s.err = err
	}
}

// page starts a page, landscape or portrait, and writes its footer: the
// title, the page's number and Estafette's name.
func (s *sheet) page(landscape bool) {
	w, h := s.o.Paper.size()
	if landscape {
		w, h = h, w
	}
	s.pdf.AddPageWithOption(gopdf.PageOption{PageSize: &gopdf.Rect{W: w, H: h}})
	s.w, s.h = w, h
	s.n++
	s.gray(0.35)
	s.setFont(regular, 7)
	s.text(margin, h-margin+3, s.title, alignLeft)
	s.text(w-margin, h-margin+3, i18n.Tf(s.o.Lang, "print.page", s.n), alignRight)
	s.gray(0)
}

func (s *sheet) pages() int { return s.n }

func (s *sheet) write(w io.Writer) error {
	if s.err != nil {
		return s.err
	}
	_, err := s.pdf.WriteTo(w)
	return err
}

func (s *sheet) setFont(name string, size float64) {
	s.font, s.size = name, size
	s.keep(s.pdf.SetFont(name, "", size))
}

// gray sets the text and fill colour, 0 black to 1 white.
func (s *sheet) gray(g float64) {
	v := uint8(math.Round(255 * g))
	s.pdf.SetTextColor(v, v, v)
	s.pdf.SetFillColor(v, v, v)
}

func (s *sheet) stroke(g, width float64) {
	v := uint8(math.Round(255 * g))
	s.pdf.SetStrokeColor(v, v, v)
	s.pdf.SetLineWidth(width)
}

// lineHeight is the distance between two lines of the current font, in mm.
func (s *sheet) lineHeight() float64 { return s.size * 0.3528 * 1.25 }

// width is the text's width in the current font, in mm.
func (s *sheet) width(t string) float64 {
	w, err := s.pdf.MeasureTextWidth(t)
	s.keep(err)
	return w
}

// text writes one line whose baseline is at y, x being its left end, its
// right end or its middle by align (gopdf.Left, Right or Center).
func (s *sheet) text(x, y float64, t string, align int) {
	if t == "" {
		return
	}
	switch align {
	case alignRight:
		x -= s.width(t)
	case alignCenter:
		x -= s.width(t) / 2
	}
	s.pdf.SetXY(x, y)
	s.keep(s.pdf.Text(t))
}

// fit shortens t with "…" until it is at most w wide.
func (s *sheet) fit(t string, w float64) string {
	if s.width(t) <= w {
		return t
	}
	r := []rune(t)
	for len(r) > 0 {
		r = r[:len(r)-1]
		if c := strings.TrimRight(string(r), " ,.") + "…"; s.width(c) <= w {
			return c
		}
	}
	return ""
}

// wrap splits t into lines at most w wide, at spaces.
func (s *sheet) wrap(t string, w float64) []string {
	var out []string
	for _, para := range strings.Split(t, "\n") {
		line := ""
		for _, word := range strings.Fields(para) {
			try := word
			if line != "" {
				try = line + " " + word
			}
			if line != "" && s.width(try) > w {
				out = append(out, line)
				try = word
			}
			line = try
		}
		out = append(out, line)
	}
	return out
}

// paragraph writes t wrapped to w from the baseline y and returns the
// baseline of the next line.
func (s *sheet) paragraph(x, y, w float64, t string) float64 {
	for _, l := range s.wrap(t, w) {
		y = s.room(y, s.lineHeight())
		s.text(x, y, l, alignLeft)
		y += s.lineHeight()
	}
	return y
}

// point is a position on the page, in millimetres from the top left.
type point struct{ x, y float64 }

func (s *sheet) polygon(pts []point, style string) {
	p := make([]gopdf.Point, len(pts))
	for i, q := range pts {
		p[i] = gopdf.Point{X: q.x, Y: q.y}
	}
	s.pdf.Polygon(p, style)
}

func (s *sheet) line(a, b point) { s.pdf.Line(a.x, a.y, b.x, b.y) }

// circle draws a circle as a polygon, which gopdf can also fill.
func (s *sheet) circle(c point, r float64, style string) {
	const n = 24
	pts := make([]point, n)
	for i := range pts {
		a := 2 * math.Pi * float64(i) / n
		pts[i] = point{c.x + r*math.Cos(a), c.y + r*math.Sin(a)}
	}
	s.polygon(pts, style)
}

func (s *sheet) rect(x, y, w, h float64, style string) {
	s.polygon([]point{{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}}, style)
}

// bottom is the lowest baseline text may use, above the footer.
func (s *sheet) bottom() float64 { return s.h - margin - 3 }

// room returns y, or the top of a new portrait page when h more
// millimetres from y would run into the footer.
func (s *sheet) room(y, h float64) float64 {
	if y+h-s.lineHeight() <= s.bottom() {
		return y
	}
	font, size := s.font, s.size
	s.page(false)
	s.setFont(font, size)
	return margin + 6
}
