"""The pieces a tavern gains with the modules: the Entertainer Tiles (Module 2; each a target
while it may be paid, the Juggler's faces targets while a die is turned, both sides of one being
placed targets), the Start Card (Module 4) and the Guest Book (Module 5; a column a target while
a Signature Tile goes in it). Each takes where it starts and returns its SVG and height (0: not
drawn).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from alehouse.core.drawing import Targets, group, lines, text, wrapped

from ..content import CONTENT as C
from ..words import ENTERTAINER_NAMES, amount, bonus_text, column_name, entertainer_text
from .look import BOARD, BOOK_ROW_H, DIE, INNER, RIGHT_W
from .pieces import box, die


def entertainers(x: float, y: float, p: Mapping[str, Any], view: Mapping[str, Any],
                  targets: Targets) -> tuple[str, float]:
    """The Entertainer Tiles placed (Module 2), each a target while it may be paid; the
    Juggler's Planning side shows the sides a die may be turned to. An Entertainer being placed
    shows both its sides, each a target."""
    if view["modules"] < 2:
        return "", 0
    parts = [text(x, y + 12, "Entertainers", size=13, weight="bold")]
    cy = y + 18
    for e in p["entertainers"]:
        rows = wrapped(e["text"], int(RIGHT_W / 6.1))[:3]
        h = 10 + 14 * len(rows) + (DIE + 6 if e["side"] == "planning" else 0)
        body = (box(x, cy, RIGHT_W, h, BOARD["entertainer"])
                + lines(x + 6, cy + 15, rows, size=11, leading=1.2))
        parts.append(targets.wrap({"type": "entertain", "side": e["side"]}, body, e["text"]))
        if e["side"] == "planning":
            for t in range(1, 7):
                face = die(x + 8 + (t - 1) * (DIE + 8), cy + h - DIE - 6, t,
                            edge=targets.matches({"type": "juggle", "to": t}))
                parts.append(targets.wrap({"type": "juggle", "to": t}, face,
                                          f"Juggler: turn the die into a {t}"))
        cy += h + 4
    decision = view.get("decision") or {}
    if decision.get("kind") == "entertainer" and decision.get("player") == p["seat"]:
        name = decision["entertainer"]
        parts.append(text(x, cy + 12, f"The {ENTERTAINER_NAMES[name]} arrives: which side up, "
                          "for good?", size=11.5, weight="bold", fill="#7a2b00"))
        cy += 18
        for side in C.entertainers[name]:
            said = entertainer_text(name, side)
            rows = wrapped(said, int(RIGHT_W / 6.1))[:3]
            h = 10 + 14 * len(rows)
            body = (box(x, cy, RIGHT_W, h, BOARD["chip"], stroke_dasharray="4 2")
                    + lines(x + 6, cy + 15, rows, size=11, leading=1.2))
            parts.append(targets.wrap({"type": "entertainer_side", "side": side}, body,
                                      f"Place it with this side up: {said}"))
            cy += h + 4
    if not p["entertainers"] and cy == y + 18:
        parts.append(text(x, cy + 12, "none yet", size=11.5, fill="#555"))
        cy += 18
    return "".join(parts), cy - y


def start_card(x: float, y: float, p: Mapping[str, Any], view: Mapping[str, Any],
                targets: Targets) -> tuple[str, float]:
    """The Start Card the player chose (Module 4), once chosen."""
    if not p.get("start_card_text"):
        return "", 0
    rows = wrapped(p["start_card_text"], int(RIGHT_W / 6.1))[:4]
    return group([box(x, y, RIGHT_W, 10 + 14 * len(rows), BOARD["start_card"], edge=False),
                  lines(x + 6, y + 15, rows, size=11, leading=1.2)],
                 title=p["start_card_text"]), 10 + 14 * len(rows)


def guest_book(x: float, y: float, p: Mapping[str, Any], targets: Targets
                ) -> tuple[str, float]:
    """The Guest Book (Module 5): four columns by the Beer of their guests, filled from the top;
    the bonus of each space, the Signature Tiles placed; a column is where a tile goes."""
    parts = [text(x, y + 12, "Guest Book (filled from the top of each column; a full row: a "
                  "Noble)", size=13, weight="bold")]
    cols = len(C.book_columns)
    cw = (INNER - 20 - (cols - 1) * 8) / cols
    for col in range(cols):
        cx = x + col * (cw + 8)
        filled = p["guest_book"][col]
        body = [box(cx, y + 18, cw, 24 + len(C.book_rows) * BOOK_ROW_H, BOARD["book"]),
                text(cx + 8, y + 34, f"{column_name(col)} column", size=12, weight="bold"),
                text(cx + cw - 8, y + 34, f"{filled} of {len(C.book_rows)} signed", size=11,
                     anchor="end")]
        for row, cells in enumerate(C.book_rows):
            ry = y + 40 + row * BOOK_ROW_H
            signed = row < filled
            bonus = bonus_text(cells[col]) or "no bonus"
            body.append(box(cx + 4, ry, cw - 8, BOOK_ROW_H - 3,
                             BOARD["signed"] if signed else BOARD["chip"], edge=False, rx=3))
            said = f"Signature Tile ({bonus})" if signed else bonus
            body.append(text(cx + 10, ry + 15, said, size=11, fill="#fff" if signed else "#222"))
        rest = len(C.book_rows) - filled
        title = (f"Guest Book, {column_name(col)} column: "
                 f"{amount(filled, 'signature')} placed, "
                 + (f"next space: {bonus_text(C.book_rows[filled][col]) or 'no bonus'}" if rest
                    else "full"))
        parts.append(targets.wrap({"type": "book_column", "column": col}, "".join(body),
                                  title))
    return "".join(parts), 18 + 24 + len(C.book_rows) * BOOK_ROW_H
