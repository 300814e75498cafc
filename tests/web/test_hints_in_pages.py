"""Hints and the chances of winning in the page: at a table against a bot the Hint button
outlines the best action's places on the board with its chance and lists the best three; a
finished game's replay shows each player's chance after every move and where the game
turned."""

from __future__ import annotations

import json
import re

from playwright.sync_api import Page, expect

from tests.server.services import ServerProcess

from .pages import OVER, enter_as_guest, play_by_requests, set_table, wait_for_turn


def percent(chance: float) -> str:
    return "100%" if chance >= 1 else "0%" if chance <= 0 else \
        f"{min(99, max(1, round(100 * chance)))}%"


def contains(action: dict[str, object], fields: dict[str, object]) -> bool:
    return all(key in action and action[key] == value for key, value in fields.items())


def test_hint_highlights_the_best_action_on_the_board_with_its_chance(
        page: Page, server: ServerProcess) -> None:
    enter_as_guest(page, server.url)
    table = set_table(page, "fantasy-brewers", ["me", "bot:easy"])
    assert wait_for_turn(page) == "act"
    hint = page.locator("#hint")
    expect(hint).to_be_visible()
    expect(page.locator(".target.hinted")).to_have_count(0)
    hint.click()
    box = page.locator("#hint-box:not([hidden])")
    expect(box).to_contain_text("chance of winning", timeout=10_000)
    seat = page.request.get(f"{server.url}/api/tables/{table}").json()["yours"][0]
    advice = page.request.get(f"{server.url}/api/matches/{table}/hint?seat={seat}").json()
    best = advice["actions"][0]
    items = box.locator("li")
    expect(items).to_have_count(len(advice["actions"]))
    for i, advised in enumerate(advice["actions"]):
        assert items.nth(i).inner_text() == f"{advised['label']}: {advised['words']}"
    expect(box).to_contain_text(f"The best gives you a {percent(advice['chance'])} chance "
                                "of winning")

    outlined = page.locator("#board .target.hinted")
    if outlined.count():  # the best has a place: outlined, its chance beside it
        for i in range(outlined.count()):
            fields = outlined.nth(i).get_attribute("data-fields") or "{}"
            assert contains(best["action"], json.loads(fields))
        label = page.locator("#board .target.hinted .hint-chance")
        expect(label).to_have_count(1)
        assert label.text_content() == percent(best["chance"])
        assert re.fullmatch(r"\d{1,3}%", label.text_content() or "")
        box_of = label.bounding_box()
        assert box_of is not None and box_of["width"] > 0
    else:  # an action no place stands for: its button
        expect(page.locator("#actions button.hinted")).to_have_text(best["label"])

    # playing the best clears the hint
    if outlined.count():
        outlined.last.focus()
        page.keyboard.press("Enter")
    else:
        page.locator("#actions button.hinted").click()
    expect(page.locator("#board .target.hinted")).to_have_count(0, timeout=10_000)
    expect(page.locator("#hint-box")).to_be_hidden()


def test_the_replay_charts_each_players_chance_and_where_the_game_turned(
        page: Page, server: ServerProcess) -> None:
    enter_as_guest(page, server.url)
    table = set_table(page, "monastery", ["me", "bot:easy"])
    play_by_requests(server.url, table, page)
    page.wait_for_selector(OVER)
    page.click("#replay-start")
    chart = page.locator("#chances-chart svg")
    expect(chart).to_be_visible(timeout=30_000)
    found = page.request.get(f"{server.url}/api/matches/{table}/chances").json()
    lines = page.locator("#chances-chart polyline").all()
    assert len(lines) == len(found["names"]) == 2
    groups = page.locator("#chances-chart g.chance").all()
    for seat, group in enumerate(groups):
        points = [float(x) for x in (group.get_attribute("data-chances") or "").split()]
        assert len(points) == found["steps"] + 1
        assert all(0 <= p <= 1 for p in points)
        assert group.get_attribute("data-seat") == str(seat)
    for name in found["names"]:
        expect(chart).to_contain_text(name)
    turn = found["turn"]
    caption = page.locator("#chances-turn")
    expect(caption).to_contain_text(f"The game turned at move {turn['step']}: {turn['words']}")
    page.click("#chances-turn-go")
    expect(page.locator("#replay-step")).to_have_text(
        f"Replay: after {turn['step']} moves of {found['steps']}")
    cursor = page.locator("#chances-chart .cursor")
    expect(cursor).to_have_count(1)
