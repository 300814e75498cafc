"""Rulebook: Scoring Disc Spaces (A, B, C, A/B/C), Activation Rewards Of Resource Tiles and Of
Monk Tiles, and the Further Rules (unusable spots, two discs in the final round, spot 20)."""

from __future__ import annotations

import pytest

from alehouse import Match
from alehouse.boardgames.heaven_and_ale import actions as A
from alehouse.core.action import Action

from .helpers import (
    ABC_1,
    ABC_2,
    ABC_3,
    DISC_A,
    DISC_B,
    DISC_C,
    DISC_SPACES,
    colour_index,
    discs_at,
    goto,
    kinds,
    monk,
    playing,
    refused,
    res,
    scoring,
    seat,
    set_board,
    set_player,
    st,
)


def disc_choices(m: Match, p: int = 0) -> list[Action]:
    return [a for a in m.legal_actions(p) if isinstance(a, (A.PlaceDisc, A.NominateFertility))]


def marker(m: Match, colour: str, p: int = 0) -> int:
    return seat(m, p).markers[colour_index(colour)]


# --- A -----------------------------------------------------------------------------------------


def test_disc_a_goes_on_the_x_tile_spot_and_activates_every_tile_of_the_nominated_fertility(
        ) -> None:
    m = playing()
    set_player(m, 0, garden={"sun1": res("hops", 3), "sun2": res("yeast", 3),
                             "shade1": res("barley", 3), "shade2": res("wood", 2),
                             "sun3": res("wood", 4), "shade3": monk("A")})
    scoring(m, 0, DISC_A)
    assert disc_choices(m) == [A.NominateFertility(n) for n in range(1, 6)]
    m.act(0, A.NominateFertility(3))
    s = seat(m, 0)
    assert s.discs[0] == 1 and m.view(None)["players"][0]["discs"] == ["x"]
    assert s.ducats == 25 + 3                           # shady barley 3
    assert s.markers == [0, -2 + 3, -4 + 3, -6, -8]     # sunny yeast 3 and hops 3; not wood 4
    assert s.brewmaster == -10
    assert discs_at(m, DISC_A) == 0
    assert "Green scores fertility number 3 on the x-tile scoring spot" in m.log


def test_any_fertility_number_may_be_nominated_even_one_with_no_tile() -> None:
    # ASSUMPTION 11
    m = playing()
    set_player(m, 0, garden={"sun1": res("hops", 3)})
    scoring(m, 0, DISC_A)
    assert disc_choices(m) == [A.NominateFertility(n) for n in range(1, 6)]
    m.act(0, A.NominateFertility(5))
    assert seat(m, 0).discs[0] == 1
    assert seat(m, 0).markers == [0, -2, -4, -6, -8] and seat(m, 0).ducats == 25


# --- B -----------------------------------------------------------------------------------------


def monk_garden() -> dict[str, int]:
    """Two A monks (shade4, shade9) share the neighbour shade7 (a blue = water tile); shade4
    also touches a hops 2 (shade3), a monk C (shade2) and a barley 5 (shade5); a sunny wood 4
    (sun5) touches shade5 only; a monk B and a yeast 5 are away from every A monk."""
    return {"shade4": monk("A"), "shade9": monk("A"), "shade7": res("water", 3),
            "shade3": res("hops", 2), "shade2": monk("C"), "shade5": res("barley", 5),
            "sun5": res("wood", 4), "shade15": monk("B"), "shade13": res("yeast", 5)}


def test_disc_b_goes_on_a_monk_spot_and_triggers_every_monk_of_that_type() -> None:
    m = playing()
    set_player(m, 0, garden=monk_garden())
    scoring(m, 0, DISC_B)
    assert disc_choices(m) == [A.PlaceDisc("A"), A.PlaceDisc("B"), A.PlaceDisc("C")]
    m.act(0, A.PlaceDisc("A"))
    s = seat(m, 0)
    assert s.discs[6] == 1 and m.view(None)["players"][0]["discs"] == ["A"]
    # water 3 (next to both A monks) twice, hops 2 and barley 5 once; not the yeast 5
    assert s.ducats == 25 + 3 + 3 + 2 + 5
    assert s.markers == [0, -2, -4, -6, -8]  # the sunny wood is not next to an A monk
    assert s.brewmaster == -10 + 1  # the C monk next to shade4 is activated
    assert ("Green places the disc on the monk A tile scoring spot and triggers their monk A "
            "tiles") in m.log


def test_a_resource_tile_next_to_two_triggered_monks_is_activated_twice() -> None:
    m = playing()
    set_player(m, 0, garden={"sun4": monk("D"), "sun9": monk("D"), "sun7": res("water", 4)})
    scoring(m, 0, DISC_B)
    m.act(0, A.PlaceDisc("D"))
    assert marker(m, "water") == -6 + 4 + 4


def test_a_triggered_monk_activates_adjacent_monks_each_moving_the_brewmaster_one_step() -> None:
    m = playing()
    set_player(m, 0, garden={"shade4": monk("A"), "shade2": monk("C"), "shade3": monk("D"),
                             "sun5": monk("B")})
    scoring(m, 0, DISC_B)
    m.act(0, A.PlaceDisc("A"))
    # shade2 (C) and shade3 (D) are next to the A monk; sun5 (B) is not
    assert seat(m, 0).brewmaster == -10 + 2


def test_a_monk_activated_on_the_sunny_side_moves_the_brewmaster_too() -> None:
    m = playing()
    set_player(m, 0, garden={"shade5": monk("A"), "sun5": monk("C")})  # neighbours across
    scoring(m, 0, DISC_B)
    m.act(0, A.PlaceDisc("A"))
    assert seat(m, 0).brewmaster == -9
    assert seat(m, 0).ducats == 25


def test_triggered_monks_themselves_give_no_reward() -> None:
    m = playing()
    set_player(m, 0, garden={"shade4": monk("A"), "sun1": monk("A"), "shade15": monk("A")})
    scoring(m, 0, DISC_B)
    m.act(0, A.PlaceDisc("A"))  # three triggered monks, nothing next to them
    s = seat(m, 0)
    assert (s.brewmaster, s.ducats, s.markers) == (-10, 25, [0, -2, -4, -6, -8])


def test_two_adjacent_triggered_monks_activate_each_other() -> None:
    # The rulebook does not say whether a monk of the triggered type next to another one is
    # also "activated"; the code reads "a triggered monk also activates any monk tiles adjacent
    # to it" literally: each of the two moves the brewmaster one step.
    m = playing()
    set_player(m, 0, garden={"shade4": monk("A"), "shade3": monk("A")})
    scoring(m, 0, DISC_B)
    m.act(0, A.PlaceDisc("A"))
    assert seat(m, 0).brewmaster == -10 + 2


# --- C -----------------------------------------------------------------------------------------


def test_disc_c_goes_on_a_resource_spot_and_activates_every_tile_of_that_colour() -> None:
    m = playing()
    set_player(m, 0, garden={"sun1": res("wood", 2), "shade1": res("wood", 4),
                             "sun2": res("wood", 5), "shade2": res("hops", 5),
                             "shade3": monk("A")})
    scoring(m, 0, DISC_C)
    assert disc_choices(m) == [A.PlaceDisc("wood"), A.PlaceDisc("hops")]
    m.act(0, A.PlaceDisc("wood"))
    s = seat(m, 0)
    assert s.discs[1] == 1
    assert s.markers == [0 + 2 + 5, -2, -4, -6, -8]
    assert s.ducats == 25 + 4
    assert s.brewmaster == -10


# --- A/B/C -------------------------------------------------------------------------------------


@pytest.mark.parametrize("space", [ABC_1, ABC_2, ABC_3])
def test_a_disc_from_an_a_b_c_space_goes_on_any_usable_spot(space: int) -> None:
    m = playing()
    set_player(m, 0, garden={"sun1": res("barley", 2), "shade1": monk("C")})
    scoring(m, 0, space)
    assert disc_choices(m) == [*(A.NominateFertility(n) for n in range(1, 6)),
                               A.PlaceDisc("barley"), A.PlaceDisc("C")]


@pytest.mark.parametrize(("action", "ducats", "barley"), [
    (A.NominateFertility(2), 25 + 2, -8),      # as A: the shady hops 2 (not the barley 3)
    (A.PlaceDisc("C"), 25 + 2, -8 + 3),        # as B: both neighbours of the C monk
    (A.PlaceDisc("barley"), 25, -8 + 3),       # as C: the barley tiles only
])
def test_an_a_b_c_disc_is_scored_as_a_b_or_c_by_the_spot_it_goes_on(
        action: Action, ducats: int, barley: int) -> None:
    m = playing()
    # the C monk on shade1 touches the sunny barley 3 (sun1) and the shady hops 2 (shade2)
    set_player(m, 0, garden={"sun1": res("barley", 3), "shade1": monk("C"),
                             "shade2": res("hops", 2)})
    scoring(m, 0, ABC_2)
    m.act(0, action)
    assert (seat(m, 0).ducats, marker(m, "barley")) == (ducats, barley)
    assert seat(m, 0).brewmaster == -10


def test_disc_spaces_a_b_and_c_offer_only_their_own_kind_of_spot() -> None:
    garden = {"sun1": res("barley", 2), "shade1": monk("C")}
    for space, expected in ((DISC_A, [A.NominateFertility(n) for n in range(1, 6)]),
                            (DISC_B, [A.PlaceDisc("C")]), (DISC_C, [A.PlaceDisc("barley")])):
        m = playing()
        set_player(m, 0, garden=garden)
        scoring(m, 0, space)
        assert disc_choices(m) == expected
    m = playing()
    set_player(m, 0, garden=garden)
    scoring(m, 0, DISC_B)
    refused(m, 0, A.PlaceDisc("barley"))
    refused(m, 0, A.NominateFertility(2))


def test_an_occupied_spot_or_a_spot_for_tiles_you_do_not_have_cannot_be_used() -> None:
    m = playing()
    set_player(m, 0, garden={"sun1": res("barley", 2), "sun2": res("hops", 1),
                             "shade1": monk("C"), "shade2": monk("A")},
               discs=("hops", "A", "x"))
    scoring(m, 0, ABC_1)
    assert disc_choices(m) == [A.PlaceDisc("barley"), A.PlaceDisc("C")]
    refused(m, 0, A.PlaceDisc("hops"))        # occupied
    refused(m, 0, A.PlaceDisc("water"))       # no water tile
    refused(m, 0, A.PlaceDisc("B"))           # no B monk
    refused(m, 0, A.NominateFertility(1))     # x-tile spot occupied


# --- activation rewards ------------------------------------------------------------------------


def test_an_activated_shady_resource_tile_pays_its_fertility_in_ducats() -> None:
    m = playing()
    set_player(m, 0, garden={"shade8": res("yeast", 4)})
    scoring(m, 0, DISC_C)
    m.act(0, A.PlaceDisc("yeast"))
    assert seat(m, 0).ducats == 29 and marker(m, "yeast") == -2


def test_an_activated_sunny_resource_tile_moves_its_colours_marker_by_its_fertility() -> None:
    m = playing()
    set_player(m, 0, garden={"sun8": res("yeast", 4)})
    scoring(m, 0, DISC_C)
    m.act(0, A.PlaceDisc("yeast"))
    assert seat(m, 0).ducats == 25 and marker(m, "yeast") == -2 + 4
    assert seat(m, 0).markers == [0, 2, -4, -6, -8]  # no other marker moves


def test_a_marker_stops_at_20_and_each_further_step_pays_one_ducat() -> None:
    m = playing()
    set_player(m, 0, ducats=0, markers={"hops": 18, "water": 20},
               garden={"sun1": res("hops", 5), "sun2": res("water", 4)})
    scoring(m, 0, DISC_A)
    m.act(0, A.NominateFertility(5))
    assert marker(m, "hops") == 20 and seat(m, 0).ducats == 3
    set_board(m, discs={ABC_2: 1})
    goto(m, 0, ABC_2)
    m.act(0, A.PlaceDisc("water"))
    assert marker(m, "water") == 20 and seat(m, 0).ducats == 3 + 4


# --- one disc per visit; the final round ------------------------------------------------------


@pytest.mark.parametrize("space", [DISC_B, DISC_C, ABC_1])
def test_a_player_takes_only_one_disc_from_a_space_holding_two(space: int) -> None:
    m = playing()
    st(m).round = st(m).rounds
    garden = {"sun1": res("barley", 2), "shade1": monk("C"), "shade2": monk("D"),
              "sun2": res("hops", 2)}
    set_player(m, 0, garden=garden)
    set_player(m, 1, garden=garden)
    scoring(m, 0, space, discs=2)
    first = disc_choices(m)[0]
    m.act(0, first)
    assert discs_at(m, space) == 1
    assert m.actors == (1,) and kinds(m) == ["move"]  # no second disc: Green's turn is over
    assert space in [a.to for a in m.legal_actions(1) if isinstance(a, A.Move)]
    m.act(1, A.Move(space))
    m.act(1, first)
    assert discs_at(m, space) == 0


def test_a_scoring_disc_space_becomes_empty_when_its_disc_is_taken() -> None:
    m = playing()
    set_player(m, 0, garden={"sun1": res("barley", 2)})
    set_player(m, 1, garden={"sun1": res("barley", 2)})
    set_board(m, discs=dict.fromkeys(DISC_SPACES, 1))
    goto(m, 0, DISC_C)
    m.act(0, A.PlaceDisc("barley"))
    assert discs_at(m, DISC_C) == 0
    assert DISC_C not in [a.to for a in m.legal_actions(1) if isinstance(a, A.Move)]


def test_the_brewmaster_stops_at_20_and_further_steps_pay_nothing() -> None:
    # ASSUMPTION 4
    m = playing()
    set_player(m, 0, brewmaster=19, ducats=0,
               garden={"shade4": monk("A"), "shade2": monk("C"), "shade3": monk("D")})
    scoring(m, 0, DISC_B)
    m.act(0, A.PlaceDisc("A"))  # two activated monks: 19 -> 20, and one step is lost
    assert seat(m, 0).brewmaster == 20 and seat(m, 0).ducats == 0
