"""A Monastery tile's picture, in a box of CELL x CELL user units with its top left at (0, 0)
(the map and the screen place and scale it): its ground by class, its paths and gateways, its
name, its numbered boxes while under construction or its scoring circle once finished, its
symbol; and the words for its kind, sides and turnings. Pure functions of the tile's kind and
state; no targets (the map and the screen wrap these pictures)."""

from __future__ import annotations

from functools import cache

from alehouse.core.drawing import lines, shape, text, wrapped
from alehouse.core.words import joined

from ..content import CONTENT as C
from ..content import DIR_NAMES, Kind
from .look import ACCENT, CELL, MAP, SEAT_FILL, TILE_FILL
from .pieces import blessing


def kind_of(kind_id: str) -> Kind:
    """The tile kind named `kind_id` in a view."""
    return C.kinds[C.kind_index[kind_id]]


def _class_of(kind: Kind) -> str:
    """The class that colours a tile: neutral, grey, brown, dual or livestock."""
    return ("neutral", "grey", "brown", "dual", "livestock")[kind.cls]


def _short_name(kind: Kind) -> str:
    """The name written on a tile: Paths, Fields, Gardens and passages by what they are (their
    shape is drawn)."""
    if kind.owner >= 0:
        return "Secret Passage"
    if kind.group:
        return kind.name.split(" (")[0]
    return kind.name


def sides_words(sides: str) -> str:
    """A tile's sides in words ("path north and gateway east"); `sides` is four letters,
    north first clockwise: P a path, G a gateway, - neither."""
    parts = [f"{'path' if s == 'P' else 'gateway'} {DIR_NAMES[d]}"
             for d, s in enumerate(sides) if s != "-"]
    return joined(parts) if parts else "no paths"


def sides_of(kind: Kind, rotation: int) -> str:
    """The sides (as in `sides_words`) of a tile of `kind` turned `rotation` quarter turns
    clockwise."""
    return "".join("-PG"[s] for s in C.sides[kind.index][rotation])


@cache
def ground(kind: Kind, sides: str, finished: bool) -> str:
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
def scoring_circle(kind: Kind, value: int) -> str:
    """The scoring circle at the top left of a finished tile, in its class's colour."""
    accent = _accent(kind)
    return (shape("circle", cx=16, cy=16, r=11, fill="#fffaf0", stroke=accent, stroke_width=3)
            + text(16, 21, str(value), size=13, anchor="middle", weight="bold", fill=accent))


def _accent(kind: Kind) -> str:
    cls = _class_of(kind)
    return ACCENT.get(cls, ACCENT["neutral"]) if cls != "dual" else ACCENT["brown"]


def box_xy(index: int, count: int) -> tuple[float, float]:
    """The top left corner of numbered box `index` of `count` on a tile under construction."""
    w = 27
    x0 = CELL / 2 - (count * w + (count - 1) * 3) / 2
    return x0 + index * (w + 3), 60


@cache
def numbered_box(kind: Kind, index: int, count: int, value: int) -> str:
    """Numbered box `index` of `count`, printed `value`, in the colour of the tile's class."""
    bx, by = box_xy(index, count)
    accent = _accent(kind)
    second = (shape("rect", x=bx + 13.5, y=by, width=13.5, height=34, fill=ACCENT["grey"],
                    opacity=0.25) if _class_of(kind) == "dual" else "")
    return (shape("rect", x=bx, y=by, width=27, height=34, rx=3, fill="#fffaf0",
                  stroke=accent, stroke_width=2.5)
            + second
            + text(bx + 3, by + 11, str(value), size=10.5, weight="bold", fill=accent))


@cache
def icon(symbol: str, cx: float, cy: float) -> str:
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
        return blessing(cx, cy, 6.5)
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


@cache
def tile_picture(kind: Kind, rotation: int) -> str:
    """A tile as it is laid (under construction, a Livestock tile finished), in a box of CELL
    units."""
    picture = [ground(kind, sides_of(kind, rotation), kind.livestock)]
    count = len(kind.boxes)
    for i, value in enumerate(kind.boxes):
        picture.append(numbered_box(kind, i, count, value))
    if kind.symbol:
        picture.append(shape("circle", cx=CELL - 17, cy=17, r=13, fill=MAP["badge"],
                             stroke="#5a4a36", stroke_width=1.2)
                       + icon(kind.symbol, CELL - 17, 17))
    return "".join(picture)
