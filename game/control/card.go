package control

// PinCard opens a piece's card until Esc or a click elsewhere ("" closes it).
func (c *Controller) PinCard(id string) {
	if c.card != id {
		c.card = id
		c.changed()
	}
}

// Card returns the piece whose card is pinned open, or "".
func (c *Controller) Card() string { return c.card }
