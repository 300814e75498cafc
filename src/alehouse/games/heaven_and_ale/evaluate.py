"""How good a Heaven & Ale position looks for a player (bots' `Game.evaluate`).

A projected final score in victory points, from the final scoring (scoring.py): production (the
furthest-behind resource marker after the best evening-out, times the value the brewmaster
unlocks), barrels, the barrel privilege and the first-player point. While the game goes on:

- production is counted below zero too (markers still behind the brown spots), plus a part of
  the steps the other markers are ahead (they can be exchanged into the lowest one);
- tiles in the garden are worth a little each (later scoring discs activate them again);
- goals met whose barrel is still there are worth half a barrel (a barrel space may take it);
- unplaced privilege cards are worth the emergency ducats they could still raise.
"""

from __future__ import annotations

from .content import CONTENT, EMPTY
from .scoring import breakdown, evened_out
from .state import Player, State

C = CONTENT

TILE = 0.6
"""A resource or monk tile in the garden, for the activations still to come."""
AHEAD = 0.35
"""Share of a production step counted for each exchange's worth of steps ahead."""


def _goals_met(state: State, seat: Player) -> float:
    from .rules import claimable

    return sum(C.large_vp if large else C.small_vp for _, large in claimable(state, seat))


def evaluate(state: State, player: int) -> float:
    seat = state.players[player]
    parts = breakdown(seat)
    score = float(sum(parts.values()))
    if state.phase == "over":
        return score
    rate, value = C.chart_at(seat.brewmaster)
    lowest = evened_out(seat)
    score -= parts["production"]
    ahead = sum(max(0, m - lowest) for m in seat.markers)
    score += value * (lowest + AHEAD * ahead / (rate * len(seat.markers)))
    score += TILE * sum(1 for t in seat.garden if t != EMPTY)
    score += 0.5 * _goals_met(state, seat)
    score += 0.1 * C.emergency_ducats * len(seat.hand)
    return score
