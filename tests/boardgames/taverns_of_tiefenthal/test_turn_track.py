"""Rulebook: A. New Evening, "Bonuses on the Turn Track" (turns 1-8), and the winter side of
Module 2 (schnapps by turn; entertainers on turns 2, 3 and 5), with Module 3's turned tiles."""

from __future__ import annotations

import pytest

from alehouse import IllegalAction, Match
from alehouse.boardgames.taverns_of_tiefenthal import actions as A
from alehouse.boardgames.taverns_of_tiefenthal.content import CONTENT, TILES
from alehouse.boardgames.taverns_of_tiefenthal.scoring import owned

from .helpers import (
    BARBACK,
    BREWER,
    DISHWASHER,
    GREEN,
    NOBLE,
    RED,
    REG1,
    TABLE,
    Entertainer,
    drawn_order,
    evening,
    kinds,
    new,
    refused,
    seat,
    serving,
    set_deck,
    settle,
    st,
)


def decision(m: Match) -> tuple[str, int] | None:
    pending = st(m).pending
    return (pending[-1].kind, pending[-1].player) if pending else None


@pytest.mark.parametrize("turn", [1, 4, 6])
def test_turns_1_4_and_6_give_everyone_a_counter_guest(turn: int) -> None:
    m = new(players=3)
    for p in range(3):
        seat(m, p).counter_guests = 1
    evening(m, turn)
    assert [seat(m, p).counter_guests for p in range(3)] == [2, 2, 2]
    assert st(m).pending == []  # nothing to choose


@pytest.mark.parametrize("turn", [2, 3, 5, 7, 8])
def test_other_turns_give_no_counter_guest(turn: int) -> None:
    m = new()
    seat(m, RED).counter_guests = 0
    evening(m, turn)
    assert seat(m, RED).counter_guests == 0


def test_the_moon_moves_to_the_next_turn() -> None:
    m = new()
    evening(m, 5)
    assert st(m).turn == 5 and st(m).phase == "new_evening"


@pytest.mark.parametrize(("turn", "options"), [
    (2, ["guest3", "barback"]), (3, ["die", "dishwasher"]), (5, ["table", "brewer"]),
    (7, ["die", "barback"])])
def test_turn_bonus_is_a_choice_between_two_options(turn: int, options: list[str]) -> None:
    m = new()
    evening(m, turn)
    assert m.actors == (RED,)
    assert m.legal_actions(RED) == [A.TakeBonus(o) for o in options]
    refused(m, RED, A.TakeBonus("server"))


def test_turn_2_three_beer_guest_goes_face_down_on_top_of_the_deck() -> None:
    m = new()
    top = st(m).three_stack[-1]
    evening(m, 2)
    m.act(RED, A.TakeBonus("guest3"))
    assert drawn_order(m, RED)[0] == top
    assert len(st(m).three_stack) == 7
    assert m.view(GREEN)["players"][RED]["deck_top"][0] == CONTENT.card_name(top)


def test_turn_2_barback_goes_on_top_of_the_deck() -> None:
    m = new()
    evening(m, 2)
    m.act(RED, A.TakeBonus("barback"))
    assert drawn_order(m, RED)[0] == BARBACK
    assert st(m).piles["barback"] == 15


@pytest.mark.parametrize("turn", [3, 7])
def test_turns_3_and_7_die_is_rolled_and_placed_below_the_board(turn: int) -> None:
    m = new()
    deck = list(seat(m, RED).deck)
    evening(m, turn)
    st(m).chance.force(4)
    m.act(RED, A.TakeBonus("die"))
    assert seat(m, RED).colour == [4]
    assert seat(m, RED).deck == deck


def test_turn_3_die_is_used_in_this_turn() -> None:
    m = new()
    for p in (RED, GREEN):
        set_deck(m, p, [REG1] * 8)
        seat(m, p).counter_guests = 0
    evening(m, 3)
    st(m).chance.force(4)
    m.act(RED, A.TakeBonus("die"))
    m.act(GREEN, A.TakeBonus("dishwasher"))
    # Arrival (no Servers drawn) and the draft follow; Red keeps the die for Planning.
    assert st(m).phase == "dice_draft"
    assert seat(m, RED).colour == [4] and seat(m, GREEN).colour == []


def test_turn_3_dishwasher_goes_on_top_of_the_deck() -> None:
    m = new()
    evening(m, 3)
    m.act(RED, A.TakeBonus("dishwasher"))
    assert drawn_order(m, RED)[0] == DISHWASHER


@pytest.mark.parametrize("option", ["table", "brewer"])
def test_turn_5_table_or_brewer_goes_on_top_of_the_deck(option: str) -> None:
    m = new()
    evening(m, 5)
    m.act(RED, A.TakeBonus(option))
    assert drawn_order(m, RED)[0] == {"table": TABLE, "brewer": BREWER}[option]


def test_turn_7_barback_goes_on_top_of_the_deck() -> None:
    m = new()
    evening(m, 7)
    m.act(RED, A.TakeBonus("barback"))
    assert drawn_order(m, RED)[0] == BARBACK


def test_assumption_turn_bonuses_are_taken_in_turn_order_from_the_starting_player() -> None:
    m = new(players=3)
    evening(m, 5, start=GREEN)
    order = []
    while st(m).pending and st(m).pending[-1].kind == "turn_bonus":
        p = m.actors[0]
        order.append(p)
        m.act(p, A.TakeBonus("table"))
    assert order == [1, 2, 0]


def test_assumption_a_pile_emptied_on_the_way_is_missed_by_the_later_player() -> None:
    m = new()
    st(m).piles["table"] = 1
    evening(m, 5)
    m.act(RED, A.TakeBonus("table"))
    assert owned(seat(m, RED)).count(TABLE) == 2 and st(m).piles["table"] == 0
    assert m.legal_actions(GREEN) == [A.TakeBonus("brewer")]  # the Table is no longer offered
    assert m.decision is not None and m.decision.text.endswith("Turn Track: a Brewer")
    with pytest.raises(IllegalAction, match="No Table is left: the players before you took the "
                       "last; choose a Brewer"):
        m.act(GREEN, A.TakeBonus("table"))


def test_a_card_option_with_an_empty_pile_is_not_offered() -> None:
    m = new()
    st(m).piles["barback"] = 0
    evening(m, 2)
    assert m.legal_actions(RED) == [A.TakeBonus("guest3")]


def test_turn_8_every_player_may_upgrade_a_tile_for_free_without_a_noble() -> None:
    m = new()
    nobles = st(m).nobles
    deck = list(seat(m, RED).deck)
    evening(m, 8)
    assert decision(m) == ("free_upgrade", RED)
    assert m.legal_actions(RED) == [A.FreeUpgrade(t) for t in TILES]
    m.act(RED, A.FreeUpgrade("brewer"))
    assert seat(m, RED).upgraded == ["brewer"]
    assert st(m).nobles == nobles and seat(m, RED).deck == deck and NOBLE not in deck[-1:]
    assert decision(m) == ("free_upgrade", GREEN)


def test_turn_8_free_upgrade_offers_only_tiles_not_yet_upgraded() -> None:
    m = new()
    seat(m, RED).upgraded = ["safe", "monk"]
    evening(m, 8)
    offered = [a.tile for a in m.legal_actions(RED)]  # type: ignore[attr-defined]
    assert "safe" not in offered and "monk" not in offered and len(offered) == 7
    refused(m, RED, A.FreeUpgrade("safe"))


def test_turn_8_free_upgrade_is_available_in_the_current_turn() -> None:
    m = new()
    for p in (RED, GREEN):
        set_deck(m, p, [REG1] * 10)
        seat(m, p).counter_guests = 0
    evening(m, 8)
    m.act(RED, A.FreeUpgrade("table"))
    st(m).chance.force(3)
    m.act(GREEN, A.FreeUpgrade("server"))
    assert len(seat(m, RED).tables) == 4 and all(seat(m, RED).tables)  # the 4th table now
    assert len(seat(m, GREEN).tables) == 3
    assert seat(m, GREEN).colour == [3]  # the permanent Server's die this turn


def test_turn_8_free_upgrade_with_every_tile_upgraded_is_skipped() -> None:
    m = new()
    seat(m, RED).upgraded = list(TILES)
    evening(m, 8)
    settle(m)
    assert not any(d.kind == "free_upgrade" and d.player == RED for d in st(m).pending)
    assert decision(m) == ("free_upgrade", GREEN)  # the others still upgrade
    assert m.legal_actions(GREEN) == [A.FreeUpgrade(t) for t in TILES]
    m.act(GREEN, A.FreeUpgrade("safe"))
    assert st(m).phase in ("arrival", "dice_draft") and seat(m, RED).upgraded == list(TILES)
    for p in m.actors:
        assert m.legal_actions(p)


# --- Module 2: the winter side -------------------------------------------------------------


@pytest.mark.parametrize(("turn", "schnapps"), [(1, 0), (2, 1), (3, 2), (4, 0), (5, 1),
                                                (6, 2), (7, 0), (8, 1)])
def test_module_2_schnapps_when_the_moon_reaches_each_turn(turn: int, schnapps: int) -> None:
    m = new(players=3, modules=2)
    for p in range(3):
        seat(m, p).schnapps = 1
    evening(m, turn)
    assert [seat(m, p).schnapps for p in range(3)] == [1 + schnapps] * 3


@pytest.mark.parametrize("modules", [3, 4, 5])
@pytest.mark.parametrize(("turn", "schnapps"), [(1, 0), (2, 1), (3, 0), (4, 0), (5, 0),
                                                (6, 0), (7, 0), (8, 1)])
def test_assumption_module_3_turned_schnapps_tiles_leave_turns_2_and_8(
        modules: int, turn: int, schnapps: int) -> None:
    m = new(modules=modules)
    while st(m).phase == "setup":  # Module 4: choose start cards (and remove Regulars)
        p = m.actors[0]
        m.act(p, m.legal_actions(p)[0])
    before = seat(m, RED).schnapps
    evening(m, turn)
    assert seat(m, RED).schnapps == before + schnapps


@pytest.mark.parametrize("turn", range(1, 9))
def test_module_1_gives_no_schnapps(turn: int) -> None:
    m = new(modules=1)
    evening(m, turn)
    assert seat(m, RED).schnapps == 0


@pytest.mark.parametrize(("turn", "kind", "sides"), [
    (2, "minstrel", ["thalers", "beer"]), (3, "magician", ["upgrade", "service_denied"]),
    (5, "juggler", ["closing", "planning"])])
def test_assumption_entertainers_on_turns_2_3_and_5_are_placed_with_a_chosen_side_up(
        turn: int, kind: str, sides: list[str]) -> None:
    m = new(modules=2)
    evening(m, turn)
    m.act(RED, A.TakeBonus(m.legal_actions(RED)[0].option))  # type: ignore[attr-defined]
    assert decision(m) == ("entertainer", RED)
    assert m.legal_actions(RED) == [A.EntertainerSide(s) for s in sides]
    m.act(RED, A.EntertainerSide(sides[1]))
    assert seat(m, RED).entertainers == [Entertainer(kind, sides[1])]
    assert decision(m) == ("turn_bonus", GREEN)


@pytest.mark.parametrize("turn", [1, 4, 6, 7, 8])
def test_no_entertainer_on_other_turns(turn: int) -> None:
    m = new(modules=2)
    evening(m, turn)
    assert not any(d.kind == "entertainer" for d in st(m).pending)


def test_no_entertainers_in_module_1() -> None:
    m = new(modules=1)
    evening(m, 2)
    assert [d.kind for d in st(m).pending] == ["turn_bonus", "turn_bonus"]


def test_an_entertainer_tile_cannot_be_flipped_to_its_other_side() -> None:
    m = new(modules=2)
    serving(m, RED, tables=[[REG1]], schnapps=4,
            entertainers=[Entertainer("minstrel", "thalers")])
    assert "entertain" in kinds(m.legal_actions(RED))
    assert A.Entertain("beer") not in m.legal_actions(RED)
    refused(m, RED, A.Entertain("beer"))
