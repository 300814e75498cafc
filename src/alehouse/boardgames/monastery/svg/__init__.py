"""Monastery drawn as SVG, as a player at the table sees it: the monastery of tiles around the
Abbey (each tile with its paths and gateways, its numbered boxes while under construction or its
scoring circle once finished, its symbol, the blessings lying on it and the monks standing or
praying there), the hour-disc in front of the Abbot, the bag and the blessing supply, the Prayer
Board with its costs, letters and crosses, and each player's screen: the letter track on its
front, the monks and blessings, and behind it the tiles (the viewer's own; the others' only
counted, as they are hidden).

`draw(view, legal)` is a pure function of a view (`view.view`) and the viewing seat's legal
actions as JSON; targets (see `alehouse.core.drawing`) mark where an action has a place:

- laying a tile: the tile behind your screen, drawn turned every way it can lie (pick up the
  tile turned the way you want), and the empty place on the map; either first, the other then
  narrows to what fits. A player turns the tile in hand at the table, so the turnings are
  pictures of the tile with its paths, not words;
- moving: your monk, then the finished tile (or the empty numbered box) it goes to;
- Encouragement: the tile under construction a blessing goes on; prayer: your monk;
- the Almonry, Workshop and Abbot's House: the symbol on the tile; exchanging: the bag;
  returning a tile: the tile behind your screen;
- collecting a letter or a monk: it on the Prayer Board; placing a letter: the space of the
  letter track; the Library: the two letters, a click each (a letter is two targets, the tile
  and a clear cover over it: see `prayer_board`);
- the new Abbot: that player's screen; the Prison Cell: the monk in the Abbey; the Brewhouse:
  the monk to keep (upright or still praying is then a button).

Only ending a step, a gathering, a collecting or the Brewhouse, or locking no one up, are buttons.

Each part has a module of its own: `tile_map` (the monastery), `screens` (the players' screens),
`hour_disc` (the hour-disc, the bag and the supply) and `prayer_board`; `tiles` draws a tile's
picture, `pieces` the monks, blessings, badges and letters they share, and `look` holds the
colours and the layout.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from alehouse.core.drawing import Targets, document, group, lines, text, wrapped

from ..content import CONTENT as C
from .hour_disc import hour_disc
from .look import GAP, HEADER_H, INNER_W, MAP, MARGIN, WIDTH, colour_name, round_words
from .prayer_board import prayer_board
from .screens import screen, screens
from .tile_map import tile_map

__all__ = ["draw"]


def draw(view: Mapping[str, Any], legal: Sequence[Mapping[str, Any]] = ()) -> str:
    """The table of `view` as an SVG document; `legal` (the viewing seat's legal actions as
    JSON) marks the targets. From the top: the monastery, the viewer's screen, the hour-disc
    with the bag and the supply, the Prayer Board, the other screens."""
    targets = Targets(legal)
    you = view.get("you")
    parts = [_header(view)]
    y: float = HEADER_H
    body, h = tile_map(y, view, targets)
    parts.append(body)
    y += h + GAP
    for p in view["players"]:
        if p["seat"] == you:
            body, h = screen(MARGIN, y, INNER_W, p, view, targets)
            parts.append(body)
            y += h + GAP
    body, h = hour_disc(MARGIN, y, view, targets)
    parts.append(body)
    y += h + GAP
    body, h = prayer_board(MARGIN, y, view, targets)
    parts.append(body)
    y += h + GAP
    body, h = screens(y, [p for p in view["players"] if p["seat"] != you], view, targets)
    parts.append(body)
    y += h
    return document(WIDTH, y + MARGIN - GAP, parts, title=_title(view),
                    background=MAP["table"])


def _title(view: Mapping[str, Any]) -> str:
    who = view.get("you")
    seat = (f", as {colour_name(view['players'][who]['colour'])} sees it" if who is not None
            else "")
    return f"Monastery: day {view['day']}, hour {view['hour']}{seat}"


def _header(view: Mapping[str, Any]) -> str:
    players = view["players"]
    first = f"Day {view['day']} of {C.hours[-1].day}, hour {view['hour']}: {round_words(view)}"
    second = f"Abbot {colour_name(players[view['abbot']]['colour'])}"
    if view["turn"] is not None:
        what = "scoring" if view["phase"] == "score" else "turn"
        second += f" - {colour_name(players[view['turn']]['colour'])}'s {what}"
    if view["ending"] and view.get("decision") is not None:
        second += " - the last round"
    decision = view.get("decision")
    now = f"Now: {decision['text']}" if decision is not None else "The game is over"
    rows = wrapped(now, 88)[:2]
    return group([text(MARGIN, 26, first, size=18, weight="bold"),
                  text(MARGIN, 47, second, size=15, weight="bold", fill="#4a3b2a"),
                  lines(MARGIN, 68, rows, size=13.5, leading=1.2, fill="#7a2b00")],
                 title="The round and what the game waits for")
