"""How good a Heaven & Ale position looks for a player (bots' `Game.evaluate`).

A projected final score in victory points, from the final scoring (scoring.py): production (the
furthest-behind resource marker after the best evening-out, times the value the brewmaster
unlocks), barrels, the barrel privilege and the first-player point. Once the game is over it is
exactly the final score. While the game goes on, production is projected: what the board would
score if the rest of the game went as the garden promises. Weights are in
data/evaluation.toml; every projection is scaled by the share of the game still ahead of the
player (`remaining`), so the evaluation meets the final score at the end of the last round.

- The markers move on by the activations still to come of the sunny resource tiles of their
  colour: a few in any case, more for the colour's tile scoring spot and the scoring spot of
  each monk next to the tile while that spot is still empty (that promise holds while half the
  game is ahead, then fades); the brewmaster by the monks' activations to come and the sheds
  and monks still to buy; the ducats by the shady tiles' activations. Ducats are worth steps
  toward the furthest-behind marker (they buy sunny tiles), besides the step per 10 ducats of
  the evening-out. An unplaced privilege card adds its reward (ducats, brewmaster steps, spare
  steps, or VP per barrel) times the chance of placing it at a privilege pair still to
  complete.
- The projected level is the evening-out of the projected markers, worked out continuously
  (`level`: fractional steps, the exchange rate interpolated between the chart's rows and
  eased toward 1:1 while much of the game is ahead, since a marker ahead spares buying tiles
  of its colour). Today's exact furthest-behind marker takes its place as the game ends. So a
  marker nearer the brown spots, a sunny tile, a brewmaster step or a ducat each count, and a
  step of a marker that is behind counts the most.
- The production value is today's chart value plus the gain of the value interpolated between
  the chart's rows from today's brewmaster to the projected one.
- Production is the softplus of the level: a level below zero still counts a little while the
  game has far to go, nothing at its end (production is never negative). A part of the steps
  the other markers are ahead and of the ducats short of the next 10 counts too.
- Goals whose barrel is still there count for a part of it: more once met (a barrel space
  takes it), a little on the way; the first-player point counts fully only in the last round
  (before, it changes hands).

It reads only the player's own board and the public barrels, so it is the same on every
determinized sample of the player's view. Bots call it very often, mostly on boards they have
already seen: it is remembered by everything it reads.
"""

from __future__ import annotations

import math
import tomllib
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise
from pathlib import Path

from .board import GOALS, goal_measures
from .content import CONTENT, MONK_BASE
from .scoring import chart, evened, player_breakdown
from .state import Player, State

C = CONTENT
WEIGHTS = tomllib.loads((Path(__file__).parent / "data" / "evaluation.toml").read_text())
_P, _Q, _O = WEIGHTS["projection"], WEIGHTS["production"], WEIGHTS["other"]

SUNNY: float = _P["sunny"]
"""Activations to come of a sunny resource tile, per whole game ahead."""
SUNNY_SPOT: float = _P["sunny_spot"]
"""More activations of a sunny resource tile while its colour's tile scoring spot is empty
(also counted per neighbouring monk whose scoring spot is empty)."""
SHADY: float = _P["shady"]
"""Activations to come of a shady resource tile (ducats), per whole game ahead."""
MONK: float = _P["monk"]
"""Brewmaster steps to come per monk tile, per whole game ahead."""
SPOT_TIME: float = _P["spot_time"]
"""The steps empty tile scoring spots promise count fully while at least 1 / `SPOT_TIME` of
the game is ahead, then fade to nothing at its end."""
BREWMASTER: float = _P["brewmaster"]
"""Brewmaster steps from the tiles still to buy, per whole game ahead."""
BUYING: float = _P["buying"]
"""Steps toward the furthest-behind marker per ducat still to spend, per whole game ahead."""
PLACED: float = _P["placed"]
"""Chance that an unplaced privilege card is placed at a privilege pair still to complete."""
CARD_STEPS = {card: _P.get(card, 0.0) for card in C.privilege}
"""Per privilege card: the spare steps its reward is counted as (colour and disc count)."""
CARD_DUCATS = {card: float(C.privilege[card].ducats) for card in C.privilege}
CARD_BREWMASTER = {card: float(C.privilege[card].brewmaster) for card in C.privilege}
BARRELS: float = _P["barrels"]
"""Barrels the barrel privilege would count beside those already held."""
FLEXIBLE: float = _Q["flexible"]
"""Share of the game ahead by which the projection's exchange rate eases toward 1:1."""
SOFT: float = _Q["soft"]
"""Softness of the production curve at the start (it hardens to max(0, level) at the end)."""
AHEAD: float = _Q["ahead"]
"""Share of a production step counted for each exchange's worth of steps ahead."""
DUCAT_SHARE: float = _Q["ducat_share"]
"""Share of a production step counted for the ducats short of the next 10."""
GOAL: float = _O["goal"]
"""Share of a barrel counted for a goal met whose barrel is still on the board."""
WAY: float = _O["way"]
"""Share of a barrel counted for a goal fully on the way (progress squared)."""
FIRST_EARLY: float = _O["first_early"]
"""Share of the first-player point counted before the last round (it changes hands)."""
VP_PER_BARREL = {card: C.privilege[card].vp_per_barrel for card in C.privilege}
PAIR_VP = {"": 0, "-": 0} | VP_PER_BARREL
"""Per privilege pair entry (no card, lost, or the card placed): its VP per barrel."""
FIRST_VP = tuple(s.vp for s in C.start_spaces)
TILES = MONK_BASE + len(C.monks)
HALF = C.half
COLOURS = len(C.resources)
COLOUR_SPOT = tuple(C.scoring_spots.index(c) for c in C.resources)
"""Per colour: its tile scoring spot."""
MONK_SPOT = tuple(C.scoring_spots.index(m) for m in C.monks)
"""Per monk type: its tile scoring spot."""
NEIGHBOURS = C.neighbours
TOP = float(C.top)

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
    way its progress squared times `WAY`. Remembered by everything it reads (the barrels on
    the board and the player's, and the parts of the board the goals measure): it does not
    change as the figure moves or ducats are spent."""
    key = (tuple(state.large_barrels), tuple(state.small_barrels), tuple(seat.large),
           tuple(seat.small), seat.brewmaster, tuple(seat.markers), tuple(seat.garden),
           tuple(seat.sheds), tuple(seat.discs), tuple(seat.pairs))
    total = _goal_memo.get(key)
    if total is None:
        total = _remember(_goal_memo, key, _goals_worked_out(state, seat))
    return total


def _goals_worked_out(state: State, seat: Player) -> float:
    """`_goals`, worked out."""
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


def _knots(column: int) -> tuple[tuple[float, float], ...]:
    """The chart's rows as (brewmaster spot, `column` value) knots: the brewmaster's start,
    then each row where the column changes."""
    knots = [(float(C.brewmaster_start), float(C.chart[0][column]))]
    for row in C.chart[1:]:
        if row[column] != knots[-1][1]:
            knots.append((float(row[0]), float(row[column])))
    return tuple(knots)


RATE_KNOTS = _knots(1)
"""The exchange rate at the brewmaster spots where it changes."""
VALUE_KNOTS = _knots(2)
"""The VP value at the brewmaster spots where it changes."""


def interpolated(knots: tuple[tuple[float, float], ...], spot: float) -> float:
    """The chart column of `knots` at brewmaster `spot`, linear between the knots (the first
    and last value beyond them)."""
    if spot <= knots[0][0]:
        return knots[0][1]
    for (x0, y0), (x1, y1) in pairwise(knots):
        if spot <= x1:
            return y0 + (y1 - y0) * (spot - x0) / (x1 - x0)
    return knots[-1][1]


def level(markers: tuple[float, ...], rate: float, steps: float) -> float:
    """The evening-out worked out continuously: the highest level L (at most the top spot)
    such that the steps the markers below L lack are at most `steps` (spare steps for any
    marker) plus the steps the markers above L have over it divided by the exchange `rate`.

    `markers` are floats. L lies between two knots (markers, or the top): the highest marker
    below the top where nothing is lacking (`_short`), and the next knot above it; `_short`
    is linear between them."""
    q = sorted(markers)
    top = TOP
    b = _short(q, top, rate, steps)
    if b <= 0:
        return top
    start = q[0] - steps - 1.0  # short(start) < 0 whenever steps >= 0
    lo, hi = start, top
    for m in reversed(q):  # from the top down: the highest knot where nothing is lacking
        if start < m < top:
            s = _short(q, m, rate, steps)
            if s <= 0:
                lo, a = m, s
                break
            hi, b = m, s  # the lowest knot above lo so far
    else:
        a = _short(q, lo, rate, steps)
    return lo + (hi - lo) * (-a) / (b - a) if b != a else lo


def _short(q: list[float], x: float, rate: float, steps: float) -> float:
    """What reaching level `x` lacks (increasing in `x`), with `q` the markers: the steps the
    markers below `x` lack, less the steps of those above it over the exchange `rate`, less
    the spare `steps`. Each sum adds its terms in the order of `q`, from 0 (as `sum` does on
    Python 3.11, so the values are those of summing generators)."""
    below = above = 0.0
    for m in q:
        if m < x:
            below += x - m
        elif m > x:
            above += m - x
    return below - above / rate - steps


@dataclass(frozen=True, slots=True)
class Garden:
    """What the tiles of a garden promise per whole game ahead (`garden`): the `steps` each
    marker moves, the `ducats` and the `brewmaster` steps their activations to come bring."""

    steps: tuple[float, ...]
    spotted: tuple[float, ...]
    """The steps that tile scoring spots still empty promise (they wait for a disc)."""
    ducats: float
    brewmaster: float


@lru_cache(maxsize=4096)
def garden(tiles: tuple[int, ...], discs: tuple[int, ...]) -> Garden:
    """The `Garden` of a garden's `tiles` with the tile scoring `discs` placed so far."""
    steps = [0.0] * COLOURS
    spotted = [0.0] * COLOURS
    ducats = 0.0
    monks = 0
    for spot, tile in enumerate(tiles):
        if tile < 0:
            continue
        if tile >= MONK_BASE:
            monks += 1
            continue
        fertility = tile % 5 + 1
        if spot >= HALF:
            ducats += SHADY * fertility
            continue
        colour = tile // 5
        times = 0.0 if discs[COLOUR_SPOT[colour]] else SUNNY_SPOT
        for n in NEIGHBOURS[spot]:
            t = tiles[n]
            if t >= MONK_BASE and not discs[MONK_SPOT[t - MONK_BASE]]:
                times += SUNNY_SPOT
        steps[colour] += SUNNY * fertility
        spotted[colour] += times * fertility
    return Garden(tuple(steps), tuple(spotted), ducats, BREWMASTER + MONK * monks)


@lru_cache(maxsize=4096)
def _today(markers: tuple[int, ...], brewmaster: int, ducats: int
           ) -> tuple[int, int, float, float, float]:
    """What `production` works out from the board as it is today, whatever the share of the
    game ahead: the chart's value, the furthest-behind marker after the evening-out, what the
    steps ahead and the odd ducats count per share of the game ahead, the continuous
    evening-out of today's markers, and the value interpolated at today's brewmaster."""
    rate, value = chart(brewmaster)
    lowest = evened(markers, rate, ducats // C.step_price)
    ahead = sum(m - lowest for m in markers if m > lowest)
    odd = (AHEAD * ahead / (rate * len(markers))
           + DUCAT_SHARE * (ducats % C.step_price) / C.step_price)
    now = level(tuple(map(float, markers)), interpolated(RATE_KNOTS, brewmaster),
                ducats / C.step_price)
    return value, lowest, odd, now, interpolated(VALUE_KNOTS, float(brewmaster))


@lru_cache(maxsize=64)
def _cards(hand: tuple[str, ...]) -> tuple[float, float, float]:
    """The brewmaster steps, ducats and spare steps the privilege cards of `hand` reward."""
    return (sum(map(CARD_BREWMASTER.__getitem__, hand)), sum(map(CARD_DUCATS.__getitem__, hand)),
            sum(map(CARD_STEPS.__getitem__, hand)))


def production(markers: tuple[int, ...], brewmaster: int, ducats: int, tiles: tuple[int, ...],
               discs: tuple[int, ...], hand: tuple[str, ...], share: float,
               left: float) -> tuple[float, float]:
    """(projected level, projected value) of a board with the share `left` of the game ahead
    and the privilege cards of `hand` each placed with the chance `share` (the module doc); at
    `left` 0, today's exact furthest-behind marker and value."""
    value, lowest, odd, now, worth_now = _today(markers, brewmaster, ducats)
    if left <= 0:
        return float(lowest), float(value)
    exact = lowest + left * odd
    promised = garden(tiles, discs)
    top = TOP
    wait = min(1.0, SPOT_TIME * left)
    coming = tuple(min(top, m + left * s + wait * w)
                   for m, s, w in zip(markers, promised.steps, promised.spotted))
    cards = left * share
    card_brewmaster, card_ducats, card_steps = _cards(hand)
    master = min(float(C.brewmaster_cap),
                 brewmaster + left * promised.brewmaster + cards * card_brewmaster)
    money = ducats + left * promised.ducats + cards * card_ducats
    eased = 1.0 + (interpolated(RATE_KNOTS, master) - 1.0) * (1.0 - FLEXIBLE * left)
    then = level(coming, eased,
                 money / C.step_price + left * BUYING * money + cards * card_steps)
    worth = value + interpolated(VALUE_KNOTS, master) - worth_now
    return then + (1.0 - left) * (exact - now), worth  # at left 0: exact


MEMO_SIZE = 1 << 12
"""At most this many evaluations are remembered (then they are forgotten all at once)."""
_memo: dict[tuple[object, ...], float] = {}
"""Evaluations by everything they read (`evaluate`)."""
_goal_memo: dict[tuple[object, ...], float] = {}
"""`_goals` by everything it reads."""


def evaluate(state: State, player: int) -> float:
    """The projected final score of `player` (the module doc). Remembered by everything it
    reads of the state and of the player's board: a search evaluates the same few boards over
    and over (its samples differ only in the hidden piles)."""
    seat = state.players[player]
    if state.phase == "over":
        return float(sum(player_breakdown(seat).values()))
    key = (state.phase, state.round, state.rounds, tuple(state.large_barrels),
           tuple(state.small_barrels), seat.ducats, seat.brewmaster, tuple(seat.markers),
           tuple(seat.garden), tuple(seat.sheds), tuple(seat.discs), tuple(seat.hand),
           tuple(seat.pairs), tuple(seat.large), tuple(seat.small), seat.position,
           seat.start_space)
    score = _memo.get(key)
    if score is None:
        score = _remember(_memo, key, _evaluate(state, seat))
    return score


def _remember(memo: dict[tuple[object, ...], float], key: tuple[object, ...],
              value: float) -> float:
    """`value`, kept in `memo` under `key`; a full memo (`MEMO_SIZE`) is emptied first."""
    if len(memo) >= MEMO_SIZE:
        memo.clear()
    memo[key] = value
    return value


def placing(seat: Player) -> float:
    """The chance each unplaced privilege card is placed: `PLACED`, shared out when fewer
    privilege pairs are still to complete than cards are in hand."""
    hand = len(seat.hand)
    if not hand:
        return 0.0
    return PLACED * min(1.0, seat.pairs.count("") / hand)


def _evaluate(state: State, seat: Player) -> float:
    """`evaluate` while the game goes on, worked out."""
    left = remaining(state, seat)
    hand = tuple(sorted(seat.hand))
    share = placing(seat)
    projected, value = production(tuple(seat.markers), seat.brewmaster, seat.ducats,
                                  tuple(seat.garden), tuple(seat.discs), hand, share, left)
    large, small = len(seat.large), len(seat.small)
    soft = 0.01 + SOFT * left
    # softplus, soft * log(1 + e^(level / soft)), written so that it never overflows nor caps:
    # max(0, level) once the game is over (a cap on the exponent would cut production short)
    score = value * (max(projected, 0.0) + soft * math.log1p(math.exp(-abs(projected) / soft)))
    score += C.large_vp * large + C.small_vp * small
    if large or small:
        score += (large + small) * sum(map(PAIR_VP.__getitem__, seat.pairs))
    if seat.start_space >= 0:
        last = state.round == state.rounds
        score += FIRST_VP[seat.start_space] * (1.0 if last else FIRST_EARLY)
    score += left * _goals(state, seat)
    if "barrels" in seat.hand:
        score += (left * share * VP_PER_BARREL["barrels"]
                  * (large + small + left * BARRELS))
    return score
