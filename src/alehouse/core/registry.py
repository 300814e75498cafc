"""The registered games: `games()` and `game(id)`.

The built-in games are imported lazily by module name (so core never imports a game); other
packages can add games through the ``alehouse.games`` entry point group, or `register`.
"""

from __future__ import annotations

import importlib
from importlib.metadata import entry_points
from typing import Any

from .errors import UnknownGame
from .game import Game

BUILTIN = (
    "alehouse.games.dice_brewing",
    "alehouse.games.fantasy_brewers",
    "alehouse.games.heaven_and_ale",
    "alehouse.games.monastery",
    "alehouse.games.taverns_of_tiefenthal",
)

_registry: dict[str, Game[Any]] = {}
_loaded = False


def register(game: Game[Any]) -> None:
    """Add a game (replacing one with the same id)."""
    _registry[game.id] = game


def _load() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for name in BUILTIN:
        register(importlib.import_module(name).GAME)
    for ep in entry_points(group="alehouse.games"):
        register(ep.load())


def games() -> list[str]:
    """The ids of every registered game, sorted."""
    _load()
    return sorted(_registry)


def game(game_id: str) -> Game[Any]:
    """The game with this id; UnknownGame lists the ids there are."""
    _load()
    found = _registry.get(game_id) if isinstance(game_id, str) else None
    if found is None:
        raise UnknownGame(f"there is no game {game_id!r}; the games are: {', '.join(games())}")
    return found
