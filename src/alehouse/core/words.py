"""Small helpers for the words people read, shared by every game and surface.

Games keep their own vocabulary (names, sentences) in their text modules and data files
(`package_words` reads a game's data/words.toml); these only get the grammar right:
`plural("1 coin", "2 coins")` and lists joined as people write them.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Sequence
from functools import cache
from importlib import resources
from typing import Any


def plural(count: int, noun: str, nouns: str | None = None) -> str:
    """`1 coin`, `2 coins`, `0 coins` (`nouns` for an irregular plural: `plural(2, "penalty",
    "penalties")`)."""
    return f"{count} {noun if count == 1 else nouns or noun + 's'}"


def joined(items: Sequence[str], last: str = "and") -> str:
    """"a", "a and b", "a, b and c" (empty: "")."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {last} {items[-1]}"


def paragraphs(text: str) -> list[str]:
    """The paragraphs of a text kept in a data file: blank lines part them, and the lines of
    one paragraph are joined by single spaces (the file wraps them at its own width, a screen
    at its own)."""
    return [" ".join(part.split()) for part in re.split(r"\n\s*\n", text) if part.strip()]


@cache
def package_words(package: str) -> dict[str, Any]:
    """A game package's data/words.toml, read once ({} when it has none): the names its
    surfaces show (score categories, the screen's legend, the game's own tables)."""
    words = resources.files(package) / "data" / "words.toml"
    return tomllib.loads(words.read_text()) if words.is_file() else {}
