// Package pdf writes the small part of PDF the print kit needs: pages of
// lines, polygons and text in grey, forms (XObjects) drawn once and
// placed many times, and TrueType fonts embedded as subsets with their
// text extractable (pdftotext, copy and paste). It takes millimetres from
// the page's top left, as the kit lays out.
//
// The kit used github.com/signintech/gopdf, which links a PDF importer
// (phpdave11/gofpdi) and the archived github.com/pkg/errors into every
// program that prints, the web page's wasm among them; these few hundred
// lines need only the standard library and golang.org/x/image, which
// the windows link already.
package pdf

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"io"
	"slices"
	"strconv"
	"unicode/utf16"
)

// Info is the document's metadata.
type Info struct {
	Title, Creator, Producer string
}

// Doc is a PDF being made. The same calls give the same bytes: nothing
// depends on the time or on a map's order.
type Doc struct {
	info    Info
	fonts   []*Font
	pages   []*Canvas
	forms   []*Form
	missing map[rune]bool
}

// New starts a document.
func New(info Info) *Doc {
	return &Doc{info: info, missing: map[rune]bool{}}
}

// mm is one millimetre in points, PDF's unit.
const mm = 72 / 25.4

// AddPage starts a page w×h millimetres and returns it to draw on.
func (d *Doc) AddPage(w, h float64) *Canvas {
	c := &Canvas{doc: d, w: w, h: h}
	c.reset()
	d.pages = append(d.pages, c)
	return c
}

// Pages is the number of pages added.
func (d *Doc) Pages() int { return len(d.pages) }

// Missing lists, in order, the characters some text asked for that its
// font does not have: each was drawn as a white square (□), as the
// windows draw a letter their font lacks.
func (d *Doc) Missing() []rune {
	out := make([]rune, 0, len(d.missing))
	for r := range d.missing {
		out = append(out, r)
	}
	slices.Sort(out)
	return out
}

// writer numbers and writes the objects.
type writer struct {
	buf     bytes.Buffer
	offsets []int // by object number - 1
}

func (w *writer) alloc() int {
	w.offsets = append(w.offsets, -1)
	return len(w.offsets)
}

// obj writes object n with body, a dictionary or any other value.
func (w *writer) obj(n int, body string) {
	w.offsets[n-1] = w.buf.Len()
	fmt.Fprintf(&w.buf, "%d 0 obj\n%s\nendobj\n", n, body)
}

// stream writes object n as a stream of data, compressed, with the
// dictionary's other entries in dict ("" for none).
func (w *writer) stream(n int, dict string, data []byte) {
	var z bytes.Buffer
	zw, _ := zlib.NewWriterLevel(&z, zlib.BestCompression)
	zw.Write(data)
	zw.Close()
	w.offsets[n-1] = w.buf.Len()
	fmt.Fprintf(&w.buf, "%d 0 obj\n<< /Length %d /Filter /FlateDecode %s>>\nstream\n", n, z.Len(), dict)
	w.buf.Write(z.Bytes())
	w.buf.WriteString("\nendstream\nendobj\n")
}

// WriteTo writes the whole document to out.
func (d *Doc) WriteTo(out io.Writer) (int64, error) {
	w := &writer{}
	w.buf.WriteString("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
	catalog, pages, info := w.alloc(), w.alloc(), w.alloc()
	fontRes := ""
	for i, f := range d.fonts {
		f.ref = w.alloc()
		fontRes += fmt.Sprintf("/F%d %d 0 R ", i+1, f.ref)
	}
	formRes := w.alloc() // what a form may use: the fonts
	pageRes := w.alloc() // what a page may use: the fonts and the forms
	xobj := ""
	for i, f := range d.forms {
		f.ref = w.alloc()
		xobj += fmt.Sprintf("/X%d %d 0 R ", i+1, f.ref)
	}
	w.obj(catalog, fmt.Sprintf("<< /Type /Catalog /Pages %d 0 R >>", pages))
	w.obj(info, fmt.Sprintf("<< /Title %s /Creator %s /Producer %s >>", textString(d.info.Title), textString(d.info.Creator), textString(d.info.Producer)))
	w.obj(formRes, fmt.Sprintf("<< /ProcSet [/PDF /Text] /Font << %s>> >>", fontRes))
	w.obj(pageRes, fmt.Sprintf("<< /ProcSet [/PDF /Text] /Font << %s>> /XObject << %s>> >>", fontRes, xobj))
	for _, f := range d.forms {
		w.stream(f.ref, fmt.Sprintf("/Type /XObject /Subtype /Form /BBox [%s %s %s %s] /Resources %d 0 R ",
			num(f.x0*mm), num(-f.y1*mm), num(f.x1*mm), num(-f.y0*mm), formRes), f.buf.Bytes())
	}
	kids := ""
	for _, p := range d.pages {
		page, content := w.alloc(), w.alloc()
		kids += fmt.Sprintf("%d 0 R ", page)
		w.obj(page, fmt.Sprintf("<< /Type /Page /Parent %d 0 R /MediaBox [0 0 %s %s] /Resources %d 0 R /Contents %d 0 R >>",
			pages, num(p.w*mm), num(p.h*mm), pageRes, content))
		w.stream(content, "", p.buf.Bytes())
	}
	w.obj(pages, fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d >>", kids, len(d.pages)))
	for _, f := range d.fonts {
		if err := f.write(w); err != nil {
			return 0, err
		}
	}
	xref := w.buf.Len()
	fmt.Fprintf(&w.buf, "xref\n0 %d\n0000000000 65535 f \n", len(w.offsets)+1)
	for _, o := range w.offsets {
		fmt.Fprintf(&w.buf, "%010d 00000 n \n", o)
	}
	fmt.Fprintf(&w.buf, "trailer\n<< /Size %d /Root %d 0 R /Info %d 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(w.offsets)+1, catalog, info, xref)
	n, err := out.Write(w.buf.Bytes())
	return int64(n), err
}

// num writes a number with at most two decimals, as short as it goes.
func num(v float64) string {
	s := strconv.FormatFloat(v, 'f', 2, 64)
	for s[len(s)-1] == '0' {
		s = s[:len(s)-1]
	}
	s = trimDot(s)
	if s == "-0" {
		return "0"
	}
	return s
}

func trimDot(s string) string {
	if s[len(s)-1] == '.' {
		return s[:len(s)-1]
	}
	return s
}

// textString is a PDF text string: UTF-16BE with its byte-order mark, in
// hexadecimal, so that any title is written safely.
func textString(s string) string {
	var b bytes.Buffer
	b.WriteString("<FEFF")
	for _, u := range utf16.Encode([]rune(s)) {
		fmt.Fprintf(&b, "%04X", u)
	}
	b.WriteString(">")
	return b.String()
}
