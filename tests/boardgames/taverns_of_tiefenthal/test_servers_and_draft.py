"""Rulebook: C. Server Phase (dice of your colour, at most 3) and D. the white-dice draft
(coasters rolled, picks in turn order, coasters passed left, 4 picks)."""

from __future__ import annotations

import pytest

from alehouse.boardgames.taverns_of_tiefenthal import actions as A

from .helpers import (
    BLUE,
    DISHWASHER,
    GREEN,
    RED,
    REG1,
    SERVER,
    TABLE,
    draft,
    evening,
    new,
    refused,
    seat,
    servers,
    set_deck,
    st,
)


def test_each_server_drawn_gives_a_rolled_die_of_your_colour() -> None:
    m = new()
    servers(m, {RED: [SERVER, DISHWASHER, SERVER]}, rolls=(3, 5))
    assert seat(m, RED).colour == [3, 5]
    assert seat(m, GREEN).colour == []


def test_a_permanent_server_gives_one_more_die() -> None:
    m = new()
    servers(m, {RED: [SERVER], GREEN: []}, upgraded={RED: ["server"], GREEN: ["server"]},
            rolls=(2, 6, 4))
    assert seat(m, RED).colour == [2, 6]
    assert seat(m, GREEN).colour == [4]


@pytest.mark.parametrize(("cards", "permanent"), [(4, False), (3, True), (6, True)])
def test_at_most_three_dice_of_your_colour(cards: int, permanent: bool) -> None:
    m = new()
    servers(m, {RED: [SERVER] * cards}, upgraded={RED: ["server"] if permanent else []},
            rolls=(1, 2, 3))
    assert seat(m, RED).colour == [1, 2, 3]


@pytest.mark.parametrize("held", [1, 2])
def test_turn_3_and_7_dice_count_toward_the_three(held: int) -> None:
    m = new()
    servers(m, {RED: [SERVER] * 3}, colour={RED: [6] * held}, rolls=(1, 1, 1))
    assert seat(m, RED).colour == [1] * (3 - held) + [6] * held


def test_the_turn_3_die_is_kept_with_the_server_dice() -> None:
    m = new()
    for p in (RED, GREEN):
        set_deck(m, p, [SERVER, REG1, REG1, REG1, REG1])
        seat(m, p).counter_guests = 0
    evening(m, 3)
    st(m).chance.force(6)
    m.act(RED, A.TakeBonus("die"))
    st(m).chance.force(2, 3)  # Red's Server, then Green's
    m.act(GREEN, A.TakeBonus("dishwasher"))
    assert seat(m, RED).colour == [2, 6]
    assert seat(m, GREEN).colour == [3]


def test_tables_and_other_tavern_cards_give_no_dice() -> None:
    m = new()
    servers(m, {RED: [TABLE, DISHWASHER]})
    assert seat(m, RED).colour == []


# --- D. the draft ------------------------------------------------------------------------------


def test_every_coaster_is_rolled_with_four_white_dice() -> None:
    m = new(players=3)
    servers(m, {}, rolls=(1, 2, 3, 4, 5, 6, 6, 5, 4, 3, 2, 1))
    assert st(m).phase == "dice_draft"
    assert st(m).coasters == [[1, 2, 3, 4], [5, 5, 6, 6], [1, 2, 3, 4]]
    assert m.view(GREEN)["coasters"] == st(m).coasters  # rolled in the open


def test_the_starting_player_picks_first_from_their_own_coaster() -> None:
    m = new(players=3)
    draft(m, [[1, 1, 2, 2], [3, 3, 4, 4], [5, 5, 6, 6]], start=GREEN)
    assert m.actors == (GREEN,)
    assert m.legal_actions(GREEN) == [A.PickDie(3), A.PickDie(4)]
    refused(m, GREEN, A.PickDie(5))
    refused(m, RED, A.PickDie(1), code="not_your_turn")
    m.act(GREEN, A.PickDie(4))
    assert m.actors == (BLUE,)
    assert m.legal_actions(BLUE) == [A.PickDie(5), A.PickDie(6)]
    m.act(BLUE, A.PickDie(5))
    assert m.legal_actions(RED) == [A.PickDie(1), A.PickDie(2)]


def test_coasters_are_passed_to_the_left_after_every_pick_round() -> None:
    m = new(players=3)
    draft(m, [[1, 1, 2, 2], [3, 3, 4, 4], [5, 5, 6, 6]], start=RED)
    for p, v in ((RED, 1), (GREEN, 3), (BLUE, 5)):
        m.act(p, A.PickDie(v))
    # each now holds the coaster of the player on their right
    assert m.actors == (RED,)
    assert m.legal_actions(RED) == [A.PickDie(5), A.PickDie(6)]
    m.act(RED, A.PickDie(6))
    assert m.legal_actions(GREEN) == [A.PickDie(1), A.PickDie(2)]
    m.act(GREEN, A.PickDie(2))
    assert m.legal_actions(BLUE) == [A.PickDie(3), A.PickDie(4)]


def test_after_four_picks_every_player_has_four_white_dice_and_planning_begins() -> None:
    m = new(players=3)
    coasters = [[1, 2, 3, 4], [2, 3, 4, 5], [3, 4, 5, 6]]
    draft(m, coasters, start=BLUE)
    picks = 0
    while st(m).phase == "dice_draft":
        p = m.actors[0]
        m.act(p, m.legal_actions(p)[-1])
        picks += 1
    assert picks <= 12
    # Planning is the start of each player's Serving Phase: the Starting Player plans first
    assert st(m).phase == "planning_and_serving" and m.actors == (BLUE,)
    assert [(d.kind, d.player) for d in st(m).pending] == [("serve", BLUE), ("plan", BLUE)]
    assert [len(seat(m, p).white) for p in range(3)] == [4, 4, 4]
    assert seat(m, BLUE).dice == seat(m, BLUE).white
    assert sorted(v for p in range(3) for v in seat(m, p).white) == sorted(
        v for c in coasters for v in c)
    assert all(c == [] for c in st(m).coasters)


def test_a_coaster_showing_one_value_is_taken_without_a_decision() -> None:
    m = new()
    draft(m, [[3, 3, 3, 3], [1, 2, 3, 4]], start=RED)
    assert seat(m, RED).white == [3]
    assert m.actors == (GREEN,)
    assert m.legal_actions(GREEN) == [A.PickDie(v) for v in (1, 2, 3, 4)]


def test_white_dice_picked_go_below_the_board() -> None:
    m = new()
    draft(m, [[1, 6, 6, 6], [2, 2, 5, 5]], start=RED)
    m.act(RED, A.PickDie(1))
    assert seat(m, RED).white == [1]
    assert st(m).coasters[0] == [6, 6, 6]
