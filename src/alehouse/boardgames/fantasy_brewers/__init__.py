"""Fantasy Brewers (2-4 players; Beginner, Advanced and Expert games)."""

from .game import FantasyBrewers

GAME = FantasyBrewers()

__all__ = ["GAME", "FantasyBrewers"]
