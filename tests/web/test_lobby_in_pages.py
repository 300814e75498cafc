"""Two accounts in the lobby: one sets a table with a seat kept for the invite link, the other
opens the link and takes the seat, the game starts on both pages, and "my games" puts the
table awaiting you first."""

from __future__ import annotations

import random
import re
import secrets
import time

from playwright.sync_api import Browser, Page, expect

from alehouse.bots import levels
from tests.server.services import ServerProcess

from .pages import ACTABLE, WAIT_MS, click_something, enter_as_guest, set_table, sign_up


def first_to_act(pages: list[Page]) -> Page:
    """The page that offers something to click first (within the usual wait)."""
    deadline = time.monotonic() + WAIT_MS / 1000
    while time.monotonic() < deadline:
        for page in pages:
            if page.locator(ACTABLE).count():
                return page
        pages[0].wait_for_timeout(100)
    raise AssertionError("no page offers anything to do")


def test_a_friend_joins_by_the_invite_link_and_both_play(browser: Browser,
                                                         server: ServerProcess) -> None:
    ann = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
    bob = browser.new_context(viewport={"width": 390, "height": 800}).new_page()  # a phone
    try:
        sign_up(ann, server.url, f"Ann{secrets.token_hex(3)}")
        table = set_table(ann, "fantasy-brewers", ["me", "invite"])
        expect(ann.locator("#waiting")).to_contain_text("Waiting for players")
        link = ann.locator("input.invite").input_value()
        assert link.startswith(f"{server.url}/table/{table}?invite=")

        sign_up(bob, server.url, f"Bob{secrets.token_hex(3)}")
        bob.goto(link)
        bob.click("#waiting button")  # take the seat
        for page in (ann, bob):
            expect(page.locator("#play")).to_be_visible(timeout=10_000)
            expect(page.locator("#players li")).to_have_count(3)  # two seats and the deadline

        rng = random.Random(2)
        for _ in range(4):  # whoever is to act clicks; the other page follows
            acting = first_to_act([ann, bob])
            before = acting.locator("#play").get_attribute("data-version")
            click_something(acting, rng)
            other = bob if acting is ann else ann
            other.wait_for_function(
                f"() => document.querySelector('#play').dataset.version !== '{before}'")

        waiting = ann if "(you)" in ann.locator("#players li.acting").first.inner_text() \
            else bob
        waiting.goto(f"{server.url}/lobby")
        first = waiting.locator("#mine li").first
        expect(first).to_contain_text("your turn")
        expect(first).to_contain_text("Fantasy Brewers")
    finally:
        ann.context.close()
        bob.context.close()


def test_a_seat_offers_the_bot_levels_in_words(browser: Browser, server: ServerProcess) -> None:
    page = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
    try:
        sign_up(page, server.url, f"Di{secrets.token_hex(3)}")
        page.wait_for_selector("#seats select")
        seat = page.locator("[data-seat='1'] option")
        values = seat.evaluate_all("(options) => options.map((o) => o.value)")
        assert values == ["me", *(f"bot:{name}" for name in levels()), "open", "invite"]
        texts = seat.all_inner_texts()
        assert texts[1:5] == [level.line for level in levels().values()]
        assert not any(word in t for t in texts for word in ("ismcts", "greedy", "time="))
        assert page.locator("[data-seat='1']").input_value() == "bot:easy"
    finally:
        page.context.close()


def test_the_host_calls_a_waiting_table_off(browser: Browser, server: ServerProcess) -> None:
    page = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
    try:
        sign_up(page, server.url, f"Cy{secrets.token_hex(3)}")
        set_table(page, "monastery", ["me", "open", "bot:hard"])
        expect(page.locator("#waiting")).to_contain_text("a hard bot")
        page.click("text=Call the table off")
        expect(page.locator("#waiting h2")).to_have_text("This table was called off")
    finally:
        page.context.close()


def test_a_live_table_shows_each_players_clock(browser: Browser, server: ServerProcess) -> None:
    page = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
    try:
        enter_as_guest(page, server.url)
        page.wait_for_selector("#seats select")
        page.select_option("#mode", "live")
        page.fill("#minutes", "5")
        set_table(page, "dice-brewing", ["me", "bot:easy"])
        clocks = page.locator(".clock")
        expect(clocks).to_have_count(2)
        for text in clocks.all_inner_texts():
            shown = re.fullmatch(r"· (\d+):(\d\d) left", text.strip())
            assert shown is not None, text
            assert 0 < int(shown.group(1)) * 60 + int(shown.group(2)) <= 300
    finally:
        page.context.close()
