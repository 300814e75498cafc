"""Rulebook: the Monk and the Monastery Track (steps, bonuses reached or passed, past 22 back
to the start) and the Counter Guest's monastery step."""

from __future__ import annotations

import pytest

from alehouse import Match
from alehouse.boardgames.taverns_of_tiefenthal import actions as A
from alehouse.boardgames.taverns_of_tiefenthal.content import CONTENT, TAVERN

from .helpers import (
    NOBLE,
    RED,
    REG1,
    REG2,
    die,
    drawn_order,
    new,
    refused,
    seat,
    serving,
    st,
)

C = CONTENT
TABLES3 = [[REG1], [REG2], [REG2]]


def monk(m: Match, start: int, dice: int = 1, *, upgraded: bool = False,
         counter_guests: int = 0) -> None:
    serving(m, RED, tables=TABLES3, dice=[die("monk", 5)] * dice,
            upgraded=["monk"] if upgraded else [], monastery=start,
            counter_guests=counter_guests)


def test_the_marker_moves_one_space_per_5_removed_from_the_monk() -> None:
    m = new()
    monk(m, 0, dice=2)
    m.act(RED, A.Use("monk"))
    assert seat(m, RED).monastery == 1
    m.act(RED, A.Use("monk"))
    assert seat(m, RED).monastery == 2


def test_reaching_a_bonus_space_gives_its_bonus_at_once() -> None:
    m = new()
    monk(m, 4)
    m.act(RED, A.Use("monk"))
    assert seat(m, RED).monastery == 5 and seat(m, RED).thalers == 2


def test_passing_a_bonus_space_gives_its_bonus_too() -> None:
    m = new()
    monk(m, 2, upgraded=True)
    piles = st(m).piles["barback"]
    m.act(RED, A.Use("monk"))
    assert seat(m, RED).monastery == 4
    assert drawn_order(m, RED)[0] == TAVERN.index("barback")
    assert st(m).piles["barback"] == piles - 1


def test_a_space_without_a_bonus_gives_nothing() -> None:
    m = new()
    monk(m, 0)
    deck = list(seat(m, RED).deck)
    m.act(RED, A.Use("monk"))
    assert seat(m, RED).monastery == 1
    assert seat(m, RED).deck == deck and seat(m, RED).thalers == 0


@pytest.mark.parametrize("space", sorted(C.monastery_bonus))
def test_assumption_monastery_bonus_spaces(space: int) -> None:
    m = new()
    monk(m, space - 1)
    before = (seat(m, RED).thalers, list(seat(m, RED).deck), st(m).nobles)
    m.act(RED, A.Use("monk"))
    bonus = C.monastery_bonus[space]
    q = seat(m, RED)
    if bonus.card:
        assert drawn_order(m, RED)[0] == TAVERN.index(bonus.card)
    if bonus.thalers:
        assert q.thalers == before[0] + bonus.thalers
    if bonus.noble:
        assert drawn_order(m, RED)[0] == NOBLE and st(m).nobles == before[2] - 1
    if bonus.service_denied:
        assert st(m).pending[-1].kind == "deny"
    if bonus.monastery:
        assert q.monastery == space + bonus.monastery
    else:
        assert q.monastery == space


def test_assumption_monastery_bonus_spaces_are_ref_2_3_with_a_barback_on_3() -> None:
    spaces = C.monastery_bonus
    assert spaces[3].card == "barback"  # RULES (start card 3)
    assert sorted(spaces) == [3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 22]


def test_a_bonus_move_passing_bonus_spaces_collects_them() -> None:
    m = new()
    monk(m, 14)
    m.act(RED, A.Use("monk"))  # 15: +1 step, to 16
    assert seat(m, RED).monastery == 16


def test_moving_beyond_22_goes_back_to_the_start_and_continues() -> None:
    m = new()
    monk(m, 22, upgraded=True)
    m.act(RED, A.Use("monk"))
    assert seat(m, RED).monastery == 1


def test_wrapping_collects_the_bonuses_passed_on_the_way() -> None:
    m = new()
    monk(m, 20, dice=2, upgraded=True)
    nobles = st(m).nobles
    m.act(RED, A.Use("monk"))  # 21 (Noble), 22 (Noble)
    m.act(RED, A.Use("monk"))  # start, 1
    assert seat(m, RED).monastery == 1
    assert st(m).nobles == nobles - 2
    assert drawn_order(m, RED)[:2] == [NOBLE, NOBLE]


def test_a_second_lap_pays_the_bonuses_again() -> None:
    m = new()
    monk(m, 22, dice=2, upgraded=True)
    m.act(RED, A.Use("monk"))
    m.act(RED, A.Use("monk"))  # start, 1, 2, 3 (Barback)
    assert seat(m, RED).monastery == 3
    assert drawn_order(m, RED)[0] == TAVERN.index("barback")


def test_a_counter_guest_gives_one_monastery_step_in_serving() -> None:
    m = new()
    monk(m, 4, dice=0, counter_guests=2)
    assert A.CounterStep() in m.legal_actions(RED)
    m.act(RED, A.CounterStep())
    assert seat(m, RED).monastery == 5 and seat(m, RED).thalers == 2
    assert seat(m, RED).counter_guests == 1


def test_several_counter_guests_may_be_used_in_one_serving_phase() -> None:
    m = new()
    monk(m, 0, dice=0, counter_guests=3)
    for _ in range(3):
        m.act(RED, A.CounterStep())
    assert seat(m, RED).monastery == 3 and seat(m, RED).counter_guests == 0
    refused(m, RED, A.CounterStep())


def test_no_counter_step_without_a_counter_guest() -> None:
    m = new()
    monk(m, 0, dice=0, counter_guests=0)
    assert A.CounterStep() not in m.legal_actions(RED)
