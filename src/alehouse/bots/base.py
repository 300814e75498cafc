"""What a bot is given, and what it returns.

A bot never sees the true state. For each decision it gets an `Observation`: its seat, the
view of that seat, the legal actions, and `sample(rng)`, which returns a determinized copy of
the match (all the seat has seen kept, the unseen parts resampled, future chance independent
of the real one). Searching bots act on those samples; the real match is out of reach.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any

from alehouse.core.action import Action
from alehouse.core.chance import Chance
from alehouse.core.match import Match


class Observation:
    """One decision of one seat, as that seat may know it."""

    __slots__ = ("_match", "legal", "player", "view")

    def __init__(self, match: Match, player: int) -> None:
        self._match = match
        self.player = player
        self.view: dict[str, Any] = match.view(player)
        self.legal: list[Action] = match.legal_actions(player)

    @property
    def game_id(self) -> str:
        return self._match.game.id

    def sample(self, rng: Chance) -> Match:
        """A determinized match for this seat (a fresh copy each call)."""
        return self._match.determinize(self.player, rng)


class Bot(ABC):
    """A player program. `choose` returns one of `obs.legal`; `seed` makes it repeatable."""

    name: str = "bot"

    def __init__(self, seed: int = 0, **params: Any) -> None:
        self.rng = Chance.from_seed(seed)
        self.params = params

    @abstractmethod
    def choose(self, obs: Observation) -> Action: ...

    def __repr__(self) -> str:
        extra = ",".join(f"{k}={v}" for k, v in self.params.items())
        return f"{self.name}:{extra}" if extra else self.name


@dataclass(frozen=True)
class BotSpec:
    """A bot named on a command line: ``random`` or ``ismcts:time=0.5,playout=greedy``."""

    name: str
    params: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def parse(cls, text: str) -> BotSpec:
        name, _, rest = text.strip().partition(":")
        params = []
        for item in filter(None, rest.split(",")):
            key, eq, value = item.partition("=")
            if not eq:
                raise ValueError(f"bot parameter {item!r} must look like key=value")
            params.append((key.strip(), _number(value.strip())))
        return cls(name.strip(), tuple(params))

    def __str__(self) -> str:
        extra = ",".join(f"{k}={v}" for k, v in self.params)
        return f"{self.name}:{extra}" if extra else self.name


def _number(text: str) -> Any:
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text
