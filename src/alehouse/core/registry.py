"""The registered games: `games()` and `game(id)`.

Every game, the five built-in ones included, registers through the ``alehouse.games``
entry-point group: a name (the game id) and ``package.module:OBJECT``, the `Game` instance. Core
therefore names no game. A game's package is imported the first time it is asked for, so
listing the ids imports nothing. `register` adds one by hand (tests, notebooks).
"""

from __future__ import annotations

from importlib.metadata import EntryPoint, entry_points
from typing import Any

from .errors import UnknownGame, shown
from .game import Game

GROUP = "alehouse.games"

_registry: dict[str, Game[Any]] = {}
_entries: dict[str, EntryPoint] = {}
_loaded = False


def register(game: Game[Any]) -> None:
    """Add a game (replacing one with the same id)."""
    if not isinstance(game, Game):
        raise TypeError(f"only Game instances can be registered, not {type(game).__name__}")
    _registry[game.id] = game


def _load_entry_point(ep: EntryPoint) -> Game[Any]:
    game = ep.load()
    if not isinstance(game, Game):
        raise TypeError(f"entry point {ep.name} = {ep.value} in group {GROUP} is not a Game")
    if game.id != ep.name:
        raise TypeError(f"entry point {ep.name} in group {GROUP} names a game whose id is "
                        f"{game.id!r}; the two must match")
    return game


def _load() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for ep in entry_points(group=GROUP):
        _entries.setdefault(ep.name, ep)


def reload() -> None:
    """Read the entry points again (after a package was installed into the running process)."""
    global _loaded
    _loaded = False
    _entries.clear()
    _load()


def games() -> list[str]:
    """The ids of every registered game, sorted (no game package is imported)."""
    _load()
    return sorted(set(_registry) | set(_entries))


def registered(game_id: str) -> Game[Any] | None:
    """The game with this id (its package imported the first time), or None."""
    _load()
    if not isinstance(game_id, str):
        return None
    found = _registry.get(game_id)
    if found is None and game_id in _entries:
        found = _registry[game_id] = _load_entry_point(_entries[game_id])
    return found


def game(game_id: str) -> Game[Any]:
    """The game with this id; UnknownGame lists the ids there are."""
    found = registered(game_id)
    if found is None:
        known = ", ".join(games()) or "none (is alehouse installed? `pip install -e .`)"
        raise UnknownGame(f"there is no game {shown(game_id)}; the games are: {known}")
    return found
