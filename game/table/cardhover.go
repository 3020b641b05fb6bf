package table

// cardDelay is how many ticks (a sixtieth of a second each) the cursor
// rests on a piece before its card opens.
const cardDelay = 30

// cardState is the window's side of the card: the piece under the cursor
// and how long it has been there.
type cardState struct {
	hover string
	ticks int
}
