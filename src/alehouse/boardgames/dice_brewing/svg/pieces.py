"""The small pieces of Dice Brewing's drawing, each a pure function of where it stands and what
it is, returning SVG (every piece with the outline it shows when it is a target): a seat's
badge, a die (or a pile's die, unnumbered), a seed token, a labelled chip (an ingredient, a
token, a tab); and the words for a die and for whose a piece is."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from alehouse.core.drawing import badge, edge, shape, text
from alehouse.core.words import joined

from .. import words as W
from .look import BOARD, DIE, DIE_FILL, DIE_INK, SEAT_FILL, SEAT_INK, SEED_R


def seat_badge(x: float, y: float, colour: str, r: float = 9) -> str:
    """A seat's colour with its first letter (colours are told apart by letter too)."""
    return badge(x, y, colour[0], SEAT_FILL[colour], SEAT_INK[colour], r)


def die_face(x: float, y: float, colour: str, value: int | None, size: float = DIE) -> str:
    """A die: its colour, its value, and the colour's name written under the value (a die
    with no value, standing for a pile: the name alone)."""
    box = shape("rect", x=x, y=y, width=size, height=size, rx=size * 0.16,
                fill=DIE_FILL[colour], stroke="#222", stroke_width=1.2)
    ink = DIE_INK[colour]
    if value is None:
        return (box + text(x + size / 2, y + size / 2 + size * 0.1, colour, size=size * 0.28,
                           anchor="middle", weight="bold", fill=ink)
                + edge(x, y, size, size, 5))
    return (box + text(x + size / 2, y + size * 0.52, str(value), size=size * 0.46,
                       anchor="middle", weight="bold", fill=ink)
            + text(x + size / 2, y + size - size * 0.12, colour, size=size * 0.25,
                   anchor="middle", fill=ink)
            + edge(x, y, size, size, 5))


def die_words(d: Mapping[str, Any]) -> str:
    """"yellow 3", "black 5, blocked" (the tokens under it)."""
    marks = [w for w in ("blocked", "protected") if d.get(w)]
    if d.get("raised"):
        marks.append("raised by 1")
    return W.die(d["colour"], d["value"]) + (f", {joined(marks)}" if marks else "")


def seed_token(cx: float, cy: float, r: float = SEED_R) -> str:
    """A seed token: a brown disc of radius `r` centred at (cx, cy), "seed" written on it."""
    return (shape("circle", cx=cx, cy=cy, r=r, fill=BOARD["seed"], stroke="#5a3d1c")
            + text(cx, cy + r * 0.3, "seed", size=r * 0.72, anchor="middle", fill="#fff")
            + edge(cx - r, cy - r, 2 * r, 2 * r, r))


def chip(x: float, y: float, w: float, h: float, words: str, fill: str, *, size: float = 10.5,
         ink: str = "#222", weight: str | None = None) -> str:
    """A labelled rounded box: an ingredient, a token, a requirement, a tab."""
    return (shape("rect", x=x, y=y, width=w, height=h, rx=4, fill=fill, stroke="#6b5a45")
            + text(x + w / 2, y + h / 2 + size * 0.36, words, size=size, anchor="middle",
                   fill=ink, weight=weight)
            + edge(x, y, w, h, 4))


def whose(p: Mapping[str, Any], mine: bool) -> str:
    """"your" for the viewer's pieces, else "Purple's"."""
    return "your" if mine else f"{p['colour']}'s"
