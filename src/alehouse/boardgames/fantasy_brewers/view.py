"""What each player may see, and `determinize`.

Hidden in Fantasy Brewers: the order of the Extension and Homestead decks (their sizes are
public). Everything on the table is open, coins included. While Upkeep is being chosen
simultaneously, a player's chosen plan stays hidden from the others until all have chosen.
Statues are identical, so their deck hides nothing. The rules' random stream is never shown.
"""

from __future__ import annotations

from typing import Any

from alehouse.core.chance import Chance

from .board import SEATS
from .content import ASSISTANTS, CONTENT, DOORS, FACES, GOODS
from .payment import upkeep_plans
from .scoring import gold_stars
from .state import State, Worker
from .words import (
    PHASE_NAMES,
    acclaim_text,
    card_text,
    month_bonus_text,
    sell_prices_text,
    space_text,
    worker_kind,
)


def _seat(owner: int) -> int | None:
    """A seat, or None for "nobody" (the state's -1)."""
    return None if owner < 0 else owner


def _worker(w: Worker) -> dict[str, Any]:
    return {"owner": w.owner, "colour": SEATS[w.owner], "size": worker_kind(w.size)}


def view(state: State, player: int | None) -> dict[str, Any]:
    """The table as `player` sees it (`Match.view` puts the game, the seat, the version, the
    actors and the decision awaited in front)."""
    players = []
    for p, seat in enumerate(state.players):
        players.append({
            "seat": p,
            "colour": SEATS[p],
            "brewery": seat.brewery,
            "coins": seat.coins,
            "vp_tokens": seat.vp_tokens,
            "penalties": seat.penalties,
            "festival": {"white": seat.festival_white, "black": seat.festival_black},
            "assistants": {a: {"up": seat.up[i], "down": seat.down[i]}
                           for i, a in enumerate(ASSISTANTS)},
            "goods": {f: seat.goods[i] for i, f in enumerate(FACES) if seat.goods[i]},
            "buildings": list(seat.buildings),
            "decorated": list(seat.decorated),
            "gold_stars": gold_stars(seat),
            "acclaims": list(seat.acclaims),
            "repeat_used": seat.repeated,
            "upkeep_chosen": state.phase == "upkeep" and state.upkeep_plans[p] is not None,
        })
    doors = {}
    for d, door in enumerate(DOORS):
        spaces = CONTENT.door_spaces(door, state.month)
        doors[door] = {
            "side": CONTENT.door_side(door, state.month),
            "spaces": [{"space": s + 1, "actions": space_text(sp),
                        "taken_by": _seat(state.spaces[d][s])} for s, sp in enumerate(spaces)],
            "queue": [_worker(w) for w in state.queues[d]],
        }
    out: dict[str, Any] = {
        "level": state.level,
        "month": state.month,
        "months": state.months,
        "phase": state.phase,
        "phase_name": PHASE_NAMES[state.phase],
        "selling_bonus": month_bonus_text(
            CONTENT.month_bonus[min(state.month, len(CONTENT.month_bonus)) - 1]),
        "sell_prices": sell_prices_text(),
        "acclaims": [{"acclaim": a, "text": acclaim_text(a)} for a in CONTENT.acclaims],
        "start_player": state.start_player,
        "seasonal_worker": _seat(state.seasonal_owner),
        "doors": doors,
        "tavern": [_worker(w) for w in state.tavern],
        "extension_row": [{"card": c, "text": card_text(c)} for c in state.extension_row],
        "homestead_row": [{"card": c, "text": card_text(c)} for c in state.homestead_row],
        "decks": {"extensions": len(state.extension_deck),
                  "homesteads": len(state.homestead_deck), "statues": state.statues},
        "supply": {"goods": dict(zip(GOODS, state.supply_goods)),
                   "assistants": dict(zip(ASSISTANTS, state.supply_assistants))},
        "players": players,
    }
    return out


def determinize(state: State, player: int, rng: Chance) -> State:
    """Reshuffle the unseen deck orders, and replace the Upkeep plans other players have
    chosen but not yet revealed by plans drawn from their legal ones (`state` is a copy the
    caller owns)."""
    state.extension_deck.sort()  # canonical orders: samples never depend on the true ones
    state.homestead_deck.sort()
    rng.shuffle(state.extension_deck)
    rng.shuffle(state.homestead_deck)
    if state.phase == "upkeep":
        for p, plan in enumerate(state.upkeep_plans):
            if p != player and plan is not None:
                state.upkeep_plans[p] = list(rng.choice(upkeep_plans(state.players[p])))
    return state
