"""The action kinds of Fantasy Brewers: one decision each.

Phase 1: `PlaceWorker`; the asked player's `PayProtection` / `RefuseProtection`.
Phase 2: `ChooseSpace`, then the space's two actions in either order (`Earn`, `FlipAssistants`,
`Festival`, `Buy`, `Hire`, `Build`, `Decorate`, `Sell`, `EarnAcclaim`), `EndTurn` to leave the
rest undone (1 coin each). Anywhere: `Flip` (which face-down Assistant to turn up) and
`FlipGood` (selling bonus). Phase 3: `Upkeep` (how to pay and feed).

`part` says which half of the action space is performed: the ``doorway`` action or the ``door``
action. Buy/Hire/Upkeep say how many Brewmasters pay for Grain, Beer and Strength (the rest is
paid by the matching Assistants), since that choice changes which cards stay face-up.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from alehouse.core.action import Action, choice

from .content import ASSISTANTS, CONTENT, LOCATIONS, SELL_TYPES, STANDARD_ASSISTANTS

PARTS = ("doorway", "door")
BREWMASTERS = (0, 1, 2)  # no brewery gives more than 2 and they cannot be hired
CARDS = (0, 1, 2, 3)


@dataclass(frozen=True, slots=True)
class PlaceWorker(Action):
    type: ClassVar[str] = "place_worker"
    location: str = choice(*LOCATIONS)


@dataclass(frozen=True, slots=True)
class PayProtection(Action):
    type: ClassVar[str] = "pay_protection"


@dataclass(frozen=True, slots=True)
class RefuseProtection(Action):
    type: ClassVar[str] = "refuse_protection"


@dataclass(frozen=True, slots=True)
class ChooseSpace(Action):
    type: ClassVar[str] = "choose_space"
    space: int = choice(1, 2, 3, 4, 5, 6)


@dataclass(frozen=True, slots=True)
class Earn(Action):
    type: ClassVar[str] = "earn"
    part: str = choice(*PARTS)


@dataclass(frozen=True, slots=True)
class FlipAssistants(Action):
    type: ClassVar[str] = "flip_assistants"
    part: str = choice(*PARTS)


@dataclass(frozen=True, slots=True)
class Festival(Action):
    type: ClassVar[str] = "festival"
    part: str = choice(*PARTS)


@dataclass(frozen=True, slots=True)
class Buy(Action):
    type: ClassVar[str] = "buy"
    part: str = choice(*PARTS)
    bm_grain: int = choice(*BREWMASTERS)
    bm_beer: int = choice(*BREWMASTERS)
    bm_strength: int = choice(*BREWMASTERS)


@dataclass(frozen=True, slots=True)
class Hire(Action):
    type: ClassVar[str] = "hire"
    part: str = choice(*PARTS)
    assistant: str = choice(*STANDARD_ASSISTANTS)
    bm_grain: int = choice(*BREWMASTERS)
    bm_beer: int = choice(*BREWMASTERS)
    bm_strength: int = choice(*BREWMASTERS)


@dataclass(frozen=True, slots=True)
class Build(Action):
    type: ClassVar[str] = "build"
    part: str = choice(*PARTS)
    card: str = choice(*CONTENT.building_ids)


@dataclass(frozen=True, slots=True)
class Decorate(Action):
    type: ClassVar[str] = "decorate"
    part: str = choice(*PARTS)
    card: str = choice(*CONTENT.building_ids)


@dataclass(frozen=True, slots=True)
class Sell(Action):
    type: ClassVar[str] = "sell"
    part: str = choice(*PARTS)
    good: str = choice(*SELL_TYPES)
    small: int = choice(*CARDS)
    large: int = choice(*CARDS)


@dataclass(frozen=True, slots=True)
class EarnAcclaim(Action):
    type: ClassVar[str] = "earn_acclaim"
    part: str = choice(*PARTS)
    acclaim: str = choice(*CONTENT.acclaims)


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    type: ClassVar[str] = "end_turn"


@dataclass(frozen=True, slots=True)
class Flip(Action):
    type: ClassVar[str] = "flip"
    assistant: str = choice(*ASSISTANTS)


@dataclass(frozen=True, slots=True)
class FlipGood(Action):
    type: ClassVar[str] = "flip_good"
    good: str = choice("hops", "peat")


@dataclass(frozen=True, slots=True)
class Upkeep(Action):
    type: ClassVar[str] = "upkeep"
    feed_cow: int = choice(*CARDS)
    feed_goat: int = choice(*CARDS)
    feed_pig: int = choice(*CARDS)
    bm_grain: int = choice(*BREWMASTERS)
    bm_beer: int = choice(*BREWMASTERS)
    bm_strength: int = choice(*BREWMASTERS)


ACTION_TYPES: tuple[type[Action], ...] = (
    PlaceWorker, PayProtection, RefuseProtection, ChooseSpace, Earn, FlipAssistants, Festival,
    Buy, Hire, Build, Decorate, Sell, EarnAcclaim, EndTurn, Flip, FlipGood, Upkeep,
)
