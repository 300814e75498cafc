"""Rulebook: Components, Setup (Main Setup 1-8, Player Setup, Starting Player) and the number of
rounds (Game Play)."""

from __future__ import annotations

from collections import Counter

import pytest

from alehouse.boardgames.heaven_and_ale import actions as A
from alehouse.boardgames.heaven_and_ale.content import CONTENT as C

from .helpers import (
    BREWMASTER_SPACE,
    FIRST_PLAYER,
    MONEY_SPACE,
    RESOURCE_SPACE,
    finish_setup,
    monk,
    new,
    refused,
    res,
    seat,
    st,
)

ALL_RESOURCES = Counter(res(c, f) for c in C.resources for f in range(1, 6) for _ in range(4))
ALL_MONKS = Counter(monk(k) for k in C.monks for _ in range(6))
PILE = Counter({t: 2 for t in ALL_RESOURCES})  # ASSUMPTION 5: 2 of each (colour, fertility)
MONK_BACK = Counter({monk(k): 3 for k in C.monks})  # ASSUMPTION 5: 3 of each type per back


def test_components_100_resource_tiles_24_monks_12_goals_5_privilege_cards() -> None:
    s = st(new(players=4))
    face_up = [t for space in s.resource_spaces for t in space]
    assert Counter(face_up + s.pile_1 + s.pile_2) == ALL_RESOURCES
    assert sum(ALL_RESOURCES.values()) == 100
    monks = [t for space in s.monk_spaces for t in space]
    monks += [t for stack in s.monk_stacks for t in stack] + s.monk_box
    assert Counter(monks) == ALL_MONKS and len(monks) == 24
    assert len(s.large_barrels) == len(s.small_barrels) == len(C.goals) == 12
    assert all(sorted(p.hand) == sorted(C.privilege_ids) for p in s.players)
    assert len(C.privilege_ids) == 5


@pytest.mark.parametrize("players", [2, 3, 4])
def test_one_face_up_tile_of_pile_i_on_each_of_the_15_resource_spaces(players: int) -> None:
    s = st(new(players=players))
    assert [len(space) for space in s.resource_spaces] == [1] * 15
    face_up = [space[0] for space in s.resource_spaces]
    # the face-up tiles came from pile I: with the rest of pile I they make a whole I pile,
    # while pile II is untouched
    assert Counter(face_up + s.pile_1) == PILE
    assert len(s.pile_1) == 35 and Counter(s.pile_2) == PILE


def test_the_resource_piles_are_shuffled() -> None:
    faces = {tuple(space[0] for space in st(new(seed=k)).resource_spaces) for k in range(5)}
    piles = {tuple(st(new(seed=k)).pile_2) for k in range(5)}
    assert len(faces) == 5 and len(piles) == 5


@pytest.mark.parametrize(("players", "backs", "box"), [
    (2, [1, 1], 12),        # no II stack: all 12 II monks back to the box
    (3, [1, 1, 2], 8),      # one II stack; the other 8 II monks to the box, unseen
    (4, [1, 1, 2, 2, 2], 0),
])
def test_monk_stacks_of_4_three_of_pile_i_and_0_1_or_3_of_pile_ii_by_player_count(
        players: int, backs: list[int], box: int) -> None:
    s = st(new(players=players))
    # the first I stack has already been dealt onto the 4 monk spaces
    assert s.stack_backs == backs
    assert all(len(stack) == 4 for stack in s.monk_stacks)
    assert len(s.monk_box) == box
    dealt = [t for space in s.monk_spaces for t in space]
    back_1 = dealt + [t for stack, b in zip(s.monk_stacks, s.stack_backs) if b == 1
                      for t in stack]
    back_2 = [t for stack, b in zip(s.monk_stacks, s.stack_backs) if b == 2
              for t in stack] + s.monk_box
    assert Counter(back_1) == MONK_BACK
    assert Counter(back_2) == MONK_BACK


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_first_monk_stack_gives_one_monk_to_each_of_the_4_monk_spaces(players: int) -> None:
    m = new(players=players)
    assert [len(space) for space in st(m).monk_spaces] == [1, 1, 1, 1]
    costs = [s["cost"] for s in m.view(None)["track"] if s["kind"] == "monk"]
    assert costs == [4, 3, 2, 1]


def test_the_monk_stacks_are_shuffled() -> None:
    dealt = {tuple(t for space in st(new(seed=k)).monk_spaces for t in space)
             for k in range(8)}
    assert len(dealt) > 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_one_scoring_disc_on_each_of_the_6_scoring_disc_spaces(players: int) -> None:
    m = new(players=players)
    discs = [(s["disc"], s["discs"]) for s in m.view(None)["track"] if s["kind"] == "disc"]
    assert discs == [("A", 1), ("B", 1), ("C", 1), ("A/B/C", 1), ("A/B/C", 1), ("A/B/C", 1)]


def test_all_12_large_barrels_lie_on_their_small_barrels() -> None:
    v = new().view(None)
    assert [(b["goal"], b["large"], b["small"]) for b in v["barrels"]] == [
        (g, True, True) for g in range(1, 13)]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_player_starts_with_25_ducats_5_privilege_cards_and_nothing_on_the_board(
        players: int) -> None:
    m = new(players=players)
    for p in range(players):
        v = m.view(None)["players"][p]
        assert v["ducats"] == 25  # public knowledge: a spectator sees it
        assert v["privilege_cards"] == list(C.privilege_ids)
        assert all(t is None for t in v["garden"].values())
        assert v["sheds"] == [None] * 7 and v["discs"] == []
        assert v["large_barrels"] == v["small_barrels"] == []


def test_markers_and_brewmaster_start_on_their_starting_spots() -> None:
    # ASSUMPTION 3: wood 0, yeast -2, hops -4, water -6, barley -8, brewmaster -10
    m = new(players=2)
    for p in range(2):
        assert seat(m, p).markers == [0, -2, -4, -6, -8]
        assert seat(m, p).brewmaster == -10


@pytest.mark.parametrize(("players", "rounds"), [(2, 3), (3, 4), (4, 6)])
def test_the_game_lasts_3_4_or_6_rounds_for_2_3_or_4_players(players: int, rounds: int) -> None:
    v = new(players=players).view(None)
    assert (v["round"], v["rounds"]) == (1, rounds)
    # one monk stack per round: the first is dealt, one is left for each later round
    assert v["piles"]["monk_stacks"] == rounds - 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_starting_player_takes_the_first_player_starting_space(players: int) -> None:
    m = new(players=players, seed=3)
    start = st(m).current
    assert seat(m, start).start_space == FIRST_PLAYER
    assert m.view(None)["players"][start]["starting_space"] == "first_player"
    assert m.log[0] == (f"{C.colours[start]} is the starting player and takes the First "
                        "player starting space")


def test_the_starting_player_is_drawn_at_random() -> None:
    # ASSUMPTION 2 ("your favorite house rule")
    assert {st(new(players=4, seed=k)).current for k in range(8)} == {0, 1, 2, 3}


def test_the_others_choose_a_starting_space_counterclockwise_from_the_starting_player() -> None:
    m = new(players=4, seed=1)
    start = st(m).current
    order = []
    while st(m).phase == "setup":
        p = m.actors[0]
        order.append(p)
        m.act(p, m.legal_actions(p)[0])
        while st(m).phase == "setup" and st(m).pending and st(m).pending[-1].kind == "colour":
            m.act(p, m.legal_actions(p)[0])
    # counterclockwise = against the turn order (play goes to the left, seat + 1); the last
    # player has one space left and takes it without a decision
    assert order == [(start - 1) % 4, (start - 2) % 4]
    spaces = sorted(seat(m, p).start_space for p in range(4))
    assert spaces == [FIRST_PLAYER, BREWMASTER_SPACE, RESOURCE_SPACE, MONEY_SPACE]
    assert m.view(None)["turn"] == start  # then the starting player begins


def test_the_first_player_starting_space_is_not_offered_to_the_others() -> None:
    m = new(players=3, seed=1)
    p = m.actors[0]
    assert m.legal_actions(p) == [A.ChooseStart("brewmaster"), A.ChooseStart("resource"),
                                  A.ChooseStart("money")]
    refused(m, p, A.ChooseStart("first_player"))


def test_a_starting_space_taken_at_setup_is_not_offered_again() -> None:
    m = new(players=3, seed=1)
    first = m.actors[0]
    m.act(first, A.ChooseStart("money"))
    second = m.actors[0]
    assert second != first
    assert m.legal_actions(second) == [A.ChooseStart("brewmaster"), A.ChooseStart("resource")]


def test_the_brewmaster_starting_space_moves_the_brewmaster_one_step() -> None:
    m = new(players=2, seed=1)
    p = m.actors[0]
    m.act(p, A.ChooseStart("brewmaster"))
    assert seat(m, p).brewmaster == -9
    assert seat(m, p).ducats == 25 and seat(m, p).markers == [0, -2, -4, -6, -8]


def test_the_money_starting_space_gives_2_ducats() -> None:
    m = new(players=2, seed=1)
    p = m.actors[0]
    m.act(p, A.ChooseStart("money"))
    assert seat(m, p).ducats == 27 and seat(m, p).brewmaster == -10


def test_the_resource_starting_space_moves_one_marker_of_your_choice_2_steps() -> None:
    m = new(players=2, seed=1)
    p = m.actors[0]
    m.act(p, A.ChooseStart("resource"))
    assert m.legal_actions(p) == [A.ChooseColour(c) for c in C.resources]
    m.act(p, A.ChooseColour("water"))
    assert seat(m, p).markers == [0, -2, -4, -4, -8]
    assert st(m).phase == "play"


def test_the_starting_player_takes_no_reward() -> None:
    m = new(players=2, seed=1)
    start = st(m).current
    finish_setup(m)
    s = seat(m, start)
    assert (s.ducats, s.brewmaster, s.markers) == (25, -10, [0, -2, -4, -6, -8])


def test_the_emergency_coin_rule_is_not_open_while_choosing_starting_spaces() -> None:
    # ASSUMPTION (rules.in_turn): setup is nobody's turn yet
    m = new(players=2, seed=1)
    p = m.actors[0]
    assert not any(isinstance(a, A.SellPrivilege) for a in m.legal_actions(p))
    refused(m, p, A.SellPrivilege("money"))


def test_player_colours_are_green_orange_blue_pink() -> None:
    # ASSUMPTION 1
    v = new(players=4).view(None)
    assert [p["colour"] for p in v["players"]] == ["Green", "Orange", "Blue", "Pink"]
