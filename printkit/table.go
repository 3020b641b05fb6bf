package printkit

import "strings"

// column is one column of a table: its heading and its share of the width.
type column struct {
	head  string
	share float64
}

// table writes rows under a bold heading row, each cell wrapped to its
// column, a thin rule between rows; on a new page the heading row comes
// again. compact tightens the rows (the card). It returns the next
// baseline.
func (k *kit) table(x, y, w float64, cols []column, rows [][]string, size float64, compact bool) float64 {
	s := k.s
	total := 0.0
	for _, c := range cols {
		total += c.share
	}
	widths := make([]float64, len(cols))
	for i, c := range cols {
		widths[i] = w * c.share / total
	}
	pad := 1.2
	if compact {
		pad = 0.6
	}
	head := func(y float64) float64 {
		s.setFont(bold, size)
		cx := x
		h := 0.0
		for i, c := range cols {
			lines := s.wrap(c.head, widths[i]-1)
			for j, l := range lines {
				s.text(cx, y+float64(j)*s.lineHeight(), l, alignLeft)
			}
			h = max(h, float64(len(lines))*s.lineHeight())
			cx += widths[i]
		}
		s.stroke(0, 0.3)
		s.line(point{x, y + h - s.lineHeight() + pad}, point{x + w, y + h - s.lineHeight() + pad})
		return y + h + pad
	}
	s.setFont(bold, size)
	y = s.room(y, 3*s.lineHeight())
	y = head(y)
	for _, r := range rows {
		s.setFont(regular, size)
		cells := make([][]string, len(cols))
		n := 1
		for i := range cols {
			if i < len(r) {
				cells[i] = s.wrap(r[i], widths[i]-1)
				n = max(n, len(cells[i]))
			}
		}
		h := float64(n) * s.lineHeight()
		if y+h-s.lineHeight() > s.bottom() {
			y = s.room(y, h)
			y = head(y)
			s.setFont(regular, size)
		}
		cx := x
		for i := range cols {
			if i < len(r) && strings.HasPrefix(r[i], houseTag) {
				// a [HOUSE] value stands on grey, to be told at a glance
				s.gray(houseGround)
				s.rect(cx-0.8, y-s.lineHeight()*0.78, widthOf(s, cells[i])+1.6, float64(len(cells[i]))*s.lineHeight(), "F")
				s.gray(0)
			}
			for j, l := range cells[i] {
				s.text(cx, y+float64(j)*s.lineHeight(), l, alignLeft)
			}
			cx += widths[i]
		}
		y += h
		s.stroke(0.6, 0.1)
		s.line(point{x, y - s.lineHeight() + pad}, point{x + w, y - s.lineHeight() + pad})
		y += pad
	}
	s.stroke(0, 0.2)
	return y
}

// widthOf is the width of the widest of lines.
func widthOf(s *sheet, lines []string) float64 {
	w := 0.0
	for _, l := range lines {
		w = max(w, s.width(l))
	}
	return w
}

// tableHeight is the height table would take from y, on one page.
func (k *kit) tableHeight(w float64, cols []column, rows [][]string, size float64, compact bool) float64 {
	s := k.s
	total := 0.0
	for _, c := range cols {
		total += c.share
	}
	pad := 1.2
	if compact {
		pad = 0.6
	}
	lines := func(r []string, font string) float64 {
		s.setFont(font, size)
		n := 1
		for i, c := range cols {
			if i < len(r) {
				n = max(n, len(s.wrap(r[i], w*c.share/total-1)))
			}
		}
		return float64(n) * s.lineHeight()
	}
	heads := make([]string, len(cols))
	for i, c := range cols {
		heads[i] = c.head
	}
	h := lines(heads, bold) + pad
	for _, r := range rows {
		h += lines(r, regular) + pad
	}
	return h
}
