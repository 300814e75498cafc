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
  and a clear cover over it: see `_letter_space`);
- the new Abbot: that player's screen; the Prison Cell: the monk in the Abbey; the Brewhouse:
  the monk to keep (upright or still praying is then a button).

Only ending a step, a gathering, a collecting or the Brewhouse, or locking no one up, are buttons.
"""

from __future__ import annotations

import math
import tomllib
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from alehouse.core.drawing import Targets, document, group, lines, shape, text, wrapped
from alehouse.core.words import joined, plural

from .content import CONTENT as C
from .content import DATA, DIR_NAMES, Kind

_LOOK = tomllib.loads((DATA / "drawing.toml").read_text())
SEAT_FILL: dict[str, str] = _LOOK["seats"]
SEAT_LETTER: dict[str, str] = _LOOK["seat_letter"]
TILE_FILL: dict[str, str] = _LOOK["tiles"]
ACCENT: dict[str, str] = _LOOK["accents"]
MAP: dict[str, str] = _LOOK["map"]
HOUR_FILL: dict[str, str] = _LOOK["hours"]
BOARD: dict[str, str] = _LOOK["board"]
SYMBOL_TEXT: dict[str, str] = _LOOK["symbols"]

# --- layout, in user units -----------------------------------------------------------------------
# Narrow enough that a phone, which shows the board at its own size, scrolls sideways little;
# the monastery and the viewer's screen first, where most of the play is.
WIDTH = 720
MARGIN = 16
GAP = 16
HEADER_H = 96
CELL = 100                      # a map cell, before the map is scaled down to fit the width
LABEL = 22                      # the band of coordinates along the map's top and left
INNER_W = WIDTH - 2 * MARGIN
DISC_R = 104                    # the hour-disc
PART_W = 126                    # the sentence part's name at the start of a Prayer Board row
SPACE_W = (INNER_W - PART_W - 8) / 10
ROW_H = 54
HAND_TILE = 62                  # a tile behind your own screen
SYMBOLS_ACTED = ("almonry", "workshop", "abbots_house")
"""The symbols used by an action of their own (use_symbol); the others act through the
actions they allow or change."""


def draw(view: Mapping[str, Any], legal: Sequence[Mapping[str, Any]] = ()) -> str:
    """The table of `view` as an SVG document; `legal` (the viewing seat's legal actions as
    JSON) marks the targets. From the top: the monastery, the viewer's screen, the hour-disc
    with the bag and the supply, the Prayer Board, the other screens."""
    targets = Targets(legal)
    you = view.get("you")
    parts = [_header(view)]
    y: float = HEADER_H
    body, h = _map(y, view, targets)
    parts.append(body)
    y += h + GAP
    for p in view["players"]:
        if p["seat"] == you:
            body, h = _screen(MARGIN, y, INNER_W, p, view, targets)
            parts.append(body)
            y += h + GAP
    body, h = _hours(MARGIN, y, view, targets)
    parts.append(body)
    y += h + GAP
    body, h = _prayer_board(MARGIN, y, view, targets)
    parts.append(body)
    y += h + GAP
    body, h = _screens(y, [p for p in view["players"] if p["seat"] != you], view, targets)
    parts.append(body)
    y += h
    return document(WIDTH, y + MARGIN - GAP, parts, title=_title(view),
                    background=MAP["table"])


def _name(colour: str) -> str:
    return colour.title()


def _title(view: Mapping[str, Any]) -> str:
    who = view.get("you")
    seat = f", as {_name(view['players'][who]['colour'])} sees it" if who is not None else ""
    return f"Monastery: day {view['day']}, hour {view['hour']}{seat}"


def _round_words(view: Mapping[str, Any]) -> str:
    return {"prayer": f"{view['hour_name']} (Prayer Hour)", "study": "Study round",
            "toil": "Toil round", "night": "Night Round"}[view["round_kind"]]


def _header(view: Mapping[str, Any]) -> str:
    players = view["players"]
    first = f"Day {view['day']} of {C.hours[-1].day}, hour {view['hour']}: {_round_words(view)}"
    second = f"Abbot {_name(players[view['abbot']]['colour'])}"
    if view["turn"] is not None:
        what = "scoring" if view["phase"] == "score" else "turn"
        second += f" - {_name(players[view['turn']]['colour'])}'s {what}"
    if view["ending"] and view.get("decision") is not None:
        second += " - the last round"
    decision = view.get("decision")
    now = f"Now: {decision['text']}" if decision is not None else "The game is over"
    rows = wrapped(now, 88)[:2]
    return group([text(MARGIN, 26, first, size=18, weight="bold"),
                  text(MARGIN, 47, second, size=15, weight="bold", fill="#4a3b2a"),
                  lines(MARGIN, 68, rows, size=13.5, leading=1.2, fill="#7a2b00")],
                 title="The round and what the game waits for")


# --- pieces --------------------------------------------------------------------------------------


def _kind(kind_id: str) -> Kind:
    return C.kinds[C.kind_index[kind_id]]


def _class_of(kind: Kind) -> str:
    return ("neutral", "grey", "brown", "dual", "livestock")[kind.cls]


def _short_name(kind: Kind) -> str:
    """The name written on a tile: Paths, Fields, Gardens and passages by what they are (their
    shape is drawn)."""
    if kind.owner >= 0:
        return "Secret Passage"
    if kind.group:
        return kind.name.split(" (")[0]
    return kind.name


def _sides_words(sides: str) -> str:
    parts = [f"{'path' if s == 'P' else 'gateway'} {DIR_NAMES[d]}"
             for d, s in enumerate(sides) if s != "-"]
    return joined(parts) if parts else "no paths"


def _turned(rotation: int) -> str:
    return "as printed" if rotation == 0 else f"turned {rotation * 90} degrees"


def _sides_of(kind: Kind, rotation: int) -> str:
    return "".join("-PG"[s] for s in C.sides[kind.index][rotation])


@cache
def _monk(cx: float, cy: float, colour: str, praying: bool, scale: float = 1.0) -> str:
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
def _blessing(cx: float, cy: float, r: float = 8) -> str:
    return shape("circle", cx=cx, cy=cy, r=r, fill=MAP["blessing"],
                 stroke=MAP["blessing_edge"], stroke_width=1.5)


@cache
def _blessings_lying(n: int) -> str:
    """Blessings lying on a tile (Encouragement): a row of gold markers along its top left,
    and their number past three."""
    shown = min(n, 3)
    out = "".join(_blessing(13 + k * 12, 13, 7) for k in range(shown))
    if n > shown:
        out += text(13 + shown * 12, 18, f"+{n - shown}", size=12, weight="bold",
                    fill=MAP["blessing_edge"])
    return out


@cache
def _badge(cx: float, cy: float, colour: str, r: float = 9) -> str:
    """A seat's colour with its first letter (colours are told apart by letter too)."""
    return (shape("circle", cx=cx, cy=cy, r=r, fill=SEAT_FILL[colour], stroke="#222")
            + text(cx, cy + r * 0.42, colour[0].upper(), size=r * 1.15, anchor="middle",
                   weight="bold", fill=SEAT_LETTER[colour]))


# --- a tile's picture, in a box of CELL units ----------------------------------------------------


@cache
def _ground(kind: Kind, sides: str, finished: bool) -> str:
    """The tile without its boxes, circle, symbol or monks: its ground, paths and gateways and
    its name. Under construction it is paler with a dashed edge (the numbered boxes show)."""
    cls = _class_of(kind)
    if kind.group == 2:
        fill = TILE_FILL["field"]
    elif kind.group == 3:
        fill = TILE_FILL["garden"]
    else:
        fill = TILE_FILL.get(cls, TILE_FILL["grey"])
    pale = 1 if finished else 0.55
    parts = [shape("rect", x=2, y=2, width=CELL - 4, height=CELL - 4, rx=6, fill="#fffaf0"),
             shape("rect", x=2, y=2, width=CELL - 4, height=CELL - 4, rx=6, fill=fill,
                   fill_opacity=pale)]
    if cls == "dual":  # both Study and Toil: half grey, half brown
        parts.append(shape("polygon", points=f"{CELL - 2},2 {CELL - 2},{CELL - 2} 2,{CELL - 2}",
                           fill=TILE_FILL["brown"], fill_opacity=pale))
    if kind.group == 2:
        for k in range(5):
            yy = 14 + k * 18
            parts.append(shape("line", x1=10, y1=yy, x2=CELL - 10, y2=yy + 4,
                               stroke=MAP["furrow"], stroke_width=3))
    if kind.group == 3:
        for bx, by in ((20, 24), (78, 28), (24, 78), (76, 80), (50, 86)):
            parts.append(shape("circle", cx=bx, cy=by, r=8, fill=MAP["bush"], opacity=0.8))
    if kind.owner >= 0:
        parts.append(shape("rect", x=7, y=7, width=CELL - 14, height=CELL - 14, rx=4,
                           fill="none", stroke=SEAT_FILL[C.colours[kind.owner]],
                           stroke_width=5))
    parts.append(_ways(sides, CELL / 2, CELL / 2))
    if not finished:
        parts.append(shape("rect", x=5, y=5, width=CELL - 10, height=CELL - 10, rx=4,
                           fill="none", stroke="#7d6a4c", stroke_width=1.5,
                           stroke_dasharray="6 4"))
    parts.append(shape("rect", x=2, y=2, width=CELL - 4, height=CELL - 4, rx=6, fill="none",
                       stroke="#5a4a36", stroke_width=1.5))
    name = _short_name(kind)
    if len(wrapped(name, 11)) == 1:
        parts.append(_name_plate(name, CELL / 2, 46))
    else:
        parts.append(_name_plate(name, CELL / 2, 43, 12))
    return "".join(parts)


def _ways(sides: str, cx: float, cy: float) -> str:
    """The paths (from the middle to the side) and gateways (a gate in the side, a short way
    in) of a one-cell tile centred at (cx, cy)."""
    half = CELL / 2
    ends = ((0, -half), (half, 0), (0, half), (-half, 0))
    parts = []
    for d, s in enumerate(sides):
        dx, dy = ends[d]
        ex, ey = cx + dx, cy + dy
        if s == "P":
            for width, colour in ((17, MAP["path_edge"]), (12, MAP["path"])):
                parts.append(shape("line", x1=cx, y1=cy, x2=ex, y2=ey, stroke=colour,
                                   stroke_width=width))
        elif s == "G":
            ix, iy = cx + dx * 0.45, cy + dy * 0.45
            parts.append(shape("line", x1=ix, y1=iy, x2=ex, y2=ey, stroke=MAP["path"],
                               stroke_width=12, stroke_dasharray="5 3"))
            px, py = (9, 0) if d in (0, 2) else (0, 9)
            for sign in (-1, 1):
                parts.append(shape("rect", x=ex + sign * px - 3.5 - dx * 0.06,
                                   y=ey + sign * py - 3.5 - dy * 0.06, width=7, height=7,
                                   fill=MAP["gate"]))
            parts.append(shape("line", x1=ex - px - dx * 0.06, y1=ey - py - dy * 0.06,
                               x2=ex + px - dx * 0.06, y2=ey + py - dy * 0.06,
                               stroke=MAP["gate"], stroke_width=2, stroke_dasharray="3 2"))
    if any(s == "P" for s in sides):
        parts.append(shape("circle", cx=cx, cy=cy, r=8.5, fill=MAP["path_edge"]))
        parts.append(shape("circle", cx=cx, cy=cy, r=6, fill=MAP["path"]))
        for d, s in enumerate(sides):  # the paths' middles joined over the ring's edge
            if s == "P":
                dx, dy = ends[d]
                parts.append(shape("line", x1=cx, y1=cy, x2=cx + dx * 0.3, y2=cy + dy * 0.3,
                                   stroke=MAP["path"], stroke_width=12))
    return "".join(parts)


@cache
def _name_plate(name: str, cx: float, cy: float, size: float = 12.5) -> str:
    rows = wrapped(name, 11)[:2]
    w = max(len(r) for r in rows) * size * 0.58 + 10
    h = len(rows) * size * 1.15 + 6
    return (shape("rect", x=cx - w / 2, y=cy - h / 2, width=w, height=h, rx=4,
                  fill=MAP["label"], fill_opacity=0.9, stroke="#8a7a62", stroke_width=0.8)
            + lines(cx, cy - h / 2 + size + 1, rows, size=size, leading=1.15, anchor="middle",
                    weight="bold"))


@cache
def _circle(kind: Kind, value: int) -> str:
    """The scoring circle at the top left of a finished tile, in its class's colour."""
    accent = _accent(kind)
    return (shape("circle", cx=16, cy=16, r=11, fill="#fffaf0", stroke=accent, stroke_width=3)
            + text(16, 21, str(value), size=13, anchor="middle", weight="bold", fill=accent))


def _accent(kind: Kind) -> str:
    cls = _class_of(kind)
    return ACCENT.get(cls, ACCENT["neutral"]) if cls != "dual" else ACCENT["brown"]


def _box_xy(index: int, count: int) -> tuple[float, float]:
    """The top left corner of numbered box `index` of `count` on a tile under construction."""
    w = 27
    x0 = CELL / 2 - (count * w + (count - 1) * 3) / 2
    return x0 + index * (w + 3), 60


@cache
def _box(kind: Kind, index: int, count: int, value: int) -> str:
    bx, by = _box_xy(index, count)
    accent = _accent(kind)
    second = (shape("rect", x=bx + 13.5, y=by, width=13.5, height=34, fill=ACCENT["grey"],
                    opacity=0.25) if _class_of(kind) == "dual" else "")
    return (shape("rect", x=bx, y=by, width=27, height=34, rx=3, fill="#fffaf0",
                  stroke=accent, stroke_width=2.5)
            + second
            + text(bx + 3, by + 11, str(value), size=10.5, weight="bold", fill=accent))


@cache
def _edge(x: float, y: float, w: float, h: float, rx: float = 4) -> str:
    """The outline a target is highlighted by (nothing until then), around what it marks, so
    that the drawing's own borders keep their meaning."""
    return shape("rect", x=x - 3, y=y - 3, width=w + 6, height=h + 6, rx=rx + 2, fill="none",
                 stroke="none", class_="edge")


@cache
def _icon(symbol: str, cx: float, cy: float) -> str:
    """A plain picture of a symbol in a circle of radius 12 (its meaning is in the title)."""
    ink = MAP["icon"]
    s = symbol
    if s == "chapel":
        return (shape("rect", x=cx - 1.8, y=cy - 8, width=3.6, height=16, fill=ink)
                + shape("rect", x=cx - 6, y=cy - 4, width=12, height=3.6, fill=ink))
    if s == "scriptorium":  # a quill
        return (shape("path", d=f"M{cx - 6},{cy + 8} L{cx + 6},{cy - 8} Q{cx + 2},{cy - 2} "
                               f"{cx - 3},{cy + 3} Z", fill=ink)
                + shape("line", x1=cx - 7, y1=cy + 8, x2=cx - 2, y2=cy + 2, stroke=ink,
                        stroke_width=1.5))
    if s == "library":  # an open book
        return (shape("path", d=f"M{cx},{cy - 4} L{cx - 8},{cy - 7} L{cx - 8},{cy + 6} "
                               f"L{cx},{cy + 8} L{cx + 8},{cy + 6} L{cx + 8},{cy - 7} Z",
                      fill="none", stroke=ink, stroke_width=1.8)
                + shape("line", x1=cx, y1=cy - 4, x2=cx, y2=cy + 8, stroke=ink,
                        stroke_width=1.5))
    if s == "workshop":  # a hammer
        return (shape("rect", x=cx - 1.5, y=cy - 3, width=3, height=12, fill=ink)
                + shape("rect", x=cx - 7, y=cy - 8, width=14, height=5, rx=1, fill=ink))
    if s == "stables":  # a horseshoe
        return shape("path", d=f"M{cx - 6},{cy + 8} L{cx - 6},{cy} A6,6 0 0 1 {cx + 6},{cy} "
                               f"L{cx + 6},{cy + 8}", fill="none", stroke=ink, stroke_width=3.2)
    if s == "abbots_house":  # a mitre
        return (shape("path", d=f"M{cx - 7},{cy + 8} L{cx - 7},{cy - 2} L{cx},{cy - 9} "
                               f"L{cx + 7},{cy - 2} L{cx + 7},{cy + 8} Z", fill=ink)
                + shape("line", x1=cx, y1=cy - 4, x2=cx, y2=cy + 6, stroke="#fffdf6",
                        stroke_width=1.5)
                + shape("line", x1=cx - 3, y1=cy, x2=cx + 3, y2=cy, stroke="#fffdf6",
                        stroke_width=1.5))
    if s == "brewhouse":  # a mug
        return (shape("rect", x=cx - 6, y=cy - 5, width=9, height=13, rx=1, fill=ink)
                + shape("path", d=f"M{cx + 3},{cy - 2} h3 v6 h-3", fill="none", stroke=ink,
                        stroke_width=2)
                + shape("rect", x=cx - 7, y=cy - 8, width=11, height=4, rx=2, fill="#f4eed8",
                        stroke=ink, stroke_width=1))
    if s == "almonry":  # a blessing
        return _blessing(cx, cy, 6.5)
    if s == "farm":  # an ear of grain
        return (shape("line", x1=cx, y1=cy + 9, x2=cx, y2=cy - 8, stroke=ink, stroke_width=1.6)
                + "".join(shape("ellipse", cx=cx + side * 3, cy=cy - 5 + k * 5, rx=2.6, ry=4,
                                fill=ink)
                          for k in range(3) for side in (-1, 1)))
    if s == "prison_cell":  # bars
        return (shape("rect", x=cx - 7, y=cy - 7, width=14, height=14, fill="none", stroke=ink,
                      stroke_width=1.8)
                + "".join(shape("line", x1=cx + k * 3.5, y1=cy - 7, x2=cx + k * 3.5, y2=cy + 7,
                                stroke=ink, stroke_width=1.5) for k in (-1, 0, 1)))
    return ""


def _symbol_title(symbol: str, view: Mapping[str, Any]) -> str:
    name = C.kinds[C.tile_kind[C.symbol_tile[symbol]]].name
    note = " (no effect in the simple game)" if view["variant"] == "simple" else ""
    return f"The {name}'s symbol: {SYMBOL_TEXT[symbol]}{note}"


# --- the monastery -------------------------------------------------------------------------------


def _extent(view: Mapping[str, Any]) -> tuple[int, int, int, int]:
    """The cells drawn: the laid tiles and one cell around them (where tiles can go next),
    within the table."""
    cells = [(x, y) for t in view["tiles"] for x, y in t["cells"]]
    xs = [x for x, _ in cells]
    ys = [y for _, y in cells]
    return (max(min(xs) - 1, C.x0), min(max(xs) + 1, C.x1),
            max(min(ys) - 1, C.y0), min(max(ys) + 1, C.y1))


def _map(y: float, view: Mapping[str, Any], targets: Targets) -> tuple[str, float]:
    """The monastery, scaled down when it grows wider than the drawing."""
    x0, x1, y0, y1 = _extent(view)
    cols, rows = x1 - x0 + 1, y1 - y0 + 1
    natural_w, natural_h = LABEL + cols * CELL, LABEL + rows * CELL
    scale = min(1.0, INNER_W / natural_w)
    ox = MARGIN  # from the left: a phone shows the board's left first
    you = view.get("you")
    parts: list[str] = []
    for col in range(cols):
        parts.append(text(LABEL + col * CELL + CELL / 2, 16, f"x {x0 + col}", size=12.5,
                          anchor="middle", fill="#6b5a45"))
    for row in range(rows):
        parts.append(text(11, LABEL + row * CELL + CELL / 2 + 4, f"y {y0 + row}", size=12.5,
                          anchor="middle", fill="#6b5a45",
                          transform=f"rotate(-90 11 {LABEL + row * CELL + CELL / 2})"))

    def at(cx: int, cy: int) -> tuple[float, float]:
        return LABEL + (cx - x0) * CELL, LABEL + (cy - y0) * CELL

    for place in _places(view, targets):
        parts.append(_place(*at(*place), place, targets))
    for tile in view["tiles"]:
        if tile["id"] == "abbey":
            ax = min(x for x, _ in tile["cells"])
            ay = min(yy for _, yy in tile["cells"])
            parts.extend(_abbey(*at(ax, ay), tile, view, targets, you))
        else:
            parts.extend(_tile(*at(tile["x"], tile["y"]), tile, view, targets, you))
    body = group(parts, transform=f"translate({ox:.1f} {y:.1f}) scale({scale:.4f})")
    return group(body, title="The monastery"), natural_h * scale


def _places(view: Mapping[str, Any], targets: Targets) -> list[tuple[int, int]]:
    """The empty cells where the viewer may lay a tile now."""
    seen: list[tuple[int, int]] = []
    for a in targets.matching({"type": "lay_tile"}):
        xy = (a["x"], a["y"])
        if xy not in seen:
            seen.append(xy)
    return seen


def _place(px: float, py: float, xy: tuple[int, int], targets: Targets) -> str:
    fits = [_kind(k).name for k in targets.values("tile", type="lay_tile", x=xy[0], y=xy[1])]
    body = (shape("rect", x=px + 4, y=py + 4, width=CELL - 8, height=CELL - 8, rx=6,
                  fill=MAP["place"], fill_opacity=0.6, stroke="#9a8760", stroke_width=2,
                  stroke_dasharray="7 5", class_="edge")
            + text(px + CELL / 2, py + CELL / 2 + 4, f"{xy[0]}, {xy[1]}", size=12,
                   anchor="middle", fill="#8a7a62"))
    title = f"An empty place at ({xy[0]}, {xy[1]}): the {joined(fits, 'or')} may go here"
    return targets.wrap({"type": "lay_tile", "x": xy[0], "y": xy[1]}, body, title)


def _tile(px: float, py: float, tile: Mapping[str, Any], view: Mapping[str, Any],
          targets: Targets, you: int | None) -> list[str]:
    """A one-cell tile: its picture (the place a monk moves to when finished, or a blessing
    goes on while under construction), its empty numbered boxes, its symbol and its monks,
    each a target of its own (none inside another)."""
    kind = _kind(tile["kind"])
    tid = tile["id"]
    finished = tile["finished"]
    here_at = f"translate({px:.1f} {py:.1f})"
    picture = [_ground(kind, tile["sides"], finished)]
    if finished and tile["circle"]:
        picture.append(_circle(kind, tile["circle"]))
    if tile["blessings"]:
        picture.append(_blessings_lying(tile["blessings"]))
    picture.append(shape("rect", x=2, y=2, width=CELL - 4, height=CELL - 4, rx=6, fill="none",
                         stroke="none", class_="edge"))
    state = "finished" if finished else "under construction"
    if tile["full"] and not kind.livestock:
        state += ", fully occupied"
    here = [_monk_words(m) for m in tile["monks"]]
    title = (f"{tile['name']} at ({tile['x']}, {tile['y']}), {state}: "
             f"{_sides_words(tile['sides'])}")
    if kind.livestock:
        title = f"{tile['name']} at ({tile['x']}, {tile['y']}): livestock, no paths"
    elif finished:
        title += f"; scoring circle {tile['circle']}"
    else:
        title += f"; numbered boxes {joined([str(b) for b in tile['boxes']])}"
    if tile["blessings"]:
        title += f"; {plural(tile['blessings'], 'blessing')} lying here"
    if here:
        title += f"; here: {joined(here)}"
    out = [targets.wrap_first([{"type": "move", "to": tid, "to_box": 0},
                               {"type": "place_blessing", "tile": tid}],
                              group(picture, transform=here_at), title)]
    if not finished:
        taken = {m["box"]: m for m in tile["monks"]}
        count = len(tile["boxes"])
        for i, value in enumerate(tile["boxes"]):
            box = _box(kind, i, count, value)
            words = f"box {value} of the {tile['name']}"
            if value in taken:
                out.append(group(box, transform=here_at, title=f"{words}: "
                                 f"{_monk_words(taken[value])}"))
            else:
                bx, by = _box_xy(i, count)
                out.append(targets.wrap({"type": "move", "to": tid, "to_box": value},
                                        group(box + _edge(bx, by, 27, 34), transform=here_at),
                                        f"{words}, empty"))
    if tile["symbol"]:
        badge = (shape("circle", cx=CELL - 17, cy=17, r=13, fill=MAP["badge"], stroke="#5a4a36",
                       stroke_width=1.2)
                 + shape("circle", cx=CELL - 17, cy=17, r=16, fill="none", stroke="none",
                         class_="edge")
                 + _icon(tile["symbol"], CELL - 17, 17))
        title = _symbol_title(tile["symbol"], view)
        body = group(badge, transform=here_at)
        if tile["symbol"] in SYMBOLS_ACTED:
            out.append(targets.wrap({"type": "use_symbol", "symbol": tile["symbol"]}, body,
                                    title))
        else:
            out.append(group(body, title=title))
    out.extend(_monks_on(px, py, tile, view, targets, you))
    return out


def _monk_words(monk: Mapping[str, Any]) -> str:
    pose = "praying" if monk["praying"] else "upright"
    box = f" on box {monk['box']}" if monk["box"] else ""
    return f"{_name(monk['colour'])}'s monk{box}, {pose}"


def _monk_fields(tile_id: str, monk: Mapping[str, Any], view: Mapping[str, Any],
                 you: int | None) -> list[dict[str, Any]]:
    """What clicking this monk may stand for, in the order tried (one kind of action is legal
    at a time)."""
    options: list[dict[str, Any]] = []
    mine = monk["seat"] == you
    decision = view.get("decision") or {}
    if mine and not monk["praying"]:
        options.append({"type": "move", "tile": tile_id, "box": monk["box"]})
        options.append({"type": "pray", "tile": tile_id})
    keeping = decision.get("kind") == "brew" and tile_id != "abbey"
    if mine and keeping and (decision.get("reason") == "night" or monk["praying"]):
        options.append({"type": "keep_monk", "tile": tile_id, "box": monk["box"]})
    if tile_id == "abbey" and not monk["praying"]:
        options.append({"type": "imprison", "owner": monk["colour"]})
    return options


def _monks_on(px: float, py: float, tile: Mapping[str, Any], view: Mapping[str, Any],
              targets: Targets, you: int | None) -> list[str]:
    out = []
    monks = tile["monks"]
    count = len(tile["boxes"])
    for k, monk in enumerate(monks):
        if tile["finished"]:  # side by side; one praying leans to the right, so it steps left
            mx = px + CELL / 2 + (k - (len(monks) - 1) / 2) * 28 - (7 if monk["praying"] else 0)
            my = py + CELL - 8
        else:
            i = tile["boxes"].index(monk["box"]) if monk["box"] in tile["boxes"] else 0
            bx, by = _box_xy(i, count)
            mx, my = px + bx + 16.5, py + by + 33
        body = _monk(mx, my, monk["colour"], monk["praying"], 0.95 if tile["finished"] else 0.85)
        title = f"{_monk_words(monk)}, on the {tile['name']}"
        out.append(targets.wrap_first(_monk_fields(tile["id"], monk, view, you), body, title))
    return out


def _abbey(px: float, py: float, tile: Mapping[str, Any], view: Mapping[str, Any],
           targets: Targets, you: int | None) -> list[str]:
    """The Abbey (3 x 2 cells), a path leaving it on every edge; its monks by colour."""
    w, h = 3 * CELL, 2 * CELL
    parts = [shape("rect", x=2, y=2, width=w - 4, height=h - 4, rx=8, fill=TILE_FILL["abbey"],
                   stroke="#4a4034", stroke_width=2)]
    for k in range(3):
        for ey in (0, h):
            parts.append(_stub(CELL / 2 + k * CELL, ey, 0, 1 if ey == 0 else -1))
    for k in range(2):
        for ex in (0, w):
            parts.append(_stub(ex, CELL / 2 + k * CELL, 1 if ex == 0 else -1, 0))
    parts.append(shape("rect", x=26, y=26, width=w - 52, height=h - 52, rx=6, fill="#d8d4cc",
                       stroke="#8a8275", stroke_width=1.5))
    parts.append(text(w / 2, 50, "Abbey", size=19, anchor="middle", weight="bold"))
    parts.append(shape("rect", x=2, y=2, width=w - 4, height=h - 4, rx=8, fill="none",
                       stroke="none", class_="edge"))
    by_colour: dict[str, list[Mapping[str, Any]]] = {}
    for m in tile["monks"]:
        by_colour.setdefault(m["colour"], []).append(m)
    counted = joined([plural(len(ms), f"{_name(c)} monk") for c, ms in by_colour.items()])
    title = ("The Abbey: a grey Study tile, 1 point in Study rounds, never fully occupied; "
             f"here: {counted or 'no monk'}")
    out = [targets.wrap({"type": "move", "to": "abbey", "to_box": 0},
                        group(parts, transform=f"translate({px:.1f} {py:.1f})"), title)]
    many = len(by_colour) > 2
    scale, row_h, top = (0.8, 26, 96) if many else (1.0, 40, 116)
    for row, (colour, monks) in enumerate(sorted(by_colour.items(),
                                                 key=lambda e: C.colours.index(e[0]))):
        feet = py + top + row * row_h
        for k, monk in enumerate(monks):
            out.append(targets.wrap_first(_monk_fields("abbey", monk, view, you),
                                          _monk(px + 58 + k * 26 * scale, feet, colour,
                                                monk["praying"], scale),
                                          f"{_monk_words(monk)}, in the Abbey"))
        out.append(text(px + 58 + len(monks) * 26 * scale, feet - 6 * scale,
                        f"{_name(colour)}: {len(monks)}", size=13, fill="#333"))
    return out


@cache
def _stub(ex: float, ey: float, dx: int, dy: int) -> str:
    """A path leaving the Abbey at (ex, ey), running inward along (dx, dy)."""
    ix, iy = ex + dx * 26, ey + dy * 26
    return "".join(shape("line", x1=ex, y1=ey, x2=ix, y2=iy, stroke=colour, stroke_width=width)
                   for width, colour in ((17, MAP["path_edge"]), (12, MAP["path"])))


# --- the hour-disc, the bag and the supply -------------------------------------------------------


def _hours(x: float, y: float, view: Mapping[str, Any], targets: Targets) -> tuple[str, float]:
    """The hour-disc before the Abbot; beside it the day and hour in words, the bag (where an
    exchange draws) and the blessing supply."""
    abbot = _name(view["players"][view["abbot"]]["colour"])
    side = 2 * DISC_R + 12
    disc = group(group(_disc(view["hour"] - 1), transform=f"translate({x:.1f} {y:.1f})"),
                 title=f"The hour-disc, before Abbot {abbot}: day {view['day']}, hour "
                       f"{view['hour']}, {_round_words(view)}")
    rx = x + side + GAP
    rows = [f"Day {view['day']} of {C.hours[-1].day}, hour {view['hour']}:",
            _round_words(view), f"The hour-disc lies before Abbot {abbot}"]
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
           + _edge(rx + 2, by + 2, 58, 58)
           + text(rx + 31, by + 42, str(view["bag"]), size=15, anchor="middle", weight="bold",
                  fill="#fff")
           + text(rx + 70, by + 28, "The bag:", size=13.5, weight="bold")
           + text(rx + 70, by + 46, plural(view["bag"], "tile"), size=13.5))
    bag_title = f"The bag: {plural(view['bag'], 'tile')}"
    if targets.matches({"type": "exchange"}):
        bag_title += " (exchange instead of laying: draw a tile, then return one)"
    sx = rx + 180
    supply = [_blessing(sx + 12, by + 32, 12),
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


# --- the Prayer Board ----------------------------------------------------------------------------


def _prayer_board(x: float, y: float, view: Mapping[str, Any],
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
    label.append(text(x + 20, y + 40, _name(colour) + ("" if row["in_play"]
                                                       else ", not in play"),
                      size=12, fill="#555"))
    out = [group(label, title=f"{_name(colour)}'s sentence part {row['part']}"
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
                              + (joined([f"{_name(c)}'s monk" for c in cell["cross"]])
                                 or "no monk"))]
    monks = cell["cross"]
    for k, owner in enumerate(monks):
        mx = x + SPACE_W / 2 + ((k % 2) - 0.5) * 18 if len(monks) > 1 else cx
        my = y + (24 if k < 2 else 48) if len(monks) > 2 else y + 40
        body = _monk(mx, my, owner, False, 0.62 if len(monks) > 2 else 0.8)
        out.append(targets.wrap({"type": "take_monk", "row": colour, "owner": owner}, body,
                                f"{_name(owner)}'s monk on the {row['part']} cross"))
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
    body = _letter_tile(sx, sy, size, letter, small)
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


@cache
def _letter_tile(x: float, y: float, size: float, letter: str, small: bool) -> str:
    """A letter tile, large side up (yellow border) or small side up (black border)."""
    return (shape("rect", x=x, y=y, width=size, height=size, rx=4, fill=BOARD["letter"],
                  stroke=BOARD["small"] if small else BOARD["large"], stroke_width=3)
            + _edge(x, y, size, size)
            + text(x + size / 2, y + size / 2 + size * (0.12 if small else 0.18), letter,
                   size=size * (0.34 if small else 0.52), anchor="middle", weight="bold"))


# --- the players' screens ------------------------------------------------------------------------


def _screens(y: float, players: Sequence[Mapping[str, Any]], view: Mapping[str, Any],
             targets: Targets) -> tuple[str, float]:
    """These players' screens, two side by side (the others' tiles counted)."""
    parts = []
    top = y
    w = (INNER_W - GAP) / 2 if len(players) > 1 else INNER_W
    for first in range(0, len(players), 2):
        row_h = 0.0
        for k, p in enumerate(players[first:first + 2]):
            body, h = _screen(MARGIN + k * (w + GAP), y, w, p, view, targets)
            parts.append(body)
            row_h = max(row_h, h)
        y += row_h + GAP
    return "".join(parts), y - top


def _partner(view: Mapping[str, Any], colour: str) -> str | None:
    """The team partner's colour in the team game (red with green, blue with yellow)."""
    if view["variant"] != "team":
        return None
    return C.colours[(C.colours.index(colour) + 2) % 4]


def _screen(x: float, y: float, w: float, p: Mapping[str, Any], view: Mapping[str, Any],
            targets: Targets) -> tuple[str, float]:
    """A player's screen: who, the letter track on its front, the monks, the blessings and the
    points of the scoring under way, and the tiles behind it."""
    colour = p["colour"]
    you = p["seat"] == view.get("you")
    acting = p["seat"] in view.get("actors", [])
    own = targets if you else Targets()
    head = [_name(colour) + (" (you)" if you else ""), p["part"]]
    if view["abbot"] == p["seat"]:
        head.append("Abbot")
    mate = _partner(view, colour)
    if mate is not None:
        head.append(f"partner of {_name(mate)}")
    strip = (shape("rect", x=x + 6, y=y + 6, width=w - 12, height=28, rx=5,
                   fill=SEAT_FILL[colour], fill_opacity=0.3, class_="edge")
             + _badge(x + 22, y + 20, colour, 10)
             + text(x + 40, y + 25, " - ".join(head), size=14, weight="bold"))
    parts = [targets.wrap({"type": "choose_abbot", "colour": colour}, strip, " - ".join(head))]
    ty = y + 44
    track, th = _track(x + 10, ty, w - 20, p, targets)
    parts.append(track)
    ty += th + 6
    rows = [line for row in _screen_words(p, view) for line in wrapped(row, int(w / 7.6))]
    for row in rows:
        parts.append(text(x + 12, ty + 13, row, size=13.5))
        ty += 18
    if p["blessings"]:
        for k in range(min(p["blessings"], 20)):
            parts.append(_blessing(x + 20 + k * 14, ty + 8, 6))
        ty += 18
    ty += 4
    if p["hand"] is not None:
        hand, hh = _hand(x + 10, ty, w - 20, p, own)
    else:
        hand, hh = _backs(x + 10, ty, w - 20, p)
    parts.append(hand)
    height = ty + hh + 8 - y
    frame = shape("rect", x=x, y=y, width=w, height=height, rx=8, fill="#fbf6ea",
                  stroke=SEAT_FILL[colour], stroke_width=5 if acting else 2.5)
    return group([frame, *parts], title=f"{_name(colour)}'s screen"), height


def _screen_words(p: Mapping[str, Any], view: Mapping[str, Any]) -> list[str]:
    large = sum(1 for t in p["track"] if t["placed"] == "large")
    praying = f", {p['monks_praying']} praying" if p["monks_praying"] else ""
    rows = [f"Monks: {p['monks_in_monastery']} in the monastery ({p['monks_in_abbey']} in the "
            f"Abbey{praying}), {p['monks_on_prayer_board']} on the Prayer Board"]
    if p["part_complete"]:
        rows.append("Sentence part complete: the costs below the Prayer Board apply")
    if p["blessings"] is None:
        blessings = "Blessings: hidden behind the screen"
    else:
        blessings = f"Blessings: {p['blessings']}"
    if p["blessings_this_scoring"]:
        blessings += (f" ({plural(p['blessings_this_scoring'], 'blessing')} received in this "
                      "scoring, not to be spent in it)")
    rows.append(blessings)
    letters = f"{plural(large, 'large letter')} ({plural(3 * large, 'point')})"
    if p["hand"] is None:
        rows.append(f"Testament so far: {letters}; the rest is behind the screen")
    else:
        unlaid = sum(C.t_circle[C.tile_index[t]] for t in p["hand"])
        total = 3 * large + p["blessings"] - unlaid
        rows.append(f"Testament if the game ended now: {total} = {letters} + "
                    f"{plural(p['blessings'], 'blessing')} - {unlaid} for the unlaid tiles")
    scoring = view["phase"] == "score" and view["turn"] == p["seat"]
    if p["points"] or scoring:
        rows.append(f"Points of this scoring: {p['points']}")
    return rows


def _track(x: float, y: float, w: float, p: Mapping[str, Any],
           targets: Targets) -> tuple[str, float]:
    """The letter track on the screen's front: the part's letters printed faintly, a letter
    placed large side up (yellow border) or small side up (black border)."""
    colour = p["colour"]
    n = len(p["track"])
    size = min(40.0, (w - 4) / n - 4)
    parts = []
    for i, space in enumerate(p["track"]):
        sx = x + i * (size + 4)
        placed = space["placed"]
        letter = space["letter"]
        if placed is None:
            body = (shape("rect", x=sx, y=y, width=size, height=size, rx=4, fill="#fffdf6",
                          stroke=SEAT_FILL[colour], stroke_width=1.5, stroke_dasharray="4 3")
                    + _edge(sx, y, size, size)
                    + text(sx + size / 2, y + size / 2 + 6, letter, size=size * 0.45,
                           anchor="middle", fill="#b8ad98"))
            what = "empty"
        else:
            body = _letter_tile(sx, y, size, letter, placed == "small")
            what = f"{letter} placed {placed} side up"
        parts.append(targets.wrap({"type": "place_letter", "track": colour, "index": i}, body,
                                  f"{_name(colour)}'s letter track, space {i + 1} "
                                  f"({letter}): {what}"))
    return "".join(parts), size


def _backs(x: float, y: float, w: float, p: Mapping[str, Any]) -> tuple[str, float]:
    """The others' tiles: as many backs as they hold (which tiles is hidden)."""
    n = p["tiles_behind_screen"]
    passage = " (their secret passage among them)" if p["passage_behind_screen"] else ""
    words = f"Behind the screen: {plural(n, 'tile')}{passage}"
    said = wrapped(words, int(w / 7))
    parts = [lines(x + 2, y + 12, said, size=12.5)]
    per_row = max(1, int(w // 26))
    top = 4 + 16 * len(said)
    for k in range(n):
        bx = x + 2 + (k % per_row) * 26
        by = y + top + (k // per_row) * 26
        parts.append(shape("rect", x=bx, y=by, width=22, height=22, rx=3, fill=BOARD["back"],
                           stroke="#3b2a1a"))
    rows = (n + per_row - 1) // per_row
    return group(parts, title=words), top + rows * 26


def _hand(x: float, y: float, w: float, p: Mapping[str, Any],
          targets: Targets) -> tuple[str, float]:
    """The viewer's own tiles, each kind drawn once per way it can lie (its distinct
    turnings); a turning is picked to lay the tile, the tile itself to return it."""
    counts: dict[str, int] = {}
    for tid in p["hand"]:
        kind_id = C.kinds[C.tile_kind[C.tile_index[tid]]].id
        counts[kind_id] = counts.get(kind_id, 0) + 1
    parts = [text(x + 2, y + 12, "Behind your screen: " + (plural(len(p["hand"]), "tile")
                                                           if p["hand"] else "no tiles"),
                  size=12.5, weight="bold")]
    cx, cy = x + 2, y + 22
    line_h = HAND_TILE + 24
    for kind_id, n in counts.items():
        kind = _kind(kind_id)
        rots = C.rotations[kind.index]
        gw = len(rots) * (HAND_TILE + 6) + 10
        if cx + gw > x + w and cx > x + 2:
            cx, cy = x + 2, cy + line_h
        label = kind.name + (f" x {n}" if n > 1 else "")
        parts.append(text(cx, cy + 11, label, size=12.5, weight="bold"))
        for k, r in enumerate(rots):
            parts.append(_hand_tile(cx + k * (HAND_TILE + 6), cy + 16, kind, r, targets))
        cx += gw
    return "".join(parts), cy + line_h - y


@cache
def _picture(kind: Kind, rotation: int) -> str:
    """A tile as it is laid (under construction, a Livestock tile finished), in a box of CELL
    units."""
    picture = [_ground(kind, _sides_of(kind, rotation), kind.livestock)]
    count = len(kind.boxes)
    for i, value in enumerate(kind.boxes):
        picture.append(_box(kind, i, count, value))
    if kind.symbol:
        picture.append(shape("circle", cx=CELL - 17, cy=17, r=13, fill=MAP["badge"],
                             stroke="#5a4a36", stroke_width=1.2)
                       + _icon(kind.symbol, CELL - 17, 17))
    return "".join(picture)


def _hand_tile(x: float, y: float, kind: Kind, rotation: int, targets: Targets) -> str:
    scale = HAND_TILE / CELL
    sides = _sides_of(kind, rotation)
    body = (group(_picture(kind, rotation),
                  transform=f"translate({x:.1f} {y:.1f}) scale({scale:.3f})")
            + shape("rect", x=x, y=y, width=HAND_TILE, height=HAND_TILE, rx=4, fill="none",
                    stroke="none", class_="edge"))
    title = f"{kind.name}, {_turned(rotation)}: {_sides_words(sides)}"
    options: list[dict[str, Any]] = [{"type": "lay_tile", "tile": kind.id,
                                      "rotation": rotation}]
    if rotation == 0:
        options.insert(0, {"type": "return_tile", "tile": kind.id})
    return targets.wrap_first(options, body, title)
