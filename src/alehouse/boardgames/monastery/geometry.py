"""The monastery as geometry: occupancy, where a tile may be laid, laying it, groups.

Rulebook: Laying Tiles (under-construction side up; adjacent to a finished or fully occupied
tile; connected by a path or gateway), Restrictions (no dead ends; gateways optional; grey and
brown never side by side; group limits), The Livestock Tiles (laid finished, no paths, a
blessing per adjacent tile). Everything per rotation and per side is precomputed in content.py
(`C.fits`), so a placement check is a few table look-ups.
"""

from __future__ import annotations

from collections.abc import Iterable

from . import actions as A
from .content import (
    ABBEY,
    BROWN,
    BUILDING,
    CONTENT,
    EMPTY,
    FIELD_GROUP,
    FINISHED,
    GARDEN_GROUP,
    GREY,
    NO_GROUP,
    PATH,
    PATH_GROUP,
    UNLAID,
)
from .state import State

C = CONTENT
KINDS = C.kinds
SIDES = C.sides
FITS = C.fits
NEIGH = C.neigh
T_KIND = C.tile_kind
T_CLS = C.t_cls
T_GROUP = C.t_group
T_CIRCLE = C.t_circle
T_NBOXES = tuple(len(b) for b in C.t_boxes)
N_TILES = C.n_tiles
ABBEY_RIM: tuple[int, ...] = tuple(sorted(
    {n for c in C.abbey_cells for n in NEIGH[c] if n >= 0 and n not in C.abbey_cells}))
"""The 10 cells touching the Abbey."""

# every lay_tile action made once: legal_actions only looks them up
_LAY: dict[tuple[int, int, int], A.LayTile] = {}


def lay_action(kind: int, cell: int, rot: int) -> A.LayTile:
    key = (kind, cell, rot)
    found = _LAY.get(key)
    if found is None:
        x, y = C.xy(cell)
        found = _LAY[key] = A.LayTile(KINDS[kind].id, x, y, rot)
    return found


# --- occupancy ---------------------------------------------------------------------------------


def counts(state: State) -> list[int]:
    """Monks on each tile."""
    cnt = [0] * N_TILES
    for t in state.monk_tile:
        if t >= 0:
            cnt[t] += 1
    return cnt


def is_full(state: State, tile: int, cnt: list[int]) -> bool:
    """Fully occupied: under construction, every box holds a monk; finished, as many monks as
    the scoring circle shows. The Abbey never is."""
    if tile == ABBEY:
        return False
    if state.status[tile] == BUILDING:
        return cnt[tile] >= T_NBOXES[tile]
    return cnt[tile] >= T_CIRCLE[tile]


def is_anchor(state: State, tile: int, cnt: list[int]) -> bool:
    """A finished tile, or a fully occupied tile under construction: new tiles go next to it."""
    st = state.status[tile]
    return st == FINISHED or (st == BUILDING and cnt[tile] >= T_NBOXES[tile])


def tile_cells(state: State, tile: int) -> tuple[int, ...]:
    if tile == ABBEY:
        return C.abbey_cells
    return (C.cell(state.tile_x[tile], state.tile_y[tile]),)


def _rim(state: State, tile: int) -> Iterable[int]:
    if tile == ABBEY:
        return ABBEY_RIM
    return NEIGH[C.cell(state.tile_x[tile], state.tile_y[tile])]


def candidate_cells(state: State, cnt: list[int], *, any_tile: bool = False) -> list[int]:
    """Empty window cells touching an anchor (or any tile with `any_tile`), in cell order."""
    grid = state.grid
    out = set()
    for t in state.laid:
        if any_tile or is_anchor(state, t, cnt):
            for n in _rim(state, t):
                if n >= 0 and grid[n] < 0:
                    out.add(n)
    return sorted(out)


def side_of(state: State, tile: int, d: int) -> int:
    """The side of laid `tile` facing direction `d` (the Abbey: a path on every edge)."""
    if tile == ABBEY:
        return PATH
    return SIDES[T_KIND[tile]][state.rotation[tile]][d]


def surroundings(state: State, cell: int) -> tuple[int, bool, bool]:
    """What faces an empty cell: the packed code of the four facing sides (content.fits), and
    whether a grey and whether a brown tile touches it."""
    grid = state.grid
    code = 0
    grey = brown = False
    nb = NEIGH[cell]
    for d in range(4):
        n = nb[d]
        if n < 0:
            continue
        t = grid[n]
        if t < 0:
            continue
        s = PATH if t == ABBEY else SIDES[T_KIND[t]][state.rotation[t]][(d + 2) & 3]
        code |= (s + 1) << (2 * d)
        cls = T_CLS[t]
        if cls == GREY:
            grey = True
        elif cls == BROWN:
            brown = True
    return code, grey, brown


# --- groups ------------------------------------------------------------------------------------


def _group_neighbours(state: State, tile: int, group: int) -> tuple[int, ...]:
    """Tiles of the same group joined to `tile`: Paths connected by paths, Fields and Gardens
    side by side."""
    near = state.links[tile] if group == PATH_GROUP else state.adjacent[tile]
    return tuple(t for t in near if T_GROUP[t] == group)


def group_of(state: State, tile: int) -> list[int]:
    """The group `tile` belongs to (itself included), finished or not."""
    group = T_GROUP[tile]
    seen = [tile]
    stack = [tile]
    while stack:
        u = stack.pop()
        for v in _group_neighbours(state, u, group):
            if v not in seen:
                seen.append(v)
                stack.append(v)
    return seen


def merged_group_size(state: State, kind: int, cell: int, rot: int) -> int:
    """The size of the group a tile of `kind` laid here would belong to."""
    group = KINDS[kind].group
    own = SIDES[kind][rot]
    grid = state.grid
    seen: list[int] = []
    nb = NEIGH[cell]
    for d in range(4):
        n = nb[d]
        if n < 0:
            continue
        t = grid[n]
        if t < 0 or T_GROUP[t] != group:
            continue
        if group == PATH_GROUP and not (own[d] == PATH
                                        and side_of(state, t, (d + 2) & 3) == PATH):
            continue
        if t not in seen:
            for u in group_of(state, t):
                if u not in seen:
                    seen.append(u)
    return len(seen) + 1


def group_points(state: State, tile: int) -> int:
    """Building points for finishing Field, Path or Garden `tile`: its own value and that of the
    finished tiles of its group joined to it through finished tiles, at most 4."""
    group = T_GROUP[tile]
    value = C.group_value[group]
    total = value
    seen = [tile]
    stack = [tile]
    status = state.status
    while stack:
        u = stack.pop()
        for v in _group_neighbours(state, u, group):
            if v not in seen and status[v] == FINISHED:
                seen.append(v)
                stack.append(v)
                total += value
    return min(total, C.group_max)


# --- legal placements --------------------------------------------------------------------------


def _fits_here(state: State, kind: int, cell: int, code: int, grey: bool, brown: bool,
               rots: Iterable[int]) -> list[int]:
    """The rotations of `kind` that may be laid on `cell` (already known to touch an anchor)."""
    k = KINDS[kind]
    cls = k.cls
    if (cls == GREY and brown) or (cls == BROWN and grey):
        return []
    out = []
    base = kind * 4
    need = 1 if k.livestock else 2
    for r in rots:
        if FITS[base + r][code] < need:
            continue
        if k.group != NO_GROUP and merged_group_size(state, kind, cell, r) > \
                C.group_limit[k.group]:
            continue
        out.append(r)
    return out


def hand_kinds(state: State, player: int) -> list[int]:
    kinds: list[int] = []
    for t in state.players[player].hand:
        k = T_KIND[t]
        if k not in kinds:
            kinds.append(k)
    kinds.sort()
    return kinds


def placements(state: State, player: int, cnt: list[int] | None = None) -> list[A.LayTile]:
    """Every legal lay_tile of `player` now: each tile kind behind the screen, each cell, each
    distinct rotation (kind, then cell, then rotation order)."""
    kinds = hand_kinds(state, player)
    if not kinds:
        return []
    if cnt is None:
        cnt = counts(state)
    cells = candidate_cells(state, cnt)
    out: list[A.LayTile] = []
    rotations = C.rotations
    around = [surroundings(state, c) for c in cells]
    for kind in kinds:
        rots = rotations[kind]
        for cell, (code, grey, brown) in zip(cells, around):
            for r in _fits_here(state, kind, cell, code, grey, brown, rots):
                out.append(lay_action(kind, cell, r))
    return out


def can_lay_somewhere(state: State, player: int, *, ignore_anchors: bool = False) -> bool:
    kinds = hand_kinds(state, player)
    if not kinds:
        return False
    cnt = counts(state)
    for cell in candidate_cells(state, cnt, any_tile=ignore_anchors):
        code, grey, brown = surroundings(state, cell)
        for kind in kinds:
            if _fits_here(state, kind, cell, code, grey, brown, C.rotations[kind]):
                return True
    return False


def tiles_exhausted(state: State) -> bool:
    """"It is no longer possible to lay any further tiles": the bag is empty and no tile behind
    any screen fits anywhere, even counting every laid tile as finished (ASSUMPTION)."""
    if state.bag:
        return False
    return not any(can_lay_somewhere(state, p, ignore_anchors=True)
                   for p in range(len(state.players)))


def lay_refusal(state: State, player: int, kind: int, x: int, y: int, rot: int) -> str:
    """Which laying rule a lay_tile breaks (for explain)."""
    k = KINDS[kind]
    if not any(T_KIND[t] == kind for t in state.players[player].hand):
        return f"You have no {k.name} behind your screen"
    cell = C.cell(x, y)
    if state.grid[cell] >= 0:
        return f"A tile already lies at ({x}, {y})"
    cnt = counts(state)
    grid = state.grid
    touching = [grid[n] for n in NEIGH[cell] if n >= 0 and grid[n] >= 0]
    if not touching:
        return "A new tile must touch the monastery side to side (corners do not count)"
    if not any(is_anchor(state, t, cnt) for t in touching):
        return ("The new tile must be adjacent to a finished tile or to a fully occupied tile "
                "under construction")
    code, grey, brown = surroundings(state, cell)
    if (k.cls == GREY and brown) or (k.cls == BROWN and grey):
        return ("A grey Study tile and a brown Toil tile may never be laid side by side (the "
                "Abbey counts as grey)")
    fit = FITS[kind * 4 + rot][code]
    if fit == 0:
        return ("That would make a dead end: a path may not run into the empty side of another "
                "tile")
    if fit == 1 and not k.livestock:
        return "The new tile must be connected to another tile by a path or gateway"
    if k.group != NO_GROUP:
        limit = C.group_limit[k.group]
        if merged_group_size(state, kind, cell, rot) > limit:
            what = {PATH_GROUP: "Path", FIELD_GROUP: "Field", GARDEN_GROUP: "Garden"}[k.group]
            return f"At most {limit} {what} tiles may be in a group"
    if rot not in C.rotations[kind]:
        same = next(r for r in C.rotations[kind] if SIDES[kind][r] == SIDES[kind][rot])
        return (f"Rotation {rot} of the {k.name} is the same as rotation {same}: lay it with "
                f"rotation {same}")
    return "That placement is not allowed now"


# --- laying ------------------------------------------------------------------------------------


def take_from_hand(state: State, player: int, kind: int) -> int:
    hand = state.players[player].hand
    tile = next(t for t in hand if T_KIND[t] == kind)
    hand.remove(tile)
    return tile


def place(state: State, tile: int, cell: int, rot: int) -> None:
    """Put `tile` on the table (no rule checks): under construction, or finished for livestock."""
    x, y = C.xy(cell)
    state.status[tile] = FINISHED if KINDS[T_KIND[tile]].livestock else BUILDING
    state.tile_x[tile] = x
    state.tile_y[tile] = y
    state.rotation[tile] = rot
    state.grid[cell] = tile
    own = SIDES[T_KIND[tile]][rot]
    adjacent = list(state.adjacent[tile])
    links = list(state.links[tile])
    nb = NEIGH[cell]
    for d in range(4):
        n = nb[d]
        if n < 0:
            continue
        t = state.grid[n]
        if t < 0:
            continue
        if t not in adjacent:
            adjacent.append(t)
            state.adjacent[t] = (*state.adjacent[t], tile)
        if own[d] != EMPTY and side_of(state, t, (d + 2) & 3) != EMPTY and t not in links:
            links.append(t)
            state.links[t] = (*state.links[t], tile)
    state.adjacent[tile] = tuple(adjacent)
    state.links[tile] = tuple(links)
    state.laid.append(tile)


def is_laid(state: State, tile: int) -> bool:
    return state.status[tile] != UNLAID
