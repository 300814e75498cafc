# The README's two commands: `make run` and `make test`. Each creates .venv and installs what it
# needs on a fresh machine (Python >= 3.11 on PATH as python3).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
GAME ?= fantasy-brewers
SEATS ?= human,random
PORT ?= 8000
CHROMIUM := /usr/bin/chromium
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run play screenshots test lint typecheck unit sweep strength bench bench-bots bench-interop bench-openspiel bench-server profile clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-dev: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[dev]'  # dev includes the rl extra (interop tests)
	touch $@ $(VENV)/.installed $(VENV)/.installed-server

$(VENV)/.installed-server: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[server]'
	touch $@ $(VENV)/.installed

# the browser tests (tests/web) drive Debian's Chromium by its path: Playwright downloads none
$(CHROMIUM):
	$(SUDO) apt-get update -qq
	$(SUDO) apt-get install -y -qq chromium

## make run: the game server on the SQLite default (alehouse.db); open the address it prints
run: $(VENV)/.installed-server
	@echo "Alehouse: open http://127.0.0.1:$(PORT)/ in a browser (Ctrl-C stops the server)"
	$(BIN)/alehouse serve --port $(PORT)

## make play: a game in the terminal against a bot (GAME=..., SEATS=human,random)
play: $(VENV)/.installed
	$(BIN)/alehouse play $(GAME) --seats $(SEATS)

## make screenshots: every game's table mid-game in Chromium, into docs/img/<game>.png
screenshots: $(VENV)/.installed-dev | $(CHROMIUM)
	$(BIN)/python -m tests.web.screenshots docs/img

## make test: ruff, mypy (strict on core/), then the test suite (long sweeps excluded)
test: lint typecheck unit

lint: $(VENV)/.installed-dev
	$(BIN)/ruff check src tests benchmarks

typecheck: $(VENV)/.installed-dev
	$(BIN)/mypy

unit: $(VENV)/.installed-dev | $(CHROMIUM)
	$(BIN)/pytest -q -n 2 -m "not sweep"

## make sweep: the long random sweeps (thousands of games), and Dice Brewing clicked to the end in Chromium, for nightly runs
sweep: $(VENV)/.installed-dev | $(CHROMIUM)
	$(BIN)/pytest -q -n 2 -m "sweep and not strength"

## make strength: bot strength checks in all five games (greedy beats random, ismcts beats greedy; 2-3 hours)
strength: $(VENV)/.installed-dev
	$(BIN)/pytest -q -m strength

## make bench: every benchmark table (engine beside python-chess, codec, ISMCTS speed, PettingZoo), written into benchmarks/README.md
bench: $(VENV)/.installed-dev
	$(BIN)/python benchmarks/report.py --write

## make profile GAME=heaven-and-ale [PLAYERS=4]: a cProfile of random play (profiles/*.prof)
GAME ?= heaven-and-ale
PLAYERS ?= 4
profile: $(VENV)/.installed
	$(BIN)/python benchmarks/hotspots.py $(GAME) --players $(PLAYERS)

## make bench-server: the game server under load (10, 100, 1,000 games; SQLite and PostgreSQL)
bench-server: $(VENV)/.installed-dev
	$(BIN)/python benchmarks/server.py

## make bench-bots: ISMCTS speed per game and the strength table (hours; see benchmarks/README.md)
bench-bots: $(VENV)/.installed-dev
	$(BIN)/python benchmarks/bots.py

## make bench-openspiel: our ismcts against OpenSpiel's ISMCTSBot at equal time per decision (an hour or two)
bench-openspiel: $(VENV)/.installed-dev
	$(BIN)/python benchmarks/vs_openspiel.py --workers 2

## make bench-interop: PettingZoo turns/s of every game beside chess_v6 and connect_four_v3
bench-interop: $(VENV)/.installed-dev
	$(BIN)/python benchmarks/interop.py --markdown

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
