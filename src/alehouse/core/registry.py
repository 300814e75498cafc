"""The registered games: `games()` and `game(id)`.

Every game, the five built-in ones included, registers through the ``alehouse.games``
entry-point group: a name (the game id) and ``package.module:OBJECT``, the `Game` instance. Core
therefore names no game. `register` adds one by hand (tests, notebooks).
"""

from __future__ import annotations

from importlib.metadata import EntryPoint, entry_points
from typing import Any

from .errors import UnknownGame
from .game import Game

GROUP = "alehouse.games"

_registry: dict[str, Game[Any]] = {}
_loaded = False


def register(game: Game[Any]) -> None:
    """Add a game (replacing one with the same id)."""
    if not isinstance(game, Game):
        raise TypeError(f"only Game instances can be registered, not {type(game).__name__}")
    _registry[game.id] = game


def _load_entry_point(ep: EntryPoint) -> None:
    game = ep.load()
    if not isinstance(game, Game):
        raise TypeError(f"entry point {ep.name} = {ep.value} in group {GROUP} is not a Game")
    if game.id != ep.name:
        raise TypeError(f"entry point {ep.name} in group {GROUP} names a game whose id is "
                        f"{game.id!r}; the two must match")
    _registry.setdefault(game.id, game)


def _load() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for ep in entry_points(group=GROUP):
        _load_entry_point(ep)


def reload() -> None:
    """Read the entry points again (after a package was installed into the running process)."""
    global _loaded
    _loaded = False
    _load()


def games() -> list[str]:
    """The ids of every registered game, sorted."""
    _load()
    return sorted(_registry)


def game(game_id: str) -> Game[Any]:
    """The game with this id; UnknownGame lists the ids there are."""
    _load()
    found = _registry.get(game_id) if isinstance(game_id, str) else None
    if found is None:
        known = ", ".join(games()) or "none (is alehouse installed? `pip install -e .`)"
        raise UnknownGame(f"there is no game {game_id!r}; the games are: {known}")
    return found


def registered(game_id: str) -> Game[Any] | None:
    """The game with this id, or None (no error)."""
    _load()
    return _registry.get(game_id)
