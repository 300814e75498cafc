"""The state of Race to 10."""

from __future__ import annotations

from dataclasses import dataclass

from alehouse.core.chance import Chance
from alehouse.core.decision import Stack


@dataclass(slots=True)
class State:
    chance: Chance
    phase: str
    target: int
    total: int
    turn: int
    current: int
    players: list[list[int]]
    """Per seat: the cards in hand."""
    deck: list[int]
    bids: list[int]
    """Per seat: the bid of the running bidding (-1 until made), then the sum of all bids."""
    pending: Stack
    winner: int = -1
    bid_turn: int = 0
    """The turn after which the last bidding took place."""
    termination: str = ""
