package render

import (
	"image"
	"slices"
	"strings"
	"testing"
)

// TestTooltipGoesBesideNotOver: a tooltip or a card goes beside the box
// it must not cover (the hovered hex, the hovered row): right of it, or
// left when the screen's edge is near, and always inside the screen
// (issue 13 item 10).
func TestTooltipGoesBesideNotOver(t *testing.T) {
	screen := image.Rect(0, 0, 1280, 800)
	for _, avoid := range []image.Rectangle{
		image.Rect(100, 100, 160, 150), image.Rect(1200, 700, 1260, 760), image.Rect(0, 0, 40, 40), image.Rect(600, 780, 660, 800),
	} {
		var x, y float64
		placeBeside(&x, &y, 300, 200, avoid, screen, 1)
		box := irect(x, y, 300, 200)
		if box.Overlaps(avoid) || !box.In(screen) {
			t.Errorf("beside %v: the box %v covers it or leaves the screen", avoid, box)
		}
	}
}

// TestLongMenuEntriesWrap: a menu entry too long for the panel wraps onto
// more lines instead of being cut with an ellipsis, and its row grows
// (issue 13 item 10: "Prendre ou rompre une formation (Take or leave a…").
func TestLongMenuEntriesWrap(t *testing.T) {
	var p Panel
	r := Row{Kind: RowMenu, ID: "order:formation", Text: "Prendre ou rompre une formation (Take or leave a formation)", Right: "1 pt"}
	w := 336.0
	h := p.rowHeightWrapped(r, w, 1)
	lines := p.wraps.lines(r.Text, Face(13), w-p.rightWidth(r, 1))
	if len(lines) < 2 || h <= rowHeight(r, 1) {
		t.Fatalf("%d lines, height %.0f", len(lines), h)
	}
	if got := strings.Join(lines, " "); got != r.Text {
		t.Errorf("the lines say %q, not the whole entry", got)
	}
	for _, l := range lines {
		if textWidth(l, Face(13)) > w-p.rightWidth(r, 1) {
			t.Errorf("line %q overflows", l)
		}
	}
}

// TestLogKeepsAThirdOfThePanel: however many rows are above it, the log
// keeps a third of the room, and the rows scroll instead (issue 13 item
// 6: the log is never hidden by other panel sections); no row is drawn
// cut at the edge of the rows' area.
func TestLogKeepsAThirdOfThePanel(t *testing.T) {
	m := &PanelModel{Key: 1, Log: []LogRow{{Text: "a sentence"}}, Footer: []Row{{Kind: RowButton, ID: "end", Text: "End"}}}
	for i := 0; i < 80; i++ {
		m.Rows = append(m.Rows, Row{Kind: RowMenu, ID: "r", Text: "an order"})
	}
	var p Panel
	p.Layout(m, image.Rect(0, 0, 360, 800), 1)
	log := p.LogArea()
	if log.Dy() < (800-34-24)/3-2 {
		t.Errorf("the log has %d pixels of 800", log.Dy())
	}
	_, rowsMax, _ := p.Scroll()
	if rowsMax <= 0 || !p.lay.moreBelow {
		t.Error("the rows that do not fit do not scroll")
	}
	for _, pr := range p.lay.rows[:len(p.lay.rows)-1] {
		if pr.y < p.lay.rowsTop-0.5 || pr.y+pr.h > p.lay.rowsBot+0.5 {
			t.Errorf("a row at %.0f..%.0f is cut by the area %.0f..%.0f", pr.y, pr.y+pr.h, p.lay.rowsTop, p.lay.rowsBot)
		}
	}
	p.SetScroll(PanelScroll{Rows: 1e9, Follow: true})
	p.Layout(m, image.Rect(0, 0, 360, 800), 1)
	if s, rowsMax, _ := p.Scroll(); s.Rows != rowsMax || p.lay.moreBelow || !p.lay.moreAbove {
		t.Errorf("scrolled to the end: %+v of %.0f, more below %v", s, rowsMax, p.lay.moreBelow)
	}
}

// TestLongWordsBreak: a word wider than the line is broken, never cut.
func TestLongWordsBreak(t *testing.T) {
	f := Face(12)
	long := strings.Repeat("x", 200)
	lines := wrap("see "+long+" here", f, 100)
	if strings.ReplaceAll(strings.Join(lines, ""), " ", "") != "see"+long+"here" {
		t.Errorf("lines lose text: %q", lines)
	}
	for _, l := range lines {
		if textWidth(l, f) > 100 {
			t.Errorf("line %q is %.0f wide", l, textWidth(l, f))
		}
	}
}

// TestWrapMatchesMeasuringEachLine: wrap sums the words' widths instead of
// measuring each longer line again; its lines are those a wrap measuring
// every candidate line whole gives, at every width, and none is wider
// than the width.
func TestWrapMatchesMeasuringEachLine(t *testing.T) {
	text := "Tutoriel : la colline de Délion, 424 av. J.-C. Armée d'Athènes — order points: 4 · " +
		"activating leaders: 0/1. Victory, enemy units eliminated: Confédération béotienne 0/2.\n" +
		"AVAT To Ty Wa LT P. Yo « Marche forcée » (Forced march) Gueulante — wwwwwwwwwwwwwwwwwwwwwwwwwwwwww"
	whole := func(s string, f *FontFace, width float64) []string {
		var lines []string
		for _, para := range strings.Split(s, "\n") {
			line := ""
			for _, word := range strings.Fields(para) {
				try := word
				if line != "" {
					try = line + " " + word
				}
				if advance(try, f) <= width {
					line = try
					continue
				}
				if line != "" {
					lines = append(lines, line)
				}
				line = word
				for advance(line, f) > width {
					head, rest := breakWord(line, f, width)
					lines = append(lines, head)
					line = rest
				}
			}
			if line != "" {
				lines = append(lines, line)
			}
		}
		return lines
	}
	for _, f := range []*FontFace{Face(11), Face(13), Face(14.5), BoldFace(16), BoldFace(22)} {
		for width := 60.0; width <= 700; width += 7 {
			got, want := wrap(text, f, width), whole(text, f, width)
			if !slices.Equal(got, want) {
				t.Fatalf("size %v, width %v:\n got %q\nwant %q", f.Size, width, got, want)
			}
			for _, l := range got {
				if w := advance(l, f); w > width && len([]rune(l)) > 1 {
					t.Fatalf("size %v, width %v: %q is %v wide", f.Size, width, l, w)
				}
			}
		}
	}
}

// TestEveryEntryTakesAFinger (issue 39): with a finger's target (44 CSS
// pixels, at device scale 2 on a phone: 88), every entry of the panel a
// tap presses is at least that tall — the orders (21 px before), the
// buttons, the small buttons of an amount, the log's tools (20 px) —
// and wide enough; the rows do not overlap.
func TestEveryEntryTakesAFinger(t *testing.T) {
	m := &PanelModel{Key: 1, Log: []LogRow{{Text: "a sentence"}},
		LogTools: []Chip{{ID: "log:up", Label: "↑"}, {ID: "log:start", Label: "▲"}},
		Rows: []Row{{Kind: RowText, Text: "a line"}, {Kind: RowMenu, ID: "order:a", Text: "an order", Right: "3 pt"},
			{Kind: RowMenu, ID: "order:b", Text: "another"},
			{Kind: RowChips, Text: "Retraite", Chips: []Chip{{ID: "c1", Label: "1"}, {ID: "c2", Label: "2"}}}},
		Footer: []Row{{Kind: RowButton, ID: "end", Text: "End"}, {Kind: RowMenu, ID: "undo", Text: "Undo", Right: "Redo"}}}
	for _, ui := range []float64{1, 2} {
		p := Panel{Target: 44 * ui}
		hits := p.Layout(m, image.Rect(0, 0, int(400*ui), int(900*ui)), ui)
		ids := map[string]bool{}
		for i, h := range hits {
			ids[h.ID] = true
			if float64(h.Rect.Dy()) < 44*ui-0.5 || float64(h.Rect.Dx()) < 44*ui-0.5 {
				t.Errorf("at %v: %s is %v, smaller than a finger's %v", ui, h.ID, h.Rect.Size(), 44*ui)
			}
			for _, o := range hits[i+1:] {
				if h.Rect.Overlaps(o.Rect) {
					t.Errorf("at %v: %s %v and %s %v overlap", ui, h.ID, h.Rect, o.ID, o.Rect)
				}
			}
		}
		for _, id := range []string{"order:a", "order:b", "c1", "c2", "log:up", "log:start", "end", "undo"} {
			if !ids[id] {
				t.Errorf("at %v: no entry %s among %v", ui, id, ids)
			}
		}
	}
}
