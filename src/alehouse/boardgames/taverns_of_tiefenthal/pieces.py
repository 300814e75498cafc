"""Small frozen records the state keeps: a die planned on an action space and an entertainer tile
placed in a tavern. They are values (never changed in place), so copies of the state share
them."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Placed:
    """A die planned on an action space: white or of the player's colour, its rolled value, the
    Dishwashers used on it (+1 each), and the space (an action space as the `Plan` action names
    it: "table3", "cashbox", "barrel", "monk", "brewer")."""

    white: bool
    value: int
    boost: int
    space: str


@dataclass(frozen=True, slots=True)
class Entertainer:
    """An entertainer tile (Module 2) placed with one side up for good: `name` is the
    entertainer ("minstrel", "magician", "juggler"), `side` the side chosen (one of its two in
    content.entertainers, e.g. "thalers" or "beer" for the minstrel)."""

    name: str
    side: str


JUGGLER_PLANNING = Entertainer("juggler", "planning")
"""The Juggler's Planning side: 1 schnapps turns a die to any side in Planning Phase E."""
JUGGLER_CLOSING = Entertainer("juggler", "closing")
"""The Juggler's Closing side: 1 schnapps keeps a played card on top of the deck at Closing
Time, once a turn."""
