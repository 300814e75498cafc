"""Fantasy Brewers state: plain dataclasses (copied and saved by alehouse.core.codec)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from alehouse.core.chance import Chance
from alehouse.core.decision import Stack

__all__ = ["SEASONAL", "Player", "State", "Worker"]


Phase = Literal["placement", "actions", "upkeep", "over"]
"""The phases `proceed` knows (a saved state with any other is refused on load)."""


@dataclass(frozen=True, slots=True)
class Worker:
    """A pawn on the board. `size`: 1 small, 2 medium, 3 large, 4 the Seasonal Worker."""

    owner: int
    size: int


SEASONAL = 4
"""`Worker.size` of the Seasonal Worker (the players' pawns are 1 small, 2 medium, 3 large)."""


@dataclass(slots=True)
class Player:
    brewery: str
    coins: int
    vp_tokens: int
    penalties: int
    festival_white: int
    festival_black: int
    up: list[int]
    """Face-up Assistants, counted by content.ASSISTANTS (grower, labourer, brewer, brewmaster)."""
    down: list[int]
    """Face-down Assistants, same order."""
    goods: list[int]
    """Goods cards, counted by content.FACES."""
    buildings: list[str]
    """Undecorated Extensions ("E3"), Homesteads ("H12") and Statues ("S"), sorted."""
    decorated: list[str]
    """Decorated buildings, sorted."""
    acclaims: list[str]
    """Acclaims earned (each once per game)."""
    repeated: bool = False
    """B15: the once-per-month repeat of an own action space is used."""


@dataclass(slots=True)
class State:
    chance: Chance
    level: str
    months: int
    month: int
    phase: Phase
    """``placement`` (Phase 1), ``actions`` (Phase 2), ``upkeep`` (Phase 3), ``over``."""
    players: list[Player]
    start_player: int
    placed: int
    """Workers placed so far this month (gives the round and whose turn it is)."""
    seasonal_owner: int
    """Who holds the Seasonal Worker this month (2 players); -1 when there is none."""
    queues: list[list[Worker]]
    """The queues under doors A, B and C, front first."""
    tavern: list[Worker]
    spaces: list[list[int]]
    """Per door, the owner of the worker on each of the 6 action spaces (-1: empty)."""
    cursor_door: int
    cursor_index: int
    """Phase 2: the next worker to resolve is queues[cursor_door][cursor_index]."""
    pending: Stack
    """The decisions waiting (decisions.py); the last one is decided first."""
    supply_goods: list[int]
    """Goods piles, by content.GOODS."""
    supply_assistants: list[int]
    """Assistant piles, by content.ASSISTANTS (Brewmasters are never in a pile)."""
    extension_deck: list[str]
    """Face-down; the top card is the last."""
    extension_row: list[str]
    homestead_deck: list[str]
    homestead_row: list[str]
    statues: int
    """Statue cards left in their (identical, face-up) deck."""
    upkeep_plans: list[list[int] | None]
    """Phase 3: each player's chosen payment plan (the Upkeep action's fields), None until
    chosen. Kept hidden from the others until everyone has chosen."""
    last_actor: int
    """Who made the last Action of the Month so far (the next Starting Player)."""
    termination: str = ""
    """Why the game ended (a code of `board.ENDINGS`; "" while it goes on, and for the normal
    end)."""
