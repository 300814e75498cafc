"""Monastery state: plain dataclasses (copied and saved by alehouse.core.codec).

Tiles are ids 0-52 (content.py; 0 is the Abbey). Monks are numbered ``seat * 5 + k``: each
seat's five monks, interchangeable except for where they stand and how. Flat lists of ints keep
copies cheap (bots clone states thousands of times a second). The codes of tile status and
monk flags (UNLAID, BUILDING, FINISHED; STOPPED, FREE_USED, KEPT; ON_BOARD) are in content.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from alehouse.core.chance import Chance
from alehouse.core.codec import derived
from alehouse.core.decision import Stack

Phase = Literal["draw", "lay", "elect", "score", "brew", "over"]
"""The phases `proceed` knows (a saved state with any other is refused on load)."""


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
class Frontier:
    """What the laid tiles make of the empty cells around them, kept between calls of
    `geometry.placements` and brought up to date when tiles are laid or finished: it is
    derived from `State.status`, `grid` and `rotation` alone (`geometry.frontier_of`)."""

    status: list[int]
    """The tiles' status it was made for (a copy): a state whose status differs has laid or
    finished tiles since."""
    faced: dict[int, int]
    """Per empty cell touching a laid tile: what faces it (`geometry._faced`, packed)."""
    fits: dict[int, tuple[int, int, int]]
    """Per cell of `faced`: the kinds that may lie there (side pattern, grey beside brown), of
    them those that would join a group, and the cell with its side code (`placements`)."""
    fixed: set[int]
    """The empty cells touching a finished tile: new tiles may always go there."""
    building: list[int]
    """The tiles under construction: new tiles may go next to those fully occupied."""
    limited: dict[int, list[Any]]
    """The lay_tile actions the group limit leaves, by key of `geometry._FITTED`, as asked."""
    laid: int
    """How many tiles were laid when it was made (`State.laid`)."""
    placed_for: tuple[int, list[int]] | None = None
    """What `placed` was worked out for: the mask of the kinds in hand and the fully occupied
    tiles under construction (None: nothing yet)."""
    placed: list[Any] | None = None
    """The lay_tile actions `geometry.placements` returned for `placed_for`: a player who moves
    a monk and asks again mostly gets the same."""
    split_for: list[int] | None = None
    """The monk counts `split` was made for (`geometry.counts`, a new list whenever a monk
    moves; None: not made since the last update)."""
    split: tuple[list[int], list[int]] | None = None
    """`building` split by the monks on it (`geometry.split_building`): the fully occupied
    tiles, the others (both in laid order)."""
    blessings: tuple[list[int], list[Any]] | None = None
    """The place_blessing actions of `decisions.blessing_actions`, with the list of tiles not
    full (of `split`) they were made for."""


@dataclass(slots=True)
class Occupancy:
    """Where the monks stand, counted per tile, kept between calls of `geometry.counts` and
    `movement.taken_boxes`: derived from `State.monk_tile` and `monk_box` alone. Most
    decisions move no monk, and comparing two short lists is much quicker than counting."""

    monk_tile: list[int]
    """The monks' tiles it was made for (a copy)."""
    counts: list[int]
    """Per tile: the monks on it (`geometry.counts`)."""
    monk_box: list[int] | None = None
    """The monks' boxes `taken` was made for (a copy; None: not made yet)."""
    taken: list[int] | None = None
    """Per tile: the mask of the boxes monks stand on (`movement.taken_boxes`)."""


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
    phase: Phase
    """Where the round stands (rules.py): ``brew``, ``elect``, ``draw`` (a Prayer Hour or
    Night), ``lay`` (Laying Tiles and Movement steps), ``score`` (scorings), ``over``."""
    order: list[int]
    """Seats in turn order for this round (the Abbot first)."""
    turn: int
    """Index in `order` of the player whose step or scoring is under way."""
    bag: list[int]
    """Tiles in the cloth bag (sorted: drawn at random)."""
    supply: int
    """Blessings in the supply."""
    status: list[int]
    """Per tile: UNLAID, BUILDING (under construction) or FINISHED (content.py)."""
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
    """Per monk: STOPPED, FREE_USED and KEPT bits (content.py)."""
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
    pending: Stack
    """The decisions waiting (decisions.py); the last one is decided first."""
    termination: str = ""
    """Why the game ended (a code of `Monastery.terminations`; "" while it goes on, and for
    the normal end)."""
    silence: bool = False
    """The Vow of Silence (an optional rule): talking only during Prayer Hour rounds."""
    prayer_talk: bool = False
    """A Prayer Hour was played and no one has acted since (the Vow of Silence allows talk)."""
    frontier: Frontier | None = derived()
    """Where tiles may go, kept between calls (`geometry.frontier_of`); not saved, but taken
    along by a copy (`Monastery.clone_state`)."""
    occupancy: Occupancy | None = derived()
    """The monks on each tile, kept between calls (`geometry.counts`); not saved, but taken
    along by a copy (`Monastery.clone_state`)."""
