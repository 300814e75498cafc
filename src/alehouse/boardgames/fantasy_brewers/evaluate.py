"""How good a Fantasy Brewers position looks for a player (bots' `Game.evaluate`).

A projected final score in VP, from End Game Scoring (scoring.py: cards, buildings, Homesteads,
VP tokens, drinks, 1 VP per 5 coins, -3 per Penalty token), adjusted for what is still to come:

- coins count as a fraction of a VP each (not rounded down), more while they can still be spent;
- goods count also for what selling them would bring;
- the Upkeep the player cannot pay with what is face-up now (Phase 3 turns white Festival tokens
  black, then costs Penalty tokens) is charged in advance;
- face-up Assistants are worth a little (they pay for actions);
- each of the player's Workers still waiting in a door's queue is worth the action it will
  take (a rough value per door: more at the building door with the coins to build).
"""

from __future__ import annotations

from .content import ASSISTANTS, CONTENT, FACES, GOODS
from .payment import PAYER, upkeep_needs
from .scoring import seat_breakdown
from .state import Player, State

C = CONTENT
BREWMASTER = ASSISTANTS.index("brewmaster")


def _shortfall(seat: Player) -> int:
    """Upkeep units the player could not pay with the Assistants face-up and coins now."""
    cost, festival = upkeep_needs(seat)
    animals = sum(seat.goods[FACES.index(g)] for g in ("cow", "goat", "pig",
                                                      "large_cow", "large_goat", "large_pig"))
    need = [cost.grain + animals, cost.beer, cost.strength]
    have = [seat.up[PAYER[r]] for r in range(3)]
    short = sum(max(0, n - h) for n, h in zip(need, have))
    short = max(0, short - seat.up[BREWMASTER])
    return short + max(0, cost.coins - seat.coins) + festival


def _sale_value(seat: Player) -> float:
    total = 0.0
    for face, n in zip(FACES, seat.goods):
        if not n:
            continue
        base = face.removeprefix("large_")
        if base in C.goods:
            g = C.goods[base]
            total += n * (g.sell_large if face.startswith("large_") else g.sell_small)
        else:  # a drink: sold at the back's price
            total += n * next(C.goods[b].sell_large for b in GOODS
                              if C.goods[b].flipped == face)
    return total


WAITING = {"A": 1.6, "B": 1.2, "C": 1.2}
"""A Worker waiting under a door: the action it will take (A hires or buys a card, B sells,
C builds or earns an acclaim: see `_waiting_value`)."""
SPACES = 6


def _waiting_value(state: State, seat: Player, door: int) -> float:
    value = WAITING["ABC"[door]]
    if door == 2 and seat.coins >= 4:
        value += 1.5
    if door == 1 and any(seat.goods):
        value += 0.8
    return value


def _waiting(state: State, player: int) -> float:
    """The Workers of `player` still to act under the doors (a full door sends the rest to the
    Tavern, worth about a coin and two flips)."""
    if state.phase not in ("placement", "actions"):
        return 0.0
    seat = state.players[player]
    total = 0.0
    for door, queue in enumerate(state.queues):
        for i, worker in enumerate(queue):
            if worker.owner != player:
                continue
            if state.phase == "actions" and (door < state.cursor_door or (
                    door == state.cursor_door and i < state.cursor_index)):
                continue
            total += _waiting_value(state, seat, door) if i < SPACES else 0.6
    return total


def evaluate(state: State, player: int) -> float:
    seat = state.players[player]
    parts = seat_breakdown(seat)
    score = float(sum(parts.values())) - parts["coins"]
    if state.phase == "over":
        return score + parts["coins"]
    left = (state.months - state.month) / max(1, state.months - 1)   # 1 at the start, 0 last
    coin = 0.2 + 0.25 * left
    score += coin * seat.coins
    score += 0.05 * _sale_value(seat)
    score += 0.15 * sum(seat.up)
    short = _shortfall(seat)
    white = seat.festival_white
    score -= 0.4 * min(short, white) + 3.0 * max(0, short - white)
    score += 0.1 * white
    score += _waiting(state, player)
    return score
