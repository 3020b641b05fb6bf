package printkit

import (
	"fmt"
	"slices"
	"strings"

	"estafette/i18n"
	"estafette/rules"
)

// The quick-reference card: two sides of one sheet, portrait. The front
// holds the sequence of play, the command radii, the activation table and
// the order catalog; the back the movement allowances and combat factors,
// the terrain, the die's faces and the leaders in combat. Every number is
// read from the ruleset; a value the file marks [HOUSE] carries a star.

// cardSizes are the text sizes tried, largest first, until a side fits
// its page. A side that does not fit at the smallest, 8 points (read at
// arm's length), goes on over more pages.
var cardSizes = []float64{9, 8.5, 8}

// houseTag starts a table cell that holds a [HOUSE] value: the table
// draws it on houseGround, and the tag itself is never printed.
const houseTag = "\x1f"

// houseGround is the grey a [HOUSE] value stands on.
const houseGround = 0.8

func layoutCard(rs *rules.Ruleset, src []byte, o Options) (*sheet, error) {
	if rs == nil {
		return nil, fmt.Errorf("printkit: no ruleset")
	}
	house := HouseMarks(src)
	title := i18n.Tf(o.Lang, "print.card.title", rs.Name)
	// each side at the largest size that keeps it on its page
	fit := func(side func(*kit, float64)) (float64, error) {
		for _, size := range cardSizes {
			s, err := newSheet(o, title)
			if err != nil {
				return 0, err
			}
			side(&kit{s: s, rs: rs, house: house, l: o.Lang}, size)
			if s.pages() == 1 {
				return size, nil
			}
		}
		return cardSizes[len(cardSizes)-1], nil
	}
	front, err := fit((*kit).cardFront)
	if err != nil {
		return nil, err
	}
	back, err := fit((*kit).cardBack)
	if err != nil {
		return nil, err
	}
	s, err := newSheet(o, title)
	if err != nil {
		return nil, err
	}
	c := &kit{s: s, rs: rs, house: house, l: o.Lang}
	c.cardFront(front)
	c.cardBack(back)
	return s, nil
}

// star marks a value the ruleset file marks [HOUSE]: a star, and in a
// table a grey ground (houseTag).
func (k *kit) star(v string, section, item, field string) string {
	if k.house.Marked(section, item, field) {
		return houseTag + v + "*"
	}
	return v
}

// cardHeading writes a side's title and the legend that tells a value
// of Herelle's rules from Estafette's house reading.
func (k *kit) cardHeading(title string) float64 {
	s := k.s
	s.setFont(bold, 14)
	s.text(margin, margin+5, s.fit(title, s.w-2*margin), alignLeft)
	s.setFont(regular, 8.5)
	y := margin + 10.5
	x := float64(margin)
	sample := func(v string, house bool, say string) {
		w := s.width(v)
		if house {
			s.gray(houseGround)
			s.rect(x-0.8, y-s.lineHeight()*0.78, w+1.6, s.lineHeight(), "F")
			s.gray(0)
		}
		s.text(x, y, v, alignLeft)
		x += w + 1.5
		s.text(x, y, say, alignLeft)
		x += s.width(say) + 5
	}
	sample("3", false, k.t("print.card.legend.herelle"))
	sample("3*", true, k.t("print.card.legend.house"))
	return y + 2.5
}

func (k *kit) cardFront(size float64) {
	s := k.s
	rs := k.rs
	s.page(false)
	x, w := float64(margin), s.w-2*margin
	y := k.cardHeading(k.tf("print.card.title", rs.Name))
	y = k.cardSection(x, y, w, k.t("print.card.sequence"), size)
	s.setFont(regular, size)
	for _, l := range k.sequence() {
		y = s.paragraph(x+2, y, w-2, "• "+l)
	}
	// radii and activation side by side, kept on one page
	half := (w - 6) / 2
	var radii [][]string
	for _, r := range rules.Ranks {
		lr, ok := rs.Leaders[r]
		if !ok {
			continue
		}
		radii = append(radii, []string{k.term(lr.Name, lr.Gloss),
			k.star(fmt.Sprint(lr.CommandRadius), "leader", string(r), "command_radius"),
			k.star(fmt.Sprint(lr.InfluenceRadius), "leader", string(r), "influence_radius")})
	}
	radiiCols := []column{{k.t("print.col.rank"), 0.46}, {k.t("print.col.command"), 0.27}, {k.t("print.col.influence"), 0.27}}
	var bands [][]string
	lo := 0
	for i, b := range rs.Activation.Bands {
		band := k.tf("print.card.band", lo, b.MaxUnits)
		if b.MaxUnits == 0 {
			band = k.tf("print.card.bandopen", lo)
		}
		lo = b.MaxUnits + 1
		item := fmt.Sprintf("#%d", i)
		bands = append(bands, []string{band, k.star(fmt.Sprint(b.Activations), "activation.band", item, "activations"),
			k.star(fmt.Sprint(b.UnitsPerActivation), "activation.band", item, "units_per_activation")})
	}
	bandCols := []column{{k.t("print.col.units"), 0.4}, {k.t("print.col.activations"), 0.3}, {k.t("print.col.per"), 0.3}}
	need := max(k.tableHeight(half, radiiCols, radii, size, true), k.tableHeight(half, bandCols, bands, size, true)) + 6*s.lineHeight()
	y0 := s.room(y, need)
	y = k.cardSection(x, y0, half, k.t("print.card.radii"), size)
	yl := k.table(x, y, half, radiiCols, radii, size, true)
	s.setFont(regular, size)
	yl = s.paragraph(x, yl, half, k.tf("print.card.leadermove", k.star(fmt.Sprint(rs.Features.LeaderMove), "features", "", "leader_move")))
	xr := x + half + 6
	y = k.cardSection(xr, y0, half, k.t("print.card.activation"), size)
	yr := k.table(xr, y, half, bandCols, bands, size, true)
	s.setFont(regular, size)
	a := rs.Activation
	yr = s.paragraph(xr, yr, half, k.tf("print.card.quality",
		k.star(signed(a.Good), "activation", "", "good"), k.star(signed(a.Mediocre), "activation", "", "mediocre"), k.star(signed(a.Bad), "activation", "", "bad")))
	y = max(yl, yr)
	y = k.cardSection(x, y, w, k.t("print.card.orders"), size)
	var rows [][]string
	for _, o := range rs.Orders {
		name := o.Name
		if k.l == i18n.EN && o.Gloss != "" {
			name += "\n" + o.Gloss
		}
		if o.Optional {
			name += " " + k.t("print.card.optional")
		}
		text := o.Text
		if k.l == i18n.EN && o.TextEN != "" {
			text = o.TextEN
		}
		if note := k.effectNote(o); note != "" {
			text += "\n" + note
		}
		when := k.t("print.window."+string(o.Window)) + " · " + k.t("print.target."+string(o.Target))
		if o.CommanderOnly {
			when += " · " + k.t("print.card.cic")
		}
		rows = append(rows, []string{name, when, k.cost(o), text})
	}
	y = k.table(x, y, w, []column{{k.t("print.col.order"), 0.23}, {k.t("print.col.window"), 0.14}, {k.t("print.col.cost"), 0.11}, {k.t("print.col.effect"), 0.52}}, rows, size, true)
	s.setFont(regular, size)
	s.gray(0.35)
	if rs.Features.OrderDiscount {
		y = s.paragraph(x, y+0.5, w, k.t("print.card.discount"))
	}
	if rs.Features.OrderRange {
		s.paragraph(x, y, w, k.t("print.card.range"))
	}
	s.gray(0)
}

// signed writes a modifier with its sign.
func signed(n int) string {
	if n > 0 {
		return fmt.Sprintf("+%d", n)
	}
	return strings.Replace(fmt.Sprint(n), "-", "−", 1)
}

// cost is an order's cost as the ruleset gives it: its points, per hex,
// or by troop type; ° where the influence discount may lower it.
func (k *kit) cost(o rules.Order) string {
	c := o.Cost
	var v string
	switch c.Kind {
	case rules.CostFixed:
		v = fmt.Sprint(c.Points)
	case rules.CostPerHex:
		v = k.tf("print.cost.perhex", c.Points)
	case rules.CostPerElement, rules.CostByType:
		var parts []string
		for _, t := range rules.TroopTypes {
			if n, ok := c.ByType[t]; ok {
				parts = append(parts, fmt.Sprintf("%s %d", k.t("print.abbr."+string(t)), n))
			}
		}
		v = strings.Join(parts, ", ")
		if c.Kind == rules.CostPerElement {
			v = k.tf("print.cost.perelement", v)
		}
	}
	v = k.star(v, "order", o.Key, "cost")
	if o.Discount && k.rs.Features.OrderDiscount {
		v += " °"
	}
	return v
}

// cardSection writes a section title on the card.
func (k *kit) cardSection(x, y, w float64, title string, size float64) float64 {
	s := k.s
	s.setFont(bold, size+2)
	y = s.room(y+1.5, 2*s.lineHeight())
	s.text(x, y+1.5, title, alignLeft)
	s.stroke(0, 0.3)
	s.line(point{x, y + 2.5}, point{x + w, y + 2.5})
	return y + 2.5 + size*0.3528*1.4
}

// sequence is the turn in a few lines, with what the ruleset's features
// switch on.
func (k *kit) sequence() []string {
	f := k.rs.Features
	cmd := k.t("print.seq.command")
	for _, o := range k.rs.Orders {
		if o.Window == rules.WindowCommand {
			// ORD.ONE_COMMAND; Jomini's catalog has no command window
			cmd += " " + k.t("print.seq.commandorder")
			break
		}
	}
	if f.OneTypeActivation {
		cmd += " " + k.t("print.seq.onetype")
	}
	if f.Messengers {
		cmd += " " + k.t("print.seq.messengers")
	}
	move := k.t("print.seq.movement")
	if f.FreeOrder {
		move += " " + k.t("print.seq.freeorder")
	}
	out := []string{k.t("print.seq.turn"), cmd, move, k.t("print.seq.combat")}
	if f.DirectActions {
		out = append(out, k.t("print.seq.direct"))
	}
	if f.LeaderHexActions {
		out = append(out, k.t("print.seq.hexactions"))
	}
	return slices.Clip(out)
}
