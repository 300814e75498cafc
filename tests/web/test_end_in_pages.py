"""The end of a game in the page: the score chart stacks each player's points by the server's
breakdown (told apart by colour, pattern and letter, named in the legend), and the seated
players ask for a rematch, which leads both to the new table."""

from __future__ import annotations

import statistics

import httpx
from playwright.sync_api import Browser, Page, expect

from tests.server.services import ServerProcess

from .pages import OVER, enter_as_guest, play_by_requests, set_table, two_at_a_table


def test_the_score_chart_stacks_the_servers_breakdown(page: Page,
                                                      server: ServerProcess) -> None:
    enter_as_guest(page, server.url)
    table = set_table(page, "monastery", ["me", "bot:easy"])
    result = play_by_requests(server.url, table, page)["result"]
    page.wait_for_selector(OVER)
    names = next(g for g in httpx.get(f"{server.url}/api/games").json()
                 if g["id"] == "monastery")["categories"]

    segments = page.locator("#end .segment")
    expect(segments.first).to_be_visible()
    shown = {}
    for i in range(segments.count()):
        segment = segments.nth(i)
        key = (int(segment.get_attribute("data-seat") or -1),
               segment.get_attribute("data-category"))
        assert key not in shown, f"two segments for {key}"
        box = segment.bounding_box()
        assert box is not None
        shown[key] = (float(segment.get_attribute("data-points") or "nan"), box,
                      segment.inner_text(), segment.get_attribute("class"))
    expected = {(seat, key): float(points) for seat, breakdown in enumerate(result["breakdown"])
                for key, points in breakdown.items() if points}
    assert {key: seen[0] for key, seen in shown.items()} == expected
    assert any(p < 0 for p in expected.values()) and any(p > 0 for p in expected.values())

    # one scale for every segment: a segment's width is its points' share
    scale = statistics.median(box["width"] / abs(p) for p, box, _, _ in shown.values())
    for key, (p, box, _, _) in shown.items():
        assert abs(box["width"] - abs(p) * scale) <= 1.5, (key, p, box["width"], scale)
    # points above zero right of each bar's zero line, points below it to its left
    rows = page.locator("#end .bar-row")
    for seat in range(len(result["scores"])):
        zero = rows.nth(seat).locator(".above").bounding_box()
        assert zero is not None
        for (s, _), (p, box, _, _) in shown.items():
            if s == seat:
                assert box["x"] >= zero["x"] - 0.5 if p > 0 else \
                    box["x"] + box["width"] <= zero["x"] + 0.5
        assert float(rows.nth(seat).locator(".bar-value").inner_text()) == \
            float(result["scores"][seat])

    # the legend names each category in the rulebook's words, with the segments' letter and
    # pattern; no two categories share either
    legend = {item.get_attribute("data-category"): item
              for item in page.locator("#end .legend li").all()}
    assert set(legend) == {key for _, key in expected}
    marks = set()
    for key, item in legend.items():
        assert item.inner_text().strip().endswith(names[key])
        letter = item.locator("b").inner_text()
        pattern = item.locator(".swatch").get_attribute("class")
        marks.add((letter, pattern))
        for (_, k), (_, _, text, classes) in shown.items():
            if k == key:
                assert text == letter and pattern.split()[-1] in (classes or "")
    assert len({letter for letter, _ in marks}) == len({p for _, p in marks}) == len(legend)
    # the table of the breakdown is still there
    for key in legend:
        expect(page.locator("#end table.scores")).to_contain_text(names[key])


def test_both_players_follow_the_rematch_to_the_new_table(browser: Browser,
                                                          server: ServerProcess) -> None:
    ann = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
    bob = browser.new_context(viewport={"width": 390, "height": 800}).new_page()
    try:
        table = two_at_a_table(ann, bob, server.url, "fantasy-brewers")
        for page in (ann, bob):
            expect(page.locator("#play")).to_be_visible(timeout=10_000)
        play_by_requests(server.url, table, ann, bob)
        for page in (ann, bob):
            expect(page.locator("#rematch")).to_have_text("Rematch", timeout=10_000)

        ann.click("#rematch")
        ann.wait_for_url(lambda url: "/table/" in url and table not in url)
        again = ann.url.rsplit("/", 1)[1]
        assert again != table
        expect(ann.locator("#waiting")).to_contain_text("Waiting for players")
        # Bob's page, still at the end of the old game, hears of it
        expect(bob.locator("#rematch")).to_have_text("Join the rematch")
        expect(bob.locator("#rematch-offer")).to_be_visible()
        bob.click("#rematch")
        bob.wait_for_url(f"**/table/{again}")
        for page in (ann, bob):
            expect(page.locator("#play")).to_be_visible(timeout=10_000)
            expect(page.locator("#title")).to_have_text("Fantasy Brewers")
        seen = ann.request.get(f"{server.url}/api/tables/{again}").json()
        assert seen["rematch_of"] == table and seen["status"] == "playing"
        before = ann.request.get(f"{server.url}/api/tables/{table}").json()
        assert [s["player"] for s in seen["seats"]] == [s["player"] for s in before["seats"]]
    finally:
        ann.context.close()
        bob.context.close()
