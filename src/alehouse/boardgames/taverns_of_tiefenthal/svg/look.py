"""The look and the layout of the board drawing, shared by all its parts: the colours (read from
`data/drawing.toml`: seats, the pips of dice, cards, the board), sizes and places in user units,
and the cards by the names the view gives them. Constants only; nothing here draws.
"""

from __future__ import annotations

from alehouse.core.drawing import look

from ..content import CONTENT as C
from ..content import DATA, Card

_LOOK = look(DATA)
SEAT_FILL: dict[str, str] = _LOOK["seats"]
PIPS: dict[str, str] = _LOOK["pips"]
CARD_FILL: dict[str, str] = _LOOK["cards"]
BOARD: dict[str, str] = _LOOK["board"]

# --- layout, in user units -----------------------------------------------------------------------
WIDTH = 1000
MARGIN = 16
INNER = WIDTH - 2 * MARGIN
GAP = 12
HEADER_H = 84
TURN_H = 112                          # a space of the Turn Track
MONASTERY_PER_ROW = 12                # the Monastery Track's 23 spaces in two rows
MONASTERY_H = 70
PILE_W, PILE_H = 108, 78              # a pile of Tavern Cards
GUEST_H = 128                         # a card of the guest display
DIE = 26                              # a die's side
TABLE_W, TABLE_H = 96, 142            # a Table with its card and die
TABLES_PER_ROW = 6
LEFT_W = TABLES_PER_ROW * (TABLE_W + 4) - 4   # a tavern's left column: tables and tiles
SPACE_TOP = 128                       # a tile with an action space, above its dice
DICE_PER_ROW = 4                      # dice planned on such a tile, in rows
TILE_H = 134                          # a tile without one
RIGHT_X = LEFT_W + 26                 # a tavern's right column, from the tavern's left edge
RIGHT_W = INNER - RIGHT_X - 10
REPUTATION_H = 64
BOOK_ROW_H = 22

BY_NAME: dict[str, Card] = {c.name: c for c in C.cards}
"""The cards by the names the view gives them."""
