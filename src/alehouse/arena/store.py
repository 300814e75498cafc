"""A tournament's directory (``--out DIR``), written as it goes so that it can be resumed.

```
DIR/tournament.json      the settings (Tournament)
DIR/games/game-0000.json the record of game 0 (replayable with `alehouse replay`), its result,
                         and under "arena" the outcome: seating, bots, timings, finished or not
DIR/results.json         the figures (stats.summarise), rewritten at the end or on interrupt
DIR/plots/*.png          the plots
```

Each game file is written to a temporary name and renamed, so an interrupted run never leaves a
half-written game behind. What is read back is checked (types, sizes, the seating of each game),
so a damaged or edited file is refused with a StoreError naming it, never a traceback.
"""

from __future__ import annotations

import json
import math
import os
from dataclasses import fields
from pathlib import Path
from typing import Any

from ..tui.files import read_json_file, shown_path
from .play import GameOutcome
from .schedule import Tournament

SETTINGS = "tournament.json"
RESULTS = "results.json"
GAMES = "games"


class StoreError(Exception):
    """A directory that does not hold a tournament (or holds another one)."""


def game_path(root: Path, index: int) -> Path:
    return root / GAMES / f"game-{index:04d}.json"


def _write(path: Path, data: Any, indent: int | None = 1) -> None:
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(data, indent=indent))
    os.replace(tmp, path)


def create(root: Path, t: Tournament) -> None:
    """Prepare `root` for `t`: refuses a directory that already holds another tournament."""
    root.mkdir(parents=True, exist_ok=True)
    settings = root / SETTINGS
    if settings.exists():
        if load_settings(root) != t:
            raise StoreError(f"{root} already holds another tournament; use --resume {root} "
                             "to continue it, or another --out")
    else:
        _write(settings, t.to_json())
    (root / GAMES).mkdir(exist_ok=True)


def extend(root: Path, t: Tournament) -> None:
    """Let the tournament kept in `root` go on to `t`'s number of games (its other settings
    the same: checked by the caller); the games played stay, as they are the first of `t`."""
    _write(root / SETTINGS, t.to_json())


def load_settings(root: Path) -> Tournament:
    """The settings saved in `root`; StoreError when there are none or they do not fit
    (the game, bots and options are checked by the caller, as a new tournament's are)."""
    try:
        data = read_json_file(root / SETTINGS)
    except ValueError as exc:
        raise StoreError(f"{shown_path(root)} holds no tournament to resume: {exc}") from None
    problem = _settings_problem(data)
    if problem is not None:
        raise StoreError(f"{shown_path(root / SETTINGS)} is damaged: {problem}")
    return Tournament.from_json(data)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_number(value: Any) -> bool:
    return (isinstance(value, int | float) and not isinstance(value, bool)
            and math.isfinite(value))


def _settings_problem(data: Any) -> str | None:
    """What is wrong with the content of a tournament.json, or None."""
    if not isinstance(data, dict):
        return "it does not hold an object"
    names = [f.name for f in fields(Tournament)]
    missing = [k for k in names[:4] if k not in data]
    if missing:
        return f"it lacks {', '.join(missing)}"
    extra = sorted(set(data) - set(names))
    if extra:
        return f"it holds unknown settings: {', '.join(map(str, extra))}"
    if not isinstance(data["game"], str):
        return "the game must be a game id"
    bots = data["bots"]
    if not (isinstance(bots, list) and bots and all(isinstance(b, str) for b in bots)):
        return "the bots must be a list of bot names"
    for key, least in (("games", 1), ("players", 1), ("max_decisions", 1)):
        if key in data and not (_is_int(data[key]) and data[key] >= least):
            return f"{key} must be a whole number of at least {least}"
    if "seed" in data and not _is_int(data["seed"]):
        return "the seed must be a whole number"
    if "options" in data and not isinstance(data["options"], dict):
        return "the options must be an object"
    levels = data.get("levels", {})
    if not (isinstance(levels, dict) and all(isinstance(v, str) for v in levels.values())):
        return "the levels must be an object of bot specs"
    return None


def save_game(root: Path, t: Tournament, outcome: GameOutcome) -> None:
    data = outcome.to_json()
    record = data.pop("record")
    data["bots"] = [t.bots[b] for b in outcome.lineup]
    _write(game_path(root, outcome.index), {**record, "arena": data})


def load_games(root: Path, t: Tournament | None = None) -> list[GameOutcome]:
    """The outcomes saved so far, by index; with `t`, only those of its games (index below
    `t.games`), each checked to be the game `t` schedules at its index (seed and seating) and
    to hold figures of the right kinds and sizes. StoreError names a file that does not fit."""
    out = []
    for path in sorted((root / GAMES).glob("game-*.json")):
        try:
            data = read_json_file(path)
        except ValueError as exc:
            raise StoreError(str(exc)) from None
        problem = _game_problem(data, t)
        if problem is not None:
            raise StoreError(f"{shown_path(path)} is not a game of this tournament: {problem}")
        arena = dict(data.pop("arena"))
        arena.pop("bots", None)
        outcome = GameOutcome.from_json({**arena, "record": data})
        if t is None or outcome.index < t.games:
            out.append(outcome)
    return sorted(out, key=lambda o: o.index)


def _game_problem(data: Any, t: Tournament | None) -> str | None:
    """What is wrong with the content of a game file (for tournament `t` when given), or
    None."""
    if not isinstance(data, dict) or not isinstance(data.get("arena"), dict):
        return "it holds no arena outcome"
    arena = data["arena"]
    names = {f.name for f in fields(GameOutcome)} - {"record"}
    missing = sorted(names - set(arena) - OPTIONAL)
    if missing:
        return f"its outcome lacks {', '.join(missing)}"
    extra = sorted(set(arena) - names - {"bots"})
    if extra:
        return f"its outcome holds unknown entries: {', '.join(map(str, extra))}"
    if not (_is_int(arena["index"]) and arena["index"] >= 0):
        return "its index must be a whole number"
    if t is None or arena["index"] >= t.games:
        return None
    task = t.task(arena["index"])
    if arena["seed"] != task.seed or arena["lineup"] != task.lineup:
        return f"game {arena['index']} of this tournament has another deal or seating"
    return _figures_problem(arena, data, t.players)


OPTIONAL = frozenset({"traits"})
"""Entries of an outcome that games saved by an earlier version lack."""


def _figures_problem(arena: dict[str, Any], record: dict[str, Any],
                     players: int) -> str | None:
    """What is wrong with the figures of a game of `players` seats, or None."""
    seats = range(players)

    def seat_list(value: Any, check: Any) -> bool:
        return isinstance(value, list) and len(value) == players and all(map(check, value))

    if not isinstance(arena["finished"], bool):
        return "finished must be true or false"
    if arena["finished"]:
        if not seat_list(arena["scores"], _is_number):
            return f"it needs {players} scores"
        ranking = arena["ranking"]
        if not (isinstance(ranking, list) and all(map(_is_int, ranking))
                and sorted(ranking) == list(seats)):
            return "its ranking must list every seat once"
        winners = arena["winners"]
        if not (isinstance(winners, list) and winners and all(w in seats for w in winners)
                and all(map(_is_int, winners)) and len(set(winners)) == len(winners)):
            return "its winners must be seats"
    if not (_is_int(arena["decisions"]) and arena["decisions"] >= 0):
        return "its decisions must be a whole number"
    if not seat_list(arena["think"], lambda x: _is_number(x) and x >= 0):
        return f"it needs {players} thinking times"
    if not seat_list(arena["choices"], lambda x: _is_int(x) and x >= 0):
        return f"it needs {players} counts of choices"
    traits = arena.get("traits", [])
    if traits and not seat_list(traits, lambda x: isinstance(x, dict) and all(
            isinstance(k, str) and _is_number(v) for k, v in x.items())):
        return f"its traits must be {players} tables of names and numbers"
    moves = record.get("moves")
    if not isinstance(moves, list) or (moves and not (
            isinstance(moves[0], list) and moves[0] and _is_int(moves[0][0])
            and moves[0][0] in seats)):
        return "its record's moves must be a list of [player, action]"
    return None


def save_results(root: Path, results: dict[str, Any]) -> Path:
    path = root / RESULTS
    _write(path, results)
    return path
