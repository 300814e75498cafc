"""PettingZoo's `performance_benchmark` for every Alehouse game, run side by side in one process
with PettingZoo's own `chess_v6` and `connect_four_v3` as references (figures in
benchmarks/README.md).

    .venv/bin/python benchmarks/interop.py               # every game at 2, 3 and 4 players
    .venv/bin/python benchmarks/interop.py --players 2 --markdown

`performance_benchmark` plays random legal actions (drawn from the action mask) for about 5
seconds and prints turns per second; this script captures that figure for each environment.
The references run first and last, so that a machine slowing down during the run shows. The
target: every game faster than chess_v6 (the slower of the two chess_v6 runs is the bar's
floor, the faster is used for the check). It needs the `rl` extra (`make test` installs it).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import platform
import random
import re
import sys
import time
import warnings
from collections.abc import Callable
from typing import Any

import numpy as np


def turns_per_second(make: Callable[[], Any]) -> float:
    """Run PettingZoo's performance_benchmark on a fresh environment; its turns per second."""
    from pettingzoo.test import performance_benchmark

    out = io.StringIO()
    with contextlib.redirect_stdout(out), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        performance_benchmark(make())
    found = re.search(r"([0-9.]+) turns per second", out.getvalue())
    if not found:
        raise RuntimeError(f"no figure in: {out.getvalue()!r}")
    return float(found.group(1))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, action="append",
                        help="player counts (repeatable; default: 2, 3 and 4)")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    args = parser.parse_args(argv)

    import alehouse
    from alehouse.interop import pettingzoo as az

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from pettingzoo.classic import chess_v6, connect_four_v3

    random.seed(0)  # performance_benchmark draws its actions with the random module
    np.random.seed(0)
    rows: list[tuple[str, str, float]] = []

    def run(name: str, players: str, make: Callable[[], Any]) -> float:
        tps = turns_per_second(make)
        rows.append((name, players, tps))
        print(f"{name:<28} {players:>7} {tps:>10,.0f} turns/s", file=sys.stderr, flush=True)
        return tps

    started = time.time()
    chess = [run("chess_v6 (reference)", "2", chess_v6.env)]
    run("connect_four_v3 (reference)", "2", connect_four_v3.env)
    counts = args.players or [2, 3, 4]
    games = args.game or alehouse.games()
    ours: list[tuple[str, int, float]] = []
    for gid in games:
        for n in counts:
            if n not in alehouse.game(gid).player_counts:
                continue
            tps = run(gid, str(n), lambda gid=gid, n=n: az.env(gid, players=n))
            ours.append((gid, n, tps))
    chess.append(run("chess_v6 (reference, again)", "2", chess_v6.env))
    elapsed = time.time() - started

    bar = max(chess)
    slow = [(g, n, t) for g, n, t in ours if t <= bar]
    print(f"\n{len(ours)} environments in {elapsed:.0f} s; chess_v6: "
          f"{min(chess):,.0f}-{max(chess):,.0f} turns/s", file=sys.stderr)
    if args.markdown:
        print(f"Python {platform.python_version()}, {platform.system()} {platform.release()}, "
              f"{platform.machine()}\n")
        print("| environment | players | turns/s | vs chess_v6 |")
        print("|:--|--:|--:|--:|")
        for name, players, tps in rows:
            print(f"| {name} | {players} | {tps:,.0f} | {tps / bar:.2f}x |")
    if slow:
        print("slower than chess_v6: " + ", ".join(f"{g} {n}p" for g, n, _ in slow),
              file=sys.stderr)
        return 1
    print("every game is faster than chess_v6", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
