"""Hints and a finished game's chances at the server: a seated player asks the strongest bot
for the best few actions of their decision (only their own seat, only where the table allows
hints, within 2 s); a finished game's replay has each seat's chance of winning after every
move, drawn, with where the game turned. On SQLite and on PostgreSQL with Redis."""

from __future__ import annotations

import random
import re
import time
from typing import Any

import pytest

import alehouse

from .client import Player, Refused


def refusal(call: Any, *args: Any, **kwargs: Any) -> tuple[int, str, str]:
    with pytest.raises(Refused) as refused:
        call(*args, **kwargs)
    return refused.value.status, refused.value.code, refused.value.reason


def my_turn(player: Player, match_id: str, seat: int, rng: random.Random,
            moves: int = 0) -> dict[str, Any]:
    """The seat's state once it is to decide between several actions, after making `moves`
    random moves of its own (the bots answer between them)."""
    deadline = time.monotonic() + 60
    while True:
        assert time.monotonic() < deadline, "the seat never came to decide"
        state = player.state(match_id, seat)
        if len(state["legal"]) > 1 and moves <= 0:
            return state
        if state["legal"]:
            player.move(match_id, seat, state["version"], rng.choice(state["legal"])["index"])
            moves -= 1
        else:
            time.sleep(0.05)


def hint(player: Player, match_id: str, seat: int) -> dict[str, Any]:
    return dict(player.call("GET", f"/api/matches/{match_id}/hint", params={"seat": seat}))


def test_a_game_against_a_bot_gives_hints_from_the_players_view_in_time(server: str) -> None:
    ann = Player(server, "Ann")
    table = ann.table("fantasy-brewers", [{"kind": "me"}, {"kind": "bot", "bot": "easy"}])
    assert table["hints"] is True
    match_id = table["id"]
    state = my_turn(ann, match_id, 0, random.Random(1), moves=2)  # the bots' process is warm
    start = time.monotonic()
    found = hint(ann, match_id, 0)
    took = time.monotonic() - start
    assert took < 2.0, took
    assert (found["match"], found["seat"], found["version"]) == (match_id, 0, state["version"])
    legal = {a["index"]: a for a in state["legal"]}
    assert 1 <= len(found["actions"]) <= 3
    for advised in found["actions"]:
        assert legal[advised["index"]]["action"] == advised["action"]
        assert legal[advised["index"]]["label"] == advised["label"]
        assert 0 <= advised["chance"] <= 1 and advised["iterations"] >= 1
        assert re.fullmatch(r"\d{1,3}% chance of winning", advised["words"])
    assert found["chance"] == found["actions"][0]["chance"]
    assert abs(sum(found["seats"]) - 1) < 1e-6 and found["iterations"] >= 1
    again = time.monotonic()
    assert hint(ann, match_id, 0) == found  # kept: asking again costs nothing
    assert time.monotonic() - again < 0.5
    assert ann.state(match_id, 0)["version"] == state["version"], "a hint makes no move"


def test_hints_are_only_for_the_seats_own_player(server: str) -> None:
    ann, bob = Player(server, "Ann"), Player(server, "Bob")
    table = ann.table("monastery", [{"kind": "me"}, {"kind": "bot", "bot": "easy"}])
    match_id = table["id"]
    my_turn(ann, match_id, 0, random.Random(2))
    assert refusal(hint, bob, match_id, 0)[:2] == (403, "not_your_seat")
    assert refusal(hint, ann, match_id, 1)[:2] == (403, "not_your_seat")  # the bot's seat
    assert refusal(hint, Player(server), match_id, 0)[:2] == (401, "not_logged_in")
    status, code, reason = refusal(hint, ann, match_id, 7)
    assert (status, code) == (422, "unknown_player") and "no seat 8" in reason


def test_hints_are_off_where_another_person_plays_unless_the_table_says_so(
        server: str) -> None:
    ann, bob = Player(server, "Ann"), Player(server, "Bob")
    table = ann.table("fantasy-brewers", [{"kind": "me"}, {"kind": "open"}])
    assert table["hints"] is False
    bob.join(table["id"])
    seat = next(s for s in (0, 1) if ({0: ann, 1: bob}[s]).state(table["id"], s)["legal"])
    status, code, reason = refusal(hint, {0: ann, 1: bob}[seat], table["id"], seat)
    assert (status, code) == (403, "hints_off")
    assert "every other seat is a bot's" in reason
    agreed = ann.table("fantasy-brewers", [{"kind": "me"}, {"kind": "open"}], hints=True)
    assert agreed["hints"] is True
    assert refusal(ann.table, "fantasy-brewers", [{"kind": "me"}, {"kind": "open"}],
                   hints=True, rated=True)[:2] == (422, "bad_hints")
    alone = ann.table("fantasy-brewers", [{"kind": "me"}, {"kind": "bot", "bot": "easy"}],
                      hints=False)
    assert alone["hints"] is False
    my_turn(ann, alone["id"], 0, random.Random(3))
    assert refusal(hint, ann, alone["id"], 0)[:2] == (403, "hints_off")


def test_a_hint_only_when_the_seat_has_a_decision(server: str) -> None:
    ann = Player(server, "Ann")
    table = ann.table("heaven-and-ale", [{"kind": "me"}, {"kind": "me"}])  # hot-seat: hints on
    assert table["hints"] is True
    match_id = table["id"]
    state = ann.state(match_id, 0)
    waiting = 1 if state["legal"] else 0
    status, code, reason = refusal(hint, ann, match_id, waiting)
    assert (status, code) == (409, "not_your_turn") and "decision now" in reason


def test_a_finished_game_has_its_chances_after_every_move_and_where_it_turned(
        server: str) -> None:
    ann = Player(server, "Ann")
    table = ann.table("fantasy-brewers", [{"kind": "me"}, {"kind": "bot", "bot": "easy"}])
    match_id = table["id"]
    assert refusal(ann.call, "GET", f"/api/matches/{match_id}/chances")[:2] == \
        (409, "not_finished")
    ann.call("POST", f"/api/tables/{match_id}/leave")  # a bot plays Ann's seat to the end
    deadline = time.monotonic() + 300
    while "moves" not in (record := ann.call("GET", f"/api/matches/{match_id}/record")):
        assert time.monotonic() < deadline, "the bots did not finish the game"
        time.sleep(0.2)
    found = Player(server).call("GET", f"/api/matches/{match_id}/chances")  # anyone may see
    steps = len(record["moves"])
    assert found["steps"] == steps and len(found["chances"]) == steps + 1
    match = alehouse.replay(record)
    assert found["names"] == [match.player_name(p) for p in range(2)]
    for row in found["chances"]:
        assert all(0 <= c <= 1 for c in row) and abs(sum(row) - 1) < 1e-3
    result = match.result
    assert result is not None
    assert found["chances"][-1] == [1 / len(result.winners) if p in result.winners else 0.0
                                    for p in range(2)]
    turn = found["turn"]
    assert 1 <= turn["step"] < steps
    swing = abs(turn["after"] - turn["before"])
    assert all(abs(b[p] - a[p]) <= swing + 1e-9 for a, b in
               zip(found["chances"][:-2], found["chances"][1:-1]) for p in range(2))
    assert turn["words"].startswith(match.player_name(turn["mover"]) + ": ")
    chart = found["chart"]
    lines = re.findall(r'class="chance" data-seat="(\d)" data-chances="([0-9. ]+)"', chart)
    assert [int(seat) for seat, _ in lines] == [0, 1]
    for seat, values in lines:
        points = [float(v) for v in values.split()]
        assert len(points) == steps + 1 and all(0 <= v <= 1 for v in points)
        assert points == [row[int(seat)] for row in found["chances"]]
    assert f'data-step="{turn["step"]}"' in chart and "The game turned at move" in chart
    assert all(f">{name}</text>" in chart for name in found["names"])
