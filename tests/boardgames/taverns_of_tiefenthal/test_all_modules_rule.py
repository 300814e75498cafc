"""Rulebook: the option only available when playing with all Modules 1-5 (turn-bonus options
need enough Tavern Helper Cards for everyone; a guest's missing helper card is replaced by a
cheaper one)."""

from __future__ import annotations

import pytest

from alehouse import Match
from alehouse.boardgames.taverns_of_tiefenthal import actions as A
from alehouse.boardgames.taverns_of_tiefenthal.content import TAVERN

from .helpers import (
    BARBACK,
    RED,
    REG1,
    REG2,
    die,
    drawn_order,
    evening,
    guest,
    new,
    refused,
    seat,
    serving,
    st,
)

TABLES3 = [[REG1], [REG2], [REG2]]


def m5(players: int = 2, *, rule: bool = True) -> Match:
    m = new(players=players, modules=5, all_modules_rule=rule)
    while st(m).phase == "setup":
        p = m.actors[0]
        m.act(p, m.legal_actions(p)[0])
    return m


def offered(m: Match) -> list[str]:
    top = st(m).pending[-1]
    assert top.kind == "turn_bonus"
    return list(top.options)


@pytest.mark.parametrize(("turn", "kind", "other"), [
    (2, "barback", "guest3"), (3, "dishwasher", "die"), (5, "table", "brewer"),
    (5, "brewer", "table"), (7, "barback", "die")])
def test_assumption_a_turn_bonus_card_needs_a_card_for_every_player(
        turn: int, kind: str, other: str) -> None:
    m = m5(players=3)
    st(m).piles[kind] = 2
    evening(m, turn)
    assert offered(m) == [other]
    refused(m, m.actors[0], A.TakeBonus(kind))
    m = m5(players=3)
    st(m).piles[kind] = 3
    evening(m, turn)
    assert kind in offered(m)


def test_assumption_the_three_beer_guest_needs_one_for_every_player_too() -> None:
    m = m5(players=3)
    st(m).three_stack = st(m).three_stack[:2]
    evening(m, 2)
    assert offered(m) == ["barback"]


def test_without_the_rule_one_card_left_is_enough() -> None:
    m = m5(players=3, rule=False)
    st(m).piles["table"] = 1
    evening(m, 5)
    assert offered(m) == ["table", "brewer"]


def test_the_die_of_your_colour_is_always_offered() -> None:
    m = m5()
    st(m).piles["dishwasher"] = 0
    evening(m, 3)
    assert offered(m) == ["die"]


def test_no_bonus_at_all_when_neither_option_has_enough_cards() -> None:
    m = m5(players=3)
    st(m).piles["table"] = 2
    st(m).piles["brewer"] = 1
    evening(m, 5)
    assert [d.kind for d in st(m).pending] == ["entertainer"] * 3  # the Juggler still comes


# --- the substitute helper card -------------------------------------------------------------


def recruit_bonus(m: Match, g: int) -> None:
    st(m).row = [-1, g, guest(4, 4), guest(5, 5), guest(6, 6)]
    st(m).guest_deck = [guest(8, 0)]
    serving(m, RED, tables=TABLES3, beer=8)
    m.act(RED, A.Recruit(1))


def test_a_guests_missing_helper_card_is_replaced_by_a_cheaper_one_of_your_choice() -> None:
    m = m5()
    st(m).piles["server"] = 0
    recruit_bonus(m, guest(6, 5, bonus="server"))
    top = st(m).pending[-1]
    assert top.kind == "substitute" and top.player == RED
    assert m.legal_actions(RED) == [A.Substitute(k) for k in ("barback", "dishwasher", "bard")]
    refused(m, RED, A.Substitute("table"))
    m.act(RED, A.Substitute("dishwasher"))
    assert drawn_order(m, RED)[0] == TAVERN.index("dishwasher")
    assert st(m).pending[-1].kind == "serve"


def test_the_substitute_is_taken_only_among_the_cheaper_cards_left() -> None:
    m = m5()
    st(m).piles["table"] = 0
    st(m).piles["barback"] = 0
    recruit_bonus(m, guest(7, 6, bonus="table"))
    # a Table costs 2: the Barbacks (1) are gone, a Server (2) is not cheaper
    assert [a.card for a in m.legal_actions(RED)] == [  # type: ignore[attr-defined]
        "dishwasher", "bard"]
    refused(m, RED, A.Substitute("server"))


def test_no_substitute_when_no_cheaper_card_is_left() -> None:
    m = m5()
    for kind in ("server", "barback", "dishwasher", "bard"):
        st(m).piles[kind] = 0
    deck = len(seat(m, RED).deck)
    recruit_bonus(m, guest(6, 5, bonus="server"))
    assert st(m).pending[-1].kind == "serve"
    assert len(seat(m, RED).deck) == deck + 1  # the guest only


def test_without_the_rule_a_missing_helper_card_is_simply_not_given() -> None:
    m = m5(rule=False)
    st(m).piles["server"] = 0
    recruit_bonus(m, guest(6, 5, bonus="server"))
    assert st(m).pending[-1].kind == "serve"
    assert drawn_order(m, RED)[0] == guest(6, 5, bonus="server")


def test_a_helper_card_left_in_its_pile_is_given_as_usual() -> None:
    m = m5()
    recruit_bonus(m, guest(4, 3, bonus="barback"))
    assert drawn_order(m, RED)[0] == BARBACK and st(m).pending[-1].kind == "serve"


def test_a_monastery_bonus_card_gets_no_substitute() -> None:
    m = m5()
    st(m).piles["server"] = 0
    serving(m, RED, tables=TABLES3, dice=[die("monk", 5)], monastery=10, reputation=-1)
    deck = list(seat(m, RED).deck)
    m.act(RED, A.Use("monk"))  # space 11: a Server
    assert st(m).pending[-1].kind == "serve" and seat(m, RED).deck == deck


def test_the_rule_is_off_by_default_with_module_5() -> None:
    m = new(modules=5)
    assert st(m).all_modules_rule is False
    assert m.options["all_modules_rule"] is False
