"""A projected testament for bots (Game.evaluate): what the player would score now, plus a
rough worth of what still earns points (monks in the monastery, points of a scoring under way).
A heuristic for bots, not a rule."""

from __future__ import annotations

from .scoring import MONKS, testament
from .seats import partner
from .state import State

MONK_WORTH = 1.5
"""Testament points a monk in the monastery is expected to earn before the end."""


def _own(state: State, seat: int) -> float:
    base = sum(testament(state, seat).values())
    monks = sum(1 for m in range(seat * MONKS, seat * MONKS + MONKS)
                if state.monk_tile[m] >= 0)
    left = max(0, 19 - state.hour) / 19
    return base + MONK_WORTH * monks * left + state.players[seat].points / 3


def evaluate(state: State, seat: int) -> float:
    score = _own(state, seat)
    mate = partner(state, seat)
    if mate >= 0:
        score += _own(state, mate)
    return score
