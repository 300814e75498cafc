"""How good a Heaven & Ale position looks for a player (bots' `Game.evaluate`).

A projected final score in victory points, from the final scoring (scoring.py): production (the
furthest-behind resource marker after the best evening-out, times the value the brewmaster
unlocks), barrels, the barrel privilege and the first-player point. Once the game is over it is
exactly the final score. While the game goes on:

- production is the softplus of the level (the furthest-behind marker after evening out, plus
  a part of the steps the others are ahead and of the spare ducats): a level below zero still
  counts a little while the game has far to go, nothing at its end (production is never
  negative).

Everything that is only on the way (tile activations to come, goals, privilege cards in hand,
the smoothing of production) fades with the share of the game still ahead of the player
(`remaining`), so that the evaluation meets the final score at the end of the last round:

- ducats short of the next 10 count in part (more ducats may come to buy a step);
- tiles in the garden are worth the activations still to come (scoring discs and sheds trigger
  them again): a sunny resource tile its fertility in steps of its colour's marker (worth the
  production value when that marker is among the furthest behind, else a share of it through
  the exchange rate), a shady one its fertility in ducats, a monk a brewmaster step;
- goals whose barrel is still there count for a part of it: more once met (a barrel space
  takes it), a little on the way;
- the first-player point counts fully only in the last round (before, it changes hands);
- unplaced privilege cards are worth a little each.

It reads only the player's own board and the public barrels, so it is the same on every
determinized sample of the player's view. Bots call it very often: it avoids recomputing the
whole breakdown.
"""

from __future__ import annotations

import math

from .board import GOAL_NEEDS, goal_measure
from .content import CONTENT, EMPTY, MONK_BASE
from .scoring import evened_out, player_breakdown
from .state import Player, State

C = CONTENT

ACTIVATIONS = 0.5
"""Activations still to come of a tile placed now (scaled down as the rounds pass)."""
SOFT = 4.0
"""Softness of the production curve at the start (it hardens to max(0, level) at the end)."""
MONK = 0.8
"""A brewmaster step, in production value units (it raises the value and lowers the rate)."""
DUCAT_SHARE = 0.5
"""Share of a production step counted for the ducats short of the next 10."""
AHEAD = 0.35
"""Share of a production step counted for each exchange's worth of steps ahead."""
GOAL = 0.6
"""Share of a barrel counted for a goal met whose barrel is still on the board."""
WAY = 0.3
"""Share of a barrel counted for a goal fully on the way (progress squared)."""
HAND = 0.6
"""An unplaced privilege card (placed at a completed pair, or 3 emergency ducats)."""
FIRST_EARLY = 0.3
"""Share of the first-player point counted before the last round (it changes hands)."""
VP_PER_BARREL = {card: C.privilege[card].vp_per_barrel for card in C.privilege}
FIRST_VP = tuple(s.vp for s in C.start_spaces)


def _progress(seat: Player, i: int) -> float:
    """How far the player is toward goal `i` (1 when met)."""
    measure = goal_measure(seat, i)
    if measure >= GOAL_NEEDS[i].need:  # goal met
        return 1.0
    kind = GOAL_NEEDS[i].kind
    value = C.goals[i].value
    if kind == "brewmaster_at_least":
        return max(0.0, 1 - (value - seat.brewmaster) / 12)
    if kind == "all_markers_at_least":
        return max(0.0, 1 - sum(max(0, value - m) for m in seat.markers) / 25)
    if kind == "any_marker_at_least":
        return max(0.0, measure / value)
    if kind == "tiles_with_fertility" or kind == "side_full":
        return measure / value
    return 0.0


def _goals(state: State, seat: Player) -> float:
    """Barrels the player may still take: a goal met counts `GOAL` of its barrel, a goal on the
    way its progress squared times `WAY`."""
    total = 0.0
    for i, goal in enumerate(C.goals):
        large, small = state.large_barrels[i], state.small_barrels[i]
        if not (large or small) or goal.id in seat.large or goal.id in seat.small:
            continue
        barrel = C.large_vp if large else C.small_vp
        done = _progress(seat, i)
        total += barrel * (GOAL if done >= 1 else WAY * done * done)
    return total


def remaining(state: State, seat: Player) -> float:
    """The share of the game still ahead of the player: whole rounds to come, plus the part of
    the track before its figure in this round (0 once home in the last round)."""
    if state.phase == "setup":
        return 1.0
    return (state.rounds - state.round + 1 - seat.position / C.home) / state.rounds


def _tiles(seat: Player, lowest: int, rate: int, value: int, left: float) -> float:
    """The activations still to come of the tiles in the garden."""
    behind = [(value if m <= lowest + 1 else value / rate) for m in seat.markers]
    total = 0.0
    for spot, tile in enumerate(seat.garden):
        if tile == EMPTY:
            continue
        if tile >= MONK_BASE:
            total += MONK * value / 4
        elif spot < C.half:
            total += (tile % 5 + 1) * behind[tile // 5]
        else:
            total += (tile % 5 + 1) / C.step_price * value
    return ACTIVATIONS * left * total


def evaluate(state: State, player: int) -> float:
    seat = state.players[player]
    if state.phase == "over":
        return float(sum(player_breakdown(seat).values()))
    left = remaining(state, seat)
    rate, value = C.chart_at(seat.brewmaster)
    lowest = evened_out(seat)
    ahead = sum(m - lowest for m in seat.markers if m > lowest)
    barrels = len(seat.large) + len(seat.small)
    level = lowest + left * (AHEAD * ahead / (rate * len(seat.markers))
                             + DUCAT_SHARE * (seat.ducats % C.step_price) / C.step_price)
    soft = 0.01 + SOFT * left
    score = value * soft * math.log1p(math.exp(min(level / soft, 50.0)))
    score += C.large_vp * len(seat.large) + C.small_vp * len(seat.small)
    score += barrels * sum(VP_PER_BARREL.get(card, 0) for card in seat.pairs)
    if seat.start_space >= 0:
        last = state.round == state.rounds
        score += FIRST_VP[seat.start_space] * (1.0 if last else FIRST_EARLY)
    score += _tiles(seat, lowest, rate, value, left)
    score += left * (_goals(state, seat) + HAND * len(seat.hand))
    return score
