"""The marketplace and the black market (RULES 5.2): what a player may buy now, and paying.

Pure queries, except `pay`, which takes the price from a player's gold.
"""

from __future__ import annotations

from alehouse.core.action import Action

from . import actions as A
from . import dice as D
from .content import CONTENT, INGREDIENTS, TOKENS
from .state import Player, State

C = CONTENT


def unlucky(state: State, seat: Player) -> int:
    """Gold left from dice showing 1 in the active pool (unlucky-roll rule), this round."""
    if not state.unlucky_roll:
        return 0
    ones = sum(1 for d in seat.pool if d.value == 1 and not d.blocked)
    return max(0, C.unlucky(ones) - seat.unlucky_used)


def purchases(state: State, player: int) -> list[Action]:
    """Every purchase open to `player` now: one special ingredient (from round 2; with or
    without a blue die for a price cut) and one action token (from round 3) a round."""
    seat = state.players[player]
    money = seat.gold + unlucky(state, seat)
    out: list[Action] = []
    if state.round >= C.market_opens and not seat.bought_ingredient:
        blues = [(s, v) for s, dice in (("pool", seat.pool), ("storage", seat.storage))
                 for c, v in D.kinds(dice) if c == "blue"]
        for ing in INGREDIENTS:
            if not state.market[ing]:
                continue
            price = C.ingredient_price[ing]
            if money >= price:
                out.append(A.BuyIngredient(ing, "none", 0))
            for source, value in blues:
                cut = C.discount(ing, value)
                if cut and money >= price - cut:
                    out.append(A.BuyIngredient(ing, source, value))
    if state.round >= C.black_market_opens and not seat.bought_token:
        out.extend(A.BuyToken(t) for t in TOKENS
                   if state.black_market[t] and money >= C.token_price[t])
    return out


def pay(state: State, seat: Player, price: int) -> None:
    """Pay with the unlucky-roll gold first (it is lost after this round), then gold."""
    spent = min(price, unlucky(state, seat))
    seat.unlucky_used += spent
    seat.gold -= price - spent
