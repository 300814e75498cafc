"""The look and layout of Dice Brewing's drawing: the colours from data/drawing.toml and the
sizes and places, in user units, that every part of the drawing shares."""

from __future__ import annotations

from alehouse.core.drawing import look

from ..content import DATA

_LOOK = look(DATA)
SEAT_FILL: dict[str, str] = _LOOK["seats"]
SEAT_INK: dict[str, str] = _LOOK["seat_ink"]
SEAT_EDGE: dict[str, str] = _LOOK["seat_edge"]
DIE_FILL: dict[str, str] = _LOOK["dice"]
DIE_INK: dict[str, str] = _LOOK["dice_ink"]
INGREDIENT_FILL: dict[str, str] = _LOOK["ingredients"]
BOARD: dict[str, str] = _LOOK["board"]

# --- layout, in user units -----------------------------------------------------------------------
WIDTH = 1000
MARGIN = 16
GAP = 12
HEADER_H = 66
DIE = 36                              # a die, square
DIE_STEP = DIE + 9                    # from one die to the next in a row
UNDER_H = 14                          # the token under a die, or a die's mark ("chosen")
TAB_H = 16                            # a tab under a die: "to storage", "withdraw"
SMALL_DIE = 28                        # a die on a field, offered for a speed-up, or rolled
SEED_R = 11
CARD_SLOTS = 4                        # the most recipe cards on display
DECK_W = 104
CARD_W = (WIDTH - 2 * MARGIN - DECK_W - CARD_SLOTS * GAP) / CARD_SLOTS
CHIP_W, CHIP_H = 60, 20               # a die a recipe requires
SUPPLY_W, MARKET_W = 226, 420         # the black market takes the rest of the row
ROW_H = 32                            # a ware of a market card
PLAYER_W = WIDTH - 2 * MARGIN
HOLD_W = 300                          # a player's dice and holdings, left of the player board
BUILDING_W = (PLAYER_W - 20 - HOLD_W - 2 * GAP) / 2
FIELD_TEXT = 10.5                     # the size of a field's words
TOKEN_W, TOKEN_H = 144, 22
INGREDIENT_W = 94
