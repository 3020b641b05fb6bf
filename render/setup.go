package render

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"estafette/i18n"
	"estafette/rules"
	"estafette/rules/hex"
)

// Background is the colour around the board.
var Background = rgb(0x4a, 0x46, 0x40)

// DrawScenarioPieces draws every piece where the scenario sets it up:
// units first, then leaders on top, so a leader sharing a unit's hex stays
// visible.
func DrawScenarioPieces(dst *ebiten.Image, cam Camera, lay hex.Layout, sc *rules.Scenario, rs *rules.Ruleset) {
	for i := range sc.Armies {
		a := &sc.Armies[i]
		for _, u := range a.Units {
			DrawUnit(dst, cam, lay, u.Hex, rs.Profiles[u.Profile], u.Elements, ArmyColors[i%2], u.ID)
		}
	}
	slots := map[hex.Hex]int{}
	for i := range sc.Armies {
		for _, l := range sc.Armies[i].Leaders {
			DrawLeader(dst, cam, lay, l.Hex, l.Rank, ArmyColors[i%2], l.ID, slots[l.Hex])
			slots[l.Hex]++
		}
	}
}

// DrawSetupPanel draws the side panel describing the scenario: title,
// rules, and each army in its colour.
func DrawSetupPanel(dst *ebiten.Image, sc *rules.Scenario, rs *rules.Ruleset, lang i18n.Lang, x, w, h float64) {
	vector.FillRect(dst, float32(x), 0, float32(w), float32(h), panelFill, false)
	pad := 14.0
	y := pad
	title := BoldFace(18)
	for _, line := range wrap(sc.Title, title, w-2*pad) {
		drawText(dst, line, title, x+pad, y+10, panelText, false)
		y += 24
	}
	small := Face(13)
	turns := i18n.T(lang, "turns.unlimited")
	if sc.Turns > 0 {
		turns = fmt.Sprint(sc.Turns)
	}
	y += 4
	drawText(dst, fmt.Sprintf("%s : %s   %s : %s", i18n.T(lang, "ruleset"), rs.Name, i18n.T(lang, "turns"), turns), small, x+pad, y+8, panelText, false)
	y += 26
	for i := range sc.Armies {
		a := &sc.Armies[i]
		vector.FillRect(dst, float32(x+pad), float32(y), 18, 18, ArmyColors[i%2], false)
		vector.StrokeRect(dst, float32(x+pad), float32(y), 18, 18, 1, panelText, false)
		name := BoldFace(14)
		lines := wrap(a.Name, name, w-2*pad-28)
		for _, line := range lines {
			drawText(dst, line, name, x+pad+28, y+9, panelText, false)
			y += 18
		}
		info := fmt.Sprintf("%s %s · %d %s · %d %s · %d %s", i18n.T(lang, "edge"), i18n.T(lang, "edge."+string(a.Edge)),
			len(a.Units), i18n.T(lang, "units"), len(a.Leaders), i18n.T(lang, "leaders"), a.StartingOrderPoints(), i18n.T(lang, "order_points"))
		for _, line := range wrap(info, small, w-2*pad-28) {
			drawText(dst, line, small, x+pad+28, y+8, color.RGBA{0xc8, 0xc4, 0xb8, 255}, false)
			y += 17
		}
		if a.ID == sc.First {
			drawText(dst, i18n.T(lang, "first"), small, x+pad+28, y+8, gold, false)
			y += 17
		}
		y += 10
	}
	y += 4
	for _, line := range wrap(sc.Description, small, w-2*pad) {
		if y > h-40 {
			break
		}
		drawText(dst, line, small, x+pad, y+8, panelText, false)
		y += 17
	}
	drawText(dst, i18n.T(lang, "lang.switch"), small, x+pad, h-18, color.RGBA{0xa0, 0x9c, 0x90, 255}, false)
}

// wrap breaks s into lines no wider than width pixels.
func wrap(s string, face text.Face, width float64) []string {
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		line := ""
		for _, word := range strings.Fields(para) {
			try := word
			if line != "" {
				try = line + " " + word
			}
			if line != "" && text.Advance(try, face) > width {
				lines = append(lines, line)
				line = word
			} else {
				line = try
			}
		}
		if line != "" {
			lines = append(lines, line)
		}
	}
	return lines
}
