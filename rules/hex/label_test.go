package hex

import (
	"errors"
	"strings"
	"testing"
)

// L parses a fixture label; fixtures are trusted, so a bad one is a test bug.
func L(s string) Hex {
	h, err := ParseLabel(s)
	if err != nil {
		panic(err)
	}
	return h
}

func TestLabelRoundTrip(t *testing.T) {
	tests := []struct {
		label    string
		col, row int
		hex      Hex
	}{
		{"1,1", 1, 1, Hex{0, 0}},
		{"2,1", 2, 1, Hex{1, 0}},
		{"3,1", 3, 1, Hex{2, -1}},
		{"3,3", 3, 3, Hex{2, 1}},
		{"4,3", 4, 3, Hex{3, 1}},
		{"1,40", 1, 40, Hex{0, 39}},
		{"60,40", 60, 40, Hex{59, 10}},
		{"9999,9999", 9999, 9999, Hex{9998, 9998 - 4999}},
	}
	for _, tt := range tests {
		h, err := ParseLabel(tt.label)
		if err != nil {
			t.Fatalf("ParseLabel(%q): %v", tt.label, err)
		}
		if h != tt.hex {
			t.Errorf("ParseLabel(%q) = %#v, want %#v", tt.label, h, tt.hex)
		}
		if c, r := h.Offset(); c != tt.col || r != tt.row {
			t.Errorf("%q.Offset() = %d,%d, want %d,%d", tt.label, c, r, tt.col, tt.row)
		}
		if got := FromOffset(tt.col, tt.row); got != h {
			t.Errorf("FromOffset(%d,%d) = %#v, want %#v", tt.col, tt.row, got, h)
		}
		if got := h.Label(); got != tt.label {
			t.Errorf("Label() = %q, want %q", got, tt.label)
		}
		if got := h.String(); got != tt.label {
			t.Errorf("String() = %q, want %q", got, tt.label)
		}
	}
}

// Off-board hexes (Line and Ring may produce them) must still convert both ways.
func TestOffsetRoundTripOffBoard(t *testing.T) {
	for col := -7; col <= 8; col++ {
		for row := -7; row <= 8; row++ {
			h := FromOffset(col, row)
			if c, r := h.Offset(); c != col || r != row {
				t.Fatalf("FromOffset(%d,%d).Offset() = %d,%d", col, row, c, r)
			}
		}
	}
	for q := -9; q <= 9; q++ {
		for r := -9; r <= 9; r++ {
			h := Hex{q, r}
			if got := FromOffset(h.Offset()); got != h {
				t.Fatalf("FromOffset(%#v.Offset()) = %#v", h, got)
			}
		}
	}
}

func TestParseLabelRefuses(t *testing.T) {
	tests := []struct{ in, why string }{
		{"0,3", "column must be at least 1"},
		{"3,0", "row must be at least 1"},
		{"3", "no comma"},
		{"a,b", `column "a" must be decimal digits only`},
		{" 3,3", `column " 3" must be decimal digits only`},
		{"3,3 ", `row "3 " must be decimal digits only`},
		{"3,-1", `row "-1" must be decimal digits only`},
		{"+3,1", `column "+3" must be decimal digits only`},
		{"", "empty"},
		{"99999,1", "column 99999 is more than 9999"},
		{"1,10000", "row 10000 is more than 9999"},
		{"1,99999999999999999999999", "is more than 9999"},
		{"03,3", "leading zero"},
		{",3", "column is missing"},
		{"3,", "row is missing"},
		{"3,3,3", "more than one comma"},
		{"３,3", "decimal digits only"},
	}
	for _, tt := range tests {
		_, err := ParseLabel(tt.in)
		if err == nil {
			t.Errorf("ParseLabel(%q) accepted", tt.in)
			continue
		}
		msg := err.Error()
		if !strings.Contains(msg, tt.why) {
			t.Errorf("ParseLabel(%q) = %q, want it to say %q", tt.in, msg, tt.why)
		}
		if !strings.Contains(msg, `"`+tt.in+`"`) && tt.in != "３,3" {
			t.Errorf("ParseLabel(%q) = %q, want the input quoted", tt.in, msg)
		}
		if !errors.Is(err, ErrBadLabel) {
			t.Errorf("ParseLabel(%q): error is not ErrBadLabel", tt.in)
		}
		var le *LabelError
		if !errors.As(err, &le) || le.Input != tt.in {
			t.Errorf("ParseLabel(%q): want *LabelError with Input set, got %#v", tt.in, err)
		}
	}
}

func FuzzParseLabel(f *testing.F) {
	for _, s := range []string{"1,1", "3,3", "4,3", "60,40", "9999,9999", "0,3", "3", "a,b", " 3,3", "3,-1", "", "99999,1", "03,3", "3,3,3", ",", "1,"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		h, err := ParseLabel(s)
		if err != nil {
			if !errors.Is(err, ErrBadLabel) {
				t.Fatalf("ParseLabel(%q): error %v is not ErrBadLabel", s, err)
			}
			return
		}
		if got := h.Label(); got != s {
			t.Fatalf("ParseLabel(%q).Label() = %q", s, got)
		}
		if !(Bounds{MaxLabel, MaxLabel}).Contains(h) {
			t.Fatalf("ParseLabel(%q) = %v outside 1..%d", s, h, MaxLabel)
		}
		if h2, err := ParseLabel(h.Label()); err != nil || h2 != h {
			t.Fatalf("re-parse of %q = %v, %v", h.Label(), h2, err)
		}
	})
}
