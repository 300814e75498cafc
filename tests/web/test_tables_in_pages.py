"""A table in the page: undo, the points so far, moves over the table's socket (over HTTP while
it is down), hot-seat hiding one seat's secrets from the next, a refused move showing its
reason, a dropped connection caught up, and the table on a phone."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import httpx
from playwright.sync_api import Browser, Page, Request, WebSocket, WebSocketRoute, expect

import alehouse
from tests.server.services import ServerProcess

from .pages import (
    OVER,
    click_something,
    enter_as_guest,
    play_by_requests,
    play_to_end,
    set_table,
    wait_for_turn,
)


def version(page: Page) -> int:
    return int(page.locator("#play").get_attribute("data-version") or -1)


def settled(page: Page) -> tuple[int, str, list[str]]:
    """The version, the decision sentence and the log the page shows now."""
    return version(page), page.inner_text("#decision"), page.locator("#log li").all_inner_texts()


class Sent:
    """What the page sends the server: its sockets' messages and its HTTP requests."""

    def __init__(self, page: Page) -> None:
        self.frames: list[dict[str, Any]] = []
        self.posts: list[str] = []
        self.answers: list[int] = []
        """The statuses of the answers to moves and undo over HTTP."""
        page.on("websocket", self._socket)
        page.on("request", self._request)
        page.on("response", lambda r: self.answers.append(r.status)
                if r.request.method == "POST" and PLAYED.search(r.url) else None)

    def _socket(self, socket: WebSocket) -> None:
        socket.on("framesent", lambda payload: self.frames.append(json.loads(payload)))

    def _request(self, request: Request) -> None:
        if request.method == "POST":
            self.posts.append(request.url)

    def of_type(self, kind: str) -> list[dict[str, Any]]:
        return [f for f in self.frames if f.get("type") == kind]

    def played_over_http(self) -> list[str]:
        return [url for url in self.posts if PLAYED.search(url)]


PLAYED = re.compile(r"/api/matches/[^/]+/(moves|undo)$")


def points_shown(page: Page) -> list[str]:
    return page.locator("#players .points").all_inner_texts()


def test_undo_takes_the_last_action_back(page: Page, server: ServerProcess) -> None:
    """Undo, over the table's socket like every move; beside each name the points so far
    (Dice Brewing's mastery points), as the server says."""
    sent = Sent(page)
    enter_as_guest(page, server.url)
    table = set_table(page, "dice-brewing", ["me", "bot:easy"])
    rng = random.Random(3)
    seen: dict[int, tuple[str, list[str]]] = {}
    compared = 0
    for _ in range(300):
        assert wait_for_turn(page) == "act"
        v, decision, log = settled(page)
        seen[v] = (decision, log)
        state = httpx.get(f"{server.url}/api/matches/{table}").json()
        if state["version"] == v:  # the page shows that version: the same points
            assert points_shown(page) == [f" · {p} mastery point{'' if p == 1 else 's'}"
                                          for p in state["running_score"]]
            compared += 1
        undo = page.locator("#undo")
        if undo.is_visible() and v - 1 in seen:
            undo.click()
            page.wait_for_function(f"() => Number(document.querySelector('#play')"
                                   f".dataset.version) > {v}")
            wait_for_turn(page)
            assert settled(page)[1:] == seen[v - 1]
            assert sent.of_type("move") and sent.of_type("undo")[-1]["version"] == v
            assert not sent.played_over_http()
            assert compared
            return
        click_something(page, rng)
    raise AssertionError("no action could be taken back in 300 clicks")


def test_moves_go_over_http_while_the_socket_is_down(page: Page,
                                                      server: ServerProcess) -> None:
    sent = Sent(page)
    routes: list[WebSocketRoute] = []
    down = {"on": False}

    def route(socket: WebSocketRoute) -> None:
        if down["on"]:
            socket.close()
            return
        socket.connect_to_server()
        routes.append(socket)

    page.route_web_socket(re.compile(r".*/live\?.*"), route)
    enter_as_guest(page, server.url)
    table = set_table(page, "fantasy-brewers", ["me", "bot:easy"])
    assert wait_for_turn(page) == "act"
    down["on"] = True
    routes[-1].close()
    expect(page.locator("#connection")).to_contain_text("connection was lost")
    before = version(page)
    rng = random.Random(6)
    for _ in range(20):
        if sent.played_over_http():
            break
        click_something(page, rng)
        page.wait_for_timeout(100)
    assert sent.played_over_http(), "no move went over HTTP in 20 clicks"
    page.wait_for_timeout(500)
    assert 200 in sent.answers, sent.answers  # made, though the page has not heard of it yet
    state = httpx.get(f"{server.url}/api/matches/{table}").json()
    assert state["version"] > before
    down["on"] = False
    page.wait_for_function(f"() => Number(document.querySelector('#play').dataset.version)"
                           f" >= {state['version']}", timeout=30_000)
    expect(page.locator("#connection")).to_have_text("")


SCREENS = """() => {
  // each screen the board draws (a group titled "Red's screen"): what it says is behind it,
  // and how many tiles it shows by name (the pictures of a tile titled with its turning)
  const out = {};
  for (const title of document.querySelectorAll("#board svg g > title")) {
    const named = title.textContent.match(/^(\\w+)'s screen$/);
    if (!named) continue;
    const screen = title.parentElement;
    const texts = [...screen.querySelectorAll("text")].map((t) => t.textContent);
    const pictures = [...screen.querySelectorAll("title")]
      .filter((t) => /, (as printed|turned \\d+ degrees): /.test(t.textContent));
    out[named[1]] = {behind: texts.find((t) => t.startsWith("Behind")) || "",
                     named: pictures.length};
  }
  return out;
}"""


def screens(page: Page) -> dict[str, dict[str, Any]]:
    """What the board shows behind each seat's screen, by seat name: its words and how many
    tiles it shows by name."""
    shown: dict[str, dict[str, Any]] = page.evaluate(SCREENS)
    return shown


def test_hot_seat_hands_over_without_showing_the_last_players_secrets(
        page: Page, server: ServerProcess) -> None:
    enter_as_guest(page, server.url)
    set_table(page, "monastery", ["me", "me"])
    rng = random.Random(5)
    handovers = 0
    mover = ""
    for _ in range(500):
        if handovers == 3:
            break
        seen = wait_for_turn(page)
        if seen == "handover":
            expect(page.locator("#play")).to_be_hidden()
            assert page.locator("#board svg, #picture pre").count() == 0
            assert page.locator("#log li").count() == 0
            name = page.inner_text("#handover-title").removeprefix("Hand over to ")
            assert name != mover
            page.click("#handover-go")
            page.wait_for_selector("#board svg")
            shown = screens(page)
            mine = shown[name]  # my own tiles, by name
            assert mine["behind"].startswith("Behind your screen"), shown
            assert mine["named"] or mine["behind"].endswith("no tiles"), shown
            others = [seat for seat in shown if seat != name]
            assert others and all(re.match(r"Behind the screen: \d+ tiles?\b", shown[o]["behind"])
                                  and not shown[o]["named"] for o in others), shown
            handovers += 1
            mover = name
            continue
        click_something(page, rng)
    assert handovers == 3, "fewer than three handovers in 500 steps"


def test_a_stale_move_is_refused_with_its_reason(page: Page, server: ServerProcess) -> None:
    enter_as_guest(page, server.url)
    table = set_table(page, "fantasy-brewers", ["me", "bot:easy"])
    behind = page.context.new_page()
    silenced = {"on": False}

    def route(socket: WebSocketRoute) -> None:
        # silenced, the page hears no more states (it stays at its version); the answers to
        # its moves still come
        to_server = socket.connect_to_server()
        to_server.on_message(lambda m: None if silenced["on"] and '"type":"state"' in str(m)
                             else socket.send(m))

    behind.route_web_socket(re.compile(r".*/live\?.*"), route)
    behind.goto(f"{server.url}/table/{table}")
    rng = random.Random(8)
    assert wait_for_turn(page) == "act"
    assert wait_for_turn(behind) == "act"
    silenced["on"] = True  # the second page hears no more: it stays at this version
    before = version(page)
    for _ in range(100):
        if version(page) != before:
            break
        click_something(page, rng)
        page.wait_for_timeout(200)
    assert version(page) != before, "no move was made in 100 tries"
    buttons = behind.locator("#actions button:not([disabled])")
    if buttons.count():
        buttons.first.click()
    else:
        behind.locator(".target.live").first.focus()
        behind.keyboard.press("Enter")
    expect(behind.locator("#problem")).to_contain_text("That move was refused: this move was "
                                                       "made against version")
    assert wait_for_turn(behind) == "act"  # read again after the refusal: it may move on
    behind.close()


def test_a_dropped_connection_catches_up(page: Page, server: ServerProcess) -> None:
    enter_as_guest(page, server.url)
    set_table(page, "heaven-and-ale", ["me", "bot:easy"])
    rng = random.Random(13)
    for _ in range(4):
        wait_for_turn(page)
        click_something(page, rng)
    server.kill()
    try:
        expect(page.locator("#connection")).to_contain_text("connection was lost")
    finally:
        server.start()
    expect(page.locator("#connection")).to_have_text("", timeout=30_000)
    start = version(page)
    for _ in range(100):
        if version(page) >= start + 3 or wait_for_turn(page) == "over":
            break
        click_something(page, rng)
    assert version(page) >= start + 3


def test_a_finished_game_is_replayed_step_by_step(page: Page, server: ServerProcess) -> None:
    enter_as_guest(page, server.url)
    set_table(page, "heaven-and-ale", ["me", "bot:easy"])
    play_to_end(page, random.Random(21))
    final_log = page.locator("#log li").count()
    page.click("#replay-start")
    expect(page.locator("#replay-step")).to_contain_text("after 0 moves of")
    steps = int(page.inner_text("#replay-step").rsplit(" ", 1)[1])
    assert steps > 10
    start_log = page.locator("#log li").count()
    assert 0 < start_log < final_log
    page.click("#replay-next")
    expect(page.locator("#replay-step")).to_contain_text(f"after 1 move of {steps}")
    assert page.locator("#log li").count() > start_log
    page.locator("#replay-slider").fill(str(steps // 2))
    expect(page.locator("#replay-step")).to_contain_text(f"after {steps // 2} moves of")
    page.click("#replay-back")
    expect(page.locator("#replay-step")).to_contain_text(f"after {steps // 2 - 1} moves of")
    page.click("#replay-last")
    expect(page.locator("#replay-step")).to_contain_text(f"after {steps} moves of {steps}")
    expect(page.locator("#log li")).to_have_count(final_log)
    page.click("#replay-leave")
    expect(page.locator("#replay")).to_be_hidden()
    expect(page.locator("#decision")).to_have_text("The game is over.")


def test_the_replay_shows_each_players_points_at_its_step(page: Page,
                                                         server: ServerProcess) -> None:
    """Dice Brewing keeps mastery points as it goes: beside each name the replay shows those of
    the step it is at, and the game's own again once it is left."""
    enter_as_guest(page, server.url)
    table = set_table(page, "dice-brewing", ["me", "bot:easy"])
    play_by_requests(server.url, table, page, seconds=240)
    page.wait_for_selector(OVER)
    final = points_shown(page)
    record = httpx.get(f"{server.url}/api/matches/{table}/record").json()
    steps = len(record["moves"])

    def expected(step: int) -> list[str]:
        then = alehouse.replay(record, upto=step)
        return [f" · {p} mastery point{'' if p == 1 else 's'}"
                for p in then.game.running_score(then.view(None))]

    page.click("#replay-start")
    expect(page.locator("#replay-step")).to_contain_text("after 0 moves of")
    assert points_shown(page) == expected(0) != final
    middle = steps // 2
    page.locator("#replay-slider").fill(str(middle))
    expect(page.locator("#replay-step")).to_contain_text(f"after {middle} moves of")
    assert points_shown(page) == expected(middle)
    page.click("#replay-leave")
    expect(page.locator("#replay")).to_be_hidden()
    expect(page.locator("#players .points").first).to_have_text(final[0])
    assert points_shown(page) == final


def test_a_purchase_narrows_from_the_tile_to_the_garden_spot(page: Page,
                                                             server: ServerProcess) -> None:
    enter_as_guest(page, server.url)
    set_table(page, "heaven-and-ale", ["me", "bot:easy"])
    rng = random.Random(34)
    tile = page.locator(".target.live[aria-label$='(buy it)']")
    for _ in range(200):
        if wait_for_turn(page) == "act" and tile.count():
            break
        click_something(page, rng)
    else:
        raise AssertionError("no tile to buy in 200 clicks")
    before = version(page)
    tile.first.focus()
    page.keyboard.press("Enter")
    expect(page.locator("#choice-hint")).to_contain_text("Narrowed to")
    expect(page.locator(".target.chosen")).to_have_count(1)
    spots = page.locator(".target.live[aria-label$='empty']")
    assert spots.count() >= 1
    assert page.locator(".target.live[aria-label$='(buy it)']").count() == 0
    assert version(page) == before  # nothing sent yet
    spots.first.focus()
    page.keyboard.press("Enter")
    page.wait_for_function(f"() => Number(document.querySelector('#play').dataset.version)"
                           f" > {before}")
    assert any(" buys " in line for line in page.locator("#log li").all_inner_texts())


def test_a_phone_shows_the_board_at_its_size_beneath_the_choice(browser: Browser,
                                                               server: ServerProcess) -> None:
    page = browser.new_context(viewport={"width": 390, "height": 800}).new_page()
    try:
        enter_as_guest(page, server.url)
        set_table(page, "heaven-and-ale", ["me", "bot:easy"])
        assert wait_for_turn(page) == "act"
        width = page.evaluate("() => document.documentElement.scrollWidth")
        assert width <= 390, f"the page is {width} pixels wide on a 390-pixel screen"
        board = page.locator("#board svg").bounding_box()
        assert board is not None and board["width"] > 1000  # its own size, scrolled sideways
        assert page.locator("#board").evaluate("b => b.scrollWidth > b.clientWidth")
        tops = [page.locator(s).bounding_box()["y"]  # type: ignore[index]
                for s in ("#players-card", "#acting", "#board", "#chat", "#log-card")]
        assert tops == sorted(tops), tops
        page.click("#zoom")
        expect(page.locator("#zoom")).to_have_text("Enlarge the board")
        fitted = page.locator("#board svg").bounding_box()
        assert fitted is not None and fitted["width"] <= 390
    finally:
        page.context.close()
