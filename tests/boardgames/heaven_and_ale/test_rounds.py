"""Rulebook: Preparing The Next Round, the final round, who begins it, and the End of the Game
(when it happens)."""

from __future__ import annotations

from collections import Counter

import pytest

from alehouse import Match
from alehouse.boardgames.heaven_and_ale import actions as A

from .helpers import (
    DISC_SPACES,
    FIRST_PLAYER,
    HOME,
    MONEY_SPACE,
    home_all,
    monk,
    new,
    playing,
    res,
    seat,
    set_player,
    st,
    turn,
)


def end_round(m: Match, *, last: int = 0, first: int = 1) -> None:
    """Every figure but `last`'s is home (`first`'s on the First player space); `last` moves
    home and takes the money space: the round ends."""
    n = len(st(m).players)
    others = [p for p in range(n) if p not in (last, first)]
    set_player(m, first, position=HOME, start_space=FIRST_PLAYER)
    for k, p in enumerate(others):
        set_player(m, p, position=HOME, start_space=1 + k)  # brewmaster, resource
    set_player(m, last, position=20)
    turn(m, last)
    m.act(last, A.Move(HOME))
    if A.ChooseStart("money") in m.legal_actions(last):  # with 4 players it is the only one
        m.act(last, A.ChooseStart("money"))
    assert seat(m, last).start_space == MONEY_SPACE


def test_the_next_monk_stack_gives_one_monk_to_each_monk_space() -> None:
    m = playing(players=3)
    s = st(m)
    s.monk_spaces = [[monk("D")], [], [], [monk("A"), monk("B")]]  # left over from round 1
    s.monk_stacks[0] = [monk("A"), monk("B"), monk("C"), monk("D")]
    stacks = len(s.monk_stacks)
    end_round(m)
    assert s.monk_spaces == [[monk("D"), monk("A")], [monk("B")], [monk("C")],
                             [monk("A"), monk("B"), monk("D")]]
    assert len(s.monk_stacks) == stacks - 1


def test_each_resource_space_gets_one_more_tile_from_pile_i() -> None:
    m = playing()
    s = st(m)
    s.resource_spaces = [[res("wood", 1)] if k % 2 else [] for k in range(15)]
    pile_1, pile_2 = list(s.pile_1), list(s.pile_2)
    end_round(m)
    assert [len(space) for space in s.resource_spaces] == [1 + k % 2 for k in range(15)]
    new_tiles = [space[-1] for space in s.resource_spaces]
    assert Counter(new_tiles) == Counter(pile_1[-15:])
    assert s.pile_1 == pile_1[:-15] and s.pile_2 == pile_2


def test_once_pile_i_runs_out_resource_spaces_are_refilled_from_pile_ii() -> None:
    m = playing()
    s = st(m)
    last_of_pile_1 = [res("wood", 1), res("wood", 2), res("wood", 3)]
    s.pile_1 = list(last_of_pile_1)
    pile_2 = list(s.pile_2)
    end_round(m)
    new_tiles = [space[-1] for space in s.resource_spaces]
    assert Counter(new_tiles) == Counter([*last_of_pile_1, *pile_2[-12:]])
    assert s.pile_1 == [] and s.pile_2 == pile_2[:-12]


def test_resource_spaces_are_refilled_only_from_the_piles() -> None:
    # ASSUMPTION 14: with both piles empty, nothing is added
    m = playing()
    s = st(m)
    s.pile_1, s.pile_2 = [], [res("hops", 2)]
    end_round(m)
    assert sum(len(space) for space in s.resource_spaces) == 1 and s.pile_2 == []


def test_the_disc_spaces_are_refilled_to_exactly_one_disc() -> None:
    m = playing(players=4)
    st(m).discs = [0, 1, 0, 2, 1, 0]
    end_round(m)
    assert st(m).discs == [1] * 6


@pytest.mark.parametrize(("players", "final"), [
    (2, [1, 2, 2, 1, 1, 1]),     # second discs on B and C
    (3, [1, 2, 2, 2, 1, 1]),     # and on the first A/B/C space
    (4, [1, 1, 1, 1, 1, 1]),     # none with 4 players
])
def test_the_final_round_of_a_2_or_3_player_game_has_second_discs(
        players: int, final: list[int]) -> None:
    m = playing(players=players)
    st(m).round = st(m).rounds - 2
    end_round(m)
    assert st(m).discs == [1] * 6  # not the final round yet
    end_round(m)
    assert st(m).round == st(m).rounds
    assert st(m).discs == final
    discs = {s["space"]: s["discs"] for s in m.view(None)["track"] if s["kind"] == "disc"}
    assert [discs[d] for d in DISC_SPACES] == final


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_final_round_is_the_one_for_which_the_last_monk_stack_was_taken(
        players: int) -> None:
    m = new(players=players)
    home_all(m)
    while st(m).monk_stacks:
        assert st(m).round < st(m).rounds
        home_all(m)
    assert st(m).round == st(m).rounds and not m.over
    home_all(m)
    assert m.over


def test_the_player_on_the_first_player_space_begins_the_next_round() -> None:
    m = playing(players=3)
    end_round(m, last=0, first=2)
    assert st(m).round == 2 and m.actors == (2,) and st(m).current == 2
    assert "Round 2 of 4: Blue begins" in m.log


def test_in_the_new_round_every_figure_starts_from_its_starting_space() -> None:
    m = playing(players=3)
    end_round(m, last=0, first=1)
    assert [seat(m, p).position for p in range(3)] == [0, 0, 0]
    assert [seat(m, p).start_space for p in range(3)] == [MONEY_SPACE, FIRST_PLAYER, 1]
    assert m.view(None)["players"][0]["position"] == "starting area"
    # Orange begins and goes straight home: Green's and Blue's figures still stand on the
    # money and brewmaster spaces, Orange's own space is free again
    m.act(1, A.Move(HOME))
    assert [a for a in m.legal_actions(1) if isinstance(a, A.ChooseStart)] == [
        A.ChooseStart("first_player"), A.ChooseStart("resource")]


def test_the_game_ends_when_the_last_player_is_home_in_the_last_round() -> None:
    m = playing(players=2)
    st(m).round = st(m).rounds
    set_player(m, 1, position=HOME, start_space=FIRST_PLAYER)
    set_player(m, 0, position=20, ducats=10)
    turn(m, 0)
    m.act(0, A.Move(HOME))
    assert not m.over  # the starting space (and its reward) comes first
    m.act(0, A.ChooseStart("money"))
    assert m.over and m.actors == () and m.result is not None
    assert seat(m, 0).ducats == 12
    assert m.log[-1] == "The game ends: final scoring"
    assert m.view(None)["decision"] is None


def test_the_game_does_not_end_before_the_last_round() -> None:
    m = playing(players=2)
    st(m).round = st(m).rounds - 1
    end_round(m)
    assert not m.over and st(m).round == st(m).rounds and m.result is None


def test_the_monk_stacks_are_used_pile_i_first_then_pile_ii() -> None:
    # ASSUMPTION 8 ("take the leftmost stack")
    m = playing(players=3)
    backs = []
    for _ in range(3):
        backs.append(list(st(m).stack_backs))
        end_round(m)
    assert backs == [[1, 1, 2], [1, 2], [2]] and st(m).stack_backs == []
