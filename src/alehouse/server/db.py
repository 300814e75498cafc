"""The database: an asynchronous SQLAlchemy engine for a URL, and Alembic's migrations applied
on start (so a new SQLite file or an empty PostgreSQL database needs no set-up).

SQLite runs in WAL mode; by default every commit is synced to the disk (a move acknowledged
survives a power cut), or, with `sqlite_sync="normal"`, left to the operating system (it
survives the server being killed, not a power cut).
"""

from __future__ import annotations

from typing import Any

from alembic import command
from alembic.config import Config
from sqlalchemy import create_engine as create_sync_engine
from sqlalchemy import event
from sqlalchemy.engine import Connection, Engine, make_url
from sqlalchemy.ext.asyncio import AsyncEngine, async_sessionmaker, create_async_engine
from sqlalchemy.ext.asyncio import AsyncSession as AsyncSession  # re-exported for the routes

DRIVERS = {"sqlite": "sqlite+aiosqlite", "postgresql": "postgresql+asyncpg",
           "postgres": "postgresql+asyncpg"}


class DatabaseURLError(ValueError):
    """A database URL the server cannot use (the reason says why)."""


def async_url(url: str) -> str:
    """The URL with the asynchronous driver the server uses for its database."""
    try:
        parsed = make_url(url)
    except Exception:
        raise DatabaseURLError(f"{url!r} is not a database URL (e.g. sqlite:///alehouse.db or "
                               "postgresql://user@host/db)") from None
    backend = parsed.get_backend_name()
    if backend not in DRIVERS:
        raise DatabaseURLError(f"the server stores in SQLite or PostgreSQL, not {backend}")
    return parsed.set(drivername=DRIVERS[backend]).render_as_string(hide_password=False)


SQLITE_SYNC = ("full", "normal")


def create_engine(url: str, sqlite_sync: str = "full") -> AsyncEngine:
    """An engine for `url` (SQLite: WAL, commits synced as `sqlite_sync` says, foreign keys,
    a busy wait)."""
    target = async_url(url)
    if target.startswith("sqlite"):
        if sqlite_sync not in SQLITE_SYNC:
            raise DatabaseURLError(f"SQLite's sync is full or normal, not {sqlite_sync!r}")
        engine = create_async_engine(target, connect_args={"timeout": 30})
        event.listen(engine.sync_engine, "connect",
                     lambda connection, _record: _sqlite_pragmas(connection, sqlite_sync))
        return engine
    return create_async_engine(target, pool_size=10, max_overflow=10, pool_recycle=1800)


def writer_engine(url: str, sqlite_sync: str = "full") -> AsyncEngine | Engine:
    """The engine of the writer's thread (`store.Store`): for SQLite a synchronous one (the
    standard library's driver; a batch then runs in one call instead of handing every
    statement to aiosqlite's thread and back, which cost a third of the server's time per
    move), for PostgreSQL `create_engine`'s."""
    target = make_url(async_url(url))
    if target.get_backend_name() != "sqlite":
        return create_engine(url, sqlite_sync)
    if sqlite_sync not in SQLITE_SYNC:
        raise DatabaseURLError(f"SQLite's sync is full or normal, not {sqlite_sync!r}")
    sync = create_sync_engine(target.set(drivername="sqlite"), connect_args={"timeout": 30})
    event.listen(sync, "connect",
                 lambda connection, _record: _sqlite_pragmas(connection, sqlite_sync))
    return sync


def _sqlite_pragmas(dbapi_connection: Any, sync: str) -> None:
    cursor = dbapi_connection.cursor()
    for pragma in ("journal_mode=WAL", f"synchronous={sync.upper()}", "foreign_keys=ON",
                   "busy_timeout=30000"):
        cursor.execute(f"PRAGMA {pragma}")
    cursor.close()


def sessions(engine: AsyncEngine) -> async_sessionmaker[AsyncSession]:
    return async_sessionmaker(engine, expire_on_commit=False)


def alembic_config() -> Config:
    """Alembic's configuration for the migrations shipped in this package."""
    config = Config()
    config.set_main_option("script_location", "alehouse.server:migrations")
    return config


def _upgrade(connection: Connection) -> None:
    config = alembic_config()
    config.attributes["connection"] = connection
    command.upgrade(config, "head")


async def migrate(engine: AsyncEngine) -> None:
    """Bring the database's tables to the newest migration (idempotent)."""
    async with engine.begin() as connection:
        await connection.run_sync(_upgrade)
