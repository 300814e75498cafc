"""Positions to throw bad input at: a few seeded playouts per game and player count, with
copies of the match at spread moments (the start and the finished game included).

Built once per process (cached); tests take clones, so nothing they do changes the pool.
"""

from __future__ import annotations

from functools import cache

import alehouse
from alehouse import Chance, Match

SEEDS = (0, 1)
MOMENTS = 6
"""Copies kept per playout, evenly spread over it, besides the start and the end."""


def cases() -> list[tuple[str, int]]:
    """(game id, players) for every registered game and player count."""
    return [(gid, n) for gid in alehouse.games() for n in alehouse.game(gid).player_counts]


def case_id(case: tuple[str, int]) -> str:
    return f"{case[0]}-{case[1]}p"


@cache
def positions(gid: str, players: int) -> tuple[Match, ...]:
    """Matches at spread moments of seeded playouts (with the games' weighted random play)."""
    out: list[Match] = []
    for seed in SEEDS:
        m = alehouse.new_match(gid, players, seed=seed)
        rng = Chance.from_seed(seed + 500)
        history = [m.clone()]
        while not m.over:
            p = rng.choice(m.actors)
            m.act(p, m.game.playout_action(m.state, p, m.legal_actions(p), rng))
            history.append(m.clone())
        stride = max(1, len(history) // MOMENTS)
        out.extend(history[::stride])
        out.append(m)
    return tuple(out)


@cache
def foreign_actions(gid: str) -> tuple[alehouse.Action, ...]:
    """Some actions of every other game (legal at their start), to send to this one."""
    out: list[alehouse.Action] = []
    for other in alehouse.games():
        if other != gid:
            m = alehouse.new_match(other, seed=0)
            out.extend(m.legal_actions(m.actors[0])[:5])
    return tuple(out)
