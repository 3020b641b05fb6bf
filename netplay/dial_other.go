//go:build !js

package netplay

import (
	"net"
	"net/http"

	"github.com/coder/websocket"
)

// dialOptions connects from LocalIP when it is set: a load test opens
// many devices from several loopback addresses (tools/netbench), as
// many devices of a club come from several addresses.
func (c *Client) dialOptions() *websocket.DialOptions {
	if c.LocalIP == nil {
		return nil
	}
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: c.LocalIP}}
	return &websocket.DialOptions{HTTPClient: &http.Client{Transport: &http.Transport{DialContext: d.DialContext}}}
}
