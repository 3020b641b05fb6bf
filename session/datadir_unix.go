//go:build unix

package session

import (
	"errors"
	"io/fs"
	"os"
	"syscall"
)

// ownedByUser reports an error when fi, in a shared directory, belongs to
// another user or others may write in it.
func ownedByUser(fi fs.FileInfo) error {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if ok && int(st.Uid) != os.Getuid() {
		return errors.New("it belongs to another user")
	}
	if fi.Mode().Perm()&0o022 != 0 {
		return errors.New("others may write in it")
	}
	return nil
}
