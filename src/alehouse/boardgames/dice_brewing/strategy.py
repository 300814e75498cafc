"""What a player took and did over a Dice Brewing match, for the balance report's "what winners
did" (`Game.traits`), read on the end state: the recipes brewed (in all, by level, and by beer
brewing style: the experimental recipes are their own level and style, counted once), the
mastery points those brews gave (each recipe's reward and the 1 per brew; an enhancement's
bonus is not kept in the state, so it is left out and the phrase says so), what the player ends
with that scores nothing (brewing skills dice, special ingredients, action tokens, seeds), and
the points of each final scoring line. The phrases are in data/words.toml ``[traits]``.

All of it is public at the end: recipes are brewed in the open, and the number of a player's
action tokens shows even when the hidden-token rule hides their kinds. Every player has the
same keys."""

from __future__ import annotations

from typing import Any

from alehouse.core.words import package_words

from .content import CONTENT
from .scoring import CATEGORIES, player_breakdown
from .state import State

__all__ = ["traits"]

C = CONTENT
_WORDS = package_words(__package__)
TRAITS: dict[str, Any] = _WORDS["traits"]
CATEGORY_NAMES: dict[str, str] = _WORDS["score_categories"]
LEVELS: tuple[str, ...] = tuple(TRAITS["levels"])
"""The recipe cards' levels, in the rulebook's order."""
STYLES: tuple[str, ...] = tuple(dict.fromkeys(
    r.style for r in C.recipes.values() if r.level != LEVELS[-1]))
"""The beer brewing styles of the recipes with a level and a style (the experimental recipes are
counted by level only)."""
assert {r.level for r in C.recipes.values()} == set(LEVELS)


def traits(state: State, player: int) -> dict[str, float]:
    """The traits of `player` (see the module docstring); counts."""
    seat = state.players[player]
    brewed = [C.recipes[r] for r in seat.brewed]
    out: dict[str, float] = {TRAITS["brewed"]: len(brewed)}
    for level in LEVELS:
        out[TRAITS["level"].format(level=level)] = sum(r.level == level for r in brewed)
    for style in STYLES:
        out[TRAITS["style"].format(style=style)] = sum(
            r.style == style and r.level != LEVELS[-1] for r in brewed)
    out[TRAITS["brewing"]] = sum(r.reward.mp + C.brew_mastery for r in brewed)
    out[TRAITS["skills"]] = sum(d.colour == "blue" for d in (*seat.pool, *seat.storage))
    out[TRAITS["ingredients"]] = len(seat.ingredients)
    out[TRAITS["tokens"]] = len(seat.tokens)
    out[TRAITS["seeds"]] = seat.seeds
    points = player_breakdown(seat)
    for category in CATEGORIES:
        out[TRAITS["points"].format(category=CATEGORY_NAMES[category])] = points[category]
    return out
