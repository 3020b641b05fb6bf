package hex

// Bounds is a rectangular board in label terms.
//
// Column and row counts are label counts, so the board edges printed on
// the table (column 1..Columns, row 1..Rows) are exactly its contents.
type Bounds struct{ Columns, Rows int }

// Len returns the number of hexes on the board (zero for a degenerate board).
func (b Bounds) Len() int {
	if b.Columns <= 0 || b.Rows <= 0 {
		return 0
	}
	return b.Columns * b.Rows
}

// Contains reports whether h lies on the board: 1 <= col <= Columns, 1 <= row <= Rows.
func (b Bounds) Contains(h Hex) bool {
	col, row := h.Offset()
	return col >= 1 && col <= b.Columns && row >= 1 && row <= b.Rows
}

// Index returns the dense index (col-1) + (row-1)*Columns, or -1 if h is off the board.
func (b Bounds) Index(h Hex) int {
	col, row := h.Offset()
	if col < 1 || col > b.Columns || row < 1 || row > b.Rows {
		return -1
	}
	return (col - 1) + (row-1)*b.Columns
}

// At is the inverse of Index; i must be in [0, Len()), anything else is a program bug.
func (b Bounds) At(i int) Hex {
	if i < 0 || i >= b.Len() {
		panic("hex: Bounds.At index out of range")
	}
	return FromOffset(i%b.Columns+1, i/b.Columns+1)
}

// All returns every hex on the board in row-major label order (Index order).
func (b Bounds) All() []Hex {
	out := make([]Hex, 0, b.Len())
	for row := 1; row <= b.Rows; row++ {
		for col := 1; col <= b.Columns; col++ {
			out = append(out, FromOffset(col, row))
		}
	}
	return out
}
