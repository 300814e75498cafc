"""Planning Phase E: which action spaces a die may go on, and what the plan will yield.

A space showing pips takes only a die of that value; "?" takes any die; "1x" spaces take one
die, the Monk and the Brewer any number. Each Dishwasher lets one die count 1 higher (several on
one die add up; a 6 never becomes a 1). Only the topmost Noble of the Noble table takes a die.
"""

from __future__ import annotations

from .content import CONTENT, TAVERN
from .state import Player

C = CONTENT
BREWER = TAVERN.index("brewer")
BARBACK = TAVERN.index("barback")


def space_values(player: Player, space: str,
                 taken: frozenset[str] | set[str] | None = None) -> tuple[int, ...] | None:
    """The values a space accepts (None: any value); () if it cannot take a die now. `taken`:
    the spaces that hold a planned die (worked out from the player when not given)."""
    if taken is None:
        taken = {p.space for p in player.placed}
    if space.startswith("table"):
        i = int(space[5:])
        if i >= len(player.tables) or not player.tables[i] or space in taken:
            return ()
        die = C.cards[player.tables[i][-1]].die
        return None if die == 0 else (die,)
    rules = C.spaces[space]
    if not rules["many"] and space in taken:
        return ()
    return None if rules["dice"] == "any" else tuple(rules["dice"])


OTHER_SPACES = ("cashbox", "barrel", "monk", "brewer")
"""The action spaces of the board besides the tables, in planning order."""


def placements(player: Player) -> list[tuple[bool, int, str, int]]:
    """Every (white?, value, space, boost) a die below the board can be planned with now."""
    out = []
    spaces = [f"table{i}" for i in range(len(player.tables))] + list(OTHER_SPACES)
    taken = {p.space for p in player.placed}
    accepted = [(s, space_values(player, s, taken)) for s in spaces]
    for white, dice in ((True, player.white), (False, player.colour)):
        for value in sorted(set(dice)):
            for space, ok in accepted:
                if ok is None:
                    out.append((white, value, space, 0))
                    continue
                for target in ok:
                    boost = target - value
                    if 0 <= boost <= player.boosts:
                        out.append((white, value, space, boost))
    return out


def income(player: Player, space: str) -> tuple[int, int, int]:
    """(thalers, beer, monastery steps) one die on `space` gives when removed."""
    if space.startswith("table"):
        i = int(space[5:])
        return (C.cards[player.tables[i][-1]].pays, 0, 0)
    rules = C.spaces[space]
    up = space in player.upgraded
    if space == "cashbox":
        return (rules["upgraded"] if up else rules["thalers"], 0, 0)
    if space == "barrel":
        return (0, rules["upgraded"] if up else rules["beer"], 0)
    if space == "monk":
        return (0, 0, rules["upgraded"] if up else rules["monastery"])
    brewers = sum(1 for c in player.areas if c == BREWER)
    per_die = rules["upgraded"] if up else rules["beer"]
    return (0, per_die + brewers * rules["per_card"], 0)


def planned_yield(player: Player) -> tuple[int, int]:
    """Module 3's Reputation Phase count: thalers from planned guests and the Cashbox, beer from
    the Brewer, the Barrel and the Barbacks (nothing else counts)."""
    thalers = beer = 0
    for p in player.placed:
        t, b, _ = income(player, p.space)
        thalers += t
        beer += b
    beer += sum(1 for c in player.areas if c == BARBACK)
    return thalers, beer
