"""The actions of Race to 10."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from alehouse.core.action import Action, choice


@dataclass(frozen=True, slots=True)
class Add(Action):
    type: ClassVar[str] = "add"
    amount: int = choice(1, 2)


@dataclass(frozen=True, slots=True)
class Stop(Action):
    type: ClassVar[str] = "stop"


@dataclass(frozen=True, slots=True)
class Bid(Action):
    type: ClassVar[str] = "bid"
    value: int = choice(0, 1)


ACTION_TYPES: tuple[type[Action], ...] = (Add, Stop, Bid)
