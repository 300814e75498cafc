"""Rulebook: Movement of the Monks, Occupied Tiles, The Secret Passage Tiles, Encouragement."""

from __future__ import annotations

import pytest

from alehouse import Match
from alehouse.boardgames.monastery import actions as A
from alehouse.boardgames.monastery.content import CONTENT as C

from .helpers import (
    abbey_monk,
    destinations,
    fresh,
    lay,
    moves,
    mp,
    pending,
    put,
    refresh,
    refused,
    seat,
    set_blessings,
    st,
    step,
    tid,
    where,
)


def _north_chain(m: Match) -> None:
    """A finished Cloister north of the Abbey (0, -1) and a finished Dormitory north of it
    (0, -2), path south."""
    lay(m, "cloister", 0, -1)
    lay(m, "dormitory", 0, -2, 2)


# --- movement points -----------------------------------------------------------------------------


def test_movement_points_are_twice_the_upright_monks_in_the_monastery() -> None:
    m = fresh()
    for _ in range(3):
        put(m, 0, "abbey")
    step(m, 0)
    assert mp(m) == 8           # four upright monks
    assert "Red: Laying Tiles and Movement (8 movement points)" in m.log


def test_praying_monks_do_not_affect_the_movement_points() -> None:
    m = fresh()
    lay(m, "chapel", 0, -1, 2)
    lay(m, "cloister", 1, -1)
    put(m, 0, "abbey")
    put(m, 0, "chapel", praying=True)
    put(m, 0, "cloister", praying=True)
    step(m, 0)
    assert mp(m) == 4           # two upright, two praying


def test_monks_on_the_prayer_board_do_not_count() -> None:
    m = fresh()
    step(m, 0)
    assert mp(m) == 2           # one monk in the Abbey, four on the crosses


def test_movement_points_may_be_shared_among_the_monks_at_will() -> None:
    m = fresh()
    _north_chain(m)
    lay(m, "path_cross", 2, 0)
    put(m, 0, "abbey")
    step(m, 0)                  # 4 points
    m.act(0, A.Move("abbey", 0, "dormitory", 0))     # 2 points
    m.act(0, A.Move("abbey", 0, "path_cross", 0))    # 1 point
    assert mp(m) == 1
    assert ("cloister", 0) in destinations(m, 0, "dormitory")
    assert ("abbey", 0) in destinations(m, 0, "path_cross")


def test_unused_movement_points_are_lost() -> None:
    m = fresh()
    _north_chain(m)
    step(m, 0)
    m.act(0, A.Move("abbey", 0, "cloister", 0))
    m.act(0, A.Done())                          # 1 point unused
    step(m, 0)
    assert mp(m) == 2


def test_movement_points_may_run_out() -> None:
    m = fresh()
    _north_chain(m)
    step(m, 0, mp=1)
    assert destinations(m, 0) == {("cloister", 0)}
    reason = refused(m, 0, A.Move("abbey", 0, "dormitory", 0)).reason
    assert "2 movement points away and you have 1" in reason


# --- routes --------------------------------------------------------------------------------------


def test_monks_move_along_connected_paths_one_point_per_tile() -> None:
    m = fresh()
    _north_chain(m)
    step(m, 0)
    m.act(0, A.Move("abbey", 0, "dormitory", 0))
    assert mp(m) == 0
    assert where(m, abbey_monk(0)) == ("dormitory", 0, False)
    assert "Red moves a monk from the Abbey to the Dormitory (2 movement points)" in m.log


def test_a_monk_moves_through_a_gateway_to_a_connected_path() -> None:
    m = fresh()
    lay(m, "path_cross", 2, 0)
    lay(m, "field_through_1", 3, 0, 1)     # gateways east and west
    step(m, 0)
    assert ("field_through_1", 0) in destinations(m, 0)


def test_adjacent_tiles_without_a_connection_are_not_a_route() -> None:
    m = fresh()
    lay(m, "dormitory", 1, -1, 2)          # path south into the Abbey, empty east
    lay(m, "path_cross", 2, 0)
    lay(m, "path_t_1", 2, -1, 0)           # paths north, east, south; empty west
    put(m, 0, "dormitory")
    step(m, 0, mp=2)
    # next door, but the sides facing each other are empty: round through the Abbey (3)
    assert ("path_t_1", 0) not in destinations(m, 0, "dormitory")
    st(m).pending[-1].mp = 3
    refresh(m)
    assert ("path_t_1", 0) in destinations(m, 0, "dormitory")


def test_the_abbey_counts_as_one_tile_for_movement() -> None:
    m = fresh()
    lay(m, "path_straight_1", -2, 0, 1)    # west of the Abbey
    lay(m, "path_straight_2", 2, 1, 1)     # east of it, one row down
    put(m, 0, "path_straight_1")
    step(m, 0, mp=2)
    # across the Abbey, whichever of its cells a route touches: 2 points in all
    assert ("path_straight_2", 0) in destinations(m, 0, "path_straight_1")

def test_any_number_of_monks_may_be_in_the_abbey() -> None:
    m = fresh()
    lay(m, "cloister", 0, -1)
    put(m, 1, "abbey")
    put(m, 1, "abbey")
    put(m, 0, "abbey")
    monk = put(m, 0, "cloister")
    step(m, 0)
    assert ("abbey", 0) in destinations(m, 0, "cloister")
    m.act(0, A.Move("cloister", 0, "abbey", 0))
    assert where(m, monk) == ("abbey", 0, False)


def test_a_monk_may_pass_over_a_fully_occupied_finished_tile_but_not_stop_there() -> None:
    m = fresh()
    lay(m, "path_straight_1", 0, -1)       # circle 1
    lay(m, "dormitory", 0, -2, 2)
    put(m, 1, "path_straight_1")           # fully occupied
    step(m, 0)
    assert destinations(m, 0) == {("dormitory", 0)}
    reason = refused(m, 0, A.Move("abbey", 0, "path_straight_1", 0)).reason
    assert "may not end on a fully occupied tile" in reason


def test_a_monk_may_move_onto_and_across_a_tile_with_a_praying_monk() -> None:
    m = fresh()
    lay(m, "chapter_house", 0, -1)         # circle 3, paths north and south
    lay(m, "dormitory", 0, -2, 2)
    put(m, 1, "chapter_house", praying=True)
    step(m, 0)
    assert destinations(m, 0) == {("chapter_house", 0), ("dormitory", 0)}


def test_a_monk_entering_a_tile_under_construction_stops_on_an_empty_box() -> None:
    m = fresh()
    lay(m, "chapter_house", 0, -1, finished=False)   # boxes 3, 2, 1
    lay(m, "dormitory", 0, -2, 2)
    put(m, 1, "chapter_house", 3)
    step(m, 0)
    assert destinations(m, 0) == {("chapter_house", 2), ("chapter_house", 1)}
    m.act(0, A.Move("abbey", 0, "chapter_house", 2))
    assert where(m, abbey_monk(0)) == ("chapter_house", 2, False)
    assert mp(m) == 1
    assert moves(m, 0) == []            # he may not move any further in this step
    reason = refused(m, 0, A.Move("chapter_house", 2, "abbey", 0)).reason
    assert "stops there" in reason


def test_a_tile_under_construction_that_is_not_full_blocks_the_way() -> None:
    m = fresh()
    lay(m, "path_straight_1", 0, -1, finished=False)
    lay(m, "dormitory", 0, -2, 2)
    step(m, 0)
    assert destinations(m, 0) == {("path_straight_1", 1)}


def test_a_monk_may_pass_over_a_fully_occupied_tile_under_construction() -> None:
    m = fresh()
    lay(m, "path_straight_1", 0, -1, finished=False)
    lay(m, "dormitory", 0, -2, 2)
    put(m, 1, "path_straight_1", 1)
    step(m, 0)
    assert destinations(m, 0) == {("dormitory", 0)}


def test_a_monk_may_leave_a_tile_under_construction_that_is_not_full() -> None:
    m = fresh()
    lay(m, "chapter_house", 0, -1, finished=False)
    monk = put(m, 0, "chapter_house", 2)
    step(m, 0)
    assert ("abbey", 0) in destinations(m, 0, "chapter_house")
    m.act(0, A.Move("chapter_house", 2, "abbey", 0))
    assert where(m, monk) == ("abbey", 0, False)


def test_no_monk_may_leave_a_fully_occupied_tile_under_construction() -> None:
    m = fresh()
    lay(m, "cloister", 0, -1, finished=False)   # boxes 2, 1
    put(m, 0, "cloister", 2)
    put(m, 1, "cloister", 1)
    step(m, 0)
    assert destinations(m, 0, "cloister") == set()
    reason = refused(m, 0, A.Move("cloister", 2, "abbey", 0)).reason
    assert "may leave a fully occupied tile under construction" in reason


def test_a_monk_beginning_on_a_tile_under_construction_may_step_onto_an_empty_box_free() -> None:
    m = fresh()
    lay(m, "chapter_house", 0, -1, finished=False)
    monk = put(m, 0, "chapter_house", 1)
    step(m, 0)
    assert ("chapter_house", 3) in destinations(m, 0, "chapter_house")
    m.act(0, A.Move("chapter_house", 1, "chapter_house", 3))
    assert where(m, monk) == ("chapter_house", 3, False)
    assert mp(m) == 4
    # once: no second free step
    assert ("chapter_house", 2) not in destinations(m, 0, "chapter_house")
    assert "once per step" in refused(m, 0, A.Move("chapter_house", 3, "chapter_house",
                                                   2)).reason


def test_the_first_player_to_move_a_monk_onto_the_tile_receives_its_blessings(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # ASSUMPTION 34 (data/readings.toml): the free step onto another box of the tile a monk
    # began on is no arrival and takes no blessings, or, read the other way, takes them
    for free_takes in (False, True):
        monkeypatch.setattr(C, "free_step_receives_blessings", free_takes)
        m = fresh()
        lay(m, "chapter_house", 0, -1, finished=False)
        put(m, 0, "chapter_house", 1)
        st(m).bless[tid("chapter_house")] = 2
        step(m, 0)
        m.act(0, A.Move("chapter_house", 1, "chapter_house", 3))
        assert seat(m, 0).blessings == (2 if free_takes else 0), free_takes
        assert st(m).bless[tid("chapter_house")] == (0 if free_takes else 2), free_takes
        m.act(0, A.Move("abbey", 0, "chapter_house", 2))     # an arrival takes what is left
        assert seat(m, 0).blessings == 2, free_takes


def test_the_free_step_is_only_for_a_monk_who_began_on_the_tile() -> None:
    m = fresh()
    lay(m, "chapter_house", 0, -1, finished=False)
    step(m, 0)
    m.act(0, A.Move("abbey", 0, "chapter_house", 1))
    assert destinations(m, 0, "chapter_house") == set()


def test_praying_monks_never_move() -> None:
    m = fresh()
    lay(m, "chapel", 0, -1, 2)
    put(m, 0, "chapel", praying=True)
    step(m, 0)
    assert destinations(m, 0, "chapel") == set()
    assert "Praying monks may never move" in refused(
        m, 0, A.Move("chapel", 0, "abbey", 0)).reason


def test_livestock_tiles_cannot_be_entered() -> None:
    m = fresh()
    lay(m, "dormitory", 0, -1, 2)
    lay(m, "beehive", 0, -2)
    step(m, 0)
    assert ("beehive", 0) not in destinations(m, 0)
    assert "cannot be entered" in refused(m, 0, A.Move("abbey", 0, "beehive", 0)).reason


def test_moving_to_a_tile_that_is_not_laid_is_refused() -> None:
    m = fresh()
    step(m, 0)
    assert "not in the monastery" in refused(m, 0, A.Move("abbey", 0, "kitchen", 0)).reason


# --- secret passages -----------------------------------------------------------------------------


def _far_passage(m: Match, owner_passage: str) -> None:
    """A long way east: Paths at (2, 0), (3, 0), (4, 0), then the passage at (5, 0)."""
    lay(m, "path_straight_1", 2, 0, 1)
    lay(m, "path_straight_2", 3, 0, 1)
    lay(m, "path_t_1", 4, 0, 1)
    lay(m, owner_passage, 5, 0)


def test_a_monk_may_move_onto_his_own_secret_passage_for_one_point() -> None:
    m = fresh()
    _far_passage(m, "passage_red")
    step(m, 0, mp=1)
    assert ("passage_red", 0) in destinations(m, 0)
    m.act(0, A.Move("abbey", 0, "passage_red", 0))
    assert mp(m) == 0


def test_the_secret_passage_may_be_used_on_the_way_on() -> None:
    m = fresh()
    _far_passage(m, "passage_red")
    lay(m, "cloister", 6, 0)
    step(m, 0, mp=2)
    assert ("cloister", 0) in destinations(m, 0)   # 1 to the passage, 1 beyond


def test_other_players_use_a_secret_passage_as_a_normal_tile() -> None:
    m = fresh()
    _far_passage(m, "passage_red")
    step(m, 1, mp=2)
    assert ("passage_red", 0) not in destinations(m, 1)


def test_a_secret_passage_cannot_be_used_while_a_monk_prays_on_it() -> None:
    m = fresh()
    _far_passage(m, "passage_red")
    lay(m, "cloister", 6, 0)
    put(m, 1, "passage_red", praying=True)
    step(m, 0, mp=2)
    assert ("cloister", 0) not in destinations(m, 0)


def test_several_monks_may_use_the_secret_passage_in_one_step() -> None:
    m = fresh()
    _far_passage(m, "passage_red")
    lay(m, "cloister", 6, 0)
    put(m, 0, "abbey")
    step(m, 0)
    m.act(0, A.Move("abbey", 0, "cloister", 0))
    m.act(0, A.Move("abbey", 0, "cloister", 0))
    assert mp(m) == 0


# --- encouragement -------------------------------------------------------------------------------


def test_blessings_may_be_placed_on_tiles_under_construction_at_the_end_of_the_step() -> None:
    m = fresh()
    lay(m, "cloister", 0, -1, finished=False)
    lay(m, "dormitory", -1, -1, 2)
    set_blessings(m, 0, 3)
    step(m, 0)
    assert A.PlaceBlessing("cloister") in m.legal_actions(0)
    assert A.PlaceBlessing("dormitory") not in m.legal_actions(0)   # finished
    m.act(0, A.PlaceBlessing("cloister"))
    m.act(0, A.PlaceBlessing("cloister"))
    assert st(m).bless[tid("cloister")] == 2
    assert seat(m, 0).blessings == 1
    # the step is at its end: no more moving or laying
    assert moves(m, 0) == []
    assert "Encouragement ends your step" in refused(
        m, 0, A.Move("abbey", 0, "cloister", 2)).reason


def test_the_first_monk_to_arrive_takes_all_the_blessings() -> None:
    m = fresh()
    lay(m, "cloister", 0, -1, finished=False)
    st(m).bless[tid("cloister")] = 3
    step(m, 1)
    m.act(1, A.Move("abbey", 0, "cloister", 2))
    assert seat(m, 1).blessings == 3
    assert st(m).bless[tid("cloister")] == 0
    assert "Blue takes the 3 blessings lying on the Cloister" in m.log


def test_the_player_who_placed_the_blessings_may_take_them_back() -> None:
    m = fresh()
    lay(m, "cloister", 0, -1, finished=False)
    set_blessings(m, 0, 1)
    step(m, 0)
    m.act(0, A.PlaceBlessing("cloister"))
    m.act(0, A.Done())
    step(m, 0)
    m.act(0, A.Move("abbey", 0, "cloister", 1))
    assert seat(m, 0).blessings == 1


def test_no_blessing_can_be_placed_without_one() -> None:
    m = fresh()
    lay(m, "cloister", 0, -1, finished=False)
    step(m, 0)
    assert A.PlaceBlessing("cloister") not in m.legal_actions(0)
    assert "no blessing" in refused(m, 0, A.PlaceBlessing("cloister")).reason


def test_blessings_go_only_where_a_monk_can_still_arrive() -> None:
    m = fresh()
    lay(m, "cloister", 0, -1, finished=False)
    put(m, 1, "cloister", 2)
    put(m, 1, "cloister", 1)
    set_blessings(m, 0, 1)
    step(m, 0)
    assert A.PlaceBlessing("cloister") not in m.legal_actions(0)


def test_the_step_ends_with_done() -> None:
    m = fresh()
    step(m, 0)
    m.act(0, A.Done())
    assert pending(m).kind == "step" and pending(m).player == 1
