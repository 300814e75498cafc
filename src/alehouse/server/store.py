"""Writing accepted changes: many in one transaction, each acknowledged only after its commit.

Every accepted move is stored before anyone is answered. Committing each on its own costs a
synced write per move (and on SQLite one writer at a time); `Store` instead gathers the writes
that arrive while the previous commit runs and commits them together (group commit), so the
cost of a commit is shared by every move waiting for it, and each caller still hears only once
its own write is durable.

A write is a function of the connection that returns False when its guard found the row changed
by someone else (it then wrote nothing); it raises nothing for that. Writes of a kind that
offers ``write_many(connection, writes)`` are stored together by it (a few statements for the
whole batch instead of a few per write). A batch that fails for any other reason is tried
again write by write, so one bad write fails only its own caller.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Callable

from sqlalchemy.engine import Connection, Engine
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

Write = Callable[[Connection], bool]
"""Statements of one change: True when written, False when its guard refused it."""


class Store:
    """The group-committing writer of one server process.

    Its transactions run on a thread of their own, with their own connection: on the server's
    loop each statement of a batch would wait its turn behind every socket's work (a commit of
    a few statements took 10-20 ms of waiting with 1,000 games in play); the server's loop
    waits once per batch instead. A synchronous engine (SQLite's, `db.writer_engine`) runs a
    batch in one call on that thread; an asynchronous one (PostgreSQL's) in the thread's
    event loop."""

    def __init__(self, connect: Callable[[], AsyncEngine | Engine]) -> None:
        self._connect = connect
        """Makes the writer's engine (on the writer's thread: a connection belongs to it)."""
        self._waiting: list[tuple[Write, asyncio.Future[bool]]] = []
        self._writer: asyncio.Task[None] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._engine: AsyncEngine | Engine | None = None
        self._connection: AsyncConnection | None = None
        self._sync_connection: Connection | None = None
        """Either connection is kept open between batches: taking one from the pool costs as
        much as a write."""

    async def write(self, write: Write) -> bool:
        """Run `write` in a transaction and return once that is committed: True when it
        wrote, False when its guard refused (nothing written). Raises what the database
        raised, having written nothing of this change."""
        done: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        self._waiting.append((write, done))
        if self._writer is None or self._writer.done():
            self._writer = asyncio.create_task(self._drain())
        return await done

    async def _drain(self) -> None:
        while self._waiting:
            batch, self._waiting = self._waiting, []
            try:
                outcomes = await self._commit([w for w, _ in batch])
            except Exception:
                for write, done in batch:  # alone, so that one failure fails only its caller
                    try:
                        [outcome] = await self._commit([write])
                    except Exception as exc:
                        if not done.done():
                            done.set_exception(exc)
                    else:
                        if not done.done():
                            done.set_result(outcome)
                continue
            for (_, done), outcome in zip(batch, outcomes):
                if not done.done():
                    done.set_result(outcome)

    async def _commit(self, writes: list[Write]) -> list[bool]:
        """Commit `writes` in one transaction on the writer's thread."""
        if self._loop is None:
            self._loop = asyncio.new_event_loop()
            self._thread = threading.Thread(target=self._loop.run_forever,
                                            name="alehouse-store", daemon=True)
            self._thread.start()
        running = asyncio.run_coroutine_threadsafe(self._commit_here(writes), self._loop)
        return await asyncio.wrap_future(running)

    async def _commit_here(self, writes: list[Write]) -> list[bool]:
        if self._engine is None:
            self._engine = self._connect()
        if isinstance(self._engine, Engine):  # a batch in one call, on this thread
            return self._commit_sync(self._engine, writes)
        if self._connection is None:
            self._connection = await self._engine.connect()
        try:
            return await self._connection.run_sync(_in_transaction, writes)
        except Exception:
            connection, self._connection = self._connection, None
            with contextlib.suppress(Exception):  # a broken connection: the next batch opens one
                await connection.close()
            raise

    def _commit_sync(self, engine: Engine, writes: list[Write]) -> list[bool]:
        if self._sync_connection is None:
            self._sync_connection = engine.connect()
        try:
            return _in_transaction(self._sync_connection, writes)
        except Exception:
            connection, self._sync_connection = self._sync_connection, None
            with contextlib.suppress(Exception):
                connection.close()
            raise

    async def close(self) -> None:
        """Finish the writes under way, give the writer's connection back and end its thread
        (when the server stops)."""
        if self._writer is not None:
            with contextlib.suppress(Exception):
                await self._writer
        if self._loop is None or self._thread is None:
            return
        await asyncio.wrap_future(asyncio.run_coroutine_threadsafe(self._close_here(),
                                                                   self._loop))
        self._loop.call_soon_threadsafe(self._loop.stop)
        await asyncio.to_thread(self._thread.join)
        self._loop.close()
        self._loop = self._thread = None

    async def _close_here(self) -> None:
        if self._connection is not None:
            await self._connection.close()
            self._connection = None
        if self._sync_connection is not None:
            self._sync_connection.close()
            self._sync_connection = None
        if isinstance(self._engine, Engine):
            self._engine.dispose()
        elif self._engine is not None:
            await self._engine.dispose()
        self._engine = None


def _in_transaction(connection: Connection, writes: list[Write]) -> list[bool]:
    outcomes: list[bool] = [False] * len(writes)
    kinds: dict[type, list[int]] = {}
    for number, write in enumerate(writes):
        kinds.setdefault(type(write), []).append(number)
    with connection.begin():
        for kind, numbers in kinds.items():
            many = getattr(kind, "write_many", None)
            done = (many(connection, [writes[n] for n in numbers]) if many is not None else
                    [writes[n](connection) for n in numbers])
            for number, outcome in zip(numbers, done):
                outcomes[number] = outcome
    return outcomes
