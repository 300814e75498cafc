"""What each player may see, and `determinize`.

Hidden in Dice Brewing: the order of the recipe deck, and with the hidden-token rule the kinds
of other players' action tokens (their number is public; a token's kind shows when it is
used). Everything else is on the table: dice, gold, ingredients, boards.
"""

from __future__ import annotations

from typing import Any

from alehouse.core.chance import Chance

from . import words as W
from .board import SEATS
from .content import CONTENT, TOKENS
from .market import unlucky
from .state import Die, Player, State

C = CONTENT


def _die(d: Die) -> dict[str, Any]:
    out: dict[str, Any] = {"colour": d.colour, "value": d.value}
    for flag in ("blocked", "protected", "raised"):
        if getattr(d, flag):
            out[flag] = True
    return out


def _recipe(state: State, slot: int, rid: int) -> dict[str, Any]:
    if rid < 0:
        return {"slot": slot, "recipe": None}
    r = C.recipes[rid]
    reward = {k: v for k, v in vars_of(r.reward).items() if v}
    return {
        "slot": slot, "id": r.id, "name": r.name, "level": r.level,
        "dice": [f"{c} {m}+" for c, m in r.dice], "needs": list(r.needs), "reward": reward,
        "enhancements": [{"with": f"blue {e.blue}+" if e.blue else e.ingredient,
                          "gives": {k: v for k, v in vars_of(e.gives).items() if v},
                          "with_text": W.enhancement_with(e.blue, e.ingredient),
                          "gives_text": W.bonus(e.gives)}
                         for e in r.enhancements],
        "blocked": rid in state.blocked_recipes,
        "requires_text": W.requirements(r),
        "reward_text": W.bonus(r.reward),
        "enhancements_text": W.enhancements(r),
    }


def vars_of(bonus: Any) -> dict[str, int]:
    return {"gold": bonus.gold, "mp": bonus.mp, "token": bonus.token, "die": bonus.die}


def _marketplace(state: State) -> list[dict[str, Any]]:
    """The marketplace card: each special ingredient, how many are left, its price and the
    price cut a blue die gives."""
    return [{"ingredient": i, "name": W.ingredient(i), "left": state.market[i],
             "price": C.ingredient_price[i], "price_cut_text": W.price_cut(i)}
            for i in state.market]


def _black_market(state: State) -> list[dict[str, Any]]:
    """The black market card: each action token, how many are left and its price."""
    return [{"token": t, "name": W.token(t), "left": state.black_market[t],
             "price": C.token_price[t]} for t in state.black_market]


def _player(state: State, p: int, seat: Player, viewer: int | None) -> dict[str, Any]:
    shows_tokens = not state.hidden_tokens or viewer == p
    return {
        "seat": p,
        "colour": SEATS[p],
        "gold": seat.gold,
        "unlucky_gold": unlucky(state, seat),
        "mastery": seat.mastery,
        "active_pool": [_die(d) for d in seat.pool],
        "storage": [_die(d) for d in seat.storage],
        "seeds": seat.seeds,
        "ingredients": list(seat.ingredients),
        "action_tokens": list(seat.tokens) if shows_tokens else len(seat.tokens),
        "brewed": [C.recipes[r].name for r in seat.brewed],
        "board": {fid: {"seed": use.seed, "die": _die(use.die) if use.die else None,
                        "speed": _die(use.speed) if use.speed else None,
                        "done": use.resolved,
                        "building_name": W.building(C.building_of[fid]),
                        "field_number": W.field_number(fid)}
                  for fid, use in seat.board.items()},
        "blocked_buildings": list(seat.blocked_buildings),
        "blocked_building_names": [W.building(b) for b in seat.blocked_buildings],
        "ingredient_names": [W.ingredient(i) for i in seat.ingredients],
        "action_token_names": [W.token(t) for t in seat.tokens] if shows_tokens else None,
        "marketplace_die": _die(seat.market_die) if seat.market_die else None,
        "passed": seat.passed,
    }


def view(state: State, player: int | None) -> dict[str, Any]:
    """The game's part of `player`'s view (Match.view puts the header first: game, you,
    version, actors and the decision awaited)."""
    return {
        "round": state.round,
        "unlucky_roll": state.unlucky_roll,
        "season": "summer" if state.summer else "winter",
        "priority": state.priority,
        "phase": state.phase,
        "phase_name": W.PHASE_NAMES[state.phase],
        "token_window": state.window and state.phase in ("arrange", "brew"),
        "recipes": [_recipe(state, s, r) for s, r in enumerate(state.row)],
        "deck": len(state.deck),
        "brewed": state.brewed_total,
        "game_ends_at": C.end_after[len(state.players)],
        "piles": dict(state.piles),
        "seed_pile": state.seed_pile,
        "marketplace": dict(state.market),
        "black_market": dict(state.black_market),
        "marketplace_offer": _marketplace(state),
        "black_market_offer": _black_market(state),
        "marketplace_opens": C.market_opens,
        "black_market_opens": C.black_market_opens,
        "tokens_used": dict(state.tokens_out),
        "field_users": {f: n for f, n in state.field_users.items() if n},
        "players": [_player(state, p, s, player) for p, s in enumerate(state.players)],
    }


def determinize(state: State, player: int, rng: Chance) -> State:
    """Reshuffle the recipe deck; with the hidden-token rule, deal the other players' unseen
    token kinds afresh from those neither on the black market, used, nor the player's own."""
    state.deck.sort()  # from a canonical order: the sample never depends on the true one
    rng.shuffle(state.deck)
    if state.hidden_tokens:
        unseen: list[str] = []
        for t in TOKENS:
            unseen += [t] * (C.token_stock - state.black_market[t] - state.tokens_out[t]
                             - state.players[player].tokens.count(t))
        rng.shuffle(unseen)
        for p, seat in enumerate(state.players):
            if p != player:
                seat.tokens = sorted(unseen.pop() for _ in seat.tokens)
    return state
