//go:build !unix

package safefile

const openFlags = 0
