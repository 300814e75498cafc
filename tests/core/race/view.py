"""What a seat sees of Race to 10: everything but the others' cards and the deck's order."""

from __future__ import annotations

from typing import Any

from alehouse.core.chance import Chance

from .state import State


def view(state: State, player: int | None) -> dict[str, Any]:
    return {"total": state.total, "target": state.target, "deck": len(state.deck),
            "hand": list(state.players[player]) if player is not None else None,
            "hand_sizes": [len(h) for h in state.players], "bids": list(state.bids)}


def determinize(state: State, player: int, rng: Chance) -> State:
    unseen = sorted(state.deck + [c for p, h in enumerate(state.players) if p != player
                                  for c in h])
    rng.shuffle(unseen)
    for p, hand in enumerate(state.players):
        if p != player:
            state.players[p] = [unseen.pop() for _ in hand]
    state.deck = unseen
    for d in state.pending:
        if hasattr(d, "bids"):
            d.bids = [b if b < 0 or q == player else rng.below(2) for q, b in enumerate(d.bids)]
    return state
