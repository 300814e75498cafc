"""Rulebook: Laying Tiles, Restrictions, Exchanging (and The Abbey's shape)."""

from __future__ import annotations

import alehouse
from alehouse import Chance, Match
from alehouse.boardgames.monastery import actions as A
from alehouse.boardgames.monastery import geometry as G
from alehouse.boardgames.monastery.content import CONTENT as C

from .helpers import (
    BUILDING,
    fresh,
    give,
    hand,
    lay,
    lays,
    moves,
    pending,
    put,
    refused,
    spots,
    st,
    step,
    tid,
)

ABBEY_RIM = {(-1, -1), (0, -1), (1, -1), (-1, 2), (0, 2), (1, 2), (-2, 0), (-2, 1), (2, 0),
             (2, 1)}


def test_three_tiles_go_along_each_long_side_of_the_abbey_two_along_each_short_side() -> None:
    m = fresh()
    give(m, 0, "path_cross")
    step(m, 0)
    assert {(x, y) for x, y, _ in spots(m, 0, "path_cross")} == ABBEY_RIM


def test_the_places_kept_between_calls_are_the_places_worked_out_afresh() -> None:
    """`placements` keeps what faces each open cell in the state (`Frontier`, brought up to
    date as tiles are laid and finished); over seeded games at every player count it offers
    what the laying rules give worked out from nothing (`kind_placements` on `frontier`)."""
    asked = 0
    for players in (2, 3, 4):
        for seed in range(3):
            m = alehouse.new_match("monastery", players, seed=seed)
            rng = Chance.from_seed(seed)
            while not m.over:
                p = rng.choice(m.actors)
                state = m.state
                kept = G.placements(state, p)
                spots = G.frontier(state, G.counts(state))
                afresh = [a for k in G.hand_kinds(state, p)
                          for a in G.kind_placements(state, k, spots)]
                assert kept == afresh
                asked += 1
                m.act(p, m.game.playout_action(state, p, m.legal_actions(p), rng))
    assert asked > 1000


def test_every_legal_placement_and_rotation_is_offered() -> None:
    m = fresh()
    give(m, 0, "path_straight_1")
    step(m, 0)
    # a straight path must face the Abbey with a path: north-south above and below, east-west
    # at the ends; rotations 2 and 3 are the same tile as 0 and 1 and are not offered twice
    expected = {(x, y, 0) for x, y in ABBEY_RIM if y in (-1, 2)}
    expected |= {(x, y, 1) for x, y in ABBEY_RIM if x in (-2, 2)}
    assert spots(m, 0, "path_straight") == expected


def test_a_tile_with_one_path_is_offered_in_every_rotation_that_fits() -> None:
    m = fresh()
    lay(m, "cloister", 0, -1)     # finished, paths on all four sides
    give(m, 0, "dormitory")      # one path (north, unrotated)
    step(m, 0)
    found = spots(m, 0, "dormitory")
    assert (0, -2, 2) in found    # north of the Cloister, path south into it
    assert (-2, 0, 1) in found    # west of the Abbey, path east into it
    assert (-2, 0, 0) not in found  # its empty east side would face the Abbey's path
    # next to both the Abbey and the Cloister it would need two paths
    assert not any((x, y) == (1, -1) for x, y, _ in found)

def test_the_new_tile_is_laid_under_construction_side_up() -> None:
    m = fresh()
    give(m, 0, "dormitory")
    step(m, 0)
    m.act(0, A.LayTile("dormitory", 0, -1, 2))
    assert st(m).status[tid("dormitory")] == BUILDING
    assert "dormitory" not in hand(m, 0)


def test_the_new_tile_must_be_adjacent_to_a_finished_tile() -> None:
    m = fresh()
    lay(m, "cloister", 0, -1, finished=False)   # under construction, not full
    give(m, 0, "dormitory")
    step(m, 0)
    assert (0, -2, 2) not in spots(m, 0, "dormitory")
    reason = refused(m, 0, A.LayTile("dormitory", 0, -2, 2)).reason
    assert "adjacent to a finished tile or to a fully occupied tile under construction" in reason


def test_a_fully_occupied_tile_under_construction_lets_new_tiles_be_laid_next_to_it() -> None:
    m = fresh()
    lay(m, "cloister", 0, -1, finished=False)
    put(m, 1, "cloister", 2)
    put(m, 1, "cloister", 1)
    give(m, 0, "dormitory")
    step(m, 0)
    assert (0, -2, 2) in spots(m, 0, "dormitory")


def test_tiles_touching_only_corner_to_corner_are_not_adjacent() -> None:
    m = fresh()
    give(m, 0, "path_cross")
    step(m, 0)
    assert (2, -1, 0) not in spots(m, 0)   # touches the Abbey's corner only
    reason = refused(m, 0, A.LayTile("path_cross", 2, -1, 0)).reason
    assert "side to side" in reason


def test_the_new_tile_must_be_connected_by_a_path_or_gateway() -> None:
    m = fresh()
    lay(m, "dormitory", 0, -1, 2)   # path south into the Abbey; north, east, west empty
    give(m, 0, "sacristy")          # one path
    step(m, 0)
    # north of the Dormitory: path north connects nothing; path south would be a dead end
    assert not any(y == -2 and x == 0 for x, y, _ in spots(m, 0, "sacristy"))
    reason = refused(m, 0, A.LayTile("sacristy", 0, -2, 0)).reason
    assert "connected to another tile by a path or gateway" in reason


def test_no_dead_end_a_path_may_not_run_into_an_empty_side() -> None:
    m = fresh()
    lay(m, "dormitory", 0, -1, 2)
    give(m, 0, "sacristy")
    step(m, 0)
    reason = refused(m, 0, A.LayTile("sacristy", 0, -2, 2)).reason
    assert "dead end" in reason


def test_no_dead_end_an_empty_side_may_not_face_the_abbeys_path() -> None:
    m = fresh()
    give(m, 0, "dormitory")
    step(m, 0)
    reason = refused(m, 0, A.LayTile("dormitory", 0, -1, 0)).reason  # path north, empty south
    assert "dead end" in reason


def _gateway_corner(m: Match) -> None:
    """Finished Paths at (2, 0) and (2, -1) (crosses) and a finished Field at (3, 0) with its
    gateways east and west (empty north): the cell (3, -1) has a path to its west and the
    Field's empty side to its south."""
    lay(m, "path_cross", 2, 0)
    lay(m, "path_cross", 2, -1)
    lay(m, "field_through_1", 3, 0, 1)


def test_a_gateway_may_run_into_an_empty_side() -> None:
    m = fresh()
    _gateway_corner(m)
    give(m, 0, "garden_corner_1")      # gateways north and east; rotation 2: south and west
    step(m, 0)
    assert (3, -1, 2) in spots(m, 0, "garden_corner")  # west to a path, south into the Field
    m.act(0, A.LayTile("garden_corner", 3, -1, 2))
    assert st(m).status[tid("garden_corner_1")] == BUILDING


def test_a_gateway_connects_to_a_path_or_a_gateway() -> None:
    m = fresh()
    lay(m, "path_cross", 2, 0)
    lay(m, "field_through_1", 3, 0, 1)      # gateways east and west
    give(m, 0, "field_end_1")               # one gateway
    step(m, 0)
    assert (4, 0, 3) in spots(m, 0, "field_end")   # gateway west onto the Field's gateway
    m.act(0, A.LayTile("field_end", 4, 0, 3))
    assert tid("field_through_1") in st(m).links[tid("field_end_1")]


def test_a_path_where_only_a_gateway_may_go_is_a_dead_end() -> None:
    m = fresh()
    _gateway_corner(m)
    give(m, 0, "path_bend_1")          # paths north and east; rotation 2: south and west
    step(m, 0)
    assert (3, -1, 2) not in spots(m, 0, "path_bend")
    assert "dead end" in refused(m, 0, A.LayTile("path_bend", 3, -1, 2)).reason


def test_a_brown_toil_tile_may_not_be_laid_next_to_the_abbey() -> None:
    m = fresh()
    give(m, 0, "kitchen")
    step(m, 0)
    assert spots(m, 0, "kitchen") == set()
    reason = refused(m, 0, A.LayTile("kitchen", 0, -1, 0)).reason
    assert "grey Study tile and a brown Toil tile" in reason


def test_grey_and_brown_tiles_may_touch_corner_to_corner() -> None:
    m = fresh()
    lay(m, "path_cross", 2, 0)
    give(m, 0, "kitchen")           # paths north and south
    step(m, 0)
    # (2, -1) touches the Abbey only at a corner and the path below it side to side
    assert (2, -1, 0) in spots(m, 0, "kitchen")


def test_a_grey_tile_may_not_be_laid_next_to_a_brown_one() -> None:
    m = fresh()
    lay(m, "path_cross", 2, 0)
    lay(m, "path_cross", 3, 0)
    lay(m, "kitchen", 3, -1)        # brown, paths north and south
    give(m, 0, "cloister")
    step(m, 0)
    assert (2, -1, 0) not in spots(m, 0, "cloister")   # next to the Kitchen
    assert (4, 0, 0) in spots(m, 0, "cloister")


def test_paths_may_touch_grey_and_brown_tiles() -> None:
    m = fresh()
    lay(m, "path_cross", 2, 0)
    lay(m, "path_cross", 3, 0)
    lay(m, "kitchen", 3, -1)        # brown: paths north and south, empty east and west
    lay(m, "dormitory", 1, -1, 2)   # grey: path south, empty east
    give(m, 0, "path_t_1")          # rotation 2: paths north, south, west
    give(m, 0, "path_straight_1")   # rotation 0: paths north and south
    step(m, 0)
    assert (2, -1, 0) in spots(m, 0, "path_straight")   # between the Dormitory and Kitchen


def test_livestock_may_touch_grey_and_brown_tiles() -> None:
    m = fresh()
    lay(m, "path_cross", 2, 0)
    lay(m, "path_cross", 3, 0)
    lay(m, "kitchen", 3, -1)        # brown, empty east side
    lay(m, "dormitory", 5, -1)      # grey, path north, empty west side
    give(m, 0, "beehive")
    step(m, 0)
    assert (4, -1, 0) in spots(m, 0, "beehive")

def test_dual_purpose_tiles_may_touch_grey_and_brown_tiles() -> None:
    m = fresh()
    lay(m, "path_cross", 2, 0)
    lay(m, "path_cross", 3, 0)
    lay(m, "kitchen", 3, -1)        # brown, east of the cell (2, -1), empty west side
    lay(m, "dormitory", 1, -1, 2)   # grey, west of it, empty east side
    give(m, 0, "infirmary")         # dual: paths north and south
    give(m, 0, "chapter_house")     # grey: paths north and south
    give(m, 0, "granary")           # brown: paths north and south
    step(m, 0)
    assert (2, -1, 0) in spots(m, 0, "infirmary")
    assert "grey Study tile and a brown" in refused(
        m, 0, A.LayTile("chapter_house", 2, -1, 0)).reason
    assert "grey Study tile and a brown" in refused(m, 0, A.LayTile("granary", 2, -1, 0)).reason

def test_a_dual_tile_may_be_laid_next_to_the_abbey() -> None:
    m = fresh()
    give(m, 0, "infirmary")
    step(m, 0)
    assert (0, 2, 0) in spots(m, 0, "infirmary")

def test_at_most_four_connected_path_tiles_in_a_group() -> None:
    m = fresh()
    for x in (2, 3, 4, 5):
        lay(m, f"path_straight_{1 if x == 2 else 2}" if x < 4 else f"path_t_{x - 3}", x, 0, 1)
    give(m, 0, "path_cross")
    step(m, 0)
    assert (6, 0, 0) not in spots(m, 0, "path_cross")   # would be the 5th Path of the group
    assert "At most 4 Path tiles" in refused(m, 0, A.LayTile("path_cross", 6, 0, 0)).reason


def test_adjacent_but_unconnected_paths_do_not_form_a_group() -> None:
    m = fresh()
    lay(m, "path_straight_1", 2, 0, 1)       # a group of four connected Paths, east-west
    lay(m, "path_straight_2", 3, 0, 1)
    lay(m, "path_t_1", 4, 0, 1)              # paths east, south, west; empty north
    lay(m, "path_t_2", 5, 0, 1)
    lay(m, "path_t_3", 3, -1, 3)             # paths north, east, west; empty south
    give(m, 0, "path_bend_1")                # rotation 3: paths north and west
    give(m, 0, "path_cross")
    step(m, 0)
    # at (4, -1) the bend touches the group's Path T side to side, but empty side to empty
    # side: it joins only the Path T above the group, so it is allowed
    assert (4, -1, 3) in spots(m, 0, "path_bend")
    assert "At most 4 Path tiles" in refused(m, 0, A.LayTile("path_cross", 6, 0, 0)).reason

def test_the_group_limit_counts_tiles_under_construction_too() -> None:
    m = fresh()
    lay(m, "path_straight_1", 2, 0, 1)
    lay(m, "path_straight_2", 3, 0, 1, finished=False)
    put(m, 1, "path_straight_2", 1)          # full, so new tiles may go next to it
    lay(m, "path_t_1", 4, 0, 1)
    lay(m, "path_t_2", 5, 0, 1, finished=False)
    put(m, 1, "path_t_2", 1)
    give(m, 0, "path_cross")
    step(m, 0)
    assert (6, 0, 0) not in spots(m, 0, "path_cross")


def test_at_most_four_fields_in_a_group() -> None:
    m = fresh()
    lay(m, "path_cross", 2, 0)
    lay(m, "field_through_1", 3, 0, 1)       # gateways east and west, empty north
    lay(m, "field_through_2", 4, 0, 1)
    lay(m, "field_through_3", 5, 0, 1)
    give(m, 0, "field_end_1", "field_end_2")
    step(m, 0)
    assert (6, 0, 3) in spots(m, 0, "field_end")       # the 4th Field, gateway west
    m.act(0, A.LayTile("field_end", 6, 0, 3))
    lay(m, "path_t_1", 3, -1, 3)             # paths north, east, west above the first Field
    step(m, 0)
    # (4, -1): gateway west onto the Path T, touching the Field below side to side
    assert "At most 4 Field tiles" in refused(m, 0, A.LayTile("field_end", 4, -1, 3)).reason

def test_at_most_two_gardens_in_a_group() -> None:
    m = fresh()
    lay(m, "path_cross", 2, 0)
    lay(m, "garden_corner_1", 3, 0, 3)       # gateways west and north
    give(m, 0, "garden_end_1", "garden_end_2")
    step(m, 0)
    assert (3, -1, 2) in spots(m, 0, "garden_end")    # gateway south onto the Garden's north
    m.act(0, A.LayTile("garden_end", 3, -1, 2))
    lay(m, "path_t_1", 4, -1, 0)             # paths north, east, south; empty west
    step(m, 0)
    # (4, 0): gateway north onto the Path T, touching the corner Garden side to side
    assert "At most 2 Garden tiles" in refused(m, 0, A.LayTile("garden_end", 4, 0, 0)).reason

def test_the_secret_passage_is_not_part_of_a_path_group() -> None:
    m = fresh()
    lay(m, "path_straight_1", 3, 0, 1)
    lay(m, "path_straight_2", 4, 0, 1)
    lay(m, "path_t_1", 5, 0, 1)
    lay(m, "path_t_2", 6, 0, 1)
    step(m, 0)
    # Red's own passage joins the row of four Paths at the Abbey's east end
    assert (2, 0, 0) in spots(m, 0, "passage_red")


def test_a_tile_may_be_laid_before_during_or_after_movement() -> None:
    m = fresh()
    give(m, 0, "cloister")
    step(m, 0)
    assert lays(m, 0) and moves(m, 0) == []     # nothing to walk to yet
    m.act(0, A.LayTile("cloister", 0, -1, 0))
    assert lays(m, 0) == []                     # one tile per step
    assert A.Move("abbey", 0, "cloister", 2) in m.legal_actions(0)


def test_movement_may_continue_over_a_tile_laid_during_it() -> None:
    m = fresh()
    lay(m, "cloister", 0, -1)
    give(m, 0, "dormitory")
    step(m, 0)
    m.act(0, A.Move("abbey", 0, "cloister", 0))
    assert pending(m).mp == 1
    m.act(0, A.LayTile("dormitory", 0, -2, 2))
    assert A.Move("cloister", 0, "dormitory", 2) in m.legal_actions(0)


def test_only_one_tile_per_laying_tiles_and_movement() -> None:
    m = fresh()
    give(m, 0, "cloister", "dormitory")
    step(m, 0)
    m.act(0, A.LayTile("cloister", 0, -1, 0))
    reason = refused(m, 0, A.LayTile("dormitory", 1, -1, 2)).reason
    assert "only one tile" in reason


def test_coordinates_outside_the_table_window_are_malformed() -> None:
    m = fresh()
    give(m, 0, "cloister")
    step(m, 0)
    refused(m, 0, {"type": "lay_tile", "tile": "cloister", "x": 11, "y": 0, "rotation": 0},
            "malformed_action")
    assert C.xs == tuple(range(-10, 11)) and C.ys == tuple(range(-9, 11))


def test_a_duplicate_rotation_is_refused_with_the_one_to_use() -> None:
    m = fresh()
    give(m, 0, "path_cross")
    step(m, 0)
    reason = refused(m, 0, A.LayTile("path_cross", 0, -1, 2)).reason
    assert "rotation 0" in reason


def test_you_may_only_lay_a_tile_you_have() -> None:
    m = fresh()
    step(m, 0)
    assert "no Cloister behind your screen" in refused(
        m, 0, A.LayTile("cloister", 0, -1, 0)).reason


# --- Exchanging --------------------------------------------------------------------------------


def _draw_next(m: Match, name: str) -> None:
    s = st(m)
    s.chance.force(s.bag.index(tid(name)))


def test_exchange_draws_a_tile_and_swaps_it_for_one_behind_the_screen() -> None:
    m = fresh()
    give(m, 0, "dormitory")
    step(m, 0)
    _draw_next(m, "kitchen")
    m.act(0, A.Exchange())
    assert pending(m).kind == "return"
    assert set(hand(m, 0)) == {"passage_red", "dormitory", "kitchen"}
    m.act(0, A.ReturnTile("dormitory"))
    assert set(hand(m, 0)) == {"passage_red", "kitchen"}
    assert tid("dormitory") in st(m).bag
    assert pending(m).kind == "step"


def test_the_drawn_tile_may_go_straight_back_into_the_bag() -> None:
    m = fresh()
    give(m, 0, "dormitory")
    step(m, 0)
    _draw_next(m, "kitchen")
    m.act(0, A.Exchange())
    assert A.ReturnTile("kitchen") in m.legal_actions(0)
    m.act(0, A.ReturnTile("kitchen"))
    assert set(hand(m, 0)) == {"passage_red", "dormitory"}


def test_exchanging_replaces_laying_a_tile() -> None:
    m = fresh()
    give(m, 0, "dormitory")
    step(m, 0)
    _draw_next(m, "cloister")
    m.act(0, A.Exchange())
    m.act(0, A.ReturnTile("cloister"))
    assert lays(m, 0) == []
    assert A.Exchange() not in m.legal_actions(0)
    assert "already laid or exchanged" in refused(m, 0, A.Exchange()).reason


def test_no_exchange_once_a_tile_is_laid() -> None:
    m = fresh()
    give(m, 0, "dormitory", "cloister")
    step(m, 0)
    m.act(0, A.LayTile("cloister", 0, -1, 0))
    assert A.Exchange() not in m.legal_actions(0)


def test_the_secret_passage_never_goes_into_the_bag() -> None:
    m = fresh()
    give(m, 0, "dormitory")
    step(m, 0)
    _draw_next(m, "kitchen")
    m.act(0, A.Exchange())
    assert A.ReturnTile("passage_red") not in m.legal_actions(0)
    refused(m, 0, A.ReturnTile("passage_red"))


def test_with_only_the_secret_passage_behind_the_screen_there_is_no_exchange() -> None:
    m = fresh()
    step(m, 0)
    assert A.Exchange() not in m.legal_actions(0)


def test_no_exchange_when_the_bag_is_empty() -> None:
    m = fresh()
    give(m, 0, "dormitory")
    st(m).bag = []
    step(m, 0)
    assert A.Exchange() not in m.legal_actions(0)
    assert "bag is empty" in refused(m, 0, A.Exchange()).reason


def test_the_exchange_is_hidden_from_the_others() -> None:
    m = fresh()
    give(m, 0, "dormitory")
    step(m, 0)
    _draw_next(m, "kitchen")
    m.act(0, A.Exchange())
    m.act(0, A.ReturnTile("dormitory"))
    assert "Red exchanges a tile" in m.log_for(1)
    assert "Red returns a tile to the bag" in m.log_for(1)
    assert not any("Kitchen" in line or "Dormitory" in line for line in m.log_for(1))
    assert "Red exchanges: draws the Kitchen" in m.log_for(0)
