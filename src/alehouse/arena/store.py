"""A tournament's directory (``--out DIR``), written as it goes so that it can be resumed.

```
DIR/tournament.json      the settings (Tournament)
DIR/games/game-0000.json the record of game 0 (replayable with `alehouse replay`), its result,
                         and under "arena" the outcome: seating, bots, timings, finished or not
DIR/results.json         the figures (stats.summarise), rewritten at the end or on interrupt
DIR/plots/*.png          the plots
```

Each game file is written to a temporary name and renamed, so an interrupted run never leaves a
half-written game behind.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

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


def load_settings(root: Path) -> Tournament:
    try:
        return Tournament.from_json(json.loads((root / SETTINGS).read_text()))
    except (OSError, ValueError, TypeError) as exc:
        raise StoreError(f"{root} holds no tournament to resume ({SETTINGS}: {exc})") from None


def save_game(root: Path, t: Tournament, outcome: GameOutcome) -> None:
    data = outcome.to_json()
    record = data.pop("record")
    data["bots"] = [t.bots[b] for b in outcome.lineup]
    _write(game_path(root, outcome.index), {**record, "arena": data})


def load_games(root: Path) -> list[GameOutcome]:
    """The outcomes saved so far, by index."""
    out = []
    for path in sorted((root / GAMES).glob("game-*.json")):
        try:
            data = json.loads(path.read_text())
            arena = dict(data.pop("arena"))
            arena.pop("bots", None)
            out.append(GameOutcome.from_json({**arena, "record": data}))
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise StoreError(f"{path} is not an arena game: {exc}") from None
    return sorted(out, key=lambda o: o.index)


def save_results(root: Path, results: dict[str, Any]) -> Path:
    path = root / RESULTS
    _write(path, results)
    return path
