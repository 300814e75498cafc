"""The bots' projected testament (evaluate.py): the points a player's monks stand to bring at
the round's scoring count before the scoring begins, so the bots move their monks for them."""

from __future__ import annotations

import pytest

from alehouse import Match
from alehouse.boardgames.monastery import evaluate as ev
from alehouse.bots import make
from alehouse.bots.base import Observation

from .helpers import abbey_monk, fresh, lay, move_monk, put, refresh, st, step, tid, where


def _kitchen(m: Match) -> None:
    """A finished Path east of the Abbey and a Kitchen (brown, circle 3) north of it."""
    lay(m, "path_cross", 2, 0)
    lay(m, "kitchen", 2, -1)


def test_a_full_tile_under_construction_counts_its_building_points_before_the_scoring() -> None:
    m = fresh(3, hour="toil")
    lay(m, "path_cross", 2, 0)
    lay(m, "kitchen", 2, -1, finished=False)
    put(m, 0, "kitchen", 3)
    put(m, 0, "kitchen", 1)
    put(m, 2, "kitchen", 2)
    s = st(m)
    assert ev.coming_scoring(s, 0) == 4          # boxes 3 + 1; the Abbey's monk does not toil
    assert ev.coming_scoring(s, 2) == 2


def test_a_tile_not_yet_full_counts_nothing() -> None:
    m = fresh(hour="toil")
    lay(m, "path_cross", 2, 0)
    lay(m, "kitchen", 2, -1, finished=False)
    put(m, 0, "kitchen", 3)
    assert ev.coming_scoring(st(m), 0) == 0


def test_study_in_the_abbey_counts_in_a_study_round_and_not_in_a_toil_round() -> None:
    assert ev.coming_scoring(st(fresh(hour="study")), 0) == 1
    assert ev.coming_scoring(st(fresh(hour="toil")), 0) == 0


def test_the_best_prayer_counts_instead_of_the_toil_on_its_tile() -> None:
    m = fresh(hour="toil")
    _kitchen(m)
    put(m, 0, "kitchen")
    assert ev.coming_scoring(st(m), 0) == 3      # prayer 3 beats the Kitchen's toil point


def test_nothing_counts_once_the_players_scoring_has_begun_or_outside_study_and_toil() -> None:
    m = fresh(2, hour="study")
    s = st(m)
    s.phase, s.order, s.turn = "score", [0, 1], 1   # Red has scored, Blue scores now
    refresh(m)
    assert ev.coming_scoring(s, 0) == 0
    assert ev.coming_scoring(s, 1) == 0
    s.turn = 0                                       # Red scores now, Blue is still to come
    assert ev.coming_scoring(s, 1) == 1
    s.phase = "brew"
    assert ev.coming_scoring(s, 1) == 0


def test_the_coming_points_add_to_the_projection_at_a_points_worth() -> None:
    m = fresh(hour="toil")
    _kitchen(m)
    monk = put(m, 0, "kitchen")
    s = st(m)
    on_kitchen = ev.evaluate(s, 0)
    move_monk(m, monk, "abbey")
    assert on_kitchen - ev.evaluate(s, 0) == pytest.approx(3 * ev.POINT_WORTH)


@pytest.mark.parametrize("seed", range(4))
def test_the_greedy_bot_walks_a_monk_to_the_tile_that_pays_at_this_scoring(seed: int) -> None:
    """Red's step in a Toil round: the Abbey's monk can reach the Kitchen (a prayer of 3) over
    the Path. Every other end of the step scores nothing (before this evaluation, the bots saw
    no difference and moved at random)."""
    m = fresh(hour="toil")
    _kitchen(m)
    step(m, 0)
    bot = make("greedy", seed=seed)
    while tuple(m.actors) == (0,) and st(m).phase == "lay":
        m.act(0, bot.choose(Observation(m, 0)))
    assert where(m, abbey_monk(0))[0] == "kitchen"
    assert st(m).monk_tile[abbey_monk(0)] == tid("kitchen")
