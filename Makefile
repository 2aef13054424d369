# Sesame. Two commands on a fresh machine:
#   make serve   build the optimised release into dist/ and serve it on http://127.0.0.1:8080
#   make test    every test: rules (native), the release build and its size, the browser tests
# Both install what is missing first and are harmless to re-run.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
ROOT := $(CURDIR)
TOOLS_BIN := $(ROOT)/.tools/bin
export PATH := $(TOOLS_BIN):$(HOME)/.cargo/bin:$(PATH)

TRUNK_VERSION := 0.21.14
# wasm-bindgen's CLI must match the library version locked in Cargo.lock exactly.
WASM_BINDGEN_VERSION := $(shell sed -n '/^name = "wasm-bindgen"$$/{n;s/^version = "\(.*\)"/\1/p;}' Cargo.lock)
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
PORT ?= 8080
# The WebAssembly names the sources of its panics' places: by the crate and file alone, not by
# this machine's folders (about 300 bytes brotli off the first screen's path, and no home
# folder in what the app ships).
# (Looked up as the recipe runs: on a fresh machine the registry comes with `cargo fetch`.)
CARGO_HOME ?= $(HOME)/.cargo
TRUNK := RUSTFLAGS="$$(ls -d $(CARGO_HOME)/registry/src/index.crates.io-* 2>/dev/null | sed -n '1s|.*|--remap-path-prefix=&/=|p') --remap-path-prefix=/rustc/$$(rustc -vV | sed -n 's/commit-hash: //p')/=" trunk

.PHONY: serve build builds build-crash test test-rules lint test-browser bench tools browser-tools clean

serve: build
	python3 tools/serve.py --port $(PORT) --dir dist

build: tools
	cargo fetch --quiet
	@# German and French travel beside the page as messages.json, written from the one table of
	@# messages by this test (it rewrites a stale file, then passes on the second run).
	cargo test --release --quiet --lib translations_file >/dev/null 2>&1 || cargo test --release --quiet --lib translations_file
	$(TRUNK) build --release

# The native tests run beside the release builds (they wait on other things than the builds do);
# the two builds one after the other, as Trunk's builds share target/wasm-bindgen.
test: lint browser-tools
	$(MAKE) --no-print-directory -j2 --output-sync=target test-rules builds
	node tools/bench.mjs --check
	cd tests/e2e && npx playwright test
	cd tests/e2e && node engines.mjs
	cargo build --release --quiet --example signal
	cd tests/e2e && node signal.mjs

# (Beside the builds, cargo is not given make's job slots: MAKEFLAGS would name them.)
test-rules:
	MAKEFLAGS= cargo test --release --quiet

# The formatter, no import circle in the crate (tools/crate_graph.py) nor between the modules of
# src/ui (tools/ui_graph.py), then clippy
# on the native and both WebAssembly builds (the first app, and the app with Sidibaba), warnings
# denied; app/ and games/ also deny a string sliced at a byte index (`clippy::string_slice`).
lint: tools
	cargo fmt --check
	python3 tools/crate_graph.py >/dev/null || python3 tools/crate_graph.py
	python3 tools/ui_graph.py >/dev/null || python3 tools/ui_graph.py
	python3 tools/doc_links.py
	cargo clippy --quiet --all-targets -- -D warnings
	cargo clippy --quiet --target wasm32-unknown-unknown --lib --bin sesame --bin sesame-scan -- -D warnings
	cargo clippy --quiet --target wasm32-unknown-unknown --features full --lib --bin sesame-full -- -D warnings

builds:
	$(MAKE) --no-print-directory build
	$(MAKE) --no-print-directory build-crash

# The first app alone with one deliberate panic reachable (`#/crash-test`), for the panic-screen
# test: its page without the other two WebAssembly files (a third of the time of a whole build).
build-crash: tools
	sed '/data-bin="sesame-full"/d; /data-bin="sesame-scan"/d' index.html > crash-test.html
	SESAME_FIRST_APP_ALONE=1 $(TRUNK) build --release --features crash-test --dist dist-crash crash-test.html

test-browser: build build-crash browser-tools
	cd tests/e2e && npx playwright test
	cd tests/e2e && node engines.mjs

bench: build browser-tools
	node tools/bench.mjs

# ---- installing what is missing ------------------------------------------------------------

tools:
	@rustup target list --installed | grep -qx wasm32-unknown-unknown \
	  || rustup target add wasm32-unknown-unknown
	@rustup component list --installed | grep -q '^clippy' && rustup component list --installed | grep -q '^rustfmt' \
	  || rustup component add clippy rustfmt
	@trunk --version 2>/dev/null | grep -qF "$(TRUNK_VERSION)" \
	  || cargo install trunk --version $(TRUNK_VERSION) --locked --force
	@wasm-bindgen --version 2>/dev/null | grep -qF "$(WASM_BINDGEN_VERSION)" \
	  || cargo install wasm-bindgen-cli --version $(WASM_BINDGEN_VERSION) --force
	@# wasm-opt from npm's binaryen: Debian's is too old and its output breaks the page.
	@# Lighthouse (npm) measures the first paint in the benchmark.
	@[ -f tools/node_modules/binaryen/bin/wasm-opt ] && [ -d tools/node_modules/lighthouse ] || (cd tools && npm ci --no-audit --no-fund)
	@mkdir -p $(TOOLS_BIN) && ln -sf $(ROOT)/tools/node_modules/binaryen/bin/wasm-opt $(TOOLS_BIN)/wasm-opt

# Chromium for the Playwright tests; WebKitGTK (Safari's engine) and Firefox ESR for the smoke
# test of the other engines (tests/e2e/engines.mjs), WebKit under a virtual display.
browser-tools:
	@[ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ] && [ -x /usr/bin/WebKitWebDriver ] \
	  && [ -x /usr/bin/firefox-esr ] && [ -x /usr/bin/xvfb-run ] && [ -x /usr/bin/xauth ] \
	  || { $(SUDO) apt-get update && $(SUDO) apt-get install -y --no-install-recommends \
	       chromium chromium-driver webkit2gtk-driver firefox-esr xvfb xauth; }
	@[ -d tests/e2e/node_modules/@playwright/test ] && [ -d tests/e2e/node_modules/axe-core ] \
	  && [ -d tests/e2e/node_modules/puppeteer-core ] || (cd tests/e2e && npm ci --no-audit --no-fund)

clean:
	cargo clean
	rm -rf dist dist-crash .tools crash-test.html
