package cli

import (
	"encoding/json"
	"path"
	"path/filepath"
	"time"

	"estafette/internal/store"
	"estafette/session"
)

// The seats this device took in games hosted elsewhere: the token of
// each, by host and code, in joined.json of the data directory (the
// page's storage in a browser), so that joining again after the program
// closed, or the page reloaded, takes the same seat back. At most
// maxSeats are kept, the most recent.

const maxSeats = 100

type seatEntry struct {
	URL   string    `json:"url"`
	Code  string    `json:"code"`
	Token string    `json:"token"`
	At    time.Time `json:"at"`
}

type seatFile struct {
	st      store.Store
	name    string
	Entries []seatEntry `json:"seats"`
}

// openSeats reads the seats kept; none when there is no data directory
// or the file cannot be read (a seat is then taken as new).
func openSeats() *seatFile {
	f := &seatFile{st: store.Local()}
	d, err := session.FindDataDir()
	if err != nil {
		return f
	}
	if _, keyed := f.st.(*store.Keyed); keyed {
		f.name = path.Join(d.Path, "joined.json")
	} else {
		f.name = filepath.Join(d.Path, "joined.json")
	}
	if data, err := f.st.Read(f.name, 64<<10); err == nil {
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
	if f.name == "" || token == "" {
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
	f.st.Write(f.name, data)
}
