"""The monastery as geometry: occupancy, where a tile may be laid, laying it, groups.

Rulebook: Laying Tiles (under-construction side up; adjacent to a finished or fully occupied
tile; connected by a path or gateway), Restrictions (no dead ends; gateways optional; grey and
brown never side by side; group limits), The Livestock Tiles (laid finished, no paths, a
blessing per adjacent tile). Everything per rotation and per side is precomputed in content.py
(`C.fits`, and from it `C.fitting`: the rotations of each kind that fit each side pattern), so
the legal placements are the open cells (`frontier`, worked out once per call) times a table
look-up per tile kind.
"""

from __future__ import annotations

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
from .state import Frontier, Occupancy, State

C = CONTENT
KINDS = C.kinds
SIDES = C.sides
FITS = C.fits
FITTING = C.fitting
NEIGH = C.neigh
T_KIND = C.tile_kind
T_CLS = C.t_cls
T_GROUP = C.t_group
T_CIRCLE = C.t_circle
T_NBOXES = tuple(len(b) for b in C.t_boxes)
T_LIVESTOCK: tuple[bool, ...] = tuple(KINDS[k].livestock for k in T_KIND)
N_TILES = C.n_tiles
N_CELLS = C.n_cells
ABBEY_RIM: tuple[int, ...] = tuple(sorted(
    {n for c in C.abbey_cells for n in NEIGH[c] if n >= 0 and n not in C.abbey_cells}))
"""The 10 cells touching the Abbey."""

TOUCH_GREY, TOUCH_BROWN = 1, 2
"""Bits of what touches an empty cell (`surroundings`): a grey tile (the Abbey counts as
grey), a brown tile. Dual-purpose tiles, Paths and Livestock set neither (they may touch
both)."""
GROUP_TOUCH: dict[int, int] = {NO_GROUP: 0, PATH_GROUP: 4, FIELD_GROUP: 8, GARDEN_GROUP: 16}
"""The bit a tile of each group sets on the empty cells it touches (0: no group limit)."""
T_TOUCH: tuple[int, ...] = tuple(
    (TOUCH_GREY if c == GREY else TOUCH_BROWN if c == BROWN else 0) | GROUP_TOUCH[g]
    for c, g in zip(T_CLS, T_GROUP))
"""Per tile: the bits it sets on the empty cells it touches."""
CLASH: tuple[int, ...] = tuple(
    TOUCH_BROWN if k.cls == GREY else TOUCH_GREY if k.cls == BROWN else 0 for k in KINDS)
"""Per kind: the touch bit that forbids laying it (grey and brown never side by side)."""
K_GROUP_TOUCH: tuple[int, ...] = tuple(GROUP_TOUCH[k.group] for k in KINDS)
"""Per kind: the touch bit of its own group: only a cell with it set can break the group limit
(alone, a tile is a group of one)."""

T_BIT: tuple[int, ...] = tuple(1 << k for k in T_KIND)
"""Per tile: the bit of its kind in the masks of kinds below."""
FIT_MASK: tuple[int, ...] = tuple(
    sum(1 << k.index for k in KINDS if FITTING[k.index][code]) for code in range(256))
"""Per side code: the kinds with a rotation that may face it (`content.fitting`)."""
TOUCHES = 32
"""Touch bits (`surroundings`) are below 32."""
ALLOWED_MASK: tuple[int, ...] = tuple(
    sum(1 << k.index for k in KINDS if not touch & CLASH[k.index]) for touch in range(TOUCHES))
"""Per touch bits: the kinds that may lie there beside grey and brown (`CLASH`)."""
GROUPED_MASK: tuple[int, ...] = tuple(
    sum(1 << k.index for k in KINDS if touch & K_GROUP_TOUCH[k.index])
    for touch in range(TOUCHES))
"""Per touch bits: the kinds that would join a group there (the group limit is checked)."""
RIM: tuple[tuple[int, ...], ...] = tuple(tuple(n for n in nb if n >= 0) for nb in NEIGH)
"""Per cell: its neighbours inside the window."""
AROUND: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((n, d) for d, n in enumerate(nb) if n >= 0) for nb in NEIGH)
"""Per cell: (neighbour, direction) of its neighbours inside the window."""
FACE: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(((SIDES[T_KIND[t]][r][(d + 2) & 3] + 1) << (2 * d)) | (T_TOUCH[t] << 8)
                for d in range(4)) for r in range(4))
    for t in range(N_TILES))
"""FACE[tile][rotation][d]: what laid `tile` shows an empty cell it lies in direction `d` of:
its side's digit of the side code (content.fits), and its touch bits from bit 8. The Abbey's
sides are all paths in every rotation, as `side_of` says."""

_LAY: dict[int, A.LayTile] = {}
"""Every lay_tile action made so far (each once: legal_actions only looks them up), by
(kind * N_CELLS + cell) * 4 + rotation."""
_FITTED: dict[int, tuple[A.LayTile, ...]] = {}
"""`fitted_actions` made so far, by ((kind * N_CELLS + cell) << 8) | side code."""
FITTED_BASE: tuple[int, ...] = tuple((k * N_CELLS) << 8 for k in range(len(KINDS)))
"""Per kind: its part of the keys of `_FITTED` (the cell and side code are added)."""
KIND_OF_BIT: dict[int, int] = {1 << k: k for k in range(len(KINDS))}
"""The kind of each bit of the masks of kinds (`T_BIT`)."""
BASE_OF_BIT: dict[int, int] = {1 << k: FITTED_BASE[k] for k in range(len(KINDS))}
"""The `FITTED_BASE` of the kind of each bit of the masks of kinds."""


def lay_action(kind: int, cell: int, rot: int) -> A.LayTile:
    """The lay_tile action of a tile of `kind` on `cell` with rotation `rot` (made once)."""
    key = (kind * N_CELLS + cell) * 4 + rot
    found = _LAY.get(key)
    if found is None:
        y, x = divmod(cell, C.width)  # C.xy
        found = _LAY[key] = A.LayTile(KINDS[kind].id, x + C.x0, y + C.y0, rot)
    return found


# --- occupancy ---------------------------------------------------------------------------------


def counts(state: State) -> list[int]:
    """Monks on each tile. The list is kept in the state (`Occupancy`) until a monk moves:
    read it, never change it."""
    tiles = state.monk_tile
    occ = state.occupancy
    if occ is not None and occ.monk_tile == tiles:
        return occ.counts
    cnt = [0] * N_TILES
    for t in tiles:
        if t >= 0:
            cnt[t] += 1
    state.occupancy = Occupancy(tiles.copy(), cnt)
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


def candidate_cells(state: State, cnt: list[int], *, any_tile: bool = False) -> list[int]:
    """Empty window cells touching an anchor (or any tile with `any_tile`), in cell order."""
    grid = state.grid
    status = state.status
    xs, ys = state.tile_x, state.tile_y
    x0, y0, width = C.x0, C.y0, C.width
    out: set[int] = set()
    for t in state.laid:
        if not any_tile:
            st = status[t]  # is_anchor, inlined
            if st != FINISHED and (st != BUILDING or cnt[t] < T_NBOXES[t]):
                continue
        for n in ABBEY_RIM if t == ABBEY else RIM[(ys[t] - y0) * width + xs[t] - x0]:  # C.cell
            if grid[n] < 0:
                out.add(n)
    return sorted(out)


def side_of(state: State, tile: int, d: int) -> int:
    """The side of laid `tile` facing direction `d` (the Abbey: a path on every edge)."""
    if tile == ABBEY:
        return PATH
    return SIDES[T_KIND[tile]][state.rotation[tile]][d]


def surroundings(state: State, cell: int) -> tuple[int, int]:
    """What faces an empty cell: the packed code of the four facing sides (content.fits), and
    the touch bits of the tiles touching it (T_TOUCH: grey, brown, the group)."""
    faced = _faced(state.grid, state.rotation, cell)
    return faced & 255, faced >> 8


def _faced(grid: list[int], rotation: list[int], cell: int) -> int:
    """`surroundings` packed in one int: the side code, then the touch bits from bit 8."""
    faced = 0
    for n, d in AROUND[cell]:
        t = grid[n]
        if t >= 0:
            faced |= FACE[t][rotation[t]][d]
    return faced


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
    finished tiles of its group joined to it through finished tiles, at most 4. A tile finished
    in the same round counts once turned over (RULES.md assumption 17), or, read otherwise
    (`fully_occupied_group_tiles_count_as_finished`), as soon as it is fully occupied."""
    group = T_GROUP[tile]
    value = C.group_value[group]
    total = value
    seen = [tile]
    stack = [tile]
    status = state.status
    cnt = counts(state) if C.fully_occupied_group_tiles_count_as_finished else None
    while stack:
        u = stack.pop()
        for v in _group_neighbours(state, u, group):
            if v in seen:
                continue
            if status[v] == FINISHED or (cnt is not None and status[v] == BUILDING
                                         and cnt[v] >= T_NBOXES[v]):
                seen.append(v)
                stack.append(v)
                total += value
    return min(total, C.group_max)


# --- legal placements --------------------------------------------------------------------------

Spot = tuple[int, int, int]
"""An open cell with what faces it: (cell, side pattern code, touch bits) (`surroundings`)."""


def frontier(state: State, cnt: list[int], *, any_tile: bool = False) -> list[Spot]:
    """The cells where a tile may go (`candidate_cells`, in cell order), each with its
    surroundings: worked out once per call, then shared by every tile kind."""
    grid, rotation = state.grid, state.rotation
    out: list[Spot] = []
    for cell in candidate_cells(state, cnt, any_tile=any_tile):
        faced = 0
        for n, d in AROUND[cell]:  # _faced, inlined
            t = grid[n]
            if t >= 0:
                faced |= FACE[t][rotation[t]][d]
        out.append((cell, faced & 255, faced >> 8))
    return out


def kind_placements(state: State, kind: int, spots: list[Spot]) -> list[A.LayTile]:
    """Every legal lay_tile of a tile of `kind` on the `spots` (cell, then rotation order):
    grey and brown not side by side, a distinct rotation with no dead end, connected by a path
    or gateway (Livestock need not be; `content.fitting`), within the group limit."""
    clash = CLASH[kind]
    in_group = K_GROUP_TOUCH[kind]
    made = _FITTED
    base = kind * N_CELLS
    out: list[A.LayTile] = []
    for cell, code, touch in spots:
        if touch & clash:
            continue
        if touch & in_group:
            out.extend(_within_limit(state, kind, cell, code))
            continue
        fitted = made.get(((base + cell) << 8) | code)
        out.extend(fitted if fitted is not None else fitted_actions(kind, cell, code))
    return out


def fitted_actions(kind: int, cell: int, code: int) -> tuple[A.LayTile, ...]:
    """The lay_tile actions of `kind` on `cell` facing side pattern `code`, in rotation order,
    before the group limit (`content.fitting`; made once, then looked up)."""
    key = ((kind * N_CELLS + cell) << 8) | code
    found = _FITTED.get(key)
    if found is None:
        made = []
        for r in FITTING[kind][code]:
            made.append(lay_action(kind, cell, r))
        found = _FITTED[key] = tuple(made)
    return found


def _within_limit(state: State, kind: int, cell: int, code: int) -> list[A.LayTile]:
    """`fitted_actions` that keep the group limit (the cell touches a tile of the group)."""
    limit = C.group_limit.get(KINDS[kind].group, 0)
    return [action for r, action in zip(FITTING[kind][code], fitted_actions(kind, cell, code))
            if merged_group_size(state, kind, cell, r) <= limit]


def hand_kinds(state: State, player: int) -> list[int]:
    """The kinds of the tiles behind `player`'s screen, each once, in kind order."""
    kinds: list[int] = []
    for t in state.players[player].hand:
        k = T_KIND[t]
        if k not in kinds:
            kinds.append(k)
    kinds.sort()
    return kinds


def frontier_of(state: State) -> Frontier:
    """The state's `Frontier`, made or brought up to date: tiles laid since it was made (their
    cell leaves it, the empty cells around them are faced anew) and tiles finished since (the
    empty cells around them become places new tiles may always go)."""
    status = state.status
    fr = state.frontier
    if fr is not None and fr.status == status:
        return fr
    grid, rotation, laid = state.grid, state.rotation, state.laid
    xs, ys = state.tile_x, state.tile_y
    x0, y0, width = C.x0, C.y0, C.width
    if fr is None:
        fr = state.frontier = Frontier(status, {}, {}, set(), [], {}, 0)
        new = laid
        finished = [t for t in laid if status[t] == FINISHED]
    else:
        new = laid[fr.laid:]
        finished = [t for t in (*fr.building, *new) if status[t] == FINISHED]
    faced, fits, fixed = fr.faced, fr.fits, fr.fixed
    touched: set[int] = set()
    for t in new:
        for cell in C.abbey_cells if t == ABBEY else ((ys[t] - y0) * width + xs[t] - x0,):
            if cell in faced:
                del faced[cell], fits[cell]
            fixed.discard(cell)
        for n in ABBEY_RIM if t == ABBEY else RIM[(ys[t] - y0) * width + xs[t] - x0]:
            if grid[n] < 0:
                touched.add(n)
    for t in finished:
        for n in ABBEY_RIM if t == ABBEY else RIM[(ys[t] - y0) * width + xs[t] - x0]:
            if grid[n] < 0:
                fixed.add(n)
    for cell in touched:
        code = 0
        for n, d in AROUND[cell]:  # _faced, inlined
            t = grid[n]
            if t >= 0:
                code |= FACE[t][rotation[t]][d]
        faced[cell] = code
        touch = code >> 8
        fits[cell] = (FIT_MASK[code & 255] & ALLOWED_MASK[touch], GROUPED_MASK[touch],
                      (cell << 8) | (code & 255))
    # tiles only ever go from under construction to finished: the new ones are all to look at
    fr.building = [t for t in (*fr.building, *new) if status[t] == BUILDING]
    fr.laid = len(laid)
    fr.limited = {}
    fr.placed_for = fr.placed = None
    fr.split_for = fr.split = None
    fr.status = status.copy()
    return fr


def split_building(state: State, cnt: list[int], fr: Frontier | None = None
                   ) -> tuple[list[int], list[int]]:
    """The tiles under construction in the order they were laid, split by `cnt` (the monks on
    each tile): those fully occupied, those not (a monk arriving there stops). Kept in the
    state's `Frontier` while `cnt` is the list `counts` keeps (a new one whenever a monk
    moves): read them, never change them. `fr`: the state's Frontier, when
    just brought up to date (`frontier_of`)."""
    if fr is None:
        fr = frontier_of(state)
    split = fr.split
    if split is not None and fr.split_for is cnt:
        return split
    full: list[int] = []
    open_: list[int] = []
    for t in fr.building:
        if cnt[t] >= T_NBOXES[t]:
            full.append(t)
        else:
            open_.append(t)
    split = fr.split = (full, open_)
    occ = state.occupancy
    # kept for the list `counts` keeps alone: another list may change
    fr.split_for = cnt if occ is not None and occ.counts is cnt else None
    return split


def placements(state: State, player: int, cnt: list[int] | None = None) -> list[A.LayTile]:
    """Every legal lay_tile of `player` now: each tile kind behind the screen, each cell, each
    distinct rotation (kind, then cell, then rotation order). The same as `kind_placements` for
    each of `hand_kinds` on the `frontier`, worked out from the state's `Frontier` (what faces
    each open cell is kept between calls): each open cell next to an anchor is asked at once
    which kinds of the hand may go there (bit masks of kinds), and each fitting (kind, cell) is
    noted by its key in `_FITTED`, whose order is kind, then cell: sorting the keys orders the
    actions. The list is kept in the `Frontier` for the next call with the same kinds in hand
    and the same fully occupied tiles: read it, never change it."""
    hand = 0
    for t in state.players[player].hand:
        hand |= T_BIT[t]
    if not hand:
        return []
    if cnt is None:
        cnt = counts(state)
    fr = frontier_of(state)
    full = split_building(state, cnt, fr)[0]
    placed_for = (hand, full)
    if fr.placed_for == placed_for:
        return fr.placed  # type: ignore[return-value]
    near = fr.fixed
    if full:
        grid = state.grid
        xs, ys = state.tile_x, state.tile_y
        x0, y0, width = C.x0, C.y0, C.width
        near = near.copy()
        for t in full:
            for n in RIM[(ys[t] - y0) * width + xs[t] - x0]:  # C.cell
                if grid[n] < 0:
                    near.add(n)
    fits, limited = fr.fits, fr.limited
    keys: list[int] = []  # of `_FITTED`: sorted, they are in kind, then cell order
    for cell in near:  # in any order: the keys are sorted after
        avail, group, at = fits[cell]
        fit = avail & hand
        if not fit:
            continue
        grouped = fit & group
        while grouped:
            low = grouped & -grouped
            grouped ^= low
            fit ^= low
            key = BASE_OF_BIT[low] + at
            if key not in limited:
                limited[key] = _within_limit(state, KIND_OF_BIT[low], cell, at & 255)
            keys.append(key)
        while fit:
            low = fit & -fit
            fit ^= low
            keys.append(BASE_OF_BIT[low] + at)
    keys.sort()
    made = _FITTED
    out: list[A.LayTile] = []
    for key in keys:
        got = made.get(key) if key not in limited else limited[key]
        out.extend(got if got is not None else _fitted_by_key(key))
    fr.placed_for = placed_for
    fr.placed = out
    return out


def _fitted_by_key(key: int) -> tuple[A.LayTile, ...]:
    """`fitted_actions` by its key in `_FITTED`."""
    kind, cell = divmod(key >> 8, N_CELLS)
    return fitted_actions(kind, cell, key & 255)


def can_lay_somewhere(state: State, player: int, *, ignore_anchors: bool = False) -> bool:
    """Some tile behind `player`'s screen fits somewhere (`ignore_anchors`: next to any tile,
    as if every laid tile were finished)."""
    if not ignore_anchors:
        return bool(placements(state, player))
    hand = 0
    for t in state.players[player].hand:
        hand |= T_BIT[t]
    if not hand:
        return False
    fr = frontier_of(state)
    for cell, (avail, group, at) in fr.fits.items():
        fit = avail & hand
        if fit & ~group:
            return True
        grouped = fit & group
        while grouped:
            low = grouped & -grouped
            grouped ^= low
            if _within_limit(state, KIND_OF_BIT[low], cell, at & 255):
                return True
    return False


def tiles_exhausted(state: State) -> bool:
    """"It is no longer possible to lay any further tiles": the bag is empty and no tile behind
    any screen fits anywhere, even counting every laid tile as finished (RULES.md assumption
    23), or, read otherwise (`no_further_tiles_even_once_all_are_finished` false), no tile
    behind any screen can be laid in the monastery as it is now."""
    if state.bag:
        return False
    ever = C.no_further_tiles_even_once_all_are_finished
    return not any(can_lay_somewhere(state, p, ignore_anchors=ever)
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
    code, touch = surroundings(state, cell)
    if touch & CLASH[kind]:
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
    """Take a tile of `kind` from behind `player`'s screen (the first such, by id)."""
    hand = state.players[player].hand
    for tile in hand:
        if T_KIND[tile] == kind:
            hand.remove(tile)
            return tile
    raise ValueError(f"no tile of kind {kind} behind the screen")


def place(state: State, tile: int, cell: int, rot: int) -> None:
    """Put `tile` on the table (no rule checks): under construction, or finished for livestock."""
    y, x = divmod(cell, C.width)  # C.xy
    grid, adjacent_of, links_of = state.grid, state.adjacent, state.links
    state.status[tile] = FINISHED if T_LIVESTOCK[tile] else BUILDING
    state.tile_x[tile] = x + C.x0
    state.tile_y[tile] = y + C.y0
    state.rotation[tile] = rot
    grid[cell] = tile
    own = SIDES[T_KIND[tile]][rot]
    adjacent = list(adjacent_of[tile])
    links = list(links_of[tile])
    for n, d in AROUND[cell]:
        t = grid[n]
        if t < 0:
            continue
        if t not in adjacent:
            adjacent.append(t)
            adjacent_of[t] = (*adjacent_of[t], tile)
        if own[d] != EMPTY and side_of(state, t, (d + 2) & 3) != EMPTY and t not in links:
            links.append(t)
            links_of[t] = (*links_of[t], tile)
    adjacent_of[tile] = tuple(adjacent)
    links_of[tile] = tuple(links)
    state.laid.append(tile)


def is_laid(state: State, tile: int) -> bool:
    return state.status[tile] != UNLAID
