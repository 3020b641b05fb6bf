//go:build !js

package session

import (
	"errors"
	"fmt"
	"os"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
)

// FindDataDir returns the data directory: $ESTAFETTE_HOME, else the
// user's configuration directory + "/estafette", else a directory of his
// own under the system's temp directory, else ".estafette" in the working
// directory. It fails only when none of these can be made.
func FindDataDir() (DataDir, error) {
	if d := os.Getenv(HomeEnv); d != "" {
		return DataDir{Path: d}, nil
	}
	cfg, err := os.UserConfigDir()
	if err == nil {
		return DataDir{Path: filepath.Join(cfg, "estafette")}, nil
	}
	why := fmt.Errorf("no configuration directory (%w)", err)
	tmp := filepath.Join(os.TempDir(), "estafette-"+userTag())
	terr := ownDir(tmp)
	if terr == nil {
		return DataDir{Path: tmp, Fallback: why}, nil
	}
	wd, werr := os.Getwd()
	if werr == nil {
		local := filepath.Join(wd, ".estafette")
		if werr = os.MkdirAll(local, 0o755); werr == nil {
			return DataDir{Path: local, Fallback: why}, nil
		}
	}
	return DataDir{}, fmt.Errorf("%w; %s: %v; the working directory: %v (set %s)", why, tmp, terr, werr, HomeEnv)
}

// HomeSet reports whether ESTAFETTE_HOME names the data directory.
func HomeSet() bool { return os.Getenv(HomeEnv) != "" }

// userTag names the user in the fallback directory's name, so that two
// users of one machine never share it.
func userTag() string {
	if u, err := user.Current(); err == nil && u.Username != "" {
		name := strings.Map(func(r rune) rune {
			if r == '/' || r == '\\' || r == ':' || r < ' ' {
				return '_'
			}
			return r
		}, u.Username)
		if name != "." && name != ".." {
			return name
		}
	}
	return strconv.Itoa(os.Getuid())
}

// ownDir makes dir, a directory in a place other users share, and checks
// that it is a real directory (not a link someone planted) that belongs
// to this user.
func ownDir(dir string) error {
	if err := os.Mkdir(dir, 0o700); err != nil && !errors.Is(err, os.ErrExist) {
		return err
	}
	fi, err := os.Lstat(dir)
	if err != nil {
		return err
	}
	if !fi.IsDir() {
		return errors.New("not a directory")
	}
	return ownedByUser(fi)
}
