package printkit

import (
	"io"
	"sort"
	"strings"
	"unicode/utf8"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"

	"estafette/i18n"
	"estafette/printkit/pdf"
)

// The fonts are the Go fonts the windows draw with (render/font.go), so
// accents, « » and œ print as on screen.
const (
	regular = "regular"
	bold    = "bold"
)

// Text alignments.
const (
	alignLeft = iota
	alignRight
	alignCenter
)

// margin is the printable border, in millimetres: most printers leave
// about 5 mm blank, and a sheet taped to its neighbour needs a little more.
const margin = 10

// sheet is a PDF being written, in millimetres from the top left: drawing
// cannot fail, only writing the file can. c is what is drawn on: the
// current page, or a form being made (forms.go).
type sheet struct {
	doc   *pdf.Doc
	c     *pdf.Canvas
	fonts map[string]*pdf.Font
	forms map[formKey]*pdf.Form
	o     Options
	title string
	n     int     // pages added
	w, h  float64 // the current page's size
	font  string
	size  float64
}

func newSheet(o Options, title string) (*sheet, error) {
	doc := pdf.New(pdf.Info{Title: title, Creator: "Estafette", Producer: "Estafette"})
	s := &sheet{doc: doc, o: o, title: title, fonts: map[string]*pdf.Font{}, forms: map[formKey]*pdf.Form{}}
	for _, f := range []struct {
		name string
		ttf  []byte
	}{{regular, goregular.TTF}, {bold, gobold.TTF}} {
		font, err := doc.AddFont(f.ttf)
		if err != nil {
			return nil, err
		}
		s.fonts[f.name] = font
	}
	return s, nil
}

// page starts a page, landscape or portrait, and writes its footer: the
// title, the page's number and Estafette's name.
func (s *sheet) page(landscape bool) {
	w, h := s.o.Paper.size()
	if landscape {
		w, h = h, w
	}
	s.c = s.doc.AddPage(w, h)
	s.w, s.h = w, h
	s.n++
	s.gray(0.35)
	s.setFont(regular, 8)
	num := i18n.Tf(s.o.Lang, "print.page", s.n)
	s.text(margin, h-margin+3, s.fit(s.title, w-2*margin-s.width(num)-6), alignLeft)
	s.text(w-margin, h-margin+3, num, alignRight)
	s.gray(0)
}

func (s *sheet) pages() int { return s.n }

func (s *sheet) printed() Printed { return Printed{Pages: s.n, Missing: s.doc.Missing()} }

func (s *sheet) write(w io.Writer) error {
	_, err := s.doc.WriteTo(w)
	return err
}

func (s *sheet) setFont(name string, size float64) {
	s.font, s.size = name, size
}

// gray sets the text and fill colour, 0 black to 1 white.
func (s *sheet) gray(g float64) {
	s.c.FillGray(g)
}

func (s *sheet) stroke(g, width float64) {
	s.c.StrokeGray(g)
	s.c.LineWidth(width)
}

// lineHeight is the distance between two lines of the current font, in mm.
func (s *sheet) lineHeight() float64 { return s.size * 0.3528 * 1.25 }

// width is the text's width in the current font, in mm.
func (s *sheet) width(t string) float64 {
	return s.fonts[s.font].Width(strings.ReplaceAll(t, houseTag, ""), s.size)
}

// text writes one line whose baseline is at y, x being its left end, its
// right end or its middle by align.
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
	s.c.Text(s.fonts[s.font], s.size, x, y, strings.ReplaceAll(t, houseTag, ""))
}

// fit shortens t with "…" until it is at most w wide.
func (s *sheet) fit(t string, w float64) string {
	if s.width(t) <= w {
		return t
	}
	return s.clip(t, w)
}

// clip cuts t to at most w wide and ends it with "…", the mark that
// something was left out, even when t fits.
func (s *sheet) clip(t string, w float64) string {
	r := []rune(t)
	for {
		c := strings.TrimRight(string(r), " ,.-") + "…"
		if len(r) == 0 || s.width(c) <= w {
			return c
		}
		// the longest head that fits, found by halves: a name may be
		// hundreds of letters
		n := sort.Search(len(r), func(i int) bool {
			return s.width(strings.TrimRight(string(r[:i+1]), " ,.-")+"…") > w
		})
		r = r[:n]
	}
}

// wrap splits t into lines at most w wide, at spaces. A word wider than
// a line is broken where it must, each piece but the last ending in "-".
func (s *sheet) wrap(t string, w float64) []string {
	var out []string
	for _, para := range strings.Split(t, "\n") {
		line := ""
		for _, word := range strings.Fields(para) {
			try := word
			if line != "" {
				try = line + " " + word
			}
			if s.width(try) <= w {
				line = try
				continue
			}
			if line != "" && s.width(word) > w {
				// a word no line holds starts on this line, if a letter fits
				r, _ := utf8.DecodeRuneInString(word)
				if room := w - s.width(line+" "); s.width(string(r)+"-") <= room {
					head, rest := s.breakWord(word, room)
					out = append(out, line+" "+head)
					line, word = "", rest
				}
			}
			if line != "" {
				out = append(out, line)
			}
			for utf8.RuneCountInString(word) > 1 && s.width(word) > w {
				head, rest := s.breakWord(word, w)
				out = append(out, head)
				word = rest
			}
			line = word
		}
		out = append(out, line)
	}
	return out
}

// breakWord cuts off the longest head of word that fits w with its "-",
// one letter at least.
func (s *sheet) breakWord(word string, w float64) (head, rest string) {
	r := []rune(word)
	n := sort.Search(len(r)-1, func(i int) bool { return s.width(string(r[:i+2])+"-") > w }) + 1
	return string(r[:n]) + "-", string(r[n:])
}

// lines is wrap's lines, at most max of them: the last one kept ends
// with "…" when some were left out.
func (s *sheet) lines(t string, w float64, max int) []string {
	l := s.wrap(t, w)
	if len(l) > max {
		l = l[:max]
		l[max-1] = s.clip(l[max-1], w)
	}
	return l
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

// keptParagraph is paragraph kept on one page, for a note of a few
// lines: split by a page break, its end would come after the footer.
func (s *sheet) keptParagraph(x, y, w float64, t string) float64 {
	lines := s.wrap(t, w)
	y = s.room(y, float64(len(lines))*s.lineHeight())
	for _, l := range lines {
		s.text(x, y, l, alignLeft)
		y += s.lineHeight()
	}
	return y
}

// point is a position on the page, in millimetres from the top left.
type point struct{ x, y float64 }

// pdfStyle reads a shape's style: "F" filled, "D" drawn, "FD" both.
func pdfStyle(style string) pdf.Style {
	switch style {
	case "D":
		return pdf.Stroke
	case "FD":
		return pdf.FillStroke
	}
	return pdf.Fill
}

func (s *sheet) polygon(pts []point, style string) {
	p := make([]pdf.Point, len(pts))
	for i, q := range pts {
		p[i] = pdf.Point{X: q.x, Y: q.y}
	}
	s.c.Polygon(p, pdfStyle(style))
}

func (s *sheet) line(a, b point) { s.c.Line(pdf.Point{X: a.x, Y: a.y}, pdf.Point{X: b.x, Y: b.y}) }

func (s *sheet) circle(c point, r float64, style string) {
	s.c.Circle(pdf.Point{X: c.x, Y: c.y}, r, pdfStyle(style))
}

func (s *sheet) rect(x, y, w, h float64, style string) { s.c.Rect(x, y, w, h, pdfStyle(style)) }

// dashed draws the lines drawn in draw dashed.
func (s *sheet) dashed(draw func()) {
	s.c.Dash(1.6, 1)
	draw()
	s.c.Dash(0, 0)
}

// rotated draws what draw draws turned deg degrees counter-clockwise
// around x, y.
func (s *sheet) rotated(deg, x, y float64, draw func()) { s.c.Rotated(deg, x, y, draw) }

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
