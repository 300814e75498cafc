"""Scoring of Race to 10: 1 for reaching the target, plus the bids."""

from __future__ import annotations

from .state import State


def breakdown(state: State, player: int) -> dict[str, float]:
    return {"win": float(state.winner == player), "bids": float(state.bids[player])}


def tie_break(state: State, player: int) -> tuple[float, ...]:
    return (float(len(state.players[player])),)
