package cli

import (
	"errors"
	"fmt"
	"io/fs"

	"estafette/internal/safefile"
)

// readFile reads a file the player named, within limit bytes. On failure
// it returns one line naming the file and why: it does not exist, it is a
// directory, a FIFO or a device, it is too large.
func readFile(env Env, name string, limit int64) ([]byte, error) {
	data, err := env.ReadFile(name, limit)
	if err == nil {
		return data, nil
	}
	reason := err
	var se *safefile.Error
	switch {
	case errors.Is(err, safefile.ErrNotRegular):
		reason = errors.New("not a regular file (a directory, a pipe or a device)")
	case errors.As(err, &se) && errors.Is(err, safefile.ErrTooLarge):
		reason = fmt.Errorf("too large (the limit is %s)", humanSize(se.Limit))
	case errors.As(err, &se):
		reason = unwrapPath(se.Err)
	default:
		reason = unwrapPath(err)
	}
	return nil, &readError{name: name, reason: reason, err: err}
}

// readError is a file that could not be read.
type readError struct {
	name   string
	reason error
	err    error
}

func (e *readError) Error() string {
	return fmt.Sprintf("%s: cannot read the file: %v", e.name, e.reason)
}

func (e *readError) Unwrap() error { return e.err }

// unwrapPath drops the file name an *fs.PathError repeats.
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

func humanSize(n int64) string {
	if n >= 1<<20 && n%(1<<20) == 0 {
		return fmt.Sprintf("%d MiB", n>>20)
	}
	return fmt.Sprintf("%d bytes", n)
}
