"""Engine benchmark: how fast each registered game plays, copies, shows and saves itself.

One command (also ``make bench``)::

    .venv/bin/python benchmarks/engine.py                 # every game x player count, defaults
    .venv/bin/python benchmarks/engine.py --all-presets   # ... and every option preset
    .venv/bin/python benchmarks/engine.py --markdown      # a table for benchmarks/README.md
    .venv/bin/python benchmarks/engine.py --json out.json # raw figures

For each configuration (game, player count, options) it spends ``--seconds`` (by default
``--budget`` split evenly over the configurations) on:

1. one seeded random game played under ``tracemalloc`` (peak memory; it also warms up);
2. random playouts until 60% of the slice is used: a uniformly chosen actor plays a uniformly
   chosen legal action, all randomness drawn from `alehouse.Chance` so ``--seed`` repeats the
   same games. Games per second use the whole wall time of those playouts; decisions per
   second count only the time inside ``Match.legal_actions`` + ``Match.act``;
3. micro-benchmarks on ``--positions`` positions sampled uniformly from the decisions of the
   first playouts (rebuilt with ``alehouse.replay(record, upto=i)``): ``Match.clone()``,
   ``Match.view(p)`` for every seat, ``Match.to_json()`` and ``Match.determinize(p, rng)``,
   each called in timed loops until its share of the slice is used.

Only the public API (``alehouse.games``, ``game``, ``new_match``, ``replay``, ``Match``,
``Chance``) is used. The progress bar is redrawn only between timed sections, so it does not
steal time from them. With ``--markdown`` the Markdown table goes to stdout and the progress bar
and Rich table to stderr, so ``engine.py --markdown > table.md`` captures the table alone.
"""

from __future__ import annotations

import argparse
import datetime as dt
import gc
import itertools
import json
import os
import platform
import subprocess
import sys
import time
import tracemalloc
import zlib
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from rich import box
from rich.console import Console
from rich.progress import (
    BarColumn,
    Progress,
    TaskID,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table

import alehouse
from alehouse import Chance, Match

TARGET_DECISIONS_PER_S = 10_000.0
"""Random playouts must reach this many decisions (legal_actions + act) per second."""
TARGET_CLONE_US = 100.0
"""`Match.clone()` must take less than this many microseconds on average."""
TARGET_LIVE_KB = 30.0
"""A live mid-game match, as a server holds it (`Match.compact` after its move), in kB."""
TARGET_LOAD_US = 1000.0
"""`Match.from_json` of a game's end state must take less than this many microseconds."""
LIVE_MATCHES = 6
"""Matches held at once to measure the footprint of one (the mean is reported)."""
TARGET_CHESS_RATIO = 2.0
"""Random play must make at least this many times python-chess's moves per second, measured
the same way in the same run (legal moves + the move + the game-over check)."""
CHESS_SECONDS = 5.0
"""Seconds of python-chess random play at the start and again at the end of a run."""

PLAYOUT_SHARE = 0.6
"""Share of a configuration's slice spent on random playouts (the rest on micro-benchmarks)."""
MICRO_SHARES = {"clone": 0.4, "view": 0.2, "to_json": 0.2, "determinize": 0.2}
"""How the micro-benchmark time is split between the operations measured."""
DEFAULT_BUDGET = 75.0
"""Seconds for a whole default run, split evenly over the configurations."""
MAX_DECISIONS = 100_000
"""A playout longer than this is reported as an error (a game that does not end)."""


@dataclass(frozen=True)
class Config:
    """One row of the benchmark: a game, a player count and its options."""

    game: str
    players: int
    options: dict[str, Any]

    @property
    def options_label(self) -> str:
        return ",".join(f"{k}={v}" for k, v in self.options.items()) or "-"

    @property
    def key(self) -> str:
        return f"{self.game}/{self.players}p/{self.options_label}"

    def chance(self, seed: int) -> Chance:
        """This configuration's own stream: the same whichever other rows run with it."""
        return Chance.from_seed(seed * 1_000_003 + zlib.crc32(self.key.encode()))


@dataclass
class Row:
    """The figures of one configuration (times in seconds unless the name says otherwise)."""

    game: str
    players: int
    options: dict[str, Any]
    seconds: float = 0.0
    games: int = 0
    decisions: int = 0
    playout_wall_s: float = 0.0
    legal_actions_s: float = 0.0
    act_s: float = 0.0
    mean_branching: float = 0.0
    games_per_s: float = 0.0
    decisions_per_s: float = 0.0
    moves_per_s: float = 0.0
    chess_ratio: float | None = None
    decisions_per_game: float = 0.0
    legal_actions_us: float = 0.0
    act_us: float = 0.0
    positions: int = 0
    clone_us: float = 0.0
    clone_us_max: float = 0.0
    view_us: float = 0.0
    view_us_max: float = 0.0
    to_json_us: float = 0.0
    to_json_us_max: float = 0.0
    determinize_us: float = 0.0
    state_kb_mean: float = 0.0
    state_kb_final: float = 0.0
    snapshot_kb_final: float = 0.0
    load_us: float = 0.0
    live_kb: float = 0.0
    matches_per_gib: float = 0.0
    peak_kb: float = 0.0
    peak_game_decisions: int = 0
    error: str | None = None
    below_target: list[str] = field(default_factory=list)

    @property
    def options_label(self) -> str:
        return ",".join(f"{k}={v}" for k, v in self.options.items()) or "-"

    def check_targets(self) -> None:
        """Fill `below_target` with the targets this row misses."""
        self.below_target = []
        if self.error is not None:
            return
        if self.decisions_per_s < TARGET_DECISIONS_PER_S:
            self.below_target.append("decisions/s")
        if self.clone_us >= TARGET_CLONE_US:
            self.below_target.append("clone")
        if self.chess_ratio is not None and self.chess_ratio < TARGET_CHESS_RATIO:
            self.below_target.append("x chess")
        if self.load_us >= TARGET_LOAD_US:
            self.below_target.append("load")
        if self.live_kb > TARGET_LIVE_KB:
            self.below_target.append("live")


# --- playing -----------------------------------------------------------------------------------


def _new_match(cfg: Config, rng: Chance) -> Match:
    return alehouse.new_match(cfg.game, players=cfg.players, seed=rng.next64(),
                              options=cfg.options)


def _random_step(m: Match, rng: Chance) -> None:
    """One untimed random decision (uniform actor, then the game's playout choice: uniform
    unless the game weights it, see Game.playout_action)."""
    actors = m.actors
    p = actors[rng.below(len(actors))]
    legal = m.legal_actions(p)
    m.act(p, m.game.playout_action(m.state, p, legal, rng))


def measure_peak(cfg: Config, rng: Chance, row: Row) -> None:
    """Play one random game under tracemalloc: peak traced memory and final JSON size."""
    gc.collect()  # start from a clean heap, so the peak does not depend on what ran before
    tracemalloc.start()
    try:
        tracemalloc.reset_peak()
        m = _new_match(cfg, rng)
        n = 0
        while not m.over:
            _random_step(m, rng)
            n += 1
            if n > MAX_DECISIONS:
                raise RuntimeError(f"a random game did not end within {MAX_DECISIONS} decisions")
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    row.peak_kb = peak / 1000
    row.peak_game_decisions = n
    text = m.to_json()
    row.state_kb_final = len(text.encode()) / 1000
    row.snapshot_kb_final = len(m.to_json(moves=False).encode()) / 1000
    row.load_us = time_calls(lambda: Match.from_json(text), 0.25) * 1e6


def measure_live(cfg: Config, rng: Chance, row: Row) -> None:
    """The memory of a live match as a server holds it: `LIVE_MATCHES` random games, each
    rebuilt to its middle, its mover's legal actions asked (a server sends them) and
    `Match.compact()` called, all held at once under tracemalloc; the mean per match of what
    dropping them frees. (Counting what building them allocated would also charge them with the
    churn of the games' bounded caches, whose evicted entries predate the trace.)"""
    records = []
    for _ in range(LIVE_MATCHES + 1):
        m = _new_match(cfg, rng)
        while not m.over:
            _random_step(m, rng)
        records.append(m.record)

    def live(record: dict[str, Any]) -> Match:
        m = alehouse.replay(record, upto=len(record["moves"]) // 2)
        m.legal_actions(m.actors[0])
        m.compact()
        return m

    live(records.pop())  # warms the games' caches of actions, which all matches share
    gc.collect()
    tracemalloc.start()
    try:
        held = [live(r) for r in records]
        gc.collect()
        holding, _ = tracemalloc.get_traced_memory()
        count = len(held)
        del held
        gc.collect()
        dropped, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    per_match = (holding - dropped) / count
    row.live_kb = per_match / 1000
    row.matches_per_gib = 2**30 / per_match


def run_playouts(cfg: Config, rng: Chance, deadline: float, keep: int, row: Row,
                 tick: Callable[[], None]) -> list[Match]:
    """Random playouts until `deadline` (at least one game). Returns the first `keep` finished
    matches, from which positions are sampled afterwards (so sampling costs the loop nothing).

    Only `legal_actions` and `act` are inside the decision timer, and with them the game-over
    check in the moves timer (as `chess_moves_per_s` times python-chess); games per second use
    the whole wall time, match creation and the random choices included."""
    pc = time.perf_counter
    kept: list[Match] = []
    games = decisions = branching = 0
    t_legal = t_act = 0.0
    start = pc()
    t_over = 0.0
    while True:
        m = _new_match(cfg, rng)
        n = 0
        while True:
            t0 = pc()
            over = m.over
            t_over += pc() - t0
            if over:
                break
            actors = m.actors
            p = actors[rng.below(len(actors))]
            t0 = pc()
            legal = m.legal_actions(p)
            t1 = pc()
            action = m.game.playout_action(m.state, p, legal, rng)
            t2 = pc()
            m.act(p, action)
            t3 = pc()
            t_legal += t1 - t0
            t_act += t3 - t2
            branching += len(legal)
            n += 1
            if n > MAX_DECISIONS:
                raise RuntimeError(f"a random game did not end within {MAX_DECISIONS} decisions")
        games += 1
        decisions += n
        if len(kept) < keep:
            kept.append(m)
        now = pc()
        if now >= deadline:
            break
        tick()
    wall = pc() - start
    row.games = games
    row.decisions = decisions
    row.playout_wall_s = wall
    row.legal_actions_s = t_legal
    row.act_s = t_act
    row.games_per_s = games / wall
    row.decisions_per_s = decisions / (t_legal + t_act)
    row.moves_per_s = decisions / (t_legal + t_act + t_over)
    row.decisions_per_game = decisions / games
    row.legal_actions_us = t_legal / decisions * 1e6
    row.act_us = t_act / decisions * 1e6
    row.mean_branching = branching / decisions
    return kept


def _chess_version() -> str:
    import chess

    return str(chess.__version__)


def chess_moves_per_s(seconds: float, seed: int) -> float | None:
    """python-chess's random play, timed as `run_playouts` times ours: the legal moves listed,
    the move pushed, the game-over check, per second of those calls (None without the chess
    package, which the rl extra brings)."""
    try:
        import chess
    except ImportError:
        return None
    pc = time.perf_counter
    rng = Chance.from_seed(seed)
    moves = 0
    timed = 0.0
    deadline = pc() + seconds
    while pc() < deadline:
        board = chess.Board()
        while True:
            t0 = pc()
            over = board.is_game_over()
            if over:
                timed += pc() - t0
                break
            legal = list(board.legal_moves)
            t1 = pc()
            move = legal[rng.below(len(legal))]
            t2 = pc()
            board.push(move)
            timed += (t1 - t0) + (pc() - t2)
            moves += 1
    return moves / timed


def sample_positions(finished: Sequence[Match], k: int, rng: Chance) -> list[Match]:
    """`k` positions where a decision is due: a uniform move index of each finished game in turn,
    rebuilt from its record."""
    out = []
    for i in range(k):
        record = finished[i % len(finished)].record
        upto = rng.below(len(record["moves"]))
        out.append(alehouse.replay(record, upto=upto))
    return out


# --- micro-benchmarks --------------------------------------------------------------------------


def time_calls(fn: Callable[[], object], budget: float) -> float:
    """Mean seconds per call of `fn`, calling it in doubling batches until `budget` is spent
    (after one warm-up call). The garbage collector stays on, as it is for real callers."""
    pc = time.perf_counter
    repeat = itertools.repeat
    fn()
    calls = 0
    spent = 0.0
    batch = 1
    while spent < budget:
        t0 = pc()
        for _ in repeat(None, batch):
            fn()
        took = pc() - t0
        calls += batch
        spent += took
        if took < budget / 8:
            batch *= 2
    return spent / calls


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def run_micro(positions: Sequence[Match], budget: float, rng: Chance, row: Row,
              tick: Callable[[], None]) -> None:
    """clone / view / to_json / determinize timings, averaged over `positions` (each weighs the
    same), with `budget` seconds split by MICRO_SHARES."""
    each = {op: budget * share / len(positions) for op, share in MICRO_SHARES.items()}
    clone, view, to_json, det, size = [], [], [], [], []
    for m in positions:
        seats = range(m.players)
        clone.append(time_calls(m.clone, each["clone"]))
        tick()

        def views(m: Match = m, seats: range = seats) -> None:
            for p in seats:
                m.view(p)

        view.append(time_calls(views, each["view"]) / len(seats))
        tick()
        to_json.append(time_calls(m.to_json, each["to_json"]))
        size.append(len(m.to_json().encode()))
        tick()

        seat, det_rng = m.actors[0], rng.fork()

        def determinize(m: Match = m, p: int = seat, r: Chance = det_rng) -> None:
            m.determinize(p, r)

        det.append(time_calls(determinize, each["determinize"]))
        tick()
    row.positions = len(positions)
    row.clone_us = _mean(clone) * 1e6
    row.clone_us_max = max(clone) * 1e6
    row.view_us = _mean(view) * 1e6
    row.view_us_max = max(view) * 1e6
    row.to_json_us = _mean(to_json) * 1e6
    row.to_json_us_max = max(to_json) * 1e6
    row.determinize_us = _mean(det) * 1e6
    row.state_kb_mean = _mean(size) / 1000


def bench(cfg: Config, seconds: float, seed: int, n_positions: int,
          tick: Callable[[float], None]) -> Row:
    """All figures of one configuration, in about `seconds`. `tick(elapsed)` reports progress."""
    row = Row(cfg.game, cfg.players, dict(cfg.options), seconds=seconds)
    start = time.perf_counter()

    def progress() -> None:
        tick(time.perf_counter() - start)

    try:
        rng = cfg.chance(seed)
        peak_rng, sample_rng, det_rng = rng.fork(), rng.fork(), rng.fork()
        measure_peak(cfg, peak_rng, row)
        measure_live(cfg, peak_rng.fork(), row)
        progress()
        deadline = start + seconds * PLAYOUT_SHARE
        finished = run_playouts(cfg, rng, deadline, n_positions, row, progress)
        positions = sample_positions(finished, n_positions, sample_rng)
        progress()
        remaining = max(start + seconds - time.perf_counter(), 0.05 * seconds)
        run_micro(positions, remaining, det_rng, row, progress)
    except Exception as exc:  # report the row as broken and go on with the others
        row.error = f"{type(exc).__name__}: {exc}"
    row.check_targets()
    return row


# --- the machine -------------------------------------------------------------------------------


def machine() -> dict[str, Any]:
    """CPU model, cores, Python, OS, date and the code's revision, for the README."""
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    os_name = platform.platform()
    try:
        for line in Path("/etc/os-release").read_text().splitlines():
            if line.startswith("PRETTY_NAME="):
                os_name = f"{line.split('=', 1)[1].strip(chr(34))} ({platform.platform()})"
    except OSError:
        pass
    try:
        here = Path(__file__).resolve().parent
        commit = subprocess.run(["git", "describe", "--always", "--dirty"], cwd=here,
                                capture_output=True, text=True, timeout=5,
                                check=True).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        commit = "unknown"
    return {
        "cpu": cpu,
        "cores": os.cpu_count(),
        "python": f"{platform.python_implementation()} {platform.python_version()}",
        "os": os_name,
        "date": dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "load": os.getloadavg()[0],
        "alehouse": alehouse.__version__,
        "commit": commit,
    }


# --- output ------------------------------------------------------------------------------------

COLUMNS = ("game", "players", "options", "games/s", "decisions/s", "x chess", "decisions/game",
           "clone µs", "view µs", "to_json µs", "load µs", "save kB", "live kB", "matches/GiB",
           "targets")
MARKED = {"decisions/s": "decisions/s", "x chess": "x chess", "clone": "clone µs",
          "load": "load µs", "live": "live kB"}
"""Each target and the column that shows it."""


def _cells(row: Row) -> list[str]:
    if row.error is not None:
        return [row.game, str(row.players), row.options_label, *["-"] * (len(COLUMNS) - 4),
                "ERROR (see below)"]
    return [
        row.game, str(row.players), row.options_label,
        f"{row.games_per_s:,.1f}",
        f"{row.decisions_per_s:,.0f}",
        "-" if row.chess_ratio is None else f"{row.chess_ratio:.2f}",
        f"{row.decisions_per_game:,.0f}",
        f"{row.clone_us:,.1f}",
        f"{row.view_us:,.1f}",
        f"{row.to_json_us:,.1f}",
        f"{row.load_us:,.0f}",
        f"{row.state_kb_final:,.1f}",
        f"{row.live_kb:,.1f}",
        f"{row.matches_per_gib:,.0f}",
        "ok" if not row.below_target else "below: " + ", ".join(row.below_target),
    ]


RICH_HEADERS = ("games\n/s", "dec.\n/s", "x\nchess", "dec.\n/game", "clone\nµs",
                "view\nµs", "to_json\nµs", "load\nµs", "save\nkB", "live\nkB",
                "per\nGiB")
"""The numeric COLUMNS, short and on two lines, so that the Rich table fits 80 columns."""


def rich_table(rows: Sequence[Row], info: dict[str, Any]) -> Table:
    """The results: one row per configuration; a row and the cells that miss a target in red."""
    table = Table(title=f"Engine benchmark: {info['cpu']}, {info['cores']} cores, "
                        f"{info['python']}, {info['date']}",
                  box=box.SIMPLE_HEAD, padding=(0, 1), pad_edge=False)
    table.add_column("game, players, options", overflow="fold", min_width=12)
    for name in RICH_HEADERS:
        table.add_column(name, justify="right", no_wrap=True)
    for row in rows:
        options = ",".join(str(v) for v in row.options.values())
        cells = [f"{row.game} {row.players}p {options}".strip(), *_cells(row)[3:-1]]
        for target in row.below_target:
            at = COLUMNS.index(MARKED[target]) - 2
            cells[at] = f"[bold red]{cells[at]}[/]"
        ok = row.error is None and not row.below_target
        cells[0] = f"[green]{cells[0]}[/]" if ok else f"[bold red]{cells[0]} (NO)[/]"
        table.add_row(*cells)
    chess = info.get("chess_moves_per_s")
    peer = (f"x chess = moves/s (legal moves + move + game-over check) / python-chess's "
            f"{chess:,.0f} in this run" if chess else "x chess: python-chess not installed")
    table.caption = (f"dec. = decisions (legal_actions + act). {peer}. Targets: >= "
                     f"{TARGET_DECISIONS_PER_S:,.0f} dec./s, >= {TARGET_CHESS_RATIO:g} x chess, "
                     f"clone < {TARGET_CLONE_US:.0f} µs, load < {TARGET_LOAD_US:,.0f} µs, "
                     f"live <= {TARGET_LIVE_KB:g} kB; rows in red (NO) miss one")
    return table


def markdown_table(rows: Sequence[Row], info: dict[str, Any]) -> str:
    """A GitHub Markdown table (values that miss a target in bold) with the machine above it
    (and a warning when the load was above the cores)."""
    busy = " (above the number of cores: the figures are not representative)"
    lines = [
        f"Machine: {info['cpu']}, {info['cores']} cores, {info['python']}, {info['os']}; "
        f"{info['date']}, alehouse {info['alehouse']} ({info['commit']}); load average "
        f"{info['load']:.1f} at the start"
        f"{busy if info['load'] > (info['cores'] or 1) else ''}.",
        "",
        (f"python-chess {info['chess']} in the same run: {info['chess_moves_per_s']:,.0f} "
         "moves/s (legal moves + move + game-over check), the peer of the x chess column."
         if info.get("chess_moves_per_s") else "python-chess not installed: no x chess."),
        "",
        "| " + " | ".join(COLUMNS) + " |",
        "|" + "|".join(":--" if i < 3 or i == len(COLUMNS) - 1 else "--:"
                       for i in range(len(COLUMNS))) + "|",
    ]
    for row in rows:
        cells = _cells(row)
        if row.error:
            cells[-1] = f"ERROR: {row.error}"
        for target in row.below_target:
            at = COLUMNS.index(MARKED[target])
            cells[at] = f"**{cells[at]}**"
        if row.below_target or row.error:
            cells[-1] = f"**{cells[-1]}**"
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


# --- command line ------------------------------------------------------------------------------


def configs(game_ids: Sequence[str], all_presets: bool) -> list[Config]:
    """Every player count of every game, default options (and every preset if asked)."""
    out = []
    for gid in game_ids:
        g = alehouse.game(gid)
        option_sets = g.presets if all_presets else [{}]
        for options in option_sets:
            for n in g.player_counts:
                full = g.check_options(n, options)
                out.append(Config(gid, n, full))
    return out


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description="Random-playout speed, clone/view/to_json time and memory of every game.")
    parser.add_argument("--seed", type=int, default=0,
                        help="seed of the random playouts (default 0)")
    parser.add_argument("--budget", type=float, default=DEFAULT_BUDGET,
                        help="seconds for the whole run, split evenly over the configurations "
                             f"(default {DEFAULT_BUDGET:.0f})")
    parser.add_argument("--seconds", type=float, default=None,
                        help="seconds per game x player count x preset (overrides --budget)")
    parser.add_argument("--all-presets", action="store_true",
                        help="also run every option preset of each game")
    parser.add_argument("--game", action="append", metavar="ID",
                        help="only this game (repeatable; default: every registered game)")
    parser.add_argument("--positions", type=int, default=24,
                        help="positions sampled for the clone/view/to_json timings (default 24)")
    parser.add_argument("--markdown", action="store_true",
                        help="print a Markdown table to stdout (progress and Rich go to stderr)")
    parser.add_argument("--json", type=Path, metavar="FILE", help="save the raw figures here")
    args = parser.parse_args(argv)
    if args.positions < 1:
        parser.error("--positions must be at least 1")
    if (args.seconds is not None and args.seconds <= 0) or args.budget <= 0:
        parser.error("--seconds and --budget must be positive")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    """Run the benchmark; 1 when a configuration failed, else 0 (missed targets are shown)."""
    args = parse_args(argv)
    ui = Console(stderr=args.markdown)
    if not ui.is_terminal:
        ui.width = max(ui.width, 120)  # logs and pipes: keep each row on one line
    try:
        game_ids = args.game or alehouse.games()
        todo = configs(game_ids, args.all_presets)
    except (alehouse.UnknownGame, alehouse.BadOptions) as exc:
        ui.print(f"[bold red]{exc}[/]")
        return 2
    seconds = args.seconds if args.seconds is not None else args.budget / len(todo)
    info = machine()
    ui.print(f"python-chess peer: {CHESS_SECONDS:g} s of random play ...")
    chess_before = chess_moves_per_s(CHESS_SECONDS, args.seed)
    rows: list[Row] = []
    with Progress(TextColumn("{task.description:<36}"), BarColumn(),
                  TextColumn("{task.percentage:>3.0f}%"), TimeElapsedColumn(),
                  TimeRemainingColumn(), console=ui, auto_refresh=False) as progress:
        task: TaskID = progress.add_task("starting", total=seconds * len(todo))
        for i, cfg in enumerate(todo):
            progress.update(task, description=cfg.key, completed=i * seconds)
            progress.refresh()
            last = [0.0]

            def tick(elapsed: float, base: float = i * seconds, last: list[float] = last) -> None:
                now = time.perf_counter()
                if now - last[0] >= 0.25:  # redraw at most 4 times a second
                    last[0] = now
                    progress.update(task, completed=base + min(elapsed, seconds))
                    progress.refresh()

            rows.append(bench(cfg, seconds, args.seed, args.positions, tick))
        progress.update(task, description="done", completed=seconds * len(todo))
        progress.refresh()
    chess_after = chess_moves_per_s(CHESS_SECONDS, args.seed + 1)
    if chess_before is not None and chess_after is not None:
        peer = (chess_before + chess_after) / 2  # the machine may have changed during the run
        info |= {"chess": _chess_version(), "chess_moves_per_s": peer,
                 "chess_moves_per_s_before_after": [chess_before, chess_after]}
        for row in rows:
            if row.error is None:
                row.chess_ratio = row.moves_per_s / peer
                row.check_targets()
    ui.print(rich_table(rows, info))
    for row in rows:
        if row.error:
            ui.print(f"[bold red]{row.game} {row.players}p {row.options_label}: {row.error}[/]")
    if args.markdown:
        print(markdown_table(rows, info))
    if args.json:
        data = {
            "machine": info,
            "settings": {"seed": args.seed, "seconds_per_config": seconds,
                         "positions": args.positions, "all_presets": args.all_presets,
                         "playout_share": PLAYOUT_SHARE, "micro_shares": MICRO_SHARES},
            "targets": {"decisions_per_s": TARGET_DECISIONS_PER_S,
                        "clone_us": TARGET_CLONE_US, "chess_ratio": TARGET_CHESS_RATIO},
            "rows": [asdict(r) for r in rows],
        }
        args.json.write_text(json.dumps(data, indent=1) + "\n")
        ui.print(f"raw figures saved to {args.json}")
    return 1 if any(r.error for r in rows) else 0


if __name__ == "__main__":
    sys.exit(main())
