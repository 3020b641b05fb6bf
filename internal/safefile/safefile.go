// Package safefile is how Estafette touches the player's files: it reads
// only regular files, never more than a stated limit, and writes through a
// temp file and a rename so that a crash never leaves half a file, and a
// write never replaces anything but a regular file.
package safefile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// Size limits for the files Estafette reads. They are far above any real
// file (the largest built-in scenario is under 10 KB) and low enough that
// the worst input of that size still parses in well under a second.
const (
	MaxScenario = 1 << 20 // a scenario or ruleset file
	MaxRecord   = 1 << 20 // a game record (rules.MaxRecordBytes: the parser's own limit)
	MaxSave     = 3 << 20 // a saved game: a scenario and its record, with room to spare
	MaxSettings = 64 << 10
)

// ErrNotRegular is returned for a path that is a directory, a device, a
// FIFO, a socket or (for writes) a symbolic link.
var ErrNotRegular = errors.New("not a regular file")

// ErrTooLarge is returned for a file over the limit.
var ErrTooLarge = errors.New("file too large")

// Error is a refused read or write, naming the file.
type Error struct {
	Path  string
	Err   error // ErrNotRegular, ErrTooLarge, or the system's error
	Limit int64 // the limit, for ErrTooLarge
}

func (e *Error) Error() string {
	switch {
	case errors.Is(e.Err, ErrTooLarge):
		return fmt.Sprintf("%s: file too large (the limit is %s)", e.Path, human(e.Limit))
	case errors.Is(e.Err, ErrNotRegular):
		return fmt.Sprintf("%s: not a regular file", e.Path)
	}
	return fmt.Sprintf("%s: %v", e.Path, unwrapPath(e.Err))
}

func (e *Error) Unwrap() error { return e.Err }

// unwrapPath drops the *fs.PathError layer, whose text repeats the path.
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

func human(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

// Read returns the contents of the regular file at path, refusing other
// kinds of file before reading them (a FIFO would block, /dev/zero never
// ends) and files over limit bytes. It reads at most limit+1 bytes.
func Read(path string, limit int64) ([]byte, error) {
	f, err := openRegular(path, limit)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, &Error{Path: path, Err: err}
	}
	if int64(len(data)) > limit {
		return nil, &Error{Path: path, Err: ErrTooLarge, Limit: limit}
	}
	return data, nil
}

// ReadHead returns at most n bytes from the start of the regular file at
// path, refusing other kinds of file as Read does: a list of games reads
// only their headers.
func ReadHead(path string, n int) ([]byte, error) {
	f, err := openRegular(path, -1)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data := make([]byte, n)
	got, err := io.ReadFull(f, data)
	if err != nil && err != io.ErrUnexpectedEOF && err != io.EOF {
		return nil, &Error{Path: path, Err: err}
	}
	return data[:got], nil
}

// openRegular opens the regular file at path for reading, refusing any
// other kind of file both before the open and after it (a file swapped
// between the two), and, when limit is not negative, a file over limit
// bytes before it is opened.
func openRegular(path string, limit int64) (*os.File, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, &Error{Path: path, Err: err}
	}
	if !fi.Mode().IsRegular() {
		return nil, &Error{Path: path, Err: ErrNotRegular}
	}
	if limit >= 0 && fi.Size() > limit {
		return nil, &Error{Path: path, Err: ErrTooLarge, Limit: limit}
	}
	// openFlags adds O_NONBLOCK where it exists, so that a file swapped for
	// a FIFO between the Stat and the open cannot block the open.
	f, err := os.OpenFile(path, os.O_RDONLY|openFlags, 0)
	if err != nil {
		return nil, &Error{Path: path, Err: err}
	}
	if fi, err = f.Stat(); err != nil {
		f.Close()
		return nil, &Error{Path: path, Err: err}
	}
	if !fi.Mode().IsRegular() {
		f.Close()
		return nil, &Error{Path: path, Err: ErrNotRegular}
	}
	return f, nil
}

// tempInfix marks Estafette's temp files, so that RemoveTemps can find the
// ones a crash left behind without touching anything else.
const tempInfix = ".estafette-tmp-"

// WriteAtomic writes data to path through a temp file in the same
// directory, then a rename, creating the directory if needed. It refuses a
// path that exists and is not a regular file (a symbolic link, a device, a
// directory): a rename would replace it.
func WriteAtomic(path string, data []byte) error {
	if fi, err := os.Lstat(path); err == nil && !fi.Mode().IsRegular() {
		return &Error{Path: path, Err: ErrNotRegular}
	} else if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return &Error{Path: path, Err: err}
	}
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return &Error{Path: path, Err: err}
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+tempInfix+"*")
	if err != nil {
		return &Error{Path: path, Err: err}
	}
	_, werr := tmp.Write(data)
	if werr == nil {
		werr = tmp.Sync()
	}
	if werr == nil {
		// CreateTemp makes the file private; a saved game is an ordinary file.
		werr = tmp.Chmod(0o644)
	}
	if cerr := tmp.Close(); werr == nil {
		werr = cerr
	}
	if werr != nil {
		os.Remove(tmp.Name())
		return &Error{Path: path, Err: werr}
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		os.Remove(tmp.Name())
		return &Error{Path: path, Err: err}
	}
	return nil
}

// IsTemp reports whether name (a base name) is one of WriteAtomic's temp
// files.
func IsTemp(name string) bool {
	return strings.HasPrefix(name, ".") && strings.Contains(name, tempInfix)
}

// RemoveTemps deletes the temp files that a crash in the middle of
// WriteAtomic left in dir, and returns how many it removed. Only regular
// files named by WriteAtomic are touched.
func RemoveTemps(dir string) (int, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	n := 0
	for _, e := range entries {
		if !e.Type().IsRegular() || !IsTemp(e.Name()) {
			continue
		}
		if os.Remove(filepath.Join(dir, e.Name())) == nil {
			n++
		}
	}
	return n, nil
}
