"""Dice Brewing without its 20-rounds stall rule: how many games stall, how long the others last
and how far apart their scores end.

One command::

    .venv/bin/python benchmarks/stalls.py        # 2/3/4 players x 2 pairings, 24 games each
    .venv/bin/python benchmarks/stalls.py --games 48 --json runs/stalls.json

The rulebook ends the game only when 10/15/20 recipes (2/3/4 players) are brewed; ASSUMPTION 23
(the game's RULES.md) also ends it after 20 rounds in a row without a brew. This benchmark
switches that rule off (the study variant variants/dice-brewing-no-stall-rule.toml, laid over
the game's data in its own worker processes only: alehouse.core.data) and plays seeded games
between bots at every player count, in two pairings:

- ``greedy-vs-greedy``: `greedy` in every seat;
- ``greedy-vs-random``: `greedy` and `random` alternate round the table, the first seat taking
  `greedy` in even games and `random` in odd ones.

A game **stalls** when ``--drought`` rounds in a row (default 40, twice the rule's 20) pass
without a recipe brewed, or when it reaches ``--max-rounds`` rounds (default 200) unfinished;
it is then stopped and counted, and plays no further part in the figures of length and score.
For the games that finish by the rulebook it reports their length (rounds, decisions), their
longest run of rounds without a brew that a brew ended (would the rule have cut it short?) and
the spread of their final scores (the winner's, the last's, the margin between them).

Game k of a cell plays seed ``--seed + k`` with default options; bot p of it is seeded
``1000 * (seed + k) + p``: the same command plays the same games. ``--workers`` processes
(default 2) play the games; a Rich progress bar counts them. The table goes to stdout as
Markdown; ``--json`` also saves every game (its seats, length, brews, scores, and for a stalled
game what each player held when it was stopped).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import statistics
import sys
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

import alehouse
from alehouse.boardgames.dice_brewing.content import CONTENT
from alehouse.boardgames.dice_brewing.state import State
from alehouse.bots import Observation, make
from alehouse.core.data import VARIANT

sys.path.insert(0, str(Path(__file__).resolve().parent))
from engine import machine

GAME = "dice-brewing"
PAIRINGS = ("greedy-vs-greedy", "greedy-vs-random")
PLAYERS = (2, 3, 4)


@dataclass
class Game:
    """One game's figures."""

    players: int
    pairing: str
    seed: int
    seats: list[str]
    stalled: bool = False
    rounds: int = 0
    decisions: int = 0
    brews: list[int] = field(default_factory=list)
    """The round of each brew, in order."""
    longest_drought: int = 0
    """The most rounds in a row without a brew that a brew ended (from the start of the game
    or the round of the brew before)."""
    scores: list[float] = field(default_factory=list)
    held: list[dict[str, Any]] = field(default_factory=list)
    """A stalled game: what each player held when it was stopped."""
    row: list[str] = field(default_factory=list)
    """A stalled game: the face-up recipes."""


def seats(pairing: str, players: int, k: int) -> list[str]:
    """The bots of game k of a cell, seat by seat."""
    if pairing == "greedy-vs-greedy":
        return ["greedy"] * players
    return ["greedy" if (p + k) % 2 == 0 else "random" for p in range(players)]


LETTER = {"yellow": "y", "black": "k", "green": "g", "blue": "b"}
"""A die's colour in a record, as the game's tests write it ("k5": a black 5)."""


def holdings(state: State) -> list[dict[str, Any]]:
    """What each player holds (dice as letter and value, "y3 k5 g2 b4"), for a stalled game's
    record."""
    return [{"gold": s.gold, "mastery": s.mastery, "seeds": s.seeds,
             "pool": [f"{LETTER[d.colour]}{d.value}" for d in s.pool],
             "storage": [f"{LETTER[d.colour]}{d.value}" for d in s.storage],
             "ingredients": list(s.ingredients), "tokens": list(s.tokens)}
            for s in state.players]


def play(players: int, pairing: str, seed: int, k: int, drought: int,
         max_rounds: int) -> Game:
    """Play game k of a cell to its end or its stall, with the game's data as this process has
    it: `main` plays it in worker processes started with the variant that switches the stall
    rule off (`NO_STALL_RULE`)."""
    bots = seats(pairing, players, k)
    g = Game(players, pairing, seed, bots)
    m = alehouse.new_match(GAME, players=players, seed=seed)
    state: State = m.state
    brains = [make(b, seed=1000 * seed + p) for p, b in enumerate(bots)]
    while not m.over:
        p = m.actors[0]
        m.act(p, brains[p].choose(Observation(m, p)))
        g.decisions += 1
        state = m.state
        if state.brewed_total > len(g.brews):  # the act may also have ended the round
            before = g.brews[-1] if g.brews else 0
            g.longest_drought = max(g.longest_drought, state.last_brew - before - 1)
            g.brews.extend([state.last_brew] * (state.brewed_total - len(g.brews)))
        if not m.over and (state.round - state.last_brew > drought
                           or state.round > max_rounds):
            g.stalled = True
            g.held = holdings(state)
            g.row = [CONTENT.recipes[r].name for r in state.row if r >= 0]
            break
    g.rounds = state.round
    if m.over:
        result = m.result
        assert result is not None
        g.scores = list(result.scores)
    return g


def jobs(games: int, seed: int) -> Iterator[tuple[int, str, int, int]]:
    for players in PLAYERS:
        for pairing in PAIRINGS:
            for k in range(games):
                yield players, pairing, seed + k, k


def _play(job: tuple[int, str, int, int, int, int]) -> Game:
    return play(*job)


def cell_figures(found: Sequence[Game]) -> dict[str, Any]:
    """The figures of one cell (player count x pairing)."""
    done = [g for g in found if not g.stalled]
    out: dict[str, Any] = {"games": len(found), "stalled": len(found) - len(done),
                           "finished": len(done)}
    if done:
        rounds_ = [g.rounds for g in done]
        tops = [max(g.scores) for g in done]
        lows = [min(g.scores) for g in done]
        out |= {
            "rounds_median": statistics.median(rounds_), "rounds_max": max(rounds_),
            "decisions_mean": statistics.fmean(g.decisions for g in done),
            "drought_max": max(g.longest_drought for g in done),
            "cut_by_rule": sum(1 for g in done if g.longest_drought >= CONTENT.stall_rounds),
            "winner_mean": statistics.fmean(tops), "last_mean": statistics.fmean(lows),
            "margin_mean": statistics.fmean(t - lo for t, lo in zip(tops, lows, strict=True)),
            "score_sd": statistics.pstdev([s for g in done for s in g.scores]),
        }
    return out


def markdown(cells: dict[tuple[int, str], dict[str, Any]]) -> str:
    lines = ["| players | pairing | games | stalled | rounds median (max) | decisions mean | "
             "longest drought ended by a brew | finished games the rule would cut | "
             "winner mean | last mean | margin mean | score sd |",
             "|--:|:--|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|"]
    for (players, pairing), c in cells.items():
        if c["finished"]:
            rest = (f"{c['rounds_median']:g} ({c['rounds_max']}) | {c['decisions_mean']:,.0f} | "
                    f"{c['drought_max']} | {c['cut_by_rule']} | {c['winner_mean']:.1f} | "
                    f"{c['last_mean']:.1f} | {c['margin_mean']:.1f} | {c['score_sd']:.1f}")
        else:
            rest = " | ".join(["-"] * 8)
        lines.append(f"| {players} | {pairing} | {c['games']} | {c['stalled']} | {rest} |")
    return "\n".join(lines)


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=24, help="games per cell (default 24)")
    ap.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    ap.add_argument("--drought", type=int, default=40,
                    help="rounds in a row without a brew that make a stall (default 40)")
    ap.add_argument("--max-rounds", type=int, default=200,
                    help="rounds after which an unfinished game counts as stalled (default 200)")
    ap.add_argument("--workers", type=int, default=2, help="processes (default 2)")
    ap.add_argument("--json", type=Path, help="also save every figure and game here")
    return ap.parse_args(argv)


NO_STALL_RULE = Path(__file__).resolve().parent / "variants" / "dice-brewing-no-stall-rule.toml"
"""The study variant that switches ASSUMPTION 23 off (its `stall_rounds` 0)."""


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    # the workers start with it and read the game's data with the rule off; this process,
    # which only counts, keeps the data it read at import (the rule's 20 rounds)
    os.environ[VARIANT] = str(NO_STALL_RULE)
    ui = Console(stderr=True)
    todo = [(*j, args.drought, args.max_rounds) for j in jobs(args.games, args.seed)]
    info = machine()
    found: dict[tuple[int, str], list[Game]] = {(n, p): [] for n in PLAYERS for p in PAIRINGS}
    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                  TimeElapsedColumn(), console=ui) as progress, \
            ProcessPoolExecutor(max_workers=args.workers,
                                mp_context=multiprocessing.get_context("spawn")) as pool:
        task = progress.add_task("Dice Brewing games, stall rule off", total=len(todo))
        for future in as_completed([pool.submit(_play, job) for job in todo]):
            g = future.result()
            found[(g.players, g.pairing)].append(g)
            progress.advance(task)
    for games in found.values():
        games.sort(key=lambda g: g.seed)
    cells = {key: cell_figures(games) for key, games in found.items()}
    print(f"Machine: {info['cpu']}, {info['cores']} cores, {info['python']}; {info['date']}, "
          f"{info['commit']}; {args.games} games per cell, stall after {args.drought} rounds "
          f"without a brew or {args.max_rounds} rounds\n")
    print(markdown(cells))
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps({
            "machine": info, "settings": vars(args) | {"json": str(args.json)},
            "cells": [{"players": n, "pairing": p} | c for (n, p), c in cells.items()],
            "games": [asdict(g) for games in found.values() for g in games]}, indent=1) + "\n")
        ui.print(f"figures saved to {args.json}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
