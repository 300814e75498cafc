"""The Prayer Board: the cost of each column above and, below, the cost for a player whose
sentence part is complete; the four sentence parts, their letters (large or small side up, or
taken) and each part's coloured cross with the monks waiting on it. `prayer_board(x, y, view,
targets)` returns it as SVG with its top left at (x, y), and its height; its targets: a letter
(taking it, or one of the two swapped by the Library) and a monk on a cross (collecting it)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from alehouse.core.drawing import Targets, group, shape, text
from alehouse.core.words import joined

from .look import BOARD, INNER_W, PART_W, ROW_H, SEAT_FILL, SPACE_W, colour_name
from .pieces import letter_tile, monk_figure


def prayer_board(x: float, y: float, view: Mapping[str, Any],
                 targets: Targets) -> tuple[str, float]:
    """The Prayer Board: the costs by column above, the four sentence parts (letters large or
    small side up, the coloured cross with the monks on it), the costs for a completed part
    below."""
    width = INNER_W
    costs = view["costs"]
    cols_x = x + PART_W
    top = 50                                   # the title and the costs above the rows
    h = top + 4 * ROW_H + 30
    parts = [shape("rect", x=x, y=y, width=width, height=h, rx=8, fill=BOARD["card"],
                   stroke=BOARD["frame"], stroke_width=1.5),
             text(x + 10, y + 22, "Prayer Board", size=16, weight="bold"),
             text(cols_x - 8, y + 43, "cost", size=12, anchor="end", fill="#555")]
    for c, cost in enumerate(costs["top"]):
        parts.append(text(cols_x + c * SPACE_W + SPACE_W / 2, y + 43, str(cost), size=13.5,
                          anchor="middle", weight="bold"))
    bottom_y = y + top + 4 * ROW_H + 19
    parts.append(text(cols_x - 8, bottom_y, "part complete", size=12, anchor="end",
                      fill="#555"))
    for c, cost in enumerate(costs["bottom"]):
        parts.append(text(cols_x + c * SPACE_W + SPACE_W / 2, bottom_y, str(cost), size=13,
                          anchor="middle", weight="bold", fill="#555"))
    out = [group(parts, title="The Prayer Board: the cost of each column is above it; below, "
                              "the cost for a player whose sentence part is complete")]
    for r, row in enumerate(view["prayer_board"]):
        out.append(_board_row(x, cols_x, y + top + r * ROW_H, row, view, targets))
    return "".join(out), h


def _board_row(x: float, cols_x: float, y: float, row: Mapping[str, Any],
               view: Mapping[str, Any], targets: Targets) -> str:
    colour = row["colour"]
    label = [shape("rect", x=x + 8, y=y + 6, width=6, height=ROW_H - 12, fill=SEAT_FILL[colour]),
             text(x + 20, y + 24, row["part"], size=13.5, weight="bold")]
    label.append(text(x + 20, y + 40, colour_name(colour) + ("" if row["in_play"]
                                                             else ", not in play"),
                      size=12, fill="#555"))
    out = [group(label, title=f"{colour_name(colour)}'s sentence part {row['part']}"
                              + ("" if row["in_play"] else ", not in play"))]
    for c, cell in enumerate(row["cells"]):
        cx = cols_x + c * SPACE_W
        if "cross" in cell:
            out.append(_cross(cx, y, colour, cell, row, targets))
        else:
            out.extend(_letter_space(cx, y, cell, row, targets))
    return "".join(out)


def _cross(x: float, y: float, colour: str, cell: Mapping[str, Any], row: Mapping[str, Any],
           targets: Targets) -> str:
    """A coloured cross, the monks waiting on it (one of each player's)."""
    cx, cy = x + SPACE_W / 2, y + ROW_H / 2
    parts = [shape("rect", x=cx - 4, y=y + 4, width=8, height=ROW_H - 8, fill=SEAT_FILL[colour],
                   opacity=0.75),
             shape("rect", x=x + 4, y=cy - 10, width=SPACE_W - 8, height=8,
                   fill=SEAT_FILL[colour], opacity=0.75)]
    out = [group(parts, title=f"The {row['part']} cross: "
                              + (joined([f"{colour_name(c)}'s monk" for c in cell["cross"]])
                                 or "no monk"))]
    monks = cell["cross"]
    for k, owner in enumerate(monks):
        mx = x + SPACE_W / 2 + ((k % 2) - 0.5) * 18 if len(monks) > 1 else cx
        my = y + (24 if k < 2 else 48) if len(monks) > 2 else y + 40
        body = monk_figure(mx, my, owner, False, 0.62 if len(monks) > 2 else 0.8)
        out.append(targets.wrap({"type": "take_monk", "row": colour, "owner": owner}, body,
                                f"{colour_name(owner)}'s monk on the {row['part']} cross"))
    return "".join(out)


def _letter_space(x: float, y: float, cell: Mapping[str, Any], row: Mapping[str, Any],
                  targets: Targets) -> list[str]:
    """A letter tile, large side up (yellow border) or small side up once swapped by the
    Library (black border); an empty space once taken.

    The Library swaps two letters, the one earlier on the board named first: a letter is the
    earlier of some swaps and the later of others, so it is two targets, the tile and a clear
    cover over it. The cover takes the part that leaves the more letters to pair it with (the
    earlier part in the board's first half, the later in its second), so that a first click
    leaves most swaps open; once it is out of the choice, a click passes through it to the
    tile beneath (the client's off targets take no clicks)."""
    space = cell["space"]
    size = SPACE_W - 8
    sx, sy = x + 4, y + (ROW_H - size) / 2
    letter = cell.get("letter")
    if letter is None:
        return [group(shape("rect", x=sx, y=sy, width=size, height=size, rx=4,
                            fill=BOARD["unused"] if not row["in_play"] else "none",
                            stroke="#cfc6b3", stroke_dasharray="3 3"),
                      title=f"{row['part']}, column {space % 10 + 1}: empty")]
    small = cell["swapped"]
    body = letter_tile(sx, sy, size, letter, small)
    side = "small side up (swapped by the Library)" if small else "large side up"
    title = f"The letter {letter} in {row['part']}, column {space % 10 + 1}, {side}"
    earlier = {"type": "swap_letters", "first": space}
    later = {"type": "swap_letters", "second": space}
    roles = sorted((r for r in (earlier, later) if targets.matches(r)),
                   key=lambda r: len(targets.matching(r)))
    tile_fields: list[dict[str, Any]] = [{"type": "take_letter", "space": space}, *roles[:1]]
    out = [targets.wrap_first(tile_fields, body, title)]
    if len(roles) == 2:
        cover = shape("rect", x=sx - 2, y=sy - 2, width=size + 4, height=size + 4, rx=5,
                      fill="#ffffff", fill_opacity=0, stroke="none", class_="edge")
        out.append(targets.wrap(roles[1], cover, f"{title} (Library: swap it)"))
    return out
