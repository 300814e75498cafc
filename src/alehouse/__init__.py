"""Alehouse: five brewing-and-monastery board games by their exact rules.

    import alehouse
    m = alehouse.new_match("fantasy-brewers", players=3, seed=7)
    while not m.over:
        p = m.actors[0]
        m.act(p, m.legal_actions(p)[0])
    print(m.result)

See ARCHITECTURE.md (the engine contract) and README.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .core import (
    Action,
    AlehouseError,
    BadOptions,
    BadRecord,
    Chance,
    Game,
    IllegalAction,
    Match,
    Result,
    UnknownGame,
    game,
    games,
    replay,
)

__version__ = "0.1.0"


def new_match(game_id: str, players: int | None = None, seed: int | None = None,
              options: Mapping[str, Any] | None = None) -> Match:
    """A new match of `game_id`. `players` defaults to the game's smallest count; `seed` to a
    fresh one (kept in the record). BadOptions says what is allowed when something is not."""
    g = game(game_id)
    if players is None:
        players = g.player_counts.start
    return Match.start(g, players, seed, options)


__all__ = [
    "Action", "AlehouseError", "BadOptions", "BadRecord", "Chance", "Game", "IllegalAction",
    "Match", "Result", "UnknownGame", "game", "games", "new_match", "replay",
]
