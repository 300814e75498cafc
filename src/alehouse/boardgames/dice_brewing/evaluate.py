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

from .content import CONTENT, Recipe
from .scoring import player_breakdown
from .state import Player, State

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


def _matched(mins: list[int], values: list[int]) -> int:
    """How many requirements (minimum values) distinct dice can meet at most."""
    mins = sorted(mins)
    count = 0
    j = 0
    for v in sorted(values):
        if j < len(mins) and v >= mins[j]:
            count += 1
            j += 1
    return count


def progress(seat: Player, recipe: Recipe, pool_weight: float) -> float:
    """Share of `recipe` met: dice in storage fully, active-pool dice at `pool_weight`;
    a missing special ingredient halves it."""
    total = 0.0
    for colour in {c for c, _ in recipe.dice}:
        mins = [m for c, m in recipe.dice if c == colour]
        stored = [d.value for d in seat.storage if d.colour == colour and not d.blocked]
        got = _matched(mins, stored)
        if pool_weight:
            pool = [d.value for d in seat.pool if d.colour == colour]
            got_all = _matched(mins, stored + pool)
            total += got + pool_weight * (got_all - got)
        else:
            total += got
    share = total / len(recipe.dice)
    held = list(seat.ingredients)
    missing = 0
    for need in recipe.needs:
        if need == "any":
            if held:
                held.pop()
            else:
                missing += 1
        elif need in held:
            held.remove(need)
        else:
            missing += 1
    return share * (0.5 ** missing)


def evaluate(state: State, player: int) -> float:
    seat = state.players[player]
    if state.phase == "over":
        return float(sum(player_breakdown(seat).values()))
    dice = [*seat.pool, *seat.storage]
    score = float(seat.mastery) + seat.gold / C.gold_per_mastery
    score += float(sum(C.die_points[d.colour] for d in dice))
    score += SEED * seat.seeds + INGREDIENT * len(seat.ingredients) + TOKEN * len(seat.tokens)
    for use in seat.board.values():
        if not use.resolved:
            score += PENDING_GAIN if use.seed else PENDING_RAISE
    pool_weight = 0.5 if state.phase in ("arrange", "purchase") else 0.0
    ways = sorted((recipe_value(C.recipes[rid]) * progress(seat, C.recipes[rid], pool_weight) ** 2
                   for rid in state.row if rid >= 0 and rid not in state.blocked_recipes),
                  reverse=True)
    if ways:
        score += FIRST * ways[0]
    if len(ways) > 1:
        score += SECOND * ways[1]
    return score
