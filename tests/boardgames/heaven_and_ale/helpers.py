"""Building Heaven & Ale positions for scenario tests.

A scenario starts from `playing()` (setup done, the first round under way) or `new()`, sets the
position by changing `m.state` directly, then plays through `m.act`. Every helper that changes
the state calls `refresh(m)` (tests/helpers.py), and a test that changes `m.state` itself after
querying must do so too.

Tiles are ints (content.py): `res("hops", 5)` is a resource tile, `monk("A")` a monk tile.
Garden spots are named `sun1`-`sun15` (sunny) and `shade1`-`shade15` (shady).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import alehouse
from alehouse import Match
from alehouse.boardgames.heaven_and_ale import actions as A
from alehouse.boardgames.heaven_and_ale import board
from alehouse.boardgames.heaven_and_ale.content import CONTENT, EMPTY, MONK_BASE
from alehouse.boardgames.heaven_and_ale.decisions import MoveFigure
from alehouse.boardgames.heaven_and_ale.state import Player
from alehouse.core.action import Action
from tests.helpers import awaited, kinds, refresh, refused, seat, snapshot, st

__all__ = ["awaited", "kinds", "refresh", "refused", "seat", "snapshot", "st"]

GAME = "heaven-and-ale"
C = CONTENT
HOME = C.home  # 28: the starting area at the end of the track
GREEN, ORANGE, BLUE, PINK = 0, 1, 2, 3
COLOURS = C.resources  # wood, yeast, hops, water, barley
FIRST_PLAYER, BREWMASTER_SPACE, RESOURCE_SPACE, MONEY_SPACE = range(4)

# track spaces by kind (REF 1.2)
RESOURCE_SPACES = board.RESOURCE_SPACES          # 1, 2, 5, 6, 8, ...
MONK_SPACES = board.MONK_SPACES                  # 3 (cost 4), 10 (3), 18 (2), 25 (1)
DISC_SPACES = board.DISC_SPACES                  # 4 A, 7 B, 12 C, 16/20/24 A/B/C
DISC_A, DISC_B, DISC_C, ABC_1, ABC_2, ABC_3 = DISC_SPACES
BARREL_1, BARREL_2 = 14, 26
MONK_COST = {s: C.track[s - 1].cost for s in MONK_SPACES}


def res(colour: str, fertility: int) -> int:
    """A resource tile."""
    return C.resource_tile(COLOURS.index(colour), fertility)


def monk(kind: str) -> int:
    """A monk tile of type A-D."""
    return MONK_BASE + C.monks.index(kind)


def spot(name: str) -> int:
    return C.spot_names.index(name)


def colour_index(colour: str) -> int:
    return COLOURS.index(colour)


SUNNY = tuple(f"sun{i}" for i in range(1, 16))
SHADY = tuple(f"shade{i}" for i in range(1, 16))


def shed_spots(shed: int) -> list[str]:
    """The 6 spots around shed spot `shed`, in edge order (edge 0 = east, clockwise)."""
    return [C.spot_names[s] for s in C.shed_edges[shed]]


def new(players: int = 2, seed: int = 1) -> Match:
    return alehouse.new_match(GAME, players=players, seed=seed)


def finish_setup(m: Match) -> None:
    """Let every player take the first starting space (and colour) offered."""
    while st(m).phase == "setup":
        p = m.actors[0]
        m.act(p, m.legal_actions(p)[0])


def playing(players: int = 2, seed: int = 1, *, current: int = 0) -> Match:
    """A match in round 1 with setup done, every player reset to the starting holdings
    (`set_player` defaults), an empty board (`set_board`), and `current` to move."""
    m = new(players, seed)
    finish_setup(m)
    for p in range(players):
        set_player(m, p, start_space=FIRST_PLAYER if p == current else None)
    set_board(m)
    turn(m, current)
    return m


def turn(m: Match, p: int) -> None:
    """It is `p`'s turn to move, nothing else pending."""
    s = st(m)
    s.phase = "play"
    s.current = p
    s.pending = [MoveFigure(p)]
    refresh(m)


def set_player(m: Match, p: int, *, ducats: int = 25, brewmaster: int = -10,
               markers: Sequence[int] | Mapping[str, int] | None = None,
               garden: Mapping[str, int] | None = None,
               sheds: Sequence[int] | Mapping[int, int] | None = None,
               discs: Iterable[str] = (), hand: Sequence[str] | None = None,
               pairs: Sequence[str] | None = None, large: Sequence[int] = (),
               small: Sequence[int] = (), position: int = 0,
               start_space: int | None = None) -> Player:
    """Give player `p` exactly these holdings; everything not named is as at the start of the
    game (25 ducats, brewmaster -10, markers on their starting spots, empty garden and sheds, no
    discs, all 5 privilege cards, no barrels). `markers` as a mapping overrides only the colours
    it names. `start_space`: None = none (on the track, or leaving), else 0-3."""
    s = seat(m, p)
    s.ducats = ducats
    s.brewmaster = brewmaster
    start = list(C.marker_start)
    if isinstance(markers, Mapping):
        for c, v in markers.items():
            start[colour_index(c)] = v
    elif markers is not None:
        start = list(markers)
    s.markers = start
    s.garden = [EMPTY] * C.spots
    for name, tile in (garden or {}).items():
        s.garden[spot(name)] = tile
    s.sheds = [EMPTY] * len(C.shed_xy)
    if isinstance(sheds, Mapping):
        for i, kind in sheds.items():
            s.sheds[i] = kind
    elif sheds is not None:
        for i, kind in enumerate(sheds):
            s.sheds[i] = kind
    s.discs = [0] * len(C.scoring_spots)
    for d in discs:
        s.discs[C.scoring_spots.index(d)] = 1
    s.hand = list(C.privilege_ids if hand is None else hand)
    s.pairs = list(pairs) if pairs is not None else [""] * len(C.pairs)
    s.large = sorted(large)
    s.small = sorted(small)
    s.position = position
    s.start_space = EMPTY if start_space is None else start_space
    refresh(m)
    return s


def set_board(m: Match, *, resources: Mapping[int, Sequence[int]] | None = None,
              monks: Mapping[int, Sequence[int]] | None = None,
              discs: Mapping[int, int] | None = None) -> None:
    """The main board holds exactly these tiles and discs (by track space); every space not
    named is empty. Barrels are left as they are."""
    s = st(m)
    s.resource_spaces = [list((resources or {}).get(i, ())) for i in RESOURCE_SPACES]
    s.monk_spaces = [list((monks or {}).get(i, ())) for i in MONK_SPACES]
    s.discs = [(discs or {}).get(i, 0) for i in DISC_SPACES]
    refresh(m)


def tiles_at(m: Match, space: int) -> list[int]:
    s = st(m)
    if space in MONK_SPACES:
        return s.monk_spaces[MONK_SPACES.index(space)]
    return s.resource_spaces[RESOURCE_SPACES.index(space)]


def discs_at(m: Match, space: int) -> int:
    return st(m).discs[DISC_SPACES.index(space)]


def fill(tile: int, spots: Iterable[str]) -> dict[str, int]:
    """A garden mapping with `tile` on every one of `spots`."""
    return dict.fromkeys(spots, tile)


def goto(m: Match, p: int, space: int) -> None:
    """`p`'s turn: move the figure to `space` (which must be legal)."""
    turn(m, p)
    m.act(p, A.Move(space))


def buying(m: Match, p: int, tiles: Sequence[int], *, space: int = 1) -> None:
    """`p` stands on resource (or monk) `space` holding `tiles`, ready to buy."""
    if space in MONK_SPACES:
        set_board(m, monks={space: tiles})
    else:
        set_board(m, resources={space: tiles})
    goto(m, p, space)
    assert st(m).pending[-1].kind == "buy"


def scoring(m: Match, p: int, space: int, *, discs: int = 1) -> None:
    """`p` stands on disc `space` (holding `discs` scoring discs), about to place the disc."""
    set_board(m, discs={space: discs})
    goto(m, p, space)
    assert st(m).pending[-1].kind == "disc"


def destinations(m: Match, p: int) -> list[int]:
    """The spaces `p` may move to now."""
    return [a.to for a in m.legal_actions(p) if isinstance(a, A.Move)]


def of_type(actions: Iterable[Action], kind: type[Action]) -> list[Any]:
    return [a for a in actions if isinstance(a, kind)]


def finish(m: Match) -> None:
    """Mark the game over as it stands (for scoring a hand-made position)."""
    st(m).phase = "over"
    st(m).pending = []
    refresh(m)


def home_all(m: Match) -> None:
    """Every player whose turn comes moves to the starting area (taking the first starting
    space and colour offered) until the round changes or the game ends."""
    s = st(m)
    start_round = s.round
    while not m.over and s.round == start_round:
        p = m.actors[0]
        legal = m.legal_actions(p)
        move_home = A.Move(HOME)
        m.act(p, move_home if move_home in legal else
              next(a for a in legal if not isinstance(a, A.SellPrivilege)))
