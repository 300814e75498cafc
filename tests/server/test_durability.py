"""Nothing lost: every accepted move is stored before it is acknowledged; a restart, even after
SIGKILL, resumes every game exactly (bots included); two server processes on one PostgreSQL with
Redis tell each other's sockets of every move, and of two moves for one version one is
accepted and the other is stale; a log-out in one ends the session in the other."""

from __future__ import annotations

import json
import random
import threading
import time
from pathlib import Path
from typing import Any

import pytest

import alehouse
from alehouse.server import Settings

from .client import Player, Refused, newest, pushed
from .conftest import settings_for
from .services import REDIS, ServerProcess, postgres_database, threaded_server


def play_some(player: Player, match_id: str, seats: list[int], moves: int,
              rng: random.Random, undo: bool = True) -> list[tuple[int, int, int]]:
    """Random moves for `seats` (all `player`'s), one undo where allowed; what was
    acknowledged: (version after, seat, action index)."""
    done: list[tuple[int, int, int]] = []
    undone = not undo
    for _ in range(moves):
        states = [player.state(match_id, s) for s in seats]
        ready = [s for s in states if s["legal"]]
        if not ready:
            if states[0]["status"] == "finished":
                break
            time.sleep(0.05)
            continue
        state = ready[0]
        choice = rng.choice(state["legal"])["index"]
        try:
            after = player.move(match_id, state["seat"], state["version"], choice)
        except Refused as refused:  # a bot moved first
            assert refused.code in ("stale_state", "not_your_turn", "game_over")
            continue
        done.append((state["version"] + 1, state["seat"], choice))
        if after["can_undo"] and not undone:
            player.undo(match_id, state["seat"], after["version"])
            done.pop()
            undone = True
    return done


def everything_seen(player: Player, match_id: str, seats: list[int | None]) -> list[Any]:
    return [player.state(match_id, s) for s in seats]


@pytest.mark.parametrize("game", ["dice-brewing", "monastery"])
def test_a_restart_resumes_every_game_exactly(database: str, game: str) -> None:
    settings = settings_for(database)
    rng = random.Random(game)
    with threaded_server(settings) as url:
        ann = Player(url, "Ann", password="long enough")
        hot_seat = ann.table(game, [{"kind": "me"}, {"kind": "me"}])["id"]
        against_bot = ann.table(game, [{"kind": "me"}, {"kind": "bot", "bot": "greedy"}])["id"]
        play_some(ann, hot_seat, [0, 1], 40, rng)
        play_some(ann, against_bot, [0], 15, rng)
        time.sleep(1)  # the bot's move, if it is thinking, lands or not: both are fine
        before = everything_seen(ann, hot_seat, [0, 1, None])
    with threaded_server(settings) as url:
        ann = Player(url)
        token = ann.http.post("/api/session", json={"name": "Ann", "password": "long enough",
                                                    "client": "api"}).json()["token"]
        ann.headers["Authorization"] = f"Bearer {token}"
        after = everything_seen(ann, hot_seat, [0, 1, None])
        assert after == before
        assert len(play_some(ann, hot_seat, [0, 1], 30, rng, undo=False)) == 30
        assert the_bot_moves(ann, against_bot, rng)  # its bot was woken again


def the_bot_moves(player: Player, match_id: str, rng: random.Random) -> bool:
    """Play seat 0 until the bot of seat 1 has moved."""
    last = player.state(match_id, 0)["version"]
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        state = player.state(match_id, 0)
        if state["version"] > last:
            return True
        if state["legal"]:
            player.move(match_id, 0, state["version"], rng.choice(state["legal"])["index"])
            last = state["version"] + 1
        else:
            time.sleep(0.05)
    return False


def children(pid: int) -> list[int]:
    return [int(p) for p in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]


def alive(pid: int) -> bool:
    """Whether process `pid` still runs (a zombie awaiting its parent's wait has ended)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0] != "Z"
    except OSError:
        return False


def test_a_sigkilled_server_restarts_and_finishes_the_game_with_every_move_kept(
        tmp_path: Path) -> None:
    """The default database (a SQLite file in the working directory, made on first start)."""
    server = ServerProcess("sqlite:///alehouse.db", workdir=tmp_path).start()
    rng = random.Random(9)
    try:
        ann = Player(server.url, "Ann", password="long enough")
        table = ann.table("heaven-and-ale", [{"kind": "me"}, {"kind": "bot", "bot": "random"}])
        kept = play_some(ann, table["id"], [0], 20, rng, undo=False)
        assert server.process is not None
        workers = children(server.process.pid)
        assert workers  # the bots' process
        server.kill()
        assert (tmp_path / "alehouse.db").exists()
        deadline = time.monotonic() + 10
        while any(alive(pid) for pid in workers) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not any(alive(pid) for pid in workers)  # they end with their server
        server.start()
        token = ann.http.post("/api/session", json={"name": "Ann", "password": "long enough",
                                                    "client": "api"}).json()["token"]
        ann.headers["Authorization"] = f"Bearer {token}"
        kept += play_some(ann, table["id"], [0], 5000, rng, undo=False)
        record = ann.call("GET", f"/api/matches/{table['id']}/record")
    finally:
        server.stop()
    replayed = alehouse.replay(record)
    assert replayed.over
    game = replayed.game
    for version, seat, index in kept:
        assert record["moves"][version - 1] == [seat, game.decode(index).to_json()]


def test_two_processes_on_one_database_share_every_move_and_one_version_has_one_move(
        tmp_path: Path) -> None:
    with postgres_database() as database:
        first = ServerProcess(database, REDIS, workdir=tmp_path).start()
        second = ServerProcess(database, REDIS, workdir=tmp_path).start()
        try:
            ann = Player(first.url, "Ann")
            bob = Player(first.url, "Bob")
            table = ann.table("fantasy-brewers", [{"kind": "me"}, {"kind": "open"}])
            bob.join(table["id"])
            ann_there = Player(second.url)
            ann_there.headers = ann.headers
            with ann_there.socket(table["id"], 0) as socket:
                state = pushed(socket)
                seat = 0 if state["legal"] else 1
                mover = ann if seat == 0 else bob
                moving = mover.state(table["id"], seat)
                mover.move(table["id"], seat, moving["version"], moving["legal"][0]["index"])
                seen = newest(socket, state, wait=10)
                assert seen["version"] == moving["version"] + 1  # pushed by the other process
            states = {s: p.state(table["id"], s) for s, p in ((0, ann), (1, bob))}
            seat = next(s for s, st in states.items() if st["legal"])
            state = states[seat]
            player = ann if seat == 0 else bob
            there = Player(second.url)
            there.headers = player.headers
            answers: list[Any] = []

            def send(client: Player, index: int) -> None:
                try:
                    answers.append(client.move(table["id"], seat, state["version"], index))
                except Refused as refused:
                    answers.append(refused.code)

            legal = state["legal"]
            racers = [threading.Thread(target=send, args=(client, legal[i % len(legal)]["index"]))
                      for i, client in enumerate((player, there))]
            for racer in racers:
                racer.start()
            for racer in racers:
                racer.join(60)
            accepted = [a for a in answers if isinstance(a, dict)]
            assert len(accepted) == 1 and answers.count("stale_state") == 1, answers
            assert player.state(table["id"], seat)["version"] == state["version"] + 1
            assert there.state(table["id"], seat)["version"] == state["version"] + 1
        finally:
            first.stop()
            second.stop()


def test_settings_default_to_a_sqlite_file_in_the_working_directory() -> None:
    assert Settings().database == "sqlite:///alehouse.db"
    assert Settings().sqlite_path == Path("alehouse.db")


def answered(socket: Any, ident: int) -> dict[str, Any]:
    """The socket's answer to its message `ident` (the states and chat before it skipped)."""
    while True:
        message = pushed(socket)
        if message.get("id") == ident:
            return message


def test_a_log_out_in_one_process_ends_the_session_in_the_other(tmp_path: Path) -> None:
    """The second process has read and trusts Ann's session (her socket there moved); once she
    logs out through the first, the second refuses her socket's moves (asked against an old
    version: refused as stale while the session lives, as not logged in once it has ended)."""
    with postgres_database() as database:
        first = ServerProcess(database, REDIS, workdir=tmp_path).start()
        second = ServerProcess(database, REDIS, workdir=tmp_path).start()
        try:
            ann = Player(first.url, "Ann")
            table = ann.table("fantasy-brewers", [{"kind": "me"}, {"kind": "me"}])
            ann_there = Player(second.url)
            ann_there.headers = ann.headers
            seat = next(p for p in (0, 1) if ann.state(table["id"], p)["legal"])
            with ann_there.socket(table["id"], seat) as socket:
                state = pushed(socket)
                socket.send(json.dumps({"type": "move", "version": state["version"],
                                        "action": state["legal"][0]["index"], "id": 1}))
                assert answered(socket, 1)["type"] == "accepted"
                stale = {"type": "move", "version": state["version"], "action": 0}
                socket.send(json.dumps({**stale, "id": 2}))
                assert answered(socket, 2)["code"] == "stale_state"
                ann.call("DELETE", "/api/session")
                deadline = time.monotonic() + 5
                ident = 3
                while True:  # the word travels through Redis: allow it a moment
                    socket.send(json.dumps({**stale, "id": ident}))
                    reply = answered(socket, ident)
                    if reply["code"] != "stale_state" or time.monotonic() > deadline:
                        break
                    ident += 1
                    time.sleep(0.1)
                assert reply["code"] == "not_logged_in", reply
        finally:
            first.stop()
            second.stop()
