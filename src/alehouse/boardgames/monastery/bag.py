"""The cloth bag and the tiles behind the screens: drawing (always through the chance stream,
so that a draw can never be taken back), returning a tile, and which tiles may go back.

Rulebook: The Prayer Hour Rounds (drawing), Exchanging, Symbol Tiles (the Workshop). Draws are
hidden: the others' logs say only how many tiles were drawn or that one was returned.
"""

from __future__ import annotations

import bisect

from alehouse.core.log import Log, LogEntry

from .content import CONTENT
from .seats import name
from .state import State

C = CONTENT
T_KIND = C.tile_kind


def draw_one(state: State, seat: int) -> int:
    """Draw one tile from the bag (not empty) behind `seat`'s screen; returns it."""
    t = state.bag.pop(state.chance.below(len(state.bag)))
    bisect.insort(state.players[seat].hand, t)
    return t


def draw_tiles(state: State, seat: int, k: int, log: Log) -> None:
    """`seat` draws `k` tiles, fewer when the bag runs out (ASSUMPTION 10)."""
    drawn = []
    for _ in range(k):
        if not state.bag:
            break
        drawn.append(draw_one(state, seat))
    _log_draw(state, seat, drawn, k, log)


def draw_in_turn(state: State, seats: list[int], k: int, log: Log) -> None:
    """The Prayer Hour's draw: each of `seats` (turn order from the Abbot) draws `k` tiles,
    fewer once the bag is empty. Each player in turn draws all his tiles (RULES.md assumption
    10), or, read otherwise (`draw_one_tile_at_a_time`), the players draw one tile at a time in
    turn, so that a short bag is shared out more evenly."""
    if not C.draw_one_tile_at_a_time:
        for seat in seats:
            draw_tiles(state, seat, k, log)
        return
    drawn: dict[int, list[int]] = {seat: [] for seat in seats}
    for _ in range(k):
        for seat in seats:
            if state.bag:
                drawn[seat].append(draw_one(state, seat))
    for seat in seats:
        _log_draw(state, seat, drawn[seat], k, log)


def _log_draw(state: State, seat: int, drawn: list[int], k: int, log: Log) -> None:
    """Log what `seat` drew of the `k` tiles due (hidden from the others: only how many)."""
    if drawn:
        log.append(LogEntry(f"{name(state, seat)} draws " + ", ".join(C.tile_name(t)
                                                                        for t in drawn),
                            only=seat, public=f"{name(state, seat)} draws {len(drawn)} "
                            f"tile{'s' * (len(drawn) != 1)}"))
    elif k:
        log.append(f"{name(state, seat)} draws nothing: the bag is empty")


def returnable(state: State, seat: int) -> list[int]:
    """Kinds of the tiles `seat` may put back into the bag (ASSUMPTION: never the secret
    passage, which is not a bag tile)."""
    out: list[int] = []
    for t in state.players[seat].hand:
        k = T_KIND[t]
        if C.kinds[k].owner < 0 and k not in out:
            out.append(k)
    out.sort()
    return out


RETURNABLE: tuple[bool, ...] = tuple(C.kinds[k].owner < 0 for k in T_KIND)
"""Per tile: its kind may go back into the bag (`returnable`)."""


def can_exchange(state: State, seat: int) -> bool:
    """Exchanging needs a tile in the bag and one behind the screen that may go back."""
    return bool(state.bag) and any(map(RETURNABLE.__getitem__, state.players[seat].hand))


def return_tile(state: State, seat: int, kind: int, log: Log) -> None:
    """`seat` puts a tile of `kind` from behind the screen back into the bag."""
    hand = state.players[seat].hand
    t = next(x for x in hand if T_KIND[x] == kind)
    hand.remove(t)
    bisect.insort(state.bag, t)
    log.append(LogEntry(f"{name(state, seat)} returns the {C.tile_name(t)} to the bag",
                        only=seat, public=f"{name(state, seat)} returns a tile to the bag"))
