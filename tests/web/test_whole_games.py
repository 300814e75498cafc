"""Every game played to its end in Chromium by clicking in the page, against an easy bot;
the scores the page shows at the end are the server's."""

from __future__ import annotations

import random

import httpx
import pytest
from playwright.sync_api import Page

import alehouse
from tests.server.services import ServerProcess

from .conftest import ARTIFACTS
from .pages import enter_as_guest, final_scores, play_to_end, scores_of, set_table


@pytest.mark.parametrize("game", alehouse.games())
def test_a_whole_game_is_played_by_clicking(game: str, page: Page,
                                            server: ServerProcess) -> None:
    enter_as_guest(page, server.url)
    table = set_table(page, game, ["me", "bot:easy"])
    clicks = play_to_end(page, random.Random(game), ARTIFACTS / f"{game}.png")
    assert clicks > 0
    page.screenshot(path=str(ARTIFACTS / f"{game}-end.png"), full_page=True)
    result = httpx.get(f"{server.url}/api/matches/{table}").json()
    assert result["status"] == "finished"
    assert final_scores(page) == scores_of(result["result"])
    assert page.locator("#end").inner_text().count("Total") == 1
    reason = result["result"]["termination"]["reason"]
    assert reason[0].upper() + reason[1:] in page.locator("#end").inner_text()
