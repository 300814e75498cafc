"""The players' screens: on each the player's colour and sentence part (and Abbot, partner),
the letter track on its front, the monks and blessings in words, and behind it the tiles: the
viewer's own drawn, each kind once per way it can lie; the others' only counted (they are
hidden). `screen(x, y, w, p, view, targets)` returns one screen as SVG with its top left at
(x, y) and `w` wide, and its height; `screens(y, players, view, targets)` the given players'
screens two by two across the drawing. Targets: the screen's heading (the new Abbot), a space of
the letter track (placing a letter), and the viewer's tiles (laying a tile turned one way,
returning it)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from alehouse.core.drawing import Targets, edge, group, lines, shape, text, text_width, wrapped
from alehouse.core.words import plural

from ..content import CONTENT as C
from ..content import Kind
from .look import BOARD, CELL, GAP, HAND_TILE, INNER_W, MARGIN, SEAT_FILL, colour_name
from .pieces import blessing, letter_tile, seat_badge
from .tiles import kind_of, sides_of, sides_words, tile_picture


def screens(y: float, players: Sequence[Mapping[str, Any]], view: Mapping[str, Any],
            targets: Targets) -> tuple[str, float]:
    """These players' screens, two side by side (the others' tiles counted)."""
    parts = []
    top = y
    w = (INNER_W - GAP) / 2 if len(players) > 1 else INNER_W
    for first in range(0, len(players), 2):
        row_h = 0.0
        for k, p in enumerate(players[first:first + 2]):
            body, h = screen(MARGIN + k * (w + GAP), y, w, p, view, targets)
            parts.append(body)
            row_h = max(row_h, h)
        y += row_h + GAP
    return "".join(parts), y - top


def _partner(view: Mapping[str, Any], colour: str) -> str | None:
    """The team partner's colour in the team game (red with green, blue with yellow)."""
    if view["variant"] != "team":
        return None
    return C.colours[(C.colours.index(colour) + 2) % 4]


def screen(x: float, y: float, w: float, p: Mapping[str, Any], view: Mapping[str, Any],
           targets: Targets) -> tuple[str, float]:
    """A player's screen: who, the letter track on its front, the monks, the blessings and the
    points of the scoring under way, and the tiles behind it."""
    colour = p["colour"]
    you = p["seat"] == view.get("you")
    acting = p["seat"] in view.get("actors", [])
    own = targets if you else Targets()
    head = [colour_name(colour) + (" (you)" if you else ""), p["part"]]
    if view["abbot"] == p["seat"]:
        head.append("Abbot")
    mate = _partner(view, colour)
    if mate is not None:
        head.append(f"partner of {colour_name(mate)}")
    strip = (shape("rect", x=x + 6, y=y + 6, width=w - 12, height=28, rx=5,
                   fill=SEAT_FILL[colour], fill_opacity=0.3, class_="edge")
             + seat_badge(x + 22, y + 20, colour, 10)
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
            parts.append(blessing(x + 20 + k * 14, ty + 8, 6))
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
    return group([frame, *parts], title=f"{colour_name(colour)}'s screen"), height


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
    if p["scored_this_round"]:
        rows.append("Has had their scoring in this round")
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
                    + edge(sx, y, size, size)
                    + text(sx + size / 2, y + size / 2 + 6, letter, size=size * 0.45,
                           anchor="middle", fill="#b8ad98"))
            what = "empty"
        else:
            body = letter_tile(sx, y, size, letter, placed == "small")
            what = f"{letter} placed {placed} side up"
        parts.append(targets.wrap({"type": "place_letter", "track": colour, "index": i}, body,
                                  f"{colour_name(colour)}'s letter track, space {i + 1} "
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
        kind = kind_of(kind_id)
        rots = C.rotations[kind.index]
        label = kind.name + (f" x {n}" if n > 1 else "")
        # a kind that lies one way only is narrower than its name: the name sets the width
        gw = max(len(rots) * (HAND_TILE + 6), text_width(label, 12.5, bold=True)) + 10
        if cx + gw > x + w and cx > x + 2:
            cx, cy = x + 2, cy + line_h
        parts.append(text(cx, cy + 11, label, size=12.5, weight="bold"))
        for k, r in enumerate(rots):
            parts.append(_hand_tile(cx + k * (HAND_TILE + 6), cy + 16, kind, r, targets))
        cx += gw
    return "".join(parts), cy + line_h - y


def _turned(rotation: int) -> str:
    return "as printed" if rotation == 0 else f"turned {rotation * 90} degrees"


def _hand_tile(x: float, y: float, kind: Kind, rotation: int, targets: Targets) -> str:
    scale = HAND_TILE / CELL
    sides = sides_of(kind, rotation)
    body = (group(tile_picture(kind, rotation),
                  transform=f"translate({x:.1f} {y:.1f}) scale({scale:.3f})")
            + shape("rect", x=x, y=y, width=HAND_TILE, height=HAND_TILE, rx=4, fill="none",
                    stroke="none", class_="edge"))
    title = f"{kind.name}, {_turned(rotation)}: {sides_words(sides)}"
    options: list[dict[str, Any]] = [{"type": "lay_tile", "tile": kind.id,
                                      "rotation": rotation}]
    if rotation == 0:
        options.insert(0, {"type": "return_tile", "tile": kind.id})
    return targets.wrap_first(options, body, title)
