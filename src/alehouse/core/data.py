"""A game's component data (its data/*.toml files), read with any study variant laid over it.

A *study variant* gives other values to what the rulebooks do not fix (the ASSUMPTIONs of a
game's RULES.md), to measure what the assumed values do to the balance (`alehouse balance
--assumptions`). It is a TOML file:

    game = "taverns-of-tiefenthal"      # the game id
    assumption = 5                      # the number of the assumption in the game's RULES.md
    title = "Nobles are worth 8 VP"     # the alternative, in a few words
    [data."cards.toml".nobles]          # per data file, the values it replaces (tables merge,
    vp = 8                              # anything else is replaced whole)

It is laid over the data only in a process started with the environment variable
ALEHOUSE_VARIANT naming the file, when the game's content is built (at import): the balance
study starts its game processes so and nothing else sets it. A record of a variant's game
replays only under the same variant. Without the variable, `read` is `tomllib` and nothing more.
"""

from __future__ import annotations

import os
import tomllib
from functools import cache
from pathlib import Path
from typing import Any

VARIANT = "ALEHOUSE_VARIANT"
"""The environment variable naming the study variant in force in a process."""


class BadVariant(ValueError):
    """A study variant file that cannot be read or does not fit the data; the message is one
    line for people."""


def read(data_dir: Path, name: str) -> dict[str, Any]:
    """The data file `name` of the game whose data folder is `data_dir`, with the variant in
    force (if any, and if it is this game's) laid over it."""
    data = tomllib.loads((data_dir / name).read_text())
    variant = in_force()
    if variant is None or package_of(variant["game"]) != data_dir.parent.name:
        return data
    overlay = variant.get("data", {}).get(name)
    return data if overlay is None else merged(data, overlay, name)


def package_of(game_id: str) -> str:
    """The package name of a game id ("heaven-and-ale" -> "heaven_and_ale")."""
    return game_id.replace("-", "_")


def merged(data: dict[str, Any], overlay: dict[str, Any], where: str) -> dict[str, Any]:
    """`data` with `overlay` laid over it: tables merge key by key, other values are replaced.
    BadVariant for a key the data does not have (a misspelt variant must not pass unnoticed)."""
    out = dict(data)
    for key, value in overlay.items():
        if key not in data:
            raise BadVariant(f"the variant changes {where}.{key}, which the data does not have")
        if isinstance(value, dict) and isinstance(data[key], dict):
            out[key] = merged(data[key], value, f"{where}.{key}")
        else:
            out[key] = value
    return out


def in_force() -> dict[str, Any] | None:
    """The study variant named by ALEHOUSE_VARIANT (None when it is not set)."""
    path = os.environ.get(VARIANT)
    return load_variant(Path(path)) if path else None


@cache
def load_variant(path: Path) -> dict[str, Any]:
    """A study variant file, checked for its game, assumption, title and data tables."""
    try:
        variant = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise BadVariant(f"cannot read the study variant {path}: {exc}") from None
    for key, kind in (("game", str), ("assumption", int), ("title", str), ("data", dict)):
        if not isinstance(variant.get(key), kind):
            raise BadVariant(f"the study variant {path} needs `{key}` "
                             f"({'a table' if kind is dict else kind.__name__})")
    return variant
