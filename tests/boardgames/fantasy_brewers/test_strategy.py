"""strategy.py: what a player took and did over a Fantasy Brewers match (`Game.traits`)."""

from __future__ import annotations

import pytest

from alehouse import Match
from alehouse.boardgames.fantasy_brewers.content import ASSISTANTS, CONTENT
from alehouse.bots import make, play
from tests.traits import all_traits, points_lines

from .helpers import new, seat, set_player


@pytest.fixture(scope="module")
def finished() -> Match:
    """A seeded three-player greedy game, played to its end."""
    m = new(players=3, seed=4)
    play(m, [make("greedy", seed=p) for p in range(m.players)])
    return m


def test_the_traits_of_a_finished_game_keep_the_contract(finished: Match) -> None:
    all_traits(finished)


def test_buildings_assistants_and_acclaims_are_what_each_player_holds(finished: Match) -> None:
    traits = all_traits(finished)
    assert any(t["Statues built"] or t["Extensions built"] or t["Homesteads built"]
               for t in traits), "the greedy game builds something"
    for p, t in enumerate(traits):
        s = seat(finished, p)
        cards = [*s.buildings, *s.decorated]
        assert t["Statues built"] == cards.count("S")
        assert t["Extensions built"] == sum(c.startswith("E") for c in cards)
        assert t["Homesteads built"] == sum(c.startswith("H") for c in cards)
        assert t["Buildings decorated"] == len(s.decorated)
        for i, kind in enumerate(ASSISTANTS):
            assert t[f"{CONTENT.assistant_title[kind]} cards"] == s.up[i] + s.down[i]
        for key, acclaim in CONTENT.acclaims.items():
            assert t[f"Acclaim: {acclaim.title}"] == (key in s.acclaims)


def test_the_points_lines_are_the_score_breakdown(finished: Match) -> None:
    points_lines(finished)


def test_a_set_position_has_exactly_these_traits() -> None:
    m = new(players=2)
    set_player(m, 0, coins=11, up={"grower": 2, "brewmaster": 1}, down={"labourer": 1},
               goods={"premium_beer": 2, "smoked_whisky": 1, "cow": 1},
               buildings=["E1", "H10", "S"], decorated=["E5", "S"], vp=4, penalties=1,
               acclaims=["rancher", "builder"])
    traits = m.game.traits(m.state, 0)
    assert traits == {
        "Grower cards": 2, "Labourer cards": 1, "Brewer cards": 0, "Brewmaster cards": 1,
        "Extensions built": 2, "Homesteads built": 1, "Statues built": 2,
        "Buildings decorated": 2, "Gold Stars": 2,  # E1 and E5 show one each
        "Acclaim: Guild Favour": 0, "Acclaim: Master of Crafts": 0, "Acclaim: Rancher": 1,
        "Acclaim: Brewer's Pride": 0, "Acclaim: Builder": 1, "Acclaim: Popular": 0,
        "Premium Beers at the end": 2, "Smoked Whiskies at the end": 1,
        "Points: Cards (1 each)": 4 + 4 + 5,  # Assistants, Goods, buildings
        "Points: Extensions and Statues": 0 + 5 + 5 + 10,  # E1, Statue, decorated E5, Statue
        "Points: Homesteads": 6 * 2,  # H10: 6 per Extension
        "Points: Victory Point tokens": 4,
        "Points: Premium Beer and Smoked Whisky": traits[
            "Points: Premium Beer and Smoked Whisky"],
        "Points: Coins (1 per 5)": 2, "Points: Penalty tokens": -3,
    }
    assert traits["Points: Premium Beer and Smoked Whisky"] == (
        CONTENT.drink_points["premium_beer"][1] + CONTENT.drink_points["smoked_whisky"][0])
