"""Rulebook 4, Recipe cards (1. Reward, 3. Enhancement) and 5.3 Brewing Beer: what the 30
recipe cards of data/recipes.toml may give. The cards exist only as icons, so most of their
values are assumptions (RULES.md, assumption 1); these tests hold every value to the rulebook's
words."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from alehouse.boardgames.dice_brewing.content import DATA, Bonus, Content

from .helpers import STRONG_ROASTED_STOUT, C

SIX_KINDS = ({"gold"}, {"mp"}, {"token"}, {"token", "gold"}, {"die"}, {"die", "gold"})
"""1. Reward: "gold coins; mastery points; action token; action token and gold coins;
additional die; additional die and gold coins"."""


def parts(b: Bonus) -> set[str]:
    return {name for name, n in (("gold", b.gold), ("mp", b.mp), ("token", b.token),
                                 ("die", b.die)) if n}


def test_every_reward_is_one_of_the_rulebooks_six_kinds() -> None:
    for r in C.recipes.values():
        assert parts(r.reward) in SIX_KINDS, r.name
        assert r.reward.token <= 1 and r.reward.die <= 1, r.name  # "action token", "a die"


def test_every_enhancement_gives_gold_or_mastery_points_only() -> None:
    """5.3: "in order to receive an additional bonus in gold or mastery points" (one of the
    two: RULES.md, Readings)."""
    for r in C.recipes.values():
        assert r.enhancements, r.name
        for e in r.enhancements:
            assert parts(e.gives) in ({"gold"}, {"mp"}), (r.name, e)


def test_the_deck_holds_every_one_of_the_six_kinds_of_reward() -> None:
    """("Depending on the level of the recipe it may be: ...") as `Bonus.kind` names them."""
    assert {r.reward.kind for r in C.recipes.values()} == {
        "gold", "mp", "token", "token+gold", "die", "die+gold"}


@pytest.mark.parametrize(("old", "new"), [
    ("reward = { gold = 2 }", "reward = { mp = 1, gold = 1 }"),    # Cheap Lager: MP and gold
    ("reward = { gold = 2 }", "reward = { die = 2 }"),             # two dice
    ("{ blue = 3, gives = { mp = 1 } }", "{ blue = 3, gives = { die = 1 } }"),
    ("{ blue = 3, gives = { mp = 1 } }", "{ blue = 3, gives = { mp = 1, gold = 1 } }"),
])
def test_the_content_refuses_a_card_the_rulebook_does_not_allow(tmp_path: Path, old: str,
                                                                new: str) -> None:
    data = tmp_path / "data"
    shutil.copytree(DATA, data)
    recipes = data / "recipes.toml"
    text = recipes.read_text()
    assert old in text
    recipes.write_text(text.replace(old, new, 1))
    with pytest.raises(AssertionError, match="Cheap Lager"):
        Content(data)


def test_strong_roasted_stout_is_the_rulebooks_example() -> None:
    """The one card the rulebook sources: its dice (Y3 Y2 B5 B3 G4), its 5 MP reward,
    special malt +5 gold, and enhancements by "a blue die, special malt or special hops"."""
    r = C.recipes[STRONG_ROASTED_STOUT]
    assert r.dice == (("yellow", 3), ("yellow", 2), ("black", 5), ("black", 3), ("green", 4))
    assert r.reward == Bonus(mp=5)
    assert {e.ingredient or "blue" for e in r.enhancements} == {
        "blue", "special_malt", "special_hops"}
    malt = next(e for e in r.enhancements if e.ingredient == "special_malt")
    assert malt.gives == Bonus(gold=5)
