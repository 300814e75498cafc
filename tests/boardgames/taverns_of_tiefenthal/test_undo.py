"""Undo in The Taverns of Tiefenthal (Match.undo): a player takes back their own actions within
their own part of a phase (their Planning and Serving, their turn bonus, ...), never past the
point where play passes on (the next decision is another player's, or the phase moves on), a die
rolled, cards drawn or turned face up (Arrival, the guest display, the 3-beer stack), another
player's action, an entertainer's side (placed for good) or a position set up by hand."""

from __future__ import annotations

from alehouse.boardgames.taverns_of_tiefenthal import actions as A
from tests.helpers import cannot_undo, saved

from .helpers import (
    BARBACK,
    GREEN,
    RED,
    REG1,
    REG2,
    arrival,
    drawn_order,
    evening,
    guest,
    new,
    planning,
    refresh,
    seat,
    serving,
    set_tavern,
    st,
)

TABLES3 = [[REG1], [REG2], [REG2]]
FILLER = [REG2] * 6




def test_a_purchase_can_be_taken_back_and_made_again_exactly() -> None:
    m = new()
    serving(m, RED, tables=TABLES3, thalers=5)
    before = saved(m)
    m.act(RED, A.BuyCard("barback"))
    after = saved(m)
    assert m.can_undo(RED)
    m.undo(RED)
    assert saved(m) == before
    assert seat(m, RED).thalers == 5 and seat(m, RED).bought == []
    m.act(RED, A.BuyCard("barback"))
    assert saved(m) == after
    assert drawn_order(m, RED)[0] == BARBACK


def test_every_action_of_planning_and_serving_can_be_taken_back_one_by_one() -> None:
    m = new()
    set_tavern(m, RED, tables=TABLES3, areas=[])
    set_tavern(m, GREEN, tables=TABLES3, areas=[])
    planning(m, {RED: [1, 2, 5], GREEN: [2]}, start=RED)
    start = saved(m)
    m.act(RED, A.Plan(True, 1, "table0", 0))
    m.act(RED, A.Plan(True, 2, "table1", 0))
    m.act(RED, A.Plan(True, 5, "monk", 0))  # the last die: Red's Serving Phase begins
    assert st(m).pending[-1].kind == "serve" and m.actors == (RED,)
    m.act(RED, A.Use("table0"))
    m.act(RED, A.BuyCard("barback"))
    for _ in range(5):
        m.undo(RED)
    assert saved(m) == start
    assert "set up by hand" in cannot_undo(m, RED)


def test_a_different_choice_after_taking_one_back() -> None:
    m = new(modules=2)
    evening(m, 3)  # Red chooses a die or a Dishwasher, then places the Magician
    m.act(RED, A.TakeBonus("dishwasher"))
    assert st(m).pending[-1].kind == "entertainer" and m.can_undo(RED)
    m.undo(RED)
    assert st(m).pending[-1].kind == "turn_bonus" and st(m).piles["dishwasher"] == 16
    m.act(RED, A.TakeBonus("die"))
    assert len(seat(m, RED).colour) == 1 and st(m).piles["dishwasher"] == 16


def test_no_undo_once_the_serving_phase_is_over() -> None:
    m = new()
    serving(m, RED, tables=TABLES3, thalers=5)
    m.act(RED, A.BuyCard("barback"))
    m.act(RED, A.EndServing())
    assert m.actors == (GREEN,)
    cannot_undo(m, RED)
    m.act(GREEN, A.EndServing())
    cannot_undo(m, RED)
    cannot_undo(m, GREEN)


def test_no_one_takes_back_another_players_action() -> None:
    m = new()
    serving(m, RED, tables=TABLES3, thalers=5)
    m.act(RED, A.BuyCard("barback"))
    assert "only the player who made the last move" in cannot_undo(m, GREEN)
    assert m.can_undo(RED)


def test_a_pick_passes_the_play_on() -> None:
    m = new()
    arrival(m, {RED: FILLER, GREEN: FILLER})
    assert st(m).phase == "dice_draft"
    st(m).coasters = [[1, 2, 3, 4], [2, 3, 4, 5]]
    refresh(m)
    m.act(RED, A.PickDie(4))
    assert m.actors == (GREEN,)
    cannot_undo(m, RED)


def test_a_die_rolled_cannot_be_taken_back() -> None:
    m = new(modules=2)
    evening(m, 3)
    m.act(RED, A.TakeBonus("die"))  # rolled: Red places the Magician next, but the roll stays
    assert st(m).pending[-1].kind == "entertainer" and m.actors == (RED,)
    assert "rolled" in cannot_undo(m, RED)


def test_the_next_3_beer_guest_turned_face_up_cannot_be_taken_back() -> None:
    m = new(modules=2)
    evening(m, 2)  # a 3-beer guest or a Barback, then the Minstrel
    assert len(st(m).three_stack) > 1
    m.act(RED, A.TakeBonus("barback"))
    assert m.can_undo(RED)
    m.undo(RED)
    m.act(RED, A.TakeBonus("guest3"))  # the stack shows its next guest
    assert st(m).pending[-1].kind == "entertainer" and m.actors == (RED,)
    assert "revealed" in cannot_undo(m, RED)


def test_a_guest_recruited_is_taken_back_only_while_nothing_is_turned_face_up() -> None:
    shown = [guest(4, 4), guest(5, 5), guest(6, 6), guest(7, 6)]
    m = new()
    st(m).row = [-1, *shown]
    st(m).guest_deck = [guest(8, 0)]
    serving(m, RED, tables=TABLES3, beer=8)
    m.act(RED, A.Recruit(1))  # the guest deck's top card refills the slot
    assert "revealed" in cannot_undo(m, RED)
    m = new()
    st(m).row = [-1, *shown]
    st(m).guest_deck = []
    serving(m, RED, tables=TABLES3, beer=8)
    before = saved(m)
    m.act(RED, A.Recruit(1))  # nothing refills it
    m.undo(RED)
    assert saved(m) == before


def test_cards_drawn_with_a_counter_guest_cannot_be_taken_back() -> None:
    m = new()
    arrival(m, {RED: [REG1] * 3 + [REG2] * 3, GREEN: FILLER}, counter_guests={RED: 2})
    assert st(m).pending[-1].kind == "restart" and m.actors == (RED,)
    m.act(RED, A.UseCounterGuest())  # a second Counter Guest: Red may restart again
    assert st(m).pending[-1].kind == "restart" and m.actors == (RED,)
    assert seat(m, RED).tables == [[REG2], [REG2], [REG2]]
    assert "revealed" in cannot_undo(m, RED)


def test_an_entertainer_is_placed_for_good() -> None:
    m = new(modules=2)
    evening(m, 2)
    m.act(RED, A.TakeBonus("barback"))
    m.act(RED, A.EntertainerSide("thalers"))
    assert "may not be taken back" in cannot_undo(m, RED)


def test_a_position_set_up_by_hand_is_as_far_back_as_undo_goes() -> None:
    m = new()
    serving(m, RED, tables=TABLES3, thalers=5)  # refreshes the match
    assert "set up by hand" in cannot_undo(m, RED)
    m.act(RED, A.BuyCard("barback"))
    m.undo(RED)
    assert "set up by hand" in cannot_undo(m, RED)
