"""The readings of RULES.md assumptions 4, 9, 10, 15, 17 and 18 (data/readings.toml): the game
plays the assumed one, and a study variant may give the other, which plays as it says. Each test
checks both readings on the same position."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from alehouse.boardgames.heaven_and_ale import actions as A
from alehouse.boardgames.heaven_and_ale import board
from alehouse.boardgames.heaven_and_ale.content import CONTENT as C

from .helpers import (
    BARREL_1,
    DISC_B,
    DISC_C,
    destinations,
    goto,
    monk,
    playing,
    refused,
    res,
    scoring,
    seat,
    set_board,
    set_player,
    st,
    turn,
)


@pytest.fixture
def read_otherwise(monkeypatch: pytest.MonkeyPatch) -> Iterator[pytest.MonkeyPatch]:
    """Lets a test give a reading its other value; the goal measures remembered under one
    reading are forgotten, so that nothing measured under the other is read back."""
    monkeypatch.setattr(board, "_measured", {})
    yield monkeypatch


def test_the_readings_in_force_are_the_assumed_ones() -> None:
    assert not C.brewmaster_past_top_pays
    assert C.move_counts_emergency_coins
    assert C.barrel_space_needs_a_barrel
    assert C.monks_of_one_type_activate_each_other
    assert C.disc_count_counts_the_new_disc
    assert C.goal_7_counts_inactive_sheds


@pytest.mark.parametrize(("pays", "ducats"), [(False, 25), (True, 25 + 1)])
def test_4_a_brewmaster_step_past_20_pays_a_ducat_only_where_read_so(
        read_otherwise: pytest.MonkeyPatch, pays: bool, ducats: int) -> None:
    read_otherwise.setattr(C, "brewmaster_past_top_pays", pays)
    m = playing()
    # the A monk activates the C and D monks next to it: 2 steps from spot 19
    set_player(m, 0, brewmaster=19, garden={"shade4": monk("A"), "shade2": monk("C"),
                                            "shade3": monk("D")})
    scoring(m, 0, DISC_B)
    m.act(0, A.PlaceDisc("A"))
    assert seat(m, 0).brewmaster == 20
    assert seat(m, 0).ducats == ducats


@pytest.mark.parametrize("counts_emergency", [True, False])
def test_9_never_to_a_space_whose_tile_you_cannot_afford_counting_emergency_coins_where_read_so(
        read_otherwise: pytest.MonkeyPatch, counts_emergency: bool) -> None:
    read_otherwise.setattr(C, "move_counts_emergency_coins", counts_emergency)
    m = playing()
    set_board(m, resources={1: [res("hops", 5)]})
    set_player(m, 0, ducats=2, hand=["money"])  # 2 ducats, 3 more by the emergency coin rule
    assert (1 in destinations(m, 0)) is counts_emergency
    if not counts_emergency:
        assert refused(m, 0, A.Move(1)).reason == (
            "You cannot afford any tile on space 1 with an empty spot for it with the 2 ducats "
            "you have (the emergency coin rule can raise more before you move)")
    turn(m, 0)
    m.act(0, A.SellPrivilege("money"))  # either way the card may be returned before moving
    assert 1 in destinations(m, 0)
    m.act(0, A.Move(1))
    m.act(0, A.BuyResource("hops", 5, "shade1"))
    assert seat(m, 0).ducats == 0


@pytest.mark.parametrize(("needs_a_barrel", "allowed"), [(True, False), (False, True)])
def test_10_a_barrel_space_with_a_goal_met_but_no_barrel_left_to_take(
        read_otherwise: pytest.MonkeyPatch, needs_a_barrel: bool, allowed: bool) -> None:
    read_otherwise.setattr(C, "barrel_space_needs_a_barrel", needs_a_barrel)
    m = playing()
    set_player(m, 0, brewmaster=1, large=[1])  # goal 1 met, its large barrel already taken
    assert (BARREL_1 in destinations(m, 0)) is allowed
    if not allowed:
        assert "whose barrel is left" in refused(m, 0, A.Move(BARREL_1)).reason
        return
    goto(m, 0, BARREL_1)
    assert seat(m, 0).large == [1] and seat(m, 0).small == []  # nothing more taken
    assert st(m).small_barrels[0] is True
    assert "Green takes no barrel: every barrel of their achieved goals is gone or already " \
        "theirs" in m.log


def test_10_read_either_way_a_barrel_space_needs_some_goal_met(
        read_otherwise: pytest.MonkeyPatch) -> None:
    read_otherwise.setattr(C, "barrel_space_needs_a_barrel", False)
    m = playing()
    set_player(m, 0, brewmaster=0)  # no goal met
    assert BARREL_1 not in destinations(m, 0)
    assert refused(m, 0, A.Move(BARREL_1)).reason == \
        "You may not move to a barrel space without an achieved goal"


@pytest.mark.parametrize(("chain", "steps"), [(True, 2), (False, 0)])
def test_15_two_adjacent_triggered_monks_of_one_type_activate_each_other_only_where_read_so(
        read_otherwise: pytest.MonkeyPatch, chain: bool, steps: int) -> None:
    read_otherwise.setattr(C, "monks_of_one_type_activate_each_other", chain)
    m = playing()
    set_player(m, 0, garden={"shade4": monk("A"), "shade2": monk("A")})  # neighbours
    scoring(m, 0, DISC_B)
    m.act(0, A.PlaceDisc("A"))
    assert seat(m, 0).brewmaster == -10 + steps


@pytest.mark.parametrize("chain", [True, False])
def test_15_read_either_way_a_triggered_monk_activates_monks_of_other_types(
        read_otherwise: pytest.MonkeyPatch, chain: bool) -> None:
    read_otherwise.setattr(C, "monks_of_one_type_activate_each_other", chain)
    m = playing()
    set_player(m, 0, garden={"shade4": monk("A"), "shade2": monk("C"), "shade3": monk("D"),
                             "sun7": res("water", 4)})
    scoring(m, 0, DISC_B)
    m.act(0, A.PlaceDisc("A"))
    assert seat(m, 0).brewmaster == -10 + 2


@pytest.mark.parametrize(("counts_new", "steps"), [(True, 3), (False, 2)])
def test_17_the_disc_count_privilege_counts_the_disc_just_placed_only_where_read_so(
        read_otherwise: pytest.MonkeyPatch, counts_new: bool, steps: int) -> None:
    read_otherwise.setattr(C, "disc_count_counts_the_new_disc", counts_new)
    m = playing()
    set_player(m, 0, garden={"sun1": res("wood", 2)}, discs=("x", "A"))
    scoring(m, 0, DISC_C)
    m.act(0, A.PlaceDisc("wood"))  # the third disc completes x-tile + wood
    m.act(0, A.PlacePrivilege("disc_count"))
    assert seat(m, 0).markers[-1] == -8 + steps  # barley, alone furthest behind


@pytest.mark.parametrize(("counts_inactive", "met"), [(True, True), (False, False)])
def test_18_goal_7_counts_three_sheds_that_activate_nothing_only_where_read_so(
        read_otherwise: pytest.MonkeyPatch, counts_inactive: bool, met: bool) -> None:
    read_otherwise.setattr(C, "goal_7_counts_inactive_sheds", counts_inactive)
    m = playing()
    set_player(m, 0, sheds=[0, 0, 0, -1, -1, -1, -1])
    assert (7 in m.view(None)["players"][0]["barrels_claimable"]) is met


def test_18_read_either_way_goal_7_counts_three_sheds_of_a_type_that_activates(
        read_otherwise: pytest.MonkeyPatch) -> None:
    read_otherwise.setattr(C, "goal_7_counts_inactive_sheds", False)
    m = playing()
    set_player(m, 0, sheds=[3, 0, 3, 3, -1, -1, -1])
    assert m.view(None)["players"][0]["barrels_claimable"] == [7]
