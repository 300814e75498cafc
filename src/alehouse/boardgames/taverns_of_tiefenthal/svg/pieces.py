"""The small pieces every part of the board drawing is made of: a seat's badge, a die, a box, a
labelled chip, a card's face (a Guest, Regular or Noble), and `layered`, which draws a place of
the board with the pieces lying on it so that targets never nest. Each returns SVG text (a chip
its width too); none reads the view.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from alehouse.core.drawing import Targets, group, lines, shape, text, wrapped

from ..content import Card
from ..words import amount, bonus_text, card_name, needs, thalers
from .look import BOARD, CARD_FILL, DIE, PIPS, SEAT_FILL


def badge(x: float, y: float, colour: str, r: float = 8) -> str:
    """A seat's colour with its first letter (colours are told apart by letter too)."""
    return (shape("circle", cx=x, cy=y, r=r, fill=SEAT_FILL[colour], stroke="#222")
            + text(x, y + r * 0.42, colour[0], size=r * 1.15, anchor="middle", weight="bold",
                   fill=PIPS[colour]))


_PIP_AT: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((0, 0),), 2: ((-1, -1), (1, 1)), 3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)), 5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1))}
"""Where a die's pips lie, in thirds of its side from its centre."""


def die(x: float, y: float, value: int, colour: str = "white", size: float = DIE,
         edge: bool = False) -> str:
    """A die showing `value` (0: the "?" a card shows for any die), white or of a seat's
    colour; `edge`: outlined as a target's edge."""
    fill = "#ffffff" if colour == "white" else SEAT_FILL[colour]
    pip = PIPS[colour]
    body = [shape("rect", x=x, y=y, width=size, height=size, rx=size * 0.18, fill=fill,
                  stroke="#333")]
    if edge:  # the target's outline, around the die (a die keeps its own edge when not live)
        body.insert(0, shape("rect", x=x - 3, y=y - 3, width=size + 6, height=size + 6,
                             rx=size * 0.25, fill="none", stroke="none", class_="edge"))
    if value == 0:
        body.append(text(x + size / 2, y + size * 0.72, "?", size=size * 0.7, anchor="middle",
                         weight="bold", fill=pip))
    else:
        c, step = size / 2, size * 0.27
        for dx, dy in _PIP_AT[value]:
            body.append(shape("circle", cx=x + c + dx * step, cy=y + c + dy * step,
                              r=size * 0.09, fill=pip))
    return "".join(body)


def box(x: float, y: float, w: float, h: float, fill: str, *, edge: bool = True,
         stroke: str = "#8a7a62", rx: float = 5, **attrs: Any) -> str:
    """A rounded box; `edge`: its outline is a target's edge (drawn live when the target is)."""
    return shape("rect", x=x, y=y, width=w, height=h, rx=rx, fill=fill, stroke=stroke,
                 class_="edge" if edge else None, **attrs)


def chip(x: float, y: float, words: str, fill: str = BOARD["chip"], size: float = 11.5,
          edge: bool = True) -> tuple[str, float]:
    """A small labelled box (a counter, a card in an area): its SVG and width."""
    w = text_w(words, size) + 12
    return (box(x, y, w, size + 10, fill, edge=edge, rx=4)
            + text(x + 6, y + size + 3, words, size=size)), w


def text_w(words: str, size: float) -> float:
    """About how wide a line of sans-serif text is."""
    return len(words) * size * 0.56


def _card_fill(card: Card) -> str:
    """A card's colour, by its kind (a Tavern Card's otherwise)."""
    return CARD_FILL[card.kind] if card.kind in CARD_FILL else CARD_FILL["tavern"]


def card_face(x: float, y: float, w: float, h: float, card: Card, count: int = 1) -> str:
    """A Guest, Regular or Noble card: its name (and Beer for a guest), the die it needs, what it
    pays, its Victory Points and its bonus."""
    name = card_name(card.id) if count == 1 else amount(count, "noble")
    body = [box(x, y, w, h, _card_fill(card)),
            lines(x + 6, y + 16, wrapped(name, int((w - DIE - 10) / 6.6))[:2], size=12,
                  weight="bold", leading=1.15),
            die(x + w - DIE - 5, y + 5, card.die)]
    rows = [f"{needs(card.die)}", f"pays {thalers(card.pays)}", f"{card.vp} VP"]
    if card.bonus:
        rows += wrapped(f"bonus: {bonus_text(card.bonus)}", int(w / 6.1))
    body.append(lines(x + 6, y + 48, rows[: int((h - 40) / 14)], size=11, leading=1.2))
    return "".join(body)


Piece = tuple[list[dict[str, Any]], str, str]
"""Something drawn over a place of the board: the fields of the actions it may stand for (the
first legal one is its target's), its SVG and its title."""


def layered(targets: Targets, fields: Mapping[str, Any], body: str, title: str,
             pieces: Sequence[Piece]) -> str:
    """A place (a target when an action with `fields` is legal; never without fields) and the
    pieces lying on it: those that are targets now are drawn over it, the others inside it, so
    that a click on them is a click on the place (targets never nest)."""
    inside, over = [], []
    for options, piece, said in pieces:
        if any(targets.matches(f) for f in options):
            over.append(targets.wrap_first(options, piece, said))
        else:
            inside.append(group(piece, title=said))
    inner = body + "".join(inside)
    place = targets.wrap(fields, inner, title) if fields else group(inner, title=title)
    return place + "".join(over)
