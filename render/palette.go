// Package render draws the table: the cached board image, the pieces and
// the panels. It reads rules state and never changes it.
package render

import "image/color"

func rgb(r, g, b uint8) color.RGBA { return color.RGBA{r, g, b, 255} }

// Palette is the set of colours a window draws in: the default one
// (DefaultPalette) or the high-contrast one (HighContrastPalette). It is
// a value, never changed once made, and each window holds its own and
// passes it to what draws (Table, Style, the Draw functions), so that two
// windows may draw in two palettes at once. A nil *Palette draws in the
// default palette.
//
// Its fields are unexported and it holds no map, so that it compares with
// ==: the sprite cache (sprites.go) is keyed by it.
type Palette struct {
	highContrast                               bool
	terrain                                    [len(terrainKeys)]color.RGBA
	armies                                     [2]color.RGBA
	grid, label, margin, panel, text, bg       color.RGBA
	dim, soft, line, button, buttonHov, dialog color.RGBA
	gold                                       color.RGBA
}

// terrainKeys are the terrain keys a palette colours, in the order of
// Palette.terrain; an unknown key is drawn as clear, the first.
var terrainKeys = [...]string{"clear", "hill", "woods", "rocky", "marsh", "sand", "snow", "town",
	"mountain", "lake", "river", "great-river", "ford", "bridge"}

// terrainIndex is the index in terrainKeys of each key.
var terrainIndex = func() map[string]int {
	m := make(map[string]int, len(terrainKeys))
	for i, k := range terrainKeys {
		m[k] = i
	}
	return m
}()

// terrainOf makes a palette's terrain colours from a key → colour table;
// a key the table lacks keeps its colour in base.
func terrainOf(base [len(terrainKeys)]color.RGBA, c map[string]color.RGBA) [len(terrainKeys)]color.RGBA {
	for k, v := range c {
		base[terrainIndex[k]] = v
	}
	return base
}

// defaultPalette is the palette drawn unless the player asks for high
// contrast. It is never assigned after initialisation.
var defaultPalette = Palette{
	terrain: terrainOf([len(terrainKeys)]color.RGBA{}, map[string]color.RGBA{
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
	}),
	// The armies' colours stay distinct for the common forms of colour
	// blindness (blue against orange-red).
	armies:    [2]color.RGBA{rgb(0x24, 0x4f, 0x9e), rgb(0xc0, 0x3a, 0x22)},
	grid:      color.RGBA{0x50, 0x48, 0x38, 0x90},
	label:     rgb(0x3a, 0x32, 0x28),
	margin:    rgb(0xee, 0xe8, 0xd4),
	panel:     rgb(0x2a, 0x2a, 0x30),
	text:      rgb(0xf0, 0xec, 0xe0),
	bg:        rgb(0x4a, 0x46, 0x40),
	dim:       rgb(0x8c, 0x88, 0x80),
	soft:      rgb(0xc8, 0xc4, 0xb8),
	line:      rgb(0x44, 0x44, 0x4c),
	button:    rgb(0x3c, 0x3c, 0x46),
	buttonHov: rgb(0x55, 0x55, 0x64),
	dialog:    rgb(0x2e, 0x2e, 0x36),
	gold:      defaultGold,
}

// defaultGold is the default palette's accent. The activation badge of
// the group acting and the editor's field being edited keep it in either
// palette (pieces.go, editor_panel.go).
var defaultGold = rgb(0xe8, 0xc0, 0x40)

// Colours that are the same in every palette.
var (
	roadColor = rgb(0x8a, 0x64, 0x38)
	white     = rgb(0xff, 0xff, 0xff)
)

// DefaultPalette is the palette drawn unless the player asks for high
// contrast.
func DefaultPalette() *Palette { return &defaultPalette }

// PaletteFor returns the high-contrast palette when highContrast is set,
// the default one otherwise: the settings' choice.
func PaletteFor(highContrast bool) *Palette {
	if highContrast {
		return HighContrastPalette()
	}
	return DefaultPalette()
}

// of returns p, or the default palette for nil.
func (p *Palette) of() *Palette {
	if p == nil {
		return &defaultPalette
	}
	return p
}

// HighContrast reports whether p is the high-contrast palette.
func (p *Palette) HighContrast() bool { return p.of().highContrast }

// Terrain returns the fill colour of a terrain key; unknown keys are
// drawn as clear.
func (p *Palette) Terrain(key string) color.RGBA { return p.of().terrain[terrainIndex[key]] }

// Army is army i's colour (i taken modulo 2).
func (p *Palette) Army(i int) color.RGBA { return p.of().armies[i%2] }

// Gold is the panel's accent colour (headings, the turn line).
func (p *Palette) Gold() color.RGBA { return p.of().gold }

// Dim is the panel's colour for what is past or unavailable.
func (p *Palette) Dim() color.RGBA { return p.of().dim }

// Soft is the panel's colour for secondary text.
func (p *Palette) Soft() color.RGBA { return p.of().soft }

// Background is the colour around the board.
func (p *Palette) Background() color.RGBA { return p.of().bg }

// PanelFill is the panels' background colour.
func (p *Palette) PanelFill() color.RGBA { return p.of().panel }

// PanelText is the panels' text colour.
func (p *Palette) PanelText() color.RGBA { return p.of().text }

// ButtonFill is a button's colour.
func (p *Palette) ButtonFill() color.RGBA { return p.of().button }

// ButtonHover is a hovered button's colour.
func (p *Palette) ButtonHover() color.RGBA { return p.of().buttonHov }

// PanelLine is the colour of the panels' separators and outlines.
func (p *Palette) PanelLine() color.RGBA { return p.of().line }

// LogColor is the log's colour for sentences of army i: a light tint of
// the army's colour, readable on the dark panel. It is the same in every
// palette.
func LogColor(i int) color.RGBA {
	if i%2 == 0 {
		return rgb(0xb8, 0xcc, 0xf0)
	}
	return rgb(0xf0, 0xc0, 0xb0)
}

// paint is a colour named by its role and resolved in the palette drawn
// in: a layout made before it is drawn (a caption, a help page) keeps
// paints, not colours, so that it draws in its window's palette.
type paint func(*Palette) color.RGBA

// fixed is a paint that is the same colour in every palette.
func fixed(c color.RGBA) paint { return func(*Palette) color.RGBA { return c } }

// Tone names a panel text's colour by its role, resolved in the palette
// drawn in: a view model says "dim", its window's palette says which
// grey. A row's Color, when set, wins over its Tone (an army's log tint
// is the same in every palette).
type Tone uint8

// The tones.
const (
	ToneDefault Tone = iota // the row kind's own colour: text, or gold for a heading
	ToneText                // the panels' text colour
	ToneGold                // the accent: headings, the turn line
	ToneDim                 // what is past or unavailable
	ToneSoft                // secondary text
)

// Tone returns the colour of tone t; ToneDefault is the text colour.
func (p *Palette) Tone(t Tone) color.RGBA {
	switch t {
	case ToneGold:
		return p.Gold()
	case ToneDim:
		return p.Dim()
	case ToneSoft:
		return p.Soft()
	}
	return p.PanelText()
}

// ink is the colour of a text given a colour c and a tone t: c when set,
// else t's colour, else def for ToneDefault.
func (p *Palette) ink(c color.RGBA, t Tone, def color.RGBA) color.RGBA {
	switch {
	case c != (color.RGBA{}):
		return c
	case t == ToneDefault:
		return def
	}
	return p.Tone(t)
}
