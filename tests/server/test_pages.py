"""The browser's side of the server: the pages and their script served, the games described
for the lobby in people's words, and a finished game replayed step by step (only finished)."""

from __future__ import annotations

import html
import time

import httpx
import pytest

import alehouse

from .client import Player, Refused

pytestmark = pytest.mark.parametrize("backend", ["sqlite"], indirect=True)


def test_the_pages_and_their_script_are_served(server: str) -> None:
    for path in ("/", "/lobby", "/table/anything"):
        page = httpx.get(server + path)
        assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
        assert '<script src="/static/app.js"' in page.text
    assert "function tablePage" in httpx.get(server + "/static/app.js").text
    assert httpx.get(server + "/static/style.css").status_code == 200
    assert httpx.get(server + "/static/nothing.js").status_code == 404


def test_every_game_and_option_is_described_in_words(server: str) -> None:
    games = httpx.get(server + "/api/games").json()
    assert [g["id"] for g in games] == alehouse.games()
    for described in games:
        game = alehouse.game(described["id"])
        assert len(described["lines"]) == 2
        assert described["drawn"] == (game.draw(alehouse.new_match(game.id).view(None))
                                      is not None)
        assert [o["key"] for o in described["options"]] == list(game.options)
        for option in described["options"]:
            assert option["meaning"] and "_" not in option["name"]
            values = [v["value"] for v in option["values"]]
            assert values == list(game.options[option["key"]])  # the default first
            assert all(v["label"] != str(v["value"]) for v in option["values"])
        picture = httpx.get(f"{server}/api/games/{described['id']}/picture")
        assert picture.headers["content-type"] == "image/svg+xml"
        assert picture.text.startswith("<svg")
        if not described["drawn"]:  # its view in panels, as its table page shows it
            match = alehouse.new_match(game.id, players=game.player_counts.start, seed=1)
            first = game.render_text(match.view(None)).splitlines()[0]
            assert f">{html.escape(first[:40])}" in picture.text  # long lines are wrapped


def test_only_a_finished_game_is_replayed(server: str) -> None:
    ann = Player(server, "Ann")
    table = ann.table("heaven-and-ale", [{"kind": "me"}, {"kind": "bot", "bot": "random"}])
    with pytest.raises(Refused) as refused:
        ann.call("GET", f"/api/matches/{table['id']}/replay", params={"step": 0})
    assert (refused.value.status, refused.value.code) == (409, "not_finished")
    ann.call("POST", f"/api/tables/{table['id']}/leave")  # a bot plays on to the end
    deadline = time.monotonic() + 300
    while ann.call("GET", f"/api/tables/{table['id']}")["status"] != "finished":
        assert time.monotonic() < deadline, "the bots did not finish the game"
        time.sleep(0.2)
    record = ann.call("GET", f"/api/matches/{table['id']}/record")
    steps = len(record["moves"])
    for step in (0, 7, steps, steps + 5):
        seen = ann.call("GET", f"/api/matches/{table['id']}/replay", params={"step": step})
        then = alehouse.replay(record, upto=min(step, steps))
        assert (seen["step"], seen["steps"]) == (min(step, steps), steps)
        assert seen["board"] == then.game.draw(then.view(None))
        assert seen["log"] == then.log_for(None)
