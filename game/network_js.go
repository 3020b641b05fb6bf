//go:build js

package game

import "estafette/game/start"

// In the web page a game is joined by its link: the start screen offers
// neither Host nor Join (start.CanHost).
type shared struct{}

func (s *Shell) hostNew(start.HostRequest)  {}
func (s *Shell) joinGame(start.JoinRequest) {}
func (s *Shell) joinAnswered()              {}
func (s *Shell) closeNet()                  {}
