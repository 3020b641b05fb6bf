package render

import (
	"fmt"
	"image"
	"testing"
)

// longLog is a log of n rows as a long game's: a separator per army
// turn, short sentences, some long enough to wrap, some with dice.
func longLog(n int) []LogRow {
	out := make([]LogRow, 0, n)
	for i := 0; len(out) < n; i++ {
		switch i % 7 {
		case 0:
			out = append(out, LogRow{Separator: true, Text: fmt.Sprintf("Turn %d · Armée d'Athènes", i/7+1)})
		case 3:
			out = append(out, LogRow{Text: fmt.Sprintf("turn %d: Lachès (LAC) commits himself to Hoplites athéniens (aile gauche) (G1) (ignore-loss) and leaves the table", i/7+1)})
		case 5:
			out = append(out, LogRow{Text: fmt.Sprintf("Hoplites athéniens (G%d) attack Thébains: 3 dice", i%3+1), Dice: []DieFace{{Key: "infantry"}, {Key: "flag"}, {Key: "order"}}})
		default:
			out = append(out, LogRow{Text: fmt.Sprintf("Armée d'Athènes: movement phase %d", i)})
		}
	}
	return out
}

// logPanel lays a panel out on a log.
func logPanel(p *Panel, log []LogRow, key int, s PanelScroll) {
	p.SetScroll(s)
	p.Layout(&PanelModel{Key: key, Rows: []Row{{Kind: RowTitle, Text: "Tutoriel"}}, Log: log, LogTitle: "Log"}, image.Rect(0, 0, 360, 900), 1)
}

// exactLines is the log's lines as wrap gives them, row after row: what
// a layout that wrapped the whole log would place.
func exactLines(log []LogRow, w float64) (lines []string, height float64) {
	f := Face(12)
	for _, r := range log {
		if r.Separator {
			lines = append(lines, r.Text)
			height += logSepHeight(1)
			continue
		}
		ws := wrap(r.Text, f, w)
		lines = append(lines, ws...)
		height += float64(len(ws)) * logLineHeight(1)
		if len(r.Dice) > 0 {
			lines = append(lines, "")
			height += logDiceHeight(1)
		}
	}
	return lines, height
}

// TestLongLogWrapsOnlyItsView: a 200,000-row log (a 99,999-action
// record's) is laid out wrapping only the rows in view, not the whole
// log at every layout (issue 26: an action took 3 s at the table); a
// model that appends rows wraps those that come into view; the view at
// the end reads what wrapping the whole log gives.
func TestLongLogWrapsOnlyItsView(t *testing.T) {
	log := longLog(200000)
	var p Panel
	logPanel(&p, log, 1, PanelScroll{Follow: true})
	if n := len(p.wraps.cache); n > 200 {
		t.Errorf("the layout wrapped %d texts for %d lines in view", n, len(p.LogLines()))
	}
	shown := p.LogLines()
	if len(shown) < 20 {
		t.Fatalf("%d lines in view", len(shown))
	}
	want, _ := exactLines(log[len(log)-60:], p.lay.logBox.w)
	if got, w := shown[len(shown)-1], want[len(want)-1]; got != w {
		t.Errorf("the last line in view is %q, want %q", got, w)
	}
	// An action adds its sentences: they show at the end, the others
	// are not wrapped again.
	before := len(p.wraps.cache)
	more := append(log, LogRow{Text: "Armée d'Athènes: command phase, the last one"})
	logPanel(&p, more, 2, PanelScroll{Follow: true})
	shown = p.LogLines()
	if shown[len(shown)-1] != "Armée d'Athènes: command phase, the last one" {
		t.Errorf("the new sentence is not the last line in view: %q", shown[len(shown)-1])
	}
	if n := len(p.wraps.cache) - before; n > 3 {
		t.Errorf("an added sentence wrapped %d texts", n)
	}
}

// TestLogScrollsThroughEveryLine: scrolled from its start to its end a
// page at a time, the log shows each of its lines, in order, once
// wrapped, and its height is then the exact one: the rows' estimated
// heights never lose or repeat a line.
func TestLogScrollsThroughEveryLine(t *testing.T) {
	log := longLog(3000)
	var p Panel
	logPanel(&p, log, 1, PanelScroll{})
	want, height := exactLines(log, p.lay.logBox.w)
	var seen []string
	top := 0.0
	for {
		logPanel(&p, log, 1, PanelScroll{Log: top})
		s, _, maxTop := p.Scroll()
		// The last page, clamped, overlaps the one before: its lines
		// above top were seen already.
		next := top
		for _, ln := range p.lay.logLines {
			y := ln.y - p.lay.logBox.y + s.Log
			h := logLineHeight(1)
			if ln.dice || ln.sep {
				h = logSepHeight(1)
			}
			if y >= top-0.5 {
				seen = append(seen, ln.text)
			}
			next = y + h
		}
		if s.Follow || s.Log >= maxTop {
			break
		}
		top = next
	}
	if len(seen) != len(want) {
		t.Fatalf("scrolling through shows %d lines, want %d", len(seen), len(want))
	}
	for i := range want {
		if seen[i] != want[i] {
			t.Fatalf("line %d reads %q, want %q", i, seen[i], want[i])
		}
	}
	if _, _, maxTop := p.Scroll(); maxTop+p.lay.logBox.h-height > 0.01 || height-maxTop-p.lay.logBox.h > 0.01 {
		t.Errorf("the log's height is %.1f once all seen, want %.1f", maxTop+p.lay.logBox.h, height)
	}
}

// TestLogEstimatesAreTheWrappedHeights: the heights the log estimates
// for the rows it has not shown are, for the log's sentences (accents,
// arrows, long names, words wider than a line), those wrapping gives at
// the panel's widths: a row coming into view does not move the others.
func TestLogEstimatesAreTheWrappedHeights(t *testing.T) {
	rows := longLog(700)
	for _, s := range []string{
		"Hoplites de Tanagra et d'Orchomène (TAN) moves 5,2 → 7,3 (2 hex(es), sans combat)",
		"Cavalerie béotienne (CVB) ripostes against Cavaliers athéniens (CAV): 3 dice — artillery, cavalry, lettre d'ordre → 1 loss(es), +1 order point(s) for Confédération béotienne",
		"tour 16598 : Confédération béotienne joue, phase de commandement",
		"Thébains (vingt–cinq boucliers de profondeur) (THE) is activated on top of the normal activations (group 3)",
		"a/very/long/path/that/is/wider/than/the/whole/log/and/must/be/broken/somewhere/in/the/middle.rec",
	} {
		rows = append(rows, LogRow{Text: s})
	}
	for _, ui := range []float64{1, 1.5, 2} {
		for _, w := range []float64{336, 250, 180} {
			var m logMeasure
			m.update(nil, w*ui, ui)
			bad := 0
			for _, r := range rows {
				want := rowHeightOf(r, len(wrap(r.Text, Face(12*ui), w*ui)), ui)
				if got := m.estimate(r); got != want {
					bad++
					t.Logf("ui %v width %v: %q estimated %.0f, wrapped %.0f", ui, w, r.Text, got, want)
				}
			}
			if bad*100 > len(rows) {
				t.Errorf("ui %v width %v: %d of %d rows estimated wrong", ui, w, bad, len(rows))
			}
		}
	}
}
