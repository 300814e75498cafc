"""strategy.py: what a player took and did over a Dice Brewing match (`Game.traits`)."""

from __future__ import annotations

import pytest

from alehouse import Match
from alehouse.boardgames.dice_brewing.strategy import STYLES
from alehouse.bots import make, play
from tests.traits import all_traits, points_lines

from .helpers import C, new, seat, set_player


@pytest.fixture(scope="module")
def finished() -> Match:
    """A seeded two-player greedy game with hidden action tokens, played to its end."""
    m = new(players=2, seed=4, hidden_tokens=True)
    play(m, [make("greedy", seed=p) for p in range(m.players)])
    return m


def test_the_traits_of_a_finished_game_keep_the_contract(finished: Match) -> None:
    all_traits(finished)


def test_recipes_and_holdings_are_what_each_player_has(finished: Match) -> None:
    traits = all_traits(finished)
    for p, t in enumerate(traits):
        s = seat(finished, p)
        brewed = [C.recipes[r] for r in s.brewed]
        assert t["Recipes brewed"] == len(s.brewed)
        for level in ("novice", "intermediate", "advanced", "experimental"):
            assert t[f"Recipes brewed: {level}"] == sum(r.level == level for r in brewed)
        assert sum(t[f"{style} recipes brewed"] for style in STYLES) == sum(
            r.level != "experimental" for r in brewed)
        assert t["Mastery points from brewing, without enhancements"] == sum(
            r.reward.mp + 1 for r in brewed)
        assert t["Mastery points from brewing, without enhancements"] <= s.mastery
        assert t["Action tokens at the end"] == len(s.tokens)
        assert t["Special ingredients at the end"] == len(s.ingredients)
        assert t["Seeds at the end"] == s.seeds
    assert all(t["Recipes brewed"] for t in traits)
    assert len(STYLES) == 8, "the rulebook's 8 beer brewing styles"


def test_the_points_lines_are_the_final_scoring(finished: Match) -> None:
    points_lines(finished)


def test_a_set_position_has_exactly_these_traits() -> None:
    m = new(players=2)
    set_player(m, 0, gold=7, mastery=20, pool="y3 b4 k2", storage="g5 b1 k6", seeds=2,
               ingredients=["honey"], tokens=["raise", "reroll"], brewed=[1, 3, 21, 27])
    expected = {f"{style} recipes brewed": 0 for style in STYLES}
    expected |= {
        "Recipes brewed": 4, "Recipes brewed: novice": 1, "Recipes brewed: intermediate": 0,
        "Recipes brewed: advanced": 2, "Recipes brewed: experimental": 1,
        "Lager recipes brewed": 2, "Stout recipes brewed": 1,  # Honey Ale: experimental only
        # Cheap Lager 0, Premium Export Lager 5, Strong Roasted Stout 5, Honey Ale 5; +1 each
        "Mastery points from brewing, without enhancements": 0 + 5 + 5 + 5 + 4,
        "Brewing skills dice at the end": 2, "Special ingredients at the end": 1,
        "Action tokens at the end": 2, "Seeds at the end": 2,
        "Points: Mastery points": 20, "Points: Gold (1 per 2)": 3, "Points: Light malt": 1,
        "Points: Hops": 1, "Points: Dark malt": 4, "Points: Brewing skills": 0,
    }
    assert m.game.traits(m.state, 0) == expected
