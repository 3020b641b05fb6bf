package render

import "image/color"

// The high-contrast palette, for a projector or a bright room: opaque
// black grid lines and labels, stronger terrain tints that keep their
// hues, the armies' blue and orange deeper, the panel black with white
// text. The default palette (palette.go) is the one drawn unless the
// player asks; settings keep the choice.

// highContrastPalette is never assigned after initialisation.
var highContrastPalette = contrastPalette(defaultPalette)

// HighContrastPalette is the palette for a projector or a bright room.
func HighContrastPalette() *Palette { return &highContrastPalette }

// contrastPalette is the default palette with the high-contrast colours
// over it.
func contrastPalette(def Palette) Palette {
	p := def
	p.highContrast = true
	p.terrain = terrainOf(def.terrain, map[string]color.RGBA{
		"clear": rgb(0xf6, 0xf2, 0xd2), "hill": rgb(0xd6, 0x9a, 0x3a), "woods": rgb(0x2e, 0x86, 0x2a),
		"rocky": rgb(0x96, 0x90, 0x84), "marsh": rgb(0x6a, 0xb8, 0x9a), "sand": rgb(0xfa, 0xe2, 0x7a),
		"town": rgb(0xc0, 0x7a, 0x5a), "mountain": rgb(0x6e, 0x58, 0x44), "lake": rgb(0x3c, 0x82, 0xd8),
		"river": rgb(0x2a, 0x74, 0xe0), "great-river": rgb(0x14, 0x48, 0xb0), "ford": rgb(0x86, 0xc0, 0xf0),
		"bridge": rgb(0x86, 0xc0, 0xf0),
	})
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
