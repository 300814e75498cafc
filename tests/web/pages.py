"""What the browser tests do in the pages, as a player would: enter, set a table, click the
board's highlighted places and the action buttons until the game ends."""

from __future__ import annotations

import random
import secrets
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import Page

WAIT_MS = 30_000
"""The longest a step waits for the page (a bot's move, a move's answer)."""

ACTABLE = ".target.live, #actions button:not([disabled])"
OVER = "#end:not([hidden])"
HANDOVER = "#handover:not([hidden])"


def enter_as_guest(page: Page, url: str) -> None:
    page.goto(url + "/")
    page.click("#guest")
    page.wait_for_url("**/lobby")


def sign_up(page: Page, url: str, name: str, password: str = "a good password") -> None:
    page.goto(url + "/")
    page.fill("#signup [name=name]", name)
    page.fill("#signup [name=password]", password)
    page.click("#signup button")
    page.wait_for_url("**/lobby")


def set_table(page: Page, game: str, seats: list[str], players: int | None = None,
              options: dict[str, str] | None = None) -> str:
    """Set a table in the lobby's form (seats: "me", "bot:easy"...); the table's id."""
    page.wait_for_selector("#seats select")
    page.select_option("#game", game)
    page.select_option("#players", str(players or len(seats)))
    for key, value in (options or {}).items():
        page.select_option(f"[data-option={key}]", value)
    for i, seat in enumerate(seats):
        page.select_option(f"[data-seat='{i}']", seat)
    page.click("#create button[type=submit]")
    page.wait_for_url("**/table/*")
    return page.url.rsplit("/", 1)[1]


def two_at_a_table(ann: Page, bob: Page, url: str, game: str) -> str:
    """Ann and Bob sign up, Ann sets a table of `game` with an open seat and Bob takes it from
    the table's page: the table's id, once both pages show it."""
    sign_up(ann, url, f"Ann{secrets.token_hex(3)}")
    sign_up(bob, url, f"Bob{secrets.token_hex(3)}")
    table = set_table(ann, game, ["me", "open"])
    bob.goto(f"{url}/table/{table}")
    bob.click("#waiting button")  # take the seat
    return table


def wait_for_turn(page: Page) -> str:
    """Wait until the page offers something to do: "act", "handover" or "over"."""
    page.wait_for_function(
        f"""() => document.querySelector("{OVER}") ? "over"
              : document.querySelector("{HANDOVER}") ? "handover"
              : document.querySelector("{ACTABLE}") ? "act" : null""", timeout=WAIT_MS)
    if page.locator(OVER).count():
        return "over"
    if page.locator(HANDOVER).count():
        return "handover"
    return "act"


def click_something(page: Page, rng: random.Random) -> str:
    """Click one highlighted place or action button, chosen at random; what was clicked."""
    things = page.locator(ACTABLE)
    count = things.count()
    if not count:
        return ""
    thing = things.nth(rng.randrange(count))
    try:
        label = thing.get_attribute("aria-label", timeout=2000) or thing.inner_text(timeout=2000)
        if (thing.get_attribute("class", timeout=2000) or "").find("target") >= 0:
            # a place on the board: the keyboard reaches it wherever other drawing overlaps it
            thing.focus(timeout=2000)
            page.keyboard.press("Enter")
        else:
            thing.click(timeout=2000)
    except Exception:  # redrawn meanwhile (a move arrived): look again
        return ""
    return label


def click_for(page: Page, rng: random.Random, most: int, screenshot: Path | None = None
              ) -> tuple[int, bool]:
    """Click (handing over at hot-seat tables) until the game ends or `most` clicks are made:
    the clicks made and whether the game is over. A screenshot of the board after 12 clicks
    when asked."""
    clicks = missed = 0
    while clicks < most:
        seen = wait_for_turn(page)
        if seen == "over":
            return clicks, True
        if seen == "handover":
            page.click("#handover-go")
            continue
        if click_something(page, rng):
            clicks += 1
            missed = 0
            if clicks == 12 and screenshot is not None:
                screenshot.parent.mkdir(parents=True, exist_ok=True)
                page.screenshot(path=str(screenshot), full_page=True)
        else:
            missed += 1
            assert missed < 50, "nothing on offer could be clicked 50 times in a row"
    return clicks, False


def play_to_end(page: Page, rng: random.Random, screenshot: Path | None = None,
                most: int = 1500) -> int:
    """Click until the game ends (handing over at hot-seat tables); the clicks made. A
    screenshot of the board after 12 clicks when asked."""
    clicks, over = click_for(page, rng, most, screenshot)
    if not over:
        raise AssertionError(f"the game did not end after {most} clicks")
    return clicks


def final_scores(page: Page) -> list[float]:
    return [float(cell) for cell in page.locator(".final-score").all_inner_texts()]


def scores_of(result: dict[str, Any]) -> list[float]:
    return [float(s) for s in result["scores"]]


def play_by_requests(url: str, table: str, *pages: Page, seconds: float = 120
                     ) -> dict[str, Any]:
    """Play the seats of the players at `pages` to the end through the API, each with its
    page's own session (each time the first legal action): quicker than clicking, for tests of
    what the pages show at the end of a game. The last state."""
    players = []
    for page in pages:
        headers = {"X-CSRF-Token": page.evaluate("() => localStorage.getItem('alehouse.csrf')")}
        seats = page.request.get(f"{url}/api/tables/{table}").json()["yours"]
        players += [(page, headers, seat) for seat in seats]
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        moved = False
        for page, headers, seat in players:
            response = page.request.get(f"{url}/api/matches/{table}?seat={seat}")
            if response.status == 429:  # the server's rate limit: slow down
                time.sleep(1)
                continue
            assert response.ok, f"{response.status}: {response.text()}"
            state = response.json()
            if state["status"] == "finished":
                return dict(state)
            if state["legal"]:
                answer = page.request.post(
                    f"{url}/api/matches/{table}/moves", headers=headers,
                    data={"seat": seat, "version": state["version"],
                          "action": state["legal"][0]["index"], "answer": "version"})
                if answer.status == 429:  # the server's rate limit: slow down
                    time.sleep(1)
                moved = moved or answer.ok
        if not moved:
            time.sleep(0.05)  # a bot is thinking
    raise AssertionError(f"the game did not end in {seconds} seconds")
