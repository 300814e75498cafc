"""Rulebook: G. Closing Time! (played cards to the discard pile, the Juggler keeping one card,
the Beer Mug passing), the end after turn 8, and scoring with its tie-break."""

from __future__ import annotations

import pytest

from alehouse import Match
from alehouse.boardgames.taverns_of_tiefenthal import actions as A
from alehouse.boardgames.taverns_of_tiefenthal.content import CONTENT

from .helpers import (
    BARBACK,
    BLUE,
    GREEN,
    NOBLE,
    RED,
    REG1,
    REG2,
    SERVER,
    TABLE,
    Entertainer,
    drawn_order,
    finish,
    guest,
    kinds,
    new,
    play_until,
    refused,
    seat,
    serving,
    set_tavern,
    st,
)

C = CONTENT
PLAYED = [[REG1], [NOBLE, NOBLE], [REG2], [guest(5, 5)]]


def closing(m: Match, *, turn: int = 6, red_schnapps: int = 0,
            red_entertainers: tuple[Entertainer, ...] = ()) -> None:
    """Red (holding the Beer Mug) and Green end their Serving Phases in `turn`: Closing Time."""
    st(m).turn = turn
    set_tavern(m, GREEN, tables=[[REG2], [REG2], [REG2]], areas=[BARBACK])
    seat(m, GREEN).discard = []
    seat(m, RED).discard = []
    serving(m, RED, tables=PLAYED, areas=[SERVER, TABLE], schnapps=red_schnapps,
            entertainers=list(red_entertainers))
    m.act(RED, A.EndServing())
    m.act(GREEN, A.EndServing())


def test_closing_time_discards_every_card_placed_this_turn() -> None:
    m = new()
    closing(m)
    assert sorted(seat(m, RED).discard) == sorted([REG1, NOBLE, NOBLE, REG2, guest(5, 5),
                                                   SERVER, TABLE])
    assert sorted(seat(m, GREEN).discard) == [BARBACK, REG2, REG2, REG2]
    assert seat(m, RED).tables == [] and seat(m, RED).areas == []


def test_the_beer_mug_passes_to_the_next_player_clockwise() -> None:
    m = new(players=3)
    st(m).turn = 3
    for p in (BLUE,):
        set_tavern(m, p, tables=[[REG1]], areas=[])
    serving(m, GREEN, tables=[[REG1]])
    m.act(GREEN, A.EndServing())
    m.act(BLUE, A.EndServing())
    m.act(RED, A.EndServing())
    assert st(m).start_player == BLUE and st(m).turn == 4
    assert "The Beer Mug passes to Blue" in m.log


def test_a_new_turn_begins_with_the_new_evening() -> None:
    m = new()
    closing(m, turn=4)
    assert st(m).turn == 5 and st(m).phase == "new_evening"
    assert st(m).pending[-1].kind == "turn_bonus" and m.actors == (GREEN,)


def test_the_game_ends_after_the_8th_turn() -> None:
    m = new()
    closing(m, turn=8)
    assert m.over and m.actors == () and st(m).turn == 8
    assert m.result is not None
    refused(m, RED, A.EndServing(), code="game_over")


def test_the_game_does_not_end_after_the_7th_turn() -> None:
    m = new()
    closing(m, turn=7)
    assert not m.over and st(m).turn == 8


@pytest.mark.parametrize("modules", [1, 3, 5])
def test_a_whole_game_lasts_8_turns(modules: int) -> None:
    m = new(modules=modules, seed=3)
    turns: set[int] = set()

    def done(m: Match) -> bool:
        turns.add(st(m).turn)
        return m.over

    play_until(m, done)
    assert m.over and turns - {0} == set(range(1, 9))  # 0: choosing start cards


# --- the Juggler at Closing Time (Module 2) ------------------------------------------------------


def test_the_juggler_keeps_one_played_card_on_top_of_the_deck_for_1_schnapps() -> None:
    m = new(modules=2)
    closing(m, red_schnapps=2, red_entertainers=(Entertainer("juggler", "closing"),))
    assert st(m).phase == "closing_time" and m.actors == (RED,)
    assert m.legal_actions(RED) == [A.KeepCard(c) for c in sorted(
        {SERVER, TABLE, NOBLE, REG1, REG2, guest(5, 5)})] + [A.NoKeep()]
    m.act(RED, A.KeepCard(NOBLE))
    assert seat(m, RED).schnapps == 1  # turn 7 brings no schnapps
    assert drawn_order(m, RED)[0] == NOBLE and seat(m, RED).known == 1
    assert sorted(seat(m, RED).discard) == sorted([REG1, NOBLE, REG2, guest(5, 5), SERVER,
                                                   TABLE])
    assert st(m).turn == 7  # only once: the next turn begins


def test_the_juggler_is_optional_at_closing_time() -> None:
    m = new(modules=2)
    closing(m, red_schnapps=2, red_entertainers=(Entertainer("juggler", "closing"),))
    m.act(RED, A.NoKeep())
    assert seat(m, RED).schnapps == 2 and len(seat(m, RED).discard) == 7


def test_the_juggler_at_closing_needs_a_schnapps() -> None:
    m = new(modules=2)
    closing(m, red_schnapps=0, red_entertainers=(Entertainer("juggler", "closing"),))
    assert st(m).turn == 7 and "keep_card" not in kinds(m.legal_actions(RED))


def test_the_juggler_planning_side_keeps_no_card() -> None:
    m = new(modules=2)
    closing(m, red_schnapps=2, red_entertainers=(Entertainer("juggler", "planning"),))
    assert st(m).turn == 7 and seat(m, RED).schnapps == 2


# --- scoring ---------------------------------------------------------------------------------


def deck_of(m: Match, p: int, cards: list[int], discard: list[int] | None = None) -> None:
    set_tavern(m, p, tables=[], areas=[])
    seat(m, p).deck = list(cards)
    seat(m, p).discard = list(discard or [])


def test_score_is_the_vp_of_every_card_owned_in_the_deck_and_the_discard_pile() -> None:
    m = new()
    deck_of(m, RED, [NOBLE, REG1, guest(3, 2)], discard=[NOBLE, guest(8, 0), SERVER])
    deck_of(m, GREEN, [REG2])
    seat(m, RED).removed = [NOBLE, guest(7, 6)]  # removed cards do not count
    finish(m)
    result = m.result
    assert result is not None
    assert result.breakdown[RED] == {"nobles": 20, "guests": 1 + 4, "tavern_cards": 0,
                                     "schnapps": 0, "reputation": 0}
    assert result.scores == [25.0, 0.0] and result.winners == [RED]


@pytest.mark.parametrize(("cost", "points"), [(3, 1), (4, 2), (5, 2), (6, 3), (7, 4), (8, 4)])
def test_assumption_guest_vp_by_beer_cost(cost: int, points: int) -> None:
    assert all(c.vp == points for c in C.cards if c.kind == "guest" and c.cost == cost)


def test_assumption_nobles_10_vp_regulars_and_tavern_cards_0() -> None:
    assert C.cards[NOBLE].vp == 10
    assert C.cards[REG1].vp == C.cards[REG2].vp == 0
    assert all(c.vp == 0 for c in C.cards if c.kind == "tavern")


def test_leftover_thalers_and_beer_score_nothing() -> None:
    m = new()
    deck_of(m, RED, [REG1])
    deck_of(m, GREEN, [REG1])
    seat(m, RED).safe = 5
    seat(m, RED).storage = 5
    finish(m)
    assert m.result is not None and m.result.scores == [0.0, 0.0]


def test_all_modules_score_cards_schnapps_and_reputation() -> None:
    m = new(modules=3)
    deck_of(m, RED, [NOBLE, guest(6, 6)])
    deck_of(m, GREEN, [])
    seat(m, RED).schnapps = 2
    seat(m, RED).reputation = 4  # "4"
    finish(m)
    assert m.result is not None and m.result.scores[RED] == 10 + 3 + 2 + 4


def test_a_tie_is_won_by_more_thalers_and_beer_stored_together() -> None:
    m = new(players=3)
    for p in range(3):
        deck_of(m, p, [NOBLE])
    seat(m, RED).safe, seat(m, RED).storage = 2, 1
    seat(m, GREEN).safe, seat(m, GREEN).storage = 0, 4
    seat(m, BLUE).safe, seat(m, BLUE).storage = 1, 1
    finish(m)
    result = m.result
    assert result is not None
    assert result.scores == [10.0, 10.0, 10.0]
    assert result.winners == [GREEN] and result.ranking == [GREEN, RED, BLUE]


def test_a_tie_in_vp_and_storage_is_a_shared_victory() -> None:
    m = new(players=3)
    for p in range(3):
        deck_of(m, p, [NOBLE])
    seat(m, RED).safe, seat(m, RED).storage = 2, 1
    seat(m, GREEN).safe, seat(m, GREEN).storage = 1, 2
    seat(m, BLUE).safe = 0
    seat(m, BLUE).storage = 0
    finish(m)
    assert m.result is not None and m.result.winners == [RED, GREEN]


def test_more_vp_beats_more_storage() -> None:
    m = new()
    deck_of(m, RED, [NOBLE, guest(3, 2)])
    deck_of(m, GREEN, [NOBLE])
    seat(m, GREEN).safe, seat(m, GREEN).storage = 5, 5
    finish(m)
    assert m.result is not None and m.result.winners == [RED]
