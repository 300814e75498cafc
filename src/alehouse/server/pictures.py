"""The home page's picture of each game: a new game's board as a spectator sees it. A game that
draws its board (`Game.draw`) gives that drawing; for the others the picture is what their
table page shows instead, their view as text in panels (`Game.render_text`), set as an SVG
so that every game's card holds an image of the same kind. Nothing is invented: each line is
the game's own text."""

from __future__ import annotations

import re
import textwrap
from functools import cache

import alehouse
from alehouse.core.drawing import document, esc, num, shape

SIZE = 13
"""The text's size in user units."""
LEADING = 1.35
ADVANCE = 0.6
"""A monospaced character's width, in text sizes."""
PAD = 10
GAP = 10
MOST_LINES = 60
"""Lines shown of one panel (a picture, not the whole view)."""
WRAP = 72
"""Longer lines are wrapped, as the page wraps them in a narrow panel."""
GRID = re.compile(r"\+--|--\+")
"""A drawn grid, as the table page tells one (its lines are never wrapped)."""


def _rows(part: str) -> list[str]:
    """A panel's lines as the table page shows them: long lines wrapped (indented as they
    began), except in a drawn grid (a map), whose lines stay whole."""
    lines = part.splitlines()
    if GRID.search(part):
        return lines[:MOST_LINES]
    rows: list[str] = []
    for line in lines:
        indent = line[:len(line) - len(line.lstrip())]
        rows += textwrap.wrap(line, WRAP, initial_indent="", subsequent_indent=indent + "  ",
                              drop_whitespace=True) if len(line) > WRAP else [line]
    return rows[:MOST_LINES]


def text_panels(title: str, text: str) -> str:
    """`text` as the table page shows it: one panel for each part between blank lines, in a
    monospaced font with its spaces kept (a drawn grid stays a grid), named by `title` for
    screen readers."""
    panels = [_rows(part) for part in re.split(r"\n\s*\n", text) if part.strip()]
    widest = max((len(line) for rows in panels for line in rows), default=20)
    width = 2 * GAP + 2 * PAD + widest * SIZE * ADVANCE
    body: list[str] = []
    y = float(GAP)
    for rows in panels:
        height = 2 * PAD + len(rows) * SIZE * LEADING
        body.append(shape("rect", x=GAP, y=y, width=width - 2 * GAP, height=height, rx=6,
                          fill="#fff", stroke="#ddd3c2"))
        for i, row in enumerate(rows):
            base = y + PAD + (i + 0.8) * SIZE * LEADING
            body.append(f'<text x="{num(GAP + PAD)}" y="{num(base)}" font-size="{SIZE}" '
                        f'font-family="monospace" fill="#222" xml:space="preserve">'
                        f"{esc(row)}</text>")
        y += height + GAP
    return document(width, y, body, title=title)


@cache
def picture(game_id: str) -> str:
    """The picture of `game_id`'s board at the start of a game of its fewest players (seed 1),
    as a spectator sees it: an SVG document."""
    game = alehouse.game(game_id)
    match = alehouse.new_match(game_id, players=game.player_counts.start, seed=1)
    view = match.view(None)
    drawn = game.draw(view)
    if drawn is not None:
        return drawn
    return text_panels(f"{game.title}: the table at the start of a game",
                       game.render_text(view) or game.waiting_for(match.state))
