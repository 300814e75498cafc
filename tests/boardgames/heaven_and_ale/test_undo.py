"""Undo in Heaven & Ale: your own actions within your own turn, never past its end or another
player's action (Match.undo; the turn's end is the barrier `EndOfTurn` marks). Nothing in a
Heaven & Ale turn is random or hidden: the piles are only drawn from between rounds."""

from __future__ import annotations

import pytest

from alehouse import IllegalAction
from alehouse.boardgames.heaven_and_ale import actions as A
from tests.helpers import saved

from .helpers import buying, playing, res, seat, set_board, set_player, tiles_at


def test_a_purchase_can_be_taken_back_and_made_again_exactly() -> None:
    m = playing()
    buying(m, 0, [res("hops", 2), res("wood", 1)])
    before = saved(m)
    m.act(0, A.BuyResource("wood", 1, "shade1"))
    after = saved(m)
    assert m.can_undo(0)
    m.undo(0)
    assert saved(m) == before
    assert sorted(tiles_at(m, 1)) == sorted([res("hops", 2), res("wood", 1)])
    assert seat(m, 0).ducats == 25
    m.act(0, A.BuyResource("wood", 1, "shade1"))
    assert saved(m) == after


def test_the_move_itself_can_be_taken_back_while_the_turn_goes_on() -> None:
    m = playing()
    set_board(m, resources={1: [res("hops", 2)], 2: [res("wood", 1)]})
    before = saved(m)
    m.act(0, A.Move(2))
    m.undo(0)
    assert saved(m) == before
    assert seat(m, 0).position == 0
    m.act(0, A.Move(1))  # a different choice now
    assert seat(m, 0).position == 1


def test_every_action_of_the_turn_can_be_taken_back_one_by_one() -> None:
    m = playing()
    set_player(m, 0, ducats=30)
    set_board(m, resources={1: [res("hops", 2), res("wood", 1), res("water", 5)]})
    start = saved(m)
    m.act(0, A.Move(1))
    m.act(0, A.BuyResource("hops", 2, "sun1"))
    m.act(0, A.SellPrivilege("colour_count"))
    m.act(0, A.BuyResource("wood", 1, "shade4"))
    for _ in range(4):
        m.undo(0)
    assert saved(m) == start
    with pytest.raises(IllegalAction) as err:
        m.undo(0)
    assert err.value.code == "cannot_undo"


def test_no_undo_once_the_turn_is_over() -> None:
    m = playing()
    buying(m, 0, [res("hops", 2), res("wood", 1)])
    m.act(0, A.BuyResource("wood", 1, "shade1"))
    m.act(0, A.Done())
    assert m.actors == (1,)
    assert not m.can_undo(0)
    before = m.to_json()
    with pytest.raises(IllegalAction) as err:
        m.undo(0)
    assert err.value.code == "cannot_undo"
    assert m.to_json() == before


def test_no_one_takes_back_another_players_action() -> None:
    m = playing()
    buying(m, 0, [res("hops", 2), res("wood", 1)])
    m.act(0, A.BuyResource("wood", 1, "shade1"))
    assert not m.can_undo(1)
    with pytest.raises(IllegalAction) as err:
        m.undo(1)
    assert err.value.code == "cannot_undo"
    assert "only the player who made the last move" in err.value.reason


def test_the_next_player_cannot_undo_into_the_previous_turn() -> None:
    m = playing()
    buying(m, 0, [res("hops", 2)])
    m.act(0, A.BuyResource("hops", 2, "shade1"))  # nothing left: Green's turn ends
    assert m.actors == (1,)
    m.act(1, A.Move(28))  # Orange moves to the starting area: a starting space to choose
    assert not m.can_undo(0)
    assert m.can_undo(1)


def test_a_position_set_up_by_hand_is_as_far_back_as_undo_goes() -> None:
    m = playing()
    set_board(m, resources={1: [res("hops", 2), res("wood", 1)]})  # refreshes the match
    assert not m.can_undo(0)
    m.act(0, A.Move(1))
    m.undo(0)
    assert not m.can_undo(0)
    with pytest.raises(IllegalAction) as err:
        m.undo(0)
    assert "set up by hand" in err.value.reason
