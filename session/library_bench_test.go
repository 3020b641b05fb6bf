//go:build !js

package session

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"estafette/internal/store"
	"estafette/scenarios"
)

// libraryOf1000 fills a data directory as a long-time player's: 1,000
// games, 100 of them files of 99,999 actions (a capped duel's length,
// near the 1 MiB a game file may have), half autosaves, half saved.
func libraryOf1000(b *testing.B) string {
	b.Helper()
	dir := b.TempDir()
	lib := OpenLibrary(store.Files{}, dir)
	g := newGame(b, scenarios.Tutorial)
	playN(b, g, 5)
	short, err := FormatSave(g, Meta{ID: "0123456789ab"})
	if err != nil {
		b.Fatal(err)
	}
	long := string(short) + strings.Repeat("end\n", 99_999-len(g.Record))
	at := time.Now().Add(-1000 * time.Hour)
	for i := 0; i < 1000; i++ {
		data := string(short)
		if i%10 == 0 {
			data = long
		}
		sub := GamesDir
		if i%2 == 1 {
			sub = SavesDir
		}
		name := lib.join(sub, fmt.Sprintf("%s-game-%04d%s", NewID(), i, SaveExt))
		if err := lib.st.Write(name, []byte(data)); err != nil {
			b.Fatal(err)
		}
		when := at.Add(time.Duration(i) * time.Hour)
		os.Chtimes(name, when, when)
	}
	return dir
}

// BenchmarkLibraryList1000 is the game library's page with 1,000 games:
// the list as the start screen and Ctrl+O read it (issue 23: ≤ 100 ms).
func BenchmarkLibraryList1000(b *testing.B) {
	dir := libraryOf1000(b)
	lib := OpenLibrary(store.Files{}, dir)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		list, err := lib.List()
		if err != nil || len(list) != 1000 || list[0].Meta.Turn == 0 {
			b.Fatalf("%d entries, %v", len(list), err)
		}
	}
}
