"""How good a Dice Brewing position looks for a player (bots' `Game.evaluate`).

A projected final score in mastery points, from the end scoring (RULES 6: mastery, 1 per 2 gold,
1 per yellow or green die, 2 per black die) plus what is on the way to it:

- gold counted as 1/2 point per coin (not rounded down: a coin is worth having);
- the best recipes of the display the player is on the way to brew: each recipe's reward (its
  mastery points, the +1 for brewing, its gold and rewards) times how much of it the dice in
  storage already meet (dice in the active pool count half while they can still be stored);
- seeds, special ingredients and action tokens at a small value (they become dice, enhancements
  and recipe rewards);
- seeds and dice on the board whose effect comes at tidy-up (a die gained, a value raised).

It reads only the player's own holdings and the public display, so it is the same on every
determinized sample of the player's view.
"""

from __future__ import annotations

from functools import lru_cache

from . import dice as D
from .content import CONTENT, Recipe
from .scoring import player_breakdown
from .state import State

C = CONTENT

SEED = 0.8
"""A seed: half-way to a die (a die is worth 1-2 at the end and feeds recipes)."""
INGREDIENT = 1.0
TOKEN = 0.6
PENDING_GAIN = 1.2
"""A seed or die on a field that will give a die at tidy-up."""
PENDING_RAISE = 0.3
FIRST, SECOND = 0.7, 0.25
"""Weights of the best and second-best recipe under way."""


def recipe_value(recipe: Recipe) -> float:
    """Mastery points a brew of `recipe` is worth (reward, +1, gold at 1/2, extras)."""
    r = recipe.reward
    return r.mp + C.brew_mastery + r.gold / C.gold_per_mastery + 0.7 * r.token + 1.0 * r.die


DIE_POINTS: dict[str, int] = C.die_points
RECIPE_VALUE = {rid: recipe_value(recipe) for rid, recipe in C.recipes.items()}


def _matched(mins: tuple[int, ...], values: tuple[int, ...]) -> int:
    """How many requirements (minimum values, ascending) distinct dice (values, ascending) can
    meet at most."""
    count = 0
    j = 0
    for v in values:
        if j < len(mins) and v >= mins[j]:
            count += 1
            j += 1
    return count


NEEDS: dict[int, tuple[tuple[str, tuple[int, ...]], ...]] = {
    rid: tuple((colour, tuple(sorted(m for c, m in recipe.dice if c == colour)))
               for colour in dict.fromkeys(c for c, _ in recipe.dice))
    for rid, recipe in C.recipes.items()}
"""Per recipe: each die colour it asks for (in the card's order) and its minimum values,
ascending."""


def progress(ingredients: tuple[str, ...], stored: int, with_pool: int, rid: int,
             pool_weight: float) -> float:
    """Share of recipe `rid` met: dice in storage (not blocked: `stored`) fully, active-pool
    dice at `pool_weight` (`with_pool`: both together); a missing special ingredient (of those
    held, in this order) halves it."""
    recipe = C.recipes[rid]
    total = 0.0
    for colour, mins in NEEDS[rid]:
        got = _matched(mins, D.values(stored, colour))
        if pool_weight:
            got_all = _matched(mins, D.values(with_pool, colour))
            total += got + pool_weight * (got_all - got)
        else:
            total += got
    share = total / len(recipe.dice)
    kept = list(ingredients)
    missing = 0
    for need in recipe.needs:
        if need == "any":
            if kept:
                kept.pop()
            else:
                missing += 1
        elif need in kept:
            kept.remove(need)
        else:
            missing += 1
    return share * (0.5 ** missing)


@lru_cache(maxsize=1 << 13)
def best_ways(row: tuple[int, ...], blocked: tuple[int, ...], ingredients: tuple[str, ...],
              stored: int, with_pool: int, pool_weight: float) -> tuple[float, ...]:
    """The two best recipes of the display on the way (`progress` squared times the recipe's
    value), best first: a pure function of the holdings, kept once worked out."""
    ways = sorted((RECIPE_VALUE[rid] * progress(ingredients, stored, with_pool, rid,
                                                pool_weight) ** 2
                   for rid in row if rid >= 0 and rid not in blocked), reverse=True)
    return tuple(ways[:2])


def evaluate(state: State, player: int) -> float:
    seat = state.players[player]
    if state.phase == "over":
        return float(sum(player_breakdown(seat).values()))
    points = 0
    stored = 0  # the usable stored dice (`dice.counted`), then with the active pool's
    for d in seat.storage:
        points += DIE_POINTS[d.colour]
        if not d.blocked:
            stored += 1 << (D.COUNT_SHIFT[d.colour] + 5 * d.value)
    with_pool = stored
    for d in seat.pool:
        points += DIE_POINTS[d.colour]
        with_pool += 1 << (D.COUNT_SHIFT[d.colour] + 5 * d.value)
    score = float(seat.mastery) + seat.gold / C.gold_per_mastery
    score += float(points)
    score += SEED * seat.seeds + INGREDIENT * len(seat.ingredients) + TOKEN * len(seat.tokens)
    for use in seat.board.values():
        if not use.resolved:
            score += PENDING_GAIN if use.seed else PENDING_RAISE
    pool_weight = 0.5 if state.phase in ("arrange", "purchase") else 0.0
    ways = best_ways(tuple(state.row), tuple(state.blocked_recipes), tuple(seat.ingredients),
                     stored, with_pool, pool_weight)
    if ways:
        score += FIRST * ways[0]
    if len(ways) > 1:
        score += SECOND * ways[1]
    return score
