"""The hour-disc in front of the Abbot, with the day and hour in words beside it, the bag of
tiles and the blessing supply. `hour_disc(x, y, view, targets)` returns them as SVG with their
top left at (x, y), and their height; its one target is the bag (exchanging a tile)."""

from __future__ import annotations

import math
from collections.abc import Mapping
from functools import cache
from typing import Any

from alehouse.core.drawing import Targets, edge, group, lines, shape, text
from alehouse.core.words import plural

from ..content import CONTENT as C
from .look import BOARD, DISC_R, GAP, HOUR_FILL, colour_name, round_words
from .pieces import blessing


def hour_disc(x: float, y: float, view: Mapping[str, Any], targets: Targets) -> tuple[str, float]:
    """The hour-disc before the Abbot; beside it the day and hour in words, the bag (where an
    exchange draws) and the blessing supply."""
    abbot = colour_name(view["players"][view["abbot"]]["colour"])
    side = 2 * DISC_R + 12
    disc = group(group(_disc(view["hour"] - 1), transform=f"translate({x:.1f} {y:.1f})"),
                 title=f"The hour-disc, before Abbot {abbot}: day {view['day']}, hour "
                       f"{view['hour']}, {round_words(view)}")
    rx = x + side + GAP
    rows = [f"Day {view['day']} of {C.hours[-1].day}, hour {view['hour']}:",
            round_words(view), f"The hour-disc lies before Abbot {abbot}"]
    words = [lines(rx, y + 22, rows[:2], size=15, weight="bold"),
             text(rx, y + 64, rows[2], size=13.5)]
    if not view["talk_allowed"]:
        words.append(text(rx, y + 84, "Vow of Silence: no talking now", size=13.5,
                          fill="#7a2b00"))
    by = y + side - 64
    bag = (shape("path", d=f"M{rx + 10},{by + 58} Q{rx + 2},{by + 22} {rx + 22},{by + 13} "
                           f"L{rx + 18},{by + 4} L{rx + 44},{by + 4} L{rx + 40},{by + 13} "
                           f"Q{rx + 60},{by + 22} {rx + 52},{by + 58} Z",
                 fill=BOARD["bag"], stroke="#3b2a1a", stroke_width=1.5)
           + edge(rx + 2, by + 2, 58, 58)
           + text(rx + 31, by + 42, str(view["bag"]), size=15, anchor="middle", weight="bold",
                  fill="#fff")
           + text(rx + 70, by + 28, "The bag:", size=13.5, weight="bold")
           + text(rx + 70, by + 46, plural(view["bag"], "tile"), size=13.5))
    bag_title = f"The bag: {plural(view['bag'], 'tile')}"
    if targets.matches({"type": "exchange"}):
        bag_title += " (exchange instead of laying: draw a tile, then return one)"
    sx = rx + 180
    supply = [blessing(sx + 12, by + 32, 12),
              text(sx + 32, by + 28, "Supply:", size=13.5, weight="bold"),
              text(sx + 32, by + 46, plural(view["supply"], "blessing"), size=13.5)]
    out = [disc, *words, targets.wrap({"type": "exchange"}, bag, bag_title),
           group(supply, title=f"The blessing supply: {plural(view['supply'], 'blessing')}")]
    return "".join(out), side


@cache
def _disc(now: int) -> str:
    """The hour-disc in a box of 2 * DISC_R + 12: ten hours clockwise from Matins at the top,
    the pointer on hour `now` (0-9)."""
    cx = cy = DISC_R + 6
    parts = [shape("circle", cx=cx, cy=cy, r=DISC_R + 4, fill="#5e4b3a")]
    for k, h in enumerate(C.hours[:10]):
        parts.append(_wedge(cx, cy, k, fill=HOUR_FILL[h.kind], stroke="#5e4b3a",
                            stroke_width=1.5))
        mid = math.radians(-90 + k * 36)
        lx, ly = cx + DISC_R * 0.66 * math.cos(mid), cy + DISC_R * 0.66 * math.sin(mid)
        ink = "#fff" if h.kind == "night" else "#222"
        parts.append(text(lx, ly + 1, h.name, size=11.5, anchor="middle", fill=ink,
                          weight="bold" if k == now else None))
        parts.append(text(lx, ly + 13, f"draw {h.draw}" if h.draw else str(k + 1), size=10,
                          anchor="middle", fill=ink))
    mid = math.radians(-90 + now * 36)
    tip = (cx + DISC_R * 0.42 * math.cos(mid), cy + DISC_R * 0.42 * math.sin(mid))
    parts.append(_wedge(cx, cy, now, fill="none", stroke=HOUR_FILL["pointer"], stroke_width=4))
    parts.append(shape("line", x1=cx, y1=cy, x2=tip[0], y2=tip[1], stroke=HOUR_FILL["pointer"],
                       stroke_width=5, stroke_linecap="round"))
    parts.append(shape("circle", cx=cx, cy=cy, r=9, fill=HOUR_FILL["pointer"]))
    return "".join(parts)


def _wedge(cx: float, cy: float, hour: int, **attrs: Any) -> str:
    """The hour-disc's wedge of `hour` (0-9, clockwise from the top)."""
    a0, a1 = math.radians(-90 - 18 + hour * 36), math.radians(-90 + 18 + hour * 36)
    p0 = (cx + DISC_R * math.cos(a0), cy + DISC_R * math.sin(a0))
    p1 = (cx + DISC_R * math.cos(a1), cy + DISC_R * math.sin(a1))
    return shape("path", d=f"M{cx:.1f},{cy:.1f} L{p0[0]:.1f},{p0[1]:.1f} "
                           f"A{DISC_R},{DISC_R} 0 0 1 {p1[0]:.1f},{p1[1]:.1f} Z", **attrs)
