"""A player board: its four buildings two by two (each locked until it opens, or blocked this
round), each with its fields: what a field takes and does, how many players it still holds, the
seed or die on it this round and the blue die that sped it up. `player_board(x, y, p, view,
targets, mine)` returns it as SVG with its top left at (x, y), and its height; `mine` when `p`
is the viewer. Targets: on the viewer's board, a field (placing a seed or die there, choosing
its speed-up) and the blue dice offered under a field waiting to be sped up; on any board, the
die on a field (a token played on it) and a building's heading (blocking it)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from alehouse.core.drawing import Targets, edge, group, lines, shape, text, wrapped
from alehouse.core.words import joined

from .. import words as W
from ..content import CONTENT as C
from .look import BOARD, BUILDING_W, DIE_FILL, FIELD_TEXT, GAP, SMALL_DIE
from .pieces import die_face, die_words, seed_token, whose


def _field_words(fid: str) -> str:
    """What a field takes and does: "a blue die of 2 or more: re-roll any of your dice"."""
    f = C.field[fid]
    need = f"{W.blue_die(f.min)}: " if f.min > 1 else ""
    return need + W.field_effect(f)


def _field_rows(fid: str) -> list[str]:
    width = BUILDING_W - 8 - 22 - 2 * (SMALL_DIE + 6) - 8
    return wrapped(_field_words(fid), int(width / (FIELD_TEXT * 0.52)))


def _speed_offers(fid: str, targets: Targets) -> list[Mapping[str, Any]]:
    """The blue dice that may speed this field's effect up now (the viewer's)."""
    return targets.matching({"type": "speed_up", "field": fid})


def _field_height(fid: str, offers: int) -> float:
    return 16 + 12.5 * max(2, len(_field_rows(fid))) + 14 + (SMALL_DIE + 16 if offers else 0)


def player_board(x: float, y: float, p: Mapping[str, Any], view: Mapping[str, Any],
                 targets: Targets, mine: bool) -> tuple[str, float]:
    """The player board: the four buildings two by two, each with its fields."""
    parts = []
    heights = []
    for b in C.buildings:
        offers = {fid: len(_speed_offers(fid, targets)) if mine else 0 for fid in b.fields}
        heights.append(24 + sum(_field_height(fid, offers[fid]) + 4 for fid in b.fields) + 4)
    row_h = [max(heights[0], heights[1]), max(heights[2], heights[3])]
    for k, b in enumerate(C.buildings):
        bx = x + (k % 2) * (BUILDING_W + GAP)
        by = y + (row_h[0] + GAP if k >= 2 else 0)
        parts.append(_building(bx, by, row_h[k // 2], b.id, p, view, targets, mine))
    return "".join(parts), row_h[0] + GAP + row_h[1]


def _building(x: float, y: float, h: float, bid: str, p: Mapping[str, Any],
              view: Mapping[str, Any], targets: Targets, mine: bool) -> str:
    b = C.building[bid]
    locked = view["round"] < b.opens
    blocked = bid in p["blocked_buildings"]
    state = (f" (opens in round {b.opens})" if locked
             else " - blocked this round" if blocked else "")
    fill = BOARD["locked"] if locked else BOARD["blocked"] if blocked else BOARD["building"]
    parts = [shape("rect", x=x, y=y, width=BUILDING_W, height=h, rx=6, fill=fill,
                   stroke="#8a7a62")]
    head = (shape("rect", x=x + 2, y=y + 2, width=BUILDING_W - 4, height=20, rx=4,
                  fill="none", stroke="none")
            + edge(x + 2, y + 2, BUILDING_W - 4, 20, 4)
            + text(x + 8, y + 16, b.name + state, size=12, weight="bold",
                   fill=BOARD["note"] if state else "#222"))
    parts.append(targets.wrap({"type": "block_building", "target": p["seat"], "building": bid},
                              head, f"{p['colour']}'s {b.name}{state}"))
    fy = y + 24
    for fid in b.fields:
        body, fh = _field(x + 4, fy, fid, p, view, targets, mine, locked or blocked)
        parts.append(body)
        fy += fh + 4
    return "".join(parts)


def _field(x: float, y: float, fid: str, p: Mapping[str, Any], view: Mapping[str, Any],
           targets: Targets, mine: bool, closed: bool) -> tuple[str, float]:
    """A field: its number, what it takes and does, how many players it still holds, the
    seed or die on it this round and the blue die that sped it up. On the viewer's board the
    field is where a seed or die is placed, or a speed-up chosen, with the blue dice that may
    speed it up offered under it."""
    f = C.field[fid]
    w = BUILDING_W - 8
    offers = _speed_offers(fid, targets) if mine else []
    h = _field_height(fid, len(offers))
    number = W.field_number(fid)
    use = p["board"].get(fid)
    cap = C.capacity[len(view["players"])]
    here = view["field_users"].get(fid, 0)
    rows = _field_rows(fid)
    status = [f"places taken: {here} of {cap}"]
    if f.lost:
        status.append("X: back to its pile")
    if use is not None and use["done"]:
        status.append("done")
    body = [shape("rect", x=x, y=y, width=w, height=h, rx=4,
                  fill=BOARD["locked"] if closed else BOARD["field"], stroke="#b9a888"),
            edge(x, y, w, h, 4),
            shape("circle", cx=x + 12, cy=y + 13, r=9, fill="#fff", stroke="#6b5a45"),
            text(x + 12, y + 17, str(number), size=11, anchor="middle", weight="bold"),
            lines(x + 26, y + 14, rows, size=FIELD_TEXT, leading=1.19),
            text(x + 26, y + 16 + 12.5 * max(2, len(rows)) + 4, "; ".join(status), size=10,
                 fill=BOARD["muted"])]
    # the slot: the seed or die placed, and the blue die that sped it up
    sx = x + w - 2 * (SMALL_DIE + 6)
    sy = y + 6
    placed = []
    if use is not None and use["seed"]:
        body.append(group(seed_token(sx + SMALL_DIE / 2, sy + SMALL_DIE / 2, SMALL_DIE / 2),
                          title="a seed token placed here"))
        placed.append("a seed token")
    elif use is None or use["die"] is None:
        takes = "seed" if "seed" in f.takes else "die"
        body.append(shape("rect", x=sx, y=sy, width=SMALL_DIE, height=SMALL_DIE, rx=4,
                          fill="none", stroke=BOARD["slot"], stroke_dasharray="3 3"))
        body.append(text(sx + SMALL_DIE / 2, sy + SMALL_DIE / 2 + 3, takes, size=8.5,
                         anchor="middle", fill=BOARD["muted"]))
    if f.speed:
        tx = sx + SMALL_DIE + 6
        speed = use["speed"] if use is not None else None
        if speed is None:
            body.append(shape("rect", x=tx, y=sy, width=SMALL_DIE, height=SMALL_DIE, rx=4,
                              fill="none", stroke=DIE_FILL["blue"], stroke_dasharray="3 3"))
            body.append(text(tx + SMALL_DIE / 2, sy + 12, "blue", size=9, anchor="middle",
                             fill=DIE_FILL["blue"]))
            body.append(text(tx + SMALL_DIE / 2, sy + 23, f"{f.speed}+", size=10,
                             anchor="middle", fill=DIE_FILL["blue"], weight="bold"))
        else:
            body.append(die_face(tx, sy, speed["colour"], speed["value"], SMALL_DIE))
            placed.append(f"sped up with a {W.die(speed['colour'], speed['value'])}")
    title = f"{W.FIELD_NAMES[fid].capitalize()}: {_field_words(fid)}; {'; '.join(status)}"
    if f.speed:
        title += f"; sped up with {W.blue_die(f.speed)}"
    if use is not None and use["die"] is not None:
        placed.insert(0, die_words(use["die"]))
    if placed:
        title += f"; here this round: {joined(placed)}"
    field = targets.wrap({"field": fid}, "".join(body), title) if mine else group(body,
                                                                                   title=title)
    parts = [field]
    if use is not None and use["die"] is not None:
        d = use["die"]
        parts.append(targets.wrap({"target": p["seat"], "source": fid, "colour": d["colour"],
                                   "value": d["value"]},
                                  die_face(sx, sy, d["colour"], d["value"], SMALL_DIE),
                                  f"{whose(p, mine)} {die_words(d)} on "
                                  f"{W.field_name(fid)}"))
    if offers:
        oy = y + h - SMALL_DIE - 12
        parts.append(text(x + 26, oy + 17, "speed up with:", size=10, fill=DIE_FILL["blue"],
                          weight="bold"))
        ox = x + 116
        for a in offers:
            where = W.source(a["source"])
            piece = (die_face(ox, oy, "blue", a["value"], SMALL_DIE)
                     + text(ox + SMALL_DIE / 2, oy + SMALL_DIE + 9, where.split(" ")[-1],
                            size=7.5, anchor="middle", fill=BOARD["muted"]))
            parts.append(targets.wrap(
                {"type": "speed_up", "field": fid, "source": a["source"], "value": a["value"]},
                piece, f"Speed up {W.field_name(fid)} with your "
                       f"{W.die('blue', a['value'])} ({where})"))
            ox += SMALL_DIE + 10
    return "".join(parts), h
