"""Rulebook: Resource Spaces and Monk Spaces (buying tiles for the garden)."""

from __future__ import annotations

import pytest

from alehouse import Match
from alehouse.boardgames.heaven_and_ale import actions as A

from .helpers import (
    MONK_COST,
    MONK_SPACES,
    SHADY,
    SUNNY,
    buying,
    fill,
    kinds,
    monk,
    of_type,
    playing,
    refused,
    res,
    seat,
    set_player,
    tiles_at,
)


def buys(m: Match, p: int) -> list[A.BuyResource | A.BuyMonk]:
    return [a for a in m.legal_actions(p) if isinstance(a, (A.BuyResource, A.BuyMonk))]


def test_on_a_resource_space_you_must_buy_at_least_one_tile() -> None:
    m = playing()
    buying(m, 0, [res("hops", 2), res("wood", 1)])
    legal = m.legal_actions(0)
    assert A.Done() not in legal
    assert {type(a) for a in legal} == {A.BuyResource, A.SellPrivilege}
    refused(m, 0, A.Done())


def test_after_buying_one_tile_you_may_stop() -> None:
    m = playing()
    buying(m, 0, [res("hops", 2), res("wood", 1)])
    m.act(0, A.BuyResource("wood", 1, "shade1"))
    assert A.Done() in m.legal_actions(0)
    m.act(0, A.Done())
    assert m.actors == (1,)
    assert tiles_at(m, 1) == [res("hops", 2)]  # the other tile stays on the space


def test_you_may_buy_as_many_tiles_from_the_space_as_you_can_afford() -> None:
    m = playing()
    set_player(m, 0, ducats=30)
    buying(m, 0, [res("hops", 2), res("wood", 1), res("water", 5)])
    m.act(0, A.BuyResource("hops", 2, "sun1"))
    m.act(0, A.BuyResource("water", 5, "sun2"))
    m.act(0, A.BuyResource("wood", 1, "shade4"))
    assert seat(m, 0).ducats == 30 - 4 - 10 - 1
    assert tiles_at(m, 1) == []
    assert m.actors == (1,)  # no tile left: the turn is over


def test_a_tile_on_the_shady_side_costs_its_fertility_number() -> None:
    m = playing()
    buying(m, 0, [res("yeast", 4)])
    m.act(0, A.BuyResource("yeast", 4, "shade7"))
    assert seat(m, 0).ducats == 25 - 4
    assert seat(m, 0).garden[15 + 6] == res("yeast", 4)
    assert "Green buys yeast 4 for 4 ducats onto shady spot 7" in m.log


def test_a_tile_on_the_sunny_side_costs_twice_its_fertility_number() -> None:
    m = playing()
    buying(m, 0, [res("yeast", 4)])
    m.act(0, A.BuyResource("yeast", 4, "sun7"))
    assert seat(m, 0).ducats == 25 - 8
    assert seat(m, 0).garden[6] == res("yeast", 4)


def test_a_tile_goes_on_any_empty_spot_of_the_chosen_side() -> None:
    m = playing()
    set_player(m, 0, garden={"sun3": monk("A"), "shade9": res("wood", 1)})
    buying(m, 0, [res("barley", 2)])
    spots = [a.spot for a in buys(m, 0)]
    assert sorted(spots) == sorted(set(SUNNY + SHADY) - {"sun3", "shade9"})
    refused(m, 0, A.BuyResource("barley", 2, "sun3"))
    refused(m, 0, A.BuyResource("barley", 2, "shade9"))


def test_the_sunny_side_is_not_offered_when_only_the_shady_price_is_affordable() -> None:
    m = playing()
    set_player(m, 0, ducats=5, hand=[])
    buying(m, 0, [res("barley", 3)])
    assert sorted(a.spot for a in buys(m, 0)) == sorted(SHADY)
    refused(m, 0, A.BuyResource("barley", 3, "sun1"))


def test_a_tile_not_on_the_space_cannot_be_bought() -> None:
    m = playing()
    buying(m, 0, [res("barley", 3)])
    refused(m, 0, A.BuyResource("barley", 2, "shade1"))


def test_tiles_are_never_placed_on_shed_spots() -> None:
    m = playing()
    buying(m, 0, [res("barley", 1)])
    # only the 30 garden spots can be named: there is no action for the 7 shed spots
    assert len(buys(m, 0)) == 30
    refused(m, 0, {"type": "buy_resource", "colour": "barley", "fertility": 1, "spot": "shed1"},
            code="malformed_action")
    m.act(0, A.BuyResource("barley", 1, "sun5"))  # next to two shed spots: they stay empty
    assert seat(m, 0).sheds == [-1] * 7


def test_you_leave_the_space_automatically_when_no_tile_is_left() -> None:
    m = playing()
    buying(m, 0, [res("barley", 1)])
    m.act(0, A.BuyResource("barley", 1, "shade1"))
    assert m.actors == (1,) and kinds(m) == ["move"]


def test_you_leave_the_space_automatically_when_you_cannot_afford_another_tile() -> None:
    m = playing()
    set_player(m, 0, ducats=6, hand=[])
    buying(m, 0, [res("barley", 5), res("wood", 2)])
    m.act(0, A.BuyResource("barley", 5, "shade1"))
    assert m.actors == (1,)
    assert tiles_at(m, 1) == [res("wood", 2)]


def test_you_leave_automatically_when_no_empty_spot_is_left_for_an_affordable_tile() -> None:
    m = playing()
    garden = fill(monk("A"), [s for s in SHADY if s != "shade15"])
    set_player(m, 0, ducats=5, hand=[], garden=garden)
    buying(m, 0, [res("barley", 2), res("wood", 2)])
    m.act(0, A.BuyResource("barley", 2, "shade15"))  # the sunny side would cost 4: too much
    assert m.actors == (1,)


def test_a_further_tile_the_emergency_coin_rule_could_pay_keeps_you_on_the_space() -> None:
    m = playing()
    set_player(m, 0, ducats=6, hand=["money"])
    buying(m, 0, [res("barley", 5), res("wood", 3)])
    m.act(0, A.BuyResource("barley", 5, "shade1"))
    # 1 ducat left: the wood 3 needs a privilege card returned first
    assert m.legal_actions(0) == [A.Done(), A.SellPrivilege("money")]
    m.act(0, A.SellPrivilege("money"))
    assert seat(m, 0).ducats == 4
    assert A.BuyResource("wood", 3, "shade2") in m.legal_actions(0)
    assert A.BuyResource("wood", 3, "sun1") not in m.legal_actions(0)


def test_a_tile_is_paid_with_ducats_in_hand_so_privilege_cards_are_returned_first() -> None:
    m = playing()
    set_player(m, 0, ducats=2, hand=["money", "barrels"])
    buying(m, 0, [res("water", 5)])
    assert m.legal_actions(0) == [A.SellPrivilege("money"), A.SellPrivilege("barrels")]
    refused(m, 0, A.BuyResource("water", 5, "shade1"))
    m.act(0, A.SellPrivilege("barrels"))
    m.act(0, A.BuyResource("water", 5, "shade1"))
    assert seat(m, 0).ducats == 0 and seat(m, 0).hand == ["money"]


@pytest.mark.parametrize("space", MONK_SPACES)
def test_a_monk_costs_the_spaces_monk_cost_number_shady_and_twice_that_sunny(
        space: int) -> None:
    cost = MONK_COST[space]
    m = playing()
    buying(m, 0, [monk("B"), monk("C")], space=space)
    m.act(0, A.BuyMonk("B", "shade2"))
    m.act(0, A.BuyMonk("C", "sun2"))
    assert seat(m, 0).ducats == 25 - cost - 2 * cost
    assert seat(m, 0).garden[15 + 1] == monk("B") and seat(m, 0).garden[1] == monk("C")


def test_monk_cost_numbers_are_4_3_2_1() -> None:
    assert [MONK_COST[s] for s in MONK_SPACES] == [4, 3, 2, 1]


def test_on_a_monk_space_you_must_buy_at_least_one_monk_and_may_buy_more() -> None:
    m = playing()
    buying(m, 0, [monk("A"), monk("A"), monk("D")], space=25)
    assert A.Done() not in m.legal_actions(0)
    assert {a.monk for a in of_type(m.legal_actions(0), A.BuyMonk)} == {"A", "D"}
    m.act(0, A.BuyMonk("A", "sun4"))
    assert A.Done() in m.legal_actions(0)
    m.act(0, A.BuyMonk("A", "sun5"))
    m.act(0, A.Done())
    assert tiles_at(m, 25) == [monk("D")] and m.actors == (1,)
    assert seat(m, 0).ducats == 25 - 2 - 2


def test_a_monk_goes_on_any_empty_spot_never_a_shed_spot() -> None:
    m = playing()
    set_player(m, 0, ducats=3, hand=[], garden={"shade1": res("wood", 1)})
    buying(m, 0, [monk("C")], space=18)  # cost 2: 3 ducats pay the shady side only
    assert sorted(a.spot for a in buys(m, 0)) == sorted(set(SHADY) - {"shade1"})
