package main

import (
	"debug/elf"
	"debug/macho"
	"debug/pe"
	"fmt"
	"os"
)

// Describe says what an executable is, as file(1) would in short: "ELF
// x86-64", "PE32+ x86-64", "Mach-O arm64", "Mach-O x86-64".
func Describe(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	if e, err := elf.NewFile(f); err == nil {
		if e.Type != elf.ET_EXEC && e.Type != elf.ET_DYN {
			return "", fmt.Errorf("%s: an ELF file but not an executable (%v)", path, e.Type)
		}
		return "ELF " + map[elf.Machine]string{elf.EM_X86_64: "x86-64", elf.EM_AARCH64: "arm64"}[e.Machine], nil
	}
	if p, err := pe.NewFile(f); err == nil {
		if _, ok := p.OptionalHeader.(*pe.OptionalHeader64); !ok {
			return "PE32", nil
		}
		return "PE32+ " + map[uint16]string{pe.IMAGE_FILE_MACHINE_AMD64: "x86-64", pe.IMAGE_FILE_MACHINE_ARM64: "arm64"}[p.Machine], nil
	}
	if m, err := macho.NewFile(f); err == nil {
		if m.Type != macho.TypeExec {
			return "", fmt.Errorf("%s: a Mach-O file but not an executable", path)
		}
		return "Mach-O " + map[macho.Cpu]string{macho.CpuAmd64: "x86-64", macho.CpuArm64: "arm64"}[m.Cpu], nil
	}
	return "", fmt.Errorf("%s: not an executable this packer knows", path)
}

// want is what the executable of a platform must be.
func want(goos, goarch string) (string, error) {
	arch := map[string]string{"amd64": "x86-64", "arm64": "arm64"}[goarch]
	kind := map[string]string{"linux": "ELF", "windows": "PE32+", "darwin": "Mach-O"}[goos]
	if arch == "" || kind == "" {
		return "", fmt.Errorf("no archive for %s/%s", goos, goarch)
	}
	return kind + " " + arch, nil
}

// lcCodeSignature is the Mach-O load command of a code signature.
const lcCodeSignature = 0x1d

// codeSigned reports whether a Mach-O executable carries a code
// signature. macOS on Apple silicon kills an arm64 program that has none;
// Go's linker signs darwin/arm64 executables ad hoc (no Apple tools,
// no identity), which is enough to start once the player allowed the app.
func codeSigned(path string) (bool, error) {
	f, err := macho.Open(path)
	if err != nil {
		return false, err
	}
	defer f.Close()
	for _, l := range f.Loads {
		if raw := l.Raw(); len(raw) >= 4 && f.ByteOrder.Uint32(raw) == lcCodeSignature {
			return true, nil
		}
	}
	return false, nil
}
