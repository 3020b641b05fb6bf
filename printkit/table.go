package printkit

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
