"""Alehouse's `ismcts` bot against OpenSpiel's own ISMCTSBot, at equal time per decision
(figures in benchmarks/README.md).

    .venv/bin/python benchmarks/vs_openspiel.py                      # 20 games of every game
    .venv/bin/python benchmarks/vs_openspiel.py --game monastery --games 40 --time 0.5
    nice -n 19 .venv/bin/python benchmarks/vs_openspiel.py --workers 2 --out runs/vs-openspiel

**The players.** Ours is `ismcts:time=T` (alehouse.bots). OpenSpiel's is its reference Python
implementation, `open_spiel.python.algorithms.ismcts.ISMCTSBot`, on the OpenSpiel adapter
(alehouse.interop.openspiel) as a researcher would set it up: `AlehouseEvaluator()` at the
leaves (the game's own evaluation; random rollouts would spend the time on playouts hundreds
of decisions long), `Resampler(rng)` drawing the hidden parts from the bot's own random state,
`uct_c=2`, the most visited action played. OpenSpiel's bot counts simulations
(`max_simulations`), not seconds: here it runs simulations until T seconds have passed since
its decision began (`TimedISMCTSBot`, the same loop as OpenSpiel's `run_search` with a clock
instead of a count), as ours does, so both have the same wall time per decision in the same
run and on the same machine, whatever its load. A decision with one legal action is played at
once by both.

**The games.** 2 players, default options. Deal k (seed `--seed` + k) is played twice, the seats
swapped, so that each bot plays each deal from both seats. A game stopped by `--max-decisions`
counts as unfinished, apart from the wins.

**The figures.** Per game: our win rate (a shared victory counts a half) with its Wilson 95%
interval, the mean final scores, decisions per game, each bot's mean seconds per decision and
its mean iterations (ours) or simulations (OpenSpiel's) per decision (decisions with more than
one legal action only). A Markdown table is printed at the end (stdout; the progress bar goes
to stderr). Every finished game is kept in `--out`/games.jsonl, so a run started again with the
same `--out` and settings goes on where it stopped.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

sys.path.insert(0, str(Path(__file__).resolve().parent))

GAMES = ("fantasy-brewers", "heaven-and-ale", "monastery", "taverns-of-tiefenthal",
         "dice-brewing")
"""Every game, quickest first."""


@dataclass(frozen=True)
class Job:
    """One game of the match-up: deal `deal` of `game_id`, our bot in seat `ours`."""

    game_id: str
    deal: int
    ours: int
    seed: int
    seconds: float
    max_decisions: int

    @property
    def key(self) -> str:
        return f"{self.game_id}/{self.deal}/{self.ours}"


def timed_ismcts(game: Any, evaluator: Any, seconds: float, random_state: Any) -> Any:
    """OpenSpiel's ISMCTSBot searching for `seconds` per decision instead of a fixed number of
    simulations: `run_search` is OpenSpiel's own (open_spiel 2.0) with its
    `for _ in range(max_simulations)` loop run against a clock, and at least two simulations
    (OpenSpiel's first only expands the root, and its final policy needs a visited root). The
    simulations of the last search are in `last_simulations`."""
    from open_spiel.python.algorithms import ismcts

    class TimedISMCTSBot(ismcts.ISMCTSBot):  # type: ignore[misc]
        last_simulations = 0

        def run_search(self, state: Any) -> Any:
            start = time.perf_counter()
            self.reset()
            legal_actions = state.legal_actions()
            if len(legal_actions) == 1:
                self.last_simulations = 0
                return [(legal_actions[0], 1.0)]
            self._root_node = self.create_new_node(state)
            root_key = self.get_state_key(state)
            done = 0
            while done < 2 or time.perf_counter() - start < seconds:
                sampled = self.sample_root_state(state)
                assert root_key == self.get_state_key(sampled)
                self.run_simulation(sampled)
                done += 1
            self.last_simulations = done
            return self.get_final_policy(state, self._root_node)

    return TimedISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=1,
                          random_state=random_state)


def play_one(job: Job) -> dict[str, Any]:
    """Play `job`'s game to its end (or the decision limit); what happened, as JSON."""
    import numpy as np
    import pyspiel

    import alehouse
    from alehouse.bots import Observation, make
    from alehouse.bots.ismcts import ISMCTSBot
    from alehouse.interop import openspiel as ao

    game = pyspiel.load_game(ao.short_name(job.game_id), {"players": 2})
    seed = job.seed + job.deal
    state = game.state_of(alehouse.new_match(job.game_id, players=2, seed=seed))
    ours = make(f"ismcts:time={job.seconds}", seed=seed * 2 + 1)
    assert isinstance(ours, ISMCTSBot)
    rng = np.random.RandomState(seed * 2 + 2)
    theirs = timed_ismcts(game, ao.AlehouseEvaluator(), job.seconds, rng)
    theirs.set_resampler(ao.Resampler(rng))
    think: list[list[float]] = [[], []]  # seconds per bot (0 ours, 1 theirs), real choices only
    searched: list[list[int]] = [[], []]
    decisions = 0
    m = state.match
    while not m.over and decisions < job.max_decisions:
        seat = m.actors[0]
        start = time.perf_counter()
        if seat == job.ours:
            obs = Observation(m, seat)
            action = m.game.encode(ours.choose(obs))
            bot, work = 0, ours.last_iterations
        else:
            action = int(theirs.step(state))
            bot, work = 1, theirs.last_simulations
        took = time.perf_counter() - start
        if work:
            think[bot].append(took)
            searched[bot].append(work)
        state.apply_action(action)
        decisions += 1
    result = m.result
    out: dict[str, Any] = {"key": job.key, **asdict(job), "decisions": decisions,
                           "finished": m.over, "think": think, "searched": searched}
    if result is not None:
        returns = state.returns()
        out["ours_reward"] = returns[job.ours]
        out["scores"] = [float(result.scores[job.ours]), float(result.scores[1 - job.ours])]
    return out


def summary(game_id: str, rows: list[dict[str, Any]]) -> dict[str, Any]:
    """The table's row for `game_id` from its games."""
    from alehouse.arena.stats import wilson

    done = [r for r in rows if r["finished"]]
    share = sum((r["ours_reward"] + 1) / 2 for r in done)  # 1 a win, 0.5 shared, 0 a loss
    low, high = wilson(share, len(done))

    def mean(values: list[float]) -> float:
        return statistics.fmean(values) if values else math.nan

    def pooled(bot: int, key: str) -> list[float]:
        return [v for r in rows for v in r[key][bot]]

    return {
        "game": game_id, "games": len(rows), "finished": len(done),
        "rate": share / len(done) if done else math.nan, "low": low, "high": high,
        "ours_score": mean([r["scores"][0] for r in done]),
        "their_score": mean([r["scores"][1] for r in done]),
        "decisions": mean([r["decisions"] for r in rows]),
        "ours_seconds": mean(pooled(0, "think")), "their_seconds": mean(pooled(1, "think")),
        "ours_work": mean(pooled(0, "searched")), "their_work": mean(pooled(1, "searched")),
    }


def markdown(rows: Sequence[dict[str, Any]], seconds: float) -> str:
    lines = ["| game | games | ismcts wins | 95% CI | mean scores (ours : theirs) | "
             "decisions/game | s/decision ours | s/decision theirs | iterations ours | "
             "simulations theirs |",
             "|:--|--:|--:|--:|--:|--:|--:|--:|--:|--:|"]
    for r in rows:
        games = str(r["games"]) if r["finished"] == r["games"] else \
            f"{r['finished']} of {r['games']} finished"
        lines.append(
            f"| {r['game']} | {games} | {r['rate']:.0%} | {r['low']:.0%}-{r['high']:.0%} | "
            f"{r['ours_score']:.1f} : {r['their_score']:.1f} | {r['decisions']:.0f} | "
            f"{r['ours_seconds']:.3f} | {r['their_seconds']:.3f} | {r['ours_work']:,.0f} | "
            f"{r['their_work']:,.0f} |")
    lines.append("")
    lines.append(f"(ismcts:time={seconds} against OpenSpiel's ISMCTSBot searching {seconds} s "
                 "per decision; seconds and searches per decision over the decisions with a "
                 "choice.)")
    return "\n".join(lines)


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--games", type=int, default=20,
                        help="games per game, an even number: each deal twice (default 20)")
    parser.add_argument("--time", type=float, default=0.25,
                        help="seconds per decision, each bot (default 0.25)")
    parser.add_argument("--seed", type=int, default=0, help="the first deal's seed (default 0)")
    parser.add_argument("--workers", type=int, default=1,
                        help="games played at once, one process each (default 1)")
    parser.add_argument("--max-decisions", type=int, default=5_000,
                        help="a game is stopped, unfinished, after this many (default 5000)")
    parser.add_argument("--out", type=Path, default=Path("runs/vs-openspiel"),
                        help="folder keeping every finished game (default runs/vs-openspiel)")
    parser.add_argument("--json", type=Path, help="save the table's figures and the machine")
    args = parser.parse_args(argv)
    if args.games < 2 or args.games % 2:
        parser.error("--games must be an even number of at least 2 (each deal is played twice)")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    from engine import machine

    console = Console(stderr=True)
    games = args.game or list(GAMES)
    jobs = [Job(g, deal, ours, args.seed, args.time, args.max_decisions)
            for g in games for deal in range(args.games // 2) for ours in (0, 1)]
    args.out.mkdir(parents=True, exist_ok=True)
    kept = args.out / "games.jsonl"
    done: dict[str, dict[str, Any]] = {}
    if kept.exists():
        for line in kept.read_text().splitlines():
            row = json.loads(line)
            settings = (row["seed"], row["seconds"], row["max_decisions"])
            if settings == (args.seed, args.time, args.max_decisions):
                done[row["key"]] = row
    todo = [j for j in jobs if j.key not in done]
    about = machine()
    console.print(f"{about['cpu']}, {about['cores']} cores, load {about['load']:.1f}; "
                  f"{len(jobs)} games, {len(jobs) - len(todo)} kept in {kept}")
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
               TimeElapsedColumn())
    with Progress(*columns, console=console) as bar, kept.open("a") as file:
        task = bar.add_task("ismcts vs OpenSpiel", total=len(jobs),
                            completed=len(jobs) - len(todo))
        with multiprocessing.get_context("spawn").Pool(max(1, args.workers)) as pool:
            for row in pool.imap_unordered(play_one, todo):
                done[row["key"]] = row
                file.write(json.dumps(row) + "\n")
                file.flush()
                won = "won" if row.get("ours_reward", 0) > 0 else \
                    "tied" if row.get("ours_reward") == 0 else "lost"
                bar.update(task, advance=1, description=f"{row['key']}: ismcts {won}")
    rows = [summary(g, [done[j.key] for j in jobs if j.game_id == g]) for g in games]
    print(markdown(rows, args.time))
    if args.json:
        args.json.write_text(json.dumps({"machine": about, "settings": vars(args) | {
            "out": str(args.out), "json": str(args.json)}, "rows": rows,
            "load_at_end": os.getloadavg()[0]}, indent=1, default=str))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
