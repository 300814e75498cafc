"""Hidden information (ARCHITECTURE.md): the order of every draw pile, its owner's too, apart
from the cards everyone saw put on top since its last shuffle; the guest deck's order; the order
of the face-up 3-beer stack below its top card. Planning is done player by player in turn order,
in the open: nothing of it is hidden."""

from __future__ import annotations

from collections import Counter

import pytest

from alehouse import Chance, Match
from alehouse.boardgames.taverns_of_tiefenthal import actions as A
from alehouse.boardgames.taverns_of_tiefenthal.content import CONTENT

from .helpers import (
    GREEN,
    NOBLE,
    RED,
    REG1,
    REG2,
    SERVER,
    arrival,
    new,
    planning,
    seat,
    serving,
    set_tavern,
    snapshot,
    st,
)

C = CONTENT
VIEWERS = (None, RED, GREEN)


def played(seed: int, decisions: int, *, modules: int = 1, players: int = 2) -> Match:
    """A match after `decisions` seeded random decisions."""
    m = new(players=players, seed=seed, modules=modules)
    pick = Chance.from_seed(seed + 1000)
    for _ in range(decisions):
        if m.over:
            break
        p = m.actors[0]
        legal = m.legal_actions(p)
        m.act(p, legal[pick.below(len(legal))])
    return m


def unknown(m: Match, p: int) -> list[int]:
    q = seat(m, p)
    return q.deck[:len(q.deck) - q.known]


@pytest.mark.parametrize(("seed", "decisions", "modules"), [(1, 0, 1), (2, 40, 2), (3, 90, 3),
                                                            (4, 150, 5)])
def test_views_never_show_the_order_of_a_draw_pile_even_to_its_owner(
        seed: int, decisions: int, modules: int) -> None:
    m = played(seed, decisions, modules=modules)
    twin = m.clone()
    for p in (RED, GREEN):
        q = seat(twin, p)
        n = len(q.deck) - q.known
        q.deck[:n] = list(reversed(q.deck[:n]))
    for p in (RED, GREEN):
        if len(set(unknown(m, p))) > 1:
            break
    else:
        pytest.skip("no deck with two different unknown cards")
    assert snapshot(twin) != snapshot(m)
    for viewer in VIEWERS:
        assert twin.view(viewer) == m.view(viewer)


def test_views_show_only_the_size_of_a_draw_pile() -> None:
    m = new()
    arrival(m, {RED: [REG1, REG2, REG1, NOBLE, SERVER, REG2], GREEN: [REG2] * 4})
    for viewer in VIEWERS:
        red = m.view(viewer)["players"][RED]
        assert red["deck"] == 3 and red["deck_top"] == []


def test_cards_put_on_top_of_a_deck_are_known_to_everyone() -> None:
    m = new()
    serving(m, RED, tables=[[REG1]], thalers=20)
    m.act(RED, A.BuyCard("server"))
    m.act(RED, A.Upgrade("safe", 0))
    for viewer in VIEWERS:
        assert m.view(viewer)["players"][RED]["deck_top"] == ["Noble", "Server"]


def test_known_cards_stop_being_shown_once_drawn() -> None:
    m = new()
    serving(m, RED, tables=[[REG1]], thalers=20)
    seat(m, RED).deck = [REG1, REG1, REG2, REG1]
    m.act(RED, A.BuyCard("server"))
    m.act(RED, A.BuyCard("table"))
    assert m.view(GREEN)["players"][RED]["deck_top"] == ["Table", "Server"]
    arrival(m, {GREEN: [REG2] * 3})
    assert m.view(GREEN)["players"][RED]["deck_top"] == []
    assert seat(m, RED).known == 0


def test_a_reshuffled_deck_has_no_known_top() -> None:
    m = new()
    serving(m, RED, tables=[[REG1]], thalers=20)
    seat(m, RED).deck = []
    seat(m, RED).discard = [REG1, REG2, REG2, REG1, NOBLE]
    m.act(RED, A.BuyCard("server"))
    arrival(m, {GREEN: [REG2] * 3}, discards={RED: seat(m, RED).discard})
    assert seat(m, RED).known == 0
    assert m.view(RED)["players"][RED]["deck_top"] == []


def test_the_guest_deck_order_is_hidden() -> None:
    m = played(5, 30)
    twin = m.clone()
    st(twin).guest_deck.reverse()
    assert snapshot(twin) != snapshot(m)
    for viewer in VIEWERS:
        assert twin.view(viewer) == m.view(viewer)
        assert twin.view(viewer)["guest_deck"] == len(st(m).guest_deck)


def test_discard_piles_are_face_up() -> None:
    m = new()
    seat(m, RED).discard = [NOBLE, REG1, NOBLE]
    assert m.view(GREEN)["players"][RED]["discard"] == {"Noble": 2, "Regular (1)": 1}


@pytest.mark.parametrize(("seed", "decisions", "modules"), [(6, 0, 1), (7, 60, 2),
                                                            (8, 120, 4), (9, 200, 5)])
def test_determinize_reshuffles_only_the_unknown_parts_and_keeps_every_view_equal(
        seed: int, decisions: int, modules: int) -> None:
    m = played(seed, decisions, modules=modules)
    before = snapshot(m)
    orders = set()
    for p in (RED, GREEN):
        for k in range(5):
            d = m.determinize(p, Chance.from_seed(k))
            for viewer in VIEWERS:
                assert d.view(viewer) == m.view(viewer)
            for q in (RED, GREEN):
                known = seat(m, q).known
                assert Counter(seat(d, q).deck) == Counter(seat(m, q).deck)
                if known:
                    assert seat(d, q).deck[-known:] == seat(m, q).deck[-known:]
            assert Counter(st(d).guest_deck) == Counter(st(m).guest_deck)
            assert Counter(st(d).three_stack) == Counter(st(m).three_stack)
            assert st(d).three_stack[-1:] == st(m).three_stack[-1:]  # its face-up top
            orders.add((tuple(seat(d, RED).deck), tuple(seat(d, GREEN).deck),
                        tuple(st(d).guest_deck), tuple(st(d).three_stack)))
    assert len(orders) > 1
    assert snapshot(m) == before  # the real match is untouched


def test_determinize_keeps_cards_known_on_top_of_a_deck() -> None:
    m = new()
    serving(m, RED, tables=[[REG1]], thalers=20)
    m.act(RED, A.BuyCard("server"))
    m.act(RED, A.Upgrade("safe", 0))
    for k in range(6):
        d = m.determinize(GREEN, Chance.from_seed(k))
        assert seat(d, RED).deck[-2:] == [SERVER, NOBLE]


# --- the 3-beer stack ---------------------------------------------------------------------------


def test_only_the_top_of_the_3_beer_stack_is_seen() -> None:
    m = new()
    twin = m.clone()
    below = st(twin).three_stack[:-1]
    st(twin).three_stack[:-1] = list(reversed(below))
    assert snapshot(twin) != snapshot(m)
    for viewer in VIEWERS:
        assert twin.view(viewer) == m.view(viewer)
        assert m.view(viewer)["guests"][0]["card"] == C.card_name(st(m).three_stack[-1])
        assert m.view(viewer)["three_beer_stack"] == 8


def test_determinize_reshuffles_the_3_beer_stack_below_its_top() -> None:
    m = new()
    stack = list(st(m).three_stack)
    orders = set()
    for k in range(8):
        d = m.determinize(RED, Chance.from_seed(k))
        assert st(d).three_stack[-1] == stack[-1]
        assert Counter(st(d).three_stack) == Counter(stack)
        assert d.view(RED) == m.view(RED)
        orders.add(tuple(st(d).three_stack))
    assert len(orders) > 1
    assert st(m).three_stack == stack


def test_determinize_keeps_a_3_beer_stack_of_one_card() -> None:
    m = new()
    st(m).three_stack = st(m).three_stack[-1:]
    for k in range(3):
        assert st(m.determinize(GREEN, Chance.from_seed(k))).three_stack == st(m).three_stack


# --- Planning is public -------------------------------------------------------------------------


def both_planning() -> Match:
    m = new()
    set_tavern(m, RED, tables=[[REG1], [REG2], [REG2]], areas=[])
    set_tavern(m, GREEN, tables=[[REG1], [REG2], [REG2]], areas=[])
    planning(m, {RED: [1, 2, 4], GREEN: [2, 3, 5]}, start=RED)
    return m


def test_another_players_planning_is_visible() -> None:
    to_table = both_planning()
    to_table.act(RED, A.Plan(True, 2, "table1", 0))
    to_cashbox = both_planning()
    to_cashbox.act(RED, A.Plan(True, 2, "cashbox", 0))
    for viewer in VIEWERS:
        assert to_table.view(viewer) != to_cashbox.view(viewer)
        assert [x["space"] for x in to_table.view(viewer)["players"][RED]["planned"]] == [
            "table1"]
    assert to_table.log_for(GREEN) == to_table.log_for(RED)


def test_determinize_keeps_every_players_planning() -> None:
    m = both_planning()
    m.act(RED, A.Plan(True, 2, "table1", 0))
    m.act(RED, A.Plan(True, 1, "table0", 0))
    for viewer in (RED, GREEN):
        for k in range(6):
            d = m.determinize(viewer, Chance.from_seed(k))
            assert seat(d, RED).placed == seat(m, RED).placed
            assert seat(d, RED).white == [4] and seat(d, GREEN).white == [2, 3, 5]
            assert d.view(viewer) == m.view(viewer)


def test_a_finished_plan_stays_visible_while_its_player_serves() -> None:
    m = both_planning()
    for v, space in ((1, "table0"), (2, "table1"), (4, "cashbox")):
        m.act(RED, A.Plan(True, v, space, 0))
    assert st(m).pending[-1].kind == "serve"
    assert [x["space"] for x in m.view(GREEN)["players"][RED]["planned"]] == [
        "table0", "table1", "cashbox"]
    m.act(RED, A.Use("table1"))
    assert [x["space"] for x in m.view(GREEN)["players"][RED]["planned"]] == [
        "table0", "cashbox"]
