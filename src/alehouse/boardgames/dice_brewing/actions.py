"""The action kinds of Dice Brewing: one decision each.

Dice are named by where they are (`source`: active pool or storage), colour and value; when a
player has several alike, the engine takes one without a token under it first.

Phase 1: `PlaceSeed`, `PlaceDie`, `SpeedUp` (one or two per turn), `EndTurn`, `Pass`;
School of Skills: `SelectReroll` + `Reroll`, `PileColour` + `Swap` / `Keep`.
Phase 2: `BuyIngredient`, `BuyToken`, `EndTurn`. Phase 3: `Brew`, then `UseDie` per required
die, `UseIngredient`, `Enhance`, `TakeToken` / `TakeDie` for rewards; `Pass`.
Any time on your own turn (Phases 1-2, and the token windows at the beginning of Phases 1
and 3): `Store` (active pool -> storage) and the action tokens `Withdraw`, `BlockDie`,
`RaiseValue`, `ExtraRoll`; only in the windows: `BlockBuilding` (Phase 1), `BlockRecipe`
(Phase 3).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, ClassVar, TypeVar

from alehouse.core.action import Action, choice

from .content import CONTENT, DICE, INGREDIENTS, MALT_AND_HOPS, SOURCES, TOKENS

VALUES = (1, 2, 3, 4, 5, 6)
PLAYERS = (0, 1, 2, 3)
SLOTS = (0, 1, 2, 3)
SEED_FIELDS = tuple(f.id for f in CONTENT.fields if "seed" in f.takes)
SPEED_FIELDS = tuple(f.id for f in CONTENT.fields if f.speed)
DIE_FIELDS = tuple(f.id for f in CONTENT.fields if any(t in DICE for t in f.takes))
RAISE_FIELDS = tuple(f.id for f in CONTENT.fields if f.effect == "raise")
BUILDINGS = tuple(b.id for b in CONTENT.buildings)


@dataclass(frozen=True, slots=True)
class Store(Action):
    """Move a die from the active pool to the storage (not a turn)."""

    type: ClassVar[str] = "store"
    colour: str = choice(*DICE)
    value: int = choice(*VALUES)


@dataclass(frozen=True, slots=True)
class PlaceSeed(Action):
    type: ClassVar[str] = "place_seed"
    field: str = choice(*SEED_FIELDS)


@dataclass(frozen=True, slots=True)
class PlaceDie(Action):
    type: ClassVar[str] = "place_die"
    field: str = choice(*DIE_FIELDS)
    source: str = choice(*SOURCES)
    colour: str = choice(*DICE)
    value: int = choice(*VALUES)


@dataclass(frozen=True, slots=True)
class SpeedUp(Action):
    """Add a blue die of the required value to a field to get its effect at once."""

    type: ClassVar[str] = "speed_up"
    field: str = choice(*SPEED_FIELDS)
    source: str = choice(*SOURCES)
    value: int = choice(*VALUES)


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    type: ClassVar[str] = "end_turn"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    type: ClassVar[str] = "pass"


@dataclass(frozen=True, slots=True)
class SelectReroll(Action):
    type: ClassVar[str] = "select_reroll"
    source: str = choice(*SOURCES)
    colour: str = choice(*DICE)
    value: int = choice(*VALUES)


@dataclass(frozen=True, slots=True)
class Reroll(Action):
    type: ClassVar[str] = "reroll"


@dataclass(frozen=True, slots=True)
class PileColour(Action):
    type: ClassVar[str] = "pile_colour"
    colour: str = choice(*MALT_AND_HOPS)


@dataclass(frozen=True, slots=True)
class Swap(Action):
    """Exchange one of your dice of the rolled colour for a rolled die of value `rolled`."""

    type: ClassVar[str] = "swap"
    rolled: int = choice(*VALUES)
    source: str = choice(*SOURCES)
    value: int = choice(*VALUES)


@dataclass(frozen=True, slots=True)
class Keep(Action):
    """Exchange nothing after the pile roll."""

    type: ClassVar[str] = "keep"


@dataclass(frozen=True, slots=True)
class BuyIngredient(Action):
    type: ClassVar[str] = "buy_ingredient"
    ingredient: str = choice(*INGREDIENTS)
    blue_from: str = choice("none", *SOURCES)
    blue_value: int = choice(0, *VALUES)


@dataclass(frozen=True, slots=True)
class BuyToken(Action):
    type: ClassVar[str] = "buy_token"
    token: str = choice(*TOKENS)


@dataclass(frozen=True, slots=True)
class Withdraw(Action):
    """Token: a die from a storage (yours or an opponent's) back to its active pool."""

    type: ClassVar[str] = "withdraw"
    target: int = choice(*PLAYERS)
    colour: str = choice(*DICE)
    value: int = choice(*VALUES)


@dataclass(frozen=True, slots=True)
class BlockBuilding(Action):
    """Token (beginning of Phase 1): an opponent cannot use this building this round."""

    type: ClassVar[str] = "block_building"
    target: int = choice(*PLAYERS)
    building: str = choice(*BUILDINGS)


@dataclass(frozen=True, slots=True)
class BlockDie(Action):
    """Token: block an opponent's die, or protect your own (target = yourself)."""

    type: ClassVar[str] = "block_die"
    target: int = choice(*PLAYERS)
    source: str = choice(*SOURCES)
    colour: str = choice(*DICE)
    value: int = choice(*VALUES)


@dataclass(frozen=True, slots=True)
class BlockRecipe(Action):
    """Token (beginning of Phase 3): nobody can brew this recipe this round."""

    type: ClassVar[str] = "block_recipe"
    slot: int = choice(*SLOTS)


@dataclass(frozen=True, slots=True)
class RaiseValue(Action):
    """Token: one of your dice +1 for the rest of the round (never above 6)."""

    type: ClassVar[str] = "raise_value"
    source: str = choice(*SOURCES)
    colour: str = choice(*DICE)
    value: int = choice(*VALUES)


@dataclass(frozen=True, slots=True)
class ExtraRoll(Action):
    """Token: re-roll a die of yours or an opponent's: active pool, storage, or a die waiting
    on a field to be raised."""

    type: ClassVar[str] = "extra_roll"
    target: int = choice(*PLAYERS)
    source: str = choice(*SOURCES, *RAISE_FIELDS)
    colour: str = choice(*DICE)
    value: int = choice(*VALUES)


@dataclass(frozen=True, slots=True)
class Brew(Action):
    type: ClassVar[str] = "brew"
    slot: int = choice(*SLOTS)


@dataclass(frozen=True, slots=True)
class UseDie(Action):
    """The die from your storage for the recipe's next required die (its colour is set)."""

    type: ClassVar[str] = "use_die"
    value: int = choice(*VALUES)


@dataclass(frozen=True, slots=True)
class UseIngredient(Action):
    type: ClassVar[str] = "use_ingredient"
    ingredient: str = choice(*INGREDIENTS)


@dataclass(frozen=True, slots=True)
class Enhance(Action):
    """At most one enhancement: nothing, a blue die of this value, or an ingredient."""

    type: ClassVar[str] = "enhance"
    item: str = choice("nothing", "blue", *INGREDIENTS)
    value: int = choice(0, *VALUES)


@dataclass(frozen=True, slots=True)
class TakeToken(Action):
    type: ClassVar[str] = "take_token"
    token: str = choice(*TOKENS)


@dataclass(frozen=True, slots=True)
class TakeDie(Action):
    type: ClassVar[str] = "take_die"
    colour: str = choice(*DICE)


ACTION_TYPES: tuple[type[Action], ...] = (
    Store, PlaceSeed, PlaceDie, SpeedUp, EndTurn, Pass, SelectReroll, Reroll, PileColour, Swap,
    Keep, BuyIngredient, BuyToken, Withdraw, BlockBuilding, BlockDie, BlockRecipe, RaiseValue,
    ExtraRoll, Brew, UseDie, UseIngredient, Enhance, TakeToken, TakeDie,
)
TOKEN_ACTIONS = {"withdraw": Withdraw, "block_building": BlockBuilding, "block_die": BlockDie,
                 "block_recipe": BlockRecipe, "raise": RaiseValue, "reroll": ExtraRoll}
TOKEN_OF: dict[type[Action], str] = {kind: token for token, kind in TOKEN_ACTIONS.items()}
"""The action token each kind of token play plays."""


ActionT = TypeVar("ActionT", bound=Action)


@lru_cache(maxsize=None, typed=True)  # typed: True and 1 are different values
def once(kind: type[ActionT], *values: Any) -> ActionT:
    """The action `kind(*values)`, made once and then looked up: the same object each time, so
    a match finds it in its cached legal actions by identity (searching bots replay actions of
    one sample in another)."""
    return kind(*values)


PASS = Pass()
END_TURN = EndTurn()
REROLL = Reroll()
KEEP = Keep()
"""The actions without choices, made once."""
