"""How accepted changes are written: many in one commit (group commit), each caller answered
only after its own is stored, a failing write failing only its caller; the table's revision
refusing a write made on an out-of-date copy (another process changed the table first); and a
move stored and answered even when telling the other processes fails (Redis gone)."""

from __future__ import annotations

import asyncio
import contextlib
import random
import socket
import threading
from collections.abc import Callable, Iterator
from datetime import UTC, datetime

import pytest
from sqlalchemy import create_engine, event, select, text
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession

from alehouse.core.match import SEATS
from alehouse.server.change_writes import ChangeWrite
from alehouse.server.db import create_engine as create_async
from alehouse.server.db import writer_engine
from alehouse.server.models import MatchRow, MoveRow, SeatRow
from alehouse.server.store import Store

from .client import Player, Refused, pushed
from .conftest import settings_for
from .services import REDIS, threaded_server

# --- the writer --------------------------------------------------------------------------------


def adding(value: int, fail: bool = False) -> object:
    def write(connection: Connection) -> bool:
        connection.execute(text("INSERT INTO note (value) VALUES (:v)"), {"v": value})
        if fail:
            raise RuntimeError("this write fails")
        return True

    return write


def refused(connection: Connection) -> bool:
    return False


def counting(url: str, counted: Callable[..., None]) -> AsyncEngine | Engine:
    """The writer's engine on `url` (as the server makes it: synchronous for SQLite) that
    calls `counted` at each commit (the Store's own, in its thread)."""
    engine = writer_engine(url)
    event.listen(engine.sync_engine if isinstance(engine, AsyncEngine) else engine, "commit",
                 counted)
    return engine


async def run_writes(url: str, writes: list[object]) -> tuple[list[object], list[int], int]:
    """Run `writes` at once through a Store: each caller's outcome (a bool or the exception),
    the values stored, and the number of commits."""
    engine = create_async(url)
    commits = 0

    def counted(*_args: object) -> None:
        nonlocal commits
        commits += 1

    async with engine.begin() as connection:
        await connection.execute(text("CREATE TABLE note (value INTEGER)"))
    store = Store(lambda: counting(url, counted))
    outcomes = await asyncio.gather(*(store.write(w) for w in writes),  # type: ignore[arg-type]
                                    return_exceptions=True)
    await store.close()
    async with engine.connect() as connection:
        stored = sorted((await connection.execute(text("SELECT value FROM note"))).scalars())
    await engine.dispose()
    return list(outcomes), stored, commits


WRITER = pytest.mark.parametrize("backend", ["sqlite", "postgresql"], indirect=True)
"""The writer runs SQLite's batches synchronously on its thread, PostgreSQL's in that thread's
event loop: both ways are held to the same promises."""


@WRITER
def test_writes_that_arrive_together_share_one_commit(database: str) -> None:
    outcomes, stored, commits = asyncio.run(run_writes(database, [adding(v) for v in range(20)]))
    assert outcomes == [True] * 20
    assert stored == list(range(20))
    assert commits == 1


@WRITER
def test_a_failing_write_fails_only_its_caller(database: str) -> None:
    outcomes, stored, _ = asyncio.run(run_writes(
        database, [adding(1), adding(2, fail=True), adding(3)]))
    assert outcomes[0] is True and outcomes[2] is True
    assert isinstance(outcomes[1], RuntimeError)
    assert stored == [1, 3]  # nothing of the failed write, everything of the others


@WRITER
def test_a_refusing_guard_writes_nothing_and_says_so(database: str) -> None:
    outcomes, stored, _ = asyncio.run(run_writes(database, [adding(1), refused, adding(2)]))
    assert outcomes == [True, False, True]
    assert stored == [1, 2]


# --- the revision's guard ----------------------------------------------------------------------


def change_elsewhere(database: str, statements: list[str], match_id: str) -> None:
    """What another server process would write: its statements and the row's revision bumped,
    on a connection of its own."""
    if database.startswith("postgresql"):
        import asyncpg

        async def run() -> None:
            connection = await asyncpg.connect(database)
            try:
                async with connection.transaction():
                    for sql in statements:
                        await connection.execute(sql.replace(":id", "$1"), match_id)
                    await connection.execute(
                        "UPDATE matches SET revision = revision + 1 WHERE id = $1", match_id)
            finally:
                await connection.close()

        asyncio.run(run())
        return
    engine = create_engine(database)
    with engine.begin() as connection:
        for sql in statements:
            connection.execute(text(sql), {"id": match_id})
        connection.execute(text("UPDATE matches SET revision = revision + 1 WHERE id = :id"),
                           {"id": match_id})
    engine.dispose()


def test_a_seat_taken_over_elsewhere_refuses_its_old_holder(database: str) -> None:
    with threaded_server(settings_for(database, redis=None)) as url:
        host = Player(url, "hostess")
        table = host.table("fantasy-brewers", [{"kind": "me"}, {"kind": "me"}])
        rng = random.Random(3)
        state = next(s for s in (host.state(table["id"], p) for p in (0, 1)) if s["legal"])
        host.move(table["id"], state["seat"], state["version"],
                  rng.choice(state["legal"])["index"])  # the match is now held in memory
        state = next(s for s in (host.state(table["id"], p) for p in (0, 1)) if s["legal"])
        mover = state["seat"]
        change_elsewhere(database, [
            f"UPDATE seats SET taken_over = TRUE, bot = 'random' "
            f"WHERE match_id = :id AND seat = {mover}"], table["id"])
        with pytest.raises(Refused) as refusal:
            host.move(table["id"], mover, state["version"], state["legal"][0]["index"])
        assert (refusal.value.status, refusal.value.code) == (403, "not_your_seat")
        assert host.state(table["id"])["version"] == state["version"]


def test_a_move_made_elsewhere_makes_the_copy_here_stale(database: str) -> None:
    """Another process accepted a move at this version (its row written directly here): the
    move sent to this process for the same version is refused as stale, and this process
    then shows the other's move."""
    with threaded_server(settings_for(database, redis=None)) as url:
        host = Player(url, "hostess")
        table = host.table("fantasy-brewers", [{"kind": "me"}, {"kind": "me"}])
        state = next(s for s in (host.state(table["id"], p) for p in (0, 1)) if s["legal"])
        chosen = state["legal"][0]["index"]
        code = chosen * SEATS + state["seat"]  # as Match.move_code makes it
        version = state["version"] + 1
        change_elsewhere(database, [
            f"INSERT INTO moves (match_id, version, seat, code, at) VALUES "
            f"(:id, {version}, {state['seat']}, {code}, CURRENT_TIMESTAMP)",
            f"UPDATE matches SET version = {version} WHERE id = :id"], table["id"])
        with pytest.raises(Refused) as refusal:
            host.move(table["id"], state["seat"], state["version"], state["legal"][-1]["index"])
        assert refusal.value.code == "stale_state"
        assert host.state(table["id"])["version"] == version


def test_changes_of_many_tables_are_stored_together_each_by_its_own_guard(
        database: str) -> None:
    """Three tables' changes in one batch, the second table changed elsewhere since it was
    read: the other two are stored (their move rows, their rows' new version and revision),
    the second writes nothing and says so, all in one commit."""
    with threaded_server(settings_for(database, redis=None)) as url:
        host = Player(url, "hostess")
        ids = [host.table("fantasy-brewers", [{"kind": "me"}, {"kind": "me"}])["id"]
               for _ in range(3)]
    change_elsewhere(database, [], ids[1])  # its revision moves on

    async def run() -> tuple[list[object], int, list[tuple[str, int, int]], list[str]]:
        engine = create_async(database)
        commits = 0

        def counted(*_args: object) -> None:
            nonlocal commits
            commits += 1

        async with AsyncSession(engine) as session:
            rows = [await session.get(MatchRow, i) for i in ids]
            seats = [list((await session.execute(select(SeatRow).where(
                SeatRow.match_id == i).order_by(SeatRow.seat))).scalars()) for i in ids]
            writes = []
            for row, held in zip(rows, seats):
                assert row is not None
                row.revision = 1  # as this process read them, before the change elsewhere
                row.version += 1
                writes.append(ChangeWrite.of(row, held, [s.clock_ms for s in held], {
                    "match_id": row.id, "version": row.version, "seat": 0, "code": 0,
                    "at": datetime.now(UTC)}, None))
        store = Store(lambda: counting(database, counted))
        outcomes = await asyncio.gather(*(store.write(w) for w in writes),
                                        return_exceptions=True)
        await store.close()
        async with engine.connect() as connection:
            stored = [tuple(r) for r in (await connection.execute(
                select(MatchRow.id, MatchRow.version, MatchRow.revision)
                .order_by(MatchRow.id))).all()]
            moved = list((await connection.execute(select(MoveRow.match_id))).scalars())
        await engine.dispose()
        return list(outcomes), commits, stored, moved

    outcomes, commits, stored, moved = asyncio.run(run())
    assert outcomes == [True, False, True]
    assert commits == 1
    assert sorted(moved) == sorted([ids[0], ids[2]])
    assert dict((i, (v, r)) for i, v, r in stored) == {
        ids[0]: (1, 2), ids[1]: (0, 2), ids[2]: (1, 2)}


# --- telling the table fails after the commit ---------------------------------------------------


@contextlib.contextmanager
def redis_relay() -> Iterator[tuple[str, Callable[[], None]]]:
    """A TCP relay to the test Redis: its URL and a function that cuts every connection
    through it and refuses new ones (Redis gone, as the server sees it)."""
    host, port = REDIS.split("//", 1)[1].split("/", 1)[0].split(":")
    cut = threading.Event()
    listener = socket.create_server(("127.0.0.1", 0))
    listener.settimeout(0.1)
    links: list[socket.socket] = []

    def pump(source: socket.socket, target: socket.socket) -> None:
        with contextlib.suppress(OSError):
            while data := source.recv(65536):
                target.sendall(data)
        for end in (source, target):
            with contextlib.suppress(OSError):
                end.shutdown(socket.SHUT_RDWR)

    def accept() -> None:
        while not cut.is_set():
            try:
                client, _ = listener.accept()
            except TimeoutError:
                continue
            upstream = socket.create_connection((host, int(port)))
            links.extend([client, upstream])
            for a, b in ((client, upstream), (upstream, client)):
                threading.Thread(target=pump, args=(a, b), daemon=True).start()
        for link in links:
            with contextlib.suppress(OSError):
                link.shutdown(socket.SHUT_RDWR)
        listener.close()

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()

    def gone() -> None:
        cut.set()
        thread.join(5)

    try:
        yield f"redis://127.0.0.1:{listener.getsockname()[1]}/0", gone
    finally:
        gone()


@pytest.mark.parametrize("backend", ["postgresql"])
def test_a_move_is_stored_and_answered_when_redis_has_gone(database: str) -> None:
    with redis_relay() as (relay, gone), \
            threaded_server(settings_for(database, redis=relay)) as url:
        host = Player(url, "hostess")
        table = host.table("fantasy-brewers", [{"kind": "me"}, {"kind": "me"}])
        state = next(s for s in (host.state(table["id"], p) for p in (0, 1)) if s["legal"])
        with host.socket(table["id"]) as watcher:
            assert pushed(watcher)["version"] == state["version"]
            gone()
            after = host.move(table["id"], state["seat"], state["version"],
                              state["legal"][0]["index"])
            assert after["version"] == state["version"] + 1
            assert host.state(table["id"])["version"] == state["version"] + 1
            assert pushed(watcher)["version"] == state["version"] + 1  # this process's sockets
