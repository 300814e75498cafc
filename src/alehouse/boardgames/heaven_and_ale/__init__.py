"""Heaven & Ale (2-4 players)."""

from .game import HeavenAndAle

GAME = HeavenAndAle()

__all__ = ["GAME", "HeavenAndAle"]
