"""The real services the server tests use: a fresh PostgreSQL database per test, Redis, and a
server running on a free loopback port (in a thread of the test process, or as a process of
its own that a test may kill).

ALEHOUSE_TEST_POSTGRES and ALEHOUSE_TEST_REDIS name the services (default: this project's
machines, PostgreSQL with trust authentication on 127.0.0.1:5432, database `test`, and Redis on
127.0.0.1:6379). A service that does not answer fails the test, saying which: .ci/run starts
nothing and checks that both answer first.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import secrets
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import uvicorn
from sqlalchemy.engine import make_url

from alehouse.server import Settings, create_app

POSTGRES = os.environ.get("ALEHOUSE_TEST_POSTGRES", "postgresql://postgres@127.0.0.1:5432/test")
REDIS = os.environ.get("ALEHOUSE_TEST_REDIS", "redis://127.0.0.1:6379/0")


async def _admin(sql: str) -> None:
    import asyncpg

    url = make_url(POSTGRES)
    connection = await asyncpg.connect(host=url.host, port=url.port, user=url.username,
                                       password=url.password, database=url.database)
    try:
        await connection.execute(sql)
    finally:
        await connection.close()


@contextlib.contextmanager
def postgres_database() -> Iterator[str]:
    """A new, empty PostgreSQL database for one test (dropped after it): its URL."""
    name = f"alehouse_test_{secrets.token_hex(6)}"
    try:
        asyncio.run(_admin(f'CREATE DATABASE "{name}"'))
    except OSError as exc:
        raise RuntimeError(f"PostgreSQL does not answer at {POSTGRES} ({exc}); the server "
                           "tests need it (set ALEHOUSE_TEST_POSTGRES)") from None
    try:
        yield make_url(POSTGRES).set(database=name).render_as_string(hide_password=False)
    finally:
        asyncio.run(_admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@contextlib.contextmanager
def threaded_server(settings: Settings) -> Iterator[str]:
    """`alehouse serve`'s app with `settings` in a thread of this process: its base URL."""
    port = free_port()
    config = uvicorn.Config(create_app(settings), host="127.0.0.1", port=port,
                            log_level="warning", ws_max_size=settings.max_body_bytes)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise RuntimeError("the test server did not start")
        time.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(30)


class ServerProcess:
    """`alehouse serve` as a process of its own, which a test may kill and start again."""

    def __init__(self, database: str, redis: str | None = None, workdir: Path | None = None,
                 port: int | None = None) -> None:
        self.database, self.redis, self.workdir = database, redis, workdir
        self.port = port or free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen[bytes] | None = None
        self.log = (workdir or Path(".")) / f"server-{self.port}.log"

    def start(self) -> ServerProcess:
        command = [sys.executable, "-c", "from alehouse.cli import main; main()", "serve",
                   "--port", str(self.port), "--database", self.database]
        if self.redis:
            command += ["--redis", self.redis]
        with self.log.open("ab") as out:
            self.process = subprocess.Popen(command, cwd=self.workdir, stdout=out,
                                            stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the server exited: {self.log.read_text(errors='replace')}")
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(f"{self.url}/openapi.json", timeout=1).status_code == 200:
                    return self
            time.sleep(0.1)
        raise RuntimeError("the server did not start in time")

    def kill(self) -> None:
        """SIGKILL: no shutdown, no flushing, as a crash."""
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(30)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(30)
            except subprocess.TimeoutExpired:
                self.kill()
