"""Seeded random playouts shared by the conformance tests (cached per process).

Every decision of a playout is recorded lightly (who could act, and each actor's legal
actions); full copies of the match are kept only at up to `MAX_SNAPSHOTS` evenly spread
positions, so long games (thousands of decisions) stay cheap to check.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import alehouse
from alehouse.core import Action, BadOptions, Chance, Match

MAX_DECISIONS = 20_000
MAX_SNAPSHOTS = 120
SEEDS = (0, 1, 2)


def cases() -> list[tuple[str, int, str]]:
    """(game id, players, preset as JSON) for every registered game, player count and preset
    that go together (a preset a player count does not allow, such as a 4-player team game,
    is left out for that count)."""
    out = []
    for gid in alehouse.games():
        g = alehouse.game(gid)
        for n in g.player_counts:
            for preset in g.presets:
                try:
                    g.check_options(n, preset)
                except BadOptions:
                    continue
                out.append((gid, n, json.dumps(preset, sort_keys=True)))
    return out


def case_id(case: tuple[str, int, str]) -> str:
    gid, n, preset = case
    opts = ",".join(f"{k}={v}" for k, v in json.loads(preset).items())
    return f"{gid}-{n}p" + (f"-{opts}" if opts else "")


@dataclass
class Step:
    """One decision point: who could act and each one's legal actions."""

    actors: tuple[int, ...]
    legal: dict[int, list[Action]]


@dataclass
class Playout:
    final: Match
    steps: list[Step] = field(default_factory=list)
    snapshots: list[Match] = field(default_factory=list)
    """Copies of the match at spread positions (the start and the end included)."""
    actions: list[tuple[int, Any]] = field(default_factory=list)


def random_step(m: Match, rng: Chance) -> None:
    p = rng.choice(m.actors)
    m.act(p, m.game.playout_action(m.state, p, m.legal_actions(p), rng))


@lru_cache(maxsize=64)
def playout(gid: str, players: int, preset: str, seed: int) -> Playout:
    m = alehouse.new_match(gid, players=players, seed=seed, options=json.loads(preset))
    rng = Chance.from_seed(seed + 1000)
    out = Playout(m)
    stride = 1
    snaps: list[tuple[int, Match]] = []
    for k in range(MAX_DECISIONS + 1):
        if k % stride == 0:
            snaps.append((k, m.clone()))
            if len(snaps) > MAX_SNAPSHOTS:  # keep them evenly spread: thin out by half
                stride *= 2
                snaps = [(i, s) for i, s in snaps if i % stride == 0]
        actors = m.actors
        out.steps.append(Step(actors, {p: m.legal_actions(p) for p in actors}))
        if m.over:
            break
        p = rng.choice(actors)
        action = m.game.playout_action(m.state, p, out.steps[-1].legal[p], rng)
        out.actions.append((p, action))
        m.act(p, action)
    if snaps[-1][0] != len(out.actions):
        snaps.append((len(out.actions), m.clone()))
    out.snapshots = [s for _, s in snaps]
    return out
