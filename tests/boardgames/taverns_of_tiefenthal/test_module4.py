"""Rulebook, Module 4: the Start Cards (3 of 7 revealed, each player chooses one, the same card
allowed) and each card's starting items."""

from __future__ import annotations

from collections import Counter

import pytest

from alehouse import Match
from alehouse.boardgames.taverns_of_tiefenthal import actions as A
from alehouse.boardgames.taverns_of_tiefenthal.content import CONTENT
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
    new,
    refresh,
    refused,
    seat,
    st,
)

REGULARS = {REG1: 3, REG2: 4}


def reveal(m: Match, cards: list[int]) -> None:
    st(m).start_cards = sorted(cards)
    refresh(m)


def choose(m: Match, card: int, *, remove: tuple[int, ...] = ()) -> int:
    """The player to choose takes `card` (and removes Regulars needing `remove`)."""
    p = m.actors[0]
    m.act(p, A.ChooseStartCard(card))
    for d in remove:
        m.act(p, A.RemoveRegular(d))
    return p


def started(card: int, *, modules: int = 4, remove: tuple[int, ...] = (1, 1)) -> tuple[
        Match, int]:
    """A match where the first player chose `card` (the other card 1); returns it and the
    first player."""
    m = new(modules=modules)
    reveal(m, [1, card, 7] if card not in (1, 7) else [1, 4, 7])
    p = choose(m, card, remove=remove[:{3: 2, 7: 1}.get(card, 0)])
    choose(m, 1)
    return m, p


def test_three_of_the_seven_start_cards_are_revealed() -> None:
    seen = set()
    for seed in range(8):
        m = new(modules=4, seed=seed)
        cards = st(m).start_cards
        assert len(set(cards)) == 3 and set(cards) <= set(range(1, 8))
        assert m.view(None)["start_cards"] == cards
        seen.add(tuple(cards))
    assert len(seen) > 1


def test_each_player_chooses_one_of_the_revealed_cards_in_turn_order() -> None:
    m = new(modules=4, players=3)
    first = st(m).start_player
    reveal(m, [2, 4, 6])
    assert m.actors == (first,)
    assert m.legal_actions(first) == [A.ChooseStartCard(c) for c in (2, 4, 6)]
    refused(m, first, A.ChooseStartCard(1))
    m.act(first, A.ChooseStartCard(2))
    assert m.actors == ((first + 1) % 3,)


def test_several_players_may_choose_the_same_start_card() -> None:
    m = new(modules=4, players=3)
    reveal(m, [2, 4, 6])
    for _ in range(3):
        choose(m, 4)
    assert [seat(m, p).start_card for p in range(3)] == [4, 4, 4]
    assert st(m).phase != "setup"


def test_start_card_1_server_table_and_brewer() -> None:
    m, p = started(1)
    assert Counter(owned(seat(m, p))) == {**REGULARS, SERVER: 1, TABLE: 1, BREWER: 1}
    assert st(m).piles["server"] == 16 - 2  # both players chose card 1


def test_start_card_2_bard_barback_brewer_and_dishwasher() -> None:
    m, p = started(2)
    assert Counter(owned(seat(m, p))) == {**REGULARS, BARD: 1, BARBACK: 1, BREWER: 1,
                                          DISHWASHER: 1}
    assert st(m).piles["bard"] == 15 and st(m).piles["dishwasher"] == 15


def test_start_card_3_three_monastery_steps_a_barback_and_two_regulars_removed() -> None:
    m, p = started(3, remove=(1, 2))
    q = seat(m, p)
    assert q.monastery == 3
    assert Counter(owned(q)) == {REG1: 2, REG2: 3, BARBACK: 1}
    assert sorted(q.removed) == [REG1, REG2]


def test_assumption_start_card_3_player_chooses_which_regulars_to_remove() -> None:
    m = new(modules=4)
    reveal(m, [1, 3, 5])
    p = m.actors[0]
    m.act(p, A.ChooseStartCard(3))
    assert m.actors == (p,)
    assert m.legal_actions(p) == [A.RemoveRegular(1), A.RemoveRegular(2)]
    m.act(p, A.RemoveRegular(2))
    assert m.legal_actions(p) == [A.RemoveRegular(1), A.RemoveRegular(2)]
    m.act(p, A.RemoveRegular(2))
    assert st(m).pending[-1].kind == "start_card" and m.actors == (1 - p,)
    assert Counter(owned(seat(m, p)))[REG2] == 2


def test_remove_2_regulars_from_your_draw_deck_chosen_or_read_the_other_way_at_random(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # ASSUMPTION 19 and its other reading (data/readings.toml), which a study variant gives
    m = new(modules=4)
    reveal(m, [1, 3, 5])
    p = m.actors[0]
    m.act(p, A.ChooseStartCard(3))
    assert m.actors == (p,) and st(m).pending[-1].kind == "remove_regular"
    assert m.legal_actions(p) == [A.RemoveRegular(1), A.RemoveRegular(2)]
    monkeypatch.setattr(CONTENT, "player_chooses_regulars_to_remove", False)
    for picks, gone in (((0, 5), [REG1, REG2]), ((6, 5), [REG2, REG2])):
        m = new(modules=4)
        reveal(m, [1, 3, 5])
        p = m.actors[0]
        st(m).chance.force(*picks)  # the first Regular of the deck is a REG1, the last a REG2
        m.act(p, A.ChooseStartCard(3))
        assert m.actors == (1 - p,) and st(m).pending[-1].kind == "start_card"
        assert seat(m, p).removed == gone
        assert Counter(owned(seat(m, p))) == {REG1: 3 - gone.count(REG1),
                                              REG2: 4 - gone.count(REG2), BARBACK: 1}


def test_start_card_4_a_schnapps_and_a_free_table_upgrade_without_a_noble() -> None:
    m, p = started(4)
    q = seat(m, p)
    assert q.schnapps == 1 and q.upgraded == ["table"]
    assert NOBLE not in owned(q) and st(m).nobles == 61
    assert len(q.tables) == 4 + q.areas.count(TABLE)  # the fourth table from turn 1


def test_start_card_5_bard_table_free_beer_storage_upgrade_and_5_beer() -> None:
    m, p = started(5)
    q = seat(m, p)
    assert Counter(owned(q)) == {**REGULARS, BARD: 1, TABLE: 1}
    assert q.upgraded == ["beer_storage"] and q.storage == 5
    assert NOBLE not in owned(q)


def test_start_card_5_beer_is_spent_in_the_first_serving_phase() -> None:
    m, p = started(5)

    def serving_now(m: Match) -> bool:
        top = st(m).pending[-1] if st(m).pending else None
        return (st(m).phase == "planning_and_serving" and top is not None
                and (top.kind, top.player) == ("serve", p))

    while not serving_now(m):
        who = m.actors[0]
        legal = m.legal_actions(who)
        m.act(who, next((a for a in legal if isinstance(a, A.EndServing)), legal[0]))
    q = seat(m, p)
    assert st(m).turn == 1 and q.planned
    assert (q.beer, q.storage) == (5, 0)  # no Barback drawn: the 5 beers of the storage only
    assert A.Recruit(0) in m.legal_actions(p)  # they pay for a 3-beer guest
    m.act(p, A.Recruit(0))
    assert q.beer == 2


def test_start_card_6_server_and_a_free_permanent_server() -> None:
    m, p = started(6)
    q = seat(m, p)
    assert Counter(owned(q)) == {**REGULARS, SERVER: 1}
    assert q.upgraded == ["server"] and NOBLE not in owned(q)
    while st(m).phase in ("setup", "new_evening", "arrival"):
        who = m.actors[0]
        m.act(who, A.KeepTavern())
    assert len(q.colour) == 1 + q.areas.count(SERVER)  # the permanent Server in turn 1


def test_start_card_7_dishwasher_one_regular_removed_and_a_free_cashbox_upgrade() -> None:
    m, p = started(7, remove=(1,))
    q = seat(m, p)
    assert Counter(owned(q)) == {REG1: 2, REG2: 4, DISHWASHER: 1}
    assert q.upgraded == ["cashbox"] and NOBLE not in owned(q)


def test_decks_are_shuffled_after_the_start_cards_and_turn_1_begins() -> None:
    m, p = started(3, remove=(1, 1))
    assert st(m).turn == 1 and st(m).phase in ("arrival", "dice_draft")
    assert seat(m, p).known == 0  # the Barback taken on the way is shuffled in
    orders = set()
    for seed in range(6):
        m = new(modules=4, seed=seed)
        reveal(m, [1, 2, 3])
        choose(m, 2)
        choose(m, 2)
        red = seat(m, RED)
        orders.add((*(c for t in red.tables for c in t), *red.areas, *reversed(red.deck)))
    assert len(orders) > 1


@pytest.mark.parametrize("modules", [1, 2, 3])
def test_no_start_cards_before_module_4(modules: int) -> None:
    m = new(modules=modules)
    assert st(m).start_cards == [] and st(m).phase != "setup"
    assert seat(m, GREEN).start_card == 0
