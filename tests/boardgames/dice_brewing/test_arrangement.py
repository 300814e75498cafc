"""Rulebook 5.1 Dice Arrangement: turns in the established order (one or two dice, a seed and a
die, or two seeds), passing, storing (not a turn), dice from the active pool or storage,
blocking fields (1/2/3 players per field), and the buildings' padlocks."""

from __future__ import annotations

import pytest

from alehouse import Match
from alehouse.boardgames.dice_brewing import actions as A

from .helpers import (
    ORANGE,
    PURPLE,
    RED,
    WHITE,
    arranging,
    decision,
    empty_all,
    end_round,
    fields_open,
    legal_of,
    new,
    placements,
    refresh,
    refused,
    seat,
    set_player,
    spec,
    st,
)


def two_players(red: str = "y3", blue: str = "g3", *, red_seeds: int = 0,
                blue_seeds: int = 0, round: int = 1) -> Match:
    m = new(players=2)
    empty_all(m)
    set_player(m, RED, pool=red, seeds=red_seeds)
    set_player(m, PURPLE, pool=blue, seeds=blue_seeds)
    arranging(m, RED, round=round)
    return m


def test_a_turn_may_place_one_die() -> None:
    m = new(players=2)
    empty_all(m)
    set_player(m, RED, pool="y3 k4")
    set_player(m, PURPLE, pool="g3")
    arranging(m, RED)
    m.act(RED, A.PlaceDie("M2", "pool", "yellow", 3))
    assert decision(m) == {"kind": "arrange_turn", "player": RED, "placed": 1}
    m.act(RED, A.EndTurn())
    assert m.actors == (PURPLE,)
    assert seat(m, RED).board["M2"].die is not None
    assert spec(seat(m, RED).pool) == "k4"


def test_a_turn_may_place_two_dice_of_any_colours() -> None:
    m = new(players=2)
    empty_all(m)
    set_player(m, RED, pool="y3 g4")
    set_player(m, PURPLE, pool="g3")
    arranging(m, RED)
    m.act(RED, A.PlaceDie("M3", "pool", "yellow", 3))
    m.act(RED, A.PlaceDie("H2", "pool", "green", 4))
    assert set(seat(m, RED).board) == {"M3", "H2"}
    assert m.actors == (RED,)
    m.act(RED, A.EndTurn())
    assert m.actors == (PURPLE,)


def test_a_turn_may_place_a_seed_and_a_die() -> None:
    m = new(players=2)
    empty_all(m)
    set_player(m, RED, pool="y3", seeds=1)
    set_player(m, PURPLE, pool="g3")
    arranging(m, RED)
    m.act(RED, A.PlaceSeed("M1"))
    m.act(RED, A.PlaceDie("M2", "pool", "yellow", 3))
    assert seat(m, RED).board["M1"].seed and seat(m, RED).seeds == 0
    assert seat(m, RED).board["M2"].die is not None


def test_a_turn_may_place_two_seeds() -> None:
    m = new(players=2)
    empty_all(m)
    set_player(m, RED, seeds=2)
    set_player(m, PURPLE, pool="g3")
    arranging(m, RED)
    m.act(RED, A.PlaceSeed("M1"))
    m.act(RED, A.PlaceSeed("H1"))
    assert seat(m, RED).seeds == 0
    assert seat(m, RED).board["M1"].seed and seat(m, RED).board["H1"].seed


def test_a_turn_never_places_a_third_seed_or_die() -> None:
    m = new(players=2)
    empty_all(m)
    set_player(m, RED, pool="y3 k4 g2 b6", seeds=2)
    set_player(m, PURPLE, pool="g3")
    arranging(m, RED)
    m.act(RED, A.PlaceSeed("M1"))
    m.act(RED, A.PlaceSeed("H1"))
    assert placements(m, RED) == []
    refused(m, RED, A.PlaceDie("M3", "pool", "yellow", 3))
    refused(m, RED, A.SpeedUp("M1", "pool", 6))
    assert A.EndTurn() in m.legal_actions(RED)


def test_a_speed_up_is_one_of_the_two_dice_of_a_turn() -> None:
    # the rulebook's example: a yellow die and a blue die are "two dice of any colour"
    m = new(players=2)
    empty_all(m)
    set_player(m, RED, pool="y3 k4 b6")
    set_player(m, PURPLE, pool="g3")
    arranging(m, RED)
    m.act(RED, A.PlaceDie("M3", "pool", "yellow", 3))
    m.act(RED, A.SpeedUp("M3", "pool", 6))
    assert placements(m, RED) == []
    refused(m, RED, A.PlaceDie("M2", "pool", "black", 4))


def test_after_a_turn_the_player_on_the_left_continues() -> None:
    m = new(players=4)
    empty_all(m)
    for p in range(4):
        set_player(m, p, pool="y3 k3")
    arranging(m, ORANGE, priority=ORANGE)
    order = []
    for k in range(4):
        p = m.actors[0]
        order.append(p)
        m.act(p, A.PlaceDie("M2" if k == 3 else "M3", "pool", "yellow", 3))
        m.act(p, A.EndTurn())
    assert order == [ORANGE, WHITE, RED, PURPLE]


def test_players_take_as_many_turns_as_they_like_one_at_a_time() -> None:
    m = new(players=2)
    empty_all(m)
    set_player(m, RED, pool="y3 k4", seeds=2)
    set_player(m, PURPLE, pool="g3 y2")
    arranging(m, RED)
    m.act(RED, A.PlaceDie("M3", "pool", "yellow", 3))
    m.act(RED, A.EndTurn())
    m.act(PURPLE, A.PlaceDie("H2", "pool", "green", 3))
    m.act(PURPLE, A.EndTurn())
    m.act(RED, A.PlaceSeed("M1"))  # Red's second turn
    m.act(RED, A.EndTurn())
    m.act(PURPLE, A.PlaceDie("M2", "pool", "yellow", 2))
    m.act(PURPLE, A.EndTurn())
    m.act(RED, A.PlaceSeed("H1"))  # and a third
    assert set(seat(m, RED).board) == {"M3", "M1", "H1"}


def test_a_player_who_passes_takes_no_more_turns_this_phase() -> None:
    m = two_players(red="y3 k4", blue="g3 y2 k5")
    m.act(RED, A.Pass())
    assert seat(m, RED).passed
    assert "Red passes" in m.log
    for move in (A.PlaceDie("H2", "pool", "green", 3), A.PlaceDie("M3", "pool", "yellow", 2)):
        m.act(PURPLE, move)
        m.act(PURPLE, A.EndTurn())
        assert m.actors == (PURPLE,)  # Red has passed: Purple goes on alone
    refused(m, RED, A.PlaceDie("M3", "pool", "yellow", 3), code="not_your_turn")


def test_passing_blocks_nobody() -> None:
    m = two_players(red="y3", blue="g3 y2")
    m.act(RED, A.Pass())
    m.act(PURPLE, A.PlaceDie("H2", "pool", "green", 3))
    m.act(PURPLE, A.EndTurn())
    m.act(PURPLE, A.PlaceDie("M3", "pool", "yellow", 2))
    assert set(seat(m, PURPLE).board) == {"H2", "M3"}


def test_the_phase_ends_when_all_players_have_passed() -> None:
    m = two_players(red="y3", blue="g3")
    m.act(RED, A.Pass())
    assert st(m).phase == "arrange"
    m.act(PURPLE, A.Pass())
    assert st(m).phase != "arrange"
    assert ("Round 1: Purchasing Phase (the marketplace opens in round 2 and the black market "
            "opens in round 3)") in m.log


def test_pass_is_offered_before_placing_and_end_turn_after() -> None:
    # a turn is one or two placements: with nothing placed yet, stopping is passing
    m = two_players(red="y3 k4", blue="g3")
    assert A.Pass() in m.legal_actions(RED) and A.EndTurn() not in m.legal_actions(RED)
    refused(m, RED, A.EndTurn())
    m.act(RED, A.PlaceDie("M3", "pool", "yellow", 3))
    assert A.EndTurn() in m.legal_actions(RED) and A.Pass() not in m.legal_actions(RED)
    refused(m, RED, A.Pass())


def test_a_turn_with_nothing_to_do_but_pass_is_skipped() -> None:
    m = new(players=2)
    empty_all(m)
    set_player(m, PURPLE, pool="g3 y2")
    set_player(m, RED)
    arranging(m, PURPLE)
    m.act(PURPLE, A.PlaceDie("H2", "pool", "green", 3))
    m.act(PURPLE, A.EndTurn())
    assert "Red passes: nothing left to place" in m.log  # passed for Red, who could do nothing
    assert m.actors == (PURPLE,)


def test_storing_a_die_is_not_a_turn() -> None:
    m = two_players(red="y3 k4 g5 b2", blue="g3")
    m.act(RED, A.Store("yellow", 3))
    assert m.actors == (RED,)
    assert decision(m) == {"kind": "arrange_turn", "player": RED, "placed": 0}
    m.act(RED, A.PlaceDie("M3", "pool", "black", 4))
    m.act(RED, A.PlaceDie("H2", "pool", "green", 5))  # still two placements
    m.act(RED, A.Store("blue", 2))  # and storing after them
    assert spec(seat(m, RED).storage) == "y3 b2"
    assert m.actors == (RED,)


def test_any_number_of_dice_may_be_stored_in_a_turn() -> None:
    m = two_players(red="y3 k4 g5 b2 y6", blue="g3")
    for colour, value in (("yellow", 3), ("yellow", 6), ("black", 4), ("green", 5),
                          ("blue", 2)):
        m.act(RED, A.Store(colour, value))
    assert seat(m, RED).pool == []
    assert spec(seat(m, RED).storage) == "y3 y6 k4 g5 b2"
    assert "Red transfers a green 5 to storage" in m.log


def test_stored_dice_cannot_be_moved_back_to_the_active_pool() -> None:
    m = two_players(red="g1", blue="g3")
    set_player(m, RED, pool="g1", storage="y5 k6")
    assert legal_of(m, RED, A.Store) == [A.Store("green", 1)]
    refused(m, RED, A.Store("yellow", 5))  # Store only moves active pool -> storage
    m.act(RED, A.Pass())
    assert spec(seat(m, RED).storage) == "y5 k6"


def test_dice_from_the_active_pool_or_the_storage_can_be_placed() -> None:
    m = two_players(red="y3", blue="g3")
    set_player(m, RED, pool="y3", storage="y5")
    assert {(a.source, a.value) for a in legal_of(m, RED, A.PlaceDie)
            if a.field == "M3"} == {("pool", 3), ("storage", 5)}
    m.act(RED, A.PlaceDie("M3", "storage", "yellow", 5))
    assert seat(m, RED).storage == []
    assert spec(seat(m, RED).pool) == "y3"


@pytest.mark.parametrize(("players", "holds"), [(2, 1), (3, 2), (4, 3)])
def test_a_field_holds_1_2_or_3_players_in_a_2_3_or_4_player_game(players: int,
                                                                   holds: int) -> None:
    m = new(players=players)
    empty_all(m)
    for p in range(players):
        set_player(m, p, seeds=1, pool="y3")
    arranging(m, RED)
    for p in range(holds):
        assert "M1" in fields_open(m, p)
        m.act(p, A.PlaceSeed("M1"))
        m.act(p, A.EndTurn())
    last = holds  # the next player finds the field full
    assert m.actors == (last,)
    assert "M1" not in fields_open(m, last)
    refused(m, last, A.PlaceSeed("M1"))
    assert m.view(None)["field_users"]["M1"] == holds


def test_a_field_holds_two_players_in_a_three_player_game() -> None:
    m = new(players=3)
    empty_all(m)
    for p in range(3):
        set_player(m, p, seeds=1, pool="y3")
    arranging(m, ORANGE)
    st(m).field_users["M1"] = 1  # Red is on it
    assert "M1" in fields_open(m, ORANGE)
    st(m).field_users["M1"] = 2  # Red and Purple are on it
    refresh(m)
    assert "M1" not in fields_open(m, ORANGE)


def test_a_full_field_leaves_the_other_fields_of_the_building_open() -> None:
    # "the blocking token only blocks one field and you can still use other fields"
    m = two_players(red="y3", blue="y4 g2", blue_seeds=1)
    m.act(RED, A.PlaceDie("M3", "pool", "yellow", 3))
    m.act(RED, A.EndTurn())
    assert "M3" not in fields_open(m, PURPLE)
    assert {"M1", "M2", "H1", "H2"} <= fields_open(m, PURPLE)


def test_each_field_is_used_at_most_once_a_round_by_a_player() -> None:
    # ASSUMPTION 9 (what is placed stays there until the end of the round)
    m = new(players=3)
    empty_all(m)
    set_player(m, RED, pool="y3 y4 k2")
    set_player(m, PURPLE, pool="g3")
    arranging(m, RED)
    m.act(RED, A.PlaceDie("M3", "pool", "yellow", 3))
    m.act(RED, A.EndTurn())
    m.act(PURPLE, A.Pass())
    assert m.actors == (RED,)
    assert "M3" not in fields_open(m, RED)  # 3 players: M3 would hold one more player
    refused(m, RED, A.PlaceDie("M3", "pool", "yellow", 4))
    assert "M2" in fields_open(m, RED)


def test_fields_are_free_again_the_next_round() -> None:
    m = two_players(red="y3", blue="y4")
    m.act(RED, A.PlaceDie("M3", "pool", "yellow", 3))
    m.act(RED, A.EndTurn())
    assert "M3" not in fields_open(m, PURPLE)
    end_round(m)
    set_player(m, RED, pool="y3")
    set_player(m, PURPLE, pool="y4")
    arranging(m, PURPLE, round=2)
    assert "M3" in fields_open(m, PURPLE)


def test_in_round_1_only_the_malt_house_and_the_hops_plantation_are_open() -> None:
    m = two_players(red="y3 k4 g5 b6", blue="g3", red_seeds=1)
    assert fields_open(m, RED) == {"M1", "M2", "M3", "H1", "H2"}


def test_the_school_of_skills_opens_in_round_2() -> None:
    m = two_players(red="y3 k4 g5 b6", blue="g3", red_seeds=1, round=2)
    assert fields_open(m, RED) == {"M1", "M2", "M3", "H1", "H2", "S1", "S2", "S3"}


def test_the_department_of_seed_opens_in_round_3() -> None:
    m = two_players(red="y3 k4 g5 b6", blue="g3", red_seeds=1, round=3)
    assert fields_open(m, RED) == {"M1", "M2", "M3", "H1", "H2", "S1", "S2", "S3", "D1",
                                   "D2", "D3"}
    for round_ in (4, 9):
        st(m).round = round_
        refresh(m)
        assert len(fields_open(m, RED)) == 11


def test_placed_dice_and_seeds_stay_on_the_board_until_the_end_of_the_round() -> None:
    m = two_players(red="y3 g4", blue="g3", red_seeds=1)
    m.act(RED, A.PlaceDie("M2", "pool", "yellow", 3))
    m.act(RED, A.PlaceSeed("H1"))
    m.act(RED, A.EndTurn())
    m.act(PURPLE, A.Pass())
    m.act(RED, A.Pass())
    assert st(m).phase != "arrange"
    board = m.view(None)["players"][RED]["board"]
    assert board["M2"] == {"seed": False, "die": {"colour": "yellow", "value": 3},
                           "speed": None, "done": False, "building_name": "Malt House",
                           "field_number": 2}
    assert board["H1"]["seed"] is True
    assert spec(seat(m, RED).pool) == "g4"
    end_round(m)
    assert seat(m, RED).board == {}
