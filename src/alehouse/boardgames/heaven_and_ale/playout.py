"""The action random playouts take (tests, benchmarks; bots do not use it).

Uniform over the legal actions: a Heaven & Ale game always ends under random play, because
every figure only moves forward and the rounds are counted.
"""

from __future__ import annotations

from collections.abc import Sequence

from alehouse.core.action import Action
from alehouse.core.chance import Chance

from .state import State


def playout_action(state: State, player: int, legal: Sequence[Action], rng: Chance) -> Action:
    return rng.choice(legal)
