package balance

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"strings"
)

// Picture is what the balance picture says besides the figures.
type Picture struct {
	Title    string    // the scenario's title
	Subtitle string    // the games: how many, at what level
	Names    [2]string // the armies' names, in the scenario's order
}

// Colours of the two armies: the table's blue and red.
var sideColours = [2]string{"#2f5fb3", "#c0392b"}

// SVG draws the games of s as a picture a designer reads at a glance:
// for each turn, the share of the games each army is ahead at its end
// (solid: won already, or leading in eliminations) and has already won
// (dashed), against the 50% line; the final results in the legend. It is
// a plain SVG 1.1 file, with no script and no external reference.
func SVG(s Summary, p Picture) []byte {
	const (
		w, h                  = 760, 476
		left, right, top, bot = 64, 24, 78, 134
	)
	pw, ph := float64(w-left-right), float64(h-top-bot)
	turns := max(s.Length, 1)
	x := func(t int) float64 { return float64(left) + pw*float64(t)/float64(turns) }
	y := func(v float64) float64 { return float64(top) + ph*(1-v) }
	var b bytes.Buffer
	fmt.Fprintf(&b, `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif">
<rect width="%d" height="%d" fill="#fbf8f0"/>
`, w, h, w, h, w, h)
	text(&b, 20, 30, 18, "bold", "start", "#222", p.Title)
	text(&b, 20, 52, 13, "normal", "start", "#555", p.Subtitle)
	// The grid: every quarter, 50% stronger; a tick every turn (every
	// few turns when there are many).
	for q := 0; q <= 4; q++ {
		v := float64(q) / 4
		stroke, width := "#ddd", 1.0
		if q == 2 {
			stroke, width = "#888", 1.5
		}
		fmt.Fprintf(&b, `<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="%s" stroke-width="%.1f"/>`+"\n", left, y(v), w-right, y(v), stroke, width)
		text(&b, left-8, y(v)+4, 12, "normal", "end", "#555", fmt.Sprintf("%d%%", q*25))
	}
	step := max(1, (turns+14)/15)
	for t := 0; t <= turns; t += step {
		fmt.Fprintf(&b, `<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#aaa"/>`+"\n", x(t), h-bot, x(t), h-bot+5)
		text(&b, x(t), float64(h-bot+19), 12, "normal", "middle", "#555", fmt.Sprint(t))
	}
	text(&b, float64(left)+pw/2, float64(h-bot+36), 12, "normal", "middle", "#555", "end of turn")
	fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%.0f" height="%.0f" fill="none" stroke="#888"/>`+"\n", left, top, pw, ph)
	for i, sd := range s.Sides {
		c := sideColours[i]
		fmt.Fprintf(&b, `<polyline fill="none" stroke="%s" stroke-width="3" stroke-linejoin="round" points="%s"/>`+"\n", c, points(sd.Ahead, x, y))
		fmt.Fprintf(&b, `<polyline fill="none" stroke="%s" stroke-width="2" stroke-dasharray="7 5" points="%s"/>`+"\n", c, points(sd.Won, x, y))
	}
	// The median turn the games are decided.
	if d := s.Decided.Median; d > 0 {
		fmt.Fprintf(&b, `<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#666" stroke-dasharray="2 4"/>`+"\n", x(d), top, x(d), h-bot)
		text(&b, x(d)+4, float64(top)+14, 12, "normal", "start", "#555", fmt.Sprintf("decided (median): turn %d", d))
	}
	// The legend: each army's final result, then what the lines are.
	ly := float64(h - bot + 60)
	for i, sd := range s.Sides {
		fmt.Fprintf(&b, `<rect x="%d" y="%.0f" width="14" height="14" fill="%s"/>`+"\n", left, ly-11, sideColours[i])
		text(&b, float64(left)+20, ly, 13, "bold", "start", "#222", fmt.Sprintf("%s: wins %s", p.Names[i], percentWithInterval(sd.Win)))
		ly += 19
	}
	// Two lines: one would run past the picture's right edge.
	text(&b, float64(left), ly+2, 12, "normal", "start", "#555",
		"solid: ahead at the end of the turn (won, or winning were the game to stop there)")
	text(&b, float64(left), ly+18, 12, "normal", "start", "#555",
		fmt.Sprintf("dashed: won by then; draws %s", percentWithInterval(s.Draw)))
	b.WriteString("</svg>\n")
	return b.Bytes()
}

// points is a polyline from turn 0 (no one ahead) through each turn.
func points(vs []float64, x func(int) float64, y func(float64) float64) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%.1f,%.1f", x(0), y(0))
	for t, v := range vs {
		fmt.Fprintf(&sb, " %.1f,%.1f", x(t+1), y(v))
	}
	return sb.String()
}

// text writes one line of text, escaped.
func text(b *bytes.Buffer, x, y float64, size int, weight, anchor, fill, s string) {
	fmt.Fprintf(b, `<text x="%.1f" y="%.1f" font-size="%d" font-weight="%s" text-anchor="%s" fill="%s">`, x, y, size, weight, anchor, fill)
	_ = xml.EscapeText(b, []byte(s))
	b.WriteString("</text>\n")
}

// percentWithInterval writes "54% (47–61%)".
func percentWithInterval(i Interval) string {
	return fmt.Sprintf("%.0f%% (%.0f–%.0f%%)", 100*i.Rate, 100*i.Low, 100*i.High)
}
