"""Rulebook: Completing a Privilege Pair, the 5 privilege cards, and the Emergency Coin Rule."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from alehouse import Match
from alehouse.boardgames.heaven_and_ale import actions as A
from alehouse.boardgames.heaven_and_ale.content import CONTENT as C

from .helpers import (
    ABC_1,
    DISC_C,
    HOME,
    awaited,
    buying,
    colour_index,
    finish,
    goto,
    kinds,
    monk,
    playing,
    refused,
    res,
    scoring,
    seat,
    set_player,
    shed_spots,
    turn,
)

GARDEN = {"sun1": res("wood", 2), "shade1": res("wood", 3), "sun2": res("hops", 1),
          "shade2": monk("A")}


def completing(m: Match, *, hand: list[str] | None = None, discs: tuple[str, ...] = (),
               **player: Any) -> None:
    """Green holds a disc on the x-tile spot and places one on wood (disc C): pair 1 (x-tile +
    wood) is completed."""
    set_player(m, 0, garden=GARDEN, discs=("x", *discs), hand=hand, **player)
    scoring(m, 0, DISC_C)
    m.act(0, A.PlaceDisc("wood"))


def sells(m: Match, p: int = 0) -> list[str]:
    return [a.card for a in m.legal_actions(p) if isinstance(a, A.SellPrivilege)]


def test_completing_a_privilege_pair_lets_you_place_a_privilege_card() -> None:
    m = playing()
    completing(m)
    assert awaited(m, 0) == {"kind": "privilege", "player": 0, "pair": 1}
    legal = [a for a in m.legal_actions(0) if not isinstance(a, A.SellPrivilege)]
    assert legal == [*(A.PlacePrivilege(c) for c in C.privilege_ids), A.SkipPrivilege()]


def test_the_pair_is_checked_after_the_scoring_procedure() -> None:
    m = playing()
    completing(m)
    # the wood tiles were activated before the privilege decision
    assert seat(m, 0).markers[colour_index("wood")] == 2 and seat(m, 0).ducats == 28


def test_one_disc_of_a_pair_does_not_complete_it() -> None:
    m = playing()
    set_player(m, 0, garden=GARDEN, discs=("yeast",))  # pair 2 is yeast + hops
    scoring(m, 0, DISC_C)
    m.act(0, A.PlaceDisc("wood"))  # pair 1 still lacks the x-tile spot
    assert m.actors == (1,) and kinds(m) == ["move"]
    assert seat(m, 0).pairs == [""] * 5


@pytest.mark.parametrize(("held", "placed", "pair"), [
    ("wood", "x", 0), ("yeast", "hops", 1), ("barley", "water", 2), ("B", "A", 3),
    ("C", "D", 4),
])
def test_the_five_privilege_pairs(held: str, placed: str, pair: int) -> None:
    # ASSUMPTION 7: x-tile + wood, yeast + hops, water + barley, monk A + B, monk C + D
    m = playing()
    garden = {"sun1": res("hops", 1), "sun2": res("water", 1), "sun3": monk("A"),
              "sun4": monk("D")}
    set_player(m, 0, garden=garden, discs=(held,))
    scoring(m, 0, ABC_1)
    m.act(0, A.NominateFertility(1) if placed == "x" else A.PlaceDisc(placed))
    assert awaited(m, 0) == {"kind": "privilege", "player": 0, "pair": pair + 1}


def test_skipping_the_privilege_card_loses_that_pair() -> None:
    m = playing()
    completing(m)
    m.act(0, A.SkipPrivilege())
    s = seat(m, 0)
    assert s.pairs == ["-", "", "", "", ""] and len(s.hand) == 5
    assert m.view(None)["players"][0]["privilege_pairs"] == ["lost", None, None, None, None]
    assert ("Green places no privilege card at the x-tile and wood privilege pair: that pair is "
            "lost") in m.log
    assert m.actors == (1,)
    # later, only a newly completed pair asks for a card; pair 1 stays lost
    s.garden[C.spot_names.index("sun9")] = res("yeast", 2)
    s.discs[C.scoring_spots.index("hops")] = 1
    scoring(m, 0, ABC_1)
    m.act(0, A.PlaceDisc("yeast"))
    assert awaited(m, 0) == {"kind": "privilege", "player": 0, "pair": 2}
    m.act(0, A.PlacePrivilege("money"))
    assert seat(m, 0).pairs == ["-", "money", "", "", ""]


def test_with_no_privilege_card_left_a_completed_pair_is_lost() -> None:
    m = playing()
    completing(m, hand=[])
    assert m.actors == (1,) and seat(m, 0).pairs[0] == "-"


def test_the_money_privilege_gives_12_ducats() -> None:
    m = playing()
    completing(m)
    ducats = seat(m, 0).ducats
    m.act(0, A.PlacePrivilege("money"))
    s = seat(m, 0)
    assert s.ducats == ducats + 12
    assert s.pairs[0] == "money" and "money" not in s.hand
    assert m.view(None)["players"][0]["privilege_pairs"][0] == "money"


def test_the_brewmaster_privilege_moves_the_brewmaster_5_steps() -> None:
    m = playing()
    completing(m, brewmaster=3)
    m.act(0, A.PlacePrivilege("brewmaster"))
    assert seat(m, 0).brewmaster == 8


def test_the_barrels_privilege_scores_1_vp_per_barrel_at_the_end() -> None:
    m = playing()
    completing(m, large=[1, 2], small=[3])
    m.act(0, A.PlacePrivilege("barrels"))
    s = seat(m, 0)
    assert (s.ducats, s.brewmaster) == (28, -10)  # nothing now
    finish(m)
    assert m.result is not None
    assert m.result.breakdown[0]["barrel_privilege"] == 3


def test_the_colour_count_privilege_moves_a_chosen_marker_1_step_per_tile_of_that_colour(
        ) -> None:
    m = playing()
    garden = dict(GARDEN) | {"sun3": res("hops", 5), "shade9": res("hops", 4)}
    set_player(m, 0, garden=garden, discs=("x",))
    scoring(m, 0, DISC_C)
    m.act(0, A.PlaceDisc("wood"))
    m.act(0, A.PlacePrivilege("colour_count"))
    assert [a for a in m.legal_actions(0) if isinstance(a, A.ChooseColour)] == [
        A.ChooseColour(c) for c in C.resources]
    m.act(0, A.ChooseColour("hops"))
    # 3 hops tiles (fertility 1, 5 and 4, either side): 3 steps; the monk counts nothing
    assert seat(m, 0).markers[colour_index("hops")] == -4 + 3


def test_the_disc_count_privilege_moves_the_furthest_behind_marker_1_step_per_disc() -> None:
    m = playing()
    completing(m, discs=("x", "A", "C"))  # with the new wood disc: 4 discs
    m.act(0, A.PlacePrivilege("disc_count"))
    # barley (-8) is alone furthest behind: no choice to make
    assert seat(m, 0).markers == [2, -2, -4, -6, -8 + 4]
    assert m.actors == (1,)


def test_the_disc_count_privilege_lets_you_choose_among_tied_furthest_behind_markers() -> None:
    m = playing()
    completing(m, markers=[3, -5, 0, -5, 1])
    m.act(0, A.PlacePrivilege("disc_count"))
    assert [a for a in m.legal_actions(0) if isinstance(a, A.ChooseColour)] == [
        A.ChooseColour("yeast"), A.ChooseColour("water")]
    refused(m, 0, A.ChooseColour("hops"))
    m.act(0, A.ChooseColour("water"))
    assert seat(m, 0).markers == [3 + 2, -5, 0, -5 + 2, 1]


# --- Emergency Coin Rule -----------------------------------------------------------------------


def at_move(m: Match) -> None:
    turn(m, 0)


def at_buy(m: Match) -> None:
    buying(m, 0, [res("wood", 1), res("wood", 2)])


def at_disc(m: Match) -> None:
    set_player(m, 0, garden=GARDEN, hand=list(C.privilege_ids))
    scoring(m, 0, DISC_C)


def at_shed(m: Match) -> None:
    set_player(m, 0, garden=dict.fromkeys(shed_spots(5)[:5], res("wood", 2)))
    buying(m, 0, [res("wood", 1)])
    m.act(0, A.BuyResource("wood", 1, shed_spots(5)[5]))


def at_privilege(m: Match) -> None:
    completing(m)


def at_starting_space(m: Match) -> None:
    set_player(m, 1, position=5)
    goto(m, 0, HOME)


def at_starting_colour(m: Match) -> None:
    at_starting_space(m)
    m.act(0, A.ChooseStart("resource"))


@pytest.mark.parametrize("point", [at_move, at_buy, at_disc, at_shed, at_privilege,
                                   at_starting_space, at_starting_colour])
def test_the_emergency_coin_rule_applies_at_any_point_of_your_turn(
        point: Callable[[Match], None]) -> None:
    m = playing()
    point(m)
    decision = m.view(0)["decision"]
    assert decision["player"] == 0
    hand = list(seat(m, 0).hand)
    assert sells(m) == hand
    ducats = seat(m, 0).ducats
    m.act(0, A.SellPrivilege(hand[-1]))
    assert seat(m, 0).ducats == ducats + 3 and seat(m, 0).hand == hand[:-1]
    assert m.view(0)["decision"] == decision  # the turn goes on where it was
    assert hand[-1] == "disc_count"
    assert ("Green returns the disc count privilege card to the game box for 3 ducats "
            "(emergency coin rule)") in m.log


def test_the_emergency_coin_rule_never_applies_outside_your_turn() -> None:
    m = playing()
    at_disc(m)
    assert m.legal_actions(1) == []
    refused(m, 1, A.SellPrivilege("money"), code="not_your_turn")
    finish(m)
    refused(m, 0, A.SellPrivilege("money"), code="game_over")


def test_a_returned_privilege_card_goes_to_the_box_and_cannot_be_placed() -> None:
    m = playing()
    completing(m)
    m.act(0, A.SellPrivilege("money"))
    assert A.PlacePrivilege("money") not in m.legal_actions(0)
    refused(m, 0, A.PlacePrivilege("money"))
    refused(m, 0, A.SellPrivilege("money"))
    assert m.view(None)["players"][0]["privilege_cards"] == [
        "brewmaster", "barrels", "colour_count", "disc_count"]


def test_placed_privilege_cards_count_for_goal_10_but_returned_ones_do_not() -> None:
    m = playing()
    set_player(m, 0, pairs=["money", "barrels", "", "", ""], hand=[])  # 3 returned
    assert m.view(None)["players"][0]["barrels_claimable"] == []
    set_player(m, 0, pairs=["money", "barrels", "-", "brewmaster", ""], hand=["disc_count"])
    assert m.view(None)["players"][0]["barrels_claimable"] == [10]
