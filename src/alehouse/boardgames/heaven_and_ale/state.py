"""Heaven & Ale state: plain dataclasses (copied and saved by alehouse.core.codec).

Tiles are small integers (see content.py); -1 means an empty spot.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from alehouse.core.chance import Chance
from alehouse.core.decision import Stack

Phase = Literal["setup", "play", "over"]
"""The phases `proceed` knows (a saved state with any other is refused on load)."""


@dataclass(slots=True)
class Player:
    ducats: int
    brewmaster: int
    """Position on the production track (brown spots are 1-20)."""
    markers: list[int]
    """Resource markers by colour (content.resources order)."""
    garden: list[int]
    """The 30 spots: sunny 0-14, shady 15-29; a tile or -1."""
    sheds: list[int]
    """The 7 shed spots: the shed tile's type (0-4) or -1 while not enclosed."""
    discs: list[int]
    """The 10 tile scoring spots (content.scoring_spots order): 1 if a disc lies there."""
    hand: list[str]
    """Privilege cards not yet placed (nor returned for emergency coins)."""
    pairs: list[str]
    """Per privilege pair: "" not completed, "-" completed without a card, or the card placed."""
    large: list[int]
    """Goals whose large barrel this player owns."""
    small: list[int]
    """Goals whose small barrel this player owns."""
    position: int
    """0: in the starting area at the start of the round; 1-27 on the track; 28 back home."""
    start_space: int
    """Index of the starting space this figure stands on, or -1 while on the track."""


@dataclass(slots=True)
class State:
    chance: Chance
    players: list[Player]
    round: int
    rounds: int
    phase: Phase
    """``setup`` (choosing starting spaces), ``play``, ``over``."""
    current: int
    """Whose turn it is (phase play)."""
    resource_spaces: list[list[int]]
    """Tiles on each of the 15 resource spaces, in track order."""
    monk_spaces: list[list[int]]
    """Monk tiles on each of the 4 monk spaces, in track order."""
    discs: list[int]
    """Scoring discs on each of the 6 disc spaces, in track order."""
    large_barrels: list[bool]
    """Per goal: is its large barrel still on the board."""
    small_barrels: list[bool]
    pile_1: list[int]
    """Face-down resource tiles with I on the back (drawn from the end)."""
    pile_2: list[int]
    monk_stacks: list[list[int]]
    """Face-down monk stacks still to come, next first."""
    stack_backs: list[int]
    """The back (1 or 2) of each stack in monk_stacks."""
    monk_box: list[int]
    """II-monks returned to the box unseen (3 players)."""
    pending: Stack
    """The decisions waiting (decisions.py: `AnyDecision`); the last one is decided first."""
    setup_queue: list[int]
    """Players still to choose a starting space at setup (counterclockwise order)."""
    termination: str = ""
    """Why the game ended ("" while it goes on, and for the normal end)."""
