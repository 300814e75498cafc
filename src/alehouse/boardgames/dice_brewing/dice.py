"""Dice a player holds: finding, taking and adding them, in a canonical order.

Lists of dice stay sorted (colour, value, flags), so equal positions have equal states and
legal actions come out in a stable order. When an action names a die by colour and value and
several match, the one without a token under it is taken first.
"""

from __future__ import annotations

from bisect import insort
from functools import lru_cache

from alehouse.core.action import Action
from alehouse.core.chance import Chance

from . import actions as A
from .content import DICE
from .state import Die, Player

COLOUR_INDEX = {c: i for i, c in enumerate(DICE)}
STORE = {(c, v): A.Store(c, v) for c in DICE for v in A.VALUES}
"""Every store action, built once (by colour and value)."""
KIND_BIT = {c: 6 * i - 1 for i, c in enumerate(DICE)}
"""A kind of die (colour, value) as a bit: ``1 << (KIND_BIT[colour] + value)``, so that bits
from low to high are the kinds in the canonical order (colour, then value)."""
KIND_OF_BIT = tuple((c, v) for c in DICE for v in A.VALUES)
"""The kind of die of each bit (`KIND_BIT`)."""
BLUE_BIT = KIND_BIT["blue"] + 1
"""The bit of a blue 1: ``(mask >> BLUE_BIT) & 63`` are the blue values of a kinds mask."""
BLUE_KINDS = 63 << BLUE_BIT
"""The blue kinds of a kinds mask."""


PLAIN = {c: {v: Die(c, v) for v in A.VALUES} for c in DICE}
"""The dice without a token, by colour and value, made once: dice are values, so positions share
them (making a frozen dataclass costs several attribute settings)."""


def plain(colour: str, value: int) -> Die:
    """The die of this colour and value without a token."""
    die = PLAIN[colour].get(value)
    return Die(colour, value) if die is None else die


def key(die: Die) -> tuple[int, int, bool, bool, bool]:
    return (COLOUR_INDEX[die.colour], die.value, die.blocked, die.protected, die.raised)


def add(dice: list[Die], die: Die) -> None:
    """Put `die` in its place in the canonical order (after the dice equal to it)."""
    insort(dice, die, key=key)


def _ok(die: Die, unblocked: bool, unprotected: bool) -> bool:
    return not (unblocked and die.blocked) and not (unprotected and die.protected)


def find(dice: list[Die], colour: str, value: int, *, unblocked: bool = True,
         unprotected: bool = False) -> int | None:
    """Index of a die of this colour and value (the first in canonical order, so unflagged
    first). `unblocked`: skip dice an opponent blocked (their owner cannot use them);
    `unprotected`: skip protected dice (nobody may change or withdraw them)."""
    for i, d in enumerate(dice):
        if d.colour == colour and d.value == value and _ok(d, unblocked, unprotected):
            return i
    return None


def take(dice: list[Die], colour: str, value: int, *, unblocked: bool = True,
         unprotected: bool = False) -> Die:
    i = find(dice, colour, value, unblocked=unblocked, unprotected=unprotected)
    assert i is not None, (colour, value)
    return dice.pop(i)


def kinds(dice: list[Die], *, unblocked: bool = True, unprotected: bool = False
          ) -> list[tuple[str, int]]:
    """The distinct (colour, value) of the dice that pass the filters, in canonical order."""
    if unblocked and unprotected:
        found = [(d.colour, d.value) for d in dice if not d.blocked and not d.protected]
    elif unblocked:
        found = [(d.colour, d.value) for d in dice if not d.blocked]
    elif unprotected:
        found = [(d.colour, d.value) for d in dice if not d.protected]
    else:
        found = [(d.colour, d.value) for d in dice]
    return list(dict.fromkeys(found))


def usable(dice: list[Die], *, unprotected: bool = False) -> int:
    """The kinds of the dice not blocked by an opponent (those their owner can use), as a bit
    set (`KIND_BIT`): the same kinds as `kinds(dice, unprotected=unprotected)`, in a form tables
    are looked up by. `unprotected`: leave out protected dice too."""
    mask = 0
    for d in dice:
        if not d.blocked and not (unprotected and d.protected):
            mask |= 1 << (KIND_BIT[d.colour] + d.value)
    return mask


def kinds_of(mask: int) -> list[tuple[str, int]]:
    """The kinds of die (colour, value) of a bit set (`KIND_BIT`), in the canonical order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(KIND_OF_BIT[low.bit_length() - 1])
        mask ^= low
    return out


COUNT_SHIFT = {c: 30 * i - 5 for i, c in enumerate(DICE)}
"""Dice held as one number: 5 bits counting the dice of each colour and value, at bit
``COUNT_SHIFT[colour] + 5 * value`` (colours in `DICE` order)."""


def counted(dice: list[Die], usable: bool) -> int:
    """The dice (`usable`: those not blocked) as a `COUNT_SHIFT` number."""
    held = 0
    for d in dice:
        if not (usable and d.blocked):
            held += 1 << (COUNT_SHIFT[d.colour] + 5 * d.value)
    return held


def values(held: int, colour: str) -> tuple[int, ...]:
    """The values of the dice of `colour` in a `COUNT_SHIFT` number, ascending."""
    return _values(held >> (COUNT_SHIFT[colour] + 5) & (1 << 30) - 1)


@lru_cache(maxsize=1 << 12)
def _values(counts: int) -> tuple[int, ...]:
    """The values of dice counted 5 bits a value (1 to 6), ascending."""
    out: list[int] = []
    for v in A.VALUES:
        out += [v] * (counts >> 5 * (v - 1) & 31)
    return tuple(out)


def roll(chance: Chance, colour: str) -> Die:
    return PLAIN[colour][chance.roll(6)]


def count(dice: list[Die], colour: str) -> int:
    return sum(1 for d in dice if d.colour == colour)


def store_actions(seat: Player) -> tuple[Action, ...]:
    """Moving a die from the active pool to the storage (never back), one action per kind of
    usable die."""
    return stores(usable(seat.pool))


@lru_cache(maxsize=4096)
def stores(pool: int) -> tuple[Action, ...]:
    """The store actions of an active pool holding these kinds of usable die (`usable`)."""
    return tuple(STORE[kind] for kind in kinds_of(pool))
