"""The fast evaluation (evaluate.py: goal worths made once from the data, the garden's promise
and the production remembered per board, the continuous evening-out solved piece by piece)
against a straightforward one kept here as the reference: the values must be the same, to
1e-9 (the reference finds the continuous evening-out by bisection, not by the same floats).

Positions come from seeded random games of every player count, and from random boards
(Hypothesis) that random play seldom reaches: goals met or far off, markers below zero or at
the top, full sides, every privilege placed.
"""

from __future__ import annotations

import math
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st_

import alehouse
from alehouse.boardgames.heaven_and_ale import board, scoring
from alehouse.boardgames.heaven_and_ale import evaluate as ev
from alehouse.boardgames.heaven_and_ale.board import GOAL_NEEDS, goal_measure
from alehouse.boardgames.heaven_and_ale.content import CONTENT as C
from alehouse.boardgames.heaven_and_ale.content import EMPTY, MONK_BASE
from alehouse.boardgames.heaven_and_ale.state import Player, State

from ...helpers import random_positions
from .helpers import GAME

# --- the reference: the evaluation worked out from scratch ------------------------------------


def ref_evened_out(player: Player) -> int:
    rate, _ = C.chart_at(player.brewmaster)
    return scoring.ducat_steps(scoring.exchange(player.markers, rate, C.top),
                               player.ducats // C.step_price, C.top)


def ref_progress(seat: Player, i: int) -> float:
    measure = goal_measure(seat, i)
    if measure >= GOAL_NEEDS[i].need:
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


def ref_goals(state: State, seat: Player) -> float:
    total = 0.0
    for i, goal in enumerate(C.goals):
        large, small = state.large_barrels[i], state.small_barrels[i]
        if not (large or small) or goal.id in seat.large or goal.id in seat.small:
            continue
        barrel = C.large_vp if large else C.small_vp
        done = ref_progress(seat, i)
        total += barrel * (ev.GOAL if done >= 1 else ev.WAY * done * done)
    return total


def ref_chart(column: int, spot: float) -> float:
    """The chart's `column` (1 rate, 2 value) at `spot`, linear between the spots where it
    changes (from the brewmaster's start)."""
    xs: list[float] = [C.brewmaster_start]
    ys: list[float] = [C.chart[0][column]]
    for row in C.chart[1:]:
        if row[column] != ys[-1]:
            xs.append(row[0])
            ys.append(row[column])
    if spot <= xs[0]:
        return ys[0]
    for i in range(1, len(xs)):
        if spot <= xs[i]:
            return ys[i - 1] + (ys[i] - ys[i - 1]) * (spot - xs[i - 1]) / (xs[i] - xs[i - 1])
    return ys[-1]


def ref_level(markers: list[float], rate: float, steps: float) -> float:
    """The continuous evening-out by bisection: the highest level (at most the top spot) whose
    lack below is covered by `steps` and the steps above divided by `rate`."""
    def short(x: float) -> float:
        return (sum(max(0.0, x - m) for m in markers)
                - sum(max(0.0, m - x) for m in markers) / rate - steps)

    if short(C.top) <= 0:
        return float(C.top)
    lo, hi = min(markers) - steps - 1.0, float(C.top)
    for _ in range(200):
        mid = (lo + hi) / 2
        if short(mid) <= 0:
            lo = mid
        else:
            hi = mid
    return lo


def ref_production(state: State, seat: Player, left: float) -> tuple[float, float]:
    rate, value = C.chart_at(seat.brewmaster)
    lowest = ref_evened_out(seat)
    if left <= 0:
        return float(lowest), float(value)
    ahead = sum(m - lowest for m in seat.markers if m > lowest)
    exact = lowest + left * (ev.AHEAD * ahead / (rate * len(seat.markers))
                             + ev.DUCAT_SHARE * (seat.ducats % C.step_price) / C.step_price)
    steps = [0.0] * len(C.resources)
    spotted = [0.0] * len(C.resources)
    ducats = 0.0
    monks = 0
    for spot, tile in enumerate(seat.garden):
        if tile == EMPTY:
            continue
        if tile >= MONK_BASE:
            monks += 1
        elif spot >= C.half:
            ducats += ev.SHADY * (tile % 5 + 1)
        else:
            colour, fertility = tile // 5, tile % 5 + 1
            times = 0.0 if seat.discs[C.scoring_spots.index(C.resources[colour])] else 1.0
            for n in C.neighbours[spot]:
                t = seat.garden[n]
                if t >= MONK_BASE and not seat.discs[C.scoring_spots.index(
                        C.monks[t - MONK_BASE])]:
                    times += 1.0
            steps[colour] += ev.SUNNY * fertility
            spotted[colour] += ev.SUNNY_SPOT * times * fertility
    wait = min(1.0, ev.SPOT_TIME * left)
    coming = [min(C.top, m + left * a + wait * b)
              for m, a, b in zip(seat.markers, steps, spotted, strict=True)]
    share = ev.placing(seat)
    cards = [C.privilege[c] for c in seat.hand]
    master = min(C.brewmaster_cap, seat.brewmaster + left * (ev.BREWMASTER + ev.MONK * monks)
                 + left * share * sum(c.brewmaster for c in cards))
    money = seat.ducats + left * ducats + left * share * sum(c.ducats for c in cards)
    spare = (money / C.step_price + left * ev.BUYING * money
             + left * share * sum(ev.CARD_STEPS[c] for c in seat.hand))
    eased = 1 + (ref_chart(1, master) - 1) * (1 - ev.FLEXIBLE * left)
    then = ref_level(coming, eased, spare)
    now = ref_level([float(m) for m in seat.markers], ref_chart(1, seat.brewmaster),
                    seat.ducats / C.step_price)
    worth = value + ref_chart(2, master) - ref_chart(2, seat.brewmaster)
    return then + (1 - left) * (exact - now), worth


def ref_evaluate(state: State, player: int) -> float:
    seat = state.players[player]
    if state.phase == "over":
        return float(sum(scoring.player_breakdown(seat).values()))
    left = ev.remaining(state, seat)
    level, value = ref_production(state, seat, left)
    barrels = len(seat.large) + len(seat.small)
    soft = 0.01 + ev.SOFT * left
    x = level / soft
    score = value * (soft * math.log(1 + math.exp(x)) if x < 30 else level)
    score += C.large_vp * len(seat.large) + C.small_vp * len(seat.small)
    score += barrels * sum(ev.VP_PER_BARREL.get(card, 0) for card in seat.pairs)
    if seat.start_space >= 0:
        last = state.round == state.rounds
        score += ev.FIRST_VP[seat.start_space] * (1.0 if last else ev.FIRST_EARLY)
    score += left * ref_goals(state, seat)
    if "barrels" in seat.hand:
        score += (left * ev.placing(seat) * ev.VP_PER_BARREL["barrels"]
                  * (barrels + left * ev.BARRELS))
    return score


def close(a: float, b: float) -> bool:
    return math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9)


def same(state: State) -> None:
    """Every seat's evaluation is the reference's (to 1e-9)."""
    for p, seat in enumerate(state.players):
        assert close(ev.evaluate(state, p), ref_evaluate(state, p))
        assert scoring.evened_out(seat) == ref_evened_out(seat)


# --- the comparisons -----------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_evaluate_as_the_reference(players: int) -> None:
    positions = 0
    for seed in range(6):
        for m in random_positions(GAME, players, seed):
            same(m.state)
            positions += 1
    assert positions > 300


TILES = MONK_BASE + len(C.monks)


@st_.composite
def boards(draw: st_.DrawFn) -> dict[str, Any]:
    """A player's board and the public barrels, anywhere in the game."""
    small = st_.integers(-12, 24)
    return {
        "markers": draw(st_.lists(small, min_size=5, max_size=5)),
        "brewmaster": draw(st_.integers(C.brewmaster_start - 2, C.brewmaster_cap + 2)),
        "ducats": draw(st_.integers(0, 80)),
        "garden": draw(st_.lists(st_.sampled_from([EMPTY, EMPTY, *range(TILES)]),
                                 min_size=C.spots, max_size=C.spots)),
        "sheds": draw(st_.lists(st_.integers(-1, 4), min_size=7, max_size=7)),
        "discs": draw(st_.lists(st_.integers(0, 1), min_size=10, max_size=10)),
        "hand": draw(st_.lists(st_.sampled_from(C.privilege_ids), unique=True)),
        "pairs": draw(st_.lists(st_.sampled_from(["", "-", *C.privilege_ids]),
                                min_size=len(C.pairs), max_size=len(C.pairs))),
        "large": sorted(draw(st_.sets(st_.integers(1, 12)))),
        "small": sorted(draw(st_.sets(st_.integers(1, 12)))),
        "position": draw(st_.integers(0, C.home)),
        "start_space": draw(st_.integers(-1, len(C.start_ids) - 1)),
        "large_barrels": draw(st_.lists(st_.booleans(), min_size=12, max_size=12)),
        "small_barrels": draw(st_.lists(st_.booleans(), min_size=12, max_size=12)),
        "round": draw(st_.integers(1, C.rounds[2])),
        "phase": draw(st_.sampled_from(["setup", "play", "play", "over"])),
    }


@settings(max_examples=400, deadline=None)
@given(boards())
def test_random_boards_evaluate_as_the_reference(board: dict[str, Any]) -> None:
    m = alehouse.new_match(GAME, 2, seed=3)
    state: Any = m.state
    for key in ("large_barrels", "small_barrels", "round", "phase"):
        setattr(state, key, board.pop(key))
    for name, value in board.items():
        setattr(state.players[0], name, value)
    same(state)


CHANGES: dict[str, Any] = {
    "markers": lambda s: s.markers.__setitem__(0, s.markers[0] + 1),
    "brewmaster": lambda s: setattr(s, "brewmaster", s.brewmaster + 1),
    "ducats": lambda s: setattr(s, "ducats", s.ducats + 1),
    "garden": lambda s: s.garden.__setitem__(3, 7 if s.garden[3] == EMPTY else EMPTY),
    "sheds": lambda s: s.sheds.__setitem__(0, (s.sheds[0] + 2) % 5),
    "discs": lambda s: s.discs.__setitem__(1, 1 - s.discs[1]),
    "hand": lambda s: s.hand.pop() if s.hand else s.hand.append("money"),
    "pairs": lambda s: s.pairs.__setitem__(0, "" if s.pairs[0] else "money"),
    "large": lambda s: s.large.append(1),
    "small": lambda s: s.small.append(2),
    "position": lambda s: setattr(s, "position", (s.position + 3) % C.home),
    "start_space": lambda s: setattr(s, "start_space", -1 if s.start_space >= 0 else 1),
}
"""A change of each part of a board the evaluation reads."""


def ref_claimable(state: State, seat: Player) -> list[tuple[int, bool]]:
    return [(i, state.large_barrels[i]) for i, g in enumerate(C.goals)
            if (state.large_barrels[i] or state.small_barrels[i]) and g.id not in seat.large
            and g.id not in seat.small and board.goal_met(seat, i)]


@pytest.mark.parametrize("part", sorted(CHANGES))
def test_what_is_remembered_follows_every_change_of_the_board(part: str) -> None:
    for m in random_positions(GAME, 2, 4):
        state: Any = m.state
        if state.phase != "play":
            continue
        seat = state.players[0]
        ev.evaluate(state, 0)  # remembered
        board.claimable(state, seat)
        CHANGES[part](seat)
        assert close(ev.evaluate(state, 0), ref_evaluate(state, 0))
        assert board.claimable(state, seat) == ref_claimable(state, seat)
        assert board.goal_measures(seat) == tuple(board.goal_measure(seat, i)
                                                  for i in range(len(C.goals)))
        m.refresh()
