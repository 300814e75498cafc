"""Rulebook: B. Arrival Phase (drawing until every table is taken, tavern cards to their areas,
Nobles sitting together, reshuffling the discard pile) and the Counter Guest's restart."""

from __future__ import annotations

from alehouse import Chance
from alehouse.boardgames.taverns_of_tiefenthal import actions as A
from alehouse.boardgames.taverns_of_tiefenthal.content import CONTENT

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
    drawn_order,
    guest,
    new,
    refused,
    seat,
    st,
)

C = CONTENT
FILLER = [REG2] * 6


def test_cards_are_drawn_until_every_table_is_taken() -> None:
    m = new()
    arrival(m, {RED: [REG1, REG2, REG1, REG2, NOBLE], GREEN: FILLER})
    assert seat(m, RED).tables == [[REG1], [REG2], [REG1]]
    assert drawn_order(m, RED) == [REG2, NOBLE]  # drawing stops once the tables are full


def test_seated_cards_take_the_free_tables_from_left_to_right() -> None:
    g = guest(5, 5)
    m = new()
    arrival(m, {RED: [g, REG1, NOBLE], GREEN: FILLER})
    assert seat(m, RED).tables == [[g], [REG1], [NOBLE]]


def test_a_drawn_table_adds_a_table_that_must_be_filled_too() -> None:
    m = new()
    arrival(m, {RED: [REG1, TABLE, REG2, REG2, REG1, NOBLE], GREEN: FILLER})
    assert seat(m, RED).tables == [[REG1], [REG2], [REG2], [REG1]]
    assert seat(m, RED).areas == [TABLE]
    assert drawn_order(m, RED) == [NOBLE]


def test_several_drawn_tables_are_all_filled() -> None:
    m = new()
    arrival(m, {RED: [TABLE, TABLE, REG1, REG1, REG1, REG2, REG2, NOBLE], GREEN: FILLER})
    assert len(seat(m, RED).tables) == 5 and all(seat(m, RED).tables)
    assert drawn_order(m, RED) == [NOBLE]


def test_tavern_cards_go_to_their_areas_and_take_no_table() -> None:
    m = new()
    arrival(m, {RED: [SERVER, REG1, BREWER, DISHWASHER, REG2, BARBACK, REG2, REG1],
                GREEN: FILLER})
    assert sorted(seat(m, RED).areas) == sorted([SERVER, BREWER, DISHWASHER, BARBACK])
    assert seat(m, RED).tables == [[REG1], [REG2], [REG2]]
    assert drawn_order(m, RED) == [REG1]
    areas = m.view(None)["players"][RED]["areas"]
    assert areas == {"Barback": 1, "Dishwasher": 1, "Server": 1, "Brewer": 1}


def test_bards_go_beside_the_beer_storage_and_take_no_table() -> None:
    m = new(modules=3)
    arrival(m, {RED: [BARD, REG1, REG1, BARD, REG2, REG2], GREEN: FILLER})
    assert seat(m, RED).areas == [BARD, BARD]
    assert C.area["bard"] == C.area["barback"] == "beer_storage"
    assert seat(m, RED).tables == [[REG1], [REG1], [REG2]]


def test_nobles_sit_together_at_one_table() -> None:
    m = new()
    arrival(m, {RED: [NOBLE, REG1, NOBLE, NOBLE, REG2, REG2, REG1], GREEN: FILLER})
    assert seat(m, RED).tables == [[NOBLE, NOBLE, NOBLE], [REG1], [REG2]]
    assert seat(m, RED).noble_table == 0
    assert drawn_order(m, RED) == [REG2, REG1]


def test_the_first_noble_takes_a_free_table_as_usual() -> None:
    m = new()
    arrival(m, {RED: [REG1, NOBLE, NOBLE, REG2, REG1], GREEN: FILLER})
    assert seat(m, RED).tables == [[REG1], [NOBLE, NOBLE], [REG2]]
    assert seat(m, RED).noble_table == 1
    assert drawn_order(m, RED) == [REG1]


def test_an_empty_deck_is_refilled_by_shuffling_the_discard_pile() -> None:
    m = new()
    discard = [NOBLE, REG2, SERVER, REG1, BARBACK]
    script = (3, 1, 0, 1)
    expected = list(discard)
    c = Chance(0)
    c.force(*script)
    c.shuffle(expected)
    st(m).chance.force(*script)
    arrival(m, {RED: [REG1], GREEN: FILLER}, discards={RED: discard})
    draws = [REG1, *reversed(expected)]
    tables: list[list[int]] = []
    for card in draws:
        if C.cards[card].kind != "tavern":
            tables.append([card])
        if len(tables) == 3:
            break
    assert seat(m, RED).tables == tables
    assert seat(m, RED).discard == []
    assert len(seat(m, RED).deck) + len(seat(m, RED).areas) + 3 == 6
    assert seat(m, RED).known == 0


def test_the_discard_pile_is_not_shuffled_while_the_deck_holds_cards() -> None:
    m = new()
    arrival(m, {RED: [REG1, REG1, REG1], GREEN: FILLER}, discards={RED: [NOBLE, NOBLE]})
    assert seat(m, RED).discard == [NOBLE, NOBLE] and seat(m, RED).deck == []


def test_arrival_stops_when_the_deck_and_the_discard_pile_are_empty() -> None:
    m = new()
    arrival(m, {RED: [REG1, SERVER], GREEN: FILLER})
    assert seat(m, RED).tables == [[REG1], [], []]
    assert st(m).phase == "dice_draft"  # the game goes on


def test_every_player_fills_their_tavern() -> None:
    m = new(players=3)
    arrival(m, {0: [REG1] * 3, 1: [REG2] * 3, 2: [NOBLE, NOBLE, REG1, REG2]})
    assert [seat(m, p).tables for p in range(3)] == [
        [[REG1]] * 3, [[REG2]] * 3, [[NOBLE, NOBLE], [REG1], [REG2]]]


# --- the Counter Guest's restart -------------------------------------------------------------


def test_counter_guest_restart_discards_everything_drawn_and_fills_the_tavern_again() -> None:
    m = new()
    deck = [REG1, SERVER, REG1, REG1, REG2, NOBLE, REG2, BREWER]
    arrival(m, {RED: deck, GREEN: FILLER}, counter_guests={RED: 1})
    assert m.actors == (RED,)
    assert m.legal_actions(RED) == [A.KeepTavern(), A.UseCounterGuest()]
    m.act(RED, A.UseCounterGuest())
    assert sorted(seat(m, RED).discard) == sorted([REG1, SERVER, REG1, REG1])
    assert seat(m, RED).tables == [[REG2], [NOBLE], [REG2]]
    assert seat(m, RED).areas == []
    assert seat(m, RED).counter_guests == 0
    assert drawn_order(m, RED) == [BREWER]


def test_several_counter_guests_may_be_used_in_a_row() -> None:
    m = new()
    deck = [REG1] * 3 + [REG2] * 3 + [NOBLE, REG1, REG2] + [REG2] * 3
    arrival(m, {RED: deck, GREEN: FILLER}, counter_guests={RED: 3})
    m.act(RED, A.UseCounterGuest())
    assert seat(m, RED).tables == [[REG2]] * 3
    assert m.legal_actions(RED) == [A.KeepTavern(), A.UseCounterGuest()]
    m.act(RED, A.UseCounterGuest())
    assert seat(m, RED).tables == [[NOBLE], [REG1], [REG2]]
    assert sorted(seat(m, RED).discard) == [REG1] * 3 + [REG2] * 3
    m.act(RED, A.KeepTavern())
    assert seat(m, RED).counter_guests == 1  # one left for later
    assert seat(m, RED).tables == [[NOBLE], [REG1], [REG2]]


def test_keeping_the_tavern_costs_no_counter_guest() -> None:
    m = new()
    arrival(m, {RED: [REG1] * 4, GREEN: FILLER}, counter_guests={RED: 1})
    m.act(RED, A.KeepTavern())
    assert seat(m, RED).counter_guests == 1
    assert seat(m, RED).tables == [[REG1]] * 3
    assert st(m).phase == "dice_draft"


def test_the_restart_is_offered_only_with_a_counter_guest() -> None:
    m = new()
    arrival(m, {RED: [REG1] * 4, GREEN: FILLER}, counter_guests={GREEN: 1})
    assert m.actors == (GREEN,)  # Red has none: no decision for Red
    assert m.legal_actions(RED) == []
    refused(m, RED, A.UseCounterGuest(), code="not_your_turn")


def test_the_restart_is_offered_after_the_tables_are_filled() -> None:
    m = new()
    arrival(m, {RED: [REG1, TABLE, REG1, REG1, REG1, REG2], GREEN: FILLER},
            counter_guests={RED: 1})
    assert st(m).pending[-1].kind == "restart"
    assert len(seat(m, RED).tables) == 4 and all(seat(m, RED).tables)


def test_restart_reshuffles_the_discard_pile_when_the_deck_runs_out() -> None:
    m = new()
    arrival(m, {RED: [REG1, REG1, REG1, REG2], GREEN: FILLER}, counter_guests={RED: 1})
    m.act(RED, A.UseCounterGuest())
    # one REG2 left on the deck, then the three REG1 just discarded are shuffled in
    assert sorted(c for t in seat(m, RED).tables for c in t) == [REG1, REG1, REG2]
    assert seat(m, RED).tables[0] == [REG2]
