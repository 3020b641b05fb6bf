package table

import (
	"estafette/rules"
)

// unitOf, leaderOf and armyOf read a piece or an army the test knows is
// in the game; a missing one is a broken test, so they panic.
func unitOf(st *rules.State, id string) rules.Unit {
	u, ok := st.Unit(id)
	if !ok {
		panic("no unit " + id)
	}
	return u
}

func leaderOf(st *rules.State, id string) rules.Leader {
	l, ok := st.Leader(id)
	if !ok {
		panic("no leader " + id)
	}
	return l
}

func armyOf(st *rules.State, id string) rules.Army {
	a, ok := st.Army(id)
	if !ok {
		panic("no army " + id)
	}
	return a
}
