"""Rulebook, Module 2: Schnapps actions of the Entertainers, at most 4 Schnapps Tokens at the
end of your turn, 1 VP per token at the end. (Schnapps by turn and choosing the entertainers'
sides: test_turn_track.py; the Juggler: test_planning.py and test_closing_and_end.py.)"""

from __future__ import annotations

import pytest

from alehouse import Match
from alehouse.boardgames.taverns_of_tiefenthal import actions as A

from .helpers import (
    GREEN,
    NOBLE,
    RED,
    REG1,
    REG2,
    Entertainer,
    drawn_order,
    evening,
    finish,
    kinds,
    new,
    of_type,
    planning,
    refused,
    seat,
    serving,
    set_tavern,
    st,
)

TABLES3 = [[REG1], [REG2], [REG2]]


def entertained(m: Match, schnapps: int, *tiles: Entertainer, thalers: int = 0) -> None:
    serving(m, RED, tables=TABLES3, schnapps=schnapps, entertainers=list(tiles),
            thalers=thalers)


def test_minstrel_thalers_side_1_schnapps_for_2_thalers_as_often_as_paid() -> None:
    m = new(modules=2)
    entertained(m, 3, Entertainer("minstrel", "thalers"))
    for k in range(1, 4):
        m.act(RED, A.Entertain("thalers"))
        assert (seat(m, RED).thalers, seat(m, RED).schnapps) == (2 * k, 3 - k)
    assert of_type(m, RED, A.Entertain) == []


def test_minstrel_beer_side_2_schnapps_for_3_beer() -> None:
    m = new(modules=2)
    entertained(m, 4, Entertainer("minstrel", "beer"))
    m.act(RED, A.Entertain("beer"))
    m.act(RED, A.Entertain("beer"))
    assert (seat(m, RED).beer, seat(m, RED).schnapps) == (6, 0)


def test_an_entertainer_performs_only_when_paid_in_full() -> None:
    m = new(modules=2)
    entertained(m, 1, Entertainer("minstrel", "beer"),
                Entertainer("magician", "upgrade"))
    assert of_type(m, RED, A.Entertain) == []
    refused(m, RED, A.Entertain("beer"))
    refused(m, RED, A.Entertain("upgrade"))


def test_magician_upgrade_side_5_schnapps_for_an_upgrade_with_a_noble() -> None:
    m = new(modules=2)
    entertained(m, 5, Entertainer("magician", "upgrade"), thalers=3)
    nobles = st(m).nobles
    m.act(RED, A.Entertain("upgrade"))
    assert st(m).pending[-1].kind == "free_upgrade"
    m.act(RED, A.FreeUpgrade("brewer"))
    assert seat(m, RED).upgraded == ["brewer"]
    assert (seat(m, RED).thalers, seat(m, RED).schnapps) == (3, 0)
    assert drawn_order(m, RED)[0] == NOBLE and st(m).nobles == nobles - 1
    assert st(m).pending[-1].kind == "serve"


def test_magician_upgrade_offers_only_tiles_not_yet_upgraded() -> None:
    m = new(modules=2)
    serving(m, RED, tables=TABLES3, schnapps=5,
            entertainers=[Entertainer("magician", "upgrade")],
            upgraded=["safe"])
    m.act(RED, A.Entertain("upgrade"))
    assert A.FreeUpgrade("safe") not in m.legal_actions(RED)
    assert len(m.legal_actions(RED)) == 8


def test_magician_service_denied_side_2_schnapps_to_remove_a_guest_without_a_die() -> None:
    m = new(modules=2)
    entertained(m, 2, Entertainer("magician", "service_denied"))
    m.act(RED, A.Entertain("service_denied"))
    assert seat(m, RED).schnapps == 0
    assert set(kinds(m.legal_actions(RED))) == {"deny", "no_deny"}
    m.act(RED, A.Deny(2))
    assert seat(m, RED).tables == [[REG1], [REG2], []] and seat(m, RED).removed == [REG2]


def test_magician_service_denied_needs_a_guest_that_can_be_removed() -> None:
    m = new(modules=2)
    serving(m, RED, tables=[[NOBLE], [], []], schnapps=4,
            entertainers=[Entertainer("magician", "service_denied")])
    assert A.Entertain("service_denied") not in m.legal_actions(RED)


def test_schnapps_actions_only_in_the_serving_phase() -> None:
    m = new(modules=2)
    set_tavern(m, RED, tables=TABLES3, areas=[])
    seat(m, RED).schnapps = 4
    seat(m, RED).entertainers = [Entertainer("minstrel", "thalers")]
    planning(m, {RED: [1, 2]}, start=RED)
    assert st(m).pending[-1].kind == "plan"
    refused(m, RED, A.Entertain("thalers"))
    m.act(RED, A.Plan(True, 1, "table0", 0))
    m.act(RED, A.Plan(True, 2, "table1", 0))
    assert st(m).pending[-1].kind == "serve"
    m.act(RED, A.Entertain("thalers"))
    assert seat(m, RED).thalers == 2


@pytest.mark.parametrize(("schnapps", "kept"), [(6, 4), (4, 4), (2, 2)])
def test_at_most_4_schnapps_at_the_end_of_your_turn(schnapps: int, kept: int) -> None:
    m = new(modules=2)
    entertained(m, schnapps)
    m.act(RED, A.EndServing())
    assert seat(m, RED).schnapps == kept


def test_more_than_4_schnapps_may_be_held_and_spent_during_the_turn() -> None:
    m = new(modules=2)
    seat(m, RED).schnapps = 4
    evening(m, 3)  # two more
    assert seat(m, RED).schnapps == 6
    entertained(m, 6, Entertainer("minstrel", "thalers"))
    m.act(RED, A.Entertain("thalers"))
    m.act(RED, A.EndServing())
    assert (seat(m, RED).safe, seat(m, RED).schnapps) == (2, 4)


def test_the_limit_applies_to_each_player_at_the_end_of_their_own_turn() -> None:
    m = new(modules=2)
    st(m).turn = 3  # turn 4, next, brings no schnapps
    seat(m, GREEN).schnapps = 6
    entertained(m, 6)
    m.act(RED, A.EndServing())
    assert (seat(m, RED).schnapps, seat(m, GREEN).schnapps) == (4, 6)
    m.act(GREEN, A.EndServing())
    assert seat(m, GREEN).schnapps == 4


def test_each_schnapps_token_is_worth_1_vp_at_the_end() -> None:
    m = new(modules=2)
    for p, schnapps in ((RED, 3), (GREEN, 0)):
        set_tavern(m, p, tables=[], areas=[])
        seat(m, p).deck = [REG1, NOBLE]
        seat(m, p).schnapps = schnapps
    finish(m)
    result = m.result
    assert result is not None
    assert result.breakdown[RED]["schnapps"] == 3 and result.breakdown[GREEN]["schnapps"] == 0
    assert result.scores == [13.0, 10.0]
