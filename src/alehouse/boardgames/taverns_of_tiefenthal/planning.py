"""Planning Phase E: which action spaces a die may go on, and what the plan will yield.

A space showing pips takes only a die of that value; "?" takes any die; "1x" spaces take one
die, the Monk and the Brewer any number. Each Dishwasher lets one die count 1 higher (several on
one die add up; a 6 never becomes a 1). Only the topmost Noble of the Noble table takes a die.
"""

from __future__ import annotations

from functools import cache, lru_cache
from itertools import chain
from operator import itemgetter

from . import actions as A
from .actions import TABLES
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

DIE = tuple(c.die for c in C.cards)
"""The die each card seated at a table needs, by card id (0 = any value, "?")."""
MAX_BOOST = 5
"""More Dishwashers than a 1 needs to become a 6 change nothing."""

Fits = tuple[tuple[A.Plan, ...], ...]
"""The plans of one die on one space, by ``[WHITE * white + value]`` (white: 1 or 0), for a
number of Dishwasher uses left."""
WHITE = 7
GET = tuple(itemgetter(i) for i in range(2 * WHITE))
"""`Fits` entry i of every space at once (``map(GET[i], spaces)``, in C)."""

_plan = lru_cache(maxsize=None, typed=True)(A.Plan)  # frozen: each made once, then reused


@cache
def fits(space: str, accepts: tuple[int, ...] | None) -> tuple[Fits, ...]:
    """The plans of every die on `space` while it accepts `accepts` (None: any value), by the
    Dishwasher uses left (0 to MAX_BOOST): the die as it shows on a "?" space, else with the
    Dishwashers it needs to show an accepted value."""
    def plans(white: bool, value: int, boosts: int) -> tuple[A.Plan, ...]:
        targets = (value,) if accepts is None else accepts
        return tuple(_plan(white, value, space, target - value) for target in targets
                     if 0 <= target - value <= boosts)
    return tuple(tuple(plans(bool(white), value, boosts)
                       for white in (0, 1) for value in range(WHITE))
                 for boosts in range(MAX_BOOST + 1))


@cache
def table_fits(table: int, die: int) -> tuple[Fits, ...]:
    """`fits` of table number `table` whose topmost card needs `die` (0: any value)."""
    return fits(TABLES[table], None if die == 0 else (die,))


OTHER_FITS: tuple[tuple[str, bool, tuple[Fits, ...]], ...] = tuple(
    (s, bool(C.spaces[s]["many"]),
     fits(s, None if C.spaces[s]["dice"] == "any" else tuple(C.spaces[s]["dice"])))
    for s in OTHER_SPACES)
"""For each space besides the tables, in planning order: the space, whether it takes any
number of dice, its `fits`."""
ALL_OTHERS: tuple[tuple[Fits, ...], ...] = tuple(
    tuple(by_boosts[boosts] for _, _, by_boosts in OTHER_FITS)
    for boosts in range(MAX_BOOST + 1))
"""The `Fits` of the spaces besides the tables while none holds a die, by Dishwasher uses
left."""


def open_spaces(player: Player) -> list[Fits]:
    """The `Fits` of every space that can take a die now, in planning order, for the player's
    Dishwasher uses left."""
    boosts = min(player.boosts, MAX_BOOST)
    taken = {p.space for p in player.placed}
    spaces = [table_fits(i, DIE[cards[-1]])[boosts] for i, cards in enumerate(player.tables)
              if cards and TABLES[i] not in taken]
    if not taken:
        spaces.extend(ALL_OTHERS[boosts])
        return spaces
    for space, many, by_boosts in OTHER_FITS:
        if many or space not in taken:
            spaces.append(by_boosts[boosts])
    return spaces


def placements(player: Player) -> list[A.Plan]:
    """Every die below the board planned on every space that takes it now, as `Plan` actions:
    the white dice, then the player's colour, each by value in increasing order, on the
    tables in order and then `OTHER_SPACES`, with the fewest Dishwashers the space needs
    (none on a "?" space)."""
    spaces = open_spaces(player)
    out: list[A.Plan] = []
    for white, dice in ((WHITE, player.white), (0, player.colour)):
        for value in sorted(set(dice)):
            out.extend(chain.from_iterable(map(GET[white + value], spaces)))
    return out


def fits_somewhere(player: Player) -> bool:
    """Some die below the board can be planned now (`placements` is not empty)."""
    spaces = open_spaces(player)
    return any(any(map(GET[value], spaces)) for value in {*player.white, *player.colour})


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
