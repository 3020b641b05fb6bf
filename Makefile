# Estafette — `make test` is the one command developers run after a
# change (about ten minutes on a fresh two-core machine); `make test-long`
# adds the whole games, the strength samples and the four downloads;
# `make test-web` the page in a headless Chromium. .ci/run runs them all.
GO       ?= go
XVFB_RUN := xvfb-run -a -s "-screen 0 1600x1000x24"
SUDO     := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)
APT      := $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get

# The version `estafette --version` and the page show, from git.
VERSION  := $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
# The archives' file times: the commit's, so that two builds match.
MTIME    := $(shell git log -1 --format=%ct 2>/dev/null || echo 0)
LDFLAGS  := -s -w -X estafette/internal/version.Stamped=$(VERSION)
RELEASE  := -trimpath -ldflags "$(LDFLAGS)"
PLATFORMS := linux-amd64 windows-amd64 darwin-arm64 darwin-amd64

.PHONY: test test-long deps vet lint unit race long scenarios display cross cross-web dist dist-smoke web serve-web test-web test-web-firefox deps-web bench-net \
	fuzz bench bench-start screenshot run duel-smoke strength duel-speed balance balance-table $(PLATFORMS:%=dist/bin/%)

## test: install what the tests need, then vet, lint and run every test
## in its quick form (-short: the whole-game and strength tests play a
## sample), the packages that start goroutines under the race detector,
## the built-in scenarios, a short duel, the display tests, and the web
## page's build. About ten minutes on a fresh two-core machine.
test: deps vet lint unit race scenarios duel-smoke display cross-web

## test-long: what make test samples, whole (the odds cache over three
## whole games, the joint plans over 300 positions, the levels over 120,
## every built-in scenario played, 200 random table sessions, a server
## killed and restarted), the other platforms' vet, and the four
## downloads built and checked. .ci/run runs it after make test.
test-long: deps long cross dist dist-smoke

## deps: xvfb and Mesa's software OpenGL for the tests that open a window,
## xdotool for the one that drives it with real mouse events, and
## poppler-utils (pdfinfo, pdftotext) for the tests that read the printed
## kit back (docs/print.md).
deps:
	@if ! command -v xvfb-run >/dev/null 2>&1 || ! command -v xdotool >/dev/null 2>&1 || ! ldconfig -p | grep -q 'libGL.so.1'; then \
		echo "Installing xvfb, xdotool and Mesa (display tests run under xvfb-run)"; \
		$(SUDO) apt-get update -qq && \
		$(APT) install -y -qq xvfb xauth xdotool libgl1 libgl1-mesa-dri >/dev/null; \
	fi
	@if ! command -v pdfinfo >/dev/null 2>&1 || ! command -v pdftotext >/dev/null 2>&1; then \
		echo "Installing poppler-utils (the print tests read the PDFs back with pdfinfo and pdftotext)"; \
		$(SUDO) apt-get update -qq && \
		$(APT) install -y -qq poppler-utils >/dev/null; \
	fi

vet:
	$(GO) vet ./...
	$(GO) vet -tags display ./...

## lint: staticcheck, pinned, over every package with the display tests
## (so that their helpers count as used). go install fetches it once.
STATICCHECK_VERSION := v0.8.2
STATICCHECK = $(shell $(GO) env GOPATH)/bin/staticcheck
lint:
	$(GO) install honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION)
	$(STATICCHECK) -tags display ./...

## unit: every test that needs no display, in its quick form.
unit:
	$(GO) test -short ./...

## race: the packages that start goroutines (the computer's thinking, the
## shared game's server and client, the engine protocol's processes, the
## file dialog, the command line, the balance's games and the editor's
## Balance) and the computer players, under the race detector. The
## computer's pure whole-game tests run without it (unit).
RACE_PKGS := ./session/ ./game/control/ ./ai/... ./netplay/ ./internal/filedialog/ ./cli/ ./balance/...
race:
	$(GO) test -race -short $(RACE_PKGS)
	$(GO) test -race -short -run 'TestBalance' ./game/editor/control/

## long: the tests make test samples, whole.
long:
	$(GO) test -timeout 30m ./ai/... ./rules/... ./cli/ ./game/table/ ./printkit/... ./netplay/

## scenarios: the built-in scenarios pass `estafette check`.
scenarios:
	$(GO) run . check scenarios/*.toml

## duel-smoke: a short duel, the computer against random on the tutorial,
## sides alternated, each record replayed (the long runs: make strength).
DUELDIR ?= $(or $(TMPDIR),/tmp)/estafette-duel-smoke
duel-smoke:
	rm -rf $(DUELDIR) && mkdir -p $(DUELDIR)
	$(GO) build -o $(DUELDIR)/estafette .
	$(DUELDIR)/estafette duel --games 2 --alternate --records $(DUELDIR) scenarios/tutorial.toml ai random
	@for r in $(DUELDIR)/game-*.rec; do $(DUELDIR)/estafette replay scenarios/tutorial.toml $$r >/dev/null || exit 1; done

## display: pixel tests and the screenshot, under Xvfb.
display:
	$(XVFB_RUN) $(GO) test -short -tags display ./render/ ./cli/ ./game/...

## cross-web: the browser's build vets clean and compiles, with its build
## tags (the file store left out: internal/store's
## TestBrowserBuildHasNoFileSystemCode).
cross-web:
	GOOS=js GOARCH=wasm $(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) build -o /dev/null . ./web

## cross: the other desktops' builds vet clean (no C toolchain:
## CGO_ENABLED=0); make dist compiles them.
cross: cross-web
	GOOS=windows GOARCH=amd64 $(GO) vet ./...
	GOOS=darwin GOARCH=arm64 $(GO) vet ./...

## dist: dist/estafette-VERSION-{linux-amd64.tar.gz,windows-amd64.zip,
## darwin-arm64.zip,darwin-amd64.zip}: the executable (an .app bundle on
## macOS), README, LICENSE, scenarios and docs; each read back and checked.
dist: $(PLATFORMS:%=dist/bin/%)
	@for p in $(PLATFORMS); do \
		os=$${p%-*}; arch=$${p#*-}; exe=dist/bin/$$p/estafette; [ $$os = windows ] && exe=$$exe.exe; \
		$(GO) run ./tools/distpack archive -goos $$os -goarch $$arch -exe $$exe \
			-version $(VERSION) -mtime $(MTIME) -out dist || exit 1; \
	done
	$(GO) run ./tools/distpack check $(PLATFORMS:%=dist/estafette-$(VERSION)-%.*)
	@v="$$(dist/bin/linux-amd64/estafette --version)"; [ "$$v" = "estafette $(VERSION)" ] || \
		{ echo "dist: the Linux executable says '$$v', want 'estafette $(VERSION)'"; exit 1; }
	@if command -v file >/dev/null; then file dist/bin/*/estafette*; fi

$(PLATFORMS:%=dist/bin/%): dist/bin/%:
	CGO_ENABLED=0 GOOS=$(word 1,$(subst -, ,$*)) GOARCH=$(word 2,$(subst -, ,$*)) \
		$(GO) build $(RELEASE) -o $@/estafette$(if $(findstring windows,$*),.exe) .

## dist-smoke: the Linux download, built without cgo, draws the tutorial
## under Xvfb (a blank 1400×900 PNG is a few KB; the board is over 100).
dist-smoke: dist/bin/linux-amd64
	rm -f dist/smoke.png
	ESTAFETTE_HOME=dist/smoke-home $(XVFB_RUN) dist/bin/linux-amd64/estafette --screenshot dist/smoke.png --no-autosave
	@[ "$$(wc -c < dist/smoke.png)" -gt 100000 ] || { echo "dist-smoke: the release build drew a blank window"; exit 1; }

## web: dist/web, the table in a web page: index.html, the wasm, its
## gzip and (with Debian's brotli, make deps-web) its Brotli, 30% smaller
## than the gzip, wasm_exec.js of this Go toolchain, the service worker
## and the web app manifest with its icons. Inlining is off but for the
## runtime and Ebiten: 0.7 MB less gzipped, for a first frame as fast.
## Brotli at its best takes about a minute: it is made again only when
## the wasm changed; without brotli no stale .br is left to be served.
## Its window is 4 MB, not the largest (16 MB): the file is 0.4% larger
## and a browser unpacks it as fast as the gzip, where the 16 MB window
## cost 15 ms more on a quiet two-core machine, 50 ms on a busy one
## (web/test/firstframe.mjs serves its empty page alike).
WEBGCFLAGS := -gcflags=all=-l -gcflags=runtime= -gcflags=github.com/hajimehoshi/ebiten/v2/...=
export WEB_BROTLI := -q 11 -w 22
web:
	GOOS=js GOARCH=wasm $(GO) build $(RELEASE) $(WEBGCFLAGS) -o dist/web-build/estafette.wasm ./web
	$(GO) run ./tools/distpack web -wasm dist/web-build/estafette.wasm -goroot "$$($(GO) env GOROOT)" \
		-version $(VERSION) -out dist/web
	@if command -v brotli >/dev/null 2>&1; then \
		if ! cmp -s dist/web-build/estafette.wasm dist/web-build/brotli-of.wasm || \
			[ "$$(cat dist/web-build/brotli-flags 2>/dev/null)" != "$(WEB_BROTLI)" ]; then \
			nice brotli -f $(WEB_BROTLI) -o dist/web-build/estafette.wasm.br dist/web-build/estafette.wasm && \
			cp dist/web-build/estafette.wasm dist/web-build/brotli-of.wasm && \
			echo "$(WEB_BROTLI)" > dist/web-build/brotli-flags; \
		fi; \
		cp dist/web-build/estafette.wasm.br dist/web/estafette.wasm.br; \
		echo "dist/web: estafette.wasm.br $$(wc -c < dist/web/estafette.wasm.br) bytes"; \
	else \
		rm -f dist/web/estafette.wasm.br; \
		echo "dist/web: no brotli (make deps-web installs it): the wasm is served gzipped only"; \
	fi

## serve-web: the page on http://127.0.0.1:$(PORT)/ to try it.
PORT ?= 8080
serve-web: web
	$(GO) run ./tools/webserve -dir dist/web -addr 127.0.0.1:$(PORT)

## deps-web: Debian's Chromium, playwright-core and puppeteer-core (their
## versions pinned in web/test/package.json, installed in
## web/test/node_modules, which git ignores) for the browser tests.
PLAYWRIGHT := $(shell sed -n 's/.*"playwright-core": "\(.*\)".*/\1/p' web/test/package.json)
PUPPETEER := $(shell sed -n 's/.*"puppeteer-core": "\(.*\)".*/\1/p' web/test/package.json)
deps-web:
	@if ! command -v chromium >/dev/null 2>&1; then \
		echo "Installing Chromium (the browser test runs it headless)"; \
		$(SUDO) apt-get update -qq && $(APT) install -y -qq chromium >/dev/null; \
	fi
	@if ! command -v brotli >/dev/null 2>&1; then \
		echo "Installing brotli (make web compresses the wasm with it)"; \
		$(SUDO) apt-get update -qq && $(APT) install -y -qq brotli >/dev/null; \
	fi
	@if ! command -v npm >/dev/null 2>&1; then \
		echo "Installing Node.js and npm (the browser test drives Chromium with playwright-core)"; \
		$(SUDO) apt-get update -qq && $(APT) install -y -qq nodejs npm >/dev/null; \
	fi
	@if [ "$$(node -p 'require("./web/test/node_modules/playwright-core/package.json").version' 2>/dev/null)" != "$(PLAYWRIGHT)" ] || \
		[ "$$(node -p 'require("./web/test/node_modules/puppeteer-core/package.json").version' 2>/dev/null)" != "$(PUPPETEER)" ]; then \
		echo "Installing playwright-core $(PLAYWRIGHT) and puppeteer-core $(PUPPETEER) in web/test/node_modules"; \
		cd web/test && npm ci --no-audit --no-fund --loglevel=error; \
	fi

## test-web: the page in headless Chromium, served from 127.0.0.1: its
## first frame, the board drawn, a click that selects a leader, the wheel
## by notches, the browser's keys, saves in the browser's storage,
## download and open, a tablet's taps, drag and pinch, site data blocked,
## a full storage, a failure shown on the page, a file too large, a file
## that cannot be opened (taken out again), a file dropped on the page,
## the page offline once opened (its server stopped) and its manifest,
## the Files dialog and a turn by keyboard alone, and the first frame
## against an empty Ebiten page's (cold and warm, printed). First, in
## node alone: the tab's identity (a reload or a tab reopened is the same
## tab, a duplicated one is not) and the library's tests built for the
## page, its tab holding its game. Last, a shared game (network.mjs):
## estafette serve hosts the tutorial, a tablet plays a whole game by
## finger through it, reloading mid-game, while a phone watches.
test-web: deps-web web
	node web/test/tab.mjs
	node web/test/fold.mjs
	GOOS=js GOARCH=wasm $(GO) test -exec "$$($(GO) env GOROOT)/lib/wasm/go_js_wasm_exec" ./session/
	$(GO) build -o dist/bin/webserve ./tools/webserve
	node web/test/browser.mjs
	node web/test/reload.mjs
	$(GO) build -o dist/bin/estafette .
	node web/test/network.mjs

## test-web-firefox: the page in Debian's firefox-esr, driven over
## WebDriver BiDi by puppeteer-core, with a window under Xvfb (headless
## Firefox has no WebGL 2 without a GPU): the first frame, a click, the
## wheel, a turn begun by keyboard, Ctrl+S, Tab to the Files dialog, and
## the first frame against an empty Ebiten page's (printed).
test-web-firefox: deps-web web
	@if ! command -v firefox-esr >/dev/null 2>&1; then \
		echo "Installing firefox-esr (the Firefox test drives it)"; \
		$(SUDO) apt-get update -qq && $(APT) install -y -qq firefox-esr >/dev/null; \
	fi
	$(GO) build -o dist/bin/webserve ./tools/webserve
	$(XVFB_RUN) node web/test/firefox.mjs

## fuzz: a short run of every fuzz target (FUZZTIME=30s by default).
FUZZTIME ?= 30s
FUZZ      = $(GO) test -run='^$$' -fuzztime=$(FUZZTIME) -fuzzminimizetime=1x
fuzz:
	$(FUZZ) -fuzz=FuzzLoadScenario ./scenarios/
	$(FUZZ) -fuzz=FuzzLoadRuleset ./scenarios/
	$(FUZZ) -fuzz=FuzzPositions ./scenarios/
	$(FUZZ) -fuzz=FuzzEncode ./scenarios/
	$(FUZZ) -fuzz=FuzzParseLabel ./rules/hex/
	$(FUZZ) -fuzz=FuzzParseRecord ./rules/
	$(FUZZ) -fuzz=FuzzApply ./rules/
	$(FUZZ) -fuzz=FuzzLoadSave ./game/control/
	$(FUZZ) -fuzz=FuzzParseHead ./session/
	$(FUZZ) -fuzz=FuzzHouseMarks ./printkit/
	$(FUZZ) -fuzz=FuzzRead ./lessons/
	$(FUZZ) -fuzz=FuzzLoad ./internal/settings/

bench:
	$(GO) test -run='^$$' -bench=. -benchmem ./rules/...

## strength: the computer opponent against random and greedy on every
## built-in scenario, sides alternated (docs/strength.md); long: STRENGTH games
## per line (40 by default: about half an hour of one core's time). STRENGTH_CPUS=1 measures the
## think times on one core; STRENGTH_SEED=1001 rolls another set of dice.
STRENGTH      ?= 40
STRENGTH_CPUS ?= 2
STRENGTH_SEED ?= 1
strength:
	GOMAXPROCS=$(STRENGTH_CPUS) ESTAFETTE_STRENGTH=$(STRENGTH) ESTAFETTE_STRENGTH_SEED=$(STRENGTH_SEED) $(GO) test -run '^TestStrength$$' -timeout 0 -v ./cli/

## balance: every built-in battle measured for fairness (docs/scenarios.md,
## "How fair are the built-in battles?"): BALANCE_GAMES games (200) of the
## normal computer against itself, BALANCE_JOBS at once (2), each battle's
## results kept in docs/balance/NAME.json and played again only when its
## scenario is newer; then the table rewritten. Hours of one core.
## balance-table: the table in docs/scenarios.md rewritten from the kept
## results, between its two markers, and their pictures drawn again
## (docs/balance/NAME.svg), playing nothing.
BALANCE_GAMES ?= 200
BALANCE_JOBS  ?= 2
BALANCE_JSON  := $(patsubst scenarios/%.toml,docs/balance/%.json,$(wildcard scenarios/*.toml))
balance: $(BALANCE_JSON)
	$(MAKE) balance-table

docs/balance/%.json: scenarios/%.toml
	@mkdir -p docs/balance
	nice $(GO) run . balance --games $(BALANCE_GAMES) --jobs $(BALANCE_JOBS) --no-handicap --force --json $@ --svg $(@:.json=.svg) $<

balance-table:
	@mkdir -p docs/balance
	$(GO) run . balance --markdown --redraw $(wildcard docs/balance/*.json) > docs/balance/table.md
	awk 'FNR == NR { t = t $$0 "\n"; next } \
		/^<!-- \/balance-table -->/ { skip = 0 } \
		!skip { print } \
		/^<!-- balance-table:/ { printf "%s", t; skip = 1 }' docs/balance/table.md docs/scenarios.md > docs/scenarios.md.new
	mv docs/scenarios.md.new docs/scenarios.md

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

## bench-start: the time from the program's start to the end of its first
## frame, the table on Pratzen against an empty Ebiten window of the same
## size, RUNS times each under one Xvfb, with the medians and their ratio.
RUNS     ?= 7
BENCHDIR ?= $(or $(TMPDIR),/tmp)/estafette-bench-start
bench-start:
	$(GO) build -o $(BENCHDIR)/estafette .
	$(GO) build -o $(BENCHDIR)/emptywindow ./tools/emptywindow
	$(GO) build -o $(BENCHDIR)/benchstart ./tools/benchstart
	$(XVFB_RUN) $(BENCHDIR)/benchstart -runs $(RUNS) \
		$(BENCHDIR)/emptywindow -- \
		$(BENCHDIR)/estafette play scenarios/pratzen.toml --bench-frames 10 --no-autosave

## bench-net: estafette serve with NETGAMES games played at once by
## scripted devices (tools/netbench): the round trips of their actions,
## the server's memory and processor time (docs/network.md "Measured");
## and one action's round trip on localhost (BenchmarkRoundTrip).
NETGAMES ?= 500
NETFOR   ?= 60s
bench-net:
	$(GO) test -run='^$$' -bench=RoundTrip -benchtime=1000x ./netplay/
	$(GO) build -o $(or $(TMPDIR),/tmp)/estafette-netbench .
	$(GO) run ./tools/netbench -estafette $(or $(TMPDIR),/tmp)/estafette-netbench -games $(NETGAMES) -for $(NETFOR)

## screenshot: the tutorial board, as a player would first see it.
screenshot:
	$(XVFB_RUN) $(GO) run . --screenshot tutorial.png

run:
	$(GO) run .
