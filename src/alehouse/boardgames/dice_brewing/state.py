"""Dice Brewing state: plain dataclasses (copied and saved by alehouse.core.codec).

A die is a frozen `Die`; what a player placed on a field this round is a `FieldUse`; the
decisions waiting are decisions.py's (`AnyDecision`, found through the core `Stack`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from alehouse.core.chance import Chance
from alehouse.core.decision import Stack

__all__ = ["Die", "FieldUse", "Player", "State"]


Phase = Literal["arrange", "purchase", "brew", "over"]
"""The phases `proceed` knows (a saved state with any other is refused on load)."""


@dataclass(frozen=True, slots=True)
class Die:
    """A die a player owns. The flags last for the current round only."""

    colour: str
    value: int
    blocked: bool = False
    """An opponent's block/protect token lies under it: its owner cannot use it."""
    protected: bool = False
    """Its owner's block/protect token lies under it: nobody may change it or withdraw it."""
    raised: bool = False
    """A raise-the-value token added 1 until the end of the round."""


@dataclass(slots=True)
class FieldUse:
    """What a player placed on one field of their board this round."""

    seed: bool
    die: Die | None
    speed: Die | None
    """The blue die that sped the effect up (its effect is then already resolved)."""
    resolved: bool


@dataclass(slots=True)
class Player:
    gold: int
    mastery: int
    pool: list[Die]
    """The active pool: rolled at the start of every round."""
    storage: list[Die]
    seeds: int
    ingredients: list[str]
    tokens: list[str]
    """Action tokens held (kinds); with the hidden-token rule only their owner sees the kinds."""
    brewed: list[int]
    board: dict[str, FieldUse]
    """Fields used this round, by field id."""
    blocked_buildings: list[str]
    market_die: Die | None
    """The blue die on the marketplace card (price cut) until the end of the round."""
    bought_ingredient: bool = False
    bought_token: bool = False
    unlucky_used: int = 0
    swapped: bool = False
    """The School of Skills pile swap is used this round."""
    passed: bool = False


@dataclass(slots=True)
class State:
    chance: Chance
    players: list[Player]
    mode: str
    unlucky_roll: bool
    hidden_tokens: bool
    round: int
    summer: bool
    priority: int
    """Who holds the season/priority token: the established order starts there."""
    phase: Phase
    """``arrange`` (Phase 1), ``purchase`` (2), ``brew`` (3), ``over``."""
    order_index: int
    """Position in the established order of the player whose turn it is."""
    quiet: int
    """Token windows and brewing: consecutive turns without a token played / recipe brewed."""
    window: bool
    """True while the token window at the beginning of the phase is open."""
    piles: dict[str, int]
    seed_pile: int
    market: dict[str, int]
    black_market: dict[str, int]
    tokens_out: dict[str, int]
    """Action tokens used (out of the game), by kind: public."""
    deck: list[int]
    """The face-down recipe deck; the next card is the last."""
    row: list[int]
    """Face-up recipes (-1: an empty slot when the deck ran out)."""
    blocked_recipes: list[int]
    field_users: dict[str, int]
    """How many players placed on each field this round (capacity by player count)."""
    brewed_total: int
    pending: Stack
    """The decisions waiting (decisions.py); the last one is decided first."""
    last_brew: int = 0
    """The last round in which a recipe was brewed (0: none yet)."""
    termination: str = ""
    """Why the game ended: "" while it goes on and for the rulebook's end, else a code of
    `game.DiceBrewing.terminations`."""
