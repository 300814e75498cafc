"""strategy.py: what a player took and did over a Heaven & Ale match (`Game.traits`)."""

from __future__ import annotations

import pytest

from alehouse import Match
from alehouse.boardgames.heaven_and_ale.scoring import evened_out
from alehouse.bots import make, play
from tests.traits import all_traits, points_lines

from .helpers import FIRST_PLAYER, MONK_BASE, C, new, res, seat, set_player


@pytest.fixture(scope="module")
def finished() -> Match:
    """A seeded two-player greedy game, played to its end."""
    m = new(players=2, seed=2)
    play(m, [make("greedy", seed=p) for p in range(m.players)])
    return m


def test_the_traits_of_a_finished_game_keep_the_contract(finished: Match) -> None:
    all_traits(finished)


def test_garden_barrels_and_privileges_are_what_each_player_has(finished: Match) -> None:
    traits = all_traits(finished)
    for p, t in enumerate(traits):
        s = seat(finished, p)
        tiles = [tile for tile in s.garden if tile >= 0]
        monks = sum(tile >= MONK_BASE for tile in tiles)
        assert t["Monk tiles"] == monks
        assert (t["Resource tiles on the sunny side"] + t["Resource tiles on the shady side"]
                == len(tiles) - monks)
        assert t["Resource tiles on the sunny side"] == sum(
            0 <= tile < MONK_BASE for tile in s.garden[:C.half])
        assert t["Sheds enclosed"] == sum(kind != -1 for kind in s.sheds)
        assert t["Scoring discs placed"] == sum(s.discs)
        assert t["Large barrels won"] == len(s.large)
        assert t["Small barrels won"] == len(s.small)
        assert t["Brewmaster's spot on the production track"] == s.brewmaster
        assert t["Furthest-behind resource marker after evening out"] == evened_out(s)
        assert t["Privilege pairs completed"] == sum(x != "" for x in s.pairs)
        assert t["Money privilege card placed"] == ("money" in s.pairs)
    assert any(t["Resource tiles on the sunny side"] for t in traits)
    assert any(t["Sheds enclosed"] and t["Monk tiles"] and t["Large barrels won"]
               for t in traits)


def test_the_points_lines_are_the_final_scoring(finished: Match) -> None:
    points_lines(finished)


def test_a_set_position_has_exactly_these_traits() -> None:
    m = new(players=2)
    set_player(m, 0, ducats=14, brewmaster=4, markers=[3, 3, 3, 3, 3],
               garden={"sun1": res("hops", 3), "sun2": res("wood", 1),
                       "shade1": res("barley", 2), "shade2": MONK_BASE + 1},
               sheds={0: 2, 3: 0}, discs=["x", "wood", "A"],
               pairs=["money", "-", "", "barrels", ""], large=[1], small=[2, 5],
               start_space=FIRST_PLAYER)
    _, value = C.chart_at(4)
    assert m.game.traits(m.state, 0) == {
        "Resource tiles on the sunny side": 2, "Resource tiles on the shady side": 1,
        "Monk tiles": 1, "Sheds enclosed": 2, "Scoring discs placed": 3,
        "Brewmaster's spot on the production track": 4,
        "Furthest-behind resource marker after evening out": 3,  # 1 ducat step: too few to lift
        "Ducats left": 14, "Large barrels won": 1, "Small barrels won": 2,
        "Privilege pairs completed": 3,
        "Money privilege card placed": 1, "Brewmaster privilege card placed": 0,
        "Barrel privilege card placed": 1, "Colour count privilege card placed": 0,
        "Disc count privilege card placed": 0,
        "Points: Production": 3 * value, "Points: Large barrels": C.large_vp,
        "Points: Small barrels": 2 * C.small_vp,
        "Points: Barrel privilege card": 3 * C.privilege["barrels"].vp_per_barrel,
        "Points: First player starting space": C.start_spaces[FIRST_PLAYER].vp,
    }
