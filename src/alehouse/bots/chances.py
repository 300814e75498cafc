"""Each seat's chance of winning a position, estimated from the game's evaluation.

A finished match gives each winner 1 / (number of winners) and the others 0. A match being
played is judged by a model calibrated on self-play (data/chances.json, written by `alehouse
calibrate`, see calibrate.py): a conditional logit of the seats' projected final scores,

    chance(p) = exp(k * z_p) / sum over seats q of exp(k * z_q),   k = a + b * t,

where z_p is seat p's projected score (`utility.values`: the game's `evaluate`) in units of the
margin that counts as clearly ahead (`utility.scale`), and t the progress of the game: the
match's version over the mean length of a self-played game of this game and player count
(capped at `PROGRESS_CAP`). Early on the projections say little (k is small, the chances near
even); late they decide (k is large). The chances of all seats add up to 1. `a` and `b` are
fitted per game and player count; a game or count without fitted values (a game registered
later) gets `FALLBACK`, with its length taken as a third of `Game.max_game_length`.

Only what it is given is judged: advice passes determinized samples (the seat's own view of
the position), the replay's chart the true positions of a finished game.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from alehouse.core.match import Match

from .utility import scale, values

PROGRESS_CAP = 1.5
"""Progress beyond this (a game much longer than the mean) counts as this."""


@dataclass(frozen=True)
class Model:
    """The calibrated chances of one game and player count: `length` (the mean moves of a
    game), `a` and `b` (the sharpness k = a + b * progress)."""

    length: float
    a: float
    b: float

    def progress(self, version: int) -> float:
        """How far through a game a match at `version` is (0 at the start, about 1 at the
        mean end, at most `PROGRESS_CAP`)."""
        return min(max(version, 0) / self.length, PROGRESS_CAP) if self.length > 0 else 0.0

    def chances(self, version: int, vals: Sequence[float]) -> list[float]:
        """Each seat's chance of winning at `version` with projected scores `vals`."""
        return softmax([self.sharpness(version) * z for z in scaled(vals)])

    def sharpness(self, version: int) -> float:
        return self.a + self.b * self.progress(version)


FALLBACK = (0.2, 1.0)
"""(a, b) for a game or player count with no fitted model."""


def scaled(vals: Sequence[float]) -> list[float]:
    """Projected scores in units of `utility.scale` (the model's z)."""
    s = scale(list(vals))
    return [v / s for v in vals]


def softmax(us: Sequence[float]) -> list[float]:
    top = max(us)
    es = [math.exp(u - top) for u in us]
    total = sum(es)
    return [e / total for e in es]


@cache
def fitted() -> dict[str, Any]:
    """data/chances.json: the fitted models by game and player count, and how they were
    fitted."""
    with (resources.files("alehouse.bots") / "data" / "chances.json").open("rb") as file:
        data: dict[str, Any] = json.load(file)
    return data


@cache
def model(game_id: str, players: int, max_length: int = 0) -> Model:
    """The model of `game_id` at `players` (the fallback, with `max_length` the game's
    longest, when none was fitted)."""
    entry = fitted().get("models", {}).get(game_id, {}).get(str(players))
    if entry is None:
        return Model(max(1.0, max_length / 3), *FALLBACK)
    return Model(float(entry["length"]), float(entry["a"]), float(entry["b"]))


def model_of(match: Match) -> Model:
    game = match.game
    fits = fitted().get("models", {}).get(game.id, {})
    if str(match.players) in fits:
        return model(game.id, match.players)
    return model(game.id, match.players, game.max_game_length(match.players, match.options))


def shares(match: Match) -> list[float]:
    """A finished match: 1 / (number of winners) for each winner, 0 for the others."""
    result = match.result
    assert result is not None, "only for a finished match"
    share = 1.0 / len(result.winners)
    return [share if p in result.winners else 0.0 for p in range(match.players)]


def chances(match: Match, vals: list[float] | None = None) -> list[float]:
    """Each seat's estimated chance of winning `match`, in [0, 1], adding up to 1; `vals`:
    `utility.values(match)` when already known."""
    if match.over:
        return shares(match)
    if vals is None:
        vals = values(match)
    return model_of(match).chances(match.version, vals)


__all__ = ["FALLBACK", "PROGRESS_CAP", "Model", "chances", "fitted", "model", "model_of",
           "scaled", "shares", "softmax"]
