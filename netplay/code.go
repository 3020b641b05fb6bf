package netplay

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"fmt"
	"net"
	"strings"
)

// A game's join code is 10 characters of Crockford's base 32 (50 random
// bits): short enough to read aloud across a club's room, long enough
// that guessing one is hopeless once wrong codes are slowed down
// (docs/network.md "Codes").
const (
	codeLen      = 10
	codeAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
)

// NewCode draws a join code.
func NewCode() string {
	var b [codeLen]byte
	rand.Read(b[:])
	out := make([]byte, codeLen)
	for i, x := range b {
		out[i] = codeAlphabet[x&31]
	}
	return string(out)
}

// NormalCode reads a code as a person types it: any case, with dashes
// or spaces, O for 0 and I or L for 1. It returns "" when it cannot be a
// code.
func NormalCode(s string) string {
	var b strings.Builder
	for _, r := range strings.ToUpper(s) {
		switch r {
		case '-', ' ':
			continue
		case 'O':
			r = '0'
		case 'I', 'L':
			r = '1'
		}
		if r > 127 || !strings.ContainsRune(codeAlphabet, r) {
			return ""
		}
		b.WriteRune(r)
	}
	if b.Len() != codeLen {
		return ""
	}
	return b.String()
}

// ShowCode writes a code for reading aloud: K7QM-3XPD-9F.
func ShowCode(c string) string {
	if len(c) != codeLen {
		return c
	}
	return c[:4] + "-" + c[4:8] + "-" + c[8:]
}

// newToken draws a seat's token: 128 random bits in hexadecimal.
func newToken() string { return randomHex(16) }

// NewSecret draws a device's dice secret (rules.SecretLen digits).
func NewSecret() string { return randomHex(16) }

func randomHex(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// tokenHash is what the server keeps of a token: its file never holds a
// seat's key.
func tokenHash(token string) string {
	sum := sha256.Sum256([]byte("estafette seat\n" + token))
	return hex.EncodeToString(sum[:])
}

// sameHash compares two hashes in constant time.
func sameHash(a, b string) bool {
	return len(a) == len(b) && subtle.ConstantTimeCompare([]byte(a), []byte(b)) == 1
}

// DefaultPort is the port a host listens on, and the one an address
// that names none is joined at.
const DefaultPort = 8765

// JoinURL is the WebSocket of a host given as a person types it:
// HOST[:PORT] (port 8765 when none), or a link http://HOST[:PORT]/…
// (https: through TLS, as behind a club's reverse proxy).
func JoinURL(addr string) (string, error) {
	scheme, port := "ws", fmt.Sprint(DefaultPort)
	switch {
	case strings.HasPrefix(addr, "https://"):
		scheme, port, addr = "wss", "443", strings.TrimPrefix(addr, "https://")
	case strings.HasPrefix(addr, "http://"):
		port, addr = "80", strings.TrimPrefix(addr, "http://")
	case strings.HasPrefix(addr, "ws://"), strings.HasPrefix(addr, "wss://"):
		return "", fmt.Errorf("%q: give the host's address (HOST:PORT or its http:// link)", addr)
	}
	host, _, _ := strings.Cut(addr, "/")
	if host == "" || strings.ContainsAny(host, " \t?#@") {
		return "", fmt.Errorf("%q is not a host's address (HOST:PORT)", addr)
	}
	if _, _, err := net.SplitHostPort(host); err != nil {
		host = net.JoinHostPort(strings.Trim(host, "[]"), port)
	}
	return scheme + "://" + host + "/ws", nil
}
