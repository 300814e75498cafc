"""Moves and undo over a seat's WebSocket: the same change as over HTTP (stored, pushed to every
seat), answered after the new state; refusals with the engine's code and reason, changing
nothing; spectators, ended sessions and junk refused."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from typing import Any

import pytest
from websockets.sync.client import ClientConnection

from .client import Player, pushed

pytestmark = pytest.mark.parametrize("backend", ["sqlite", "postgresql"], indirect=True)


def send(socket: ClientConnection, message: dict[str, Any] | str) -> None:
    socket.send(message if isinstance(message, str) else json.dumps(message))


def answer(socket: ClientConnection) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """The states pushed before the next answer, and the answer."""
    states = []
    while True:
        message = pushed(socket)
        if message["type"] == "state":
            states.append(message)
        elif message["type"] != "chat":
            return states, message


@contextmanager
def opened(*sockets: ClientConnection) -> Iterator[list[ClientConnection]]:
    with ExitStack() as stack:
        yield [stack.enter_context(s) for s in sockets]


def hot_seat(server: str, game: str = "fantasy-brewers") -> tuple[Player, str]:
    ann = Player(server, "Ann")
    table = ann.table(game, [{"kind": "me"}, {"kind": "me"}])
    return ann, table["id"]


def test_a_move_over_the_socket_is_stored_pushed_and_answered_after_its_state(
        server: str) -> None:
    ann, match_id = hot_seat(server)
    with opened(ann.socket(match_id, 0), ann.socket(match_id, 1)) as sockets:
        states = [pushed(s) for s in sockets]
        moved_through(sockets, states)
    stored = ann.state(match_id, 0)
    assert stored["version"] == 12
    assert stored["view"] == states[0]["view"] and stored["legal"] == states[0]["legal"]


def moved_through(sockets: list[ClientConnection], states: list[dict[str, Any]]) -> None:
    """Twelve random moves, each over its seat's socket, checked as they are answered."""
    rng = random.Random(1)
    for number in range(12):
        seat = next(p for p, s in enumerate(states) if s["legal"])
        version = states[seat]["version"]
        send(sockets[seat], {"type": "move", "version": version, "id": number,
                             "action": rng.choice(states[seat]["legal"])["index"]})
        before, reply = answer(sockets[seat])
        assert reply == {"type": "accepted", "version": version + 1, "id": number}
        assert before and before[-1]["version"] == version + 1  # the state came first
        states[seat] = before[-1]
        other = 1 - seat
        while states[other]["version"] < version + 1:
            states[other] = pushed(sockets[other])
        assert states[other]["version"] == version + 1


def test_refused_moves_over_the_socket_say_why_and_change_nothing(server: str) -> None:
    ann, match_id = hot_seat(server)
    bob = Player(server, "Bob")
    seat = next(p for p in (0, 1) if ann.state(match_id, p)["legal"])
    with opened(ann.socket(match_id, seat), bob.socket(match_id)) as (socket, watcher):
        state = pushed(socket)
        pushed(watcher)
        legal = state["legal"][0]
        version = state["version"]
        refusals = [
            ({"type": "move", "version": version + 1, "action": legal["index"]}, "stale_state"),
            ({"type": "move", "version": version, "action": {"type": "fly"}}, "unknown_action"),
            ({"type": "move", "version": version, "action": 10**9}, "malformed_action"),
            ({"type": "move", "version": version}, "malformed_request"),
            ({"type": "move", "version": -1, "action": 0}, "malformed_request"),
            ({"type": "move", "version": 0, "action": 0, "colour": "red"}, "malformed_request"),
            ({"type": "fly"}, "malformed_request"),
            ("not JSON at all {", "malformed_request"),
            ({"type": "undo", "version": version}, "cannot_undo"),
        ]
        for message, code in refusals:
            send(socket, message)
            states, reply = answer(socket)
            assert (reply["type"], reply["code"]) == ("refused", code), message
            assert reply["reason"] and "Traceback" not in reply["reason"]
            assert states == []
        send(watcher, {"type": "move", "version": version, "action": legal["index"]})
        assert answer(watcher)[1]["code"] == "not_your_seat"
        after = ann.state(match_id, seat)
        assert (after["version"], after["view"], after["legal"]) == \
            (version, state["view"], state["legal"])  # nothing changed
        send(socket, {"type": "ping"})
        assert answer(socket)[1] == {"type": "pong"}


def test_undo_over_the_socket_takes_back_the_last_action(server: str) -> None:
    ann, match_id = hot_seat(server, "heaven-and-ale")
    rng = random.Random(3)
    with opened(ann.socket(match_id, 0), ann.socket(match_id, 1)) as sockets:
        states = [pushed(s) for s in sockets]
        for _ in range(200):
            seat = next(p for p, s in enumerate(states) if s["legal"])
            before = states[seat]
            send(sockets[seat], {"type": "move", "version": before["version"],
                                 "action": rng.choice(before["legal"])["index"]})
            pushes, reply = answer(sockets[seat])
            assert reply["type"] == "accepted"
            states[seat] = pushes[-1]
            if states[seat]["can_undo"]:
                break
            states[1 - seat] = ann.state(match_id, 1 - seat)
        else:
            pytest.fail("no move could be taken back")
        send(sockets[seat], {"type": "undo", "version": states[seat]["version"], "id": "u"})
        pushes, reply = answer(sockets[seat])
        assert reply == {"type": "accepted", "version": states[seat]["version"] + 1, "id": "u"}
        assert {**pushes[-1]["view"], "version": 0} == {**before["view"], "version": 0}


def test_a_socket_whose_session_ended_cannot_move(server: str) -> None:
    ann, match_id = hot_seat(server)
    seat = next(p for p in (0, 1) if ann.state(match_id, p)["legal"])
    with ann.socket(match_id, seat) as socket:
        state = pushed(socket)
        ann.call("DELETE", "/api/session")
        send(socket, {"type": "move", "version": state["version"],
                      "action": state["legal"][0]["index"]})
        assert answer(socket)[1]["code"] == "not_logged_in"
    assert Player(server, "Bob").state(match_id)["version"] == state["version"]
