"""Bot levels for players (easy, normal, hard, expert), read from data/levels.toml: each a name
a player understands, a line saying what to expect, and the bot spec it stands for.

`resolve` turns a level into its spec (any other spec is returned as it is), so a level is
accepted wherever a bot is named; `called` gives a bot in words for people ("a hard bot"),
never a spec string.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from .base import BotSpec


@dataclass(frozen=True)
class Level:
    """One level: `name` ("hard"), `called` ("a hard bot"), `line` (what to expect), `spec`
    (the bot it stands for, e.g. "ismcts:time=0.75")."""

    name: str
    called: str
    line: str
    spec: str


@cache
def _data() -> dict[str, Any]:
    with (resources.files("alehouse.bots") / "data" / "levels.toml").open("rb") as file:
        return tomllib.load(file)


@cache
def levels() -> dict[str, Level]:
    """The levels by name, from the weakest to the strongest."""
    return {entry["name"]: Level(entry["name"], entry["called"], entry["line"], entry["spec"])
            for entry in _data()["levels"]}


def level_names() -> list[str]:
    """The level names, from the weakest to the strongest."""
    return list(levels())


def level_of(spec: str) -> Level | None:
    """The level `spec` names (surrounding spaces ignored), or None for any other spec.
    ValueError when it names a level with settings (``hard:time=2``): a level has none."""
    name, colon, _ = spec.strip().partition(":")
    found = levels().get(name.strip())
    if found is not None and colon:
        raise ValueError(f"the level {found.name} takes no settings; name a bot with its "
                         f"settings instead (the {found.name} level is {found.spec})")
    return found


def resolve(spec: str) -> str:
    """The bot spec that plays for `spec`: a level's own spec, or `spec` unchanged."""
    found = level_of(spec)
    return found.spec if found is not None else spec


def with_spec(spec: str) -> str:
    """`spec` as a record or a table keeps it: a level with the spec it stands for ("hard
    (ismcts:time=0.75)"), any other spec as it is."""
    try:
        found = level_of(spec)
    except ValueError:
        found = None
    return f"{found.name} ({found.spec})" if found is not None else spec


def called(spec: str) -> str:
    """The bot of `spec` in words for people: a level's ("a hard bot"), else its bot's ("a
    searching bot"), else "a bot"."""
    try:
        found = level_of(spec)
    except ValueError:
        found = None
    if found is not None:
        return found.called
    try:
        name = BotSpec.parse(spec).name
    except ValueError:
        return "a bot"
    words: dict[str, str] = _data().get("bots", {})
    return words.get(name, "a bot")


__all__ = ["Level", "called", "level_names", "level_of", "levels", "resolve", "with_spec"]
