# Estafette — `make test` is the one command CI and developers run.
GO       ?= go
XVFB_RUN := xvfb-run -a -s "-screen 0 1600x1000x24"
SUDO     := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)

.PHONY: test deps vet unit display scenarios fuzz bench screenshot run strength duel-speed

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
	$(XVFB_RUN) $(GO) test -tags display ./render/ ./cli/ ./game/

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
	$(FUZZ) -fuzz=FuzzLoadSave ./game/

bench:
	$(GO) test -run='^$$' -bench=. -benchmem ./rules/...

## strength: the computer opponent against random and greedy on every
## built-in scenario, sides alternated (docs/ai.md); long: STRENGTH games
## per line (40 by default: about an hour). STRENGTH_CPUS=1 measures the
## think times on one core.
STRENGTH      ?= 40
STRENGTH_CPUS ?= 2
strength:
	GOMAXPROCS=$(STRENGTH_CPUS) ESTAFETTE_STRENGTH=$(STRENGTH) $(GO) test -run '^TestStrength$$' -timeout 0 -v ./cli/

## duel-speed: whole random games per second on one core (docs/ai.md).
duel-speed:
	$(GO) build -o estafette-duel-speed .
	@for sc in tutorial pratzen; do \
		start=$$(date +%s.%N); \
		GOMAXPROCS=1 ./estafette-duel-speed duel --games 1000 scenarios/$$sc.toml random random | tail -1; \
		end=$$(date +%s.%N); \
		awk -v s=$$start -v e=$$end -v sc=$$sc 'BEGIN { printf "%s: 1000 games in %.2f s, %.0f games/s\n", sc, e - s, 1000 / (e - s) }'; \
	done
	@rm -f estafette-duel-speed

## screenshot: the tutorial board, as a player would first see it.
screenshot:
	$(XVFB_RUN) $(GO) run . --screenshot tutorial.png

run:
	$(GO) run .
