"""The action kinds of The Taverns of Tiefenthal: one decision each.

Setup (Module 4): `ChooseStartCard`, `RemoveRegular`. Phase A: `TakeBonus`, `EntertainerSide`,
`FreeUpgrade`. Phase B: `UseCounterGuest` (restart) / `KeepTavern`. Phase D: `PickDie`.
Phase E: `Plan` (a die on an action space, with Dishwashers), `Juggle`. Phase F: `Use` (remove a
planned die: its income), `BuyCard`, `Upgrade`, `Recruit`, `RecruitNobles`, `Entertain`,
`BardStep`, `CounterStep`, `EndServing`; bonus choices `Deny` / `NoDeny`, `Substitute`,
`RepChoice`, `BookColumn`. Phase G: `KeepCard` / `NoKeep` (Juggler).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from alehouse.core.action import Action, choice

from .content import CONTENT, HELPERS, SPACES, TAVERN, TILES

MAX_TABLES = 20
TABLES = tuple(f"table{i}" for i in range(MAX_TABLES))
ALL_SPACES = (*TABLES, *SPACES)
VALUES = (1, 2, 3, 4, 5, 6)
BONUS_OPTIONS = ("guest3", "die", *HELPERS)


@dataclass(frozen=True, slots=True)
class ChooseStartCard(Action):
    type: ClassVar[str] = "choose_start_card"
    card: int = choice(*range(1, 8))


@dataclass(frozen=True, slots=True)
class RemoveRegular(Action):
    type: ClassVar[str] = "remove_regular"
    die: int = choice(1, 2)


@dataclass(frozen=True, slots=True)
class TakeBonus(Action):
    type: ClassVar[str] = "take_bonus"
    option: str = choice(*BONUS_OPTIONS)


@dataclass(frozen=True, slots=True)
class EntertainerSide(Action):
    type: ClassVar[str] = "entertainer_side"
    side: str = choice("thalers", "beer", "upgrade", "service_denied", "closing", "planning")


@dataclass(frozen=True, slots=True)
class FreeUpgrade(Action):
    type: ClassVar[str] = "free_upgrade"
    tile: str = choice(*TILES)


@dataclass(frozen=True, slots=True)
class UseCounterGuest(Action):
    """Discard a Counter Guest and everything drawn this Arrival Phase, and draw again."""

    type: ClassVar[str] = "use_counter_guest"


@dataclass(frozen=True, slots=True)
class KeepTavern(Action):
    type: ClassVar[str] = "keep_tavern"


@dataclass(frozen=True, slots=True)
class PickDie(Action):
    type: ClassVar[str] = "pick_die"
    value: int = choice(*VALUES)


@dataclass(frozen=True, slots=True)
class Plan(Action):
    """Put a die (white or of your colour, by its value) on an action space, with `boost`
    Dishwashers making it count that much higher."""

    type: ClassVar[str] = "plan"
    white: bool = choice(True, False)
    value: int = choice(*VALUES)
    space: str = choice(*ALL_SPACES)
    boost: int = choice(0, 1, 2, 3, 4, 5)


@dataclass(frozen=True, slots=True)
class FinishPlanning(Action):
    """End Planning with dice that fit no space (instead of paying the Juggler)."""

    type: ClassVar[str] = "finish_planning"


@dataclass(frozen=True, slots=True)
class Juggle(Action):
    """Juggler (Planning side): pay 1 schnapps, turn a die to any side."""

    type: ClassVar[str] = "juggle"
    white: bool = choice(True, False)
    value: int = choice(*VALUES)
    to: int = choice(*VALUES)


@dataclass(frozen=True, slots=True)
class Use(Action):
    """Remove a planned die from a space and take what it gives."""

    type: ClassVar[str] = "use"
    space: str = choice(*ALL_SPACES)


@dataclass(frozen=True, slots=True)
class BuyCard(Action):
    type: ClassVar[str] = "buy_card"
    card: str = choice(*TAVERN)


@dataclass(frozen=True, slots=True)
class Upgrade(Action):
    """Upgrade a tile, returning `returned` matching tavern cards drawn this turn (special
    offer)."""

    type: ClassVar[str] = "upgrade"
    tile: str = choice(*TILES)
    returned: int = choice(*range(0, 17))


@dataclass(frozen=True, slots=True)
class Recruit(Action):
    """Recruit the guest in display slot `slot` (0: the 3-beer stack's place)."""

    type: ClassVar[str] = "recruit"
    slot: int = choice(0, 1, 2, 3, 4)


@dataclass(frozen=True, slots=True)
class RecruitNobles(Action):
    type: ClassVar[str] = "recruit_nobles"
    count: int = choice(1, 2, 3)


@dataclass(frozen=True, slots=True)
class Entertain(Action):
    """Pay schnapps to one of your entertainers (its side `side`)."""

    type: ClassVar[str] = "entertain"
    side: str = choice("thalers", "beer", "upgrade", "service_denied")


@dataclass(frozen=True, slots=True)
class BardStep(Action):
    type: ClassVar[str] = "bard_step"


@dataclass(frozen=True, slots=True)
class CounterStep(Action):
    """Discard a Counter Guest: 1 step on the monastery track."""

    type: ClassVar[str] = "counter_step"


@dataclass(frozen=True, slots=True)
class EndServing(Action):
    type: ClassVar[str] = "end_serving"


@dataclass(frozen=True, slots=True)
class Deny(Action):
    """Service Denied: remove the card seated at this table from the game."""

    type: ClassVar[str] = "deny"
    table: int = choice(*range(MAX_TABLES))


@dataclass(frozen=True, slots=True)
class NoDeny(Action):
    type: ClassVar[str] = "no_deny"


@dataclass(frozen=True, slots=True)
class Substitute(Action):
    type: ClassVar[str] = "substitute"
    card: str = choice(*TAVERN)


@dataclass(frozen=True, slots=True)
class RepChoice(Action):
    type: ClassVar[str] = "rep_choice"
    take: str = choice("schnapps", "service_denied")


@dataclass(frozen=True, slots=True)
class BookColumn(Action):
    type: ClassVar[str] = "book_column"
    column: int = choice(0, 1, 2, 3)


@dataclass(frozen=True, slots=True)
class KeepCard(Action):
    """Juggler (Closing side): this played card goes on top of the deck."""

    type: ClassVar[str] = "keep_card"
    card: int = choice(*range(len(CONTENT.cards)))


@dataclass(frozen=True, slots=True)
class NoKeep(Action):
    type: ClassVar[str] = "no_keep"


ACTION_TYPES: tuple[type[Action], ...] = (
    ChooseStartCard, RemoveRegular, TakeBonus, EntertainerSide, FreeUpgrade, UseCounterGuest,
    KeepTavern, PickDie, Plan, FinishPlanning, Juggle, Use, BuyCard, Upgrade, Recruit,
    RecruitNobles, Entertain, BardStep, CounterStep, EndServing, Deny, NoDeny, Substitute,
    RepChoice, BookColumn, KeepCard, NoKeep,
)
