"""The replay's chart: each seat's estimated chance of winning after every move of a finished
game, as an SVG document, with the move where the game turned marked.

A pure drawing of the numbers it is given (`replays.chances` works them out). Each seat's line
has the colour its name says (the games name their seats by colour), a dash pattern of its own
and its name at its end, so that no seat is known by colour alone. Each line carries its
chances in ``data-chances`` (one a step, from the start) and its seat in ``data-seat``; the
chart carries its plot area (``data-left``, ``data-width``, ``data-top``, ``data-height``) and
``data-steps``, so that a page
can tell which step a click on it points at.
"""

from __future__ import annotations

from collections.abc import Sequence

from alehouse.core.drawing import document, group, num, shape, text

WIDTH, HEIGHT = 640.0, 260.0
LEFT, RIGHT, TOP, BOTTOM = 44.0, 96.0, 30.0, 34.0
"""The plot area's margins: the chances' scale to the left, the seats' names to the right."""
COLOURS = {"red": "#c0392b", "blue": "#2461b3", "green": "#2e8b3e", "yellow": "#d4a017",
           "purple": "#7d3c98", "orange": "#e67e22", "white": "#9a9a9a", "pink": "#d66ba0",
           "black": "#222222", "brown": "#8b5a2b", "grey": "#888888"}
"""A seat's line by its colour's name (white is drawn grey, to show on the paper)."""
OTHER_COLOURS = ("#0072b2", "#e69f00", "#009e73", "#cc79a7", "#56b4e9", "#d55e00")
DASHES = (None, "7 4", "2 3", "9 3 2 3", "4 2", "1 2")
"""Each seat's dash pattern, in seat order."""


def colour(name: str, seat: int) -> str:
    """The colour a seat named `name` is drawn in."""
    return COLOURS.get(name.strip().lower(), OTHER_COLOURS[seat % len(OTHER_COLOURS)])


def chance_chart(names: Sequence[str], chances: Sequence[Sequence[float]],
                 turn: tuple[int, int, str] | None = None) -> str:
    """The chart of `chances` (per step from the start, each seat's chance of winning) for
    the seats `names`; `turn` (step, seat, words) marks where the game turned."""
    steps = max(len(chances) - 1, 1)
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x(step: int) -> float:
        return LEFT + plot_w * step / steps

    def y(chance: float) -> float:
        return TOP + plot_h * (1 - min(1.0, max(0.0, chance)))

    body = [text(LEFT, 18, "Chance of winning after each move", size=13, weight="bold")]
    for level in (0.0, 0.25, 0.5, 0.75, 1.0):
        body.append(shape("line", x1=LEFT, y1=y(level), x2=LEFT + plot_w, y2=y(level),
                          stroke="#d8cfbf" if level not in (0.0, 1.0) else "#a99e8a",
                          stroke_width=1))
        body.append(text(LEFT - 6, y(level) + 4, f"{round(100 * level)}%", size=10,
                         anchor="end", fill="#555"))
    body.append(text(LEFT, HEIGHT - 10, "the start", size=10, fill="#555"))
    body.append(text(LEFT + plot_w, HEIGHT - 10, f"move {len(chances) - 1}", size=10,
                     anchor="end", fill="#555"))
    if turn is not None:
        step, seat, words = turn
        at = x(step)
        body.append(group([shape("line", x1=at, y1=TOP, x2=at, y2=TOP + plot_h,
                                 stroke="#222", stroke_width=1.2, stroke_dasharray="3 3"),
                           text(at, TOP - 4, "the game turned", size=10,
                                anchor="middle" if 60 < at < WIDTH - 60 else
                                ("start" if at <= 60 else "end"), fill="#222")],
                          title=f"The game turned at move {step}: {words}", class_="turn",
                          data_step=step, data_seat=seat))
    ends: list[tuple[float, int]] = []
    for seat, name in enumerate(names):
        series = [row[seat] for row in chances]
        points = " ".join(f"{num(round(x(i), 1))},{num(round(y(c), 1))}"
                          for i, c in enumerate(series))
        ink = colour(name, seat)
        final = series[-1] if series else 0.0
        body.append(group(shape("polyline", points=points, fill="none", stroke=ink,
                                stroke_width=2.2, stroke_dasharray=DASHES[seat % len(DASHES)],
                                stroke_linejoin="round"),
                          title=f"{name}: {round(100 * final)}% at the end",
                          class_="chance", data_seat=seat,
                          data_chances=" ".join(f"{c:.4f}" for c in series)))
        ends.append((y(final), seat))
    # the names at the lines' ends, moved apart where they would overlap
    placed: list[float] = []
    for at, seat in sorted(ends):
        at = max(at, placed[-1] + 13) if placed else at
        placed.append(at)
        body.append(text(LEFT + plot_w + 6, at + 4, names[seat], size=11, weight="bold",
                         fill=colour(names[seat], seat)))
    svg = document(WIDTH, HEIGHT, body, title="Each player's chance of winning after every "
                   "move", background="#fbf8f1")
    return svg.replace("<svg ", f'<svg class="chances" data-left="{num(LEFT)}" '
                       f'data-width="{num(plot_w)}" data-top="{num(TOP)}" '
                       f'data-height="{num(plot_h)}" data-steps="{len(chances) - 1}" ', 1)


__all__ = ["chance_chart", "colour"]
