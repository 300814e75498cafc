"""The action kinds of Monastery: one decision each.

Laying Tiles and Movement is a sequence of small decisions closed by `done`: `lay_tile` (or
`exchange`, then `return_tile`), `move` (one monk, to one destination, paying the shortest
route), `place_blessing`. Scoring: `pray`, `use_symbol`, `swap_letters` (Library), `lay_tile`
(Stables), then `done`; spending: `take_letter` (then `place_letter`), `take_monk`, `done`.
Prayer Hours: `choose_abbot`, `imprison`; Brewhouse: `keep_monk`.

Coordinates are bounded to the table window around the Abbey (x -10..10, y -9..10: nine cells
beyond the Abbey on every side, an ASSUMPTION that fixes the action space). Tiles on the table
are named by their id ("kitchen", "path_t_2", "abbey"); boxes by their printed value (0 for a
finished tile).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from alehouse.core.action import Action, choice

from .content import CONTENT

C = CONTENT
LAYABLE = tuple(k.id for k in C.kinds[1:])
TILES = C.tile_ids
BOXES = (0, 1, 2, 3)
CELLS = tuple(range(len(C.board_start)))


@dataclass(frozen=True, slots=True)
class LayTile(Action):
    """Lay a tile of this kind from behind your screen at (x, y), turned `rotation` quarter
    turns clockwise."""

    type: ClassVar[str] = "lay_tile"
    tile: str = choice(*LAYABLE)
    x: int = choice(*C.xs)
    y: int = choice(*C.ys)
    rotation: int = choice(0, 1, 2, 3)


@dataclass(frozen=True, slots=True)
class Exchange(Action):
    """Instead of laying a tile: draw one from the bag (then return one)."""

    type: ClassVar[str] = "exchange"


@dataclass(frozen=True, slots=True)
class ReturnTile(Action):
    type: ClassVar[str] = "return_tile"
    tile: str = choice(*LAYABLE)


@dataclass(frozen=True, slots=True)
class Move(Action):
    """Move one upright monk standing on `tile` (in box `box`) to `to` (box `to_box`)."""

    type: ClassVar[str] = "move"
    tile: str = choice(*TILES)
    box: int = choice(*BOXES)
    to: str = choice(*TILES)
    to_box: int = choice(*BOXES)


@dataclass(frozen=True, slots=True)
class PlaceBlessing(Action):
    """Encouragement: one blessing from behind your screen onto a tile under construction."""

    type: ClassVar[str] = "place_blessing"
    tile: str = choice(*TILES)


@dataclass(frozen=True, slots=True)
class Done(Action):
    """Stop where stopping is optional (end the step, the gathering, the spending, the
    Brewhouse, no prisoner)."""

    type: ClassVar[str] = "done"


@dataclass(frozen=True, slots=True)
class Pray(Action):
    """Call your monk on `tile` to prayer."""

    type: ClassVar[str] = "pray"
    tile: str = choice(*TILES)


@dataclass(frozen=True, slots=True)
class UseSymbol(Action):
    type: ClassVar[str] = "use_symbol"
    symbol: str = choice("almonry", "workshop", "abbots_house")


@dataclass(frozen=True, slots=True)
class SwapLetters(Action):
    """The Library: swap the letters on two Prayer Board spaces (row * 10 + column)."""

    type: ClassVar[str] = "swap_letters"
    first: int = choice(*CELLS)
    second: int = choice(*CELLS)


@dataclass(frozen=True, slots=True)
class TakeLetter(Action):
    """Collect the letter on Prayer Board space `space` (row * 10 + column)."""

    type: ClassVar[str] = "take_letter"
    space: int = choice(*CELLS)


@dataclass(frozen=True, slots=True)
class PlaceLetter(Action):
    """Place the letter just collected on `track`'s letter track, space `index` (0-8)."""

    type: ClassVar[str] = "place_letter"
    track: str = choice(*C.colours)
    index: int = choice(*range(C.track_len))


@dataclass(frozen=True, slots=True)
class TakeMonk(Action):
    """Collect `owner`'s monk from the cross of `row`'s sentence part (into the Abbey)."""

    type: ClassVar[str] = "take_monk"
    row: str = choice(*C.colours)
    owner: str = choice(*C.colours)


@dataclass(frozen=True, slots=True)
class ChooseAbbot(Action):
    type: ClassVar[str] = "choose_abbot"
    colour: str = choice(*C.colours)


@dataclass(frozen=True, slots=True)
class Imprison(Action):
    """Lock one of `owner`'s monks in the Abbey in the Prison Cell."""

    type: ClassVar[str] = "imprison"
    owner: str = choice(*C.colours)


@dataclass(frozen=True, slots=True)
class KeepMonk(Action):
    """Brewhouse: leave your monk on `tile` (box `box`) where it is, `pose` "upright" (standing
    a praying monk up) or "praying" (Night Round only)."""

    type: ClassVar[str] = "keep_monk"
    tile: str = choice(*TILES)
    box: int = choice(*BOXES)
    pose: str = choice("upright", "praying")


ACTION_TYPES: tuple[type[Action], ...] = (
    LayTile, Exchange, ReturnTile, Move, PlaceBlessing, Done, Pray, UseSymbol, SwapLetters,
    TakeLetter, PlaceLetter, TakeMonk, ChooseAbbot, Imprison, KeepMonk,
)
