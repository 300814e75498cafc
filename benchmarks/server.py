"""The game server under load: N simultaneous turn-based games on loopback, random legal moves
offered at a fixed rate, on SQLite and on PostgreSQL.

One command::

    .venv/bin/python benchmarks/server.py                  # N = 10, 100, 1,000 on both databases
    .venv/bin/python benchmarks/server.py --games 1000 --database sqlite --seconds 60

For each database and N it starts `alehouse serve` as a process of its own (a fresh SQLite file
or a fresh PostgreSQL database), seats N hot-seat games of Fantasy Brewers (a guest each, so
that setting up needs no password hashing), connects a WebSocket for each seat, then makes
random legal moves: at most one in flight per game, offered at `--rate` moves per second over
all games. It measures, per move:

- ``ack``: from sending the move until the server's answer (the move is stored by then);
- ``push``: from sending the move until the other seat's socket holds the new version;

and prints moves per second, the median and 99th percentile of both, stale refusals, and the
server's memory (resident set) per game. Target: 1,000 games, p99 push under 50 ms at 200
moves/s, on both databases. The load generator shares the machine with the server.

``--database sqlite-normal`` runs SQLite with ``--sqlite-sync normal``; ``--workers N`` runs
the server as N processes (``alehouse serve --workers N``) telling each other's sockets through
Redis (``--redis``, this project's 127.0.0.1:6379 by default).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import itertools
import json
import os
import random
import secrets
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp
import httpx
from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

sys.path.insert(0, str(Path(__file__).resolve().parent))
from engine import machine

GAME = "fantasy-brewers"
POSTGRES = os.environ.get("ALEHOUSE_TEST_POSTGRES", "postgresql://postgres@127.0.0.1:5432/test")
REDIS = os.environ.get("ALEHOUSE_TEST_REDIS", "redis://127.0.0.1:6379/0")
TARGET_GAMES, TARGET_RATE, TARGET_P99_MS = 1000, 200.0, 50.0


# --- the server --------------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


class Server:
    """`alehouse serve` in a process of its own on a fresh database."""

    def __init__(self, database: str, workdir: Path, sqlite_sync: str = "full",
                 workers: int = 1, redis: str = REDIS) -> None:
        self.database, self.workdir, self.sqlite_sync = database, workdir, sqlite_sync
        self.workers, self.redis = workers, redis
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen[bytes] | None = None

    def __enter__(self) -> Server:
        log = (self.workdir / "server.log").open("ab")
        self.process = subprocess.Popen(
            [sys.executable, "-c", "from alehouse.cli import main; main()", "serve", "--port",
             str(self.port), "--database", self.database, "--rate-limit", "1000",
             "--sqlite-sync", self.sqlite_sync, "--workers", str(self.workers),
             *(["--redis", self.redis] if self.workers > 1 else [])],
            cwd=self.workdir, stdout=log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError((self.workdir / "server.log").read_text())
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(f"{self.url}/openapi.json", timeout=1).status_code == 200:
                    return self
            time.sleep(0.1)
        raise RuntimeError("the server did not start")

    def __exit__(self, *_exc: object) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(30)

    def rss_kb(self) -> int:
        """The server's resident memory, kB (its process and the bots' workers)."""
        assert self.process is not None
        total = 0
        for pid in [self.process.pid, *_children(self.process.pid)]:
            with contextlib.suppress(OSError):
                for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                    if line.startswith("VmRSS:"):
                        total += int(line.split()[1])
        return total


def _children(pid: int) -> list[int]:
    """Every process under `pid` (workers, and their bots' pools)."""
    try:
        text = Path(f"/proc/{pid}/task/{pid}/children").read_text()
    except OSError:
        return []
    return [q for p in text.split() for q in (int(p), *_children(int(p)))]


@contextlib.contextmanager
def database(kind: str, workdir: Path) -> Any:
    """A fresh database of `kind` ("sqlite" or "postgresql"): its URL."""
    if kind == "sqlite":
        yield f"sqlite:///{workdir / 'alehouse.db'}"
        return
    import asyncpg
    from sqlalchemy.engine import make_url

    url = make_url(POSTGRES)
    name = f"alehouse_bench_{secrets.token_hex(4)}"

    async def admin(sql: str) -> None:
        connection = await asyncpg.connect(host=url.host, port=url.port, user=url.username,
                                           password=url.password, database=url.database)
        try:
            await connection.execute(sql)
        finally:
            await connection.close()

    asyncio.run(admin(f'CREATE DATABASE "{name}"'))
    try:
        yield url.set(database=name).render_as_string(hide_password=False)
    finally:
        asyncio.run(admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))


# --- the players -------------------------------------------------------------------------------


@dataclass
class Seat:
    state: dict[str, Any] = field(default_factory=dict)
    changed: asyncio.Event = field(default_factory=asyncio.Event)
    replies: dict[int, asyncio.Future[dict[str, Any]]] = field(default_factory=dict)
    """Moves sent over this seat's socket, awaiting their answer, by id."""


@dataclass
class Table:
    id: str
    headers: dict[str, str]
    seats: list[Seat]
    busy: bool = False
    sockets: list[aiohttp.ClientWebSocketResponse] = field(default_factory=list)
    listeners: list[asyncio.Task[None]] = field(default_factory=list)

    def mover(self) -> int | None:
        for seat, s in enumerate(self.seats):
            if s.state.get("legal") and s.state.get("status") == "playing":
                return seat
        return None


@dataclass
class Figures:
    ack: list[float] = field(default_factory=list)
    push: list[float] = field(default_factory=list)
    stale: int = 0
    failed: int = 0


async def listen(sock: aiohttp.ClientWebSocketResponse, seat: Seat) -> None:
    with contextlib.suppress(Exception):
        async for frame in sock:
            if frame.type != aiohttp.WSMsgType.TEXT:
                break
            message = json.loads(frame.data)
            if message.get("type") == "state":
                seat.state = message
                seat.changed.set()
            elif message.get("id") in seat.replies:
                seat.replies.pop(message["id"]).set_result(message)


async def caught_up(seat: Seat, version: int, deadline: float) -> bool:
    """Wait until `seat`'s socket has a version after `version` (False at the deadline)."""
    while seat.state.get("version", -1) <= version and time.perf_counter() < deadline:
        seat.changed.clear()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(seat.changed.wait(), deadline - time.perf_counter())
    return bool(seat.state.get("version", -1) > version)


async def seat_table(http: aiohttp.ClientSession, url: str) -> Table:
    """A guest and a hot-seat game of two, with a socket per seat (offering compression, as
    browsers do)."""
    async with http.post(f"{url}/api/guest", json={"client": "api"}) as answer:
        guest = await answer.json()
    headers = {"Authorization": f"Bearer {guest['token']}"}
    async with http.post(f"{url}/api/tables", headers=headers, json={
            "game": GAME, "players": 2, "seats": [{"kind": "me"}, {"kind": "me"}],
            "timing": {"mode": "turn", "days": 3}}) as made:
        made.raise_for_status()
        table = Table((await made.json())["id"], headers, [Seat(), Seat()])
    ws = url.replace("http", "ws", 1)
    for seat in (0, 1):
        sock = await http.ws_connect(f"{ws}/api/matches/{table.id}/live?seat={seat}",
                                     headers=headers, compress=15, max_msg_size=2**24,
                                     timeout=aiohttp.ClientWSTimeout(ws_receive=None))
        table.sockets.append(sock)
        table.listeners.append(asyncio.create_task(listen(sock, table.seats[seat])))
    return table


async def send_move(http: aiohttp.ClientSession, url: str, table: Table, seat: int,
                    version: int, action: int, over: str) -> int:
    """Send one move `over` "http" or the seat's "socket": the HTTP status of its answer (or
    the status its refusal would have had over HTTP)."""
    if over == "http":
        async with http.post(f"{url}/api/matches/{table.id}/moves", headers=table.headers,
                             json={"seat": seat, "version": version, "action": action,
                                   "answer": "version"}) as answer:
            await answer.read()
            return answer.status
    ident = next(_ids)
    reply: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
    table.seats[seat].replies[ident] = reply
    await table.sockets[seat].send_str(json.dumps({"type": "move", "version": version,
                                                   "action": action, "id": ident}))
    message = await asyncio.wait_for(reply, 30)
    if message["type"] == "accepted":
        return 200
    return 409 if message["code"] in ("stale_state", "not_your_turn") else 422


_ids = itertools.count()


async def move(http: aiohttp.ClientSession, url: str, table: Table, figures: Figures,
               rng: random.Random, over: str) -> None:
    """One random legal move of `table` (marked busy by the caller until it is seen)."""
    try:
        seat = table.mover()
        if seat is None:
            return
        state = table.seats[seat].state
        version = state["version"]
        other = table.seats[1 - seat]
        start = time.perf_counter()
        status = await send_move(http, url, table, seat, version,
                                 rng.choice(state["legal"])["index"], over)
        acked = time.perf_counter()
        if status == 409:
            figures.stale += 1
            return
        if status != 200:
            figures.failed += 1
            return
        figures.ack.append(acked - start)
        deadline = start + 10
        if await caught_up(other, version, deadline):
            figures.push.append(time.perf_counter() - start)
        else:
            figures.failed += 1
        await caught_up(table.seats[seat], version, deadline)  # the mover's own push too
    except (aiohttp.ClientError, TimeoutError):
        figures.failed += 1
    finally:
        table.busy = False


async def load(url: str, games: int, rate: float, seconds: float, progress: Progress,
               seed: int = 0, over: str = "socket") -> tuple[Figures, float, int, int]:
    """Seat `games` tables, then offer `rate` moves/s for `seconds`: the figures, the moves/s
    made, the tables seated and the moves sent."""
    connector = aiohttp.TCPConnector(limit=0)  # the sockets hold connections too
    async with aiohttp.ClientSession(connector=connector,
                                     timeout=aiohttp.ClientTimeout(total=60)) as http:
        seating = progress.add_task(f"seating {games:,} games", total=games)
        tables: list[Table] = []
        gate = asyncio.Semaphore(16)

        async def one() -> None:
            async with gate:
                tables.append(await seat_table(http, url))
                progress.advance(seating)

        await asyncio.gather(*(one() for _ in range(games)))
        await asyncio.sleep(1)
        progress.remove_task(seating)
        # the tables' states are long-lived: keep the load generator's own collector from
        # walking them in the middle of the measurement (its pauses would read as latency)
        gc.collect()
        gc.freeze()
        figures = Figures()
        rng = random.Random(seed)
        playing = progress.add_task(f"{games:,} games at {rate:g} moves/s", total=seconds)
        start = time.perf_counter()
        tasks: set[asyncio.Task[None]] = set()
        sent = 0
        while (elapsed := time.perf_counter() - start) < seconds:
            due = int(elapsed * rate) - sent
            for _ in range(due):
                ready = [t for t in rng.sample(tables, min(len(tables), 32))
                         if not t.busy and t.mover() is not None]
                if not ready:
                    break
                ready[0].busy = True  # at once: the task starts only at the next await
                task = asyncio.create_task(move(http, url, ready[0], figures, rng, over))
                tasks.add(task)
                task.add_done_callback(tasks.discard)
                sent += 1
            progress.update(playing, completed=elapsed)
            await asyncio.sleep(0.002)
        await asyncio.gather(*tasks)
        made = len(figures.ack) / (time.perf_counter() - start)
        progress.remove_task(playing)
        for table in tables:
            for sock in table.sockets:
                with contextlib.suppress(Exception):
                    await sock.close()
    return figures, made, len(tables), sent


# --- the report --------------------------------------------------------------------------------


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))] * 1000


def row(kind: str, over: str, workers: int, games: int, rate: float, figures: Figures, made: float,
        rss_kb: tuple[int, int]) -> list[str]:
    p99 = percentile(figures.push, 0.99)
    meets = ("-" if games != TARGET_GAMES else
             "ok" if p99 < TARGET_P99_MS and made >= TARGET_RATE * 0.95 else "**NO**")
    return [kind, over, str(workers), f"{games:,}", f"{rate:g}", f"{made:,.0f}",
            f"{percentile(figures.ack, .5):.1f}",
            f"{percentile(figures.ack, .99):.1f}", f"{percentile(figures.push, .5):.1f}",
            f"{p99:.1f}", str(figures.stale), str(figures.failed),
            f"{rss_kb[1] / 1024:,.0f}", f"{max(0, rss_kb[1] - rss_kb[0]) / games:,.1f}", meets]


COLUMNS = ["database", "moves over", "workers", "games", "offered moves/s", "moves/s", "ack p50 ms",
           "ack p99 ms", "push p50 ms", "push p99 ms", "stale", "failed", "server MB", "kB/game",
           "target"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, action="append",
                        help="simultaneous games (repeatable; default 10, 100, 1000)")
    parser.add_argument("--database", choices=("sqlite", "sqlite-normal", "postgresql"),
                        action="append", help="repeatable; default sqlite and postgresql "
                        "(sqlite-normal: SQLite with --sqlite-sync normal)")
    parser.add_argument("--rate", type=float, default=TARGET_RATE,
                        help="moves offered per second over all games (default 200)")
    parser.add_argument("--seconds", type=float, default=30, help="of load per run (30)")
    parser.add_argument("--moves", choices=("socket", "http"), action="append",
                        help="how moves are sent: over each seat's WebSocket or as HTTP "
                        "requests (repeatable; default socket)")
    parser.add_argument("--workers", type=int, action="append",
                        help="server processes (repeatable; default 1); more than one share "
                        "changes through Redis")
    parser.add_argument("--redis", default=REDIS, help=f"Redis URL for --workers (default "
                        f"{REDIS})")
    args = parser.parse_args(argv)
    counts = args.games or [10, 100, 1000]
    kinds = args.database or ["sqlite", "postgresql"]
    info = machine()
    rows = []
    with Progress(TextColumn("{task.description}"), BarColumn(), TimeElapsedColumn(),
                  transient=True) as progress:
        for kind, games, over, workers in itertools.product(
                kinds, counts, args.moves or ["socket"], args.workers or [1]):
            sync = "normal" if kind == "sqlite-normal" else "full"
            with tempfile.TemporaryDirectory() as tmp, \
                    database(kind.split("-")[0], Path(tmp)) as url, \
                    Server(url, Path(tmp), sync, workers, args.redis) as server:
                before = server.rss_kb()
                figures, made, _, _ = asyncio.run(load(
                    server.url, games, args.rate, args.seconds, progress, over=over))
                rows.append(row(kind, over, workers, games, args.rate, figures, made,
                                (before, server.rss_kb())))
    print(f"Machine: {info['cpu']}, {info['cores']} cores, {info['python']}, {info['os']}; "
          f"{info['date']}, alehouse {info['alehouse']} ({info['commit']}); load average "
          f"{info['load']:.1f} at the start.\n")
    print(f"{GAME}, 2-player hot-seat games, random legal moves, {args.seconds:g} s of load per "
          "row; ack = until the server's answer (the move stored), push = until the other "
          "seat's socket has it. Target: 1,000 games, push p99 < 50 ms at 200 moves/s.\n")
    print("| " + " | ".join(COLUMNS) + " |")
    print("|" + "|".join(":--" if i == 0 else "--:" for i in range(len(COLUMNS))) + "|")
    for r in rows:
        print("| " + " | ".join(r) + " |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
