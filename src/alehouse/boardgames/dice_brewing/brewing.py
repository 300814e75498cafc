"""Which recipes a player can brew, and with which dice.

A recipe asks for dice of given colours with minimum values. A player's storage meets it when,
colour by colour, the k-th highest requirement is met by the k-th highest die; dice are
chosen one requirement at a time (highest minimum first), and a choice is offered only if the
rest can still be met.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache

from . import dice as D
from .content import CONTENT, Recipe
from .state import Die, Player, State


def _meets(mins: list[int], values: Sequence[int]) -> bool:
    """Can these die values cover these minimums (each die used once)?"""
    if len(values) < len(mins):
        return False
    top = sorted(values, reverse=True)
    return all(v >= m for v, m in zip(top, sorted(mins, reverse=True)))


def usable_dice(player: Player) -> list[Die]:
    """Dice that can go into a brew: in storage, not blocked by an opponent."""
    return [d for d in player.storage if not d.blocked]


def needs_met(player: Player, recipe: Recipe) -> bool:
    """Does the player hold the special ingredients the basic recipe needs?"""
    return holds(player.ingredients, recipe.needs)


def holds(ingredients: Iterable[str], needs: Sequence[str]) -> bool:
    """Do these special ingredients cover `needs` (each named one, then "any" from the rest)?"""
    held = list(ingredients)
    for need in needs:
        if need != "any":
            if need not in held:
                return False
            held.remove(need)
    return needs.count("any") <= len(held)


def can_brew(player: Player, recipe: Recipe) -> bool:
    dice = usable_dice(player)
    for colour in {c for c, _ in recipe.dice}:
        mins = [m for c, m in recipe.dice if c == colour]
        if not _meets(mins, [d.value for d in dice if d.colour == colour]):
            return False
    return needs_met(player, recipe)


def die_choices(player: Player, recipe: Recipe, chosen: list[int]) -> list[int]:
    """Values that may fill the next requirement (recipe.dice[len(chosen)]) so that the rest of
    the recipe can still be met."""
    i = len(chosen)
    colour, minimum = recipe.dice[i]
    earlier = [v for (c, _), v in zip(recipe.dice, chosen) if c == colour]
    left = [d.value for d in usable_dice(player) if d.colour == colour]
    for v in earlier:
        left.remove(v)
    later = [m for c, m in recipe.dice[i + 1:] if c == colour]
    out = []
    for v in sorted(set(left)):
        if v < minimum:
            continue
        rest = list(left)
        rest.remove(v)
        if _meets(later, rest):
            out.append(v)
    return out


def recipe_at(row: list[int], slot: int) -> Recipe | None:
    rid = row[slot] if 0 <= slot < len(row) else -1
    return CONTENT.recipes[rid] if rid >= 0 else None


def brewable(state: State, player: int) -> list[int]:
    """The display slots whose recipe `player` can brew now (not blocked this round)."""
    seat = state.players[player]
    stored = D.counted(seat.storage, usable=True)
    ingredients = tuple(seat.ingredients)
    out = []
    for slot, rid in enumerate(state.row):
        if rid < 0 or rid in state.blocked_recipes:
            continue
        if brews(rid, stored, ingredients):
            out.append(slot)
    return out


@lru_cache(maxsize=1 << 12)
def brews(rid: int, stored: int, ingredients: tuple[str, ...]) -> bool:
    """`can_brew` for a player whose usable stored dice are `stored` (`dice.counted`) and who
    holds these special ingredients: kept once worked out."""
    recipe = CONTENT.recipes[rid]
    for colour in {c for c, _ in recipe.dice}:
        mins = [m for c, m in recipe.dice if c == colour]
        if not _meets(mins, D.values(stored, colour)):
            return False
    return holds(ingredients, recipe.needs)
