"""Dice a player holds: finding, taking and adding them, in a canonical order.

Lists of dice stay sorted (colour, value, flags), so equal positions have equal states and
legal actions come out in a stable order. When an action names a die by colour and value and
several match, the one without a token under it is taken first.
"""

from __future__ import annotations

from alehouse.core.action import Action
from alehouse.core.chance import Chance

from . import actions as A
from .content import DICE
from .state import Die, Player

COLOUR_INDEX = {c: i for i, c in enumerate(DICE)}
STORE = {(c, v): A.Store(c, v) for c in DICE for v in A.VALUES}
"""Every store action, built once (by colour and value)."""


def key(die: Die) -> tuple[int, int, bool, bool, bool]:
    return (COLOUR_INDEX[die.colour], die.value, die.blocked, die.protected, die.raised)


def add(dice: list[Die], die: Die) -> None:
    dice.append(die)
    dice.sort(key=key)


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
    out: list[tuple[str, int]] = []
    for d in dice:
        if _ok(d, unblocked, unprotected):
            cv = (d.colour, d.value)
            if cv not in out:
                out.append(cv)
    return out


def roll(chance: Chance, colour: str) -> Die:
    return Die(colour, chance.roll(6))


def count(dice: list[Die], colour: str) -> int:
    return sum(1 for d in dice if d.colour == colour)


def store_actions(seat: Player) -> list[Action]:
    """Moving a die from the active pool to the storage (never back), one action per kind of
    usable die."""
    return [STORE[kind] for kind in kinds(seat.pool)]
