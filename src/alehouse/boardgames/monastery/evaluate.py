"""A projected testament for bots (Game.evaluate): what the player would score now, plus a
rough worth of what still earns points (monks in the monastery, points of a scoring under way).
A heuristic for bots, not a rule."""

from __future__ import annotations

from .content import CONTENT, ON_BOARD
from .geometry import T_CIRCLE
from .scoring import MONKS
from .seats import partner
from .state import State

C = CONTENT

MONK_WORTH = 1.5
"""Testament points a monk in the monastery is expected to earn before the end."""


def _own(state: State, seat: int) -> float:
    p = state.players[seat]
    start = p.colour * C.track_len
    # the testament (`scoring.testament`) summed in place: bots ask this for every child
    base = (C.letter_points * state.tracks[start:start + C.track_len].count(1)
            - sum(map(T_CIRCLE.__getitem__, p.hand)) + p.blessings)
    first = seat * MONKS
    monks = MONKS - state.monk_tile[first:first + MONKS].count(ON_BOARD)  # on a tile
    left = max(0, 19 - state.hour) / 19
    return base + MONK_WORTH * monks * left + p.points / 3


def evaluate(state: State, seat: int) -> float:
    score = _own(state, seat)
    mate = partner(state, seat)
    if mate >= 0:
        score += _own(state, mate)
    return score
