package session

// Group is one game of the library as its list shows it: one row, the
// game's own file, with the other files of that game folded under it.
type Group struct {
	// Head is the game's row: its autosave, or where it has none (it
	// was deleted, or pruned) the newest file of the group.
	Head Entry
	// Under are the game's other files, newest first: the saves the
	// player made of it (Ctrl+S) and the copies other windows made of it.
	Under []Entry
}

// maxCopyChain bounds the copies of copies followed to their game.
const maxCopyChain = 16

// Groups folds a list of the library (List: newest first) into one
// group per game: a game's autosave heads its group; its Ctrl+S saves
// (which carry its identity) and the copies other windows made of it
// (Meta.CopyOf, followed through copies of copies) fold under it. A file
// without an identity (an earlier version's, or one that cannot be read)
// is a group of its own. Groups come newest first, by their newest file.
func Groups(list []Entry) []Group {
	copyOf := map[string]string{}
	for _, e := range list {
		if e.Meta.ID != "" && e.Meta.CopyOf != "" && e.Meta.CopyOf != e.Meta.ID {
			copyOf[e.Meta.ID] = e.Meta.CopyOf
		}
	}
	game := func(e Entry) string {
		if e.Err != nil || e.Meta.ID == "" {
			return "\x00" + e.Path // a group of its own
		}
		id := e.Meta.ID
		for i := 0; i < maxCopyChain && copyOf[id] != ""; i++ {
			id = copyOf[id]
		}
		return id
	}
	index := map[string]int{}
	var members [][]Entry
	var keys []string
	for _, e := range list {
		k := game(e)
		i, ok := index[k]
		if !ok {
			i = len(members)
			index[k] = i
			members = append(members, nil)
			keys = append(keys, k)
		}
		members[i] = append(members[i], e)
	}
	out := make([]Group, len(members))
	for i, m := range members {
		head := 0
		for j, e := range m {
			if e.Kind == Autosave && e.Meta.ID == keys[i] {
				head = j
				break
			}
		}
		g := Group{Head: m[head]}
		for j, e := range m {
			if j != head {
				g.Under = append(g.Under, e)
			}
		}
		out[i] = g
	}
	return out
}

// IsCopy reports whether the entry is a copy another window made of a
// game.
func (e Entry) IsCopy() bool { return e.Meta.CopyOf != "" }
