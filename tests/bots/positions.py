"""Positions for bot tests: seeded playouts of every registered game, stopped at spread points
where a decision with a real choice is due (cached per process)."""

from __future__ import annotations

from functools import cache

import alehouse
from alehouse.core import Chance, Match

MAX_STEPS = 600


@cache
def _positions(game_id: str, options: tuple[tuple[str, object], ...], seed: int,
               count: int) -> tuple[Match, ...]:
    g = alehouse.game(game_id)
    m = alehouse.new_match(game_id, players=2, seed=seed, options=dict(options))
    rng = Chance.from_seed(seed)
    found: list[Match] = []
    step = 0
    while not m.over and step < MAX_STEPS and len(found) < count:
        p = m.actors[0]
        legal = m.legal_actions(p)
        if len(legal) > 1 and step % 7 == 3:
            found.append(m.clone())
        m.act(p, g.playout_action(m.state, p, legal, rng))
        step += 1
    return tuple(found)


def positions(game_id: str, count: int = 4, seed: int = 0,
              options: dict[str, object] | None = None) -> list[Match]:
    """Up to `count` copies of a 2-player match, each waiting for a decision with more than one
    legal action (fresh copies: callers may play on them)."""
    key = tuple(sorted((options or {}).items()))
    return [m.clone() for m in _positions(game_id, key, seed, count)]
