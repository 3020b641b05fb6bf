package render

import (
	"image/color"
	"maps"
)

// The high-contrast palette, for a projector or a bright room: opaque
// black grid lines and labels, stronger terrain tints that keep their
// hues, the armies' blue and orange deeper, the panel black with white
// text. The default palette (palette.go) is the one drawn unless the
// player asks; settings keep the choice.

// paletteVars are the colours the high-contrast palette replaces.
type paletteVars struct {
	terrain                                    map[string]color.RGBA
	armies                                     [2]color.RGBA
	grid, label, margin, panel, text, bg       color.RGBA
	dim, soft, line, button, buttonHov, dialog color.RGBA
	gold                                       color.RGBA
}

// current reads the package's colours.
func current() paletteVars {
	return paletteVars{terrain: maps.Clone(terrainColors), armies: ArmyColors, grid: gridLine, label: labelColor,
		margin: marginFill, panel: panelFill, text: panelText, bg: Background, dim: panelDim, soft: panelSoft,
		line: panelLine, button: buttonFill, buttonHov: buttonHover, dialog: dialogFill, gold: gold}
}

// use makes p the package's colours.
func (p paletteVars) use() {
	terrainColors = maps.Clone(p.terrain)
	ArmyColors = p.armies
	gridLine, labelColor, marginFill, panelFill, panelText, Background = p.grid, p.label, p.margin, p.panel, p.text, p.bg
	panelDim, panelSoft, panelLine, buttonFill, buttonHover, dialogFill = p.dim, p.soft, p.line, p.button, p.buttonHov, p.dialog
	gold = p.gold
}

var (
	defaultPalette *paletteVars // saved before the first switch
	highContrast   bool
)

// contrastPalette is the default palette with the high-contrast colours
// over it.
func contrastPalette(def paletteVars) paletteVars {
	p := def
	p.terrain = maps.Clone(def.terrain)
	for k, c := range map[string]color.RGBA{
		"clear": rgb(0xf6, 0xf2, 0xd2), "hill": rgb(0xd6, 0x9a, 0x3a), "woods": rgb(0x2e, 0x86, 0x2a),
		"rocky": rgb(0x96, 0x90, 0x84), "marsh": rgb(0x6a, 0xb8, 0x9a), "sand": rgb(0xfa, 0xe2, 0x7a),
		"town": rgb(0xc0, 0x7a, 0x5a), "mountain": rgb(0x6e, 0x58, 0x44), "lake": rgb(0x3c, 0x82, 0xd8),
		"river": rgb(0x2a, 0x74, 0xe0), "great-river": rgb(0x14, 0x48, 0xb0), "ford": rgb(0x86, 0xc0, 0xf0),
		"bridge": rgb(0x86, 0xc0, 0xf0),
	} {
		p.terrain[k] = c
	}
	p.armies = [2]color.RGBA{rgb(0x0c, 0x34, 0xa8), rgb(0xe0, 0x52, 0x00)}
	p.grid = rgb(0x14, 0x12, 0x0e)
	p.label = rgb(0x00, 0x00, 0x00)
	p.margin = rgb(0xff, 0xfc, 0xf0)
	p.panel = rgb(0x0e, 0x0e, 0x10)
	p.text = rgb(0xff, 0xff, 0xff)
	p.bg = rgb(0x1c, 0x1a, 0x16)
	p.dim = rgb(0xb4, 0xb0, 0xa8)
	p.soft = rgb(0xec, 0xe8, 0xe0)
	p.line = rgb(0x90, 0x90, 0x98)
	p.button = rgb(0x2c, 0x2c, 0x40)
	p.buttonHov = rgb(0x4c, 0x4c, 0x78)
	p.dialog = rgb(0x14, 0x14, 0x1a)
	p.gold = rgb(0xff, 0xd4, 0x3c)
	return p
}

// SetHighContrast switches between the default and the high-contrast
// palettes. Call it before a window makes its images: a board, a panel or
// a sprite drawn earlier keeps its colours (the sprites are dropped here,
// so the next table draws new ones).
func SetHighContrast(on bool) {
	if on == highContrast {
		return
	}
	if defaultPalette == nil {
		d := current()
		defaultPalette = &d
	}
	if on {
		contrastPalette(*defaultPalette).use()
	} else {
		defaultPalette.use()
	}
	highContrast = on
	clear(spriteCache)
}

// HighContrast reports whether the high-contrast palette is in use.
func HighContrast() bool { return highContrast }

// PanelFill is the panels' background colour, in the palette in use.
func PanelFill() color.RGBA { return panelFill }

// PanelText is the panels' text colour.
func PanelText() color.RGBA { return panelText }

// ButtonFill is a button's colour, ButtonHover the hovered one's.
func ButtonFill() color.RGBA { return buttonFill }

// ButtonHover is a hovered button's colour.
func ButtonHover() color.RGBA { return buttonHover }

// PanelLine is the colour of the panels' separators and outlines.
func PanelLine() color.RGBA { return panelLine }
