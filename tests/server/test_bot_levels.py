"""Bot levels at the server's tables: a seat named by a level keeps the level and the spec it
stands for, is shown in words ("a hard bot"), plays within the 2 s a person may be kept
waiting, and comes back in a rematch; an unknown level is refused naming those there are. On
SQLite and PostgreSQL."""

from __future__ import annotations

import random
import time

import pytest

from alehouse.bots import levels

from .client import Player, Refused


def test_the_levels_are_listed_with_their_words(server: str) -> None:
    listed = Player(server, "Ann").call("GET", "/api/levels")
    assert [v["name"] for v in listed] == ["easy", "normal", "hard", "expert"]
    assert listed[2] == {"name": "hard", "called": "a hard bot", "spec": levels()["hard"].spec,
                         "line": levels()["hard"].line}
    assert all(v["line"].lower().startswith(v["called"]) for v in listed)


def test_a_level_seat_keeps_its_level_and_spec_and_moves_in_time(server: str) -> None:
    ann = Player(server, "Ann")
    table = ann.table("dice-brewing", [{"kind": "me"}, {"kind": "bot", "bot": "expert"}])
    seat = table["seats"][1]
    assert (seat["level"], seat["bot"], seat["bot_words"]) == \
        ("expert", levels()["expert"].spec, "an expert bot")
    assert table["seats"][0]["level"] is None and table["seats"][0]["bot_words"] is None
    waits = bot_waits(ann, table["id"], decisions=4)
    assert max(waits[1:]) < 2.0, waits  # the first may wait for the bots' process to start
    again = ann.call("GET", f"/api/tables/{table['id']}")
    assert again["seats"][1]["level"] == "expert"


def test_a_rematch_keeps_the_level_and_a_leaver_gets_an_easy_bot(server: str) -> None:
    ann, bob = Player(server, "Ann"), Player(server, "Bob")
    table = ann.table("heaven-and-ale", [{"kind": "me"}, {"kind": "open"},
                                         {"kind": "bot", "bot": "easy"}])
    started = bob.join(table["id"])
    assert started["status"] == "playing"
    left = ann.call("POST", f"/api/tables/{table['id']}/leave")
    assert (left["seats"][0]["level"], left["seats"][0]["bot_words"]) == ("easy", "an easy bot")
    bob.call("POST", f"/api/tables/{table['id']}/leave")
    deadline = time.monotonic() + 180
    while bob.state(table["id"])["status"] != "finished":
        assert time.monotonic() < deadline, "the bots did not finish the game"
        time.sleep(0.2)
    again = bob.call("POST", f"/api/tables/{table['id']}/rematch")
    assert [(s["kind"], s["level"], s["bot"]) for s in again["seats"]] == \
        [("reserved", None, None), ("person", None, None), ("bot", "easy", "greedy")]


def test_a_raw_spec_still_plays_and_is_said_in_words(server: str) -> None:
    table = Player(server, "Ann").table("monastery", [{"kind": "me"},
                                                      {"kind": "bot", "bot": "ismcts:time=0.1"}])
    seat = table["seats"][1]
    assert (seat["level"], seat["bot"], seat["bot_words"]) == \
        (None, "ismcts:time=0.1", "a searching bot")


@pytest.mark.parametrize(("bot", "words"), [
    ("impossible", "the levels: easy, normal, hard, expert; the bots: greedy, ismcts, random"),
    ("hard:time=3", "the level hard takes no settings"),
    (None, "a bot seat needs a bot: the levels: easy, normal, hard, expert"),
])
def test_a_bad_level_is_refused_naming_those_there_are(server: str, bot: str | None,
                                                       words: str) -> None:
    ann = Player(server, "Ann")
    with pytest.raises(Refused) as refused:
        ann.table("monastery", [{"kind": "me"}, {"kind": "bot", "bot": bot}])
    assert (refused.value.status, refused.value.code) == (422, "bad_bot")
    assert words in refused.value.reason
    assert ann.call("GET", "/api/my/tables") == []


def bot_waits(player: Player, match_id: str, decisions: int) -> list[float]:
    """Play seat 0 at random; after each of its moves, the seconds until seat 1's bot made its
    next decision (`decisions` of them)."""
    rng = random.Random(5)
    waits: list[float] = []
    deadline = time.monotonic() + 120
    while len(waits) < decisions:
        assert time.monotonic() < deadline, "the bot did not move"
        state = player.state(match_id, 0)
        if state["status"] == "finished":
            break
        if not state["legal"]:
            time.sleep(0.02)
            continue
        moved = player.move(match_id, 0, state["version"], rng.choice(state["legal"])["index"])
        start = time.monotonic()
        while True:
            now = player.state(match_id, 0)
            if now["version"] > moved["version"]:
                waits.append(time.monotonic() - start)
                break
            if now["legal"] or now["status"] == "finished":
                break  # seat 0 moves again first: no bot decision to time
            time.sleep(0.02)
    assert waits, "the bot never had to decide"
    return waits
