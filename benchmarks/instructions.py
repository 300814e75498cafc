"""Instruction counts of the engine, before and after a change: deterministic figures that a
busy machine does not disturb (wall-clock timings on a shared 2-core machine vary by 30%).

One command::

    .venv/bin/python benchmarks/instructions.py                       # this checkout
    .venv/bin/python benchmarks/instructions.py --against ../old      # ... beside another one

`--against DIR` names another checkout of the project with its own ``.venv`` (for example
``git worktree add ../old <commit>`` and ``python3 -m venv ../old/.venv &&
../old/.venv/bin/pip install -e ../old``). Every figure runs the same code in both, under
``valgrind --tool=callgrind`` (Debian's valgrind package), and prints instructions per call:

- ``playout``: one `legal_actions` + `act` of fixed seeded random games (the games are the same
  in both checkouts when the rules are: the golden counts say so), per decision;
- ``clone``, ``to_json``, ``view``: on the position after 60 random decisions, per call;
- ``load``: `Match.from_json` of the seed-7 game's end state (its longest save), per call;
- ``ismcts``: one iteration of ``ismcts`` (fixed iterations, so deterministic) on each position
  with a real choice among the first 80 decisions of a seeded random game, per iteration (10
  and 20 iterations per decision, subtracted: the root's prior cancels).

Start-up (interpreter, imports, the first match) is measured once and subtracted: each figure is
the difference of two runs that differ only in the repetitions. A Markdown table goes to stdout.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

from rich.progress import Progress

ROOT = Path(__file__).resolve().parent.parent

WORKLOAD = r'''
import sys
import alehouse
from alehouse import Chance
gid, players, op, n = sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
decisions = 0
if op == "playout":
    for seed in range(n):
        m = alehouse.new_match(gid, players=players, seed=seed)
        rng = Chance.from_seed(seed)
        while not m.over:
            p = rng.choice(m.actors)
            m.act(p, rng.choice(m.legal_actions(p)))
            decisions += 1
else:
    def walk(steps, think=None):
        """The seed-7 match after its first `steps` random decisions; `think(step, m, p)` runs
        before each of them."""
        m = alehouse.new_match(gid, players=players, seed=7)
        rng = Chance.from_seed(7)
        for step in range(steps):
            if m.over:
                break
            p = rng.choice(m.actors)
            if think is not None:
                think(step, m, p)
            m.act(p, rng.choice(m.legal_actions(p)))
        return m

if op == "ismcts":
    from alehouse.bots import Observation
    from alehouse.bots.ismcts import ISMCTSBot

    def think(step, m, p):
        global decisions
        obs = Observation(m, p)
        if n and len(obs.legal) > 1:
            ISMCTSBot(seed=step, iterations=n).choose(obs)
            decisions += n

    walk(80, think)
elif op != "playout":
    if op == "load":
        from alehouse import Match

        text = walk(10**9).to_json()  # the end state: the longest save of the game
        call = lambda: Match.from_json(text)
        call()  # the first load generates the codec's code for the state's classes
    else:
        m = walk(60)
        call = {"clone": m.clone, "to_json": m.to_json, "view": lambda: m.view(0)}[op]
    for _ in range(n):
        call()
    decisions = n
print("CALLS", decisions, file=sys.stderr)
'''

REPEATS = {"playout": 2, "clone": 200, "to_json": 20, "view": 50, "load": 20, "ismcts": 20}
OPS = tuple(REPEATS)
GAMES = ("dice-brewing", "fantasy-brewers", "heaven-and-ale", "monastery",
         "taverns-of-tiefenthal")


def count(python: Path, gid: str, players: int, op: str, n: int) -> tuple[int, int]:
    """(instructions, calls) of the workload under callgrind."""
    run = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", str(python), "-c",
         WORKLOAD, gid, str(players), op, str(n)],
        capture_output=True, text=True, check=True,
        env={**os.environ, "PYTHONHASHSEED": "0"})  # string hashes: the same in every run
    refs = re.search(r"I\s+refs:\s+([\d,]+)", run.stderr)
    calls = re.search(r"CALLS (\d+)", run.stderr)
    if refs is None or calls is None:
        raise RuntimeError(f"no instruction count in valgrind's output:\n{run.stderr[-2000:]}")
    return int(refs.group(1).replace(",", "")), int(calls.group(1))


def per_call(python: Path, gid: str, players: int, op: str) -> float:
    """Instructions per call (per decision for playouts), start-up subtracted."""
    # ismcts: two budgets, so that the root's prior (greedy's plan, once per decision) cancels
    low = {"playout": 1, "ismcts": REPEATS[op] // 2}.get(op, 0)
    base, base_calls = count(python, gid, players, op, low)
    more, more_calls = count(python, gid, players, op, REPEATS[op] + (op == "playout"))
    return (more - base) / (more_calls - base_calls)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--against", type=Path, help="another checkout with its own .venv")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--players", type=int, action="append", help="player counts (2, 4)")
    parser.add_argument("--op", action="append", choices=OPS,
                        help="only these figures (default: all but ismcts, the slowest)")
    args = parser.parse_args(argv)
    trees = {"this": ROOT / ".venv/bin/python"}
    if args.against is not None:
        trees = {"against": args.against / ".venv/bin/python", **trees}
    ops = args.op or [op for op in OPS if op != "ismcts"]
    for python in trees.values():
        if not python.exists():
            parser.error(f"{python} does not exist: make the checkout's .venv first")
    rows = [(g, n, op) for g in args.game or GAMES for n in args.players or (2, 4)
            for op in ops]
    figures: dict[tuple[str, int, str], dict[str, float]] = {}
    with Progress(transient=True, console=None) as progress:
        task = progress.add_task("callgrind", total=len(rows) * len(trees))
        for row in rows:
            for name, python in trees.items():
                figures.setdefault(row, {})[name] = per_call(python, *row)
                progress.advance(task)
    head = "| game | players | figure | " + " | ".join(f"{t} (instr/call)" for t in trees)
    print(head + (" | change |" if len(trees) == 2 else " |"))
    print("|:--|--:|:--|" + "--:|" * len(trees) + ("--:|" if len(trees) == 2 else ""))
    for (g, n, op), values in figures.items():
        cells = " | ".join(f"{values[t]:,.0f}" for t in trees)
        change = ""
        if len(trees) == 2:
            change = f" | {100 * (values['this'] / values['against'] - 1):+.1f}%"
        print(f"| {g} | {n} | {op} | {cells}{change} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
