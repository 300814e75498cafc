"""The fast enumerations of Monastery (geometry.py: `placements`, `can_lay_somewhere`;
movement.py: `moves`, `move_cost`) against a literal reading of the rules, written out here
once: the legal actions must be the same, in the same order, in every position, and each move
must cost the cheapest route.

The reference re-derives everything from where the tiles lie and the sides printed on them:
every square of the table window, every tile kind behind the screen, every rotation, each rule
checked in turn; routes are costed by relaxing until nothing changes. The game works the open
cells out once per call, looks the rotations up in a table made at import (`content.fitting`)
and searches the routes once per tile. Positions come from seeded random games of 2-4 players
(every variant, uniform and weighted random play), with random hands behind the screens too,
and from random monasteries that random play seldom builds (long groups, full tiles, monks
everywhere).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from alehouse import Chance, Match
from alehouse.boardgames.monastery import actions as A
from alehouse.boardgames.monastery import geometry as G
from alehouse.boardgames.monastery import movement as M
from alehouse.boardgames.monastery.content import (
    ABBEY,
    BROWN,
    BUILDING,
    CONTENT,
    DIRS,
    EMPTY,
    FIELD_GROUP,
    FINISHED,
    FREE_USED,
    GARDEN_GROUP,
    GREY,
    NO_GROUP,
    ON_BOARD,
    PATH,
    PATH_GROUP,
    STOPPED,
    UNLAID,
)
from alehouse.boardgames.monastery.decisions import LayTilesAndMove
from alehouse.boardgames.monastery.seats import partner
from alehouse.boardgames.monastery.state import State

from .helpers import MONKS, fresh, new, st

C = CONTENT
Square = tuple[int, int]

# --- the reference: the rules read literally ---------------------------------------------------


def ref_table(state: State) -> dict[Square, int]:
    """The tile lying on each square of the table: the Abbey's six, then every laid tile's."""
    where = {C.xy(cell): ABBEY for cell in C.abbey_cells}
    for t in range(C.n_tiles):
        if t != ABBEY and state.status[t] != UNLAID:
            where[(state.tile_x[t], state.tile_y[t])] = t
    return where


def ref_side(kind: int, rot: int, d: int) -> int:
    """The side of a tile of `kind` turned `rot` quarter turns clockwise that faces `d`."""
    return C.kinds[kind].sides[(d - rot) % 4]


def ref_facing(state: State, tile: int, d: int) -> int:
    """The side of laid `tile` facing direction `d`; the Abbey has a path on every edge."""
    return PATH if tile == ABBEY else ref_side(C.tile_kind[tile], state.rotation[tile], d)


def ref_near(where: dict[Square, int], x: int, y: int) -> list[tuple[int, int]]:
    """(direction, tile) of each tile side by side with square (x, y); corners do not count."""
    out = []
    for d, (dx, dy) in enumerate(DIRS):
        t = where.get((x + dx, y + dy))
        if t is not None:
            out.append((d, t))
    return out


def ref_monks_on(state: State, tile: int) -> int:
    return sum(1 for t in state.monk_tile if t == tile)


def ref_full(state: State, tile: int) -> bool:
    """Fully occupied: under construction, a monk on every numbered box; finished, as many monks
    as the scoring circle shows; never the Abbey."""
    if tile == ABBEY:
        return False
    if state.status[tile] == BUILDING:
        return ref_monks_on(state, tile) >= len(C.t_boxes[tile])
    return ref_monks_on(state, tile) >= C.t_circle[tile]


def ref_anchor(state: State, tile: int) -> bool:
    """New tiles go next to a finished tile or a fully occupied tile under construction."""
    return state.status[tile] == FINISHED or (state.status[tile] == BUILDING
                                              and ref_full(state, tile))


def ref_rotations(kind: int) -> list[int]:
    """The rotations of `kind`, leaving out each that gives the same tile as a lower one."""
    out: list[int] = []
    for r in range(4):
        if all(any(ref_side(kind, r, d) != ref_side(kind, q, d) for d in range(4))
               for q in out):
            out.append(r)
    return out


def ref_group_size(state: State, where: dict[Square, int], kind: int, x: int, y: int,
                   rot: int) -> int:
    """The tiles of the group a tile of `kind` laid at (x, y) would belong to: tiles of its group
    side by side (Paths: joined by a path on both facing sides), finished or not."""
    group = C.kinds[kind].group

    def group_at(sq: Square) -> int:
        return group if sq == (x, y) else C.t_group[where[sq]]

    def side_at(sq: Square, d: int) -> int:
        return ref_side(kind, rot, d) if sq == (x, y) else ref_facing(state, where[sq], d)

    seen = {(x, y)}
    stack = [(x, y)]
    while stack:
        sq = stack.pop()
        for d, (dx, dy) in enumerate(DIRS):
            nb = (sq[0] + dx, sq[1] + dy)
            if nb in seen or nb not in where or group_at(nb) != group:
                continue
            if group == PATH_GROUP and not (side_at(sq, d) == PATH
                                            and side_at(nb, (d + 2) % 4) == PATH):
                continue
            seen.add(nb)
            stack.append(nb)
    return len(seen)


def ref_refusal(state: State, where: dict[Square, int], kind: int, x: int, y: int, rot: int,
                *, any_tile: bool = False) -> str:
    """The laying rule a tile of `kind` at (x, y), turned `rot`, breaks ("" if none), checked
    in the rulebook's order. `any_tile`: next to any tile will do (as if all were finished)."""
    k = C.kinds[kind]
    near = ref_near(where, x, y)
    if not near:
        return "no tile side by side"
    if not any(any_tile or ref_anchor(state, t) for _, t in near):
        return "no finished or full neighbour"
    connected = False
    for d, t in near:
        mine, theirs = ref_side(kind, rot, d), ref_facing(state, t, (d + 2) % 4)
        if (mine == PATH and theirs == EMPTY) or (mine == EMPTY and theirs == PATH):
            return "dead end"
        if mine != EMPTY and theirs != EMPTY:
            connected = True
    if not connected and not k.livestock:
        return "not connected"
    classes = {C.t_cls[t] for _, t in near}
    if (k.cls == GREY and BROWN in classes) or (k.cls == BROWN and GREY in classes):
        return "grey and brown side by side"
    if k.group != NO_GROUP and ref_group_size(state, where, kind, x, y, rot) > \
            C.group_limit[k.group]:
        return "group limit"
    return ""


def ref_placements(state: State, player: int, *, any_tile: bool = False,
                   tally: Counter[str] | None = None) -> list[A.LayTile]:
    """Every lay_tile: each kind behind the screen (kind order), each empty square of the table
    window (row by row, west to east), each distinct rotation, where no laying rule is broken.
    (Squares with no tile side by side are passed over at once: nothing may be laid there.)"""
    where = ref_table(state)
    kinds = sorted({C.tile_kind[t] for t in state.players[player].hand})
    touching = [(x, y) for y in C.ys for x in C.xs
                if (x, y) not in where and ref_near(where, x, y)]
    out = []
    for kind in kinds:
        for x, y in touching:
            for rot in ref_rotations(kind):
                why = ref_refusal(state, where, kind, x, y, rot, any_tile=any_tile)
                if tally is not None:
                    tally[why or "laid"] += 1
                if not why:
                    out.append(A.LayTile(C.kinds[kind].id, x, y, rot))
    return out


def ref_links(state: State, where: dict[Square, int]) -> dict[int, set[int]]:
    """Which tiles each tile is connected to: side by side, a path or gateway on both facing
    sides (the Abbey is one tile over its six squares)."""
    links: dict[int, set[int]] = {t: set() for t in where.values()}
    for (x, y), t in where.items():
        for d, u in ref_near(where, x, y):
            if u != t and ref_facing(state, t, d) != EMPTY and \
                    ref_facing(state, u, (d + 2) % 4) != EMPTY:
                links[t].add(u)
    return links


def ref_passages(state: State, seat: int) -> list[int]:
    """The secret passages `seat`'s monks may jump to: their own (and in the team game their
    partner's), laid, with no monk praying there."""
    seats = [seat] + ([partner(state, seat)] if partner(state, seat) >= 0 else [])
    out = []
    for q in seats:
        t = C.passage_of[state.players[q].colour]
        praying = any(p and x == t for x, p in zip(state.monk_tile, state.monk_pray))
        if state.status[t] != UNLAID and not praying:
            out.append(t)
    return out


def ref_costs(state: State, links: dict[int, set[int]], seat: int, source: int,
              mp: int) -> dict[int, int]:
    """The cheapest route, at most `mp` points, from `source` to each tile: 1 per step to a
    connected tile, 1 for a jump to a secret passage from anywhere; a route goes on only from
    its start, finished tiles and fully occupied tiles under construction."""
    best = {source: 0}
    if mp >= 1:
        for j in ref_passages(state, seat):
            best.setdefault(j, 1)
    changed = True
    while changed:
        changed = False
        for u, cost in list(best.items()):
            if u != source and state.status[u] == BUILDING and not ref_full(state, u):
                continue  # a monk entering a tile under construction stops there
            for v in links[u]:
                if cost + 1 <= mp and cost + 1 < best.get(v, mp + 1):
                    best[v] = cost + 1
                    changed = True
    return best


def ref_empty_boxes(state: State, tile: int) -> list[int]:
    taken = [b for t, b in zip(state.monk_tile, state.monk_box) if t == tile]
    return [b for b in C.t_boxes[tile] if b not in taken]


def ref_move(tile: int, box: int, to: int, to_box: int) -> A.Move:
    return A.Move(C.tile_ids[tile], box, C.tile_ids[to], to_box)


def ref_moves(state: State, seat: int, mp: int) -> list[A.Move]:
    """Every move: from each place (tile, box) where an upright monk of `seat` stands that has
    not stopped this step (in order), the free step onto another empty box of a tile under
    construction it began on, then each tile it can reach for at least 1 point and stop on
    (tile order): an empty box of a tile under construction, or a finished tile that is not
    full. No monk leaves a fully occupied tile under construction."""
    links = ref_links(state, ref_table(state))
    mine = [m for m in range(seat * MONKS, seat * MONKS + MONKS)
            if state.monk_tile[m] != ON_BOARD and not state.monk_pray[m]
            and not state.monk_flags[m] & STOPPED]
    out: list[A.Move] = []
    for tile, box in sorted({(state.monk_tile[m], state.monk_box[m]) for m in mine}):
        if state.status[tile] == BUILDING:
            if ref_full(state, tile):
                continue
            monk = next(m for m in mine
                        if state.monk_tile[m] == tile and state.monk_box[m] == box)
            if not state.monk_flags[monk] & FREE_USED:
                out.extend(ref_move(tile, box, tile, b) for b in ref_empty_boxes(state, tile))
        if mp < 1:
            continue
        costs = ref_costs(state, links, seat, tile, mp)
        for to in sorted(costs):
            if costs[to] < 1:
                continue
            if state.status[to] == BUILDING:
                out.extend(ref_move(tile, box, to, b) for b in ref_empty_boxes(state, to))
            elif not ref_full(state, to):
                out.append(ref_move(tile, box, to, 0))
    return out


def ref_step_actions(state: State, player: int, top: LayTilesAndMove) -> list[Any]:
    """Laying Tiles and Movement: a tile (or an exchange), moves, then blessings, then done."""
    out: list[Any] = []
    if not top.encouraging:
        if not top.laid:
            out.extend(ref_placements(state, player))
            if state.bag and any(C.kind_of(t).owner < 0 for t in state.players[player].hand):
                out.append(A.Exchange())
        out.extend(ref_moves(state, player, top.mp))
    if state.players[player].blessings > 0:
        out.extend(A.PlaceBlessing(C.tile_ids[t]) for t in state.laid
                   if state.status[t] == BUILDING and not ref_full(state, t))
    out.append(A.Done())
    return out


# --- the comparisons ---------------------------------------------------------------------------


def check_position(state: State, rng: Chance, tally: Counter[str]) -> None:
    """Compare the game's placements and moves of every seat with the reference."""
    for p in range(len(state.players)):
        assert G.placements(state, p) == ref_placements(state, p, tally=tally)
        mp = rng.below(11)
        assert M.moves(state, p, mp) == ref_moves(state, p, mp)
        tally["moves"] += len(M.moves(state, p, mp))
        check_costs(state, p, mp)
    if rng.below(8) == 0:
        p = rng.below(len(state.players))
        for any_tile in (False, True):
            assert G.can_lay_somewhere(state, p, ignore_anchors=any_tile) == \
                bool(ref_placements(state, p, any_tile=any_tile))


def check_costs(state: State, seat: int, mp: int) -> None:
    """What each legal move costs (`move_cost`, with its shortcut for a connected tile) is the
    cheapest route of the reference."""
    links = ref_links(state, ref_table(state))
    costs: dict[int, dict[int, int]] = {}
    for a in M.moves(state, seat, mp):
        tile, to = C.tile_index[a.tile], C.tile_index[a.to]
        if tile not in costs:
            costs[tile] = ref_costs(state, links, seat, tile, mp)
        want = 0 if tile == to else costs[tile][to]
        assert M.move_cost(state, seat, tile, to, mp) == want, a


def random_hand(state: State, rng: Chance, *, grouped: bool = False) -> list[int]:
    """Up to six tiles that are not laid: of any kind (bag tiles, secret passages), or
    (`grouped`) of the kinds with group limits (Paths, Fields, Gardens)."""
    unlaid = [t for t in range(1, C.n_tiles) if state.status[t] == UNLAID
              and (not grouped or C.t_group[t] != NO_GROUP)]
    if not unlaid:
        return []
    return sorted({rng.choice(unlaid) for _ in range(1 + rng.below(6))})


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_have_the_reference_legal_actions(players: int) -> None:
    tally: Counter[str] = Counter()
    variants = ["standard", "simple"] + (["team"] if players == 4 else [])
    steps = 0
    for seed in range(3):
        m = new(players, seed, variants[seed % len(variants)])
        rng = Chance.from_seed(100 + seed)
        state = st(m)
        while not m.over:
            if rng.below(4) == 0:
                check_position(state, rng, tally)
            top = state.pending[-1] if state.pending else None
            if isinstance(top, LayTilesAndMove):
                assert m.legal_actions(top.player) == ref_step_actions(state, top.player, top)
                steps += 1
            if rng.below(8) == 0:  # the same monastery, other tiles behind a screen
                other = m.clone()
                st(other).players[0].hand = random_hand(state, rng)
                check_position(st(other), rng, tally)
            p = m.actors[rng.below(len(m.actors))]
            legal = m.legal_actions(p)
            weighted = seed % 2 == 0
            m.act(p, m.game.playout_action(state, p, legal, rng) if weighted
                  else rng.choice(legal))
    assert steps > 50
    assert tally["laid"] > 500 and tally["moves"] > 500


def random_monastery(players: int, rng: Chance) -> Match:
    """A monastery of 15-40 tiles laid at random where they fit (next to any tile, as if every
    tile were finished), finished or not: half of them Paths, Fields and Gardens while they
    last, mostly joined to their group (one of each group is kept back for the hands). The
    monks stand at random places on it, some praying, stopped or having used the free step;
    random tiles lie behind the screens."""
    m = fresh(players, seed=rng.below(1000), variant=rng.choice(["standard", "team"])
              if players == 4 else "standard")
    s = st(m)
    bag = list(C.bag_tiles)
    for group in (PATH_GROUP, FIELD_GROUP, GARDEN_GROUP):  # one of each kept for the hands
        bag.remove(rng.choice([t for t in bag if C.t_group[t] == group]))
    for _ in range(15 + rng.below(26)):
        grouped = [t for t in bag if C.t_group[t] != NO_GROUP]
        t = rng.choice(grouped) if grouped and rng.below(2) else rng.choice(bag)
        bag.remove(t)
        s.players[0].hand = [t]
        spots = ref_placements(s, 0, any_tile=True)
        where = ref_table(s)
        grow = [a for a in spots if C.t_group[t] != NO_GROUP
                and any(C.t_group[u] == C.t_group[t] for _, u in ref_near(where, a.x, a.y))]
        if spots:
            a = rng.choice(grow if grow and rng.below(4) else spots)
            G.place(s, t, C.cell(a.x, a.y), a.rotation)
            if not C.kind_of(t).livestock and rng.below(3) == 0:
                s.status[t] = FINISHED
    for q in range(players):  # the secret passages too, now and then
        t = C.passage_of[s.players[q].colour]
        s.players[q].hand = [t]
        spots = ref_placements(s, q, any_tile=True)
        if spots and rng.below(2):
            a = rng.choice(spots)
            G.place(s, t, C.cell(a.x, a.y), a.rotation)
    s.bag = [t for t in C.bag_tiles if s.status[t] == UNLAID]
    standing = [t for t in s.laid if not C.kind_of(t).livestock]
    for monk in range(players * MONKS):
        if rng.below(5) == 0:
            continue  # stays on the Prayer Board
        t = rng.choice(standing)
        if s.status[t] == BUILDING:
            free = ref_empty_boxes(s, t)
            if not free:
                continue
            s.monk_tile[monk], s.monk_box[monk] = t, rng.choice(free)
        elif t == ABBEY or not ref_full(s, t):
            s.monk_tile[monk], s.monk_box[monk] = t, 0
            s.monk_pray[monk] = t != ABBEY and rng.below(4) == 0
        s.monk_flags[monk] = rng.choice([0, 0, STOPPED, FREE_USED])
    for q in range(players):
        s.players[q].hand = random_hand(s, rng, grouped=rng.below(3) > 0)
    return m


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_monasteries_have_the_reference_legal_actions(players: int) -> None:
    rng = Chance.from_seed(players)
    tally: Counter[str] = Counter()
    for _ in range(40):
        m = random_monastery(players, rng)
        check_position(st(m), rng, tally)
    every_rule = ("laid", "no finished or full neighbour", "dead end", "not connected",
                  "grey and brown side by side", "group limit")
    assert all(tally[why] for why in every_rule), tally
    assert tally["moves"] > 100
