package version

import (
	"runtime/debug"
	"testing"
)

func TestStampedVersionWins(t *testing.T) {
	old := Stamped
	defer func() { Stamped = old }()
	Stamped = "v1.2.0-3-gabc1234"
	if got := String(); got != "v1.2.0-3-gabc1234" {
		t.Errorf("String() = %q, want the stamped version", got)
	}
}

func TestVersionFromBuildInfo(t *testing.T) {
	for _, c := range []struct {
		name string
		info debug.BuildInfo
		want string
	}{
		{"module version", debug.BuildInfo{Main: debug.Module{Version: "v0.3.1"}}, "v0.3.1"},
		{"commit", debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: []debug.BuildSetting{
			{Key: "vcs.revision", Value: "e70260412345678"}, {Key: "vcs.modified", Value: "false"}}}, "e702604"},
		{"changed commit", debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: []debug.BuildSetting{
			{Key: "vcs.revision", Value: "e70260412345678"}, {Key: "vcs.modified", Value: "true"}}}, "e702604-dirty"},
		{"nothing recorded", debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, "dev"},
	} {
		if got := fromBuildInfo(&c.info); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}
