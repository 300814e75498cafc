"""The monastery on the table: the tiles around the Abbey, each drawn with the blessings lying
on it and the monks standing or praying there, and the empty places where the viewer may lay a
tile. `tile_map(y, view, targets)` returns the map as SVG, scaled down to the drawing's width,
and its height; its targets: a place to lay a tile, a finished tile or an empty numbered box to
move to, a tile under construction for a blessing, a monk (moving, praying, keeping, locking up)
and a symbol used by an action of its own."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from alehouse.core.drawing import Targets, edge, group, shape, text
from alehouse.core.words import joined, plural

from ..content import CONTENT as C
from .look import CELL, INNER_W, LABEL, MAP, MARGIN, SYMBOL_TEXT, TILE_FILL, colour_name
from .pieces import blessings_lying, monk_figure
from .tiles import box_xy, ground, icon, kind_of, numbered_box, scoring_circle, sides_words

SYMBOLS_ACTED = ("almonry", "workshop", "abbots_house")
"""The symbols used by an action of their own (use_symbol); the others act through the
actions they allow or change."""


def _symbol_title(symbol: str, view: Mapping[str, Any]) -> str:
    name = C.kinds[C.tile_kind[C.symbol_tile[symbol]]].name
    note = " (no effect in the simple game)" if view["variant"] == "simple" else ""
    return f"The {name}'s symbol: {SYMBOL_TEXT[symbol]}{note}"


def _extent(view: Mapping[str, Any]) -> tuple[int, int, int, int]:
    """The cells drawn: the laid tiles and one cell around them (where tiles can go next),
    within the table."""
    cells = [(x, y) for t in view["tiles"] for x, y in t["cells"]]
    xs = [x for x, _ in cells]
    ys = [y for _, y in cells]
    return (max(min(xs) - 1, C.x0), min(max(xs) + 1, C.x1),
            max(min(ys) - 1, C.y0), min(max(ys) + 1, C.y1))


def tile_map(y: float, view: Mapping[str, Any], targets: Targets) -> tuple[str, float]:
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
    fits = [kind_of(k).name for k in targets.values("tile", type="lay_tile", x=xy[0], y=xy[1])]
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
    kind = kind_of(tile["kind"])
    tid = tile["id"]
    finished = tile["finished"]
    here_at = f"translate({px:.1f} {py:.1f})"
    picture = [ground(kind, tile["sides"], finished)]
    if finished and tile["circle"]:
        picture.append(scoring_circle(kind, tile["circle"]))
    if tile["blessings"]:
        picture.append(blessings_lying(tile["blessings"]))
    picture.append(shape("rect", x=2, y=2, width=CELL - 4, height=CELL - 4, rx=6, fill="none",
                         stroke="none", class_="edge"))
    state = "finished" if finished else "under construction"
    if tile["full"] and not kind.livestock:
        state += ", fully occupied"
    here = [_monk_words(m) for m in tile["monks"]]
    title = (f"{tile['name']} at ({tile['x']}, {tile['y']}), {state}: "
             f"{sides_words(tile['sides'])}")
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
            box = numbered_box(kind, i, count, value)
            words = f"box {value} of the {tile['name']}"
            if value in taken:
                out.append(group(box, transform=here_at, title=f"{words}: "
                                 f"{_monk_words(taken[value])}"))
            else:
                bx, by = box_xy(i, count)
                out.append(targets.wrap({"type": "move", "to": tid, "to_box": value},
                                        group(box + edge(bx, by, 27, 34), transform=here_at),
                                        f"{words}, empty"))
    if tile["symbol"]:
        badge = (shape("circle", cx=CELL - 17, cy=17, r=13, fill=MAP["badge"], stroke="#5a4a36",
                       stroke_width=1.2)
                 + shape("circle", cx=CELL - 17, cy=17, r=16, fill="none", stroke="none",
                         class_="edge")
                 + icon(tile["symbol"], CELL - 17, 17))
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
    notes = []
    if monk["stopped"]:
        notes.append("arrived on a tile under construction in this step, so may not move "
                     "again in it")
    elif monk["free_step_used"]:
        notes.append("has taken his free step to another box in this step")
    if monk["kept"]:
        notes.append("kept here by the Brewhouse")
    said = f" ({'; '.join(notes)})" if notes else ""
    return f"{colour_name(monk['colour'])}'s monk{box}, {pose}{said}"


@cache
def _stop_sign(cx: float, cy: float, r: float) -> str:
    return (shape("circle", cx=cx, cy=cy, r=r, fill=MAP["stopped"], stroke="#fffdf6",
                  stroke_width=1.2)
            + shape("rect", x=cx - r * 0.6, y=cy - r * 0.2, width=r * 1.2, height=r * 0.4,
                    fill="#fffdf6"))


@cache
def _brewhouse_sign(cx: float, cy: float, r: float) -> str:
    return (shape("circle", cx=cx, cy=cy, r=r, fill=MAP["badge"], stroke="#5a4a36",
                  stroke_width=1.2)
            + group(icon("brewhouse", 0, 0),
                    transform=f"translate({cx:.1f} {cy:.1f}) scale({r / 12:.3f})"))


def _monk_marks(cx: float, cy: float, monk: Mapping[str, Any], scale: float) -> str:
    """Over a monk's head: a stop sign when he may not move again in this step, the
    Brewhouse's mug when it kept him where he is."""
    out = ""
    if monk["stopped"]:
        out += _stop_sign(cx + 11 * scale, cy - 31 * scale, 6.5 * scale)
    if monk["kept"]:
        out += _brewhouse_sign(cx - 11 * scale, cy - 31 * scale, 8 * scale)
    return out


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
            bx, by = box_xy(i, count)
            mx, my = px + bx + 16.5, py + by + 33
        scale = 0.95 if tile["finished"] else 0.85
        body = monk_figure(mx, my, monk["colour"], monk["praying"], scale) \
            + _monk_marks(mx, my, monk, scale)
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
    counted = joined([plural(len(ms), f"{colour_name(c)} monk") for c, ms in by_colour.items()])
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
            mx = px + 58 + k * 26 * scale
            out.append(targets.wrap_first(_monk_fields("abbey", monk, view, you),
                                          monk_figure(mx, feet, colour, monk["praying"], scale)
                                          + _monk_marks(mx, feet, monk, scale),
                                          f"{_monk_words(monk)}, in the Abbey"))
        out.append(text(px + 58 + len(monks) * 26 * scale, feet - 6 * scale,
                        f"{colour_name(colour)}: {len(monks)}", size=13, fill="#333"))
    return out


@cache
def _stub(ex: float, ey: float, dx: int, dy: int) -> str:
    """A path leaving the Abbey at (ex, ey), running inward along (dx, dy)."""
    ix, iy = ex + dx * 26, ey + dy * 26
    return "".join(shape("line", x1=ex, y1=ey, x2=ix, y2=iy, stroke=colour, stroke_width=width)
                   for width, colour in ((17, MAP["path_edge"]), (12, MAP["path"])))
