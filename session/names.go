package session

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"strings"
	"sync/atomic"
	"time"
	"unicode"
)

// A game's files are named by the program, never after what a file it
// came from was called: the identity, and the scenario's title cleaned to
// letters, digits and '-', so that no name starts with a dot, looks like a
// temp file, or runs past what a file system takes.
//
//	games/3f2a9c01b7d4-marathon-490-av-j-c.estafette      an autosave
//	saves/marathon-490-av-j-c-20261127-181500-3f2a9c.estafette   Ctrl+S
const (
	// GamesDir holds the autosave of every game started.
	GamesDir = "games"
	// SavesDir holds the games the player saved (Ctrl+S).
	SavesDir = "saves"
	// maxTitleRunes bounds the title's part of a file name.
	maxTitleRunes = 40
	idLen         = 12
)

// idSeq makes two identities drawn in the same nanosecond differ where
// the system has no random source.
var idSeq atomic.Uint64

// NewID draws a game's identity: 12 hexadecimal digits.
func NewID() string {
	var b [idLen / 2]byte
	if _, err := rand.Read(b[:]); err != nil {
		sum := sha256.Sum256([]byte(time.Now().String() + strconv.FormatUint(idSeq.Add(1), 10)))
		copy(b[:], sum[:])
	}
	return hex.EncodeToString(b[:])
}

// cleanID keeps an identity read from a file only when it is one NewID
// could have drawn.
func cleanID(s string) string {
	if len(s) != idLen {
		return ""
	}
	for _, r := range s {
		if !strings.ContainsRune("0123456789abcdef", r) {
			return ""
		}
	}
	return s
}

// CleanTitle is a title as a file name's part: lower-case letters and
// digits, any other run of characters one '-', at most 40 runes, never
// empty ("game").
func CleanTitle(title string) string {
	var b strings.Builder
	n, dash := 0, false
	for _, r := range strings.ToLower(title) {
		if n == maxTitleRunes {
			break
		}
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
				n++
			}
			dash = false
			b.WriteRune(r)
			n++
			continue
		}
		dash = true
	}
	s := strings.Trim(b.String(), "-")
	if s == "" {
		return "game"
	}
	return s
}

// ScenarioHash hashes a scenario's text as a saved game gives it back (no
// byte-order mark, "\n" line ends, a final newline): the same scenario
// has the same hash whichever file it was read from.
func ScenarioHash(source []byte) string {
	text := strings.TrimPrefix(string(source), "\uFEFF")
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSuffix(l, "\r")
	}
	text = strings.Join(lines, "\n")
	if !strings.HasSuffix(text, "\n") {
		text += "\n"
	}
	sum := sha256.Sum256([]byte(text))
	return hex.EncodeToString(sum[:6])
}
