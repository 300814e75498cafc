"""The placements of a dice arrangement turn (5.1): seeds and dice placed on the player board,
blue dice speeding a waiting effect up, looked up in tables made at import from the fields'
data.

A player's fields open now and the kinds of die they hold are bit sets (fields in board order,
dice by `dice.KIND_BIT`). The actions of one field for the kinds of die one source holds are
worked out once and kept (`placements` joins those of the open fields that take one of the
dice held: too many combinations of fields, pool and storage come up to keep each list whole),
and so are the speed-ups of a combination: the same lists, in the same order, as reading the
rules field by field (`board.field_open`, then every kind of die of the active pool, then of
the storage; see tests/boardgames/dice_brewing/test_reference.py).
"""

from __future__ import annotations

from functools import cache, lru_cache

from alehouse.core.action import Action

from . import actions as A
from . import dice as D
from .content import CONTENT, DICE, SOURCES, Field
from .state import Player, State

C = CONTENT

PLACE_SEED = {f: A.PlaceSeed(f) for f in A.SEED_FIELDS}
PLACE_DIE = {(f, s, c, v): A.PlaceDie(f, s, c, v) for f in A.DIE_FIELDS for s in SOURCES
             for c in DICE for v in A.VALUES}
SPEED_UP = {(f, s, v): A.SpeedUp(f, s, v) for f in A.SPEED_FIELDS for s in SOURCES
            for v in A.VALUES}
"""Every placement and speed-up action, built once (by field, source, colour, value)."""

FIELD_BIT = {f.id: 1 << i for i, f in enumerate(C.fields)}
"""Each field as a bit, in board order."""
BUILDING_BITS = {b.id: sum(FIELD_BIT[f] for f in b.fields) for b in C.buildings}
SEED_BITS = sum(FIELD_BIT[f.id] for f in C.fields if "seed" in f.takes)
PILE_ROLL_BITS = sum(FIELD_BIT[f.id] for f in C.fields if f.effect == "pile_roll")
RAISE_BITS = sum(FIELD_BIT[f.id] for f in C.fields if f.effect == "raise")
SPEED_BITS = sum(FIELD_BIT[f.id] for f in C.fields if f.speed)
FITS = {f.id: sum(1 << (D.KIND_BIT[c] + v) for c in DICE if c in f.takes
                  for v in A.VALUES if v >= f.min)
        for f in C.fields}
"""The kinds of die each field takes (`dice.KIND_BIT`)."""


@cache
def opened(round_: int) -> int:
    """The fields whose building is open in this round (padlocks)."""
    return sum(FIELD_BIT[f] for b in C.buildings if round_ >= b.opens for f in b.fields)


def open_fields(state: State, seat: Player) -> int:
    """The fields `seat` may place on now (`board.field_open`, for every field at once):
    building open and not blocked, field not used by them this round (the School of Skills
    pile roll once a round), nor by as many players as it holds."""
    fields = opened(state.round)
    for b in seat.blocked_buildings:
        fields &= ~BUILDING_BITS[b]
    for fid in seat.board:
        fields &= ~FIELD_BIT[fid]
    if seat.swapped:
        fields &= ~PILE_ROLL_BITS
    capacity = C.capacity[len(state.players)]
    for fid, users in state.field_users.items():
        if users >= capacity:
            fields &= ~FIELD_BIT[fid]
    return fields


class _Chunks(dict[int, tuple[Action, ...]]):
    """One field's placements from one source, by the kinds of die there that the field takes
    (a `dice.KIND_BIT` mask, already cut to the field's `FITS`): worked out when first asked
    for and kept (at most 4,096 masks: no field takes more than two colours)."""

    def __init__(self, field: Field, source: str) -> None:
        super().__init__()
        self._field = field
        self._source = source

    def __missing__(self, kinds: int) -> tuple[Action, ...]:
        fid, source = self._field.id, self._source
        chunk = tuple(PLACE_DIE[fid, source, c, v] for c in DICE if c in self._field.takes
                      for v in A.VALUES if kinds >> (D.KIND_BIT[c] + v) & 1)
        self[kinds] = chunk
        return chunk


_NO_DICE: dict[int, tuple[Action, ...]] = {0: ()}
"""A seed field's placements from a die source: none (its mask is 0)."""

FieldTable = tuple[int, dict[int, tuple[Action, ...]], dict[int, tuple[Action, ...]]]
"""A field's `FITS` mask, its placements from the active pool and from the storage by mask."""


def _field_table(field: Field) -> FieldTable:
    if "seed" in field.takes:
        return 0, {0: (PLACE_SEED[field.id],)}, _NO_DICE
    return FITS[field.id], _Chunks(field, "pool"), _Chunks(field, "storage")


FIELD_TABLES = tuple(_field_table(f) for f in C.fields)
"""`_field_table` of every field, in board order."""


@cache
def _open_tables(fields: int) -> tuple[FieldTable, ...]:
    """The `FIELD_TABLES` of the `fields` (bits), in board order (at most 2,048 sets)."""
    return tuple(t for f, t in zip(C.fields, FIELD_TABLES) if fields & FIELD_BIT[f.id])


@cache
def _open_raises(fields: int) -> tuple[bool, ...]:
    """Per table of `_open_tables(fields)`: is its field a raise field (M3, H2)?"""
    return tuple(bool(RAISE_BITS & FIELD_BIT[f.id]) for f in C.fields if fields & FIELD_BIT[f.id])


def placements(fields: int, pool: int, storage: int,
               changeable: tuple[int, int] | None = None) -> list[Action]:
    """Every placement on the `fields` (bits; a seed field only when a seed can be placed) of
    dice of these kinds (`dice.usable`) in the active pool and the storage: field by field in
    board order, the pool's dice before the storage's, each in the canonical order. With
    `changeable` (the kinds of the pool's and the storage's dice without a protecting token),
    the raise fields take only those (assumption 19 read the other way)."""
    out: list[Action] = []
    if changeable is None:
        for fits, from_pool, from_storage in _open_tables(fields):
            out += from_pool[pool & fits]
            out += from_storage[storage & fits]
        return out
    for (fits, from_pool, from_storage), raises in zip(_open_tables(fields),
                                                       _open_raises(fields)):
        p, s = changeable if raises else (pool, storage)
        out += from_pool[p & fits]
        out += from_storage[s & fits]
    return out


def changeable_kinds(seat: Player, pool: int, storage: int) -> tuple[int, int] | None:
    """Assumption 19: None where the owner may change a protected die (the reading in force)
    or holds none that it would leave out; else the kinds of the active pool's and the
    storage's dice that the raise fields may take (`dice.usable` without protected dice)."""
    if C.owner_may_change_a_protected_die:
        return None
    changeable = (D.usable(seat.pool, unprotected=True),
                  D.usable(seat.storage, unprotected=True))
    return None if changeable == (pool, storage) else changeable


@lru_cache(maxsize=1 << 12)
def speed_ups(waiting: int, pool_blue: int, storage_blue: int) -> tuple[Action, ...]:
    """Every speed-up of the effects `waiting` (field bits) with a blue die of the values
    `pool_blue` / `storage_blue` (bit v - 1 for value v): field by field in board order, the
    pool's dice before the storage's, values ascending."""
    out: list[Action] = []
    for field in C.fields:
        if not waiting & FIELD_BIT[field.id]:
            continue
        for source, blue in zip(SOURCES, (pool_blue, storage_blue)):
            out.extend(SPEED_UP[field.id, source, v] for v in A.VALUES
                       if blue >> (v - 1) & 1 and v >= field.speed)
    return tuple(out)


@lru_cache(maxsize=1 << 12)
def accepting(kinds: int) -> int:
    """The die fields (bits) that take a die of one of these kinds (`dice.usable`)."""
    return sum(FIELD_BIT[f.id] for f in C.fields if FITS[f.id] & kinds)


def waiting_effects(seat: Player) -> int:
    """The fields (bits) whose effect waits on `seat`'s board and may be sped up."""
    waiting = 0
    for fid, use in seat.board.items():
        if not use.resolved:
            waiting |= FIELD_BIT[fid]
    return waiting & SPEED_BITS


def arrange_actions(state: State, player: int, more: bool) -> list[Action]:
    """The placements and speed-ups open to `player` (`more`: the turn may place more), then
    the store actions: the start of an arrangement turn's legal actions."""
    seat = state.players[player]
    pool = D.usable(seat.pool)
    out: list[Action] = []
    if more:
        storage = D.usable(seat.storage)
        fields = open_fields(state, seat) & ((SEED_BITS if seat.seeds else 0)
                                             | accepting(pool | storage))
        if fields:
            out = placements(fields, pool, storage, changeable_kinds(seat, pool, storage))
        blue = (pool >> D.BLUE_BIT) & 63, (storage >> D.BLUE_BIT) & 63
        if blue != (0, 0):
            waiting = waiting_effects(seat)
            if waiting:
                out.extend(speed_ups(waiting, *blue))
    out.extend(D.stores(pool))
    return out


def may_arrange(state: State, player: int) -> bool:
    """Whether an arrangement turn of `player` offers more than passing (action tokens apart):
    `arrange_actions` is not empty (worked out without listing them)."""
    seat = state.players[player]
    for d in seat.pool:
        if not d.blocked:
            return True  # it may be stored
    storage = D.usable(seat.storage)  # the pool holds no die its owner may use
    taking = accepting(storage)
    changeable = changeable_kinds(seat, 0, storage)
    if changeable is not None:  # assumption 19 read the other way: protected dice not raised
        taking = taking & ~RAISE_BITS | accepting(changeable[1]) & RAISE_BITS
    if open_fields(state, seat) & ((SEED_BITS if seat.seeds else 0) | taking):
        return True
    blue = (storage >> D.BLUE_BIT) & 63
    return bool(blue) and bool(speed_ups(waiting_effects(seat), 0, blue))
