"""Fixtures of the server tests: a database of each kind and a running server on it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from alehouse.server import Settings

from .services import REDIS, postgres_database, threaded_server

BACKENDS = ["sqlite", "postgresql"]


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def database(backend: str, tmp_path: Path) -> Iterator[str]:
    """A new, empty database of the kind `backend` names: its URL."""
    if backend == "sqlite":
        yield f"sqlite:///{tmp_path / 'alehouse.db'}"
    else:
        with postgres_database() as url:
            yield url


def settings_for(database: str, **changes: object) -> Settings:
    """Settings for a test server: snapshots often (so loading uses them), clocks looked at
    often, Redis with PostgreSQL (as several processes would run)."""
    base = {"database": database, "snapshot_every": 7, "clock_check_seconds": 0.1,
            "redis": REDIS if database.startswith("postgresql") else None,
            "requests_per_second": 10_000.0}
    base.update(changes)
    return Settings(**base)  # type: ignore[arg-type]


@pytest.fixture
def server(database: str) -> Iterator[str]:
    """A server on `database` in this process: its base URL."""
    with threaded_server(settings_for(database)) as url:
        yield url
