package window

import (
	"math"
	"testing"
)

// notchesOf feeds a run of one unit's deltas, one event each.
func notchesOf(unit WheelUnit, deltas ...float64) (total int, each []int) {
	var n Notches
	for _, d := range deltas {
		k := n.Add(d, unit)
		each = append(each, k)
		total += k
	}
	return total, each
}

// TestNotchesBrowserWheels: one notch of a mouse wheel is one notch in
// Chromium (100 px), Firefox (114 px, or 3 lines when it reports lines)
// and with pages, however many are turned.
func TestNotchesBrowserWheels(t *testing.T) {
	for _, c := range []struct {
		name  string
		unit  WheelUnit
		notch float64
	}{
		{"Chromium", WheelPixels, 100},
		{"Firefox pixels", WheelPixels, 114},
		{"Firefox with 16 px lines", WheelPixels, 48},
		{"Firefox lines", WheelLines, 3},
		{"pages", WheelPages, 1},
		{"desktop", WheelNotches, 1},
	} {
		for _, sign := range []float64{1, -1} {
			total, each := notchesOf(c.unit, sign*c.notch, sign*c.notch, sign*c.notch, sign*c.notch, sign*c.notch, sign*c.notch, sign*c.notch, sign*c.notch)
			for i, k := range each {
				if k != int(sign) {
					t.Errorf("%s: notch %d of %+v counts %d, want %d", c.name, i+1, sign*c.notch, k, int(sign))
				}
			}
			if total != 8*int(sign) {
				t.Errorf("%s: 8 notches count %d", c.name, total)
			}
		}
	}
}

// TestNotchesCoalesced: two notches the browser sends as one event (a
// fast turn) are two.
func TestNotchesCoalesced(t *testing.T) {
	if total, _ := notchesOf(WheelPixels, 200); total != 2 {
		t.Errorf("Chromium's 200 px count %d notches, want 2", total)
	}
	if total, _ := notchesOf(WheelPixels, -228); total != -2 {
		t.Errorf("Firefox's -228 px count %d notches, want -2", total)
	}
	if total, _ := notchesOf(WheelLines, 6); total != 2 {
		t.Errorf("6 lines count %d notches, want 2", total)
	}
}

// TestNotchesTrackpad: a trackpad's fine deltas add up to a notch, with
// nothing before it; turning back starts again.
func TestNotchesTrackpad(t *testing.T) {
	total, each := notchesOf(WheelPixels, 4, 10, 12, 20, 30, 25)
	if total != 1 || each[len(each)-1] != 1 {
		t.Errorf("101 px in small deltas count %v, want one notch at the last", each)
	}
	total, each = notchesOf(WheelPixels, 30, 30, -30, -30, -30)
	if total != 0 {
		t.Errorf("30 30 -30 -30 -30 px count %v, want none: each way stays under a notch", each)
	}
	total, _ = notchesOf(WheelNotches, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3)
	if total != 2 {
		t.Errorf("seven 0.3 desktop offsets count %d notches, want 2", total)
	}
}

// TestNotchesNothing: nothing, or what no device sends, is no notch.
func TestNotchesNothing(t *testing.T) {
	var n Notches
	for _, d := range []float64{0, math.Inf(1), math.Inf(-1), math.NaN()} {
		if k := n.Add(d, WheelPixels); k != 0 {
			t.Errorf("%v counts %d notches", d, k)
		}
	}
	if k := n.Add(100, WheelUnit(9)); k != 0 {
		t.Errorf("an unknown unit counts %d notches", k)
	}
}
