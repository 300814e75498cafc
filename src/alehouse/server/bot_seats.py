"""Bots' seats: when a bot is awaited, it thinks in a separate process (never in the one that
answers requests) and its move is accepted like anyone's, against the version it saw. The
same processes work out people's hints and finished games' chances (advisor.py).

A bot sees only its seat's `Observation` (the engine's view and samples drawn from it). Its
think time is bounded: searching bots get at most `Settings.bot_seconds` per decision. After a
restart every match whose awaited seat is a bot's is woken again.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import threading
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from typing import Any, TypeVar

from sqlalchemy import select

from alehouse.bots.base import BotSpec, Observation
from alehouse.bots.levels import level_of, resolve
from alehouse.bots.play import bot_seeds
from alehouse.bots.registry import make
from alehouse.core import Match

from .live import Change, Matches
from .models import MatchRow, SeatRow
from .problems import Problem
from .settings import Settings

log = logging.getLogger("alehouse.server")

T = TypeVar("T")

SEARCHING = frozenset({"ismcts"})
"""Bots that think for a set time (`time=` seconds)."""


def give_bot(seat: SeatRow, named: str) -> None:
    """Let the bot `named` (a level or a bot spec, already checked) play `seat`: the spec that
    plays is kept, and the level's name when `named` is one."""
    found = level_of(named)
    seat.bot = found.spec if found is not None else named
    seat.level = found.name if found is not None else None


def bounded(spec: str, seconds: float) -> str:
    """The bot spec (a level's own, for a level) with its think time capped at `seconds`
    (searching bots only)."""
    spec = resolve(spec)
    parsed = BotSpec.parse(spec)
    if parsed.name not in SEARCHING:
        return spec
    given = dict(parsed.params)
    asked = float(given.pop("time", 0.25))
    given.pop("iterations", None)
    return str(BotSpec(parsed.name, (*given.items(), ("time", min(asked, seconds)))))


def think(text: bytes, seat: int, spec: str, seed: int) -> int:
    """In a worker process: the index of the action the bot `spec` chooses for `seat`."""
    match = Match.from_json(text)
    bot = make(spec, seed=seed)
    action = bot.choose(Observation(match, seat))
    return match.game.encode(action)


def _warm(server: int) -> None:
    """Start a bots' worker of the process `server`: the games loaded once, and a watch that
    ends the worker when its server has gone (killed, it could not shut its pool down: the
    worker would wait for work forever)."""
    import alehouse  # noqa: F401

    def watch() -> None:
        while os.getppid() == server:
            time.sleep(1)
        os._exit(0)

    threading.Thread(target=watch, name="server-watch", daemon=True).start()


def _ready() -> None:
    """Work that only makes the pool start a worker."""


class BotSeats:
    """The bots of this server process and the processes they think in."""

    def __init__(self, matches: Matches, settings: Settings) -> None:
        self.matches, self.settings = matches, settings
        self._pool: ProcessPoolExecutor | None = None
        self._running: dict[str, asyncio.Task[None]] = {}

    def start(self) -> None:
        self._pool = ProcessPoolExecutor(self.settings.bot_workers, initializer=_warm,
                                         initargs=(os.getpid(),),
                                         mp_context=multiprocessing.get_context("spawn"))
        # The pool starts its processes only when given work: start them now, or the first
        # bot move after a start waits seconds for a process and its imports.
        for _ in range(self.settings.bot_workers):
            self._pool.submit(_ready)

    def work(self, fn: Callable[..., T], *args: Any) -> asyncio.Future[T]:
        """`fn(*args)` run in the bots' processes (work kept off the server's loop: a hint,
        a finished game's chances); `fn` must be a module's function, its arguments
        picklable."""
        if self._pool is None:
            raise Problem(503, "starting", "the server is starting: try again in a moment")
        return asyncio.get_running_loop().run_in_executor(self._pool, fn, *args)

    async def stop(self) -> None:
        for task in list(self._running.values()):
            task.cancel()
        if self._pool is not None:  # a bot thinking finishes first (1.5 s at most)
            await asyncio.to_thread(self._pool.shutdown, True, cancel_futures=True)

    async def on_change(self, change: Change) -> None:
        """Wake the match's bots, unless the change shows that no bot plays at the table."""
        if change.over or (change.seats is not None and not any(
                s.kind == "bot" or s.taken_over for s in change.seats)):
            return
        self.wake(change.match_id)

    def wake(self, match_id: str) -> None:
        """Let the bots of `match_id` move while one is awaited."""
        if match_id in self._running or self._pool is None:
            return
        task = asyncio.create_task(self._play(match_id))
        self._running[match_id] = task
        task.add_done_callback(lambda _t: self._running.pop(match_id, None))

    async def wake_all(self) -> int:
        """Wake every match being played that has a bot's seat (after a start); how many."""
        async with self.matches.sessions() as db:
            ids = list((await db.execute(
                select(MatchRow.id).where(MatchRow.status == "playing",
                                          MatchRow.id.in_(select(SeatRow.match_id).where(
                                              (SeatRow.kind == "bot") | SeatRow.taken_over)))
            )).scalars())
        for match_id in ids:
            self.wake(match_id)
        return len(ids)

    async def _play(self, match_id: str) -> None:
        loop = asyncio.get_running_loop()
        try:
            while True:
                row, seats, held = await self.matches.read(match_id)
                if held is None or row.status != "playing":
                    return
                match = held.match
                bots = [p for p in match.actors if seats[p].kind == "bot" or seats[p].taken_over]
                if not bots:
                    return
                seat = bots[0]
                spec = bounded(seats[seat].bot or self.settings.bot_fallback,
                               self.settings.bot_seconds)
                seed = (bot_seeds(row.seed, 0, row.players)[seat] + match.version) % (1 << 62)
                version = match.version
                text = match.to_json().encode()
                code = await loop.run_in_executor(self._pool, think, text, seat, spec, seed)
                try:
                    await self.matches.act(match_id, seat, version, code, None)
                except Problem as problem:  # the table moved on meanwhile: look again
                    log.info("bot move in %s refused: %s", match_id, problem.reason)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("the bots of match %s stopped", match_id)
