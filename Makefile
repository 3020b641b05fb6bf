# Estafette — `make test` is the one command CI and developers run.
GO       ?= go
XVFB_RUN := xvfb-run -a -s "-screen 0 1600x1000x24"
SUDO     := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)

.PHONY: test deps vet unit display scenarios fuzz bench bench-start screenshot run

## test: install what the tests need, then vet and run every test.
test: deps vet unit scenarios display

## deps: xvfb and Mesa's software OpenGL for the tests that open a window,
## and xdotool for the one that drives it with real mouse events.
deps:
	@if ! command -v xvfb-run >/dev/null 2>&1 || ! command -v xdotool >/dev/null 2>&1 || ! ldconfig -p | grep -q 'libGL.so.1'; then \
		echo "Installing xvfb, xdotool and Mesa (display tests run under xvfb-run)"; \
		$(SUDO) apt-get update -qq && \
		$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq xvfb xauth xdotool libgl1 libgl1-mesa-dri >/dev/null; \
	fi

vet:
	$(GO) vet ./...
	$(GO) vet -tags display ./...

## unit: every test that needs no display.
unit:
	$(GO) test ./...

## scenarios: the built-in scenarios pass `estafette check`.
scenarios:
	$(GO) run . check scenarios/*.toml

## display: pixel tests and the screenshot, under Xvfb.
display:
	$(XVFB_RUN) $(GO) test -tags display ./render/ ./cli/ ./game/...

## fuzz: a short run of every fuzz target (FUZZTIME=30s by default).
FUZZTIME ?= 30s
FUZZ      = $(GO) test -run='^$$' -fuzztime=$(FUZZTIME) -fuzzminimizetime=1x
fuzz:
	$(FUZZ) -fuzz=FuzzLoadScenario ./scenarios/
	$(FUZZ) -fuzz=FuzzLoadRuleset ./scenarios/
	$(FUZZ) -fuzz=FuzzEncode ./scenarios/
	$(FUZZ) -fuzz=FuzzParseLabel ./rules/hex/
	$(FUZZ) -fuzz=FuzzParseRecord ./rules/
	$(FUZZ) -fuzz=FuzzApply ./rules/
	$(FUZZ) -fuzz=FuzzLoadSave ./game/table/

bench:
	$(GO) test -run='^$$' -bench=. -benchmem ./rules/...

## bench-start: the time from the program's start to the end of its first
## frame, the table on Pratzen against an empty Ebiten window of the same
## size, RUNS times each under one Xvfb, with the medians and their ratio.
RUNS     ?= 7
BENCHDIR ?= $(or $(TMPDIR),/tmp)/estafette-bench-start
bench-start:
	$(GO) build -o $(BENCHDIR)/estafette .
	$(GO) build -o $(BENCHDIR)/emptywindow ./internal/emptywindow
	$(GO) build -o $(BENCHDIR)/benchstart ./internal/benchstart
	$(XVFB_RUN) $(BENCHDIR)/benchstart -runs $(RUNS) \
		$(BENCHDIR)/emptywindow -- \
		$(BENCHDIR)/estafette play scenarios/pratzen.toml --bench-frames 10 --no-autosave

## screenshot: the tutorial board, as a player would first see it.
screenshot:
	$(XVFB_RUN) $(GO) run . --screenshot tutorial.png

run:
	$(GO) run .
