"""Every game played to its end in Chromium by clicking in the page, against an easy bot;
the scores the page shows at the end are the server's.

A 2-player Dice Brewing game is hundreds of clicks (over three minutes in Chromium on a 2-core
machine): the unit suite clicks its first `CLICKS` decisions and plays the rest through the
API, and the nightly sweep clicks it to the end like the others."""

from __future__ import annotations

import random

import httpx
import pytest
from playwright.sync_api import Page

import alehouse
from tests.server.services import ServerProcess

from .conftest import ARTIFACTS
from .pages import (
    OVER,
    click_for,
    enter_as_guest,
    final_scores,
    play_by_requests,
    play_to_end,
    scores_of,
    set_table,
)

LONG = ("dice-brewing",)
"""Games whose whole game takes minutes of clicking."""
CLICKS = 80
"""The decisions of a long game the unit suite clicks before playing on through the API."""


@pytest.mark.parametrize("game", [pytest.param(g, marks=pytest.mark.sweep) if g in LONG else g
                                  for g in alehouse.games()])
def test_a_whole_game_is_played_by_clicking(game: str, page: Page,
                                            server: ServerProcess) -> None:
    enter_as_guest(page, server.url)
    table = set_table(page, game, ["me", "bot:easy"])
    clicks = play_to_end(page, random.Random(game), ARTIFACTS / f"{game}.png")
    assert clicks > 0
    page.screenshot(path=str(ARTIFACTS / f"{game}-end.png"), full_page=True)
    the_page_shows_the_servers_end(page, server, table)


@pytest.mark.parametrize("game", LONG)
def test_a_long_game_is_clicked_for_a_while_and_its_end_shown(
        game: str, page: Page, server: ServerProcess) -> None:
    enter_as_guest(page, server.url)
    table = set_table(page, game, ["me", "bot:easy"])
    clicks, over = click_for(page, random.Random(game), CLICKS, ARTIFACTS / f"{game}.png")
    assert (clicks, over) == (CLICKS, False)
    play_by_requests(server.url, table, page)
    page.wait_for_selector(OVER)
    page.screenshot(path=str(ARTIFACTS / f"{game}-end.png"), full_page=True)
    the_page_shows_the_servers_end(page, server, table)


def the_page_shows_the_servers_end(page: Page, server: ServerProcess, table: str) -> None:
    """The page's end shows the server's final scores, one total row and the reason."""
    result = httpx.get(f"{server.url}/api/matches/{table}").json()
    assert result["status"] == "finished"
    assert final_scores(page) == scores_of(result["result"])
    assert page.locator("#end").inner_text().count("Total") == 1
    reason = result["result"]["termination"]["reason"]
    assert reason[0].upper() + reason[1:] in page.locator("#end").inner_text()
