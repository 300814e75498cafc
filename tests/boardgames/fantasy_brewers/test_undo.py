"""Undo in Fantasy Brewers: your own actions within your own turn (a pawn's placement with its
bonus; a worker's space and actions), never past the turn's end, another player's action, a
card turned face-up from a deck (a row refilled), an answer about Protection Money (final) or
a position set up by hand (Match.undo; `rules.proceed` marks the end of every turn, the rows'
refill marks the cards it reveals, Upkeep marks the plans it reveals)."""

from __future__ import annotations

from typing import Any

import pytest

from alehouse import IllegalAction, Match
from alehouse.boardgames.fantasy_brewers import actions as A
from alehouse.boardgames.fantasy_brewers.state import Worker
from tests.helpers import saved

from .helpers import (
    BLUE,
    MEDIUM,
    PURPLE,
    SMALL,
    good,
    new,
    placing,
    refresh,
    seat,
    set_player,
    st,
    start_actions,
    start_turn,
    to_upkeep,
    up,
)


def refused_undo(m: Match, p: int) -> str:
    """`p` may not take anything back: the refusal's reason (the match is left as it was)."""
    before = m.to_json()
    assert not m.can_undo(p)
    with pytest.raises(IllegalAction) as err:
        m.undo(p)
    assert err.value.code == "cannot_undo"
    assert m.to_json() == before
    return err.value.reason


def test_an_action_can_be_taken_back_and_made_again_exactly() -> None:
    m = new()
    set_player(m, BLUE, up={"brewer": 1})
    start_turn(m, "A", BLUE, space=4)  # A right 4: Buy Goat (1 Beer) | Earn 1 coin
    before = saved(m)
    m.act(BLUE, A.Buy("doorway", 0, 0, 0))
    after = saved(m)
    assert m.can_undo(BLUE)
    m.undo(BLUE)
    assert saved(m) == before
    assert good(m, BLUE, "goat") == 0 and up(m, BLUE, "brewer") == 1
    m.act(BLUE, A.Buy("doorway", 0, 0, 0))
    assert saved(m) == after


def test_every_action_of_a_workers_turn_can_be_taken_back_one_by_one() -> None:
    m = new()
    set_player(m, BLUE, down={"grower": 2, "brewer": 1})
    start_turn(m, "A", BLUE)
    start = saved(m)
    m.act(BLUE, A.ChooseSpace(6))  # A right 6: Earn 1 coin | Turn up to 2 Assistants face-up
    m.act(BLUE, A.FlipAssistants("door"))
    m.act(BLUE, A.Flip("grower"))
    m.act(BLUE, A.Flip("brewer"))
    assert (up(m, BLUE, "grower"), up(m, BLUE, "brewer")) == (1, 1)
    assert m.actors == (BLUE,)  # the doorway action is still to do
    for _ in range(4):
        m.undo(BLUE)
    assert saved(m) == start
    assert "set up by hand" in refused_undo(m, BLUE)


def test_a_placement_and_its_bonus_can_be_taken_back_while_the_turn_goes_on() -> None:
    m = new()
    placing(m, start=BLUE)
    set_player(m, BLUE, down={"grower": 2, "labourer": 1})
    start = saved(m)
    m.act(BLUE, A.PlaceWorker("tavern"))  # 1 coin and up to 2 Assistants face-up
    m.act(BLUE, A.Flip("grower"))
    assert m.actors == (BLUE,)  # one more Assistant to turn
    m.undo(BLUE)
    m.undo(BLUE)
    assert saved(m) == start
    m.act(BLUE, A.PlaceWorker("A"))  # a different choice now
    assert seat(m, BLUE).coins == 2


def test_no_undo_once_the_turn_is_over() -> None:
    m = new()
    start_turn(m, "A", BLUE, space=1)
    m.act(BLUE, A.Earn("door"))
    m.act(BLUE, A.EndTurn())
    assert m.actors == (PURPLE,)  # the next worker in line
    assert "turn ended" in refused_undo(m, BLUE)


def test_no_undo_once_a_placement_turn_is_over() -> None:
    m = new()
    placing(m, start=BLUE)
    set_player(m, BLUE, down={"grower": 2, "labourer": 1})
    m.act(BLUE, A.PlaceWorker("A"))
    assert m.actors == (PURPLE,)
    refused_undo(m, BLUE)
    m.act(PURPLE, A.PlaceWorker("B"))
    m.act(BLUE, A.PlaceWorker("tavern"))  # Blue again: which Assistants to turn face-up
    assert m.actors == (BLUE,)
    m.undo(BLUE)  # this placement may be taken back, the one before stays done
    refused_undo(m, BLUE)


def test_no_undo_after_a_row_is_refilled_from_its_deck() -> None:
    m = new()
    set_player(m, BLUE, coins=20)
    start_turn(m, "C", BLUE, space=1)  # C right 1: Build or Decorate | Earn 1 coin
    st(m).extension_row = ["E1"]
    refresh(m)
    m.act(BLUE, A.Earn("door"))
    assert m.can_undo(BLUE)
    m.act(BLUE, A.Build("doorway", "E1"))  # the row is bought out: 5 cards turn face-up
    assert len(st(m).extension_row) == 5
    assert "revealed" in refused_undo(m, BLUE)


def test_a_build_that_reveals_nothing_can_be_taken_back() -> None:
    m = new()
    set_player(m, BLUE, coins=20)
    start_turn(m, "C", BLUE, space=1)
    st(m).extension_row = ["E1", "E2"]
    refresh(m)
    before = saved(m)
    m.act(BLUE, A.Build("doorway", "E1"))
    assert st(m).extension_row == ["E2"] and m.actors == (BLUE,)
    m.undo(BLUE)
    assert saved(m) == before


def test_no_one_takes_back_another_players_action() -> None:
    m = new()
    start_turn(m, "A", BLUE)
    m.act(BLUE, A.ChooseSpace(1))
    assert m.can_undo(BLUE)
    assert "only the player who made the last move" in refused_undo(m, PURPLE)


def test_protection_money_once_answered_is_never_taken_back() -> None:
    m = new(players=3)
    placing(m, start=BLUE)
    for p in range(3):
        set_player(m, p, coins=5)
    st(m).placed = 6  # Blue places the large pawn behind Purple's small and medium ones
    st(m).queues[0] = [Worker(PURPLE, SMALL), Worker(PURPLE, MEDIUM)]
    refresh(m)
    m.act(BLUE, A.PlaceWorker("A"))
    assert m.actors == (PURPLE,)
    refused_undo(m, BLUE)  # Purple has to answer now
    m.act(PURPLE, A.PayProtection())
    assert m.actors == (PURPLE,)  # asked again, for the medium pawn
    assert "may not be taken back" in refused_undo(m, PURPLE)
    m.act(PURPLE, A.RefuseProtection())
    assert seat(m, BLUE).coins == 6
    refused_undo(m, PURPLE)


def test_a_chosen_upkeep_plan_is_not_taken_back() -> None:
    m = new()
    both: dict[str, Any] = {"up": {"grower": 1}, "goods": {"goat": 1, "pig": 1},
                            "festival": (2, 0)}
    set_player(m, BLUE, **both)
    set_player(m, PURPLE, **both)
    to_upkeep(m)
    assert m.actors == (BLUE, PURPLE)
    m.act(PURPLE, A.Upkeep(0, 0, 1, 0, 0, 0))
    assert "your turn is over" in refused_undo(m, PURPLE)  # chosen: no longer choosing
    refused_undo(m, BLUE)  # nor may Blue take back Purple's choice
    m.act(BLUE, A.Upkeep(0, 1, 0, 0, 0, 0))  # everyone has chosen: all plans revealed, paid
    assert st(m).month == 2 and good(m, PURPLE, "large_pig") == 1
    refused_undo(m, BLUE)
    refused_undo(m, PURPLE)


def test_a_position_set_up_by_hand_is_as_far_back_as_undo_goes() -> None:
    m = new()
    start_actions(m, {"A": [(BLUE, SMALL)]}, hold=True)  # refreshes the match
    refused_undo(m, BLUE)
    m.act(BLUE, A.ChooseSpace(1))
    m.undo(BLUE)
    assert "set up by hand" in refused_undo(m, BLUE)
