"""A whole game of every game through HTTP and WebSocket: two accounts and a bot, each account
acting on what its socket pushes, on SQLite and on PostgreSQL with Redis."""

from __future__ import annotations

import contextlib
import random
import time

import pytest

import alehouse

from .client import Player, Refused, newest, pushed

GAMES = alehouse.games()


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_through_http_and_websocket(server: str, game: str) -> None:
    ann, bob = Player(server, "Ann"), Player(server, "Bob")
    table = ann.table(game, [{"kind": "me"}, {"kind": "open"}, {"kind": "bot", "bot": "random"}])
    assert table["status"] == "open"
    assert bob.join(table["id"])["status"] == "playing"
    seats = {0: ann, 1: bob}
    with contextlib.ExitStack() as open_sockets:
        sockets = {seat: open_sockets.enter_context(p.socket(table["id"], seat))
                   for seat, p in seats.items()}
        states = {seat: pushed(s) for seat, s in sockets.items()}
        assert all(s["type"] == "state" and s["seat"] == seat for seat, s in states.items())
        rng = random.Random(game)
        moves = stale = 0
        deadline = time.monotonic() + 600
        while not all(s["status"] == "finished" for s in states.values()):
            assert time.monotonic() < deadline, "the game did not end"
            states = {seat: newest(sockets[seat], states[seat]) for seat in seats}
            acted = False
            for seat, state in states.items():
                if state["legal"] and state["status"] == "playing":
                    choice = rng.choice(state["legal"])
                    try:
                        seats[seat].move(table["id"], seat, state["version"], choice["index"])
                        moves += 1
                        acted = True
                    except Refused as refused:  # a bot moved first: wait for the push
                        assert refused.code in ("stale_state", "game_over"), refused
                        stale += 1
            if not acted:  # the bot thinks: wait for a push
                states[0] = newest(sockets[0], states[0], wait=0.05)
    final = {seat: s for seat, s in states.items()}
    assert final[0]["result"] == final[1]["result"] is not None
    assert final[0]["version"] == final[1]["version"]
    record = ann.call("GET", f"/api/matches/{table['id']}/record")
    replayed = alehouse.replay(record)
    assert replayed.over and replayed.result is not None
    assert replayed.result.to_json() == final[0]["result"]
    assert replayed.version == final[0]["version"]  # every move kept, none twice
    assert moves > 0 and sum(1 for p, _ in replayed.moves if p == 2) > 0  # the bot played
