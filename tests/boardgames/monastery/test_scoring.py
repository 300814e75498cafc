"""Rulebook: Scoring - Building; Fields, Paths, and Gardens; Prayer; Toil; The Dual-Purpose
Tiles; each monk earning one way only."""

from __future__ import annotations

import pytest

from alehouse import Match
from alehouse.boardgames.monastery import actions as A
from alehouse.boardgames.monastery.content import CONTENT as C

from .helpers import (
    BUILDING,
    FINISHED,
    decision,
    fresh,
    gather,
    lay,
    legal,
    logged,
    of_type,
    pending,
    points,
    put,
    refused,
    scoring,
    seat,
    st,
    tid,
    where,
)


def _kitchen(m: Match) -> None:
    """A Kitchen under construction at (2, -1), north of a finished Path east of the Abbey."""
    lay(m, "path_cross", 2, 0)
    lay(m, "kitchen", 2, -1, finished=False)


# --- Building ----------------------------------------------------------------------------------


def test_building_pays_the_boxes_your_monks_stand_on_once_the_tile_is_full() -> None:
    m = fresh(3)
    _kitchen(m)
    put(m, 0, "kitchen", 3)
    put(m, 0, "kitchen", 1)
    put(m, 2, "kitchen", 2)
    scoring(m, 0, hour="toil")
    assert points(m, 0) == 4
    assert "Red builds: Kitchen 3, Kitchen 1 (4 points)" in m.log


def test_a_tile_that_is_not_full_pays_no_building_points() -> None:
    m = fresh()
    _kitchen(m)
    put(m, 0, "kitchen", 3)
    put(m, 0, "kitchen", 2)
    scoring(m, 0, hour="toil")
    assert not logged(m, "Red builds")
    assert st(m).status[tid("kitchen")] == BUILDING


def test_the_full_tile_is_turned_only_after_every_player_on_it_has_scored() -> None:
    m = fresh(3)
    _kitchen(m)
    put(m, 0, "kitchen", 3)
    put(m, 0, "kitchen", 1)
    put(m, 2, "kitchen", 2)
    scoring(m, 0, hour="toil")
    m.act(0, A.Done())
    # Blue has nothing to score; Green's scoring is under way and the Kitchen still unturned
    assert pending(m).player == 2 and points(m, 2) == 2
    assert st(m).status[tid("kitchen")] == BUILDING
    m.act(2, A.Done())
    assert st(m).status[tid("kitchen")] == FINISHED
    assert "The Kitchen is finished and turned over" in m.log


def test_turning_a_tile_puts_its_monks_back_on_it() -> None:
    m = fresh()
    lay(m, "path_cross", 2, 0)
    lay(m, "workshop", 2, -1, 2, finished=False)
    a = put(m, 0, "workshop", 2)
    b = put(m, 0, "workshop", 1)
    scoring(m, 0, hour="toil")
    m.act(0, A.Done())
    assert st(m).status[tid("workshop")] == FINISHED
    assert where(m, a) == ("workshop", 0, False) and where(m, b) == ("workshop", 0, False)
    assert st(m).rotation[tid("workshop")] == 2


def test_a_building_monk_does_nothing_else_in_that_scoring() -> None:
    m = fresh()
    lay(m, "dormitory", 0, -1, 2, finished=False)   # grey, one box worth 2? boxes 2, 1
    put(m, 0, "dormitory", 2)
    put(m, 0, "dormitory", 1)
    scoring(m, 0, hour="study")
    # 3 for building and 1 for the Abbey monk's study; nothing for the builders' study
    assert points(m, 0) == 4
    assert of_type(legal(m, 0), A.Pray) == []


# --- Fields, Paths, and Gardens ------------------------------------------------------------------


def test_finishing_a_lone_field_or_path_pays_one_point() -> None:
    m = fresh()
    lay(m, "path_straight_1", 2, 0, 1, finished=False)
    put(m, 0, "path_straight_1", 1)
    scoring(m, 0, hour="toil")
    assert points(m, 0) == 1


def test_finishing_a_lone_garden_pays_two_points() -> None:
    m = fresh()
    lay(m, "path_cross", 2, 0)
    lay(m, "garden_end_1", 3, 0, 3, finished=False)
    put(m, 0, "garden_end_1", 2)
    scoring(m, 0, hour="toil")
    assert points(m, 0) == 2


def test_a_group_adds_a_point_for_each_other_finished_tile_joined_to_it() -> None:
    m = fresh()
    lay(m, "path_cross", 2, 0)
    lay(m, "field_through_1", 3, 0, 1)
    lay(m, "field_through_2", 4, 0, 1)
    lay(m, "field_through_3", 5, 0, 1)
    lay(m, "field_end_1", 6, 0, 3, finished=False)
    put(m, 0, "field_end_1", 1)
    scoring(m, 0, hour="toil")
    assert points(m, 0) == 4


def test_group_points_are_at_most_four() -> None:
    m = fresh()
    lay(m, "path_cross", 2, 0)
    lay(m, "garden_corner_1", 3, 0, 3)               # finished Garden: 2
    lay(m, "garden_end_1", 3, -1, 2, finished=False)
    put(m, 0, "garden_end_1", 2)
    scoring(m, 0, hour="toil")
    assert points(m, 0) == 4                          # 2 + 2, the maximum


def test_tiles_of_a_group_still_under_construction_earn_nothing() -> None:
    m = fresh()
    lay(m, "path_cross", 2, 0)
    lay(m, "field_through_1", 3, 0, 1, finished=False)
    lay(m, "field_through_2", 4, 0, 1)
    lay(m, "field_end_1", 5, 0, 3, finished=False)
    put(m, 0, "field_end_1", 1)
    scoring(m, 0, hour="toil")
    assert points(m, 0) == 2      # itself and the finished Field beside it


def test_the_other_finished_tiles_of_the_group_count_once_turned_or_once_fully_occupied(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # ASSUMPTION 17 (data/readings.toml): two Fields finished in one scoring are turned over
    # only after it, so neither counts the other; read the other way, each counts the other
    for full_counts, pts in ((False, 1 + 1), (True, 2 + 2)):
        monkeypatch.setattr(C, "fully_occupied_group_tiles_count_as_finished", full_counts)
        m = fresh()
        lay(m, "path_cross", 2, 0)
        lay(m, "field_through_1", 3, 0, 1, finished=False)
        lay(m, "field_through_2", 4, 0, 1, finished=False)
        put(m, 0, "field_through_1", 1)
        put(m, 0, "field_through_2", 1)
        scoring(m, 0, hour="toil")
        assert points(m, 0) == pts, full_counts


def test_paths_count_for_a_group_only_when_connected() -> None:
    m = fresh()
    lay(m, "path_straight_1", 2, 0, 1)               # finished, east-west
    lay(m, "path_t_3", 2, -1, 3, finished=False)     # paths north, east, west: not south
    lay(m, "cloister", 1, -1)
    put(m, 0, "path_t_3", 1)
    scoring(m, 0, hour="toil")
    assert points(m, 0) == 1


# --- Prayer ------------------------------------------------------------------------------------


def test_a_monk_alone_on_a_finished_tile_may_pray_for_its_circle_value() -> None:
    m = fresh()
    lay(m, "chapter_house", 0, -1)   # circle 3
    monk = put(m, 0, "chapter_house")
    scoring(m, 0, hour="toil")
    assert decision(m) == "earn"
    m.act(0, A.Pray("chapter_house"))
    assert where(m, monk) == ("chapter_house", 0, True)
    assert points(m, 0) == 3
    assert "Red calls a monk to prayer on the Chapter House (3 points)" in m.log


def test_only_one_monk_may_be_called_to_prayer_in_a_scoring() -> None:
    m = fresh()
    lay(m, "chapter_house", 0, -1)
    lay(m, "dormitory", -1, -1, 2)
    lay(m, "almonry", 1, -1, 2)       # keeps the gathering open (a symbol to use)
    put(m, 0, "chapter_house")
    put(m, 0, "dormitory")
    put(m, 0, "almonry")
    scoring(m, 0, hour="toil")
    m.act(0, A.Pray("chapter_house"))
    assert decision(m) == "earn"
    assert of_type(legal(m, 0), A.Pray) == []
    assert "only one monk to prayer" in refused(m, 0, A.Pray("dormitory")).reason

def test_a_monk_must_be_alone_on_the_tile_to_pray() -> None:
    m = fresh()
    lay(m, "chapter_house", 0, -1)
    lay(m, "dormitory", -1, -1, 2)
    put(m, 0, "chapter_house")
    put(m, 1, "chapter_house")
    put(m, 0, "dormitory")            # alone: the one prayer Red may call
    scoring(m, 0, hour="toil")
    assert of_type(legal(m, 0), A.Pray) == [A.Pray("dormitory")]
    assert "must be alone" in refused(m, 0, A.Pray("chapter_house")).reason

def test_two_of_your_own_monks_on_a_tile_cannot_pray_there_either() -> None:
    m = fresh()
    lay(m, "chapter_house", 0, -1)
    put(m, 0, "chapter_house")
    put(m, 0, "chapter_house")
    scoring(m, 0, hour="toil")
    assert A.Pray("chapter_house") not in legal(m, 0)


def test_no_prayer_on_a_tile_under_construction() -> None:
    m = fresh()
    lay(m, "chapter_house", 0, -1, finished=False)
    lay(m, "dormitory", -1, -1, 2)
    put(m, 0, "chapter_house", 3)
    put(m, 0, "dormitory")
    scoring(m, 0, hour="toil")
    assert "still under construction" in refused(m, 0, A.Pray("chapter_house")).reason

def test_no_prayer_in_the_abbey() -> None:
    m = fresh()
    lay(m, "dormitory", -1, -1, 2)
    put(m, 0, "dormitory")
    scoring(m, 0, hour="study")
    assert A.Pray("abbey") not in legal(m, 0)
    assert "Abbey has no scoring circle" in refused(m, 0, A.Pray("abbey")).reason

def test_a_tile_finished_this_scoring_is_not_yet_prayed_on() -> None:
    m = fresh()
    lay(m, "path_straight_1", 2, 0, 1, finished=False)
    put(m, 0, "path_straight_1", 1)
    scoring(m, 0, hour="toil")
    assert A.Pray("path_straight_1") not in legal(m, 0)


def test_a_praying_monk_stays_down_until_the_next_prayer_hour() -> None:
    m = fresh()
    lay(m, "chapter_house", 0, -1)
    monk = put(m, 0, "chapter_house", praying=True)
    scoring(m, 0, hour="toil")
    assert A.Pray("chapter_house") not in legal(m, 0)
    assert where(m, monk)[2] is True


def test_a_praying_monk_does_not_toil_as_well() -> None:
    m = fresh()
    lay(m, "path_cross", 2, 0)
    lay(m, "kitchen", 2, -1)           # brown, circle 3
    put(m, 0, "kitchen")
    scoring(m, 0, hour="toil")
    m.act(0, A.Pray("kitchen"))
    assert decision(m) == "spend"
    assert points(m, 0) == 3           # prayer only, no toil point for the Kitchen

def test_in_a_study_round_each_finished_grey_tile_pays_one_point_per_player() -> None:
    m = fresh()
    lay(m, "cloister", 0, -1)
    lay(m, "dormitory", 0, -2, 2)
    put(m, 0, "cloister")
    put(m, 0, "cloister")
    put(m, 0, "dormitory")
    put(m, 1, "cloister")
    scoring(m, 0, hour="study")
    m.act(0, A.Done())
    # Cloister 1 (two monks, still 1), Dormitory 1, Abbey 1
    assert points(m, 0) == 3
    assert "Red studies: Abbey 1, Dormitory 1, Cloister 1 (3 points)" in m.log


def test_the_abbey_pays_one_point_in_a_study_round_only() -> None:
    m = fresh()
    scoring(m, 0, hour="study")
    assert points(m, 0) == 1
    m2 = fresh()
    scoring(m2, 0, hour="toil")
    assert not logged(m2, "Red toils")


def test_in_a_toil_round_each_finished_brown_tile_pays_one_point() -> None:
    m = fresh()
    lay(m, "path_cross", 2, 0)
    lay(m, "kitchen", 2, -1)
    lay(m, "cloister", 0, -1)
    put(m, 0, "kitchen")
    put(m, 0, "cloister")
    put(m, 0, "cloister")
    scoring(m, 0, hour="toil")
    m.act(0, A.Done())
    assert points(m, 0) == 1       # the Kitchen; the grey Cloister pays nothing in Toil


def test_grey_tiles_pay_nothing_in_a_toil_round_and_brown_nothing_in_study() -> None:
    m = fresh()
    lay(m, "path_cross", 2, 0)
    lay(m, "kitchen", 2, -1)
    put(m, 0, "kitchen")
    put(m, 0, "kitchen")
    scoring(m, 0, hour="study")
    assert points(m, 0) == 1       # the Abbey only


def test_a_dual_purpose_tile_pays_in_study_and_in_toil_rounds() -> None:
    for hour, expected in (("study", 2), ("toil", 1)):
        m = fresh()
        lay(m, "infirmary", 0, -1)
        put(m, 0, "infirmary")
        put(m, 0, "infirmary")
        scoring(m, 0, hour=hour)
        gather(m, 0)
        assert points(m, 0) == expected, hour   # study: Infirmary + Abbey


def test_fields_and_gardens_pay_toil_points() -> None:
    m = fresh()
    lay(m, "path_cross", 2, 0)
    lay(m, "field_through_1", 3, 0, 1)
    lay(m, "garden_end_1", 4, 0, 3)
    put(m, 0, "field_through_1")
    put(m, 0, "garden_end_1")
    put(m, 0, "garden_end_1")
    scoring(m, 0, hour="toil")
    gather(m, 0)
    assert points(m, 0) == 2


def test_no_toil_or_study_where_another_monk_is_praying() -> None:
    m = fresh()
    lay(m, "cloister", 0, -1)
    put(m, 1, "cloister", praying=True)
    put(m, 0, "cloister")
    scoring(m, 0, hour="study")
    assert points(m, 0) == 1       # the Abbey, not the Cloister


def test_toil_points_are_per_tile_per_player() -> None:
    m = fresh()
    lay(m, "cloister", 0, -1)
    for _ in range(3):
        put(m, 0, "cloister")
    scoring(m, 0, hour="study")
    assert points(m, 0) == 2       # Cloister 1 + Abbey 1


def test_praying_monks_earn_nothing_more() -> None:
    m = fresh()
    lay(m, "cloister", 0, -1)
    put(m, 0, "cloister", praying=True)
    st(m).monk_tile[0] = -1        # Red's Abbey monk back on the board
    st(m).crosses[0] = 1
    scoring(m, 0, hour="study")
    assert seat(m, 0).points == 0
    assert not logged(m, "Red studies")
