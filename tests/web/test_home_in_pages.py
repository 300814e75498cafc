"""The home page: every game's card shows a picture of its board that loaded (the drawn board,
or for a game that draws none its view in panels, as its table page shows it)."""

from __future__ import annotations

from playwright.sync_api import Page, expect

import alehouse
from tests.server.services import ServerProcess


def test_every_game_on_the_home_page_shows_a_picture(page: Page, server: ServerProcess) -> None:
    page.goto(server.url + "/")
    cards = page.locator("#games li.game")
    expect(cards).to_have_count(len(alehouse.games()))
    assert [c.get_attribute("data-game") for c in cards.all()] == alehouse.games()
    for card in cards.all():
        picture = card.locator("img")
        picture.scroll_into_view_if_needed()  # the pictures load when they come into view
        picture.evaluate("img => img.decode()")
        assert picture.evaluate("img => img.complete && img.naturalWidth") > 0
        box = picture.bounding_box()
        assert box is not None and box["width"] > 100 and box["height"] > 100
        title = card.locator("h3").inner_text()
        assert title in (picture.get_attribute("alt") or "")
