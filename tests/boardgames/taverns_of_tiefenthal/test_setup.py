"""Rulebook: Setup (Module 1 and the setup changes of Modules 2-5), and the options."""

from __future__ import annotations

from collections import Counter

import pytest

import alehouse
from alehouse import BadOptions
from alehouse.boardgames.taverns_of_tiefenthal.content import CONTENT, TAVERN
from alehouse.boardgames.taverns_of_tiefenthal.scoring import owned

from .helpers import (
    BREWER,
    GAME,
    NOBLE,
    REG1,
    REG2,
    SERVER,
    TABLE,
    arrival,
    new,
    seat,
    st,
)

C = CONTENT


def guests_in_play(m: alehouse.Match) -> list[int]:
    s = st(m)
    return [*s.three_stack, *(g for g in s.row if g >= 0), *s.guest_deck]


@pytest.mark.parametrize("modules", [1, 2, 3])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_starting_deck_is_seven_regulars_and_a_server_a_table_and_a_brewer(
        players: int, modules: int) -> None:
    m = new(players=players, modules=modules)
    for p in range(players):
        assert Counter(owned(seat(m, p))) == {REG1: 3, REG2: 4, SERVER: 1, TABLE: 1, BREWER: 1}


def test_starting_server_table_and_brewer_come_from_the_tavern_card_piles() -> None:
    m = new(players=3)
    assert st(m).piles == {"barback": 16, "dishwasher": 16, "server": 13, "table": 13,
                           "brewer": 13, "bard": 0}


def test_regulars_are_four_needing_a_2_and_three_needing_a_1() -> None:
    assert (C.cards[REG1].die, C.cards[REG2].die) == (1, 2)
    m = new()
    regulars = Counter(c for c in owned(seat(m, 0)) if C.cards[c].kind == "regular")
    assert regulars == {REG1: 3, REG2: 4}


@pytest.mark.parametrize("modules", [4, 5])
def test_module_4_replaces_the_server_table_and_brewer_by_a_start_card(modules: int) -> None:
    m = new(modules=modules)
    assert st(m).phase == "setup"
    for p in range(2):
        assert Counter(owned(seat(m, p))) == {REG1: 3, REG2: 4}
    assert all(n == 16 for n in st(m).piles.values())  # nothing taken from the piles yet


def test_starting_decks_are_shuffled() -> None:
    orders = set()
    for s in range(6):
        red = seat(new(seed=s), 0)
        orders.add((*(c for t in red.tables for c in t), *red.areas, *reversed(red.deck)))
    assert len(orders) > 1


def test_every_tavern_starts_with_three_tables() -> None:
    m = new()
    arrival(m, {0: [REG1] * 6, 1: [REG2] * 6})
    assert [len(seat(m, p).tables) for p in (0, 1)] == [3, 3]
    assert len(seat(m, 0).deck) == 3  # three cards drawn, one for each table


@pytest.mark.parametrize("modules", [1, 2])
def test_tavern_card_display_has_16_of_each_kind_and_no_bards_before_module_3(
        modules: int) -> None:
    m = new(players=2, modules=modules)
    piles = st(m).piles
    assert piles["bard"] == 0
    assert {k: piles[k] + 2 * (k in ("server", "table", "brewer")) for k in TAVERN[:5]} == {
        k: 16 for k in TAVERN[:5]}


@pytest.mark.parametrize("modules", [3, 4, 5])
def test_sixteen_bards_join_the_display_from_module_3(modules: int) -> None:
    assert new(modules=modules).view(None)["tavern_cards"]["bard"] == 16


def test_guest_display_is_the_eight_3_beer_guests_face_up_and_4_guests_from_the_deck() -> None:
    m = new()
    s = st(m)
    assert len(s.three_stack) == 8
    assert all(C.cards[g].cost == 3 for g in s.three_stack)
    shown = s.row[1:]
    assert len(shown) == 4 and all(g >= 0 and C.cards[g].cost != 3 for g in shown)
    assert s.row[0] == -1  # the 3-beer stack's place holds the stack itself
    assert len(s.guest_deck) == 38 - 8 - 4
    view = m.view(None)
    assert view["guests"][0]["card"] == C.card_name(s.three_stack[-1])
    assert [g["card"] for g in view["guests"][1:]] == [C.card_name(g) for g in shown]
    assert view["three_beer_stack"] == 8 and view["guest_deck"] == 26


def test_the_3_beer_stack_is_shuffled() -> None:
    three = sorted(c.id for c in C.cards if c.kind == "guest" and c.cost == 3)
    orders = set()
    for seed in range(6):
        stack = st(new(seed=seed)).three_stack
        assert sorted(stack) == three
        orders.add(tuple(stack))
    assert len(orders) > 1


def test_guests_by_beer_cost_are_8_7_8_7_4_4_and_module_3_adds_10() -> None:
    base = Counter(c.cost for c in C.cards if c.kind == "guest" and c.module == 1)
    assert base == {3: 8, 4: 7, 5: 8, 6: 7, 7: 4, 8: 4}
    assert sum(1 for c in C.cards if c.kind == "guest" and c.module == 3) == 10


def test_nobles_form_their_own_stack_of_61() -> None:
    m = new()
    assert st(m).nobles == 61
    assert NOBLE not in guests_in_play(m)


@pytest.mark.parametrize("modules", [1, 2])
def test_module_3_guests_are_left_out_before_module_3(modules: int) -> None:
    m = new(modules=modules)
    assert all(C.cards[g].module == 1 for g in guests_in_play(m))
    assert len(guests_in_play(m)) == 38


@pytest.mark.parametrize("modules", [3, 4, 5])
def test_module_3_shuffles_its_10_guests_into_the_guest_deck(modules: int) -> None:
    m = new(modules=modules)
    extra = [g for g in guests_in_play(m) if C.cards[g].module == 3]
    assert len(extra) == 10
    assert not set(extra) & set(st(m).three_stack)
    assert len(st(m).guest_deck) == 48 - 8 - 4


@pytest.mark.parametrize("modules", [1, 2, 3, 4])
def test_signature_tiles_only_with_module_5(modules: int) -> None:
    assert new(modules=modules).view(None)["signatures"] is None
    assert "guest_book" not in new(modules=modules).view(0)["players"][0]


def test_module_5_puts_a_signature_on_each_face_up_guest_and_the_3_beer_stack() -> None:
    m = new(modules=5)
    assert m.view(None)["signatures"] == 40 - 5
    assert m.view(0)["players"][0]["guest_book"] == [0, 0, 0, 0]


@pytest.mark.parametrize("modules", [3, 4, 5])
def test_reputation_marker_starts_on_the_bartender(modules: int) -> None:
    m = new(modules=modules)
    assert seat(m, 0).reputation == -1
    assert m.view(0)["players"][0]["reputation"] == ["start", 0]


def test_module_2_starts_without_schnapps_or_entertainers() -> None:
    m = new(modules=2)
    p = m.view(0)["players"][0]
    assert (p["schnapps"], p["entertainers"]) == (0, [])
    assert "schnapps" not in new(modules=1).view(0)["players"][0]


@pytest.mark.parametrize("modules", [1, 2, 3, 4])
def test_all_modules_rule_is_only_allowed_with_modules_5(modules: int) -> None:
    with pytest.raises(BadOptions) as info:
        alehouse.new_match(GAME, players=2, seed=1,
                           options={"modules": modules, "all_modules_rule": True})
    assert info.value.code == "bad_option_value"


def test_all_modules_rule_with_modules_5_is_accepted() -> None:
    m = alehouse.new_match(GAME, players=2, seed=1,
                           options={"modules": 5, "all_modules_rule": True})
    assert st(m).all_modules_rule and st(m).modules == 5


@pytest.mark.parametrize("options", [{"modules": 0}, {"modules": 6},
                                     {"all_modules_rule": "yes"}, {"expansion": 1}])
def test_bad_options_are_refused(options: dict[str, object]) -> None:
    with pytest.raises(BadOptions):
        alehouse.new_match(GAME, players=2, seed=1, options=options)


def test_default_options_are_module_1_without_the_all_modules_rule() -> None:
    m = alehouse.new_match(GAME, players=2, seed=1)
    assert m.options == {"modules": 1, "all_modules_rule": False}


@pytest.mark.parametrize("players", [1, 5])
def test_two_to_four_players(players: int) -> None:
    with pytest.raises(BadOptions):
        alehouse.new_match(GAME, players=players, seed=1)


def test_assumption_starting_player_is_drawn_at_random() -> None:
    starts = {st(new(players=4, seed=s)).start_player for s in range(12)}
    assert len(starts) > 1


def test_assumption_player_colours_are_red_green_blue_yellow() -> None:
    m = new(players=4)
    assert [m.player_name(p) for p in range(4)] == ["Red", "Green", "Blue", "Yellow"]


def test_the_game_starts_in_turn_1() -> None:
    m = new()
    assert st(m).turn == 1 and m.view(None)["turn"] == 1
