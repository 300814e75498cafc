"""Monastery state: plain dataclasses (copied and saved by alehouse.core.codec).

Tiles are ids 0-52 (content.py; 0 is the Abbey). Monks are numbered ``seat * 5 + k``: each
seat's five monks, interchangeable except for where they stand and how. Flat lists of ints keep
copies cheap (bots clone states thousands of times a second).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from alehouse.core.chance import Chance

# Tile status
UNLAID, BUILDING, FINISHED = 0, 1, 2
# monk_flags bits, reset at the start of each step or round stage
STOPPED = 1
"""Arrived on a tile under construction this step: may not move again in it."""
FREE_USED = 2
"""Has used the free step onto another box of the tile it began the step on."""
KEPT = 4
"""Kept in place by the Brewhouse in this Prayer Hour or Night Round."""
ON_BOARD = -1
"""monk_tile of a monk still on the Prayer Board (on a cross)."""


@dataclass(slots=True)
class Player:
    colour: int
    """0 red, 1 blue, 2 green, 3 yellow (content.colours)."""
    hand: list[int]
    """Tiles behind the screen (ids, sorted)."""
    blessings: int
    """Blessings behind the screen."""
    fresh: int = 0
    """Blessings received during the current scoring (not spendable in it)."""
    points: int = 0
    """Points of the current scoring, not yet spent."""


@dataclass(slots=True)
class Pending:
    """A decision the state waits for (a stack; the last one is decided first).

    ``step``: `player`'s Laying Tiles and Movement (`mp` movement points left, `laid` once a
    tile was laid or exchanged, `encouraging` once a blessing was placed: only more blessings or
    `done` then);
    ``return``: return a tile to the bag (`reason` "exchange" or "workshop");
    ``earn``: `player` gathers points in their scoring (`prayed`; `used` symbols);
    ``spend``: `player` collects letters and monks with the points;
    ``place``: place the letter just taken (`letter`, `options` = track spaces colour*9+i);
    ``abbot``: `player` (the previous Abbot) chooses the new Abbot among `options` (seats);
    ``prison``: `player` (the new Abbot) may lock a monk of the Abbey in the Prison Cell;
    ``brew``: `player` uses the Brewhouse (`reason` "prayer" or "night").
    """

    kind: str
    player: int
    mp: int = 0
    laid: bool = False
    encouraging: bool = False
    prayed: bool = False
    used: list[str] = field(default_factory=list)
    letter: str = ""
    reason: str = ""
    options: list[int] = field(default_factory=list)


@dataclass(slots=True)
class State:
    chance: Chance
    variant: str
    """standard | simple | team."""
    players: list[Player]
    hour: int
    """Index into content.hours (0-19): the round being played."""
    abbot: int
    """The Abbot's seat (start player of the round)."""
    stage: str
    """Where the round stands: ``lay`` (Laying Tiles and Movement steps), ``score``, ``over``."""
    order: list[int]
    """Seats in turn order for this round (the Abbot first)."""
    turn: int
    """Index in `order` of the player whose step or scoring is under way."""
    bag: list[int]
    """Tiles in the cloth bag (sorted: drawn at random)."""
    supply: int
    """Blessings in the supply."""
    status: list[int]
    """Per tile: UNLAID, BUILDING (under construction) or FINISHED."""
    tile_x: list[int]
    tile_y: list[int]
    rotation: list[int]
    grid: list[int]
    """Per window cell: the tile there or -1."""
    links: list[tuple[int, ...]]
    """Per tile: the tiles it is connected to by paths or gateways."""
    adjacent: list[tuple[int, ...]]
    """Per tile: the tiles touching it side to side."""
    laid: list[int]
    """Tiles in the order they were laid (the Abbey first)."""
    bless: list[int]
    """Blessings lying on each tile (Encouragement)."""
    monk_tile: list[int]
    """Per monk: the tile it stands on, or ON_BOARD."""
    monk_box: list[int]
    """Per monk on a tile under construction: the value of its box; else 0."""
    monk_pray: list[bool]
    monk_flags: list[int]
    crosses: list[int]
    """Per (row * 4 + colour): 1 while that colour's monk stands on that row's cross."""
    board: list[str]
    """The Prayer Board's 40 spaces: a letter, "+" a cross, "" taken."""
    swapped: list[bool]
    """Per space: the letter there was swapped by the Library (small side up, no more swaps)."""
    tracks: list[int]
    """Per (colour * 9 + space) of the letter tracks: 0 empty, 1 large letter, 2 small."""
    scored: list[bool]
    """Per seat: has finished their scoring this round."""
    ending: bool
    """An end condition was met: the round is played to completion, then the game ends."""
    pending: list[Pending]
