"""Rulebook: Game Play (turn order, moving on the common track, the "may never move to" rules),
Moving To The Starting Area, and the end of a round."""

from __future__ import annotations

import pytest

from alehouse import Match
from alehouse.boardgames.heaven_and_ale import actions as A

from .helpers import (
    ABC_1,
    BARREL_1,
    BARREL_2,
    BREWMASTER_SPACE,
    DISC_A,
    DISC_B,
    DISC_C,
    DISC_SPACES,
    FIRST_PLAYER,
    HOME,
    MONEY_SPACE,
    MONK_SPACES,
    RESOURCE_SPACES,
    SHADY,
    SUNNY,
    destinations,
    fill,
    goto,
    monk,
    playing,
    refused,
    res,
    seat,
    set_board,
    set_player,
    st,
    turn,
)

ALL_SPACES = list(range(1, HOME + 1))


def open_board(m: Match, p: int, *, brewmaster: int = 1, position: int = 0) -> None:
    """Every space of the track can be used by `p`: a cheap tile on every resource and monk
    space, a disc on every disc space, a garden with a wood tile and a monk of each type, and the
    brewmaster on spot 1 (goal 1 met for the barrel spaces)."""
    set_board(m, resources={s: [res("wood", 1)] for s in RESOURCE_SPACES},
              monks={s: [monk("A")] for s in MONK_SPACES},
              discs={s: 1 for s in DISC_SPACES})
    garden = {"sun1": res("wood", 1), "shade1": monk("A"), "shade2": monk("B"),
              "shade3": monk("C"), "shade4": monk("D")}
    set_player(m, p, brewmaster=brewmaster, garden=garden, position=position)


def test_a_figure_may_move_any_number_of_spaces_forward() -> None:
    m = playing()
    open_board(m, 0)
    assert destinations(m, 0) == ALL_SPACES


def test_a_figure_may_never_move_backwards_nor_stay_where_it_is() -> None:
    m = playing()
    open_board(m, 0, position=10)
    assert destinations(m, 0) == list(range(11, HOME + 1))
    refused(m, 0, A.Move(9))
    reason = refused(m, 0, A.Move(10)).reason
    assert "backwards" in reason


def test_a_figure_moves_no_further_than_the_starting_area() -> None:
    m = playing()
    open_board(m, 0, position=27)
    assert destinations(m, 0) == [HOME]
    refused(m, 0, {"type": "move", "to": HOME + 1}, code="malformed_action")


def test_the_starting_area_is_always_a_legal_destination() -> None:
    m = playing()
    set_player(m, 0, ducats=0, hand=[])  # nothing on the board, nothing to buy with
    assert destinations(m, 0) == [HOME]


def test_you_must_take_the_action_of_the_space_you_moved_to() -> None:
    m = playing()
    open_board(m, 0)
    m.act(0, A.Move(1))
    legal = m.legal_actions(0)
    assert not any(isinstance(a, A.Move) for a in legal)
    assert {type(a) for a in legal} == {A.BuyResource, A.SellPrivilege}
    refused(m, 0, A.Move(2))


def test_the_turn_passes_clockwise_to_the_next_player() -> None:
    m = playing(players=3, current=1)
    m.act(1, A.Move(HOME))
    m.act(1, A.ChooseStart("money"))
    assert m.actors == (2,)
    m.act(2, A.Move(HOME))
    m.act(2, A.ChooseStart("resource"))
    m.act(2, A.ChooseColour("wood"))
    assert m.actors == (0,)  # round the table: after the last seat comes the first


def test_a_figure_may_move_to_a_space_occupied_by_other_figures() -> None:
    m = playing()
    open_board(m, 0)
    set_player(m, 1, position=5)
    assert 5 in destinations(m, 0)
    m.act(0, A.Move(5))
    assert m.view(None)["track"][4]["figures"] == [0, 1]


def test_never_to_a_resource_space_without_a_tile() -> None:
    m = playing()
    open_board(m, 0)
    set_board(m, resources={1: [res("wood", 1)]}, monks={3: [monk("A")]})
    assert [s for s in destinations(m, 0) if s in RESOURCE_SPACES] == [1]
    refused(m, 0, A.Move(2))


def test_never_to_a_monk_space_without_a_tile() -> None:
    m = playing()
    open_board(m, 0)
    set_board(m, monks={25: [monk("B")]})
    assert [s for s in destinations(m, 0) if s in MONK_SPACES] == [25]
    refused(m, 0, A.Move(3))


def test_never_to_a_scoring_disc_space_without_a_disc() -> None:
    m = playing()
    open_board(m, 0)
    set_board(m, discs={DISC_C: 1})
    assert [s for s in destinations(m, 0) if s in DISC_SPACES] == [DISC_C]
    reason = refused(m, 0, A.Move(DISC_A)).reason
    assert "no scoring disc" in reason


@pytest.mark.parametrize(("case", "garden", "discs", "space"), [
    ("A: no resource tile on the board", {"sun1": monk("A")}, (), DISC_A),
    ("A: the x-tile spot is taken", {"sun1": res("wood", 1)}, ("x",), DISC_A),
    ("B: no monk tile on the board", {"sun1": res("wood", 1)}, (), DISC_B),
    ("B: the spot of every monk you own is taken", {"sun1": monk("A"), "sun2": monk("C")},
     ("A", "C"), DISC_B),
    ("C: no resource tile on the board", {"sun1": monk("A")}, (), DISC_C),
    ("C: the spot of every colour you own is taken",
     {"sun1": res("wood", 1), "sun2": res("hops", 2)}, ("wood", "hops"), DISC_C),
    ("A/B/C: every spot taken or of a tile you do not own", {"sun1": res("wood", 1)},
     ("x", "wood"), ABC_1),
])
def test_never_to_a_scoring_disc_space_whose_tile_scoring_spots_you_cannot_use(
        case: str, garden: dict[str, int], discs: tuple[str, ...], space: int) -> None:
    m = playing()
    set_player(m, 0, garden=garden, discs=discs)
    set_board(m, discs={s: 1 for s in DISC_SPACES})
    assert space not in destinations(m, 0), case
    reason = refused(m, 0, A.Move(space)).reason
    assert "cannot use" in reason


@pytest.mark.parametrize(("garden", "discs", "space"), [
    ({"sun1": res("water", 1)}, ("wood",), DISC_A),
    ({"sun1": monk("D"), "sun2": monk("A")}, ("A",), DISC_B),
    ({"sun1": res("water", 1), "sun2": res("hops", 2)}, ("hops",), DISC_C),
    ({"sun1": monk("B")}, ("x",), ABC_1),
])
def test_a_scoring_disc_space_with_one_usable_spot_is_open(
        garden: dict[str, int], discs: tuple[str, ...], space: int) -> None:
    m = playing()
    set_player(m, 0, garden=garden, discs=discs)
    set_board(m, discs={s: 1 for s in DISC_SPACES})
    assert space in destinations(m, 0)


def test_never_to_a_barrel_space_if_you_have_not_achieved_any_barrel_goal() -> None:
    m = playing()
    open_board(m, 0, brewmaster=0)  # no goal met
    assert BARREL_1 not in destinations(m, 0) and BARREL_2 not in destinations(m, 0)
    refused(m, 0, A.Move(BARREL_1))
    set_player(m, 0, brewmaster=1)  # goal 1 met
    assert BARREL_1 in destinations(m, 0) and BARREL_2 in destinations(m, 0)


def test_never_to_a_resource_space_whose_tiles_you_cannot_afford() -> None:
    m = playing()
    set_player(m, 0, ducats=1, hand=[])
    set_board(m, resources={1: [res("wood", 2)], 2: [res("wood", 1), res("hops", 4)]})
    assert destinations(m, 0) == [2, HOME]
    reason = refused(m, 0, A.Move(1)).reason
    assert "cannot afford" in reason


def test_never_to_a_monk_space_whose_cost_you_cannot_afford() -> None:
    m = playing()
    set_player(m, 0, ducats=2, hand=[])
    set_board(m, monks={s: [monk("A")] for s in MONK_SPACES})
    # costs 4, 3, 2, 1 at spaces 3, 10, 18, 25
    assert destinations(m, 0) == [18, 25, HOME]


def test_moving_to_a_tile_space_counts_the_ducats_the_emergency_coin_rule_can_raise() -> None:
    # ASSUMPTION 9: 2 ducats and 1 unplaced privilege card (3 more) afford a tile costing 5
    m = playing()
    set_board(m, resources={1: [res("hops", 5)], 2: [res("hops", 5)]},
              monks={3: [monk("A")]})
    set_player(m, 0, ducats=2, hand=["money"])
    assert destinations(m, 0) == [1, 2, 3, HOME]
    set_player(m, 0, ducats=2, hand=[])
    assert destinations(m, 0) == [HOME]
    set_player(m, 0, ducats=0, hand=["money", "barrels"])  # 6: a 5 shady, not a 4-monk sunny
    assert destinations(m, 0) == [1, 2, 3, HOME]


def test_never_to_a_tile_space_whose_affordable_side_has_no_empty_spot() -> None:
    m = playing()
    set_board(m, resources={1: [res("barley", 3)]})
    # shady side full: the tile could only go on the sunny side, for 6
    set_player(m, 0, ducats=5, hand=[], garden=fill(monk("A"), SHADY))
    assert 1 not in destinations(m, 0)
    set_player(m, 0, ducats=6, hand=[], garden=fill(monk("A"), SHADY))
    assert 1 in destinations(m, 0)
    # both sides full: never, however rich
    set_player(m, 0, ducats=99, garden=fill(monk("A"), SHADY + SUNNY))
    assert 1 not in destinations(m, 0)


def test_entering_the_starting_area_you_choose_an_empty_starting_space() -> None:
    m = playing(players=3)
    set_player(m, 0, position=20)
    set_player(m, 1, position=5)
    set_player(m, 2, position=0, start_space=MONEY_SPACE)  # not moved yet this round
    turn(m, 0)
    m.act(0, A.Move(HOME))
    assert m.legal_actions(0) == [A.ChooseStart("first_player"), A.ChooseStart("brewmaster"),
                                  A.ChooseStart("resource"),
                                  *(A.SellPrivilege(c) for c in seat(m, 0).hand)]
    refused(m, 0, A.ChooseStart("money"))  # Pink's figure is still there


def test_entering_the_starting_area_you_take_the_spaces_immediate_reward() -> None:
    m = playing(players=2)
    set_player(m, 1, position=5)
    goto(m, 0, HOME)
    m.act(0, A.ChooseStart("brewmaster"))
    assert seat(m, 0).brewmaster == -9 and seat(m, 0).start_space == BREWMASTER_SPACE
    assert "Green takes the brewmaster starting space: brewmaster 1 step forward" in m.log


def test_a_player_in_the_starting_area_is_out_for_the_rest_of_the_round() -> None:
    m = playing(players=3)
    set_player(m, 1, position=HOME, start_space=MONEY_SPACE)
    set_board(m, discs={DISC_SPACES[-1]: 1}, resources={27: [res("wood", 1)]})
    set_player(m, 2, position=4, garden={"sun1": res("wood", 1)})
    set_player(m, 0, position=20)
    turn(m, 0)
    m.act(0, A.Move(HOME))
    m.act(0, A.ChooseStart("resource"))
    m.act(0, A.ChooseColour("wood"))
    # Orange is home already: skipped; so is Green now. Blue takes every turn left.
    assert m.actors == (2,)
    m.act(2, A.Move(24))
    m.act(2, A.PlaceDisc("wood"))
    assert m.actors == (2,) and st(m).current == 2
    assert destinations(m, 2) == [27, HOME]


def test_the_last_player_must_take_the_first_player_space_if_it_is_still_empty() -> None:
    m = playing(players=3)
    set_player(m, 1, position=HOME, start_space=BREWMASTER_SPACE)
    set_player(m, 2, position=HOME, start_space=MONEY_SPACE)
    set_player(m, 0, position=20, start_space=None)
    turn(m, 0)
    m.act(0, A.Move(HOME))
    # no decision: the figure goes on the First player space (and the round ends)
    assert seat(m, 0).start_space == FIRST_PLAYER
    assert "Green takes the First player starting space" in m.log
    assert st(m).round == 2 and st(m).current == 0


def test_the_last_player_chooses_freely_when_the_first_player_space_is_taken() -> None:
    m = playing(players=2)
    set_player(m, 1, position=HOME, start_space=FIRST_PLAYER)
    set_player(m, 0, position=20)
    turn(m, 0)
    m.act(0, A.Move(HOME))
    starts = [a for a in m.legal_actions(0) if isinstance(a, A.ChooseStart)]
    assert starts == [A.ChooseStart("brewmaster"), A.ChooseStart("resource"),
                      A.ChooseStart("money")]


def test_a_player_who_is_not_last_need_not_take_the_first_player_space() -> None:
    m = playing(players=3)
    set_player(m, 1, position=HOME, start_space=MONEY_SPACE)
    set_player(m, 2, position=3)
    set_player(m, 0, position=20)
    turn(m, 0)
    m.act(0, A.Move(HOME))
    starts = [a for a in m.legal_actions(0) if isinstance(a, A.ChooseStart)]
    assert starts == [A.ChooseStart("first_player"), A.ChooseStart("brewmaster"),
                      A.ChooseStart("resource")]
    m.act(0, A.ChooseStart("brewmaster"))
    assert seat(m, 0).start_space == BREWMASTER_SPACE and st(m).round == 1


def test_the_round_ends_once_all_figures_are_in_the_starting_area() -> None:
    m = playing(players=3)
    set_player(m, 1, position=HOME, start_space=FIRST_PLAYER)
    set_player(m, 2, position=6)
    set_player(m, 0, position=20)
    turn(m, 0)
    m.act(0, A.Move(HOME))
    m.act(0, A.ChooseStart("money"))
    assert st(m).round == 1 and m.actors == (2,)  # Pink is still on the track
    m.act(2, A.Move(HOME))  # one space left (brewmaster, resource): Pink chooses
    m.act(2, A.ChooseStart("brewmaster"))
    assert st(m).round == 2
    assert [seat(m, p).position for p in range(3)] == [0, 0, 0]
    assert "Round 2 of 4: Orange begins" in m.log
