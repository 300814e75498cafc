"""A table's chat (escaped, limited, silent under Monastery's Vow of Silence), ratings of rated
tables, and time limits: a seat out of time goes to a bot and the table is told."""

from __future__ import annotations

import time
from typing import Any

import pytest

from .client import Player, Refused, pushed
from .conftest import settings_for
from .services import threaded_server

pytestmark = pytest.mark.parametrize("backend", ["sqlite"], indirect=True)


def refusal(call: Any, *args: Any, **kwargs: Any) -> tuple[int, str]:
    with pytest.raises(Refused) as refused:
        call(*args, **kwargs)
    return refused.value.status, refused.value.code


def test_chat_is_escaped_pushed_and_limited(server: str) -> None:
    ann, bob = Player(server, "Ann"), Player(server, "Bob")
    table = ann.table("heaven-and-ale", [{"kind": "me"}, {"kind": "open"}])
    bob.join(table["id"])
    chat = f"/api/matches/{table['id']}/chat"
    with bob.socket(table["id"], 1) as socket:
        assert pushed(socket)["type"] == "state"
        line = ann.call("POST", chat, json={"text": "  <b>Prost!</b> "})
        assert line["text"] == "&lt;b&gt;Prost!&lt;/b&gt;" and line["name"] == "Ann"
        message = pushed(socket)
        assert message == {"type": "chat", "lines": [line]}
    assert bob.call("GET", chat) == [line]
    assert bob.call("GET", chat, params={"after": line["id"]}) == []
    assert refusal(ann.call, "POST", chat, json={"text": "x" * 281}) == (422, "bad_chat")
    assert refusal(ann.call, "POST", chat, json={"text": "bell\a"}) == (422, "bad_chat")
    assert refusal(ann.call, "POST", chat, json={"text": "   "}) == (422, "bad_chat")
    assert refusal(Player(server, "Cat").call, "POST", chat, json={"text": "hi"}) == \
        (403, "not_seated")
    codes = []
    for _ in range(6):
        try:
            ann.call("POST", chat, json={"text": "again"})
            codes.append("ok")
        except Refused as refused:
            codes.append(refused.code)
    assert "too_many_requests" in codes  # 12 a minute, bursts of 4


def test_a_socket_hears_a_long_talk_whole(database: str) -> None:
    with threaded_server(settings_for(database, chat_per_minute=100_000)) as server:
        ann = Player(server, "Ann")
        table = ann.table("dice-brewing", [{"kind": "me"}, {"kind": "bot", "bot": "random"}])
        chat = f"/api/matches/{table['id']}/chat"
        said = [ann.call("POST", chat, json={"text": f"line {n}"})["id"] for n in range(205)]
        heard: list[int] = []
        with ann.socket(table["id"]) as socket:
            while len(heard) < len(said):
                message = pushed(socket)
                if message["type"] == "chat":
                    heard += [line["id"] for line in message["lines"]]
        assert heard == said  # more than one batch (200), in order, none left out


def test_the_vow_of_silence_closes_the_chat_outside_prayer_hours(server: str) -> None:
    ann = Player(server, "Ann")
    table = ann.table("monastery", [{"kind": "me"}, {"kind": "me"}],
                      options={"vow_of_silence": True})
    chat = f"/api/matches/{table['id']}/chat"
    state = ann.state(table["id"], table["actors"][0])
    assert state["chat_open"] and state["view"]["talk_allowed"]  # Matins: a Prayer Hour
    assert state["chat_closed"] is None
    ann.call("POST", chat, json={"text": "Pax vobiscum"})
    seat = state["seat"]
    after = ann.move(table["id"], seat, state["version"], state["legal"][0]["index"])
    assert not after["chat_open"]
    assert after["chat_closed"] == "the Vow of Silence: talking is only permitted during " \
        "Prayer Hour rounds"
    assert refusal(ann.call, "POST", chat, json={"text": "psst"}) == (409, "silence")
    assert [line["text"] for line in ann.call("GET", chat)] == ["Pax vobiscum"]


def test_a_rated_game_moves_the_players_ratings(server: str) -> None:
    ann, bob = Player(server, "Ann"), Player(server, "Bob")
    table = ann.table("heaven-and-ale", [{"kind": "me"}, {"kind": "open"}], rated=True)
    bob.join(table["id"])
    players = {0: ann, 1: bob}
    while True:
        states = {s: p.state(table["id"], s) for s, p in players.items()}
        if states[0]["status"] == "finished":
            break
        seat = next(s for s, st in states.items() if st["legal"])
        legal = states[seat]["legal"]
        players[seat].move(table["id"], seat, states[seat]["version"], legal[0]["index"])
    board = ann.call("GET", "/api/ratings/heaven-and-ale")
    assert sorted(r["name"] for r in board) == ["Ann", "Bob"]
    assert all(r["games"] == 1 for r in board)
    winners = states[0]["result"]["winners"]
    if len(winners) == 1:
        assert board[0]["name"] == ("Ann", "Bob")[winners[0]]
        assert board[0]["mu"] > board[1]["mu"]
    assert refusal(ann.call, "GET", "/api/ratings/chess") == (422, "unknown_game")


def test_a_seat_out_of_time_goes_to_a_bot_and_the_table_is_told(database: str) -> None:
    with threaded_server(settings_for(database)) as server:
        ann, bob = Player(server, "Ann"), Player(server, "Bob")
        table = ann.table("fantasy-brewers", [{"kind": "me"}, {"kind": "open"}],
                          timing={"mode": "live", "minutes": 0.02})  # 1.2 s each
        bob.join(table["id"])
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            seen = ann.call("GET", f"/api/tables/{table['id']}")
            if all(s["taken_over"] for s in seen["seats"]):
                break
            time.sleep(0.1)
        assert [s["bot"] for s in seen["seats"]] == ["greedy", "greedy"]
        state = ann.state(table["id"])
        assert any("ran out of time" in notice for notice in state["notices"])
        assert refusal(ann.move, table["id"], 0, state["version"], 0) == (403, "not_your_seat")
        while state["status"] != "finished" and time.monotonic() < deadline:
            time.sleep(0.2)
            state = ann.state(table["id"])
        assert state["status"] == "finished"  # never stuck


def test_live_clocks_run_only_for_the_awaited_seat(server: str) -> None:
    ann = Player(server, "Ann")
    table = ann.table("heaven-and-ale", [{"kind": "me"}, {"kind": "me"}],
                      timing={"mode": "live", "minutes": 10, "increment": 5})
    time.sleep(0.5)
    state = ann.state(table["id"], table["actors"][0])
    waiting, other = state["seat"], 1 - state["seat"]
    assert state["clocks"][other] == 600_000
    assert state["clocks"][waiting] < 600_000 - 400
    after = ann.move(table["id"], waiting, state["version"], state["legal"][0]["index"])
    spent = 600_000 - state["clocks"][waiting]
    assert after["clocks"][waiting] >= 600_000 - spent - 2_000 + 5_000 - 1_000
