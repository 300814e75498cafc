"""Long lists of actions chosen in two steps, as the browser narrows them: first the piece
(the tile, the die, the resource), then the place. The game names the groups
(`Game.group_label`); the terminal only counts and numbers them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..core.words import plural

GROUP_AT = 16
"""Lists longer than this are grouped; shorter ones are shown whole."""


@dataclass(frozen=True)
class Entry:
    """One line of a grouped list: a group of several actions (`name` set) or one action
    alone; `members` are indices into the legal actions."""

    label: str
    members: tuple[int, ...]
    name: str | None = None

    @property
    def is_group(self) -> bool:
        return self.name is not None


def entries(labels: Sequence[str], groups: Sequence[str | None]) -> list[Entry]:
    """The lines of a list of actions (their `labels`, and the group each belongs to, or
    None): each group shared by several actions as one line, "Lay the Garden (12 choices)",
    where its first action stood; every other action as its own line."""
    members: dict[str, list[int]] = {}
    for i, group in enumerate(groups):
        if group is not None:
            members.setdefault(group, []).append(i)
    out: list[Entry] = []
    placed: set[str] = set()
    for i, (label, group) in enumerate(zip(labels, groups)):
        if group is None or len(members[group]) == 1:
            out.append(Entry(label, (i,)))
        elif group not in placed:
            placed.add(group)
            count = plural(len(members[group]), "choice")
            out.append(Entry(f"{group} ({count})", tuple(members[group]), group))
    return out


def grouped(labels: Sequence[str], groups: Sequence[str | None]) -> list[Entry] | None:
    """`entries` when the list is long enough to group and grouping shortens it; else None
    (the list is shown whole)."""
    if len(labels) <= GROUP_AT:
        return None
    lines = entries(labels, groups)
    return lines if len(lines) < len(labels) else None
