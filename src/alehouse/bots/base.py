"""What a bot is given, and what it returns.

A bot never sees the true state. For each decision it gets an `Observation`: its seat, the
view of that seat, the legal actions, and `sample(rng)`, which returns a determinized copy of
the match (all the seat has seen kept, the unseen parts resampled, future chance independent
of the real one). Searching bots act on those samples; the real match is out of reach.
"""

from __future__ import annotations

import math
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

    @property
    def players(self) -> int:
        """The number of players of the match."""
        return self._match.players

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
    """`text` as an int, else a float, else the text itself (each bot checks its values). A
    number too long for int() stays text rather than becoming an infinite float."""
    try:
        return int(text)
    except ValueError:  # int() also refuses more than 4300 digits
        pass
    try:
        number = float(text)
    except ValueError:
        return text
    named = text.strip().lstrip("+-").lower() in ("inf", "infinity", "nan")
    return number if math.isfinite(number) or named else text


def _shown(value: Any) -> str:
    """A setting's value as a refusal quotes it (short, in single quotes)."""
    text = str(value)
    text = text if len(text) <= 20 else text[:20] + "…"
    return "'" + "".join(ch if ch.isprintable() else "?" for ch in text) + "'"


def whole_setting(bot: str, key: str, value: Any, least: int) -> int:
    """The setting `key` of `bot` as a whole number of at least `least` (an integral float
    such as 1e3 counts); ValueError naming the bot, the setting and what it wants."""
    if isinstance(value, float) and math.isfinite(value) and value.is_integer():
        value = int(value)
    if not isinstance(value, int) or isinstance(value, bool) or value < least:
        raise ValueError(f"the {bot} setting {key} must be a whole number of at least {least}, "
                         f"not {_shown(value)}")
    return value


def number_setting(bot: str, key: str, value: Any, *, what: str = "a number",
                   above: float | None = None, span: tuple[float, float] | None = None
                   ) -> float:
    """The setting `key` of `bot` as a finite number (`what` names it for people, e.g. "a
    number of seconds"): greater than `above`, or within `span` (both ends allowed), when given.
    ValueError naming the bot, the setting and what it wants."""
    ok = isinstance(value, int | float) and not isinstance(value, bool)
    number = float(value) if ok else math.nan
    fits = math.isfinite(number) and (above is None or number > above) and \
        (span is None or span[0] <= number <= span[1])
    if not fits:
        limit = f" above {above:g}" if above is not None else \
            f" from {span[0]:g} to {span[1]:g}" if span is not None else ""
        raise ValueError(f"the {bot} setting {key} must be {what}{limit}, not {_shown(value)}")
    return number


def no_more_settings(bot: str, params: dict[str, Any], known: str) -> None:
    """ValueError naming the settings left in `params` (those `bot` does not take)."""
    if params:
        given = ", ".join(_shown(k) for k in params)
        takes = f"its parameters are {known}" if known else "it takes none"
        raise ValueError(f"{bot} has no parameter {given}; {takes}")
