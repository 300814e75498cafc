"""Rulebook: End of the Game (the brewmaster chart, evening out the markers, victory points, the
winner)."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st_

from alehouse import Match, Result
from alehouse.boardgames.heaven_and_ale import scoring
from alehouse.boardgames.heaven_and_ale.content import CONTENT as C

from .helpers import FIRST_PLAYER, MONEY_SPACE, finish, playing, set_player


def scored(players: int = 2, **holdings: dict[str, Any]) -> Result:
    """The result with these holdings per seat ("p0", "p1", ...); every figure is home."""
    m: Match = playing(players=players)
    for p in range(players):
        set_player(m, p, **{"ducats": 0, "start_space": None, **holdings.get(f"p{p}", {})})
    finish(m)
    assert m.result is not None
    return m.result


def production(**player: Any) -> float:
    return scored(p0=player).breakdown[0]["production"]


# --- the brewmaster chart ----------------------------------------------------------------------

CHART = [  # brewmaster spot, exchange rate, VP value
    (-10, 5, 2), (0, 5, 2), (1, 4, 3), (4, 4, 3), (5, 3, 3), (8, 3, 3), (9, 3, 4), (11, 3, 4),
    (12, 2, 4), (14, 2, 4), (15, 2, 5), (17, 2, 5), (18, 2, 6), (19, 2, 6), (20, 1, 6),
]


@pytest.mark.parametrize(("brewmaster", "rate", "value"), CHART)
def test_the_brewmaster_unlocks_an_exchange_rate_and_a_victory_point_value(
        brewmaster: int, rate: int, value: int) -> None:
    m = playing()
    set_player(m, 0, brewmaster=brewmaster)
    v = m.view(None)["players"][0]
    assert (v["exchange_rate"], v["vp_value"]) == (rate, value)
    assert C.chart_at(brewmaster) == (rate, value)
    # the value multiplies the furthest-behind marker
    assert production(brewmaster=brewmaster, markers=[7, 7, 7, 7, 7]) == 7 * value


@pytest.mark.parametrize(("brewmaster", "rate", "value"), CHART)
def test_evening_out_moves_the_least_marker_one_step_for_rate_steps_back(
        brewmaster: int, rate: int, value: int) -> None:
    # 4 -> 5 needs `rate` steps taken from markers above 5: exactly `rate` are there ...
    assert production(brewmaster=brewmaster, markers=[4, 5, 5, 5, 5 + rate]) == 5 * value
    # ... one fewer is not enough
    assert production(brewmaster=brewmaster, markers=[4, 5, 5, 5, 4 + rate]) == 4 * value


def test_evening_out_continues_while_the_least_marker_can_move_forward() -> None:
    # rate 2 (brewmaster 12, value 4): the least marker climbs from 0 while two steps can be
    # taken from markers above its new spot: six times (12 steps back), then 6 -> 7 would
    # need 2 steps from markers above 7 and there are none
    assert scoring.exchange([0, 10, 10, 10, 10], 2, 20) == [6, 7, 7, 7, 7]
    assert production(brewmaster=12, markers=[0, 10, 10, 10, 10]) == 6 * 4


def test_evening_out_never_moves_a_marker_below_the_one_it_raises() -> None:
    # rate 3: 2 -> 3 would need 3 steps from markers above 3; only 2 are there
    assert scoring.exchange([2, 4, 4, 3, 3], 3, 20) == [2, 3, 3, 4, 4]
    assert production(brewmaster=5, markers=[2, 4, 4, 3, 3]) == 2 * 3


def test_every_10_ducats_move_any_one_marker_one_step_after_the_exchange() -> None:
    assert production(brewmaster=0, markers=[3, 3, 3, 3, 3], ducats=49) == 3 * 2
    assert production(brewmaster=0, markers=[3, 3, 3, 3, 3], ducats=50) == 4 * 2
    assert production(brewmaster=0, markers=[3, 5, 5, 5, 5], ducats=19) == 4 * 2
    assert production(brewmaster=0, markers=[3, 5, 5, 5, 5], ducats=20) == 5 * 2


def test_ducats_left_over_after_buying_steps_score_nothing() -> None:
    # ASSUMPTION 12
    r = scored(p0={"brewmaster": 0, "markers": [3, 3, 3, 3, 3], "ducats": 9})
    assert r.scores[0] == 3 * 2


def test_the_furthest_behind_marker_times_the_value_is_the_production_score() -> None:
    # rate 3: 9 -> 10 would need 3 steps from markers above 10; only 2 are there
    r = scored(p0={"brewmaster": 9, "markers": [12, 9, 10, 10, 10]})
    assert r.breakdown[0]["production"] == 9 * 4
    assert m_view_furthest(brewmaster=9, markers=[12, 9, 10, 10, 10]) == 9


def m_view_furthest(**player: Any) -> int:
    m = playing()
    set_player(m, 0, ducats=0, **player)
    furthest: int = m.view(None)["players"][0]["furthest_behind_if_scored_now"]
    return furthest


def test_a_marker_below_spot_1_makes_the_production_score_0() -> None:
    assert production(brewmaster=20, markers=[-5, 0, 0, 0, 0]) == 0  # never negative
    assert production(brewmaster=20, markers=[0, 0, 0, 0, 0]) == 0
    assert production(brewmaster=20, markers=[1, 1, 1, 1, 1]) == 6


def test_each_large_barrel_scores_4_and_each_small_barrel_2() -> None:
    r = scored(p0={"large": [1, 5], "small": [3]})
    assert r.breakdown[0]["large_barrels"] == 8 and r.breakdown[0]["small_barrels"] == 2
    assert r.breakdown[0]["barrel_privilege"] == 0
    assert r.scores[0] == 10


def test_the_barrel_privilege_adds_1_vp_per_barrel() -> None:
    r = scored(p0={"large": [1, 5], "small": [3], "pairs": ["", "barrels", "", "", ""]})
    assert r.breakdown[0]["barrel_privilege"] == 3 and r.scores[0] == 13
    # a barrels card in the hand (not placed) scores nothing
    r = scored(p0={"large": [1, 5], "small": [3], "hand": ["barrels"]})
    assert r.breakdown[0]["barrel_privilege"] == 0


def test_the_figure_on_the_first_player_space_scores_1_vp() -> None:
    r = scored(p0={"start_space": FIRST_PLAYER}, p1={"start_space": MONEY_SPACE})
    assert r.breakdown[0]["first_player"] == 1 and r.breakdown[1]["first_player"] == 0
    assert r.scores == [1, 0] and r.winners == [0]


def test_the_breakdown_adds_up_to_the_score() -> None:
    r = scored(p0={"brewmaster": 12, "markers": [5, 6, 7, 8, 9], "ducats": 35,
                   "large": [2], "small": [7, 8], "pairs": ["barrels", "", "", "", ""],
                   "start_space": FIRST_PLAYER})
    # rate 2: 5,6,7,8,9 -> 6,6,7,7,8; 3 ducat steps (35 ducats) bring both 6s to 7
    assert r.breakdown[0] == {"production": 7 * 4, "large_barrels": 4, "small_barrels": 4,
                              "barrel_privilege": 3, "first_player": 1}
    assert r.scores[0] == sum(r.breakdown[0].values()) == 40


def test_the_player_with_the_most_victory_points_wins() -> None:
    r = scored(players=3, p0={"large": [1]}, p1={"large": [2, 3]}, p2={"small": [4]})
    assert r.scores == [4, 8, 2] and r.winners == [1] and r.ranking == [1, 0, 2]


def test_tied_players_share_the_victory() -> None:
    r = scored(players=3, p0={"large": [1]}, p1={"small": [2, 3]}, p2={"small": [4]})
    assert r.scores == [4, 4, 2] and r.winners == [0, 1]


# --- evening out against an exhaustive search ---------------------------------------------------


def splits(caps: tuple[int, ...], total: int) -> Iterator[tuple[int, ...]]:
    """Every way to take `total` steps from donors with these capacities."""
    if not caps:
        if total == 0:
            yield ()
        return
    for take in range(min(caps[0], total) + 1):
        for rest in splits(caps[1:], total - take):
            yield (take, *rest)


@cache
def best_by_ducats(q: tuple[int, ...], steps: int, top: int) -> int:
    """The best furthest-behind marker when `steps` single steps (10 ducats each) may go to
    any marker below `top` (spending is optional)."""
    best = q[0]
    if steps:
        for i, m in enumerate(q):
            if m < top:
                raised = tuple(sorted((*q[:i], m + 1, *q[i + 1:])))
                best = max(best, best_by_ducats(raised, steps - 1, top))
    return best


@cache
def oracle(q: tuple[int, ...], rate: int, steps: int, top: int) -> int:
    """The best result over every legal sequence of exchanges: while the least marker can be
    raised it must be, with any split of `rate` steps among the markers above its new spot;
    then the ducat steps."""
    target = q[0] + 1
    others = q[1:]
    caps = tuple(max(0, m - target) for m in others)
    if sum(caps) < rate:
        return best_by_ducats(q, steps, top)
    return max(oracle(tuple(sorted((target, *(m - s for m, s in zip(others, split))))),
                      rate, steps, top)
               for split in splits(caps, rate))


@st_.composite
def positions(draw: st_.DrawFn) -> tuple[list[int], int, int, int]:
    top = draw(st_.integers(4, 8))
    markers = draw(st_.lists(st_.integers(-3, top), min_size=5, max_size=5))
    rate = draw(st_.integers(1, 5))
    steps = draw(st_.integers(0, 4))
    return markers, rate, steps, top


@settings(max_examples=200, deadline=None)
@given(positions())
def test_evening_out_reaches_the_best_result_of_every_legal_sequence_of_exchanges(
        position: tuple[list[int], int, int, int]) -> None:
    # ASSUMPTION 12: the exchange rate must be applied while it can be; the code picks the
    # donors that leave the furthest-behind marker as far forward as possible
    markers, rate, steps, top = position
    got = scoring.ducat_steps(scoring.exchange(list(markers), rate, top), steps, top)
    assert got == oracle(tuple(sorted(markers)), rate, steps, top)
