"""Building Monastery positions for scenario tests.

A scenario starts from `fresh()` (the first Study round about to begin: only the Abbey on the
table, each player one monk in the Abbey and four on the crosses, only the secret passage behind
each screen, the full bag, no blessings), builds the monastery with `lay` and places monks with
`put`, then starts a step (`step`) or a scoring (`scoring`) and plays through `m.act`. Every
helper that changes the state calls `refresh(m)` (tests/helpers.py), and a test that changes
`m.state` itself after querying must do so too.

Coordinates: x to the east, y to the south; the Abbey covers x -1..1, y 0..1. Rotations turn a
tile clockwise from its data orientation (tiles.toml: sides N E S W). Colours and seats: in a
`fresh` match seat 0 is Red, seat 1 Blue, seat 2 Green, seat 3 Yellow (unless `colours` is
given).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import alehouse
from alehouse import Match
from alehouse.boardgames.monastery import actions as A
from alehouse.boardgames.monastery import geometry as G
from alehouse.boardgames.monastery import rounds
from alehouse.boardgames.monastery.content import (
    ABBEY,
    BUILDING,
    CONTENT,
    FINISHED,
    ON_BOARD,
    UNLAID,
)
from alehouse.boardgames.monastery.decisions import (
    AnyDecision,
    CollectLettersAndMonks,
    begin_step,
)
from alehouse.boardgames.monastery.state import Player
from alehouse.core.action import Action
from tests.helpers import awaited, kinds, refresh, refused, seat, snapshot, st

GAME = "monastery"
C = CONTENT
RED, BLUE, GREEN, YELLOW = range(4)
MONKS = C.monks_per_player
HOUR = {"matins": 0, "study": 1, "toil": 2, "sext": 4, "vespers": 7, "night": 9,
        "matins2": 10, "last_study": 18, "last_night": 19}


def new(players: int = 2, seed: int = 1, variant: str = "standard") -> Match:
    return alehouse.new_match(GAME, players=players, seed=seed, options={"variant": variant})


def tid(name: str) -> int:
    """A tile's id number from its name ("kitchen", "path_t_2", "abbey")."""
    return C.tile_index[name]


def fresh(players: int = 2, *, seed: int = 1, variant: str = "standard",
          colours: Sequence[int] | None = None, hour: str = "study") -> Match:
    """A match about to play `hour` with a bare table (see the module docstring)."""
    m = new(players, seed, variant)
    s = st(m)
    if colours is None:
        colours = list(range(players))
    s.players = [Player(colour=c, hand=[C.passage_of[c]], blessings=0) for c in colours]
    s.bag = sorted(C.bag_tiles)
    s.supply = C.supply
    s.status = [UNLAID] * C.n_tiles
    s.status[ABBEY] = FINISHED
    s.grid = [-1] * C.n_cells
    for cell in C.abbey_cells:
        s.grid[cell] = ABBEY
    s.links = [()] * C.n_tiles
    s.adjacent = [()] * C.n_tiles
    s.laid = [ABBEY]
    s.bless = [0] * C.n_tiles
    s.tile_x = [0] * C.n_tiles
    s.tile_y = [0] * C.n_tiles
    s.rotation = [0] * C.n_tiles
    n = players * MONKS
    s.monk_tile = [ON_BOARD] * n
    for q in range(players):
        s.monk_tile[q * MONKS] = ABBEY
    s.monk_box = [0] * n
    s.monk_pray = [False] * n
    s.monk_flags = [0] * n
    s.crosses = [0] * 16
    for row in range(4):
        for c in colours:
            s.crosses[row * 4 + c] = 1
    s.board = [ch if ch == "+" or C.row_colour[i // C.columns] in colours else ""
               for i, ch in enumerate(C.board_start)]
    s.swapped = [False] * len(s.board)
    s.tracks = [0] * (4 * C.track_len)
    s.abbot = 0
    s.hour = HOUR[hour]
    s.order = list(range(players))
    s.turn = 0
    s.scored = [False] * players
    s.ending = False
    s.pending = []
    s.phase = "lay"
    refresh(m)
    return m


def lay(m: Match, tile: str, x: int, y: int, rot: int = 0, *, finished: bool = True) -> int:
    """Put `tile` on the table at (x, y) (no rule checks), finished or under construction;
    it leaves the bag or any hand."""
    s = st(m)
    t = tid(tile)
    if t in s.bag:
        s.bag.remove(t)
    for p in s.players:
        if t in p.hand:
            p.hand.remove(t)
    G.place(s, t, C.cell(x, y), rot)
    s.status[t] = FINISHED if finished else BUILDING
    refresh(m)
    return t


def give(m: Match, q: int, *tiles: str) -> None:
    """Put these tiles behind `q`'s screen (taken out of the bag)."""
    s = st(m)
    for name in tiles:
        t = tid(name)
        if t in s.bag:
            s.bag.remove(t)
        s.players[q].hand.append(t)
    s.players[q].hand.sort()
    refresh(m)


def hand(m: Match, q: int) -> list[str]:
    return [C.tile_ids[t] for t in seat(m, q).hand]


def put(m: Match, q: int, tile: str, box: int = 0, *, praying: bool = False) -> int:
    """One more monk of seat `q` on `tile` (box `box` under construction): taken from the Prayer
    Board (its cross of the lowest row still holding one is cleared). Returns the monk."""
    s = st(m)
    colour = s.players[q].colour
    m_ = next(i for i in range(q * MONKS, q * MONKS + MONKS) if s.monk_tile[i] == ON_BOARD)
    row = next(r for r in range(4) if s.crosses[r * 4 + colour])
    s.crosses[row * 4 + colour] = 0
    s.monk_tile[m_] = tid(tile)
    s.monk_box[m_] = box
    s.monk_pray[m_] = praying
    s.monk_flags[m_] = 0
    refresh(m)
    return m_


def move_monk(m: Match, monk: int, tile: str, box: int = 0, *, praying: bool = False) -> None:
    s = st(m)
    s.monk_tile[monk] = tid(tile)
    s.monk_box[monk] = box
    s.monk_pray[monk] = praying
    refresh(m)


def abbey_monk(q: int) -> int:
    """The monk each seat starts with in the Abbey."""
    return q * MONKS


def monks_on(m: Match, tile: str, q: int | None = None) -> list[int]:
    s = st(m)
    return [i for i, t in enumerate(s.monk_tile)
            if t == tid(tile) and (q is None or i // MONKS == q)]


def where(m: Match, monk: int) -> tuple[str, int, bool]:
    """(tile, box, praying) of a monk; ("board", 0, False) on the Prayer Board."""
    s = st(m)
    t = s.monk_tile[monk]
    return ("board" if t < 0 else C.tile_ids[t]), s.monk_box[monk], s.monk_pray[monk]


def step(m: Match, q: int, mp: int | None = None) -> None:
    """`q`'s Laying Tiles and Movement begins now (the round's order starts with `q`)."""
    s = st(m)
    n = len(s.players)
    s.phase = "lay"
    s.order = [(q + k) % n for k in range(n)]
    s.turn = 0
    s.pending = []
    begin_step(s, q, m.log_entries)
    if mp is not None:
        s.pending[-1].mp = mp
    refresh(m)


def scoring(m: Match, q: int, *, hour: str | None = None, scored: Iterable[int] = ()) -> None:
    """`q`'s scoring begins now (the round's order starts with `q`; the seats in `scored` have
    already scored this round); everything automatic is settled."""
    s = st(m)
    n = len(s.players)
    if hour is not None:
        s.hour = HOUR[hour]
    s.phase = "score"
    s.order = [(q + k) % n for k in range(n)]
    s.turn = 0
    s.scored = [p in scored for p in range(n)]
    s.pending = []
    m.game.settle(s, m.log_entries)
    refresh(m)


def pending(m: Match) -> AnyDecision | None:
    s = st(m)
    return s.pending[-1] if s.pending else None


def decision(m: Match) -> str | None:
    top = pending(m)
    return None if top is None else top.kind


def points(m: Match, q: int) -> int:
    return seat(m, q).points


def set_blessings(m: Match, q: int, n: int) -> None:
    """`q` holds `n` blessings (taken from, or given back to, the supply)."""
    s = st(m)
    s.supply -= n - s.players[q].blessings
    s.players[q].blessings = n
    refresh(m)


def of_type(actions: Iterable[Action], kind: type[Action]) -> list[Any]:
    return [a for a in actions if isinstance(a, kind)]


def legal(m: Match, q: int | None = None) -> list[Action]:
    if q is None:
        q = m.actors[0]
    return m.legal_actions(q)


def lays(m: Match, q: int = 0) -> list[A.LayTile]:
    return of_type(m.legal_actions(q), A.LayTile)


def spots(m: Match, q: int = 0, tile: str | None = None) -> set[tuple[int, int, int]]:
    """(x, y, rotation) of every legal lay_tile of `q` (of kind `tile` if given)."""
    return {(a.x, a.y, a.rotation) for a in lays(m, q) if tile is None or a.tile == tile}


def moves(m: Match, q: int = 0) -> list[A.Move]:
    return of_type(m.legal_actions(q), A.Move)


def destinations(m: Match, q: int = 0, frm: str | None = None) -> set[tuple[str, int]]:
    """(tile, box) every legal move of `q` (from `frm` if given) may end on."""
    return {(a.to, a.to_box) for a in moves(m, q) if frm is None or a.tile == frm}


def mp(m: Match) -> int:
    top = pending(m)
    assert top is not None and top.kind == "step"
    return top.mp


def finish(m: Match) -> None:
    """Mark the game over as it stands (for scoring a hand-made position)."""
    st(m).phase = "over"
    st(m).pending = []
    refresh(m)


def space(letter_row: int, column: int) -> int:
    """A Prayer Board space: row 0-3 (top to bottom), column 1-10."""
    return letter_row * C.columns + column - 1


def logged(m: Match, text: str) -> bool:
    return any(text in line for line in m.log)


__all__ = ["ABBEY", "BUILDING", "FINISHED", "ON_BOARD", "UNLAID", "awaited", "kinds", "refresh",
           "refused", "seat", "snapshot", "st"]


def gather(m: Match, q: int) -> None:
    """Close `q`'s gathering of points (`done`) if it waits for a choice, so that toil and
    study are counted."""
    if decision(m) == "earn" and m.actors == (q,):
        m.act(q, A.Done())


def begin_round(m: Match, hour: str) -> None:
    """Play the round `hour` from its start, settling everything automatic (a Prayer Hour or
    Night Round runs to the next decision, or on into the next round)."""
    s = st(m)
    s.hour = HOUR[hour]
    s.pending = []
    rounds.start_round(s, m.log_entries)
    m.game.settle(s, m.log_entries)
    refresh(m)


def collecting(m: Match, q: int, pts: int, *, blessings: int | None = None,
               fresh_blessings: int = 0) -> None:
    """`q` is collecting letters and monks in their scoring with `pts` points (and, if given,
    `blessings` behind the screen, `fresh_blessings` of them received in this scoring)."""
    s = st(m)
    n = len(s.players)
    s.phase = "score"
    s.order = [(q + k) % n for k in range(n)]
    s.turn = 0
    s.scored = [False] * n
    if blessings is not None:
        set_blessings(m, q, blessings)
    s.players[q].points = pts
    s.players[q].fresh = fresh_blessings
    s.pending = [CollectLettersAndMonks(q)]
    refresh(m)


def finish_round(m: Match) -> None:
    """Everyone whose turn comes stops at once (`done`) until the round is over."""
    s = st(m)
    hour = s.hour
    while not m.over and s.hour == hour:
        m.act(m.actors[0], A.Done())
