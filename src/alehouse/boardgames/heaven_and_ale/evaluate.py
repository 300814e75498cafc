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
determinized sample of the player's view. Bots call it very often, mostly on boards they have
already seen: it is remembered by everything it reads, and it avoids recomputing the whole
breakdown.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, lru_cache

from .board import GOALS, goal_measures
from .content import CONTENT, MONK_BASE
from .scoring import chart, evened, player_breakdown
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
PAIR_VP = {"": 0, "-": 0} | VP_PER_BARREL
"""Per privilege pair entry (no card, lost, or the card placed): its VP per barrel."""
FIRST_VP = tuple(s.vp for s in C.start_spaces)
TILES = MONK_BASE + len(C.monks)
HALF = C.half

# --- goals -------------------------------------------------------------------------------------

Progress = Callable[[Player, int], float]
"""How far toward a goal not yet met a player is (below 1), from the board and the goal's
measure (board.GOALS)."""


def _ratio(value: int) -> Progress:
    """The measure over the goal's value (at least 0)."""
    return lambda seat, measure: max(0.0, measure / value)


def _brewmaster(value: int) -> Progress:
    """1 less a twelfth per spot short (at least 0)."""
    return lambda seat, measure: max(0.0, 1 - (value - measure) / 12)


def _all_markers(value: int) -> Progress:
    """1 less a 25th per step short, over all the markers (at least 0)."""
    return lambda seat, measure: max(0.0, 1 - sum([value - m for m in seat.markers
                                                   if m < value]) / 25)


PROGRESS: dict[str, Callable[[int], Progress]] = {
    "brewmaster_at_least": _brewmaster,
    "all_markers_at_least": _all_markers,
    "any_marker_at_least": _ratio,
    "tiles_with_fertility": _ratio,
    "side_full": _ratio,
}
"""Per goal kind with a measure of progress: its `Progress`, made from the goal's value (the
other kinds count only once met)."""

GOAL_WORTHS = tuple((i, gid, need,
                     PROGRESS[C.goals[i].kind](C.goals[i].value)
                     if C.goals[i].kind in PROGRESS else None)
                    for i, gid, need in GOALS)
"""Per goal: board.GOALS and its `Progress` (None: no measure of progress)."""


def _goals(state: State, seat: Player) -> float:
    """Barrels the player may still take: a goal met counts `GOAL` of its barrel, a goal on the
    way its progress squared times `WAY`."""
    total = 0.0
    larges, smalls = state.large_barrels, state.small_barrels
    owned = seat.large + seat.small
    measures = goal_measures(seat)
    for i, gid, need, progress in GOAL_WORTHS:
        large = larges[i]
        if not (large or smalls[i]) or gid in owned:
            continue
        barrel = C.large_vp if large else C.small_vp
        have = measures[i]
        if have >= need:
            total += barrel * GOAL
        elif progress is not None:
            done = progress(seat, have)
            if done:  # adding nothing (no progress) leaves the sum as it is
                total += barrel * (GOAL if done >= 1 else WAY * done * done)
    return total


def remaining(state: State, seat: Player) -> float:
    """The share of the game still ahead of the player: whole rounds to come, plus the part of
    the track before its figure in this round (0 once home in the last round)."""
    if state.phase == "setup":
        return 1.0
    return (state.rounds - state.round + 1 - seat.position / C.home) / state.rounds


@dataclass(frozen=True, slots=True)
class Production:
    """What the markers, the brewmaster and the whole steps the ducats buy make of a board:
    the chart's `rate` and `value`, the `lowest` marker after evening out, the `ahead` term
    of the level (the steps the others are ahead, in shares of a step), and the worth of one
    activation of each tile (index -1: an empty spot, 0) on the `sunny` and `shady` side."""

    rate: int
    value: int
    lowest: int
    ahead: float
    sunny: tuple[float, ...]
    shady: tuple[float, ...]


@lru_cache(maxsize=4096)
def production(markers: tuple[int, ...], brewmaster: int, steps: int) -> Production:
    """The `Production` of a board (remembered, as `scoring.evened`)."""
    rate, value = chart(brewmaster)
    lowest = evened(markers, rate, steps)
    ahead = sum(m - lowest for m in markers if m > lowest)
    behind = tuple(m <= lowest + 1 for m in markers)
    return Production(rate, value, lowest, AHEAD * ahead / (rate * len(markers)),
                      _sunny(rate, value, behind), _shady(value))


@cache
def _sunny(rate: int, value: int, behind: tuple[bool, ...]) -> tuple[float, ...]:
    """Per tile, one activation on a sunny spot: a monk a brewmaster step; a resource tile its
    fertility in steps of its colour's marker, each worth the value when that marker is
    `behind` (among the furthest behind), else the value through the exchange rate."""
    step = [(value if b else value / rate) for b in behind]
    return (*(MONK * value / 4 if t >= MONK_BASE else float((t % 5 + 1) * step[t // 5])
              for t in range(TILES)), 0.0)


@cache
def _shady(value: int) -> tuple[float, ...]:
    """Per tile, one activation on a shady spot: a monk a brewmaster step, a resource tile its
    fertility in ducats."""
    return (*(MONK * value / 4 if t >= MONK_BASE else (t % 5 + 1) / C.step_price * value
              for t in range(TILES)), 0.0)


def _tiles(seat: Player, made: Production, left: float) -> float:
    """The activations still to come of the tiles in the garden."""
    garden = seat.garden
    total = 0.0
    sunny, shady = made.sunny, made.shady
    for tile in garden[:HALF]:
        total += sunny[tile]  # an empty spot adds 0.0: nothing
    for tile in garden[HALF:]:
        total += shady[tile]
    return ACTIVATIONS * left * total


MEMO_SIZE = 1 << 12
"""At most this many evaluations are remembered (then they are forgotten all at once)."""
_memo: dict[tuple[object, ...], float] = {}
"""Evaluations by everything they read (`evaluate`)."""


def evaluate(state: State, player: int) -> float:
    """The projected final score of `player` (the module doc). Remembered by everything it
    reads of the state and of the player's board: a search evaluates the same few boards over
    and over (its samples differ only in the hidden piles)."""
    seat = state.players[player]
    if state.phase == "over":
        return float(sum(player_breakdown(seat).values()))
    key = (state.phase, state.round, state.rounds, tuple(state.large_barrels),
           tuple(state.small_barrels), seat.ducats, seat.brewmaster, tuple(seat.markers),
           tuple(seat.garden), tuple(seat.sheds), tuple(seat.discs), len(seat.hand),
           tuple(seat.pairs), tuple(seat.large), tuple(seat.small), seat.position,
           seat.start_space)
    score = _memo.get(key)
    if score is None:
        if len(_memo) >= MEMO_SIZE:
            _memo.clear()
        score = _memo[key] = _evaluate(state, seat)
    return score


def _evaluate(state: State, seat: Player) -> float:
    """`evaluate` while the game goes on, worked out."""
    left = remaining(state, seat)
    ducats = seat.ducats
    made = production(tuple(seat.markers), seat.brewmaster, ducats // C.step_price)
    value = made.value
    large, small = len(seat.large), len(seat.small)
    level = made.lowest + left * (made.ahead
                                  + DUCAT_SHARE * (ducats % C.step_price) / C.step_price)
    soft = 0.01 + SOFT * left
    score = value * soft * math.log1p(math.exp(min(level / soft, 50.0)))
    score += C.large_vp * large + C.small_vp * small
    if large or small:
        score += (large + small) * sum(map(PAIR_VP.__getitem__, seat.pairs))
    if seat.start_space >= 0:
        last = state.round == state.rounds
        score += FIRST_VP[seat.start_space] * (1.0 if last else FIRST_EARLY)
    score += _tiles(seat, made, left)
    score += left * (_goals(state, seat) + HAND * len(seat.hand))
    return score
