package printkit

// formKey names a drawing made once as a form and placed many times.
type formKey struct {
	what string
	size float64
}

// terrain draws hex h's terrain. Its pattern is drawn once per terrain
// and hex size, as a form the PDF places at each hex of that terrain:
// the file and the time to make it grow with the board's hexes, not with
// the marks of each pattern (a 200×200 board of sand was 3 million dots).
func (s *sheet) terrain(h hexPoly, key, initial string) {
	k := formKey{key + "\x00" + initial, h.r}
	f, ok := s.forms[k]
	if !ok {
		f = s.doc.NewForm(-h.r, -h.r, h.r, h.r)
		page, font, size := s.c, s.font, s.size
		s.c = &f.Canvas
		s.terrainFill(newHexPoly(point{}, h.r), key, initial)
		s.c, s.font, s.size = page, font, size
		s.forms[k] = f
	}
	s.c.Place(f, h.c.x, h.c.y)
}
