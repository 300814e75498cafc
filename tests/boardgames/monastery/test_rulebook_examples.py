"""Every worked example of the rulebook, as a scenario."""

from __future__ import annotations

from alehouse.boardgames.monastery import actions as A
from alehouse.boardgames.monastery.content import CONTENT as C

from .helpers import (
    BUILDING,
    FINISHED,
    collecting,
    fresh,
    give,
    lay,
    monks_on,
    mp,
    pending,
    points,
    put,
    scoring,
    seat,
    space,
    st,
    step,
    tid,
)


def test_the_chapel_is_fully_occupied_once_three_monks_are_there() -> None:
    m = fresh(3)
    lay(m, "chapel", 0, -1, 2)
    lay(m, "dormitory", -1, -1, 2)
    put(m, 1, "chapel")
    put(m, 2, "chapel")
    put(m, 0, "dormitory")
    step(m, 0)
    assert ("chapel", 0) in {(a.to, a.to_box) for a in m.legal_actions(0)
                             if isinstance(a, A.Move)}
    put(m, 2, "chapel")                      # the third monk: full
    step(m, 0)
    assert ("chapel", 0) not in {(a.to, a.to_box) for a in m.legal_actions(0)
                                 if isinstance(a, A.Move)}


def test_kitchen_red_on_3_and_1_earns_4_green_on_2_earns_2_turned_after_green() -> None:
    m = fresh(3)
    lay(m, "path_cross", 2, 0)
    lay(m, "kitchen", 2, -1, finished=False)
    put(m, 0, "kitchen", 3)
    put(m, 0, "kitchen", 1)
    put(m, 2, "kitchen", 2)
    scoring(m, 0, hour="toil")
    assert points(m, 0) == 4
    m.act(0, A.Done())
    assert st(m).status[tid("kitchen")] == BUILDING   # Green has not scored yet
    assert pending(m).player == 2 and points(m, 2) == 2
    m.act(2, A.Done())
    assert st(m).status[tid("kitchen")] == FINISHED


def test_workshop_red_with_two_monks_earns_3_and_turns_it_over() -> None:
    m = fresh()
    lay(m, "path_cross", 2, 0)
    lay(m, "workshop", 2, -1, 2, finished=False)
    put(m, 0, "workshop", 2)
    put(m, 0, "workshop", 1)
    scoring(m, 0, hour="toil")
    assert points(m, 0) == 3
    m.act(0, A.Done())
    assert st(m).status[tid("workshop")] == FINISHED
    assert "The Workshop is finished and turned over" in m.log


def test_a_monk_finishing_field_c_earns_3() -> None:
    m = fresh()
    lay(m, "path_cross", 2, 0)
    lay(m, "field_through_1", 3, 0, 1)               # Field A, finished
    lay(m, "field_through_2", 4, 0, 1)               # Field B, finished
    lay(m, "field_end_1", 5, 0, 3, finished=False)   # Field C
    put(m, 0, "field_end_1", 1)
    scoring(m, 0, hour="toil")
    assert points(m, 0) == 3


def test_paths_a_and_b_finished_finishing_d_earns_1_then_c_earns_4() -> None:
    m = fresh()
    lay(m, "path_straight_1", 2, 0, 1)               # A, finished
    lay(m, "path_straight_2", 3, 0, 1)               # B, finished
    lay(m, "path_t_1", 4, 0, 1, finished=False)      # C
    lay(m, "path_t_2", 5, 0, 1, finished=False)      # D
    put(m, 0, "path_t_2", 1)
    scoring(m, 0, hour="toil")
    assert points(m, 0) == 1
    m.act(0, A.Done())
    assert st(m).status[tid("path_t_2")] == FINISHED
    # later another monk finishes C: A, B and D are finished, all joined through C
    put(m, 1, "path_t_1", 1)
    scoring(m, 1, hour="toil")
    assert points(m, 1) == 4


def test_the_beehive_next_to_two_tiles_brings_two_blessings() -> None:
    m = fresh()
    lay(m, "path_cross", 2, 0)
    lay(m, "path_t_1", 3, 0, 1)
    lay(m, "kitchen", 3, -1)
    lay(m, "dormitory", 5, -1)
    give(m, 0, "beehive")
    step(m, 0)
    m.act(0, A.LayTile("beehive", 4, -1, 0))
    assert seat(m, 0).blessings == 2


def test_red_spends_7_points_on_a_3_point_monk_and_two_2_point_letters() -> None:
    m = fresh()
    collecting(m, 0, 7)
    assert C.top_cost[C.cross_col[0]] == 3           # the red cross: a 3-point monk
    m.act(0, A.TakeMonk("red", "red"))
    m.act(0, A.TakeLetter(space(0, 2)))              # I of LIBERA, column 2
    m.act(0, A.TakeLetter(space(1, 2)))              # U of QUAESUMUS, column 2
    m.act(0, A.PlaceLetter("blue", 1))
    assert points(m, 0) == 0
    assert len(monks_on(m, "abbey", 0)) == 2
    assert st(m).tracks[1] == 1                      # I on Red's own track


def test_four_upright_monks_give_8_movement_points() -> None:
    m = fresh()
    for _ in range(3):
        put(m, 0, "abbey")
    step(m, 0)
    assert mp(m) == 8


def test_three_upright_and_two_praying_monks_give_6_movement_points() -> None:
    m = fresh()
    lay(m, "cloister", 0, -1)
    lay(m, "dormitory", -1, -1, 2)
    put(m, 0, "abbey")
    put(m, 0, "abbey")
    put(m, 0, "cloister", praying=True)
    put(m, 0, "dormitory", praying=True)
    step(m, 0)
    assert mp(m) == 6


def test_red_moves_one_monk_5_points_and_another_3_the_others_stay() -> None:
    m = fresh()
    east = ("path_straight_1", "path_straight_2", "path_t_1", "path_t_2", "cloister")
    for x, name in enumerate(east, start=2):
        lay(m, name, x, 0, 1)
    lay(m, "chapter_house", 0, -1)
    lay(m, "dormitory", 0, -2, 2)
    for _ in range(3):
        put(m, 0, "abbey")
    step(m, 0)
    assert mp(m) == 8
    m.act(0, A.Move("abbey", 0, "cloister", 0))       # 5 points
    m.act(0, A.Move("abbey", 0, "dormitory", 0))      # 2 points
    assert mp(m) == 1
    m.act(0, A.Move("dormitory", 0, "chapter_house", 0))   # the third: 8 in all
    assert mp(m) == 0
    assert len(monks_on(m, "abbey", 0)) == 2


def test_in_a_two_player_game_of_blue_and_green_red_and_yellow_parts_are_unused() -> None:
    m = fresh(colours=(1, 2))
    s = st(m)
    assert all(c in ("", "+") for c in s.board[0:10])     # red row
    assert all(c in ("", "+") for c in s.board[30:40])    # yellow row
    assert "".join(s.board[10:20]).replace("+", "") == "QUAESUMUS"
    assert m.player_name(0) == "Blue" and m.player_name(1) == "Green"
