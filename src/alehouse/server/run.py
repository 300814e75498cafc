"""Starting the server: check the database and Redis answer, apply the migrations once, then
run uvicorn with one process or several (`--workers`), each building its app from the same
settings (passed to the workers in the environment)."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import os
from typing import Any

import uvicorn
from fastapi import FastAPI

from .app import create_app
from .db import DatabaseURLError, create_engine, migrate
from .settings import Settings

SETTINGS_VARIABLE = "ALEHOUSE_SERVER_SETTINGS"


class CannotStart(Exception):
    """The server cannot start; the message says why, for people."""


async def _prepare(settings: Settings) -> None:
    try:
        engine = create_engine(settings.database, settings.sqlite_sync)
    except DatabaseURLError as exc:
        raise CannotStart(str(exc)) from None
    except ModuleNotFoundError as exc:
        raise CannotStart(f"the database driver {exc.name} is not installed") from None
    try:
        await migrate(engine)
    except Exception as exc:
        raise CannotStart(f"cannot use the database {_safe(settings.database)}: "
                          f"{_first_line(exc)}") from None
    finally:
        await engine.dispose()
    if settings.redis is not None:
        from redis import asyncio as aioredis

        client: Any = aioredis.from_url(settings.redis)
        try:
            await client.ping()
        except Exception as exc:
            raise CannotStart(f"cannot reach Redis at {settings.redis}: "
                              f"{_first_line(exc)}") from None
        finally:
            await client.aclose()


def prepare(settings: Settings) -> None:
    """Check that the database and Redis answer and bring the tables up to date; CannotStart
    says what is wrong."""
    asyncio.run(_prepare(settings))


def serve(settings: Settings, host: str, port: int, workers: int = 1,
          access_log: bool = False) -> None:
    """Check, migrate, then run `workers` processes on `host`:`port` until stopped; every
    request logged only with `access_log`."""
    prepare(settings)
    if workers == 1:
        uvicorn.run(create_app(settings), host=host, port=port, log_level="info",
                    access_log=access_log, ws_max_size=settings.max_body_bytes)
        return
    os.environ[SETTINGS_VARIABLE] = json.dumps(dataclasses.asdict(settings))
    uvicorn.run("alehouse.server.run:app_from_environment", factory=True, host=host, port=port,
                workers=workers, log_level="info", access_log=access_log,
                ws_max_size=settings.max_body_bytes)


def app_from_environment() -> FastAPI:
    """The app of one of several worker processes (`serve(..., workers=N)`)."""
    return create_app(Settings(**json.loads(os.environ[SETTINGS_VARIABLE])))


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return text[0] if text else type(exc).__name__


def _safe(url: str) -> str:
    """The URL without its password."""
    from sqlalchemy.engine import make_url

    try:
        return make_url(url).render_as_string(hide_password=True)
    except Exception:
        return "given"
