"""Rulebook: Enclosing A Shed Spot (fertility sum, reward table, shed tiles and their
activations)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from alehouse import Match
from alehouse.boardgames.heaven_and_ale import actions as A
from alehouse.boardgames.heaven_and_ale.content import CONTENT as C

from .helpers import (
    awaited,
    buying,
    colour_index,
    monk,
    of_type,
    playing,
    refused,
    res,
    seat,
    set_player,
    shed_spots,
)

SUNNY_SHED, MIDDLE_SHED, SHADY_SHED = 3, 0, 5  # shed spots (-4,3), (0,1), (4,3)


def shed_options(m: Match, p: int = 0) -> list[int]:
    return sorted(a.edges for a in of_type(m.legal_actions(p), A.ActivateShed))


def enclose(m: Match, shed: int, tiles: Sequence[int], *, ducats: int = 60,
            brewmaster: int = 0) -> None:
    """Green has `tiles[0..4]` on the first 5 spots around `shed` (edge order) and buys
    `tiles[5]` for the last one: the shed spot is enclosed."""
    spots = shed_spots(shed)
    set_player(m, 0, ducats=ducats, brewmaster=brewmaster,
               garden=dict(zip(spots[:5], tiles[:5])))
    last = tiles[5]
    if last >= 25:
        buying(m, 0, [last], space=25)
        m.act(0, A.BuyMonk(C.monks[last - 25], spots[5]))
    else:
        buying(m, 0, [last])
        m.act(0, A.BuyResource(C.resources[last // 5], last % 5 + 1, spots[5]))


def tiles_for(fertilities: Sequence[int]) -> list[int]:
    """Wood tiles of these fertility numbers (0: a monk)."""
    return [monk("A") if f == 0 else res("wood", f) for f in fertilities]


def test_a_shed_spot_is_enclosed_when_its_six_neighbours_hold_tiles() -> None:
    m = playing()
    set_player(m, 0, garden=dict.fromkeys(shed_spots(SHADY_SHED)[:4], res("wood", 2)))
    buying(m, 0, [res("hops", 1), res("hops", 1)])
    m.act(0, A.BuyResource("hops", 1, shed_spots(SHADY_SHED)[4]))
    assert seat(m, 0).sheds == [-1] * 7  # 5 of 6: not enclosed yet
    m.act(0, A.BuyResource("hops", 1, shed_spots(SHADY_SHED)[5]))
    assert seat(m, 0).sheds[SHADY_SHED] == 1  # sum 2*4 + 1 + 1 = 10: a 1-activation shed
    assert ("Green encloses a shed spot: shed fertility sum 10, brewmaster 3 steps forward and a "
            "shed tile that activates 1 tile") in m.log


def test_the_shed_procedure_is_carried_out_immediately_after_the_placement() -> None:
    m = playing()
    set_player(m, 0, ducats=60, garden=dict.fromkeys(shed_spots(SHADY_SHED)[:5],
                                                     res("wood", 2)))
    buying(m, 0, [res("hops", 1), res("yeast", 3)])
    m.act(0, A.BuyResource("hops", 1, shed_spots(SHADY_SHED)[5]))
    # the shed's activation is decided now, before the next purchase
    assert awaited(m, 0) == {"kind": "shed", "player": 0, "shed": SHADY_SHED + 1}
    assert not any(isinstance(a, A.BuyResource) for a in m.legal_actions(0))
    m.act(0, A.ActivateShed(0b000001))
    assert A.Done() in m.legal_actions(0)  # back to buying
    assert A.BuyResource("yeast", 3, "shade1") in m.legal_actions(0)


def test_the_shed_fertility_sum_adds_the_fertility_of_the_adjacent_resource_tiles() -> None:
    m = playing()
    enclose(m, SHADY_SHED, tiles_for([1, 2, 3, 1, 2, 3]))  # 12
    assert seat(m, 0).sheds[SHADY_SHED] == 2 and seat(m, 0).brewmaster == 1


def test_monk_tiles_add_nothing_to_the_shed_fertility_sum() -> None:
    m = playing()
    enclose(m, SHADY_SHED, tiles_for([3, 0, 3, 0, 3, 3]))  # 12, not more
    assert seat(m, 0).sheds[SHADY_SHED] == 2
    assert "fertility sum 12" in m.log[-1]


def test_a_shed_enclosed_by_a_monk_gives_no_fertility() -> None:
    m = playing()
    enclose(m, SHADY_SHED, tiles_for([2, 2, 2, 1, 1, 0]))  # the monk closes it: sum 8
    assert seat(m, 0).ducats == 60 - 1
    assert seat(m, 0).sheds[SHADY_SHED] == 1 and seat(m, 0).brewmaster == 3
    assert "fertility sum 8" in m.log[-1]


@pytest.mark.parametrize(("fertilities", "steps", "shed"), [
    ([0, 0, 0, 0, 0, 0], 6, 0),     # sum 0
    ([1, 1, 1, 1, 1, 2], 6, 0),     # 7
    ([1, 1, 1, 1, 2, 2], 3, 1),     # 8
    ([1, 2, 2, 2, 2, 2], 3, 1),     # 11
    ([2, 2, 2, 2, 2, 2], 1, 2),     # 12
    ([3, 3, 3, 3, 3, 2], 1, 2),     # 17
    ([3, 3, 3, 3, 3, 3], 1, 3),     # 18
    ([4, 4, 4, 4, 4, 3], 1, 3),     # 23
    ([4, 4, 4, 4, 4, 4], 0, 4),     # 24
    ([5, 5, 5, 5, 5, 5], 0, 4),     # 30
])
def test_the_shed_reward_table_gives_brewmaster_steps_and_a_shed_tile(
        fertilities: list[int], steps: int, shed: int) -> None:
    m = playing()
    enclose(m, SHADY_SHED, tiles_for(fertilities))
    assert seat(m, 0).brewmaster == steps
    assert seat(m, 0).sheds[SHADY_SHED] == shed
    assert m.view(None)["players"][0]["sheds"][SHADY_SHED] == shed
    assert len(shed_options(m)) == {0: 0, 1: 6, 2: 3, 3: 2, 4: 15}[shed]


def test_a_shed_that_activates_no_tile_asks_for_no_decision() -> None:
    m = playing()
    enclose(m, SHADY_SHED, tiles_for([1, 1, 1, 1, 1, 1]))
    assert seat(m, 0).sheds[SHADY_SHED] == 0
    assert m.actors == (1,)  # no tile left on the space: Green's turn is over


def test_a_1_activation_shed_activates_any_one_adjacent_tile() -> None:
    m = playing()
    enclose(m, SHADY_SHED, tiles_for([1, 1, 1, 1, 2, 3]))  # 9
    assert shed_options(m) == [1, 2, 4, 8, 16, 32]
    refused(m, 0, A.ActivateShed(0b000011))
    ducats = seat(m, 0).ducats
    m.act(0, A.ActivateShed(1 << 5))  # edge 5: the wood 3 (shady): 3 ducats
    assert seat(m, 0).ducats == ducats + 3


def test_a_2_activation_shed_activates_two_tiles_at_opposite_edges_only() -> None:
    m = playing()
    enclose(m, SHADY_SHED, tiles_for([2, 2, 2, 2, 2, 3]))  # 13
    assert shed_options(m) == [0b001001, 0b010010, 0b100100]
    refused(m, 0, A.ActivateShed(0b000011))  # neighbouring edges
    refused(m, 0, A.ActivateShed(0b000101))  # one apart
    ducats = seat(m, 0).ducats
    m.act(0, A.ActivateShed(0b100100))  # edges 2 and 5: 2 + 3 ducats
    assert seat(m, 0).ducats == ducats + 5


def test_a_3_activation_shed_activates_three_tiles_not_next_to_one_another() -> None:
    m = playing()
    enclose(m, SHADY_SHED, tiles_for([3, 4, 3, 4, 3, 4]))  # 21
    assert shed_options(m) == [0b010101, 0b101010]
    refused(m, 0, A.ActivateShed(0b000111))
    refused(m, 0, A.ActivateShed(0b001011))
    ducats = seat(m, 0).ducats
    m.act(0, A.ActivateShed(0b101010))  # edges 1, 3, 5: the three 4s
    assert seat(m, 0).ducats == ducats + 12


def test_a_4_activation_shed_activates_any_four_adjacent_tiles() -> None:
    m = playing()
    enclose(m, SHADY_SHED, tiles_for([5, 4, 4, 4, 4, 4]))  # 25
    options = shed_options(m)
    assert len(options) == 15 and all(bin(mask).count("1") == 4 for mask in options)
    refused(m, 0, A.ActivateShed(0b000111))
    refused(m, 0, A.ActivateShed(0b011111))
    ducats = seat(m, 0).ducats
    m.act(0, A.ActivateShed(0b001111))
    assert seat(m, 0).ducats == ducats + 5 + 4 + 4 + 4


def test_tiles_activated_by_a_shed_give_their_usual_activation_reward() -> None:
    # the middle shed touches 3 shady and 3 sunny spots: edges shade2, shade5, sun5, sun2,
    # sun1, shade1
    m = playing()
    tiles = [res("hops", 5), res("wood", 5), res("water", 5), monk("A"), res("barley", 5),
             res("yeast", 4)]  # 24: 4 activations, no brewmaster step
    enclose(m, MIDDLE_SHED, tiles)
    before = seat(m, 0)
    ducats, brewmaster, markers = before.ducats, before.brewmaster, list(before.markers)
    m.act(0, A.ActivateShed(0b101101))  # shade2 hops 5, sun5 water 5, sun2 monk, shade1 yeast
    s = seat(m, 0)
    assert s.ducats == ducats + 5 + 4          # shady resource tiles: their fertility in ducats
    assert s.markers[colour_index("water")] == markers[colour_index("water")] + 5  # sunny
    assert s.markers[colour_index("barley")] == markers[colour_index("barley")]  # not chosen
    assert s.brewmaster == brewmaster + 1       # a monk: brewmaster +1


def test_a_shed_among_sunny_tiles_activates_them_for_marker_steps() -> None:
    m = playing()
    enclose(m, SUNNY_SHED, tiles_for([2, 2, 2, 1, 1, 1]))  # 9: one activation; all sunny
    assert m.view(0)["decision"]["shed"] == SUNNY_SHED + 1
    ducats = seat(m, 0).ducats
    m.act(0, A.ActivateShed(0b000001))  # edge 0: a wood 2 on a sunny spot
    assert seat(m, 0).markers[colour_index("wood")] == 2 and seat(m, 0).ducats == ducats


def test_two_sheds_enclosed_by_one_tile_are_handled_one_after_the_other() -> None:
    m = playing()
    # sun5 is next to the middle sheds (0,1) and (0,3); every other neighbour holds a tile
    garden = {
        "shade2": res("wood", 2), "shade5": res("wood", 2), "sun2": res("wood", 2),
        "sun1": res("wood", 1), "shade1": res("wood", 1),                     # (0,1): 9 with sun5
        "shade7": res("wood", 3), "shade10": res("wood", 3), "sun10": res("wood", 3),
        "sun7": res("wood", 3),                                               # (0,3): 15
    }
    set_player(m, 0, brewmaster=0, garden=garden)
    buying(m, 0, [res("hops", 1)])
    m.act(0, A.BuyResource("hops", 1, "sun5"))
    s = seat(m, 0)
    assert (s.sheds[0], s.sheds[1]) == (1, 2)
    assert s.brewmaster == 3 + 1
    # one decision per shed, one after the other
    first = m.view(0)["decision"]
    assert first["kind"] == "shed"
    first_options = shed_options(m)
    m.act(0, A.ActivateShed(first_options[0]))
    second = m.view(0)["decision"]
    assert second["kind"] == "shed" and second["shed"] != first["shed"]
    assert {len(first_options), len(shed_options(m))} == {6, 3}
    m.act(0, A.ActivateShed(shed_options(m)[0]))
    assert m.actors == (1,)
