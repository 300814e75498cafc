"""Movement of the Monks and Encouragement.

A `move` takes one upright monk to one destination and pays the shortest legal route (every
step between adjacent connected tiles costs 1 movement point; the Abbey is one tile). A route
may pass over finished tiles (praying monks or not) and fully occupied tiles under
construction; it ends on a tile under construction that is not full (the monk stops on an empty
box and may not move again this step) or on any tile that is not full. A monk may jump to its
owner's secret passage (or, in the team game, the partner's) for 1 point from anywhere, unless a
monk prays there. A monk that began the step on a tile under construction may step onto another
empty box of it for free (once), and may leave it only while it is not full.
"""

from __future__ import annotations

from . import actions as A
from .content import ABBEY, BUILDING, CONTENT, FINISHED, FREE_USED, STOPPED, UNLAID
from .geometry import T_CIRCLE, T_NBOXES, counts, split_building
from .seats import partner
from .state import State

C = CONTENT
TILE_IDS = C.tile_ids
T_BOXES = C.t_boxes
N_TILES = C.n_tiles
MONKS = C.monks_per_player
PASSAGE_OF = C.passage_of

N_BOXES = 4
"""Box values are 0-3 (0: a finished tile)."""
EMPTY_BOXES: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(b for b in boxes if not taken >> b & 1) for taken in range(1 << N_BOXES))
    for boxes in T_BOXES)
"""EMPTY_BOXES[tile][taken]: the boxes of `tile` (highest first) whose bit is not set in the
mask `taken` of the boxes monks stand on (`empty_boxes`)."""

_FROM: list[list[A.Move | None]] = [[None] * (N_TILES * N_BOXES)
                                    for _ in range(N_TILES * N_BOXES)]
"""_FROM[tile * 4 + box][to * 4 + to_box]: the move actions made so far, by source, looked up
by index (quicker than hashing a key)."""


def move_action(tile: int, box: int, to: int, to_box: int) -> A.Move:
    """The move action from (`tile`, `box`) to (`to`, `to_box`) (made once, then looked up)."""
    made = _FROM[tile * N_BOXES + box]
    found = made[to * N_BOXES + to_box]
    if found is None:
        found = made[to * N_BOXES + to_box] = A.Move(TILE_IDS[tile], box, TILE_IDS[to], to_box)
    return found


def praying_on(state: State, tile: int) -> int:
    """How many monks pray on `tile`."""
    if tile not in state.monk_tile:  # mostly no monk is there: one scan in C
        return 0
    n = 0
    for t, praying in zip(state.monk_tile, state.monk_pray):
        if praying and t == tile:
            n += 1
    return n


def passages(state: State, seat: int) -> list[int]:
    """The secret passages `seat`'s monks may jump to: their own, and in the team game their
    partner's; laid, and with no monk praying there."""
    status = state.status
    out = []
    t = PASSAGE_OF[state.players[seat].colour]
    if status[t] != UNLAID and praying_on(state, t) == 0:
        out.append(t)
    if state.variant == "team":
        mate = partner(state, seat)
        if mate >= 0:
            t = PASSAGE_OF[state.players[mate].colour]
            if status[t] != UNLAID and praying_on(state, t) == 0:
                out.append(t)
    return out


def movement_points(state: State, seat: int) -> int:
    """Twice the upright monks of `seat` in the monastery."""
    base = seat * MONKS
    monk_tile, monk_pray = state.monk_tile, state.monk_pray
    upright = 0
    for m in range(base, base + MONKS):
        if monk_tile[m] >= 0 and not monk_pray[m]:
            upright += 1
    return 2 * upright


def distances(state: State, source: int, budget: int, jumps: list[int],
              cnt: list[int], *, goal: int = -1) -> list[int]:
    """Movement points to reach each tile from `source` (-1: out of reach within `budget`).
    Routes continue only from the source, finished tiles and full tiles under construction.
    With a `goal` tile, the search may stop once it is reached (only its distance is sure)."""
    return _search(state, source, budget, jumps, cnt, goal)[0]


def _search(state: State, source: int, budget: int, jumps: list[int], cnt: list[int],
            goal: int = -1) -> tuple[list[int], list[int]]:
    """`distances`, and the tiles reached for at least 1 point (in the order found)."""
    status = state.status
    links = state.links
    dist = [-1] * N_TILES
    dist[source] = 0
    found: list[int] = []
    level = [source]
    d = 0
    while level and d < budget:
        d += 1
        nxt = []
        for u in level:
            if u != source and status[u] == BUILDING and cnt[u] < T_NBOXES[u]:
                continue  # a monk must stop on a tile under construction that is not full
            for v in links[u]:
                if dist[v] < 0:
                    dist[v] = d
                    nxt.append(v)
        if d == 1:
            for j in jumps:
                if dist[j] < 0:
                    dist[j] = 1
                    nxt.append(j)
        found += nxt
        level = nxt
        if goal >= 0 and dist[goal] >= 0:
            break
    return dist, found


def empty_boxes(state: State, tile: int) -> list[int]:
    """The box values of tile `tile` (under construction) no monk stands on, highest first."""
    return list(EMPTY_BOXES[tile][taken_boxes(state)[tile]])


def taken_boxes(state: State) -> list[int]:
    """Per tile: the mask of the boxes monks stand on (bit `box`). The list is kept in the
    state (`Occupancy`) until a monk moves: read it, never change it."""
    counts(state)  # the occupancy of the monks as they stand now
    occ = state.occupancy
    assert occ is not None
    boxes = state.monk_box
    if occ.taken is not None and occ.monk_box == boxes:
        return occ.taken
    taken = [0] * N_TILES
    for t, b in zip(state.monk_tile, boxes):
        if t >= 0:
            taken[t] |= 1 << b
    occ.monk_box = boxes.copy()
    occ.taken = taken
    return taken


def sources(state: State, seat: int) -> list[tuple[int, int]]:
    """(tile, box) of the monks `seat` may move now: upright, in the monastery, not stopped
    this step, not on a full tile under construction."""
    out: list[tuple[int, int]] = []
    base = seat * MONKS
    for m in range(base, base + MONKS):
        t = state.monk_tile[m]
        if t < 0 or state.monk_pray[m] or state.monk_flags[m] & STOPPED:
            continue
        key = (t, state.monk_box[m])
        if key not in out:
            out.append(key)
    out.sort()
    return out


def monk_at(state: State, seat: int, tile: int, box: int) -> int:
    """The monk of `seat` that a move from (tile, box) moves (-1: none)."""
    base = seat * MONKS
    for m in range(base, base + MONKS):
        if state.monk_tile[m] == tile and state.monk_box[m] == box and \
                not state.monk_pray[m] and not state.monk_flags[m] & STOPPED:
            return m
    return -1


FINISHED_STOP = (0,)
"""The one place to stop on a finished tile (box 0)."""


def stops(state: State, cnt: list[int]) -> tuple[list[tuple[int, ...]], list[int]]:
    """Per tile: where a monk arriving there may end his move: the empty boxes of a tile under
    construction (`empty_boxes`; all of them while no monk is there), box 0 of a finished tile
    that is not full (the Abbey never is), nowhere else; and the tiles with somewhere to stop,
    sorted. `cnt`: the monks on each tile."""
    status = state.status
    out: list[tuple[int, ...]] = [()] * N_TILES
    landings: list[int] = []
    taken: list[int] | None = None
    for t in state.laid:
        st = status[t]
        if st == BUILDING:
            if cnt[t] == 0:
                out[t] = T_BOXES[t]
            else:
                if taken is None:
                    taken = taken_boxes(state)
                boxes = out[t] = EMPTY_BOXES[t][taken[t]]
                if not boxes:
                    continue
        elif st == FINISHED and (t == ABBEY or cnt[t] < T_CIRCLE[t]):
            out[t] = FINISHED_STOP
        else:
            continue
        landings.append(t)
    landings.sort()
    return out, landings


def movers(state: State, seat: int) -> list[tuple[int, int, int]]:
    """(tile, box, monk) of `seat`'s monks that may move now (`sources`), sorted: of the monks
    on one (tile, box), the first is the one `monk_at` moves."""
    out: list[tuple[int, int, int]] = []
    monk_tile, monk_box = state.monk_tile, state.monk_box
    monk_pray, flags = state.monk_pray, state.monk_flags
    base = seat * MONKS
    for m in range(base, base + MONKS):
        t = monk_tile[m]
        if t < 0 or monk_pray[m] or flags[m] & STOPPED:
            continue
        out.append((t, monk_box[m], m))
    out.sort()
    return out


def moves(state: State, seat: int, mp: int, cnt: list[int] | None = None) -> list[A.Move]:
    """Every legal move of `seat` with `mp` movement points left (source, then destination).
    The routes are searched once per tile monks of `seat` leave from (monks on different boxes
    of one tile share them; `movers` and `_search`, inlined: this runs at most decisions), and
    where a monk may stop (`stops`) is worked out only for the tiles some route reaches (again
    for each search: looking is quicker than remembering)."""
    if cnt is None:
        cnt = counts(state)
    monk_tile, monk_box = state.monk_tile, state.monk_box
    monk_pray, flags = state.monk_pray, state.monk_flags
    base = seat * MONKS
    starts: list[tuple[int, int, int]] = []  # `movers`
    for m in range(base, base + MONKS):
        t = monk_tile[m]
        if t < 0 or monk_pray[m] or flags[m] & STOPPED:
            continue
        starts.append((t, monk_box[m], m))
    out: list[A.Move] = []
    if not starts:
        return out
    starts.sort()
    status, links = state.status, state.links
    jumps: list[int] | None = None
    taken: list[int] | None = None
    reach: dict[int, list[tuple[int, tuple[int, ...]]]] = {}
    last = (-1, -1)
    for tile, box, m in starts:
        if (tile, box) == last:
            continue  # monks on one finished tile's box move alike
        last = (tile, box)
        made = _FROM[tile * N_BOXES + box]
        if status[tile] == BUILDING:
            if cnt[tile] >= T_NBOXES[tile]:
                continue  # no monk may leave a fully occupied tile under construction
            if not flags[m] & FREE_USED:
                if taken is None:
                    taken = taken_boxes(state)
                here = tile * N_BOXES
                for b in EMPTY_BOXES[tile][taken[tile]]:  # empty_boxes
                    action = made[here + b]
                    out.append(action if action is not None else move_action(tile, box, tile, b))
        if mp < 1:
            continue
        targets = reach.get(tile)
        if targets is None:
            if jumps is None:
                jumps = passages(state, seat)
            # `_search`, inlined: the tiles reached for at least 1 point within `mp`
            seen = [False] * N_TILES
            seen[tile] = True
            found: list[int] = []
            level = [tile]
            for d in range(1, mp + 1):
                nxt = []
                for u in level:
                    if d > 1 and status[u] == BUILDING and cnt[u] < T_NBOXES[u]:
                        continue  # a monk must stop on a tile under construction not full
                    for v in links[u]:
                        if not seen[v]:
                            seen[v] = True
                            nxt.append(v)
                if d == 1:
                    for j in jumps:
                        if not seen[j]:
                            seen[j] = True
                            nxt.append(j)
                if not nxt:
                    break
                found += nxt
                level = nxt
            found.sort()
            targets = reach[tile] = []
            for v in found:  # `stops`, for this tile alone (mostly a finished one)
                st = status[v]
                if st == FINISHED:
                    if v == ABBEY or cnt[v] < T_CIRCLE[v]:
                        targets.append((v, FINISHED_STOP))
                elif st == BUILDING:
                    if cnt[v] == 0:
                        targets.append((v, T_BOXES[v]))
                        continue
                    if taken is None:
                        taken = taken_boxes(state)
                    boxes = EMPTY_BOXES[v][taken[v]]
                    if boxes:
                        targets.append((v, boxes))
        for v, boxes in targets:
            here = v * N_BOXES
            for b in boxes:
                action = made[here + b]
                out.append(action if action is not None else move_action(tile, box, v, b))
    return out


def move_cost(state: State, seat: int, tile: int, to: int, mp: int) -> int:
    """The movement points the cheapest route from `tile` to `to` costs within `mp` (-1: out
    of reach; 0: the same tile, a free step onto another box). A tile connected to the start
    is one step away whatever else lies around: no search."""
    if tile == to:
        return 0
    if mp >= 1 and to in state.links[tile]:
        return 1
    dist = distances(state, tile, mp, passages(state, seat), counts(state), goal=to)
    return dist[to]


def do_move(state: State, seat: int, tile: int, box: int, to: int, to_box: int,
            mp: int) -> tuple[int, int]:
    """Move the monk; returns (movement points paid, blessings collected on arrival). The free
    step onto another box of the same tile collects none, unless read otherwise (RULES.md
    assumption 34, `free_step_receives_blessings`)."""
    m = monk_at(state, seat, tile, box)
    cost = move_cost(state, seat, tile, to, mp)
    if tile != to:
        _move_counted(state, m, to)
    state.monk_tile[m] = to
    state.monk_box[m] = to_box
    if tile == to:
        state.monk_flags[m] |= FREE_USED
        if not C.free_step_receives_blessings:
            return 0, 0
        got = state.bless[to]
        state.bless[to] = 0
        return 0, got
    got = 0
    if state.status[to] == BUILDING:
        state.monk_flags[m] |= STOPPED
        got = state.bless[to]
        state.bless[to] = 0
    return cost, got


def _move_counted(state: State, m: int, to: int) -> None:
    """The kept monk counts (`counts`) as they will be once monk `m` goes to tile `to`:
    brought up to date rather than counted again (a new list: callers may hold the old one).
    Call it just before the monk's tile changes; nothing is kept when they are not kept now."""
    occ = state.occupancy
    tiles = state.monk_tile
    if occ is None or occ.monk_tile != tiles:
        return
    cnt = occ.counts.copy()
    cnt[tiles[m]] -= 1
    cnt[to] += 1
    occ.counts = cnt
    occ.monk_tile[m] = to
    occ.monk_box = occ.taken = None  # `taken_boxes` looks again when asked


def encourage_targets(state: State, cnt: list[int] | None = None) -> list[int]:
    """Tiles under construction that are not full (ASSUMPTION: blessings go only where a monk
    can still arrive to take them), in the order they were laid. `cnt`: the monks on each
    tile, when already counted."""
    if cnt is None:
        cnt = counts(state)
    return split_building(state, cnt)[1].copy()
