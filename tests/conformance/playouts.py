"""Seeded random playouts shared by the conformance tests (cached per process)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import alehouse
from alehouse.core import Chance, Match

MAX_DECISIONS = 20_000
SEEDS = (0, 1, 2)


def cases() -> list[tuple[str, int, str]]:
    """(game id, players, preset as JSON) for every registered game, player count, preset."""
    out = []
    for gid in alehouse.games():
        g = alehouse.game(gid)
        for n in g.player_counts:
            for preset in g.presets:
                out.append((gid, n, json.dumps(preset, sort_keys=True)))
    return out


def case_id(case: tuple[str, int, str]) -> str:
    gid, n, preset = case
    opts = ",".join(f"{k}={v}" for k, v in json.loads(preset).items())
    return f"{gid}-{n}p" + (f"-{opts}" if opts else "")


@dataclass
class Playout:
    final: Match
    snapshots: list[Match] = field(default_factory=list)
    """Clones taken along the way (every decision)."""
    actions: list[tuple[int, Any]] = field(default_factory=list)


def random_step(m: Match, rng: Chance) -> None:
    p = rng.choice(m.actors)
    m.act(p, rng.choice(m.legal_actions(p)))


@lru_cache(maxsize=64)
def playout(gid: str, players: int, preset: str, seed: int) -> Playout:
    m = alehouse.new_match(gid, players=players, seed=seed, options=json.loads(preset))
    rng = Chance.from_seed(seed + 1000)
    out = Playout(m)
    for _ in range(MAX_DECISIONS):
        out.snapshots.append(m.clone())
        if m.over:
            break
        p = rng.choice(m.actors)
        action = rng.choice(m.legal_actions(p))
        out.actions.append((p, action))
        m.act(p, action)
    return out
