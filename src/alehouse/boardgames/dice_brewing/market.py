"""The marketplace and the black market (RULES 5.2): what a player may buy now, and paying.

Pure queries, except `pay`, which takes the price from a player's gold.
"""

from __future__ import annotations

from functools import lru_cache

from alehouse.core.action import Action

from . import actions as A
from . import dice as D
from .content import CONTENT, INGREDIENTS, SOURCES, TOKENS
from .state import Player, State

C = CONTENT


def unlucky(state: State, seat: Player) -> int:
    """Gold left from dice showing 1 in the active pool (unlucky-roll rule), this round: a die
    an opponent blocked counts only where assumption 21 is read the other way
    (`unlucky_roll_counts_blocked_dice`)."""
    if not state.unlucky_roll:
        return 0
    blocked_count = C.unlucky_roll_counts_blocked_dice
    ones = sum(1 for d in seat.pool if d.value == 1 and (blocked_count or not d.blocked))
    return max(0, C.unlucky(ones) - seat.unlucky_used)


BUY_INGREDIENT = {(i, s, v): A.BuyIngredient(i, s, v) for i in INGREDIENTS
                  for s, v in (("none", 0), *((s, v) for s in SOURCES for v in A.VALUES))}
BUY_TOKEN = {t: A.BuyToken(t) for t in TOKENS}
"""Every purchase action, built once (by ingredient, blue die's source and value; by token)."""
DISCOUNTS = {(i, v): C.discount(i, v) for i in INGREDIENTS for v in A.VALUES}
"""`Content.discount` of every ingredient and blue die value."""


@lru_cache(maxsize=1 << 12)
def blue_dice(pool: int, storage: int) -> tuple[tuple[str, int], ...]:
    """(source, value) of each kind of blue die a player may pay with, from the kinds of usable
    die in their active pool and storage (`dice.usable`): the pool's first, values ascending."""
    return tuple((source, v) for source, kinds in zip(SOURCES, (pool, storage))
                 for v in A.VALUES if kinds >> (D.BLUE_BIT + v - 1) & 1)


def purchases(state: State, player: int) -> list[Action]:
    """Every purchase open to `player` now: one special ingredient (from round 2; with or
    without a blue die for a price cut) and one action token (from round 3) a round."""
    seat = state.players[player]
    money = seat.gold + unlucky(state, seat)
    out: list[Action] = []
    if state.round >= C.market_opens and not seat.bought_ingredient:
        blues = blue_dice(D.usable(seat.pool) & D.BLUE_KINDS, D.usable(seat.storage) & D.BLUE_KINDS)
        for ing in INGREDIENTS:
            if not state.market[ing]:
                continue
            price = C.ingredient_price[ing]
            if money >= price:
                out.append(BUY_INGREDIENT[ing, "none", 0])
            for source, value in blues:
                cut = DISCOUNTS[ing, value]
                if cut and money >= price - cut:
                    out.append(BUY_INGREDIENT[ing, source, value])
    if state.round >= C.black_market_opens and not seat.bought_token:
        out.extend(BUY_TOKEN[t] for t in TOKENS
                   if state.black_market[t] and money >= C.token_price[t])
    return out


def pay(state: State, seat: Player, price: int) -> None:
    """Pay with the unlucky-roll gold first (it is lost after this round), then gold."""
    spent = min(price, unlucky(state, seat))
    seat.unlucky_used += spent
    seat.gold -= price - spent
