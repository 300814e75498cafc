"""`make screenshots`: a picture of every game's table mid-game, as the browser shows it, into
docs/img/<game>.png (the README shows them). A server on a new SQLite database, Debian's
Chromium, a guest against an easy bot, a dozen clicks chosen by a fixed seed.

    .venv/bin/python -m tests.web.screenshots [FOLDER]
"""

from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

import alehouse
from tests.server.services import ServerProcess

from .conftest import CHROMIUM
from .pages import click_something, enter_as_guest, set_table, wait_for_turn

CLICKS = 12
WIDTH = 1100


def main(argv: list[str]) -> int:
    folder = Path(argv[0]) if argv else Path("docs/img")
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as work:
        server = ServerProcess(f"sqlite:///{Path(work) / 'alehouse.db'}",
                               workdir=Path(work)).start()
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=str(CHROMIUM))
                for game in alehouse.games():
                    page = browser.new_page(viewport={"width": WIDTH, "height": 900})
                    enter_as_guest(page, server.url)
                    set_table(page, game, ["me", "bot:easy"])
                    rng = random.Random(game)
                    clicks = 0
                    while clicks < CLICKS and wait_for_turn(page) == "act":
                        clicks += bool(click_something(page, rng))
                    wait_for_turn(page)
                    out = folder / f"{game}.png"
                    page.locator("main").screenshot(path=str(out))
                    print(f"{out}: after {clicks} clicks")
                    page.close()
                browser.close()
        finally:
            server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
