"""How test and benchmark playouts choose at random in Dice Brewing.

Uniformly random players lose their dice to the board and almost never brew, so a game would
not end (the end comes only from recipes brewed). Playouts therefore weight the random choice
toward progress: brewing, storing good dice, sowing seeds. Every legal action keeps a chance.
"""

from __future__ import annotations

from collections.abc import Sequence

from alehouse.core.action import Action
from alehouse.core.chance import Chance

from . import actions as A
from .decisions import BrewTurn
from .state import State

TOKEN_PLAYS = (A.Withdraw, A.BlockDie, A.RaiseValue, A.ExtraRoll, A.BlockBuilding,
               A.BlockRecipe)


def weight(state: State, action: Action) -> int:
    if isinstance(action, A.Brew):
        return 500
    if isinstance(action, A.Pass):
        return 2 if isinstance(state.pending[-1], BrewTurn) else 10
    if isinstance(action, A.Store):
        return 40 if action.value >= 3 else 5
    if isinstance(action, A.PlaceSeed):
        return 40
    if isinstance(action, A.PlaceDie):
        return 2 if action.field.startswith("D") else 5 if action.field.startswith("S") else 10
    if isinstance(action, TOKEN_PLAYS):
        return 3
    return 10


def playout_action(state: State, player: int, legal: Sequence[Action], rng: Chance) -> Action:
    """A random legal action of `player`, weighted toward progress (`weight`)."""
    return rng.weighted(legal, [weight(state, a) for a in legal])
