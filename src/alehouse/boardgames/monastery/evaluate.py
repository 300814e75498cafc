"""A projected testament for bots (Game.evaluate): what the player would score now, plus a
rough worth of what still earns points (monks in the monastery, points of a scoring under way,
and the points the player's monks stand to bring at this round's scoring if it is still to
come). A heuristic for bots, not a rule."""

from __future__ import annotations

from .hours import hour
from .scoring import MONKS, building, prayer_tiles, prayer_value, testament, toil
from .seats import partner
from .state import State

MONK_WORTH = 1.5
"""Testament points a monk in the monastery is expected to earn before the end."""
POINT_WORTH = 1 / 3
"""Testament points a scoring point is worth (it buys letters worth 3 for a few points)."""


def coming_scoring(state: State, seat: int) -> int:
    """The points `seat`'s monks would bring at this Study or Toil round's scoring if it came
    now, while the seat's scoring is still to come (0 otherwise): building on fully occupied
    tiles under construction, study or toil on finished tiles, and the best monk to call to
    prayer (who then neither studies nor toils). Symbol tiles are not counted. Where the
    monks stand is what the Laying Tiles and Movement step decides; without this the bots
    saw the points only once the scoring had begun, after every step of the round."""
    phase = state.phase
    if phase == "score":
        if state.order.index(seat) <= state.turn:
            return 0
    elif phase != "lay":
        return 0
    kind = hour(state).kind
    points = sum(p for _, p in building(state, seat))
    toiled = dict(toil(state, seat, kind))
    points += sum(toiled.values())
    prayer = max((prayer_value(state, t) - toiled.get(t, 0) for t in prayer_tiles(state, seat)),
                 default=0)
    return points + max(0, prayer)


def _own(state: State, seat: int) -> float:
    base = sum(testament(state, seat).values())
    monks = sum(1 for m in range(seat * MONKS, seat * MONKS + MONKS)
                if state.monk_tile[m] >= 0)
    left = max(0, 19 - state.hour) / 19
    points = state.players[seat].points + coming_scoring(state, seat)
    return base + MONK_WORTH * monks * left + points * POINT_WORTH


def evaluate(state: State, seat: int) -> float:
    score = _own(state, seat)
    mate = partner(state, seat)
    if mate >= 0:
        score += _own(state, mate)
    return score
