"""Running a tournament's games: in this process, in local worker processes, or on Ray.

`run` plays the games of a `Tournament` not yet done, calls `on_game` with each outcome as it
comes in (in completion order), and returns them all. Ctrl-C (KeyboardInterrupt) stops it
cleanly: the workers are stopped, the outcomes so far are returned with `interrupted` set, so
the caller can save them and report; `--resume` plays the rest later.

Every game is a pure function of its task (see play.py), so the same tournament gives the same
outcomes with any number of workers and on Ray, as long as the bots are deterministic (random,
greedy, ismcts with an iteration budget; a time budget depends on the machine's speed).
"""

from __future__ import annotations

import multiprocessing
import os
import signal
from collections.abc import Callable, Generator, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..core.data import VARIANT
from .play import GameOutcome, GameTask, play_game
from .schedule import Tournament

OnGame = Callable[[GameOutcome], None]


class ArenaError(Exception):
    """A tournament that cannot be run as asked (Ray cannot be started or reached); the message
    is one line for people."""


@dataclass
class RunResult:
    outcomes: list[GameOutcome] = field(default_factory=list)
    """Every outcome of the tournament so far (resumed ones included), by index."""
    interrupted: bool = False


def default_workers() -> int:
    return os.cpu_count() or 1


def run(t: Tournament, *, done: Iterable[GameOutcome] = (), workers: int | None = None,
        ray: bool = False, ray_address: str | None = None, on_game: OnGame | None = None,
        stop_after: int | None = None) -> RunResult:
    """Play the games of `t` missing from `done`.

    `workers`: parallel processes (default: the CPU count; 1 plays in this process), or with
    `ray` the CPUs of the local Ray cluster started for the run when `ray_address` is None.
    `stop_after`: stop as if interrupted after that many new games (tests)."""
    result = RunResult(outcomes=list(done))
    skip = {o.index for o in result.outcomes}
    tasks = t.tasks(skip)
    stream = outcomes(tasks, workers=workers, ray=ray, ray_address=ray_address)
    new = 0
    try:
        for _, outcome in stream:
            result.outcomes.append(outcome)
            if on_game is not None:
                on_game(outcome)
            new += 1
            if stop_after is not None and new >= stop_after and new < len(tasks):
                result.interrupted = True
                break
    except KeyboardInterrupt:
        result.interrupted = True
    finally:
        stream.close()
    result.outcomes.sort(key=lambda o: o.index)
    return result


def outcomes(tasks: list[GameTask], *, workers: int | None = None, ray: bool = False,
             ray_address: str | None = None,
             variant: Path | None = None) -> Generator[tuple[int, GameOutcome], None, None]:
    """Play `tasks` (of any tournaments) and yield each outcome with its task's position in
    `tasks`, in completion order: in this process (`workers` 1, or a single task), in local
    worker processes, or on Ray (see `run`). Closing the generator stops the workers.

    `variant`: a study variant file (core.data) laid over the games' data; its games are
    always played in processes started for it (never in this one, whose data is read already).
    On a Ray cluster the file must be readable at the same path on every node."""
    workers = workers or default_workers()
    if ray:
        return _ray(tasks, workers, ray_address, variant)
    if variant is None and (workers <= 1 or len(tasks) <= 1):
        return ((i, play_game(task)) for i, task in enumerate(tasks))
    return _pool(tasks, workers, variant)


def _play_numbered(item: tuple[int, GameTask]) -> tuple[int, GameOutcome]:
    return item[0], play_game(item[1])


def _ignore_sigint() -> None:
    """Workers leave Ctrl-C to the parent, which stops them."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _pool(tasks: list[GameTask], workers: int,
          variant: Path | None = None) -> Generator[tuple[int, GameOutcome], None, None]:
    ctx = multiprocessing.get_context("spawn")
    with _environment({VARIANT: str(variant)} if variant is not None else {}):
        # the workers start here and keep the environment they start with
        pool = ctx.Pool(max(1, min(workers, len(tasks))), initializer=_ignore_sigint)
    try:
        yield from pool.imap_unordered(_play_numbered, enumerate(tasks), chunksize=1)
        pool.close()
    finally:
        pool.terminate()
        pool.join()


@contextmanager
def _environment(values: dict[str, str]) -> Iterator[None]:
    """Set environment variables for the duration of the block (put back afterwards)."""
    before = {k: os.environ.get(k) for k in values}
    os.environ.update(values)
    try:
        yield
    finally:
        for k, v in before.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


def _ray(tasks: list[GameTask], workers: int, address: str | None,
         variant: Path | None = None) -> Generator[tuple[int, GameOutcome], None, None]:
    import ray

    started = False
    if not ray.is_initialized():
        try:
            if address:
                import alehouse

                ray.init(address=address, log_to_driver=False,
                         runtime_env={"py_modules": [alehouse]})
            else:
                ray.init(num_cpus=workers, include_dashboard=False, log_to_driver=False)
        except Exception as exc:
            where = f"reach the Ray cluster at {address}" if address else "start Ray here"
            first = str(exc).strip().splitlines()[:1] or [type(exc).__name__]
            raise ArenaError(f"cannot {where}: {first[0]}") from None
        started = True
    env: dict[str, Any] = {"env_vars": {VARIANT: str(variant.resolve())}} if variant else {}
    remote = ray.remote(num_cpus=1, runtime_env=env)(_play_numbered)
    pending = [remote.remote(item) for item in enumerate(tasks)]
    try:
        while pending:
            ready, pending = ray.wait(pending, num_returns=1)
            yield ray.get(ready[0])
    finally:
        for ref in pending:
            ray.cancel(ref, force=True)
        if started:
            ray.shutdown()
