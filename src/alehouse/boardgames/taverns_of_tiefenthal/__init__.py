"""The Taverns of Tiefenthal (2-4 players; modules 1-5)."""

from .game import TavernsOfTiefenthal

GAME = TavernsOfTiefenthal()

__all__ = ["GAME", "TavernsOfTiefenthal"]
