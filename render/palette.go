// Package render draws the table: the cached board image, the pieces and
// the panels. It reads rules state and never changes it.
package render

import "image/color"

func rgb(r, g, b uint8) color.RGBA { return color.RGBA{r, g, b, 255} }

// terrainColors fills each terrain key's hexes; unknown keys fall back to clear.
var terrainColors = map[string]color.RGBA{
	"clear":       rgb(0xdc, 0xd8, 0xa8),
	"hill":        rgb(0xc9, 0xa8, 0x6a),
	"woods":       rgb(0x6f, 0x95, 0x55),
	"rocky":       rgb(0xa8, 0xa2, 0x94),
	"marsh":       rgb(0x9c, 0xbc, 0xa6),
	"sand":        rgb(0xee, 0xdc, 0x9e),
	"snow":        rgb(0xf4, 0xf6, 0xfa),
	"town":        rgb(0xc4, 0x9e, 0x86),
	"mountain":    rgb(0x8c, 0x7c, 0x6c),
	"lake":        rgb(0x6e, 0x9e, 0xd2),
	"river":       rgb(0x5e, 0x92, 0xda),
	"great-river": rgb(0x3e, 0x6e, 0xbe),
	"ford":        rgb(0x9a, 0xbe, 0xde),
	"bridge":      rgb(0x9a, 0xbe, 0xde),
}

// TerrainColor returns the fill colour of a terrain key.
func TerrainColor(key string) color.RGBA {
	if c, ok := terrainColors[key]; ok {
		return c
	}
	return terrainColors["clear"]
}

// ArmyColors are the two armies' colours, chosen to stay distinct for the
// common forms of colour blindness (blue against orange-red).
var ArmyColors = [2]color.RGBA{rgb(0x24, 0x4f, 0x9e), rgb(0xc0, 0x3a, 0x22)}

var (
	gridLine   = color.RGBA{0x50, 0x48, 0x38, 0x90}
	roadColor  = rgb(0x8a, 0x64, 0x38)
	labelColor = rgb(0x3a, 0x32, 0x28)
	marginFill = rgb(0xee, 0xe8, 0xd4)
	panelFill  = rgb(0x2a, 0x2a, 0x30)
	panelText  = rgb(0xf0, 0xec, 0xe0)
	white      = rgb(0xff, 0xff, 0xff)
	gold       = rgb(0xe8, 0xc0, 0x40)
)

// Gold is the panel's accent colour (headings, the turn line).
func Gold() color.RGBA { return gold }

// Dim is the panel's colour for what is past or unavailable.
func Dim() color.RGBA { return panelDim }

// Soft is the panel's colour for secondary text.
func Soft() color.RGBA { return panelSoft }

// LogColor is the log's colour for sentences of army i: a light tint of
// the army's colour, readable on the dark panel.
func LogColor(i int) color.RGBA {
	if i%2 == 0 {
		return rgb(0xb8, 0xcc, 0xf0)
	}
	return rgb(0xf0, 0xc0, 0xb0)
}
