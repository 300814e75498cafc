"""Playing over HTTP: moves against a version, refusals that change nothing, seats only for
their owners, views and logs exactly the engine's redaction for each seat, undo by the
engine's rules, records of running games only to a spectator's extent."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed

import alehouse

from .client import Player, Refused, newest, pushed

pytestmark = pytest.mark.parametrize("backend", ["sqlite"], indirect=True)


def refusal(call: Any, *args: Any, **kwargs: Any) -> tuple[int, str]:
    with pytest.raises(Refused) as refused:
        call(*args, **kwargs)
    return refused.value.status, refused.value.code


def two_players(server: str, game: str) -> tuple[Player, Player, str]:
    ann, bob = Player(server, "Ann"), Player(server, "Bob")
    table = ann.table(game, [{"kind": "me"}, {"kind": "open"}])
    bob.join(table["id"])
    return ann, bob, table["id"]


def awaited(players: dict[int, Player], match_id: str) -> tuple[int, dict[str, Any]]:
    for seat, player in players.items():
        state = player.state(match_id, seat)
        if state["legal"]:
            return seat, state
    raise AssertionError("no one is awaited")


def test_a_stale_or_illegal_move_is_refused_and_changes_nothing(server: str) -> None:
    ann, bob, match_id = two_players(server, "fantasy-brewers")
    seat, state = awaited({0: ann, 1: bob}, match_id)
    player = {0: ann, 1: bob}[seat]
    other = {0: bob, 1: ann}[seat]
    legal = state["legal"][0]
    assert refusal(player.move, match_id, seat, state["version"] + 1, legal["index"]) == \
        (409, "stale_state")
    assert refusal(player.move, match_id, seat, state["version"], {"type": "fly"}) == \
        (422, "unknown_action")
    assert refusal(player.move, match_id, seat, state["version"], 10**9) == \
        (422, "malformed_action")
    assert refusal(other.move, match_id, seat, state["version"], legal["index"]) == \
        (403, "not_your_seat")
    assert refusal(other.move, match_id, 1 - seat, state["version"], legal["index"]) == \
        (409, "not_your_turn")
    assert refusal(player.move, match_id, 5, state["version"], legal["index"]) == \
        (422, "unknown_player")
    assert player.state(match_id, seat) == state  # nothing changed
    moved = player.move(match_id, seat, state["version"], legal["action"])  # JSON works too
    assert moved["version"] == state["version"] + 1
    assert refusal(player.move, match_id, seat, state["version"], legal["index"]) in (
        (409, "stale_state"), (409, "not_your_turn"))


def test_a_seat_is_seen_only_by_its_owner_and_anyone_may_watch(server: str) -> None:
    ann, _bob, match_id = two_players(server, "monastery")
    assert refusal(ann.state, match_id, 1) == (403, "not_your_seat")
    watcher = Player(server, "Cat")
    watched = watcher.state(match_id)
    assert watched["seat"] is None and watched["legal"] == [] and not watched["can_undo"]
    assert watched["view"]["you"] is None
    running = watcher.call("GET", f"/api/matches/{match_id}/record")
    assert running["running"] and "moves" not in running and "seed" not in running
    with ann.socket(match_id, 1) as refused, pytest.raises(ConnectionClosed) as closed:
        refused.recv(timeout=10)
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 4403
    assert "not yours" in closed.value.rcvd.reason


@pytest.mark.parametrize("game", alehouse.games())
def test_every_view_and_log_through_the_api_is_the_engines_redaction(server: str,
                                                                     game: str) -> None:
    """Seen through HTTP and WebSocket, each seat and a spectator get exactly what the engine
    shows them at each version, never more (the engine's redaction is tested per game); a
    seat's board, when asked, is drawn from its own view and legal actions alone."""
    ann, bob, match_id = two_players(server, game)
    players = {0: ann, 1: bob}
    watcher = Player(server, "Cat")
    with watcher.socket(match_id) as spectator:
        seen: list[tuple[int | None, dict[str, Any]]] = [(None, pushed(spectator))]
        rng = random.Random(game)
        for _ in range(30):
            seat, state = awaited(players, match_id)
            seen += [(s, players[s].state(match_id, s, board=True)) for s in players]
            players[seat].move(match_id, seat, state["version"],
                               rng.choice(state["legal"])["index"])
        seen.append((None, newest(spectator, seen[0][1], wait=5)))
    for player in players.values():  # the bots finish the game
        player.call("POST", f"/api/tables/{match_id}/leave")
    record = wait_for_record(watcher, match_id)
    for seat, state in seen:
        match = alehouse.new_match(game, players=2, seed=record["seed"],
                                   options=record["options"])
        for p, action in record["moves"][:state["version"]]:
            match.act(p, action)
        assert state["view"] == match.view(seat)
        assert state["log"] == [text for entry in match.log_entries[state["log_from"]:]
                                if (text := entry.seen_by(seat)) is not None]
        assert [a["action"] for a in state["legal"]] == \
            ([a.to_json() for a in match.legal_actions(seat)] if seat is not None else [])
        assert state["running_score"] == match.game.running_score(match.view(None))
        if seat is None:  # the spectator's socket did not ask for the board
            assert state["board"] is None and state["picture"] is None
            continue
        drawn = match.game.draw(match.view(seat), [a.to_json() for a in
                                                   match.legal_actions(seat)])
        assert state["board"] == drawn
        assert state["picture"] == (match.game.render_text(match.view(seat))
                                    if drawn is None else None)


def test_the_play_state_carries_the_points_so_far(server: str) -> None:
    """Dice Brewing keeps a running score (each player's mastery points counter): every seat,
    a spectator and the socket get it with the rulebook's word for its points; at the end it
    is the final score."""
    ann, bob, match_id = two_players(server, "dice-brewing")
    players = {0: ann, 1: bob}
    rng = random.Random(4)
    watcher = Player(server, "Cat")
    with watcher.socket(match_id) as spectator:
        pushed_state = pushed(spectator)
    assert pushed_state["running_score"] == [0, 0]
    assert pushed_state["running_score_name"] == ["mastery point", "mastery points"]
    for _ in range(80):
        seat, state = awaited(players, match_id)
        seen = [watcher.state(match_id), *(players[s].state(match_id, s) for s in players)]
        counters = [p["mastery"] for p in state["view"]["players"]]
        assert all(s["running_score"] == counters for s in seen)
        assert all(s["running_score_name"] == ["mastery point", "mastery points"]
                   for s in seen)
        players[seat].move(match_id, seat, state["version"],
                           rng.choice(state["legal"])["index"])
    for player in players.values():  # the bots finish the game
        player.call("POST", f"/api/tables/{match_id}/leave")
    wait_for_record(watcher, match_id)
    final = watcher.state(match_id)
    assert final["status"] == "finished"
    assert final["running_score"] == [int(s) for s in final["result"]["scores"]]


def wait_for_record(player: Player, match_id: str) -> dict[str, Any]:
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline:
        record = player.call("GET", f"/api/matches/{match_id}/record")
        if "moves" in record:
            return dict(record)
        time.sleep(0.2)
    raise AssertionError("the bots did not finish the game")


def test_undo_takes_back_the_last_action_by_the_engines_rules(server: str) -> None:
    ann = Player(server, "Ann")
    table = ann.table("heaven-and-ale", [{"kind": "me"}, {"kind": "me"}])
    rng = random.Random(3)
    for _ in range(200):
        seat, state = awaited({0: ann, 1: ann}, table["id"])
        before = state
        after = ann.move(table["id"], seat, state["version"],
                         rng.choice(state["legal"])["index"])
        if after["can_undo"]:
            break
    else:
        pytest.fail("no move could be taken back")
    assert refusal(ann.undo, table["id"], seat, before["version"]) == (409, "stale_state")
    undone = ann.undo(table["id"], seat, after["version"])
    assert undone["version"] == after["version"] + 1
    assert {**undone["view"], "version": 0} == {**before["view"], "version": 0}
    assert undone["log"] == before["log"]
    assert not Player(server, "Bob").state(table["id"])["can_undo"]
