"""Fixtures of the browser tests: `alehouse serve` as a process on a new SQLite database, and
Debian's Chromium (``apt-get install chromium``; `make test` installs it) driven by Playwright,
launched by its path: no browser is downloaded."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, sync_playwright

from tests.server.services import ServerProcess

CHROMIUM = Path("/usr/bin/chromium")
ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts"
"""Screenshots of the boards mid-game (not committed)."""


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """A server process of its own (a test may kill and start it again): its URL is `.url`."""
    workdir = tmp_path_factory.mktemp("web")
    process = ServerProcess(f"sqlite:///{workdir / 'alehouse.db'}", workdir=workdir).start()
    try:
        yield process
    finally:
        process.stop()


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    if not CHROMIUM.exists():
        pytest.fail("Chromium is not installed: `apt-get install chromium` (make test does)")
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM))
        try:
            yield launched
        finally:
            launched.close()


@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:
    """A page of its own browser context (its own cookies), at desktop width."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    opened = context.new_page()
    errors: list[str] = []
    opened.on("pageerror", lambda error: errors.append(str(error)))
    try:
        yield opened
    finally:
        context.close()
    assert not errors, f"the page's script failed: {errors}"
