"""The look and layout of Monastery's drawing: the colours from data/drawing.toml, the sizes
and places in user units, and the words for a seat's colour and for the round that every part
of the drawing shares."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from alehouse.core.drawing import look

from ..content import DATA

_LOOK = look(DATA)
SEAT_FILL: dict[str, str] = _LOOK["seats"]
SEAT_LETTER: dict[str, str] = _LOOK["seat_letter"]
TILE_FILL: dict[str, str] = _LOOK["tiles"]
ACCENT: dict[str, str] = _LOOK["accents"]
MAP: dict[str, str] = _LOOK["map"]
HOUR_FILL: dict[str, str] = _LOOK["hours"]
BOARD: dict[str, str] = _LOOK["board"]
SYMBOL_TEXT: dict[str, str] = _LOOK["symbols"]

# --- layout, in user units -----------------------------------------------------------------------
# Narrow enough that a phone, which shows the board at its own size, scrolls sideways little;
# the monastery and the viewer's screen first, where most of the play is.
WIDTH = 720
MARGIN = 16
GAP = 16
HEADER_H = 96
CELL = 100                      # a map cell, before the map is scaled down to fit the width
LABEL = 22                      # the band of coordinates along the map's top and left
INNER_W = WIDTH - 2 * MARGIN
DISC_R = 104                    # the hour-disc
PART_W = 126                    # the sentence part's name at the start of a Prayer Board row
SPACE_W = (INNER_W - PART_W - 8) / 10
ROW_H = 54
HAND_TILE = 62                  # a tile behind your own screen


def colour_name(colour: str) -> str:
    """A seat's colour as players read it: "Red"."""
    return colour.title()


def round_words(view: Mapping[str, Any]) -> str:
    """The round now, as the hour-disc shows it: "Sext (Prayer Hour)", "Toil round"."""
    return {"prayer": f"{view['hour_name']} (Prayer Hour)", "study": "Study round",
            "toil": "Toil round", "night": "Night Round"}[view["round_kind"]]
