"""A profile of random play in one game, so the next person finds the hot spot in a minute.

One command::

    make profile GAME=heaven-and-ale               # 4 players, 10 seconds of games
    .venv/bin/python benchmarks/hotspots.py heaven-and-ale --players 2 --seconds 30 --top 40

Seeded random games (`legal_actions` + `act`, as benchmarks/engine.py plays them) run under
cProfile until the time is up. The profile is written to ``profiles/<game>-<players>p.prof``
(open it with ``python -m pstats`` or snakeviz) and the functions with the most time of their
own are printed, with the share of the whole run each takes.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import sys
import time
from pathlib import Path

from rich.console import Console
from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

import alehouse
from alehouse import Chance

ROOT = Path(__file__).resolve().parent.parent


def play(gid: str, players: int, seconds: float, progress: Progress) -> int:
    """Play seeded random games for `seconds`; the number of decisions made."""
    task = progress.add_task("random games", total=seconds)
    decisions = 0
    seed = 0
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        m = alehouse.new_match(gid, players, seed=seed)
        rng = Chance.from_seed(seed)
        while not m.over:
            p = rng.choice(m.actors)
            m.act(p, rng.choice(m.legal_actions(p)))
            decisions += 1
        seed += 1
        progress.update(task, completed=min(elapsed, seconds))
    return decisions


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=alehouse.games())
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--top", type=int, default=25, help="how many functions to print")
    args = parser.parse_args(argv)
    g = alehouse.game(args.game)
    if args.players not in g.player_counts:
        parser.error(f"{g.title} is for {g.player_counts.start}-{g.player_counts.stop - 1} "
                     "players")
    console = Console()
    console = console if console.width >= 150 else Console(width=150)  # function names whole
    profiler = cProfile.Profile()
    with Progress(TextColumn("{task.description}"), BarColumn(), TimeElapsedColumn(),
                  console=console, transient=True) as progress:
        profiler.enable()
        decisions = play(args.game, args.players, args.seconds, progress)
        profiler.disable()
    out = ROOT / "profiles" / f"{args.game}-{args.players}p.prof"
    out.parent.mkdir(exist_ok=True)
    profiler.dump_stats(out)
    stats = pstats.Stats(profiler)
    total = sum(row[2] for row in stats.stats.values())  # type: ignore[attr-defined]
    table = Table(title=f"{g.title}, {args.players} players: {decisions:,} decisions "
                        f"(own time, of {total:.1f} s profiled)")
    for column in ("own s", "share", "with callees s", "calls"):
        table.add_column(column, justify="right")
    table.add_column("function", no_wrap=True)
    rows = sorted(stats.stats.items(), key=lambda kv: -kv[1][2])  # type: ignore[attr-defined]
    for (path, line, name), (_, calls, own, cumulative, _) in rows[:args.top]:
        where = path.split("/alehouse/")[-1] if "/alehouse/" in path else Path(path).name
        table.add_row(f"{own:.2f}", f"{own / total:.0%}", f"{cumulative:.2f}", f"{calls:,}",
                      f"{where}:{line} {name}")
    console.print(table)
    console.print(f"Profile written to {out.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
