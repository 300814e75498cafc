"""The action kinds of Heaven & Ale: one decision each.

`Move` is the turn; what the space asks for follows as smaller decisions: `BuyResource` /
`BuyMonk` (then `Done` when you have bought at least one), `PlaceDisc` or `NominateFertility`,
`ActivateShed`, `PlacePrivilege` / `SkipPrivilege`, `ChooseColour`, `ChooseStart`.
`SellPrivilege` is the emergency coin rule, open at any point of your own turn.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from alehouse.core.action import Action, choice

from .content import CONTENT

SPOTS = CONTENT.spot_names
DISC_SPOTS = tuple(s for s in CONTENT.scoring_spots if s != "x")


@dataclass(frozen=True, slots=True)
class ChooseStart(Action):
    type: ClassVar[str] = "choose_start"
    space: str = choice(*CONTENT.start_ids)


@dataclass(frozen=True, slots=True)
class Move(Action):
    type: ClassVar[str] = "move"
    to: int = choice(*range(1, CONTENT.home + 1))


@dataclass(frozen=True, slots=True)
class BuyResource(Action):
    type: ClassVar[str] = "buy_resource"
    colour: str = choice(*CONTENT.resources)
    fertility: int = choice(*CONTENT.fertilities)
    spot: str = choice(*SPOTS)


@dataclass(frozen=True, slots=True)
class BuyMonk(Action):
    type: ClassVar[str] = "buy_monk"
    monk: str = choice(*CONTENT.monks)
    spot: str = choice(*SPOTS)


@dataclass(frozen=True, slots=True)
class Done(Action):
    type: ClassVar[str] = "done"


@dataclass(frozen=True, slots=True)
class PlaceDisc(Action):
    """Place the scoring disc on a resource or monk tile scoring spot."""

    type: ClassVar[str] = "place_disc"
    spot: str = choice(*DISC_SPOTS)


@dataclass(frozen=True, slots=True)
class NominateFertility(Action):
    """Place the scoring disc on the x-tile scoring spot and nominate a fertility number."""

    type: ClassVar[str] = "nominate_fertility"
    number: int = choice(*CONTENT.fertilities)


@dataclass(frozen=True, slots=True)
class ActivateShed(Action):
    """The adjacent tiles a shed tile activates, as a bitmask of its edges (0 = east,
    clockwise)."""

    type: ClassVar[str] = "activate_shed"
    edges: int = choice(*range(1, 64))


@dataclass(frozen=True, slots=True)
class PlacePrivilege(Action):
    type: ClassVar[str] = "place_privilege"
    card: str = choice(*CONTENT.privilege_ids)


@dataclass(frozen=True, slots=True)
class SkipPrivilege(Action):
    type: ClassVar[str] = "skip_privilege"


@dataclass(frozen=True, slots=True)
class ChooseColour(Action):
    type: ClassVar[str] = "choose_colour"
    colour: str = choice(*CONTENT.resources)


@dataclass(frozen=True, slots=True)
class SellPrivilege(Action):
    """Emergency coin rule: return an unplaced privilege card for 3 ducats."""

    type: ClassVar[str] = "sell_privilege"
    card: str = choice(*CONTENT.privilege_ids)


ACTION_TYPES: tuple[type[Action], ...] = (
    ChooseStart, Move, BuyResource, BuyMonk, Done, PlaceDisc, NominateFertility, ActivateShed,
    PlacePrivilege, SkipPrivilege, ChooseColour, SellPrivilege,
)
