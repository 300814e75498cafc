"""How test and benchmark playouts choose at random in The Taverns of Tiefenthal.

Uniformly random players end their Serving Phase before using their dice, so they hardly ever
gather the beer for a Noble. Playouts weight the random choice toward serving: using dice,
recruiting guests and Nobles. Every legal action keeps a chance.
"""

from __future__ import annotations

from collections.abc import Sequence

from alehouse.core.action import Action
from alehouse.core.chance import Chance

from . import actions as A
from .state import State

WEIGHTS: dict[type[Action], int] = {
    A.Use: 40, A.RecruitNobles: 200, A.Recruit: 4, A.Upgrade: 6, A.BuyCard: 6,
    A.EndServing: 2,
}


def playout_action(state: State, player: int, legal: Sequence[Action], rng: Chance) -> Action:
    return rng.weighted(legal, [WEIGHTS.get(type(a), 10) for a in legal])
