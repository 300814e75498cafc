"""Scoring: building, prayer, toil and study, symbol tiles' conditions, and the testament.

Rulebook: Scoring (Building; Fields, Paths, and Gardens; Prayer; Toil), The Dual-Purpose
Tiles, Symbol Tiles (the Chapel, Scriptorium, Farm), Game End and Victory, the Team Game.
Each monk earns one way only: monks on full tiles under construction build (nothing else);
the monk called to prayer prays; the others toil or study on finished tiles.
"""

from __future__ import annotations

from alehouse.core.log import Log

from .content import ABBEY, BROWN, BUILDING, CONTENT, DUAL, FINISHED, GREY, NO_GROUP
from .geometry import T_CIRCLE, T_GROUP, T_NBOXES, counts, group_points, split_building
from .seats import partner
from .state import State

C = CONTENT
MONKS = C.monks_per_player
CHAPEL = C.symbol_tile["chapel"]
SCRIPTORIUM = C.symbol_tile["scriptorium"]
FARM = C.symbol_tile["farm"]


def symbols_on(state: State) -> bool:
    """The simple game plays without the effects of the symbol tiles."""
    return state.variant != "simple"


def monks_of(state: State, seat: int) -> range:
    return range(seat * MONKS, seat * MONKS + MONKS)


def building(state: State, seat: int) -> list[tuple[int, int]]:
    """(tile, points) for each of `seat`'s monks on a fully occupied tile under construction:
    the value of its box, or for a Field, Path or Garden the group points."""
    monk_tile = state.monk_tile
    out = []
    base = seat * MONKS
    for m in range(base, base + MONKS):  # monks_of
        t = monk_tile[m]
        if t < 0 or state.status[t] != BUILDING or monk_tile.count(t) < T_NBOXES[t]:
            continue
        pts = group_points(state, t) if T_GROUP[t] != NO_GROUP else state.monk_box[m]
        out.append((t, pts))
    return out


def prayer_value(state: State, tile: int) -> int:
    """The scoring circle; double in the Chapel."""
    if tile == CHAPEL and symbols_on(state):
        return 2 * T_CIRCLE[tile]
    return T_CIRCLE[tile]


def prayer_tiles(state: State, seat: int) -> list[int]:
    """Tiles where `seat` may call a monk to prayer: an upright monk of theirs on a finished
    tile with a scoring circle, alone there; in the Chapel (symbols on) up to three may pray,
    one per player."""
    monk_tile = state.monk_tile
    out = []
    base = seat * MONKS
    for m in range(base, base + MONKS):  # monks_of
        t = monk_tile[m]
        if t <= ABBEY or state.monk_pray[m] or state.status[t] != FINISHED or \
                T_CIRCLE[t] == 0 or t in out:
            continue
        if t == CHAPEL and symbols_on(state):
            praying = [i for i in range(len(state.monk_tile))
                       if state.monk_tile[i] == t and state.monk_pray[i]]
            if len(praying) >= 3 or any(i in monks_of(state, seat) for i in praying):
                continue
        elif monk_tile.count(t) != 1:
            continue
        out.append(t)
    out.sort()
    return out


def turn_finished_tiles(state: State, log: Log) -> None:
    """A fully occupied tile under construction is turned over once every player with monks on
    it has received their points; its monks are put back on it. Tiles in the order they were
    laid."""
    monk_tile = state.monk_tile
    status = state.status
    cnt = counts(state)
    # the Frontier lists the tiles under construction in the order they were laid
    full = split_building(state, cnt)[0]
    if not full:
        return
    waiting = [q * MONKS for q, done in enumerate(state.scored) if not done]
    for t in full:
        # every player with monks on it has scored: none of those still to score has one
        if not any(t in monk_tile[m:m + MONKS] for m in waiting):
            status[t] = FINISHED
            for m, x in enumerate(monk_tile):
                if x == t:
                    state.monk_box[m] = 0
            log.append(f"The {C.tile_name(t)} is finished and turned over")


def has_praying(state: State, tile: int) -> bool:
    """A monk prays on `tile`."""
    if True not in state.monk_pray:  # mostly none does: one scan in C
        return False
    return any(p and t == tile for t, p in zip(state.monk_tile, state.monk_pray))


def symbol_usable(state: State, seat: int, symbol: str, used: list[str]) -> bool:
    """A symbol tile works for a player with a monk there: symbols on, the tile finished (not
    under construction, so not just finished), no monk praying there, not yet used."""
    if not symbols_on(state) or symbol in used:
        return False
    t = C.symbol_tile[symbol]
    if state.status[t] != FINISHED:
        return False
    if not any(state.monk_tile[m] == t for m in monks_of(state, seat)):
        return False
    return not has_praying(state, t)


SYMBOL_HERE: tuple[str, ...] = tuple(
    sym if sym and C.symbol_tile[sym] == t else "" for t, sym in enumerate(C.t_symbol))
"""Per tile: the symbol whose tile it is (`C.symbol_tile`), or ""."""


def usable_symbols(state: State, seat: int, used: list[str]) -> list[str]:
    """The symbols `seat` may use now: each symbol for which `symbol_usable` holds, found in
    one pass over the seat's monks (in monk order)."""
    if not symbols_on(state):
        return []
    out: list[str] = []
    monk_tile = state.monk_tile
    base = seat * MONKS
    for m in range(base, base + MONKS):  # monks_of
        t = monk_tile[m]
        if t < 0:
            continue
        sym = SYMBOL_HERE[t]
        if sym and sym not in used and sym not in out and state.status[t] == FINISHED \
                and not has_praying(state, t):
            out.append(sym)
    return out


def toil(state: State, seat: int, kind: str) -> list[tuple[int, int]]:
    """(tile, points) for toil or study in a Study or Toil round: per finished tile with an
    upright monk of `seat` and no praying monk, 1 point if it suits the round (Study: grey,
    dual and the Abbey; Toil: brown and dual); Scriptorium +1, Farm +2."""
    out: list[tuple[int, int]] = []
    seen: list[int] = []
    base = seat * MONKS
    for m in range(base, base + MONKS):  # monks_of
        t = state.monk_tile[m]
        if t < 0 or state.monk_pray[m] or t in seen or state.status[t] != FINISHED:
            continue
        seen.append(t)
        if has_praying(state, t):
            continue
        cls = C.t_cls[t]
        pts = 0
        if kind == "study" and (t == ABBEY or cls in (GREY, DUAL)):
            pts = 1 + (1 if t == SCRIPTORIUM and symbols_on(state) else 0)
        elif kind == "toil" and cls in (BROWN, DUAL):
            pts = 1 + (2 if t == FARM and symbols_on(state) else 0)
        if pts:
            out.append((t, pts))
    out.sort()
    return out


# --- the testament -------------------------------------------------------------------------------


def testament(state: State, seat: int) -> dict[str, float]:
    """3 per large letter on your own track; minus the circle value of each unlaid tile behind
    your screen (livestock 0); 1 per blessing."""
    p = state.players[seat]
    base = p.colour * C.track_len
    letters = state.tracks[base:base + C.track_len].count(1)
    return {
        "letters": float(C.letter_points * letters),
        "unlaid_tiles": float(-sum(map(T_CIRCLE.__getitem__, p.hand))),
        "blessings": float(p.blessings),
    }


def breakdown(state: State, seat: int) -> dict[str, float]:
    """`seat`'s testament by line; they sum to the score. In the team game the partner's
    total is added ("partner"), so both partners score the team's total."""
    own = testament(state, seat)
    mate = partner(state, seat)
    if state.variant != "team" or mate < 0:
        return own
    return {**own, "partner": float(sum(testament(state, mate).values()))}


def tie_break(state: State, seat: int) -> tuple[float, ...]:
    """The lower the sentence part on the Prayer Board, the better (higher is better here); in
    the team game the team's lowest part (RULES.md assumption 24), or, read otherwise
    (`team_tie_broken_by_lowest_part` false), no tie-break: tied teams share the victory."""
    row = C.colour_row[state.players[seat].colour]
    mate = partner(state, seat)
    if mate >= 0:
        if not C.team_tie_broken_by_lowest_part:
            return (0.0,)
        row = max(row, C.colour_row[state.players[mate].colour])
    return (float(row),)
