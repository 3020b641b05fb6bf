package hex

import (
	"errors"
	"strconv"
)

// MaxLabel is the largest column or row number ParseLabel accepts.
const MaxLabel = 9999

// FromOffset converts 1-based label numbers (col, row) to a Hex.
//
// Even label columns sit half a hex lower: odd-q on 0-based x=col-1, y=row-1.
func FromOffset(col, row int) Hex {
	x, y := col-1, row-1
	// x&1 is the parity even for negative x in two's complement, so
	// off-board hexes convert consistently too.
	return Hex{Q: x, R: y - (x-(x&1))/2}
}

// Offset converts h back to 1-based label numbers (col, row).
func (h Hex) Offset() (col, row int) {
	x := h.Q
	y := h.R + (x-(x&1))/2
	return x + 1, y + 1
}

// Label returns the "col,row" text printed on the board edges.
func (h Hex) Label() string {
	return string(h.AppendLabel(make([]byte, 0, 9)))
}

// AppendLabel appends Label() to dst without an intermediate string.
func (h Hex) AppendLabel(dst []byte) []byte {
	col, row := h.Offset()
	dst = strconv.AppendInt(dst, int64(col), 10)
	dst = append(dst, ',')
	return strconv.AppendInt(dst, int64(row), 10)
}

// String returns Label(), so hexes print as players read them.
func (h Hex) String() string { return h.Label() }

// ErrBadLabel is matched by errors.Is for every error ParseLabel returns.
var ErrBadLabel = errors.New("bad hex label")

// LabelError says which label was refused and why, in words a player understands.
type LabelError struct {
	Input  string // the text as given
	Reason string // what is wrong with it
}

// Error quotes the input so stray spaces and signs are visible.
func (e *LabelError) Error() string {
	return "hex: bad label " + strconv.Quote(e.Input) + ": " + e.Reason
}

// Unwrap lets callers test errors.Is(err, ErrBadLabel).
func (e *LabelError) Unwrap() error { return ErrBadLabel }

// ParseLabel reads a strict "col,row" label.
//
// Strict means decimal digits only: no spaces, signs or leading zeros, each
// number from 1 to MaxLabel. Records and scenarios are replayed from labels,
// so every hex has exactly one accepted spelling and Label(ParseLabel(s)) == s.
func ParseLabel(s string) (Hex, error) {
	if s == "" {
		return Hex{}, &LabelError{s, `it is empty; want "col,row"`}
	}
	comma := -1
	for i := 0; i < len(s); i++ {
		if s[i] == ',' {
			if comma >= 0 {
				return Hex{}, &LabelError{s, `it has more than one comma; want "col,row"`}
			}
			comma = i
		}
	}
	if comma < 0 {
		return Hex{}, &LabelError{s, `it has no comma; want "col,row"`}
	}
	col, err := parseLabelNumber(s, "column", s[:comma])
	if err != nil {
		return Hex{}, err
	}
	row, err := parseLabelNumber(s, "row", s[comma+1:])
	if err != nil {
		return Hex{}, err
	}
	return FromOffset(col, row), nil
}

// parseLabelNumber is hand-rolled because strconv.Atoi accepts signs and
// leading zeros, which would give one hex several spellings.
func parseLabelNumber(input, what, part string) (int, error) {
	if part == "" {
		return 0, &LabelError{input, what + " is missing"}
	}
	for i := 0; i < len(part); i++ {
		if part[i] < '0' || part[i] > '9' {
			return 0, &LabelError{input, what + " " + strconv.Quote(part) + " must be decimal digits only"}
		}
	}
	if part[0] == '0' {
		if len(part) == 1 {
			return 0, &LabelError{input, what + " must be at least 1"}
		}
		return 0, &LabelError{input, what + " " + strconv.Quote(part) + " has a leading zero"}
	}
	if len(part) > len(strconv.Itoa(MaxLabel)) {
		return 0, &LabelError{input, what + " " + part + " is more than " + strconv.Itoa(MaxLabel)}
	}
	n := 0
	for i := 0; i < len(part); i++ {
		n = n*10 + int(part[i]-'0')
	}
	if n > MaxLabel {
		return 0, &LabelError{input, what + " " + part + " is more than " + strconv.Itoa(MaxLabel)}
	}
	return n, nil
}
