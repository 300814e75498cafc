"""Rulebook, Module 5: the Guest Book (signatures by column from recruiting, from the
reputation track into any column, space bonuses, a Noble for a full row, full columns forfeit),
and the signature tiles lying on the guests of the display."""

from __future__ import annotations

import pytest

from alehouse import Match
from alehouse.boardgames.taverns_of_tiefenthal import actions as A
from alehouse.boardgames.taverns_of_tiefenthal.bonuses import reputation_vp
from alehouse.boardgames.taverns_of_tiefenthal.content import CONTENT, TAVERN

from .helpers import (
    BARBACK,
    GREEN,
    NOBLE,
    RED,
    REG1,
    REG2,
    die,
    drawn_order,
    evening,
    guest,
    new,
    of_type,
    refresh,
    refused,
    seat,
    serving,
    st,
)

C = CONTENT
TABLES3 = [[REG1], [REG2], [REG2]]
SIGNATURE = 8  # the signature space of the 12-space track (after "6")
BY_COST = {4: guest(4, 4, bonus="none"), 5: guest(5, 5, bonus="none"),
           6: guest(6, 0, bonus="none"), 7: guest(7, 6, bonus="monastery"),
           8: guest(8, 0, bonus="monastery")}


def m5(*, all_modules_rule: bool = False) -> Match:
    """A Module 5 match past the start cards (each player took the first one offered)."""
    m = new(modules=5, all_modules_rule=all_modules_rule)
    while st(m).phase == "setup":
        p = m.actors[0]
        m.act(p, m.legal_actions(p)[0])
    for p in (RED, GREEN):
        seat(m, p).reputation = -1
        seat(m, p).schnapps = 0
        seat(m, p).monastery = 0
    return m


def recruiting(m: Match, book: list[int], beer: int = 8) -> None:
    """Red serves with `beer`, a display of guests costing 4, 5, 6 and 7 (8 next), and this
    guest book."""
    st(m).row = [-1, BY_COST[4], BY_COST[5], BY_COST[6], BY_COST[7]]
    st(m).guest_deck = [BY_COST[8]]
    seat(m, RED).book = list(book)
    serving(m, RED, tables=TABLES3, beer=beer)


@pytest.mark.parametrize(("slot", "column"), [(0, 0), (1, 0), (2, 1), (3, 2), (4, 3)])
def test_recruiting_a_guest_signs_the_column_of_its_beer_cost(slot: int, column: int) -> None:
    m = m5()
    recruiting(m, [0, 0, 0, 0])
    m.act(RED, A.Recruit(slot))
    expected = [0, 0, 0, 0]
    expected[column] = 1
    assert seat(m, RED).book == expected
    assert m.view(RED)["players"][RED]["guest_book"] == expected


def test_an_8_beer_guest_signs_the_7_8_column() -> None:
    m = m5()
    recruiting(m, [0, 0, 0, 0], beer=15)
    m.act(RED, A.Recruit(4))  # the 7, refilled by the 8
    seat(m, RED).recruited = False
    refresh(m)
    m.act(RED, A.Recruit(4))
    assert seat(m, RED).book == [0, 0, 0, 2]


def test_columns_fill_from_top_to_bottom_and_spaces_give_their_bonus() -> None:
    m = m5()
    recruiting(m, [1, 0, 0, 0])
    m.act(RED, A.Recruit(1))  # column 1, row 2: a Barback
    assert seat(m, RED).book == [2, 0, 0, 0]
    assert drawn_order(m, RED)[:2] == [TAVERN.index("barback"), BY_COST[4]]


@pytest.mark.parametrize(("row", "column"), [(r, c) for r in range(1, 4) for c in range(4)])
def test_assumption_guest_book_space_bonuses(row: int, column: int) -> None:
    m = m5()
    slot = {0: 1, 1: 2, 2: 3, 3: 4}[column]
    recruiting(m, [row if c == column else 0 for c in range(4)])
    nobles = st(m).nobles
    m.act(RED, A.Recruit(slot))
    bonus = C.book_rows[row][column]
    assert bonus  # every space below the first row shows one
    q = seat(m, RED)
    if bonus.card:
        assert drawn_order(m, RED)[0] == TAVERN.index(bonus.card)
    if bonus.schnapps:
        assert q.schnapps == 1
    if bonus.reputation:
        assert q.reputation == -1 + bonus.reputation
    if bonus.noble:
        assert drawn_order(m, RED)[0] == NOBLE and st(m).nobles == nobles - 1


def test_the_first_row_has_no_bonuses() -> None:
    assert not any(C.book_rows[0])


def test_the_last_empty_space_of_a_row_gives_a_noble() -> None:
    m = m5()
    recruiting(m, [0, 1, 1, 1])
    nobles = st(m).nobles
    m.act(RED, A.Recruit(1))
    assert seat(m, RED).book == [1, 1, 1, 1]
    assert drawn_order(m, RED)[0] == NOBLE and st(m).nobles == nobles - 1


def test_a_row_not_yet_full_gives_no_noble() -> None:
    m = m5()
    recruiting(m, [0, 0, 1, 1])
    m.act(RED, A.Recruit(1))
    assert NOBLE not in drawn_order(m, RED)[:2]


def test_a_signature_for_a_full_column_is_forfeited() -> None:
    m = m5()
    recruiting(m, [4, 0, 0, 0])
    signatures = st(m).signatures
    m.act(RED, A.Recruit(1))
    assert seat(m, RED).book == [4, 0, 0, 0]
    assert drawn_order(m, RED)[0] == BY_COST[4]  # no bonus either
    assert st(m).signatures == signatures  # the guest's tile returns, a new one goes down


def test_still_only_one_guest_per_turn() -> None:
    m = m5()
    recruiting(m, [0, 0, 0, 0], beer=20)
    m.act(RED, A.Recruit(1))
    assert of_type(m, RED, A.Recruit) == []
    refused(m, RED, A.Recruit(2))


def test_nobles_recruited_with_beer_give_no_signature() -> None:
    m = m5()
    recruiting(m, [0, 0, 0, 0], beer=9)
    m.act(RED, A.RecruitNobles(1))
    assert seat(m, RED).book == [0, 0, 0, 0]


def test_a_3_beer_guest_taken_as_the_turn_2_bonus_gives_no_signature() -> None:
    m = m5()
    evening(m, 2)
    while st(m).pending and st(m).pending[-1].kind != "turn_bonus":
        p = m.actors[0]
        m.act(p, m.legal_actions(p)[0])
    assert m.actors[0] in (RED, GREEN)
    p = m.actors[0]
    m.act(p, A.TakeBonus("guest3"))
    assert seat(m, p).book == [0, 0, 0, 0]


def test_reaching_the_signature_space_signs_any_column() -> None:
    m = m5()
    signatures = st(m).signatures
    serving(m, RED, tables=TABLES3, dice=[die("cashbox", 1), die("barrel", 1)],
            reputation=SIGNATURE - 1)
    assert st(m).pending[-1].kind == "book_column"
    assert m.legal_actions(RED) == [A.BookColumn(c) for c in range(4)]
    m.act(RED, A.BookColumn(2))
    assert seat(m, RED).book == [0, 0, 1, 0]
    assert st(m).signatures == signatures - 1


def test_passing_the_signature_space_signs_too() -> None:
    m = m5()
    serving(m, RED, tables=TABLES3, dice=[die("table1", 2), die("barrel", 1), die("cashbox", 1),
                                          die("brewer", 1)], reputation=SIGNATURE - 1)
    m.act(RED, A.BookColumn(3))
    assert seat(m, RED).reputation == SIGNATURE + 1 and seat(m, RED).book == [0, 0, 0, 1]


def test_a_reputation_signature_into_a_full_column_is_forfeited() -> None:
    m = m5()
    seat(m, RED).book = [4, 4, 4, 4]
    serving(m, RED, tables=TABLES3, dice=[die("cashbox", 1), die("barrel", 1)],
            reputation=SIGNATURE - 1)
    nobles = st(m).nobles
    m.act(RED, A.BookColumn(0))
    assert seat(m, RED).book == [4, 4, 4, 4] and st(m).nobles == nobles


def test_the_reputation_track_has_12_spaces_with_module_5() -> None:
    assert len(C.track(5)) == 12 and len(C.track(4)) == 11
    assert C.track(5)[SIGNATURE].kind == "signature"


def test_assumption_the_signature_space_scores_like_a_schnapps_space() -> None:
    m = m5()
    assert reputation_vp(st(m), SIGNATURE) == 6
    assert reputation_vp(st(m), SIGNATURE + 1) == 7
    assert reputation_vp(st(m), 11) == 0  # the Crown


def test_no_signatures_before_module_5() -> None:
    m = new(modules=4)
    while st(m).phase == "setup":
        p = m.actors[0]
        m.act(p, m.legal_actions(p)[0])
    st(m).row = [-1, BY_COST[4], BY_COST[5], BY_COST[6], BY_COST[7]]
    serving(m, RED, tables=TABLES3, beer=8)
    m.act(RED, A.Recruit(1))
    assert seat(m, RED).book == [0, 0, 0, 0]


# --- the signature tiles on the display (RULES.md assumption 12: one on each face-up guest) ----


def test_each_display_slot_starts_with_a_signature_tile() -> None:
    m = m5()
    assert st(m).signed == [True] * 5
    assert st(m).signatures == C.signatures - 5


def test_a_new_signature_tile_is_put_on_the_guest_that_refills_the_display() -> None:
    m = m5()
    recruiting(m, [0, 0, 0, 0])
    signatures = st(m).signatures
    m.act(RED, A.Recruit(2))
    assert seat(m, RED).book == [0, 1, 0, 0]
    assert st(m).signed[2] and st(m).signatures == signatures - 1


def test_recruiting_from_the_3_beer_stack_takes_its_tile_and_the_next_one_gets_a_new_tile(
        ) -> None:
    m = m5()
    recruiting(m, [0, 0, 0, 0], beer=3)
    signatures = st(m).signatures
    stack = len(st(m).three_stack)
    m.act(RED, A.Recruit(0))
    assert seat(m, RED).book == [1, 0, 0, 0]
    assert len(st(m).three_stack) == stack - 1
    assert st(m).signed[0] and st(m).signatures == signatures - 1


def test_a_guest_recruited_without_a_signature_tile_gives_no_signature() -> None:
    m = m5()
    st(m).signatures = 0
    recruiting(m, [0, 0, 0, 0], beer=20)
    m.act(RED, A.Recruit(4))  # the 7 (it had a tile); the 8 refills without one
    assert seat(m, RED).book == [0, 0, 0, 1]
    assert st(m).signed[4] is False and st(m).signatures == 0
    seat(m, RED).recruited = False
    refresh(m)
    m.act(RED, A.Recruit(4))
    assert seat(m, RED).book == [0, 0, 0, 1]
    # the 8 is recruited all the same (its 2 monastery steps pass the Barback on space 3)
    assert drawn_order(m, RED)[:3] == [BARBACK, BY_COST[8], BY_COST[7]]


def test_a_guest_without_a_tile_stays_without_one_until_it_is_recruited() -> None:
    m = m5()
    st(m).signatures = 0
    recruiting(m, [0, 0, 0, 0])
    st(m).guest_deck = [BY_COST[5], BY_COST[8]]  # the 8 refills first, then the 5
    m.act(RED, A.Recruit(4))
    assert st(m).signed[4] is False
    st(m).signatures = 3  # tiles come back to the supply: none is put on the 8
    serving(m, GREEN, tables=TABLES3, beer=8)
    seat(m, GREEN).book = [0, 0, 0, 0]
    assert st(m).signed[4] is False
    m.act(GREEN, A.Recruit(4))
    assert seat(m, GREEN).book == [0, 0, 0, 0]  # the 8 had no tile
    assert st(m).row[4] == BY_COST[5] and st(m).signed[4] and st(m).signatures == 2


def test_the_turn_2_three_beer_guest_leaves_the_stacks_tile_in_place() -> None:
    m = m5()
    evening(m, 2)
    while st(m).pending and st(m).pending[-1].kind != "turn_bonus":
        p = m.actors[0]
        m.act(p, m.legal_actions(p)[0])
    signatures = st(m).signatures
    m.act(m.actors[0], A.TakeBonus("guest3"))
    assert st(m).signed[0] and st(m).signatures == signatures
