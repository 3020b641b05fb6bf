package tableview

import (
	"estafette/i18n"
	"estafette/netplay"
	"estafette/render"
)

// netRows say, in a shared game, who sits where: this device's army (or
// that it watches), each army's player and whether his device is
// connected, the computer's level, a free seat; the connection when it
// is lost; and on the host's screen the row that opens the card others
// join by.
func (v *View) netRows(rows []render.Row) []render.Row {
	c := v.c
	n := c.Net()
	if n == nil {
		return rows
	}
	st := c.NetStatus()
	rows = append(rows, render.Row{Kind: render.RowHeading, Text: v.tk("net.head")})
	switch {
	case st.Problem != nil:
		rows = append(rows, render.Row{Kind: render.RowText, Text: v.tkf("net.stopped", st.Problem.Text), Tone: render.ToneGold})
	case st.State == netplay.Reconnecting:
		rows = append(rows, render.Row{Kind: render.RowText, Text: v.tk("net.lost"), Tone: render.ToneGold})
	case st.Pending:
		rows = append(rows, render.Row{Kind: render.RowText, Text: v.tk("net.waiting"), Tone: render.ToneSoft})
	}
	names := map[string]string{}
	for _, a := range c.Scenario().Armies {
		names[a.ID] = a.Name
	}
	for i, s := range st.Seats {
		who := v.seatWho(s)
		if s.Army == st.Army {
			who = v.tk("net.you")
		}
		rows = append(rows, render.Row{Kind: render.RowArmy, Army: i, Text: names[s.Army] + " : " + who,
			Tone: pick(s.Who == netplay.SeatPerson && !s.Online && s.Army != st.Army, render.ToneDim, render.ToneDefault)})
	}
	if st.Army == "" && st.State == netplay.Connected {
		rows = append(rows, render.Row{Kind: render.RowText, Text: v.tk("net.watching.you"), Tone: render.ToneSoft})
	}
	if n.QR != nil {
		rows = append(rows, render.Row{Kind: render.RowMenu, ID: NetJoin.ID(), Text: v.tkf("net.join.row", netplay.ShowCode(n.Code)), Right: "J"})
	}
	return rows
}

// seatWho is who sits at a seat, in the panel's words.
func (v *View) seatWho(s netplay.SeatInfo) string {
	switch s.Who {
	case netplay.SeatComputer:
		return v.tkf("net.computer", v.levelName("ai:"+s.Level))
	case netplay.SeatOpen:
		return v.tk("net.open")
	}
	name := s.Name
	if name == "" {
		name = v.tk("net.player")
	}
	if !s.Online {
		return i18n.Tf(v.c.Lang, "net.offline", name)
	}
	return name
}
