"""Small helpers for the words people read, shared by every game and surface.

Games keep their own vocabulary (names, sentences) in their text modules and data files; these
only get the grammar right: `plural("1 coin", "2 coins")` and lists joined as people write them.
"""

from __future__ import annotations

from collections.abc import Sequence


def plural(count: int, noun: str, nouns: str | None = None) -> str:
    """`1 coin`, `2 coins`, `0 coins` (`nouns` for an irregular plural: `plural(2, "penalty",
    "penalties")`)."""
    return f"{count} {noun if count == 1 else nouns or noun + 's'}"


def joined(items: Sequence[str], last: str = "and") -> str:
    """"a", "a and b", "a, b and c" (empty: "")."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {last} {items[-1]}"
