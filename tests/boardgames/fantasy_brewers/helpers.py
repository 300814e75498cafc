"""Building Fantasy Brewers positions for scenario tests.

A scenario starts from `new()`, sets the position by changing `m.state` directly, then plays
through `m.act`. Every helper that changes the state calls `refresh(m)` (tests/helpers.py), and
a test that changes `m.state` itself after querying must do so too.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import alehouse
from alehouse import Match
from alehouse.boardgames.fantasy_brewers import actions as A
from alehouse.boardgames.fantasy_brewers.content import ASSISTANTS, DOORS, FACE, FACES
from alehouse.boardgames.fantasy_brewers.decisions import PlaceWorkerPawn
from alehouse.boardgames.fantasy_brewers.state import Player, Worker
from tests.helpers import awaited, kinds, refresh, refused, seat, snapshot, st

__all__ = ["awaited", "kinds", "refresh", "refused", "seat", "snapshot", "st"]

GAME = "fantasy-brewers"
BLUE, PURPLE, GREEN, YELLOW = 0, 1, 2, 3
SMALL, MEDIUM, LARGE = 1, 2, 3


def new(players: int = 2, level: str = "beginner", seed: int = 1) -> Match:
    return alehouse.new_match(GAME, players=players, seed=seed, options={"level": level})


def set_player(m: Match, p: int, *, coins: int = 0, up: Mapping[str, int] | None = None,
               down: Mapping[str, int] | None = None, goods: Mapping[str, int] | None = None,
               buildings: Sequence[str] = (), decorated: Sequence[str] = (),
               festival: tuple[int, int] = (0, 0), vp: int = 0, penalties: int = 0,
               brewery: str | None = None, acclaims: Sequence[str] = ()) -> Player:
    """Give player `p` exactly these holdings (everything not named is zero / empty).
    `festival` = (white, black) tokens."""
    s: Player = seat(m, p)
    if brewery is not None:
        s.brewery = brewery
    s.coins = coins
    s.vp_tokens = vp
    s.penalties = penalties
    s.festival_white, s.festival_black = festival
    s.up = [dict(up or {}).get(a, 0) for a in ASSISTANTS]
    s.down = [dict(down or {}).get(a, 0) for a in ASSISTANTS]
    s.goods = [dict(goods or {}).get(f, 0) for f in FACES]
    s.buildings = sorted(buildings)
    s.decorated = sorted(decorated)
    s.acclaims = list(acclaims)
    s.repeated = False
    refresh(m)
    return s


def up(m: Match, p: int, kind: str) -> int:
    return seat(m, p).up[ASSISTANTS.index(kind)]


def down(m: Match, p: int, kind: str) -> int:
    return seat(m, p).down[ASSISTANTS.index(kind)]


def good(m: Match, p: int, face: str) -> int:
    return seat(m, p).goods[FACE[face]]


def start_actions(m: Match, queues: Mapping[str, Sequence[tuple[int, int]]], *,
                  month: int | None = None,
                  taken: Mapping[str, Mapping[int, int]] | None = None,
                  hold: bool = False) -> None:
    """Start Phase 2 with these queues (door -> [(owner, size), ...], front first) and these
    action spaces already taken (door -> {space 1-6: owner}). `hold` puts a last worker of the
    next player under Door C, so that Phase 2 does not end (and Upkeep does not run) when the
    workers under test are done."""
    s = st(m)
    if month is not None:
        s.month = month
    n = len(s.players)
    qs = {d: list(queues.get(d, ())) for d in DOORS}
    if hold:
        first = next((q[0][0] for q in qs.values() if q), 0)
        qs["C"].append(((first + 1) % n, LARGE))
    s.phase = "actions"
    s.queues = [[Worker(o, size) for o, size in qs[d]] for d in DOORS]
    s.tavern = []
    s.spaces = [[-1] * 6 for _ in DOORS]
    for door, spaces in (taken or {}).items():
        for space, owner in spaces.items():
            s.spaces[DOORS.index(door)][space - 1] = owner
    s.cursor_door = s.cursor_index = 0
    s.pending = []
    s.upkeep_plans = [None] * n
    m.game.settle(s, m.log_entries)  # BoardGame.settle: the first worker's turn, or Upkeep
    refresh(m)


def start_turn(m: Match, door: str, owner: int, *, month: int | None = None,
               taken: Mapping[int, int] | None = None, hold: bool = True,
               space: int | None = None) -> None:
    """Phase 2: `owner`'s small worker is the next to act at `door` (and, with `space`, has
    chosen that action space already)."""
    start_actions(m, {door: [(owner, SMALL)]}, month=month, taken={door: taken or {}},
                  hold=hold)
    if space is not None:
        m.act(owner, A.ChooseSpace(space))


def to_upkeep(m: Match, *, month: int | None = None) -> None:
    """End Phase 2 with no worker left to act: Phase 3 (Pay Upkeep) begins. Players with only
    one way to pay are settled at once; when nobody has a choice the month ends too."""
    start_actions(m, {}, month=month)


def placing(m: Match, *, start: int = 0) -> None:
    """Phase 1 of a month from the beginning, with `start` as the Starting Player."""
    s = st(m)
    s.phase = "placement"
    s.placed = 0
    s.start_player = s.last_actor = start
    s.queues = [[], [], []]
    s.tavern = []
    s.pending = [PlaceWorkerPawn(start)]
    refresh(m)


def queue(m: Match, door: str) -> list[tuple[int, int]]:
    """(owner, size) of the workers under `door`, front first."""
    return [(w.owner, w.size) for w in st(m).queues[DOORS.index(door)]]


def finish(m: Match) -> None:
    """Mark the game over as it stands (for scoring a hand-made position)."""
    st(m).phase = "over"
    st(m).pending = []
    refresh(m)
