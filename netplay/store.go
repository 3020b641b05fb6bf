//go:build !js

package netplay

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"

	"estafette/session"
)

// A hosted game is kept as two files side by side in the server's
// games/: the game itself (the library's autosave, which any Estafette
// opens) and its room, ID.room: the join code and the seats, each
// holder's token kept as a hash only. A server that restarts reads them
// back, and the devices rejoin with the same code and tokens.

const roomExt = ".room"

// maxRoomFile bounds a room file read back.
const maxRoomFile = 64 << 10

type roomFile struct {
	V     int        `json:"v"`
	Code  string     `json:"code"`
	Game  string     `json:"game"` // the game file's name in games/
	Seats []roomSeat `json:"seats"`
}

type roomSeat struct {
	Army  string `json:"army"`
	Who   string `json:"who"`
	Level string `json:"level,omitempty"`
	Name  string `json:"name,omitempty"`
	Token string `json:"token,omitempty"` // the hash of the holder's token
}

// roomPath is the room file of a game of identity id.
func (s *Server) roomPath(id string) string {
	return filepath.Join(s.dir, session.GamesDir, id+roomExt)
}

// saveRoom writes the room's file (atomically, as every file).
func (r *room) saveRoom() {
	d := r.sess.Doc
	if d == nil {
		return
	}
	if len(r.sess.Game().Record) == 0 {
		if err := r.srv.lib.Keep(d, r.sess.Game()); err != nil {
			r.srv.logf("game %s: %v", r.code, err)
		}
	}
	f := roomFile{V: 1, Code: r.code, Game: filepath.Base(d.Path)}
	for _, s := range r.seats {
		f.Seats = append(f.Seats, roomSeat{Army: s.army, Who: s.who, Level: s.level, Name: s.name, Token: s.token})
	}
	data, _ := json.MarshalIndent(f, "", "  ")
	if err := r.srv.st.Write(r.srv.roomPath(d.ID), data); err != nil {
		r.srv.logf("game %s: %v", r.code, err)
	}
}

// readRoom reads a room file back, checking every field: it names only a
// file of the server's own games/.
func (s *Server) readRoom(path string) (*roomFile, error) {
	data, err := s.st.Read(path, maxRoomFile)
	if err != nil {
		return nil, err
	}
	var f roomFile
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	if f.V != 1 || NormalCode(f.Code) != f.Code || f.Game != filepath.Base(f.Game) ||
		!strings.HasSuffix(f.Game, session.SaveExt) || strings.HasPrefix(f.Game, ".") || len(f.Seats) > 16 {
		return nil, fmt.Errorf("%s: not a room file of this server", path)
	}
	for _, st := range f.Seats {
		if (st.Who != SeatPerson && st.Who != SeatComputer && st.Who != SeatOpen) || (st.Token != "" && !validCommit(st.Token)) {
			return nil, fmt.Errorf("%s: a seat is not one of this server's", path)
		}
	}
	return &f, nil
}
