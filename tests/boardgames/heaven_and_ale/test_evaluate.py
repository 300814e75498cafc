"""The bots' projected final score (evaluate.py): what it prefers, all else equal.

Each test changes one thing of a board early in the game (the first round, the figure on the
first space) and compares the evaluations; the last one checks that the projection meets the
final score once the player is home in the last round.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import alehouse
from alehouse.boardgames.heaven_and_ale import evaluate as ev
from alehouse.boardgames.heaven_and_ale import scoring
from alehouse.boardgames.heaven_and_ale.content import CONTENT as C
from alehouse.boardgames.heaven_and_ale.state import Player, State

from .helpers import GAME, monk, res

Change = Callable[[Player], object]


def early() -> State:
    """A first-round position: player 0 on the first space with the starting board (25
    ducats, the 5 privilege cards, markers and brewmaster on their starting spots)."""
    state: Any = alehouse.new_match(GAME, 2, seed=3).state
    state.phase, state.round = "play", 1
    seat = state.players[0]
    seat.position, seat.start_space = 1, -1
    return state


def value(state: State, *changes: Change) -> float:
    """Player 0's evaluation after `changes` to a copy of `state`."""
    state = copy.deepcopy(state)
    for change in changes:
        change(state.players[0])
    ev._memo.clear()
    return ev.evaluate(state, 0)


def tile(colour: str, fertility: int, spot: int) -> Change:
    return lambda s: s.garden.__setitem__(spot, res(colour, fertility))


def disc(spot: str) -> Change:
    return lambda s: s.discs.__setitem__(C.scoring_spots.index(spot), 1)


def ducats(n: int) -> Change:
    return lambda s: setattr(s, "ducats", s.ducats + n)


def step(colour: str) -> Change:
    i = C.resources.index(colour)
    return lambda s: s.markers.__setitem__(i, s.markers[i] + 1)


def test_a_marker_nearer_the_brown_spots_is_preferred() -> None:
    state = early()
    behind = min(C.resources, key=lambda c: C.marker_start[C.resources.index(c)])
    assert value(state, step(behind)) > value(state)
    assert value(state, step(behind), step(behind)) > value(state, step(behind))


def test_ducats_count_early_as_the_tiles_they_will_buy() -> None:
    state = early()
    assert value(state, ducats(-10)) < value(state) - 0.5
    assert value(state, ducats(-10)) < value(state, ducats(-5)) < value(state)


def test_a_sunny_tile_promises_more_while_its_colours_scoring_spot_is_empty() -> None:
    state = early()
    open_spot = value(state, tile("hops", 3, 0)) - value(state)
    taken = value(state, tile("hops", 3, 0), disc("hops")) - value(state, disc("hops"))
    assert open_spot > taken > 0


def test_a_sunny_tile_next_to_a_monk_promises_more_while_the_monks_spot_is_empty() -> None:
    state = early()
    spot = 0
    neighbour = C.neighbours[spot][0]
    monk_a: Change = lambda s: s.garden.__setitem__(neighbour, monk("A"))  # noqa: E731
    alone = value(state, tile("hops", 3, spot), monk_a) - value(state, monk_a)
    triggered = (value(state, tile("hops", 3, spot), monk_a, disc("A"))
                 - value(state, monk_a, disc("A")))
    assert alone > triggered


def test_privilege_cards_in_hand_count_by_their_reward() -> None:
    state = early()
    without: Callable[[str], Change] = lambda card: lambda s: s.hand.remove(card)  # noqa: E731
    money = value(state) - value(state, without("money"))
    disc_count = value(state) - value(state, without("disc_count"))
    assert money > 0 and disc_count > 0 and money != disc_count
    # the emergency coin rule's 3 ducats are worth less than the money card early on
    assert value(state, without("money"), ducats(3)) < value(state)


def test_privilege_cards_in_hand_count_nothing_once_no_pair_is_left_to_complete() -> None:
    state = early()
    no_pairs: Change = lambda s: s.pairs.__setitem__(slice(None), ["-"] * len(s.pairs))  # noqa: E731
    empty: Change = lambda s: s.hand.clear()  # noqa: E731
    assert value(state, no_pairs) == value(state, no_pairs, empty)
    assert value(state) > value(state, empty)


def test_the_projection_is_the_final_score_once_home_in_the_last_round() -> None:
    state = early()
    state.round = state.rounds
    seat = state.players[0]
    seat.position, seat.start_space = C.home, 1
    seat.markers = [5, 3, 7, 2, 9]
    seat.brewmaster, seat.ducats = 6, 27
    seat.garden[0] = res("hops", 3)
    assert ev.remaining(state, seat) == 0
    ev._memo.clear()
    assert ev.evaluate(state, 0) == sum(scoring.player_breakdown(seat).values())
