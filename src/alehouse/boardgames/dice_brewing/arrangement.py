"""The placements of a dice arrangement turn (5.1): seeds and dice placed on the player board,
blue dice speeding a waiting effect up, looked up in tables made at import from the fields'
data.

A player's fields open now and the kinds of die they hold are bit sets (fields in board order,
dice by `dice.KIND_BIT`), and the actions for a combination of them are worked out once and
kept (`placements`, `speed_ups`): the same lists, in the same order, as reading the rules field
by field (`board.field_open`, then every kind of die of the active pool, then of the storage;
see tests/boardgames/dice_brewing/test_reference.py).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, lru_cache, partial

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


ByValues = tuple[tuple[Action, ...], ...]
"""Actions by a set of die values (index: bit v - 1 for value v)."""


def _by_values(action: Callable[[int], Action], fits: int) -> ByValues:
    """For each set of die values (bit v - 1 for value v), `action(v)` of those in `fits`,
    values ascending."""
    return tuple(tuple(action(v) for v in A.VALUES if (values & fits) >> (v - 1) & 1)
                 for values in range(64))


def _place_die(field: str, source: str, colour: str, value: int) -> Action:
    return PLACE_DIE[field, source, colour, value]


def _field_table(field: Field) -> tuple[int, Action | None, tuple[tuple[int, ByValues], ...],
                                        tuple[tuple[int, ByValues], ...]]:
    """A field's bit; its seed placement (a seed field); else per colour it takes: the shift of
    that colour's values in a kinds mask and its placements by values, of the active pool and
    of the storage."""
    if "seed" in field.takes:
        return FIELD_BIT[field.id], PLACE_SEED[field.id], (), ()
    parts = tuple(tuple((D.KIND_BIT[c] + 1,
                         _by_values(partial(_place_die, field.id, source, c),
                                    FITS[field.id] >> (D.KIND_BIT[c] + 1) & 63))
                        for c in DICE if c in field.takes)
                  for source in SOURCES)
    return FIELD_BIT[field.id], None, parts[0], parts[1]


FIELD_TABLES = tuple(_field_table(f) for f in C.fields)
"""`_field_table` of every field, in board order."""


@lru_cache(maxsize=1 << 14)
def placements(fields: int, pool: int, storage: int) -> tuple[Action, ...]:
    """Every placement on the `fields` (bits; a seed field only when a seed can be placed) of
    dice of these kinds (`dice.usable`) in the active pool and the storage: field by field in
    board order, the pool's dice before the storage's, each in the canonical order."""
    out: list[Action] = []
    for bit, seed, from_pool, from_storage in FIELD_TABLES:
        if not fields & bit:
            continue
        if seed is not None:
            out.append(seed)
            continue
        for shift, table in from_pool:
            out += table[pool >> shift & 63]
        for shift, table in from_storage:
            out += table[storage >> shift & 63]
    return tuple(out)


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


def arrange_actions(state: State, player: int, more: bool) -> list[Action]:
    """The placements and speed-ups open to `player` (`more`: the turn may place more), then
    the store actions: the start of an arrangement turn's legal actions."""
    seat = state.players[player]
    pool = D.usable(seat.pool)
    out: list[Action] = []
    if more:
        storage = D.usable(seat.storage)
        fields = open_fields(state, seat)
        if not seat.seeds:
            fields &= ~SEED_BITS
        if fields:
            out.extend(placements(fields, pool, storage))
        blue = (pool >> D.BLUE_BIT) & 63, (storage >> D.BLUE_BIT) & 63
        if blue != (0, 0):
            waiting = 0
            for fid, use in seat.board.items():
                if not use.resolved:
                    waiting |= FIELD_BIT[fid]
            waiting &= SPEED_BITS
            if waiting:
                out.extend(speed_ups(waiting, *blue))
    out.extend(D.stores(pool))
    return out


def may_arrange(state: State, player: int) -> bool:
    """Whether an arrangement turn of `player` offers more than passing (action tokens apart):
    `arrange_actions` is not empty."""
    for d in state.players[player].pool:
        if not d.blocked:
            return True  # it may be stored
    return bool(arrange_actions(state, player, True))
