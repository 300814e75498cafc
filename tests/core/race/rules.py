"""Setup and the flow of Race to 10."""

from __future__ import annotations

from typing import Any

from alehouse.core.chance import Chance
from alehouse.core.decision import EVERYONE
from alehouse.core.log import Log, LogEntry

from .decisions import AddToTotal, Bidding
from .state import State


def setup(players: int, options: dict[str, Any], chance: Chance, log: Log) -> State:
    deck = list(range(options["cards"]))
    chance.shuffle(deck)
    log.append(LogEntry("The race begins"))
    return State(chance, "play", options["target"], 0, 0, 0, [[] for _ in range(players)],
                 deck, [0] * players, [])


def proceed(state: State, log: Log) -> None:
    """After every 3rd turn everyone bids; otherwise the next player's turn begins."""
    if state.turn and state.turn % 3 == 0 and state.bid_turn != state.turn:
        state.bid_turn = state.turn
        state.pending.append(Bidding(EVERYONE, [-1] * len(state.players)))
        return
    state.pending.append(AddToTotal(state.current))
