"""How test and benchmark playouts choose at random in Monastery.

Uniformly random players place blessings as soon as they can (which ends their movement), and
hardly ever buy a monk, so their monasteries stay half built and the symbol tiles are seldom
finished. Playouts weight the random choice toward building the game up: buying monks, using
symbols, praying, moving; placing blessings and ending a step early get little weight. Every
legal action keeps a chance. Bots do not use this (the `random` bot stays uniform).
"""

from __future__ import annotations

from collections.abc import Sequence

from alehouse.core.action import Action
from alehouse.core.chance import Chance

from . import actions as A
from .state import State

WEIGHTS: dict[type[Action], int] = {
    A.TakeMonk: 400, A.UseSymbol: 200, A.Pray: 100, A.KeepMonk: 60, A.Imprison: 60,
    A.ChooseAbbot: 10, A.Move: 20, A.LayTile: 10, A.TakeLetter: 20, A.PlaceLetter: 10,
    A.SwapLetters: 2, A.PlaceBlessing: 1, A.Exchange: 5, A.ReturnTile: 10, A.Done: 3,
}


def playout_action(state: State, player: int, legal: Sequence[Action], rng: Chance) -> Action:
    """A legal action drawn at random with the weights above (`Game.playout_action`)."""
    return rng.weighted(legal, [WEIGHTS.get(type(a), 10) for a in legal])
