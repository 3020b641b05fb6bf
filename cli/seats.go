//go:build !js

package cli

import (
	"encoding/json"
	"path/filepath"
	"time"

	"estafette/internal/safefile"
	"estafette/session"
)

// The seats this computer took in games hosted elsewhere: the token of
// each, by host and code, in the data directory's joined.json, so that
// `estafette join` after the program closed takes the same seat back.
// At most maxSeats are kept, the most recent.

const maxSeats = 100

type seatEntry struct {
	URL   string    `json:"url"`
	Code  string    `json:"code"`
	Token string    `json:"token"`
	At    time.Time `json:"at"`
}

type seatFile struct {
	path    string
	Entries []seatEntry `json:"seats"`
}

// openSeats reads the seats kept; none when there is no data directory
// or the file cannot be read (a seat is then taken as new).
func openSeats() *seatFile {
	f := &seatFile{}
	d, err := session.FindDataDir()
	if err != nil {
		return f
	}
	f.path = filepath.Join(d.Path, "joined.json")
	if data, err := safefile.Read(f.path, 64<<10); err == nil {
		json.Unmarshal(data, f)
	}
	return f
}

func (f *seatFile) token(url, code string) string {
	for _, e := range f.Entries {
		if e.URL == url && e.Code == code {
			return e.Token
		}
	}
	return ""
}

// keep notes a seat's token, first in the list, and writes the file.
func (f *seatFile) keep(url, code, token string) {
	if f.path == "" || token == "" {
		return
	}
	out := []seatEntry{{URL: url, Code: code, Token: token, At: time.Now()}}
	for _, e := range f.Entries {
		if (e.URL != url || e.Code != code) && len(out) < maxSeats {
			out = append(out, e)
		}
	}
	f.Entries = out
	data, _ := json.MarshalIndent(f, "", "  ")
	safefile.WriteAtomic(f.path, data)
}
