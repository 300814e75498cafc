"""The ASGI app of `alehouse serve`: the API under /api, its OpenAPI at /openapi.json, the
browser's pages at / (`pages`).

`create_app(settings)` builds one server process. On start it applies the database's
migrations, connects to Redis when given, starts the bots' processes and the clock watch, and
wakes every bot awaited in a game left running by an earlier process (a restart resumes every
game where it was).
"""

from __future__ import annotations

import gc
import logging
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI

from . import accounts, chat, hints, lobby, pages, play, problems, ratings, replays, stream
from .advisor import Advisor
from .auth import forget_session_key
from .bot_seats import BotSeats
from .clocks import Clocks
from .db import create_engine, migrate, sessions, writer_engine
from .deps import Services
from .hub import Hub
from .limits import BodyLimit, Limits
from .live import Change, Matches
from .settings import Settings
from .store import Store

log = logging.getLogger("alehouse.server")


COLLECTION_THRESHOLDS = (10_000, 100, 10)
"""Allocations between collections of the youngest generation (Python's default is 700), and
collections of each generation between those of the next (Python's: 10 and 10). The middle
one is high because each collection of the middle generation moves everything then in flight
(every socket's pending read and write, every move awaiting its commit: tens of thousands of
objects with 2,000 sockets) to the oldest, and enough of those moves start a full collection,
which walks every match and socket (half a second with 1,000 games in play): measured with 5,
one every 20 seconds under 200 moves/s; with 100, none in a minute."""


def tune_collector() -> None:
    """Matches held in memory are large, long-lived object graphs: with Python's default
    thresholds the cyclic garbage collector walks them again and again (a sixth of the
    server's time with 1,000 games in play). Collect less often, and keep what start-up made
    out of every collection from now on."""
    gc.set_threshold(*COLLECTION_THRESHOLDS)
    gc.freeze()


SWITCH_INTERVAL = 0.0005
"""Seconds a busy thread keeps the interpreter before another that asks for it gets it (Python's
default is 0.005). The writer's thread (`store.Store`) needs it a few times a commit while the
server's loop is busy: at the default its commits waited 22 ms on average with 1,000 games in
play, 10 ms at this."""


def tune_threads() -> None:
    """Hand the interpreter between the server's loop and the writer's thread promptly."""
    sys.setswitchinterval(SWITCH_INTERVAL)


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or Settings()
    limits = Limits(settings.requests_per_second, settings.login_attempts_per_minute,
                    settings.chat_per_minute)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        engine = create_engine(settings.database, settings.sqlite_sync)
        await migrate(engine)
        maker = sessions(engine)
        matches = Matches(maker, settings, Store(
            lambda: writer_engine(settings.database, settings.sqlite_sync)))
        hub = Hub(settings.redis, on_logout=forget_session_key)
        await hub.start()
        bots = BotSeats(matches, settings)
        bots.start()
        clocks = Clocks(matches, settings)

        async def push(change: Change) -> None:
            await hub.publish(change.match_id, {"version": change.version}, change)

        async def rate(change: Change) -> None:
            await ratings.rate(maker, change)

        matches.after_change += [push, bots.on_change, rate]
        app.state.services = Services(settings, engine, maker, matches, hub, limits, bots, clocks,
                                      Advisor(bots, settings))
        clocks.start()
        tune_collector()
        tune_threads()
        woken = await bots.wake_all()
        if woken:
            log.info("woke the bots of %d games in play", woken)
        try:
            yield
        finally:
            await clocks.stop()
            await bots.stop()
            await hub.stop()
            await matches.store.close()
            await engine.dispose()

    app = FastAPI(title="Alehouse", version="1", lifespan=lifespan,
                  description="Brewing-and-monastery board games by their exact rules: "
                              "accounts, the lobby, live and turn-based play.")
    problems.install(app)
    app.add_middleware(BodyLimit, limit=settings.max_body_bytes, limits=limits)
    for module in (accounts, lobby, play, hints, replays, chat, ratings):
        app.include_router(module.router)
    app.include_router(stream.router)
    pages.install(app)
    return app
