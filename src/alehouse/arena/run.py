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
from collections.abc import Callable, Generator, Iterable
from dataclasses import dataclass, field

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
             ray_address: str | None = None) -> Generator[tuple[int, GameOutcome], None, None]:
    """Play `tasks` (of any tournaments) and yield each outcome with its task's position in
    `tasks`, in completion order: in this process (`workers` 1, or a single task), in local
    worker processes, or on Ray (see `run`). Closing the generator stops the workers."""
    workers = workers or default_workers()
    if ray:
        return _ray(tasks, workers, ray_address)
    if workers <= 1 or len(tasks) <= 1:
        return ((i, play_game(task)) for i, task in enumerate(tasks))
    return _pool(tasks, workers)


def _play_numbered(item: tuple[int, GameTask]) -> tuple[int, GameOutcome]:
    return item[0], play_game(item[1])


def _ignore_sigint() -> None:
    """Workers leave Ctrl-C to the parent, which stops them."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _pool(tasks: list[GameTask], workers: int) -> Generator[tuple[int, GameOutcome], None, None]:
    ctx = multiprocessing.get_context("spawn")
    pool = ctx.Pool(min(workers, len(tasks)), initializer=_ignore_sigint)
    try:
        yield from pool.imap_unordered(_play_numbered, enumerate(tasks), chunksize=1)
        pool.close()
    finally:
        pool.terminate()
        pool.join()


def _ray(tasks: list[GameTask], workers: int,
         address: str | None) -> Generator[tuple[int, GameOutcome], None, None]:
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
    remote = ray.remote(num_cpus=1)(_play_numbered)
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
