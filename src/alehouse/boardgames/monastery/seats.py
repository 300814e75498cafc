"""The seats: the colour each one drew at setup (the name people read), the team partner, and
which colours (sentence parts) are in play.

Every log line and sentence names a seat through `name`; `Monastery.player_name` does too.
"""

from __future__ import annotations

from .content import CONTENT
from .state import State

C = CONTENT
COLOUR_NAMES = C.colour_names


def name(state: State, seat: int) -> str:
    """The seat's colour, as people name it ("Red")."""
    return COLOUR_NAMES[state.players[seat].colour]


def partner(state: State, seat: int) -> int:
    """The team partner's seat in the team game (red+green, blue+yellow), else -1."""
    if state.variant != "team":
        return -1
    colour = state.players[seat].colour
    mate = (colour + 2) % 4
    for q, pl in enumerate(state.players):
        if pl.colour == mate:
            return q
    return -1


def active_colours(state: State) -> list[int]:
    """The colours in play (their sentence parts and letter tracks are used)."""
    return sorted([p.colour for p in state.players])


def seat_of(state: State, colour: int) -> int:
    """The seat playing `colour` (-1: nobody)."""
    for q, p in enumerate(state.players):
        if p.colour == colour:
            return q
    return -1
