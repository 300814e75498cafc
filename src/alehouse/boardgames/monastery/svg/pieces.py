"""The small pieces of Monastery's drawing, each a pure function of where it stands and what it
is, returning SVG: a monk (standing or praying), a blessing and the blessings lying on a tile, a
seat's badge and a letter tile (on the Prayer Board and on a screen's letter track)."""

from __future__ import annotations

from functools import cache

from alehouse.core.drawing import badge, edge, group, shape, text

from .look import BOARD, MAP, SEAT_FILL, SEAT_LETTER


@cache
def monk_figure(cx: float, cy: float, colour: str, praying: bool, scale: float = 1.0) -> str:
    """A monk standing with his feet at (cx, cy), or praying: leaning forward, half reclined;
    his colour's first letter on his habit."""
    k = scale
    body = (shape("path", d=f"M{cx - 9 * k:.1f},{cy:.1f} L{cx - 6 * k:.1f},{cy - 15 * k:.1f} "
                           f"Q{cx:.1f},{cy - 20 * k:.1f} {cx + 6 * k:.1f},{cy - 15 * k:.1f} "
                           f"L{cx + 9 * k:.1f},{cy:.1f} Z",
                  fill=SEAT_FILL[colour], stroke="#1d1d1d", stroke_width=1.2)
            + shape("circle", cx=cx, cy=cy - 21 * k, r=5.5 * k, fill=SEAT_FILL[colour],
                    stroke="#1d1d1d", stroke_width=1.2)
            + text(cx, cy - 3.5 * k, colour[0].upper(), size=9 * k, anchor="middle",
                   weight="bold", fill=SEAT_LETTER[colour]))
    halo = shape("circle", cx=cx, cy=cy - 12 * k, r=15 * k, fill="none", stroke="none",
                 class_="edge")
    if praying:
        body = group(body, transform=f"rotate(62 {cx:.1f} {cy:.1f})")
    return halo + body


@cache
def blessing(cx: float, cy: float, r: float = 8) -> str:
    """A blessing marker: a gold disc of radius `r` centred at (cx, cy)."""
    return shape("circle", cx=cx, cy=cy, r=r, fill=MAP["blessing"],
                 stroke=MAP["blessing_edge"], stroke_width=1.5)


@cache
def blessings_lying(n: int) -> str:
    """Blessings lying on a tile (Encouragement): a row of gold markers along its top left,
    and their number past three."""
    shown = min(n, 3)
    out = "".join(blessing(13 + k * 12, 13, 7) for k in range(shown))
    if n > shown:
        out += text(13 + shown * 12, 18, f"+{n - shown}", size=12, weight="bold",
                    fill=MAP["blessing_edge"])
    return out


@cache
def seat_badge(cx: float, cy: float, colour: str, r: float = 9) -> str:
    """A seat's colour with its first letter (colours are told apart by letter too)."""
    return badge(cx, cy, colour[0].upper(), SEAT_FILL[colour], SEAT_LETTER[colour], r)


@cache
def letter_tile(x: float, y: float, size: float, letter: str, small: bool) -> str:
    """A letter tile, large side up (yellow border) or small side up (black border)."""
    return (shape("rect", x=x, y=y, width=size, height=size, rx=4, fill=BOARD["letter"],
                  stroke=BOARD["small"] if small else BOARD["large"], stroke_width=3)
            + edge(x, y, size, size)
            + text(x + size / 2, y + size / 2 + size * (0.12 if small else 0.18), letter,
                   size=size * (0.34 if small else 0.52), anchor="middle", weight="bold"))
