"""Bot benchmark: ISMCTS speed per game, the balance report and the strength table of
benchmarks/README.md.

One command (also ``make bench-bots``)::

    .venv/bin/python benchmarks/bots.py                   # speed, balance, strength (hours)
    .venv/bin/python benchmarks/bots.py --only speed      # ISMCTS iterations/s (a minute)
    .venv/bin/python benchmarks/bots.py --only balance    # greedy self-play per player count
    .venv/bin/python benchmarks/bots.py --only strength --games 100 --workers 2 \\
        --time 0.25 --out runs/bench-bots                 # resumable: run it again to go on

**Speed.** For each game (2 players, default options), positions are taken from seeded
greedy-vs-greedy games (decisions with more than one legal action); an ``ismcts:time=T`` bot
thinks on each and the iterations it completes per second are reported (mean, median, min),
with the mean branching factor of those positions.

**Balance.** For each game and player count, ``--balance-games`` games of ``greedy`` in every
seat (identical bots, so seat differences are the game's): each seat's and the first mover's
win rate with 95% intervals, scores per seat, game length.

**Strength.** For each game, two arena tournaments of ``--games`` 2-player games with seats
rotated on shared deals: ``greedy`` against ``random`` and ``ismcts:time=T`` against ``greedy``.
The targets: greedy wins at least 80% against random, ismcts at least 60% against greedy.

Every tournament is saved under ``--out`` (tournament.json, every record, results.json, plots),
so an interrupted run continues where it stopped when started again with the same ``--out``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rich.console import Console

import alehouse
from alehouse.arena import Tournament
from alehouse.arena.session import play_tournament
from alehouse.arena.store import SETTINGS, load_settings
from alehouse.bots import Observation, make
from alehouse.bots.ismcts import ISMCTSBot, game_defaults

sys.path.insert(0, str(Path(__file__).resolve().parent))
from engine import machine

TARGETS = {("greedy", "random"): 0.80, ("ismcts", "greedy"): 0.60}
"""Win rate the first bot must reach against the second (2 players)."""
DEFAULT_GAMES = ("fantasy-brewers", "heaven-and-ale", "monastery", "taverns-of-tiefenthal",
                 "dice-brewing")
"""Every game, quickest first."""


# --- speed -----------------------------------------------------------------------------------


def positions(game_id: str, count: int, seed: int) -> list[alehouse.Match]:
    """`count` positions with a real choice, spread over seeded greedy-vs-greedy games."""
    out: list[alehouse.Match] = []
    game = 0
    while len(out) < count:
        m = alehouse.new_match(game_id, players=2, seed=seed + game)
        bots = [make("greedy", seed=seed + game * 2 + p) for p in range(2)]
        step = 0
        while not m.over and len(out) < count and step < 5000:
            p = m.actors[0]
            obs = Observation(m, p)
            if len(obs.legal) > 1 and step % 11 == 5:
                out.append(m.clone())
            m.act(p, bots[p].choose(obs))
            step += 1
        game += 1
    return out


PLAIN = ",turn=0,pair=0,scale=1"
"""The settings that switch a game's search defaults (bots/data/search.toml) off: the plain
search, whose iterations the speed target counts."""


def speed(game_id: str, count: int, seconds: float, seed: int,
          plain: bool = False) -> dict[str, Any]:
    """ISMCTS iterations per second on `count` positions of `game_id`; with `plain`, the
    search without the game's own defaults (a Taverns iteration with them plays the mover's
    turn to its end, several times the work)."""
    bot = make(f"ismcts:time={seconds}{PLAIN if plain else ''}", seed=seed)
    assert isinstance(bot, ISMCTSBot)
    rates = []
    branching = []
    for m in positions(game_id, count, seed):
        p = m.actors[0]
        obs = Observation(m, p)
        start = time.perf_counter()
        bot.choose(obs)
        rates.append(bot.last_iterations / (time.perf_counter() - start))
        branching.append(len(obs.legal))
    label = f"{game_id} (plain search)" if plain else game_id
    return {"game": label, "positions": count, "time": seconds,
            "mean": statistics.fmean(rates), "median": statistics.median(rates),
            "min": min(rates), "branching": statistics.fmean(branching)}


def speed_markdown(rows: Sequence[dict[str, Any]]) -> str:
    lines = ["| game | positions | iterations/s mean | median | min | mean branching |",
             "|:--|--:|--:|--:|--:|--:|"]
    for r in rows:
        lines.append(f"| {r['game']} | {r['positions']} | {r['mean']:,.0f} | "
                     f"{r['median']:,.0f} | {r['min']:,.0f} | {r['branching']:.1f} |")
    return "\n".join(lines)


# --- strength --------------------------------------------------------------------------------


def pairs(seconds: float) -> list[tuple[str, str]]:
    return [("greedy", "random"), (f"ismcts:time={seconds}", "greedy")]


def strength(game_id: str, first: str, second: str, games: int, workers: int, seed: int,
             out: Path, console: Console) -> dict[str, Any]:
    """One tournament (resumed from `out` when it holds it); its row of the table."""
    t = Tournament(game_id, [first, second], games=games, players=2, seed=seed,
                   max_decisions=20_000)
    return strength_row(game_id, first, second, play(t, out, workers, console))


def play(t: Tournament, out: Path, workers: int, console: Console) -> dict[str, Any]:
    """Play (or resume from `out`) tournament `t`; its results. Ctrl-C: KeyboardInterrupt,
    with the games finished so far kept in `out`."""
    resume = (out / SETTINGS).exists()
    if resume and load_settings(out) != t:
        raise SystemExit(f"{out} holds another tournament; choose another --out")
    results, run = play_tournament(t, console, out=out, resume=resume, workers=workers)
    if run.interrupted:
        raise KeyboardInterrupt
    return results


def strength_row(game_id: str, first: str, second: str, results: dict[str, Any]
                 ) -> dict[str, Any]:
    """The strength table's row of a finished tournament's results (results.json)."""
    row = results["bots"][0]
    other = results["bots"][1]
    timing = {b["bot"]: b for b in results["timing"]["bots"]}
    target = TARGETS[(first.split(":")[0], second)]
    return {"game": game_id, "bot": first, "against": second, "games": results["finished"],
            "unfinished": len(results["unfinished"]), "win_rate": row["win_rate"],
            "ci95": row["ci95"], "target": target, "met": row["win_rate"] >= target,
            "score": row["scores"]["mean"], "against_score": other["scores"]["mean"],
            "decisions": results["length"]["mean"],
            "seconds_per_decision": timing[first]["mean_decision_seconds"]}


def strength_markdown(rows: Sequence[dict[str, Any]]) -> str:
    lines = ["| game | bot | against | games | win rate | 95% CI | target | mean scores | "
             "decisions/game | s/decision |", "|:--|:--|:--|--:|--:|--:|--:|--:|--:|--:|"]
    for r in rows:
        met = "met" if r["met"] else "**missed**"
        lines.append(
            f"| {r['game']} | {r['bot']} | {r['against']} | {r['games']} | "
            f"{100 * r['win_rate']:.1f}% | {100 * r['ci95'][0]:.1f}-{100 * r['ci95'][1]:.1f}% "
            f"| {100 * r['target']:.0f}% {met} | {r['score']:.1f} : {r['against_score']:.1f} | "
            f"{r['decisions']:.0f} | {r['seconds_per_decision']:.3f} |")
    return "\n".join(lines)


# --- balance -------------------------------------------------------------------------------


def balance(game_id: str, players: int, games: int, workers: int, seed: int, out: Path,
            console: Console) -> dict[str, Any]:
    """Greedy in every seat: the balance figures of one game and player count."""
    t = Tournament(game_id, ["greedy"], games=games, players=players, seed=seed,
                   max_decisions=20_000)
    results = play(t, out, workers, console)
    return {"game": game_id, "players": players, "games": results["finished"],
            "unfinished": len(results["unfinished"]), "seats": results["seats"],
            "first_mover": results["first_mover"], "length": results["length"]}


def balance_markdown(rows: Sequence[dict[str, Any]]) -> str:
    lines = ["| game | players | games | first mover wins (95% CI) | seat win rates | "
             "mean score per seat | decisions/game |", "|:--|--:|--:|--:|:--|:--|--:|"]
    for r in rows:
        f = r["first_mover"]
        seats = " / ".join(f"{100 * s['win_rate']:.0f}%" for s in r["seats"])
        scores = " / ".join(f"{s['scores']['mean']:.1f}" for s in r["seats"])
        lines.append(f"| {r['game']} | {r['players']} | {r['games']} | "
                     f"{100 * f['win_rate']:.1f}% ({100 * f['ci95'][0]:.0f}-"
                     f"{100 * f['ci95'][1]:.0f}%) | {seats} | {scores} | "
                     f"{r['length']['mean']:.0f} |")
    return "\n".join(lines)


# --- main --------------------------------------------------------------------------------------


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", choices=("speed", "balance", "strength"),
                    help="run one part only")
    ap.add_argument("--game", action="append", help="only this game (repeatable)")
    ap.add_argument("--games", type=int, default=100, help="games per pair (default 100)")
    ap.add_argument("--time", type=float, default=0.25,
                    help="ISMCTS seconds per decision (default 0.25)")
    ap.add_argument("--workers", type=int, default=2, help="parallel games (default 2)")
    ap.add_argument("--positions", type=int, default=30,
                    help="positions per game for the speed part (default 30)")
    ap.add_argument("--balance-games", type=int, default=60,
                    help="greedy self-play games per game and player count (default 60)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", type=Path, default=Path("runs/bench-bots"),
                    help="directory of the tournaments (one folder each, resumable)")
    ap.add_argument("--json", type=Path, help="also save every figure here")
    return ap.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    console = Console(stderr=True)
    games = args.game or [g for g in DEFAULT_GAMES if g in alehouse.games()]
    report: dict[str, Any] = {"machine": machine(), "settings": {
        k: str(v) if isinstance(v, Path) else v for k, v in vars(args).items()}}
    if args.only in (None, "speed"):
        rows = []
        for g in games:
            console.print(f"speed: {g}")
            rows.append(speed(g, args.positions, args.time, args.seed))
            if g in game_defaults():
                rows.append(speed(g, args.positions, args.time, args.seed, plain=True))
        report["speed"] = rows
        print(speed_markdown(rows), flush=True)
    if args.only in (None, "balance"):
        found = []
        try:
            for g in games:
                for n in alehouse.game(g).player_counts:
                    found.append(balance(g, n, args.balance_games, args.workers, args.seed,
                                         args.out / f"{g}-balance-{n}p", console))
        except KeyboardInterrupt:
            console.print("Interrupted: run the same command again to continue.")
            return 130
        finally:
            report["balance"] = found
            if found:
                print(balance_markdown(found), flush=True)
    if args.only in (None, "strength"):
        table = []
        try:
            for first, second in pairs(args.time):  # every greedy-vs-random run first
                for g in games:
                    name = f"{g}-{first.split(':')[0]}-vs-{second}"
                    table.append(strength(g, first, second, args.games, args.workers,
                                          args.seed, args.out / name, console))
        except KeyboardInterrupt:
            console.print("Interrupted: run the same command again to continue.")
            return 130
        finally:
            report["strength"] = table
            if table:
                print(strength_markdown(table), flush=True)
    if args.json:
        args.json.write_text(json.dumps(report, indent=1))
    console.print(f"{report['machine']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
