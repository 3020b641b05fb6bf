//go:build js

package netplay

import "github.com/coder/websocket"

// dialOptions: the browser chooses how it connects.
func (c *Client) dialOptions() *websocket.DialOptions { return nil }
