"""Rulebook: F. Serving Phase (the income of every action space, Thaler actions: tavern cards
and upgrades with the special offer, Beer actions: recruiting guests and Nobles, the end of the
phase with the Safe and the Beer Storage) and Service Denied."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from alehouse import IllegalAction, Match
from alehouse.boardgames.taverns_of_tiefenthal import actions as A
from alehouse.boardgames.taverns_of_tiefenthal.content import CONTENT, TAVERN, TILES
from alehouse.boardgames.taverns_of_tiefenthal.scoring import owned

from .helpers import (
    BARBACK,
    BARD,
    BREWER,
    DISHWASHER,
    GREEN,
    NOBLE,
    RED,
    REG1,
    REG2,
    SERVER,
    TABLE,
    arrival,
    die,
    drawn_order,
    evening,
    guest,
    kinds,
    new,
    of_type,
    planning,
    refresh,
    refused,
    seat,
    servers,
    serving,
    set_tavern,
    st,
)

C = CONTENT
TABLES3 = [[REG1], [REG2], [REG2]]


def display(m: Match, shown: Sequence[int], deck: Sequence[int] = (),
            stack: Sequence[int] | None = None) -> None:
    """The guest display: the 4 face-up guests, the guest deck (top first) and the 3-beer
    stack (top first)."""
    s = st(m)
    s.row = [-1, *shown]
    s.guest_deck = list(reversed(deck))
    if stack is not None:
        s.three_stack = list(reversed(stack))
    refresh(m)


# --- the income of each action space -----------------------------------------------------------


@pytest.mark.parametrize(("card", "value", "thalers"), [
    (guest(5, 5), 5, 5), (guest(6, 6), 6, 6), (guest(4, 0), 2, 3), (guest(3, 2), 2, 2)])
def test_serving_a_guest_pays_the_thalers_on_its_card(card: int, value: int,
                                                       thalers: int) -> None:
    m = new()
    serving(m, RED, tables=[[card], [REG1], [REG1]], dice=[die("table0", value)])
    m.act(RED, A.Use("table0"))
    assert (seat(m, RED).thalers, seat(m, RED).beer) == (thalers, 0)
    assert seat(m, RED).placed == []


@pytest.mark.parametrize(("card", "value", "thalers"), [(REG1, 1, 1), (REG2, 2, 2)])
def test_assumption_regulars_pay_the_value_they_need(card: int, value: int,
                                                      thalers: int) -> None:
    m = new()
    serving(m, RED, tables=[[card], [REG1], [REG1]], dice=[die("table0", value)])
    m.act(RED, A.Use("table0"))
    assert seat(m, RED).thalers == thalers


def test_assumption_the_top_noble_needs_a_2_and_pays_2() -> None:
    m = new()
    serving(m, RED, tables=[[NOBLE, NOBLE], [REG1], [REG1]], dice=[die("table0", 2)])
    m.act(RED, A.Use("table0"))
    assert seat(m, RED).thalers == 2


@pytest.mark.parametrize(("upgraded", "thalers"), [((), 1), (("cashbox",), 3)])
def test_the_cashbox_pays_1_thaler_or_3_upgraded_whatever_the_die(
        upgraded: tuple[str, ...], thalers: int) -> None:
    m = new()
    serving(m, RED, tables=TABLES3, dice=[die("cashbox", 6)], upgraded=upgraded)
    m.act(RED, A.Use("cashbox"))
    assert seat(m, RED).thalers == thalers


@pytest.mark.parametrize(("upgraded", "beer"), [((), 1), (("barrel",), 2)])
def test_the_barrel_gives_1_beer_or_2_upgraded_whatever_the_die(
        upgraded: tuple[str, ...], beer: int) -> None:
    m = new()
    serving(m, RED, tables=TABLES3, dice=[die("barrel", 4)], upgraded=upgraded)
    m.act(RED, A.Use("barrel"))
    assert seat(m, RED).beer == beer


@pytest.mark.parametrize(("brewers", "upgraded", "beer"), [
    (0, False, 1), (1, False, 2), (2, False, 3), (0, True, 2), (1, True, 3), (3, True, 5)])
def test_the_brewer_gives_1_beer_per_die_plus_1_per_brewer_card_and_1_more_upgraded(
        brewers: int, upgraded: bool, beer: int) -> None:
    m = new()
    serving(m, RED, tables=TABLES3, areas=[BREWER] * brewers,
            dice=[die("brewer", 1), die("brewer", 6)], upgraded=["brewer"] if upgraded else [])
    m.act(RED, A.Use("brewer"))
    assert seat(m, RED).beer == beer
    m.act(RED, A.Use("brewer"))  # dice are removed one at a time
    assert seat(m, RED).beer == 2 * beer
    assert of_type(m, RED, A.Use) == []


@pytest.mark.parametrize(("upgraded", "steps"), [((), 1), (("monk",), 2)])
def test_each_5_on_the_monk_moves_1_space_or_2_upgraded(upgraded: tuple[str, ...],
                                                       steps: int) -> None:
    m = new()
    serving(m, RED, tables=TABLES3, dice=[die("monk", 5), die("monk", 5)], upgraded=upgraded,
            monastery=10)
    m.act(RED, A.Use("monk"))
    assert seat(m, RED).monastery == 10 + steps
    m.act(RED, A.Use("monk"))
    assert seat(m, RED).monastery == 10 + 2 * steps


def test_each_barback_drawn_gives_exactly_1_beer() -> None:
    m = new()
    serving(m, RED, tables=TABLES3, areas=[BARBACK, BARBACK, BARBACK], upgraded=["beer_storage"])
    assert seat(m, RED).beer == 3  # at once, before any action
    m.act(RED, A.EndServing())
    assert seat(m, RED).storage == 3


def test_the_barbacks_beer_comes_when_the_players_planning_ends() -> None:
    m = new()
    set_tavern(m, RED, tables=TABLES3, areas=[BARBACK, BARBACK])
    set_tavern(m, GREEN, tables=TABLES3, areas=[BARBACK])
    seat(m, RED).storage = 1
    planning(m, {RED: [1, 4], GREEN: [2]}, start=RED)
    assert (seat(m, RED).beer, seat(m, RED).storage) == (0, 1)  # still Planning
    m.act(RED, A.Plan(True, 1, "table0", 0))
    m.act(RED, A.Plan(True, 4, "cashbox", 0))
    assert (seat(m, RED).beer, seat(m, RED).storage) == (1 + 2, 0)
    assert seat(m, GREEN).beer == 0  # Green's Barback: at the start of Green's Serving Phase
    m.act(RED, A.Use("table0"))
    assert seat(m, RED).beer == 3  # given once only
    m.act(RED, A.EndServing())
    m.act(GREEN, A.Plan(True, 2, "table1", 0))
    assert seat(m, GREEN).beer == 1


def test_bards_beside_the_beer_storage_bring_no_beer() -> None:
    m = new(modules=3)
    serving(m, RED, tables=TABLES3, areas=[BARD, BARD, BARBACK])
    assert seat(m, RED).beer == 1


def test_barbacks_do_not_raise_the_brewers_beer_per_die() -> None:
    m = new()
    serving(m, RED, tables=TABLES3, areas=[BARBACK, BARBACK], dice=[die("brewer", 6)])
    before = seat(m, RED).beer
    m.act(RED, A.Use("brewer"))
    assert seat(m, RED).beer - before == 1


def test_assumption_planned_dice_are_used_in_any_order_or_not_at_all() -> None:
    m = new()
    serving(m, RED, tables=[[guest(5, 5)], [REG1], [REG1]],
            dice=[die("table0", 5), die("cashbox", 3), die("table1", 1)])
    assert of_type(m, RED, A.Use) == [A.Use("table0"), A.Use("table1"), A.Use("cashbox")]
    m.act(RED, A.Use("cashbox"))
    m.act(RED, A.EndServing())
    assert seat(m, RED).placed == [] and seat(m, RED).safe == 1


def test_read_the_other_way_every_planned_die_is_used_before_serving_ends(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # ASSUMPTION 15's other reading (data/readings.toml), which a study variant gives
    monkeypatch.setattr(C, "planned_dice_optional", False)
    m = new()
    serving(m, RED, tables=[[guest(5, 5)], [REG1], [REG1]],
            dice=[die("table0", 5), die("cashbox", 3)])
    m.act(RED, A.Use("cashbox"))
    assert A.EndServing() not in m.legal_actions(RED)
    assert refused(m, RED, A.EndServing()).reason == \
        "Use every planned die before the Serving Phase ends: 1 die still planned"
    m.act(RED, A.Use("table0"))
    m.act(RED, A.EndServing())
    assert seat(m, RED).placed == []


def test_a_space_without_a_die_gives_nothing() -> None:
    m = new()
    serving(m, RED, tables=TABLES3, dice=[die("table0", 1)])
    refused(m, RED, A.Use("cashbox"))
    refused(m, RED, A.Use("table1"))


# --- Thaler actions: tavern cards ------------------------------------------------------------


@pytest.mark.parametrize(("kind", "cost"), [("barback", 1), ("dishwasher", 1), ("server", 2),
                                            ("table", 2), ("brewer", 2)])
def test_assumption_tavern_card_prices(kind: str, cost: int) -> None:
    m = new()
    serving(m, RED, tables=TABLES3, thalers=cost - 1)
    refused(m, RED, A.BuyCard(kind))
    serving(m, RED, tables=TABLES3, thalers=cost)
    m.act(RED, A.BuyCard(kind))
    assert seat(m, RED).thalers == 0


def test_a_bought_tavern_card_goes_face_down_on_top_of_the_deck() -> None:
    m = new()
    serving(m, RED, tables=TABLES3, thalers=10)
    piles = dict(st(m).piles)
    m.act(RED, A.BuyCard("server"))
    assert drawn_order(m, RED)[0] == SERVER
    assert st(m).piles["server"] == piles["server"] - 1
    assert seat(m, RED).known == 1 and seat(m, RED).thalers == 10 - 2


def test_at_most_one_tavern_card_of_each_type_per_turn() -> None:
    m = new()
    serving(m, RED, tables=TABLES3, thalers=30)
    m.act(RED, A.BuyCard("server"))
    assert A.BuyCard("server") not in m.legal_actions(RED)
    refused(m, RED, A.BuyCard("server"))
    for kind in ("barback", "dishwasher", "table", "brewer"):
        m.act(RED, A.BuyCard(kind))
    assert seat(m, RED).thalers == 30 - (2 + 1 + 1 + 2 + 2)
    assert drawn_order(m, RED)[:5] == [BREWER, TABLE, DISHWASHER, BARBACK, SERVER]


def test_the_tavern_card_limit_starts_again_next_turn() -> None:
    m = new()
    serving(m, RED, tables=TABLES3, thalers=10)
    m.act(RED, A.BuyCard("barback"))
    evening(m, 3)
    serving(m, RED, tables=TABLES3, thalers=10)
    assert A.BuyCard("barback") in m.legal_actions(RED)


def test_no_tavern_card_from_an_empty_pile() -> None:
    m = new()
    st(m).piles["table"] = 0
    serving(m, RED, tables=TABLES3, thalers=10)
    refused(m, RED, A.BuyCard("table"))


def test_cards_bought_are_drawn_first_next_turn() -> None:
    m = new()
    serving(m, RED, tables=TABLES3, thalers=20)
    seat(m, RED).deck = [REG1, REG1, REG1]
    m.act(RED, A.BuyCard("server"))
    m.act(RED, A.BuyCard("table"))
    arrival(m, {GREEN: [REG2] * 3})
    assert seat(m, RED).areas == [TABLE, SERVER]
    assert len(seat(m, RED).tables) == 4


# --- Thaler actions: upgrades ------------------------------------------------------------------


@pytest.mark.parametrize(("tile", "cost"), [
    ("server", 12), ("dishwasher", 9), ("table", 15), ("brewer", 18), ("cashbox", 10),
    ("barrel", 10), ("monk", 12), ("safe", 8), ("beer_storage", 8)])
def test_assumption_upgrade_costs(tile: str, cost: int) -> None:
    m = new()
    serving(m, RED, tables=TABLES3, thalers=cost - 1)
    refused(m, RED, A.Upgrade(tile, 0))
    serving(m, RED, tables=TABLES3, thalers=cost)
    m.act(RED, A.Upgrade(tile, 0))
    assert seat(m, RED).upgraded == [tile] and seat(m, RED).thalers == 0


@pytest.mark.parametrize("tile", TILES)
def test_every_upgrade_gives_a_noble_face_down_on_top_of_the_deck(tile: str) -> None:
    m = new()
    serving(m, RED, tables=TABLES3, thalers=20)
    nobles = st(m).nobles
    m.act(RED, A.Upgrade(tile, 0))
    assert drawn_order(m, RED)[0] == NOBLE and st(m).nobles == nobles - 1


def test_a_tile_is_upgraded_only_once() -> None:
    m = new()
    serving(m, RED, tables=TABLES3, thalers=40)
    m.act(RED, A.Upgrade("cashbox", 0))
    assert not any(a.tile == "cashbox" for a in of_type(m, RED, A.Upgrade))  # type: ignore
    refused(m, RED, A.Upgrade("cashbox", 0))


def test_special_offer_returns_matching_cards_drawn_this_turn_to_the_display() -> None:
    m = new()
    serving(m, RED, tables=TABLES3, areas=[DISHWASHER, DISHWASHER, SERVER], thalers=3)
    piles = st(m).piles["dishwasher"]
    assert A.Upgrade("dishwasher", 2) in m.legal_actions(RED)  # 9 - 2 x 3 = 3
    refused(m, RED, A.Upgrade("dishwasher", 1))  # 6 thalers
    m.act(RED, A.Upgrade("dishwasher", 2))
    assert seat(m, RED).areas == [SERVER] and st(m).piles["dishwasher"] == piles + 2
    assert seat(m, RED).thalers == 0 and drawn_order(m, RED)[0] == NOBLE


@pytest.mark.parametrize(("tile", "card", "discount"), [
    ("dishwasher", DISHWASHER, 3), ("server", SERVER, 4), ("table", TABLE, 5),
    ("brewer", BREWER, 6)])
def test_special_offer_discount_per_card_returned(tile: str, card: int, discount: int) -> None:
    m = new()
    base = C.upgrades[tile].cost
    serving(m, RED, tables=TABLES3, areas=[card], thalers=base - discount)
    assert A.Upgrade(tile, 1) in m.legal_actions(RED)
    assert A.Upgrade(tile, 0) not in m.legal_actions(RED)


def test_special_offer_never_brings_the_price_below_0() -> None:
    m = new()
    serving(m, RED, tables=TABLES3, areas=[BREWER] * 4, thalers=1)
    offers = [a.returned for a in of_type(m, RED, A.Upgrade)  # type: ignore[attr-defined]
              if a.tile == "brewer"]  # type: ignore[attr-defined]
    assert offers == [3]  # 18 - 3 x 6 = 0; a fourth card would earn nothing
    m.act(RED, A.Upgrade("brewer", 3))
    assert seat(m, RED).thalers == 1 and seat(m, RED).areas == [BREWER]


def test_special_offer_needs_cards_drawn_this_turn_in_that_area() -> None:
    m = new()
    serving(m, RED, tables=TABLES3, areas=[SERVER], thalers=6)
    seat(m, RED).deck.extend([DISHWASHER, DISHWASHER])  # on the deck, not drawn
    refused(m, RED, A.Upgrade("dishwasher", 1))
    refused(m, RED, A.Upgrade("dishwasher", 0))


@pytest.mark.parametrize("tile", ["cashbox", "barrel", "monk", "safe", "beer_storage"])
def test_assumption_only_dishwasher_server_table_and_brewer_have_a_special_offer(
        tile: str) -> None:
    m = new()
    serving(m, RED, tables=TABLES3, areas=list(range(5)) * 2, thalers=20)
    assert [a.returned for a in of_type(m, RED, A.Upgrade)  # type: ignore[attr-defined]
            if a.tile == tile] == [0]  # type: ignore[attr-defined]


def test_assumption_a_returned_table_card_leaves_its_guest_seated() -> None:
    m = new()
    g = guest(5, 5)
    serving(m, RED, tables=[[REG1], [REG1], [REG1], [g]], areas=[TABLE],
            dice=[die("table3", 5)], thalers=10)
    m.act(RED, A.Upgrade("table", 1))
    assert seat(m, RED).tables[3] == [g]
    m.act(RED, A.Use("table3"))
    assert seat(m, RED).thalers == 5


@pytest.mark.parametrize(("tile", "space", "value", "income"), [
    ("cashbox", "cashbox", 3, (3, 0, 0)), ("barrel", "barrel", 3, (0, 2, 0)),
    ("brewer", "brewer", 6, (0, 2, 0)), ("monk", "monk", 5, (0, 0, 2))])
def test_immediate_upgrades_pay_more_for_dice_already_on_the_tile(
        tile: str, space: str, value: int, income: tuple[int, int, int]) -> None:
    m = new()
    serving(m, RED, tables=TABLES3, dice=[die(space, value)], thalers=20, monastery=0)
    m.act(RED, A.Upgrade(tile, 0))
    before = (seat(m, RED).thalers, seat(m, RED).beer, seat(m, RED).monastery)
    m.act(RED, A.Use(space))
    after = (seat(m, RED).thalers, seat(m, RED).beer, seat(m, RED).monastery)
    assert tuple(a - b for a, b in zip(after, before)) == income


@pytest.mark.parametrize(("tile", "thalers", "beer", "kept"), [
    ("safe", 9, 9, (5, 2)), ("beer_storage", 9, 9, (2, 5))])
def test_safe_and_beer_storage_upgrades_count_at_the_end_of_this_serving(
        tile: str, thalers: int, beer: int, kept: tuple[int, int]) -> None:
    m = new()
    cost = C.upgrades[tile].cost
    serving(m, RED, tables=TABLES3, thalers=thalers + cost, beer=beer)
    m.act(RED, A.Upgrade(tile, 0))
    m.act(RED, A.EndServing())
    assert (seat(m, RED).safe, seat(m, RED).storage) == kept


def test_a_permanent_server_hired_now_gives_its_die_next_turn() -> None:
    m = new()
    serving(m, RED, tables=TABLES3, thalers=12)
    m.act(RED, A.Upgrade("server", 0))
    assert seat(m, RED).colour == [] and seat(m, RED).placed == []
    servers(m, {RED: []}, rolls=(4,))
    assert seat(m, RED).colour == [4]


def test_a_table_upgrade_gives_the_4th_table_next_turn_without_drawing_now() -> None:
    m = new()
    serving(m, RED, tables=TABLES3, thalers=15)
    deck = list(seat(m, RED).deck)
    m.act(RED, A.Upgrade("table", 0))
    assert len(seat(m, RED).tables) == 3
    assert seat(m, RED).deck[:-1] == deck  # only the Noble was added
    arrival(m, {RED: [REG1] * 5, GREEN: [REG2] * 3})
    assert seat(m, RED).tables == [[REG1]] * 4


def test_thalers_earned_first_can_pay_an_upgrade_that_makes_more_beer() -> None:
    m = new()
    serving(m, RED, tables=[[guest(6, 6)], [guest(7, 6)], [REG1]], areas=[BREWER],
            dice=[die("table0", 6), die("table1", 6), die("brewer", 1), die("brewer", 1)],
            thalers=6)
    m.act(RED, A.Use("table0"))
    m.act(RED, A.Use("table1"))
    m.act(RED, A.Upgrade("brewer", 0))
    m.act(RED, A.Use("brewer"))
    m.act(RED, A.Use("brewer"))
    assert seat(m, RED).beer == 2 * (2 + 1)


# --- Beer actions: guests ----------------------------------------------------------------------


G4, G5, G6, G7 = guest(4, 4, bonus="none"), guest(5, 5, bonus="none"), guest(6, 0, bonus="none"), \
    guest(7, 6, bonus="table")


def test_recruiting_a_guest_costs_its_beer_and_puts_it_on_top_of_the_deck() -> None:
    m = new()
    display(m, [G4, G5, G6, G7], deck=[G4 + 1])
    serving(m, RED, tables=TABLES3, beer=5)
    assert [a.slot for a in of_type(m, RED, A.Recruit)] == [0, 1, 2]  # type: ignore
    m.act(RED, A.Recruit(2))
    assert seat(m, RED).beer == 0
    assert drawn_order(m, RED)[0] == G5 and seat(m, RED).known == 1


def test_only_one_guest_per_turn() -> None:
    m = new()
    display(m, [G4, G5, G6, G7], deck=[G4 + 1])
    serving(m, RED, tables=TABLES3, beer=20)
    m.act(RED, A.Recruit(1))
    assert of_type(m, RED, A.Recruit) == []
    refused(m, RED, A.Recruit(2))


def test_the_display_is_refilled_from_the_guest_deck() -> None:
    m = new()
    nxt = guest(8, 6)
    display(m, [G4, G5, G6, G7], deck=[nxt, G4 + 1])
    serving(m, RED, tables=TABLES3, beer=20)
    m.act(RED, A.Recruit(3))
    assert st(m).row[1:] == [G4, G5, nxt, G7]
    assert m.view(None)["guests"][3]["card"] == C.card_name(nxt)
    assert m.view(None)["guest_deck"] == 1


def test_recruiting_from_the_3_beer_stack_shows_its_next_guest() -> None:
    m = new()
    stack = list(reversed(st(m).three_stack))
    display(m, [G4, G5, G6, G7], deck=[G4 + 1])
    serving(m, RED, tables=TABLES3, beer=3)
    m.act(RED, A.Recruit(0))
    assert drawn_order(m, RED)[0] == stack[0]
    assert st(m).three_stack[-1] == stack[1] and st(m).row[1:] == [G4, G5, G6, G7]
    assert st(m).guest_deck == [G4 + 1]


def test_the_last_3_beer_guest_is_replaced_by_a_fifth_card_from_the_guest_deck() -> None:
    m = new()
    last, fifth, after = guest(3, 5), guest(5, 4, bonus="none"), guest(8, 0)
    display(m, [G4, G5, G6, G7], deck=[fifth, after], stack=[last])
    serving(m, RED, tables=TABLES3, beer=3)
    m.act(RED, A.Recruit(0))
    assert st(m).three_stack == [] and st(m).row[0] == fifth
    assert m.view(None)["guests"][0]["card"] == C.card_name(fifth)
    serving(m, GREEN, tables=TABLES3, beer=5)
    m.act(GREEN, A.Recruit(0))  # the fifth place is refilled like the others
    assert drawn_order(m, GREEN)[0] == fifth and st(m).row[0] == after


def test_the_last_3_beer_guest_taken_as_the_turn_2_bonus_is_replaced_too() -> None:
    m = new()
    last, fifth = guest(3, 5), guest(5, 4)
    display(m, [G4, G5, G6, G7], deck=[fifth, G4 + 1], stack=[last])
    evening(m, 2)
    m.act(RED, A.TakeBonus("guest3"))
    assert drawn_order(m, RED)[0] == last
    assert st(m).three_stack == [] and st(m).row == [fifth, G4, G5, G6, G7]
    assert m.view(None)["guests"][0]["card"] == C.card_name(fifth)
    assert st(m).guest_deck == [G4 + 1]
    # the stack ran out on the way (RULES.md assumption 20): Green misses it
    assert m.legal_actions(GREEN) == [A.TakeBonus("barback")]
    with pytest.raises(IllegalAction, match="No 3-Beer Guest is left: the players before you "
                       "took the last; choose a Barback"):
        m.act(GREEN, A.TakeBonus("guest3"))
    assert st(m).row[0] == fifth  # the fifth stays


def test_a_player_who_finds_both_bonus_piles_emptied_by_the_players_before_takes_none() -> None:
    m = new(players=3)
    st(m).piles["table"] = st(m).piles["brewer"] = 1
    evening(m, 5)
    first = m.actors[0]
    assert m.legal_actions(first) == [A.TakeBonus("table"), A.TakeBonus("brewer")]
    m.act(first, A.TakeBonus("table"))
    second = m.actors[0]
    assert m.decision is not None and m.decision.kind == "turn_bonus" and second != first
    assert m.legal_actions(second) == [A.TakeBonus("brewer")]
    m.act(second, A.TakeBonus("brewer"))
    assert all(d.kind != "turn_bonus" for d in st(m).pending)  # the third has nothing to choose
    assert any(line.endswith("takes no bonus of the Turn Track: none of a Table and a Brewer "
                             "is left") for line in m.log)


def test_a_3_beer_guest_taken_as_the_turn_2_bonus_shows_the_next_one() -> None:
    m = new()
    display(m, [G4, G5, G6, G7], deck=[G4 + 1], stack=[guest(3, 5), guest(3, 2)])
    evening(m, 2)
    m.act(RED, A.TakeBonus("guest3"))
    assert st(m).three_stack == [guest(3, 2)] and st(m).row[0] == -1
    assert st(m).guest_deck == [G4 + 1]


@pytest.mark.parametrize(("bonus", "check"), [
    ("thalers", "thalers"), ("card", "card"), ("monastery", "monastery"), ("noble", "noble")])
def test_a_guests_bonus_is_given_when_recruited(bonus: str, check: str) -> None:
    g = {"thalers": guest(4, 4, bonus="thalers"), "card": guest(4, 3, bonus="card"),
         "monastery": guest(4, 5, bonus="monastery"), "noble": guest(8, 0, bonus="noble")}[bonus]
    m = new()
    display(m, [g, G5, G6, G7], deck=[G4 + 1])
    serving(m, RED, tables=TABLES3, beer=8, monastery=0)
    nobles, piles = st(m).nobles, dict(st(m).piles)
    m.act(RED, A.Recruit(1))
    q = seat(m, RED)
    if check == "thalers":
        assert q.thalers == 2
    elif check == "card":
        assert drawn_order(m, RED)[:2] == [BARBACK, g] and st(m).piles["barback"] == piles[
            "barback"] - 1
    elif check == "monastery":
        assert q.monastery == 1
    else:
        assert drawn_order(m, RED)[:2] == [NOBLE, g] and st(m).nobles == nobles - 1


def test_a_guests_bonus_is_not_given_again_when_seated_later() -> None:
    g = guest(4, 3, bonus="card")  # a Barback when recruited
    m = new()
    display(m, [g, G5, G6, G7], deck=[G4 + 1])
    serving(m, RED, tables=TABLES3, beer=4)
    m.act(RED, A.Recruit(1))
    barbacks = st(m).piles["barback"]
    seat(m, RED).deck[:-2] = [REG1] * 5  # below the Barback and the guest
    arrival(m, {GREEN: [REG2] * 3})
    assert seat(m, RED).tables[0] == [g] and seat(m, RED).areas == [BARBACK]
    assert st(m).piles["barback"] == barbacks and owned(seat(m, RED)).count(BARBACK) == 1


def test_a_guests_service_denied_bonus_lets_a_guest_be_removed() -> None:
    g = guest(6, 5, bonus="service_denied")
    m = new()
    display(m, [g, G5, G6, G7], deck=[G4 + 1])
    serving(m, RED, tables=TABLES3, beer=6)
    m.act(RED, A.Recruit(1))
    assert st(m).pending[-1].kind == "deny"
    m.act(RED, A.Deny(0))
    assert seat(m, RED).tables[0] == [] and REG1 in seat(m, RED).removed


# --- Beer actions: Nobles ----------------------------------------------------------------------


@pytest.mark.parametrize(("count", "beer"), [(1, 9), (2, 14), (3, 18)])
def test_nobles_cost_9_14_or_18_beer_for_1_2_or_3(count: int, beer: int) -> None:
    m = new()
    serving(m, RED, tables=TABLES3, beer=beer - 1)
    refused(m, RED, A.RecruitNobles(count))
    serving(m, RED, tables=TABLES3, beer=beer)
    m.act(RED, A.RecruitNobles(count))
    assert seat(m, RED).beer == 0
    assert drawn_order(m, RED)[:count] == [NOBLE] * count


def test_nobles_may_be_recruited_several_times_beside_the_one_guest() -> None:
    m = new()
    display(m, [G4, G5, G6, G7], deck=[G4 + 1])
    serving(m, RED, tables=TABLES3, beer=9 + 9 + 4)
    m.act(RED, A.RecruitNobles(1))
    m.act(RED, A.Recruit(1))
    m.act(RED, A.RecruitNobles(1))
    assert drawn_order(m, RED)[:3] == [NOBLE, G4, NOBLE] and seat(m, RED).beer == 0


def test_no_more_nobles_than_the_stack_holds() -> None:
    m = new()
    st(m).nobles = 2
    serving(m, RED, tables=TABLES3, beer=18)
    assert [a.count for a in of_type(m, RED, A.RecruitNobles)] == [1, 2]  # type: ignore


# --- the end of the Serving Phase ----------------------------------------------------------------


@pytest.mark.parametrize(("upgraded", "kept"), [((), (2, 2)), (("safe",), (5, 2)),
                                                (("beer_storage",), (2, 5)),
                                                (("safe", "beer_storage"), (5, 5))])
def test_leftover_thalers_and_beer_are_stored_up_to_2_or_5_upgraded_the_rest_is_lost(
        upgraded: tuple[str, ...], kept: tuple[int, int]) -> None:
    m = new()
    serving(m, RED, tables=TABLES3, thalers=7, beer=8, upgraded=upgraded)
    m.act(RED, A.EndServing())
    q = seat(m, RED)
    assert (q.safe, q.storage) == kept and (q.thalers, q.beer) == (0, 0)


def test_less_than_the_limit_is_stored_as_it_is() -> None:
    m = new()
    serving(m, RED, tables=TABLES3, thalers=1, beer=0)
    m.act(RED, A.EndServing())
    assert (seat(m, RED).safe, seat(m, RED).storage) == (1, 0)


def test_stored_thalers_and_beer_are_spent_in_the_next_serving_phase() -> None:
    m = new()
    serving(m, RED, tables=TABLES3, thalers=2, beer=2)
    assert (seat(m, RED).thalers, seat(m, RED).beer) == (2, 2)
    assert (seat(m, RED).safe, seat(m, RED).storage) == (0, 0)
    assert A.BuyCard("barback") in m.legal_actions(RED)


def test_the_next_player_in_clockwise_order_serves_next() -> None:
    m = new(players=3)
    serving(m, GREEN, tables=TABLES3)
    m.act(GREEN, A.EndServing())
    assert m.actors == (2,) and st(m).pending[-1].kind == "serve"
    m.act(2, A.EndServing())
    assert m.actors == (RED,)


def test_only_the_serving_player_acts() -> None:
    m = new()
    serving(m, RED, tables=TABLES3, thalers=5)
    assert m.actors == (RED,)
    refused(m, GREEN, A.EndServing(), code="not_your_turn")


# --- Service Denied --------------------------------------------------------------------------


def denied(m: Match, tables: list[list[int]], dice: Sequence[object] = ()) -> None:
    """Red reaches monastery space 9 (Service Denied) with a die on the Monk."""
    serving(m, RED, tables=tables, dice=[die("monk", 5), *dice],  # type: ignore[list-item]
            monastery=8)
    m.act(RED, A.Use("monk"))


def test_service_denied_removes_a_regular_or_guest_from_the_game_and_its_table_stays_empty(
        ) -> None:
    m = new()
    g = guest(5, 5)
    denied(m, [[REG1], [g], [REG2]])
    assert m.legal_actions(RED) == [A.Deny(0), A.Deny(1), A.Deny(2), A.NoDeny()]
    cards = len(owned(seat(m, RED)))
    m.act(RED, A.Deny(1))
    assert seat(m, RED).tables == [[REG1], [], [REG2]]
    assert seat(m, RED).removed == [g] and len(owned(seat(m, RED))) == cards - 1
    assert st(m).pending[-1].kind == "serve"


def test_service_denied_never_removes_a_guest_with_a_die_on_it() -> None:
    m = new()
    denied(m, [[REG1], [REG2], [REG2]], dice=[die("table1", 2)])
    assert A.Deny(1) not in m.legal_actions(RED)
    refused(m, RED, A.Deny(1))


def test_a_guest_already_served_may_be_removed() -> None:
    m = new()
    serving(m, RED, tables=[[REG1], [REG2], [REG2]], dice=[die("table1", 2), die("monk", 5)],
            monastery=8)
    m.act(RED, A.Use("table1"))
    m.act(RED, A.Use("monk"))
    assert A.Deny(1) in m.legal_actions(RED)
    m.act(RED, A.Deny(1))
    assert seat(m, RED).thalers == 2 and seat(m, RED).tables[1] == []


def test_assumption_service_denied_never_removes_a_noble() -> None:
    m = new()
    denied(m, [[NOBLE, NOBLE], [REG2], [REG2]])
    assert A.Deny(0) not in m.legal_actions(RED)


def test_remove_1_regular_or_other_guest_card_a_noble_only_when_read_as_a_guest_card(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # ASSUMPTION 16 and its other reading (data/readings.toml), which a study variant gives
    tables = [[NOBLE, NOBLE], [REG2], [REG2]]
    m = new()
    denied(m, tables)
    assert m.legal_actions(RED) == [A.Deny(1), A.Deny(2), A.NoDeny()]
    assert refused(m, RED, A.Deny(0)).reason == ("Service Denied! removes a Regular or other "
                                                 "Guest Card seated at one of your Tables, "
                                                 "never a Noble")
    monkeypatch.setattr(C, "service_denied_spares_nobles", False)
    m = new()
    denied(m, tables)
    assert m.legal_actions(RED) == [A.Deny(0), A.Deny(1), A.Deny(2), A.NoDeny()]
    cards = len(owned(seat(m, RED)))
    m.act(RED, A.Deny(0))  # the topmost Noble leaves the game, the other stays seated
    assert seat(m, RED).tables == [[NOBLE], [REG2], [REG2]]
    assert seat(m, RED).removed == [NOBLE] and len(owned(seat(m, RED))) == cards - 1


def test_service_denied_is_optional() -> None:
    m = new()
    denied(m, [[REG1], [REG2], [REG2]])
    m.act(RED, A.NoDeny())
    assert seat(m, RED).tables == [[REG1], [REG2], [REG2]] and seat(m, RED).removed == []


def test_service_denied_with_nobody_to_remove_is_skipped() -> None:
    m = new()
    denied(m, [[NOBLE], [], []])
    assert st(m).pending[-1].kind == "serve"
    assert "deny" not in kinds(m.legal_actions(RED))


def test_service_denied_never_reaches_the_deck_or_discard_pile() -> None:
    m = new()
    denied(m, [[REG1], [REG2], [REG2]])
    targets = {a.table for a in of_type(m, RED, A.Deny)}  # type: ignore[attr-defined]
    assert targets == {0, 1, 2}  # only the tables


def test_tavern_cards_of_every_kind_are_on_sale() -> None:
    m = new(modules=3)
    serving(m, RED, tables=TABLES3, thalers=6)
    assert [a.card for a in of_type(m, RED, A.BuyCard)] == list(TAVERN)  # type: ignore
