"""Heaven & Ale drawn as SVG, as a player at the table sees it: the common track around the
board (the starting area, then 27 spaces clockwise, each with its meaning, the tiles or scoring
discs on it and the figures standing there), the barrels with their goals and the face-down
piles inside it; and each player's board: the garden of hexes with its sunny and shady sides
and its shed spots, the production track with the five resource markers and the brewmaster,
the tile scoring spots with their discs and privilege pairs, the privilege cards in hand, the
barrels owned and the ducats.

`draw(view, legal)` is a pure function of a view (`view.view`) and the viewing seat's legal
actions as JSON; targets (see `alehouse.core.drawing`) mark where an action has a place: a
starting space, a track space or the starting area to move to, a tile to buy and the garden
spot it goes on, a tile a new shed tile activates (where one tile names the choice), a
resource marker, a tile scoring spot for the disc, a privilege card. The rest (buying no more,
the fertility number nominated, skipping a privilege card, the emergency coin rule) are
buttons.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from alehouse.core.drawing import Targets, badge, document, group, lines, look, shape, text, wrapped
from alehouse.core.words import joined, plural

from . import words as W
from .content import CONTENT as C
from .content import DATA

_LOOK = look(DATA)
SEAT_FILL: dict[str, str] = _LOOK["seats"]
TILE_FILL: dict[str, str] = _LOOK["resources"]
SPACE_FILL: dict[str, str] = _LOOK["track"]
BOARD: dict[str, str] = _LOOK["board"]

# --- layout, in user units -----------------------------------------------------------------------
WIDTH = 1300
MARGIN = 20
HEADER_H = 70
CELL_W, CELL_H = 124, 118            # a space of the common track
COLS, ROWS = 10, 7                   # the track runs around a grid of cells


def _track_cells() -> dict[int, tuple[int, int]]:
    """(column, row) of each track space: clockwise from the starting area (top left, two
    cells high) along the top row, down the right side, back along the bottom and up the
    left side."""
    cells = [(c, 0) for c in range(1, COLS)]
    cells += [(COLS - 1, r) for r in range(1, ROWS - 1)]
    cells += [(c, ROWS - 1) for c in range(COLS - 1, 0, -1)]
    cells += [(0, r) for r in range(ROWS - 1, 1, -1)]
    return {i + 1: xy for i, xy in enumerate(cells[: C.home - 1])}


TRACK_CELLS = _track_cells()
HEX_R = 22                            # a garden hex, centre to corner
HEX_DX = HEX_R * math.sqrt(3) / 2     # per unit of the doubled-x coordinates
HEX_DY = HEX_R * 1.5
BOARD_W = (WIDTH - 2 * MARGIN - 16) / 2
SPOT_W = 17                           # a spot of the production track
LOW = min(C.brewmaster_start, *C.marker_start)
"""The first spot drawn on the production track (no marker starts further back)."""
MARKERS = (*C.resources, "brewmaster")


def draw(view: Mapping[str, Any], legal: Sequence[Mapping[str, Any]] = ()) -> str:
    """The table of `view` as an SVG document; `legal` (the viewing seat's legal actions as
    JSON) marks the targets."""
    targets = Targets(legal)
    parts = [_header(view), _track(view, targets), _middle(view)]
    y: float = HEADER_H + ROWS * CELL_H + 16
    you = view.get("you")
    seats = view["players"]
    for first in range(0, len(seats), 2):
        row_h = 0.0
        for k, player in enumerate(seats[first:first + 2]):
            own = targets if player["seat"] == you else Targets()
            body, h = _player_board(MARGIN + k * (BOARD_W + 16), y, player, view, own)
            parts.append(body)
            row_h = max(row_h, h)
        y += row_h + 16
    return document(WIDTH, y - 16 + MARGIN, parts, title=_title(view))


def _title(view: Mapping[str, Any]) -> str:
    who = view.get("you")
    seat = f", as {view['players'][who]['colour']} sees it" if who is not None else ""
    return f"Heaven & Ale: round {view['round']} of {view['rounds']}{seat}"


def _header(view: Mapping[str, Any]) -> str:
    first = f"Round {view['round']} of {view['rounds']}"
    if view["turn"] is not None:
        first += f" - {view['players'][view['turn']]['colour']}'s turn"
    decision = view.get("decision")
    now = f"Now: {decision['text']}" if decision is not None else "The game is over"
    return group([text(MARGIN, 28, first, size=17, weight="bold"),
                  text(MARGIN, 54, now, size=15, fill="#7a2b00")],
                 title="The round and what the game waits for")


# --- pieces --------------------------------------------------------------------------------------


def _badge(x: float, y: float, colour: str, r: float = 8) -> str:
    """A seat's colour with its first letter (colours are told apart by letter too)."""
    return badge(x, y, colour[0], SEAT_FILL[colour], "#fff", r)


def _figure(x: float, y: float, colour: str) -> str:
    return group(_badge(x, y, colour), title=f"{colour}'s figure")


def _tile_name(tile: Mapping[str, Any]) -> str:
    return f"monk {tile['monk']}" if "monk" in tile else f"{tile['colour']} {tile['fertility']}"


def _tile_fill(tile: Mapping[str, Any]) -> str:
    return TILE_FILL["monk"] if "monk" in tile else TILE_FILL[tile["colour"]]


def _tile_fields(tile: Mapping[str, Any]) -> dict[str, Any]:
    """The fields of buying this tile (the garden spot is chosen apart)."""
    if "monk" in tile:
        return {"type": "buy_monk", "monk": tile["monk"]}
    return {"type": "buy_resource", "colour": tile["colour"], "fertility": tile["fertility"]}


def _hexagon(cx: float, cy: float, r: float, **attrs: Any) -> str:
    points = " ".join(f"{cx + r * math.cos(math.radians(60 * k - 90)):.1f},"
                      f"{cy + r * math.sin(math.radians(60 * k - 90)):.1f}" for k in range(6))
    return shape("polygon", points=points, **attrs)


# --- the common track ----------------------------------------------------------------------------


def _cell_xy(col: int, row: int) -> tuple[float, float]:
    return MARGIN + col * CELL_W, HEADER_H + row * CELL_H


def _track(view: Mapping[str, Any], targets: Targets) -> str:
    decision = view.get("decision") or {}
    buying = decision.get("space") if decision.get("kind") == "buy" else None
    parts = [_starting_area(view, targets)]
    for space in view["track"]:
        parts.append(_space(space, view, targets, buying == space["space"]))
    return "".join(parts)


def _short(space: Mapping[str, Any]) -> str:
    """What a cell says of its space, short: "resource", "monk, cost 4", "disc A/B/C"."""
    kind = space["kind"]
    if kind == "monk":
        return f"monk, cost {space['cost']}"
    if kind == "disc":
        return f"scoring disc {space['disc']}"
    return str(kind)


def _space(space: Mapping[str, Any], view: Mapping[str, Any], targets: Targets,
           buying: bool) -> str:
    """A track space: its number and meaning, what lies on it, the figures there. While its
    tiles are bought, each tile is a target."""
    index = space["space"]
    x, y = _cell_xy(*TRACK_CELLS[index])
    body = [shape("rect", x=x + 2, y=y + 2, width=CELL_W - 4, height=CELL_H - 4, rx=6,
                  fill=SPACE_FILL[space["kind"]], stroke="#6b5a45", class_="edge"),
            text(x + 8, y + 18, str(index), size=14, weight="bold"),
            text(x + 30, y + 17, _short(space), size=10.5)]
    tiles = []
    for k, tile in enumerate(space.get("tiles", [])):
        tx, ty = x + 8 + (k % 2) * 56, y + 26 + (k // 2) * 24
        name = _tile_name(tile)
        dark = "monk" not in tile and tile["colour"] in ("wood", "water")
        piece = (shape("rect", x=tx, y=ty, width=52, height=21, rx=3, fill=_tile_fill(tile),
                       stroke="#333", class_="edge" if buying else None)
                 + text(tx + 26, ty + 15, name, size=10.5, anchor="middle",
                        fill="#fff" if dark else "#222"))
        if buying:
            tiles.append(targets.wrap(_tile_fields(tile), piece, f"{name} (buy it)"))
        else:
            tiles.append(group(piece, title=name))
    if space["kind"] == "disc":
        for k in range(space["discs"]):
            body.append(shape("circle", cx=x + 24 + k * 26, cy=y + 48, r=10, fill=BOARD["disc"],
                              stroke="#000"))
        body.append(text(x + 8, y + 78, plural(space["discs"], "scoring disc"), size=10.5))
    if space["kind"] == "barrel":
        body.append(lines(x + 8, y + 40, ["take the barrels", "of the goals", "you have met"],
                          size=10.5))
    if space["kind"] in ("resource", "monk") and not space["tiles"]:
        body.append(text(x + 8, y + 40, "no tile left", size=10.5, fill="#555"))
    colours = [view["players"][p]["colour"] for p in space["figures"]]
    for k, colour in enumerate(colours):
        body.append(_figure(x + 16 + k * 20, y + CELL_H - 16, colour))
    what = space["name"]
    if space.get("tiles"):
        what += ": " + joined([_tile_name(t) for t in space["tiles"]])
    if colours:
        what += f"; here: {joined(colours)}"
    cell = targets.wrap({"type": "move", "to": index}, "".join(body), f"Space {index}, {what}")
    return cell + "".join(tiles)


def _starting_area(view: Mapping[str, Any], targets: Targets) -> str:
    """The starting area (two cells high): its four starting spaces and who stands on them;
    moving back to it, or choosing a starting space, are its targets."""
    x, y = _cell_xy(0, 0)
    h = 2 * CELL_H
    body = [shape("rect", x=x + 2, y=y + 2, width=CELL_W - 4, height=h - 4, rx=6,
                  fill=SPACE_FILL["start"], stroke="#6b5a45", class_="edge"),
            text(x + 8, y + 18, "Starting area", size=12, weight="bold")]
    standing = {p["starting_space"]: p["colour"] for p in view["players"]
                if p["starting_space"] is not None}
    for k, (space, name) in enumerate(zip(C.start_ids, W.START_SPACE_NAMES)):
        sy = y + 26 + k * 51
        short = name.removesuffix(" starting space").removesuffix(" starting space")
        piece = [shape("rect", x=x + 8, y=sy, width=CELL_W - 16, height=46, rx=4, fill="#f3ead6",
                       stroke="#8a7a62", class_="edge"),
                 lines(x + 13, sy + 15, wrapped(short.capitalize(), 16)[:2], size=10.5)]
        who = standing.get(space)
        if who is not None:
            piece.append(_figure(x + CELL_W - 22, sy + 32, who))
        reward = W.start_reward(C.start_spaces[k])
        title = f"{name}: {reward}" + (f"; here: {who}" if who else "")
        body.append(targets.wrap({"type": "choose_start", "space": space}, "".join(piece),
                                 title))
    home = [p["colour"] for p in view["players"]
            if p["position"] == "starting area" and p["starting_space"] is None]
    for k, colour in enumerate(home):
        body.append(_figure(x + 16 + k * 20, y + h - 16, colour))
    return targets.wrap({"type": "move", "to": C.home}, "".join(body),
                        "The starting area (moving here ends your round)")


# --- inside the track: barrels and piles ---------------------------------------------------------


def _middle(view: Mapping[str, Any]) -> str:
    x0, y0 = _cell_xy(1, 1)
    w, h = (COLS - 2) * CELL_W, (ROWS - 2) * CELL_H
    parts = [shape("rect", x=x0 + 6, y=y0 + 6, width=w - 12, height=h - 12, rx=10,
                   fill="#f8f2e4", stroke="#b9a888"),
             text(x0 + 20, y0 + 30, f"Barrels and their goals (a large barrel scores "
                  f"{C.large_vp} victory points, a small barrel {C.small_vp})", size=13,
                  weight="bold")]
    owners: dict[tuple[int, str], str] = {}
    for p in view["players"]:
        for size in ("large", "small"):
            for goal in p[f"{size}_barrels"]:
                owners[(goal, size)] = p["colour"]
    bw, bh = (w - 40 - 3 * 10) / 4, 96
    for i, barrel in enumerate(view["barrels"]):
        bx, by = x0 + 20 + (i % 4) * (bw + 10), y0 + 42 + (i // 4) * (bh + 10)
        goal = barrel["goal"]
        body = [shape("rect", x=bx, y=by, width=bw, height=bh, rx=6, fill=BOARD["card"],
                      stroke="#6b5a45"),
                text(bx + 8, by + 16, f"Goal {goal}", size=11.5, weight="bold"),
                lines(bx + 8, by + 31, wrapped(barrel["text"], 36)[:3], size=10)]
        states = []
        for k, (size, r) in enumerate((("large", 13), ("small", 9))):
            cx, cy = bx + bw - 60 + k * 34, by + 14
            if barrel[size]:
                body.append(shape("circle", cx=cx, cy=cy + 62, r=r, fill="#b07a3a",
                                  stroke="#3b2a1a"))
                states.append(f"the {size} barrel is left")
            elif (goal, size) in owners:
                body.append(_badge(cx, cy + 62, owners[(goal, size)], r))
                states.append(f"{owners[(goal, size)]} has the {size} barrel")
            else:
                states.append(f"the {size} barrel is gone")
        body.append(text(bx + 8, by + bh - 8, "large, then small barrel:", size=9.5,
                         fill="#555"))
        parts.append(group(body, title=f"Goal {goal}: {barrel['text']}; {joined(states)}"))
    piles = view["piles"]
    py = y0 + 42 + 3 * (bh + 10) + 6
    for k, words in enumerate((
            f"{plural(piles['I'], 'resource tile')} with I on the back",
            f"{plural(piles['II'], 'resource tile')} with II on the back",
            f"{plural(piles['monk_stacks'], 'stack')} of monk tiles for the rounds to come")):
        px = x0 + 20 + k * 300
        parts.append(group([shape("rect", x=px, y=py, width=290, height=44, rx=6,
                                  fill=BOARD["back"], stroke="#2b2018"),
                            text(px + 10, py + 18, "Face down", size=11, weight="bold",
                                 fill="#fff"),
                            text(px + 10, py + 35, words, size=11, fill="#fff")],
                           title=f"Face down: {words}"))
    return "".join(parts)


# --- a player's board ----------------------------------------------------------------------------


def _player_board(x: float, y: float, p: Mapping[str, Any], view: Mapping[str, Any],
                  targets: Targets) -> tuple[str, float]:
    """A player's board; `targets` are the viewer's own (an empty set for the others)."""
    colour = p["colour"]
    you = " (you)" if p["seat"] == view.get("you") else ""
    if p["starting_space_name"]:
        where = f"in the starting area on the {p['starting_space_name']}"
    elif p["position"] == "starting area":
        where = "in the starting area"
    else:
        where = f"on space {p['position']}"
    parts = [shape("rect", x=x + 8, y=y + 4, width=BOARD_W - 16, height=26, rx=5,
                   fill=SEAT_FILL[colour], opacity=0.35),
             _badge(x + 22, y + 17, colour, 10),
             text(x + 40, y + 22, f"{colour}{you}: {W.ducats(p['ducats'])}; figure {where}",
                  size=12.5, weight="bold")]
    garden, gh = _garden(x + 10, y + 40, p, view, targets)
    parts.append(garden)
    side_x = x + 300
    parts.append(_scoring_spots(side_x, y + 40, p, targets))
    parts.append(_privileges(side_x, y + 170, p, view, targets))
    track_y = y + 40 + max(gh, 230) + 8
    track, th = _production(x + 10, track_y, p, view, targets)
    parts.append(track)
    height = track_y + th - y + 8
    frame = shape("rect", x=x, y=y, width=BOARD_W, height=height, rx=8, fill="#fbf6ea",
                  stroke=SEAT_FILL[colour], stroke_width=3)
    return group([frame, *parts], title=f"{colour}'s player board"), height


def _garden(x: float, y: float, p: Mapping[str, Any], view: Mapping[str, Any],
            targets: Targets) -> tuple[str, float]:
    """The garden: sunny hexes left, shady right, the shed spots among them. While buying,
    the free spots are targets; while a new shed tile activates tiles, the tiles that name
    one choice are."""
    xs = [sx for sx, _ in C.spot_xy]
    low = min(xs)
    cx0 = x + HEX_DX * (-low) + HEX_R
    cy0 = y + 20 + HEX_R
    decision = view.get("decision") or {}
    mine = decision.get("player") == p["seat"]
    shed = decision.get("shed") if mine and decision.get("kind") == "shed" else None
    edges_of: dict[int, int] = {}
    if shed is not None:
        masks = targets.values("edges", type="activate_shed")
        for e, spot in enumerate(C.shed_edges[shed - 1]):
            holding = [m for m in masks if m >> e & 1]
            if len(holding) == 1:
                edges_of[spot] = holding[0]
    parts = [text(x + 4, y + 10, "Garden: sunny side", size=10.5, weight="bold"),
             text(cx0 + HEX_DX * 6 + HEX_R, y + 10, "shady side", size=10.5, weight="bold",
                  anchor="end")]
    for i, (sx, sy) in enumerate(C.spot_xy):
        name = C.spot_names[i]
        tile = p["garden"][name]
        cx, cy = cx0 + sx * HEX_DX, cy0 + sy * HEX_DY
        ground = BOARD["sunny"] if C.is_sunny(i) else BOARD["shady"]
        where = W.SPOTS[i]
        if tile is None:
            body = (_hexagon(cx, cy, HEX_R - 1, fill=ground, stroke="#8a7a62", class_="edge")
                    + text(cx, cy + 4, str(W.spot_number(i)), size=10, anchor="middle",
                           fill="#666"))
            parts.append(targets.wrap({"spot": name}, body, f"{where}, empty"))
            continue
        tname = _tile_name(tile)
        dark = "monk" not in tile and tile["colour"] in ("wood", "water")
        words = tname.split(" ")
        body = (_hexagon(cx, cy, HEX_R - 1, fill=_tile_fill(tile), stroke=ground,
                         stroke_width=3, class_="edge")
                + lines(cx, cy - 2, words, size=9.5, leading=1.1, anchor="middle",
                        fill="#fff" if dark else "#222"))
        title = f"{tname} on {where}"
        if i in edges_of:
            parts.append(targets.wrap({"type": "activate_shed", "edges": edges_of[i]}, body,
                                      f"{title} (activate it)"))
        else:
            parts.append(group(body, title=title))
    for k, (sx, sy) in enumerate(C.shed_xy):
        kind = p["sheds"][k]
        cx, cy = cx0 + sx * HEX_DX, cy0 + sy * HEX_DY
        label = "shed" if kind is None else f"shed {kind}"
        what = ("an empty shed spot" if kind is None
                else f"shed spot {k + 1}: {W.shed_tile(kind)}")
        parts.append(group([_hexagon(cx, cy, HEX_R - 1, fill=BOARD["shed"], stroke="#555",
                                     stroke_dasharray="3 2" if kind is None else None,
                                     stroke_width=2 if shed == k + 1 else 1),
                            text(cx, cy + 4, label, size=9.5, anchor="middle")], title=what))
    rows = 1 + max(sy for _, sy in C.spot_xy)
    return "".join(parts), 20 + 2 * HEX_R + (rows - 1) * HEX_DY + 4


def _scoring_spots(x: float, y: float, p: Mapping[str, Any], targets: Targets) -> str:
    """The ten tile scoring spots in their five privilege pairs, a disc where one lies; the
    spots are where the disc taken is placed."""
    parts = [text(x, y + 10, "Tile scoring spots, in privilege pairs", size=10.5,
                  weight="bold")]
    for k, (a, b) in enumerate(C.pairs):
        for j, spot_index in enumerate((a, b)):
            spot = C.scoring_spots[spot_index]
            sx, sy = x + 4 + k * 58, y + 22 + j * 46
            has = spot in p["discs"]
            body = [shape("rect", x=sx, y=sy, width=54, height=40, rx=5, fill="#f3ead6",
                          stroke="#8a7a62", class_="edge"),
                    text(sx + 27, sy + 13, W.scoring_spot_short(spot), size=10,
                         anchor="middle")]
            if has:
                body.append(shape("circle", cx=sx + 27, cy=sy + 27, r=9, fill=BOARD["disc"],
                                  stroke="#000"))
            title = f"{W.SCORING_SPOT_NAMES[spot_index]}" + (": a disc lies here" if has
                                                              else ", empty")
            fields = ({"type": "nominate_fertility"} if spot == "x"
                      else {"type": "place_disc", "spot": spot})
            parts.append(targets.wrap(fields, "".join(body), title))
    return "".join(parts)


def _privileges(x: float, y: float, p: Mapping[str, Any], view: Mapping[str, Any],
                targets: Targets) -> str:
    """The privilege pairs completed (with the card placed, or lost), the cards in hand and
    the barrels owned."""
    parts = []
    done = []
    for k, card in enumerate(p["privilege_pairs"]):
        if card is not None:
            done.append(f"{W.pair_short(k)}: " + ("lost" if card == "lost" else W.card(card)))
    rows = wrapped("Completed privilege pairs: " + ("; ".join(done) or "none"), 52)
    parts.append(lines(x, y + 10, rows, size=10.5))
    cy = y + 14 + 13 * len(rows)
    parts.append(text(x, cy + 8, "Privilege cards in hand:" if p["privilege_cards"]
                      else "Privilege cards in hand: none", size=10.5, weight="bold"))
    for k, (card, name) in enumerate(zip(p["privilege_cards"], p["privilege_card_names"])):
        px, py = x + (k % 3) * 104, cy + 14 + (k // 3) * 34
        body = (shape("rect", x=px, y=py, width=100, height=30, rx=4, fill=BOARD["card"],
                      stroke="#6b5a45", class_="edge")
                + lines(px + 5, py + 12, wrapped(W.card(card), 18)[:2], size=10))
        parts.append(targets.wrap({"type": "place_privilege", "card": card}, body,
                                  f"{name}: {W.card_reward(card)}"))
    by = cy + 14 + 2 * 34 + 6
    barrels = joined([f"{plural(len(p[f'{s}_barrels']), s + ' barrel')} (goal"
                      f"{'s' if len(p[f'{s}_barrels']) > 1 else ''} "
                      f"{joined([str(g) for g in p[f'{s}_barrels']])})"
                      for s in ("large", "small") if p[f"{s}_barrels"]]) or "none"
    parts.append(lines(x, by, wrapped(f"Barrels: {barrels}", 52)[:2], size=10.5))
    return "".join(parts)


def _production(x: float, y: float, p: Mapping[str, Any], view: Mapping[str, Any],
                targets: Targets) -> tuple[str, float]:
    """The production track: a row per resource marker and one for the brewmaster, the brown
    spots 1 to 20 shaded; the resource markers are targets when one is to move."""
    label_w = 74
    parts = [text(x, y + 10, "Production track: "
                  + W.production_chart(p["exchange_rate"], p["vp_value"]), size=10.5,
                  weight="bold")]
    top = C.top
    for spot in range(LOW, top + 1):
        sx = x + label_w + (spot - LOW) * SPOT_W
        fill = BOARD["brown"] if spot >= 1 else BOARD["before_brown"]
        parts.append(shape("rect", x=sx, y=y + 16, width=SPOT_W - 1, height=6 * 16 + 4,
                           fill=fill, opacity=0.45))
        if spot in (LOW, 0, 1, 5, 10, 15, top):
            parts.append(text(sx + SPOT_W / 2, y + 16 + 6 * 16 + 16, str(spot), size=9.5,
                              anchor="middle"))
    for k, marker in enumerate(MARKERS):
        ry = y + 18 + k * 16
        at = p["brewmaster"] if marker == "brewmaster" else p["markers"][marker]
        mx = x + label_w + (min(max(at, LOW), top) - LOW) * SPOT_W + SPOT_W / 2
        fill = "#333" if marker == "brewmaster" else TILE_FILL[marker]
        body = (shape("rect", x=x, y=ry, width=label_w + (top - LOW + 1) * SPOT_W, height=15,
                      fill="none", stroke="none", class_="edge")
                + text(x + 2, ry + 11.5, marker, size=10.5)
                + shape("circle", cx=mx, cy=ry + 7.5, r=6.5, fill=fill, stroke="#222"))
        title = f"the {marker} marker on spot {at}" if marker != "brewmaster" else \
            f"the brewmaster on spot {at}"
        if marker == "brewmaster":
            parts.append(group(body, title=title))
        else:
            parts.append(targets.wrap({"type": "choose_colour", "colour": marker}, body,
                                      title))
    return "".join(parts), 16 + 6 * 16 + 22
