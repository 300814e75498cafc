"""Race to 10, a toy game built the way every game package is (alehouse.core.board_game):
what the core tests use to check `BoardGame`, decisions, undo and registration through the
``alehouse.games`` entry-point group, with nothing of the five real games.

Players take turns. A turn: add 1 or 2 to the shared total, then once more or stop. Adding 2
rolls a die: on a 6 the adder draws a hidden card. Whoever brings the total to the target wins;
an empty deck ends the game too. After every 3rd turn all players bid 0 or 1 at once.
"""

from .game import Race

GAME = Race()

__all__ = ["GAME", "Race"]
