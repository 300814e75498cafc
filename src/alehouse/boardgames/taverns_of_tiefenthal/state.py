"""The Taverns of Tiefenthal state: plain dataclasses (copied and saved by alehouse.core.codec).

Cards are small integers (content.py). A player's deck is drawn from the end of `deck`. A planned
die and an entertainer tile are frozen records (pieces.py); the decisions waiting are typed
(decisions.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from alehouse.core.chance import Chance
from alehouse.core.decision import Stack

from .pieces import Entertainer, Placed

__all__ = ["Entertainer", "Placed", "Player", "State"]


Phase = Literal["setup", "new_evening", "arrival", "dice_draft", "planning_and_serving",
                "closing_time", "over"]
"""The phases `proceed` knows (a saved state with any other is refused on load)."""


@dataclass(slots=True)
class Player:
    deck: list[int]
    known: int
    """How many cards on top of the deck everyone knows (gained face down on top, in the open,
    since the last shuffle)."""
    discard: list[int]
    tables: list[list[int]]
    """This turn's tables, each with the cards seated there (several only for the Nobles)."""
    areas: list[int]
    """Tavern cards drawn this turn (placed in their areas)."""
    noble_table: int
    upgraded: list[str]
    white: list[int]
    """White dice below the board (not yet planned)."""
    colour: list[int]
    """Dice of the player's colour below the board."""
    placed: list[Placed]
    boosts: int
    """Dishwasher uses left this turn (Planning)."""
    dice: list[int] = field(default_factory=list)
    """All dice values of this turn's Planning (public: drafted and rolled in the open)."""
    thalers: int = 0
    beer: int = 0
    safe: int = 0
    storage: int = 0
    monastery: int = 0
    counter_guests: int = 0
    schnapps: int = 0
    entertainers: list[Entertainer] = field(default_factory=list)
    """Entertainer tiles placed, each with the side chosen (Module 2)."""
    reputation: int = -1
    """Index on the reputation track (Module 3); -1 = on the Bartender, where it starts."""
    bard_steps: int = 0
    book: list[int] = field(default_factory=list)
    """Signatures in each guest-book column (Module 5)."""
    bought: list[str] = field(default_factory=list)
    """Tavern card kinds bought this turn (one of each; Bards may repeat where RULES.md
    assumption 18 is read the other way, data/readings.toml)."""
    recruited: bool = False
    planned: bool = False
    start_card: int = 0
    removed: list[int] = field(default_factory=list)
    """Cards removed from the game (Service Denied, start cards)."""


@dataclass(slots=True)
class State:
    chance: Chance
    modules: int
    all_modules_rule: bool
    players: list[Player]
    turn: int
    start_player: int
    phase: Phase
    """The phase under way, by the rulebook's names: ``setup`` (Module 4: start cards being
    chosen), ``new_evening`` (A: the Moon has moved, turn bonuses being chosen), ``arrival``
    (B: taverns filled, Counter Guests may restart; C, the Servers' dice, follows at once),
    ``dice_draft`` (D: picking white dice from the coasters), ``planning_and_serving`` (E then
    F, player by player in turn order: `order_index` says whose), ``closing_time`` (G: the
    Juggler may keep a card), ``over``."""
    order_index: int
    piles: dict[str, int]
    """Tavern cards left in the display, by kind."""
    nobles: int
    three_stack: list[int]
    """The face-up stack of 3-beer guests (top = last)."""
    row: list[int]
    """The guest display: slot 0 is the 3-beer stack's place (used by a deck card only once the
    stack is empty), slots 1-4 the face-up guests; -1 = empty."""
    guest_deck: list[int]
    signatures: int
    """Module 5: signature tiles left in the supply."""
    signed: list[bool]
    """Module 5: whether a signature tile lies on the guest of each display slot."""
    start_cards: list[int]
    """Module 4: the start cards revealed."""
    coasters: list[list[int]]
    """Phase D: the white dice on each player's coaster (coaster i started with player i)."""
    pick_round: int
    pending: Stack
    """The decisions waiting (decisions.py); the last one is decided first."""
    termination: str = ""
    """Why the game ended ("" while it goes on, and for the normal end)."""
