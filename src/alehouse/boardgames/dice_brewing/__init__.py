"""Dice Brewing (2-4 players; standard and advanced modes, unlucky-roll and hidden-token
rules)."""

from .game import DiceBrewing

GAME = DiceBrewing()

__all__ = ["GAME", "DiceBrewing"]
