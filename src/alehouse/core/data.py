"""A game's component data (its data/*.toml files), read with any study variant laid over it.

A *study variant* gives other values to what the rulebooks do not fix (the ASSUMPTIONs of a
game's RULES.md), to measure what the assumed values do to the balance (`alehouse balance
--assumptions`). It is a TOML file:

    game = "taverns-of-tiefenthal"      # the game id
    assumption = 5                      # the number of the assumption in the game's RULES.md
    title = "Nobles are worth 8 VP"     # the alternative, in a few words
    options = { modules = 2 }           # optional: the game options it is played with (for
                                        # an assumption that matters only off the defaults)
    [data."cards.toml".nobles]          # per data file, the values it replaces (tables merge,
    vp = 8                              # anything else is replaced whole)

A list of tables whose items have an `id` takes a table keyed by those ids, each merged into
its item (`[data."tiles.toml".tile.garden_end]` with `class = "grey"` changes one tile and
keeps the rest of the list as the data has it); any other list is replaced whole.

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
    """`data` with `overlay` laid over it: tables merge key by key, a table over a list of
    tables with ids merges into the items it names by id, other values are replaced.
    BadVariant for a key or id the data does not have (a misspelt variant must not pass
    unnoticed)."""
    out = dict(data)
    for key, value in overlay.items():
        if key not in data:
            raise BadVariant(f"the variant changes {where}.{key}, which the data does not have")
        if isinstance(value, dict) and isinstance(data[key], dict):
            out[key] = merged(data[key], value, f"{where}.{key}")
        elif isinstance(value, dict) and _has_ids(data[key]):
            out[key] = _merged_by_id(data[key], value, f"{where}.{key}")
        elif isinstance(value, dict) and isinstance(data[key], list):
            raise BadVariant(f"the variant gives {where}.{key} a table, but its items have no "
                             f"ids to name: give the whole list")
        else:
            out[key] = value
    return out


def _has_ids(value: Any) -> bool:
    """Whether `value` is a non-empty list of tables that each have an `id`."""
    return (isinstance(value, list) and bool(value)
            and all(isinstance(item, dict) and "id" in item for item in value))


def _merged_by_id(items: list[dict[str, Any]], overlay: dict[str, Any],
                  where: str) -> list[dict[str, Any]]:
    """`items` (in their order) with each table of `overlay` merged into the item of its id."""
    ids = {item["id"] for item in items}
    for item_id, change in overlay.items():
        if item_id not in ids:
            raise BadVariant(f"the variant changes {where}.{item_id}, but no item there has "
                             f"the id {item_id}")
        if not isinstance(change, dict):
            raise BadVariant(f"the variant gives {where}.{item_id} a value; an item is "
                             f"changed by a table of its keys")
    return [merged(item, overlay[item["id"]], f"{where}.{item['id']}")
            if item["id"] in overlay else item for item in items]


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
    if not isinstance(variant.get("options", {}), dict):
        raise BadVariant(f"the study variant {path} has `options` that are not a table of "
                         f"game options")
    return variant
