"""Random playouts (tests, benchmarks): a uniform choice among the legal actions. Every game
ends after its last month whatever is chosen, so nothing needs weighting."""

from __future__ import annotations

from collections.abc import Sequence

from alehouse.core.action import Action
from alehouse.core.chance import Chance

from .state import State


def playout_action(state: State, player: int, legal: Sequence[Action], rng: Chance) -> Action:
    return rng.choice(legal)
