"""Rulebook: The Livestock Tiles (Beehive, Carp Pond, Dovecote)."""

from __future__ import annotations

from alehouse import Match
from alehouse.boardgames.monastery import actions as A

from .helpers import FINISHED, fresh, give, lay, refused, seat, spots, st, step, tid


def _corner(m: Match) -> None:
    """Paths east of the Abbey, a finished Kitchen at (3, -1) (empty east side) and a finished
    Dormitory at (5, -1) (path north, empty west side): the cell (4, -1) between them."""
    lay(m, "path_cross", 2, 0)
    lay(m, "path_t_1", 3, 0, 1)
    lay(m, "kitchen", 3, -1)
    lay(m, "dormitory", 5, -1)


def test_livestock_tiles_are_laid_finished_side_up() -> None:
    m = fresh()
    _corner(m)
    give(m, 0, "beehive")
    step(m, 0)
    m.act(0, A.LayTile("beehive", 4, -1, 0))
    assert st(m).status[tid("beehive")] == FINISHED


def test_a_blessing_for_every_tile_next_to_the_livestock_tile_at_once() -> None:
    m = fresh()
    _corner(m)
    give(m, 0, "carp_pond")
    step(m, 0)
    m.act(0, A.LayTile("carp_pond", 4, -1, 0))
    assert seat(m, 0).blessings == 2           # the Kitchen and the Dormitory
    assert st(m).supply == 18
    assert "Red receives blessings (Carp Pond next to 2 tiles)" in m.log_for(1)


def test_tiles_under_construction_and_other_livestock_count_as_neighbours() -> None:
    m = fresh()
    _corner(m)
    lay(m, "dovecote", 4, -2)                  # livestock, north of the cell
    st(m).status[tid("kitchen")] = 1           # the Kitchen under construction
    give(m, 0, "beehive")
    step(m, 0)
    m.act(0, A.LayTile("beehive", 4, -1, 0))
    assert seat(m, 0).blessings == 3


def test_livestock_must_border_empty_sides_or_gateways() -> None:
    m = fresh()
    lay(m, "path_cross", 2, 0)
    give(m, 0, "beehive")
    step(m, 0)
    # every open cell touches a path (the Abbey's or the crossing's): nowhere to go
    assert spots(m, 0, "beehive") == set()
    assert "dead end" in refused(m, 0, A.LayTile("beehive", 3, 0, 0)).reason


def test_livestock_may_border_a_gateway() -> None:
    m = fresh()
    lay(m, "path_cross", 2, 0)
    lay(m, "field_through_1", 3, 0)            # gateways north and south, empty east/west
    give(m, 0, "beehive")
    step(m, 0)
    assert (3, -1, 0) in spots(m, 0, "beehive")   # onto the Field's north gateway


def test_livestock_needs_no_connection_but_a_finished_neighbour() -> None:
    m = fresh()
    _corner(m)
    st(m).status[tid("kitchen")] = 1
    st(m).status[tid("dormitory")] = 1
    give(m, 0, "beehive")
    step(m, 0)
    assert (4, -1, 0) not in spots(m, 0, "beehive")
    assert "adjacent to a finished tile" in refused(m, 0, A.LayTile("beehive", 4, -1, 0)).reason


def test_a_livestock_tile_is_finished_so_new_tiles_may_be_laid_next_to_it() -> None:
    for beehive in (True, False):
        m = fresh()
        lay(m, "path_cross", 2, 0)
        lay(m, "path_t_1", 3, 0, 1, finished=False)    # paths east, south, west
        lay(m, "path_t_2", 3, -2, 1, finished=False)   # paths east, south, west
        if beehive:
            lay(m, "beehive", 4, -1)
        give(m, 0, "field_end_1")
        step(m, 0)
        # (3, -1): gateway north onto the upper Path T; only the Beehive is finished nearby
        assert ((3, -1, 0) in spots(m, 0, "field_end")) == beehive
