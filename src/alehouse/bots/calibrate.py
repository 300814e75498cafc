"""Fitting the chances of winning (chances.py) to self-play: `alehouse calibrate`.

For one game and player count, bots play `games` games against themselves (game i: match seed
`seed + i`, the bots seeded by `play.bot_seeds(seed, i, players)`, the options cycling through
the game's presets that fit the player count), and every position after a move is kept with
each seat's projected score and the seats' shares of the final win. The first three quarters
of the games fit the model's `a` and `b` by maximum likelihood (Newton's method on the
conditional logit, a handful of steps); the last quarter, never seen by the fit, measures how
well calibrated it is: log loss and Brier score beside those of even chances, and a
reliability table (the positions' chances in ten bins: how often the seats given about 30%
went on to win).

Everything here is repeatable: the same arguments give the same games and the same figures.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import alehouse
from alehouse.core.errors import BadOptions

from .chances import PROGRESS_CAP, Model, scaled, shares, softmax
from .play import play, seat_bots
from .utility import values

BINS = 10
"""The reliability table's bins of predicted chance."""
STEPS = 40
"""Most Newton steps of a fit (it converges in well under ten)."""
RIDGE = 1.0
"""The weight of a weak prior pulling a and b towards 0 (even chances): it keeps a fit on a
few games from wild values and is negligible beside thousands of positions."""


@dataclass
class Played:
    """One self-played game: the version and the seats' projected scores at every position
    after a move (until the end), its length and each seat's share of the win."""

    versions: list[int] = field(default_factory=list)
    values: list[list[float]] = field(default_factory=list)
    shares: list[float] = field(default_factory=list)
    length: int = 0


def presets(game_id: str, players: int) -> list[dict[str, Any]]:
    """The game's option presets that a match of `players` allows (the default when none)."""
    g = alehouse.game(game_id)
    fits = []
    for preset in g.presets:
        try:
            g.check_options(players, preset)
        except BadOptions:
            continue
        fits.append(dict(preset))
    return fits or [{}]


def self_play(game_id: str, players: int, index: int, seed: int, bot: str) -> Played:
    """Game `index` of a self-play series: every seat played by `bot`."""
    options = presets(game_id, players)
    match = alehouse.new_match(game_id, players=players, seed=seed + index,
                               options=options[index % len(options)])
    out = Played()

    def seen(_player: int, _action: object) -> None:
        if not match.over:
            out.versions.append(match.version)
            out.values.append(values(match))

    play(match, seat_bots([bot] * players, seed, index), on_move=seen)
    out.shares = shares(match)
    out.length = match.version
    return out


# --- the fit ---------------------------------------------------------------------------------


Row = tuple[list[float], list[float], list[float]]
"""One position: each seat's z, its z * progress, and its share of the win."""


def rows(games: Sequence[Played], length: float) -> list[Row]:
    """The positions of `games` as the model sees them, with progress measured by `length`."""
    probe = Model(length, 0.0, 0.0)
    out = []
    for game in games:
        for version, vals in zip(game.versions, game.values):
            z = scaled(vals)
            t = probe.progress(version)
            out.append((z, [x * t for x in z], game.shares))
    return out


def fit(data: Sequence[Row]) -> tuple[float, float]:
    """(a, b) maximising the likelihood of the shares under chance = softmax((a + b t) z),
    with the `RIDGE` prior."""
    a = b = 0.0
    for _ in range(STEPS):
        ga, gb = -RIDGE * a, -RIDGE * b
        haa = hbb = RIDGE
        hab = 0.0
        for z, zt, won in data:
            p = softmax([a * x + b * y for x, y in zip(z, zt)])
            mz = sum(pi * x for pi, x in zip(p, z))
            mt = sum(pi * y for pi, y in zip(p, zt))
            for pi, x, y, w in zip(p, z, zt, won):
                ga += (w - pi) * x
                gb += (w - pi) * y
                dx, dy = x - mz, y - mt
                haa += pi * dx * dx
                hab += pi * dx * dy
                hbb += pi * dy * dy
        det = haa * hbb - hab * hab
        if det <= 0:
            break
        da = (hbb * ga - hab * gb) / det
        db = (haa * gb - hab * ga) / det
        a, b = a + da, b + db
        if abs(da) < 1e-9 and abs(db) < 1e-9:
            break
    return a, b


# --- how well it is calibrated -------------------------------------------------------------


@dataclass
class Calibration:
    """How the chances of a model fare on games it was not fitted on."""

    positions: int = 0
    log_loss: float = 0.0
    even_log_loss: float = 0.0
    brier: float = 0.0
    even_brier: float = 0.0
    bins: list[list[float]] = field(default_factory=list)
    """Per bin of predicted chance: [from, to, seats counted, mean chance, mean share won]."""

    @property
    def error(self) -> float:
        """Expected calibration error: the bins' gaps between chance and share, weighted by
        how many seats fell in each."""
        total = sum(b[2] for b in self.bins)
        return sum(b[2] * abs(b[3] - b[4]) for b in self.bins) / total if total else 0.0

    def to_json(self) -> dict[str, Any]:
        return {"positions": self.positions, "log_loss": round(self.log_loss, 4),
                "even_log_loss": round(self.even_log_loss, 4), "brier": round(self.brier, 4),
                "even_brier": round(self.even_brier, 4),
                "calibration_error": round(self.error, 4),
                "reliability": [[round(x, 4) for x in b] for b in self.bins]}


def measure(data: Sequence[Row], a: float, b: float) -> Calibration:
    """The calibration of chances softmax((a + b t) z) over the positions `data`."""
    out = Calibration()
    counts = [0] * BINS
    chance_sums = [0.0] * BINS
    won_sums = [0.0] * BINS
    for z, zt, won in data:
        p = softmax([a * x + b * y for x, y in zip(z, zt)])
        n = len(p)
        out.positions += 1
        out.log_loss -= sum(w * math.log(max(pi, 1e-12)) for w, pi in zip(won, p))
        out.even_log_loss += math.log(n)
        out.brier += sum((w - pi) ** 2 for w, pi in zip(won, p)) / n
        out.even_brier += sum((w - 1 / n) ** 2 for w in won) / n
        for pi, w in zip(p, won):
            k = min(int(pi * BINS), BINS - 1)
            counts[k] += 1
            chance_sums[k] += pi
            won_sums[k] += w
    if out.positions:
        for name in ("log_loss", "even_log_loss", "brier", "even_brier"):
            setattr(out, name, getattr(out, name) / out.positions)
    out.bins = [[k / BINS, (k + 1) / BINS, counts[k], chance_sums[k] / counts[k],
                 won_sums[k] / counts[k]] for k in range(BINS) if counts[k]]
    return out


# --- the whole run ---------------------------------------------------------------------------


def calibrate(game_id: str, players: int, games: int, seed: int = 0, bot: str = "greedy",
              on_game: Callable[[], None] | None = None) -> dict[str, Any]:
    """Self-play `games` games (at least 4), fit on the first three quarters, measure on the
    rest: the entry data/chances.json keeps for this game and player count."""
    if games < 4:
        raise ValueError("calibrating needs at least 4 games (3 to fit, 1 to measure)")
    played = []
    for i in range(games):
        played.append(self_play(game_id, players, i, seed, bot))
        if on_game is not None:
            on_game()
    cut = max(1, games * 3 // 4)
    train, test = played[:cut], played[cut:]
    length = sum(g.length for g in train) / len(train)
    a, b = fit(rows(train, length))
    return {"length": round(length, 2), "a": round(a, 4), "b": round(b, 4),
            "games": games, "fitted_on": len(train), "bot": bot, "seed": seed,
            "options": presets(game_id, players),
            "held_out": measure(rows(test, length), a, b).to_json()}


ABOUT = ("Chances of winning (alehouse.bots.chances), fitted by `alehouse calibrate` "
         "(alehouse.bots.calibrate): per game and player count, bots' self-play; a and b fitted "
         "by maximum likelihood on the first three quarters of the games, `held_out` measured "
         "on the rest. Progress is the version over `length`, capped at " f"{PROGRESS_CAP}.")


def write(path: Path, game_id: str, players: int, entry: dict[str, Any]) -> None:
    """Put `entry` into the data file at `path` (kept: the other games and counts)."""
    data: dict[str, Any] = json.loads(path.read_text()) if path.exists() else {}
    data["about"] = ABOUT
    models = data.setdefault("models", {})
    models.setdefault(game_id, {})[str(players)] = entry
    data["models"] = {g: dict(sorted(models[g].items())) for g in sorted(models)}
    text = json.dumps(data, indent=1)
    # a list of numbers (a reliability row) on one line
    text = re.sub(r"\[[-0-9.,\s]+\]", lambda m: " ".join(m.group(0).split()), text)
    path.write_text(text + "\n")


def data_path() -> Path:
    """Where the package's data/chances.json lies (in a source checkout: to be committed)."""
    return Path(__file__).with_name("data") / "chances.json"


__all__ = ["BINS", "Calibration", "Played", "calibrate", "data_path", "fit", "measure",
           "presets", "rows", "self_play", "write"]
