"""The Tavern Board's places, left column: the Tables with the cards seated there and the dice
planned on them, the four tiles with an action space (Cashbox, Barrel, Monk, Brewer: what each
takes and what a die gives, the dice on it), the other tiles (Server, Dishwasher, Table, Safe,
Beer Storage: what each does), every tile's upgrade banner, and the Tavern Cards drawn this turn
in the area of their tile. `tables` and `tiles` take where they start and return their SVG and
height; a Table, an action space, a banner, a planned die, a seated card and a card drawn are
targets when the viewer's legal actions give them a place.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from alehouse.core.drawing import Targets, lines, shape, text, wrapped
from alehouse.core.words import plural

from ..content import CONTENT as C
from ..content import SPACES, TAVERN
from ..words import (
    TILE_EFFECTS,
    TILE_NAMES,
    amount,
    beer,
    die_text,
    space_name,
    space_rule,
    thalers,
)
from .look import (
    BOARD,
    BY_NAME,
    CARD_FILL,
    DICE_PER_ROW,
    DIE,
    LEFT_W,
    SPACE_TOP,
    TABLE_H,
    TABLE_W,
    TABLES_PER_ROW,
    TILE_H,
)
from .pieces import Piece, box, card_face, chip, die, layered

KIND_OF: dict[str, str] = {C.tavern_name[k]: k for k in TAVERN}
"""A Tavern Card's kind by its name."""
OTHER_TILES = ("server", "dishwasher", "table", "safe", "beer_storage")
"""The tiles without an action space, in the tavern's second row of tiles."""
AREA_OF: dict[str, str] = {k: "table" if C.area[k] == "tables" else C.area[k] for k in TAVERN}
"""The tile a Tavern Card drawn is placed by."""


def tables(x: float, y: float, p: Mapping[str, Any], targets: Targets) -> tuple[str, float]:
    """The Tables in order: the card seated at each (Nobles stacked), the die it needs and pays,
    and the die planned on it. A Table is where a die is planned; the card is removed by
    Service Denied! or kept by the Juggler; the die planned is removed in Serving."""
    parts = [text(x, y + 12, "Tables", size=13, weight="bold")]
    if not p["tables"]:
        parts.append(text(x + 60, y + 12, "no cards drawn yet this turn (Arrival Phase B fills "
                          "the Tables)", size=11.5, fill="#555"))
        return "".join(parts), 18
    planned = {d["space"]: d for d in p["planned"]}
    rows = max(1, (len(p["tables"]) + TABLES_PER_ROW - 1) // TABLES_PER_ROW)
    for i, cards in enumerate(p["tables"]):
        row, col = divmod(i, TABLES_PER_ROW)
        tx, ty = x + col * (TABLE_W + 4), y + 18 + row * (TABLE_H + 4)
        space = f"table{i}"
        said = p["tables_text"][i]
        body = (box(tx, ty, TABLE_W, TABLE_H, BOARD["table"])
                + text(tx + 6, ty + 14, f"Table {i + 1}", size=11.5, weight="bold"))
        pieces: list[Piece] = []
        if cards:
            card = BY_NAME[cards[-1]]
            pieces.append(([{"type": "deny", "table": i}, {"type": "keep_card", "card": card.id}],
                           card_face(tx + 4, ty + 20, TABLE_W - 8, 88, card, len(cards)),
                           f"At table {i + 1}: {said}"))
        else:
            body += text(tx + TABLE_W / 2, ty + 60, "empty", size=11, anchor="middle",
                         fill="#555")
        if space in planned:
            pieces.append(_planned(tx + 8, ty + TABLE_H - DIE - 6, planned[space], p, targets))
        parts.append(layered(targets, {"type": "plan", "space": space}, body,
                              f"Table {i + 1}: {said}", pieces))
    return "".join(parts), 18 + rows * (TABLE_H + 4) - 4


def _planned(x: float, y: float, d: Mapping[str, Any], p: Mapping[str, Any],
             targets: Targets) -> Piece:
    """A die planned on a space, a badge on it for the Dishwashers used: removed in Serving
    (outlined only then, not as a part of its space)."""
    colour = "white" if d["white"] else p["colour"]
    fields = {"type": "use", "space": d["space"]}
    body = die(x, y, d["die"], colour, edge=targets.matches(fields))
    said = die_text(d["white"], d["die"], p["colour"])
    if d["dishwashers"]:
        body += (shape("circle", cx=x + DIE, cy=y, r=8, fill=BOARD["special"], stroke="#7a2b00")
                 + text(x + DIE, y + 4, f"+{d['dishwashers']}", size=10, anchor="middle",
                        weight="bold"))
        said += (f" with {plural(d['dishwashers'], 'Dishwasher')} (counts as "
                 f"{d['die'] + d['dishwashers']})")
    return [fields], body, f"{said} planned on {space_name(d['space'])}"


def tiles(x: float, y: float, p: Mapping[str, Any], view: Mapping[str, Any],
           targets: Targets) -> tuple[str, float]:
    """The tiles of the Tavern Board: the four with an action space (as high as the most dice
    planned on one needs), then the rest."""
    parts = []
    sw = (LEFT_W - 3 * 8) / 4
    gives = p["die_gives_text"]
    most = max([sum(1 for d in p["planned"] if d["space"] == s) for s in SPACES])
    h = SPACE_TOP + max(1, (most + DICE_PER_ROW - 1) // DICE_PER_ROW) * (DIE + 8)
    for k, space in enumerate(SPACES):
        parts.append(_space_tile(x + k * (sw + 8), y, sw, h, space, gives[space], p, targets))
    ow = (LEFT_W - 4 * 8) / 5
    ty = y + h + 8
    for k, tile in enumerate(OTHER_TILES):
        parts.append(_other_tile(x + k * (ow + 8), ty, ow, tile, p, targets))
    return "".join(parts), h + 8 + TILE_H


def _banner(x: float, y: float, w: float, tile: str, p: Mapping[str, Any]) -> Piece:
    """A tile's name and upgrade banner: its price (and the Special Offer), or "upgraded"; where
    the tile is upgraded."""
    up = C.upgrades[tile]
    done = tile in p["upgraded"]
    name = TILE_NAMES[tile]
    if done:
        said = "upgraded"
        title = f"The {name} is upgraded"
    else:
        said = f"upgrade: {thalers(up.cost)}"
        title = f"Upgrade the {name} for {thalers(up.cost)} (+1 Noble)"
        if up.discount:
            offer = f"{thalers(up.discount)} less per {C.tavern_name[up.card]} returned"
            title += f"; Special Offer: {offer}"
    body = (box(x, y, w, 34, BOARD["upgraded"] if done else BOARD["banner"])
            + text(x + 6, y + 14, name, size=12, weight="bold")
            + text(x + 6, y + 29, said, size=11))
    return [{"type": "upgrade", "tile": tile}, {"type": "free_upgrade", "tile": tile}], body, \
        title


def _space_tile(x: float, y: float, w: float, h: float, space: str, gives: str,
                p: Mapping[str, Any], targets: Targets) -> str:
    """A tile with an action space: what it takes and what a die gives, the Brewer Cards drawn
    beside the Brewer, and the dice planned on it. The space is where a die is planned."""
    upgraded = space in p["upgraded"]
    takes = space_rule(space).removeprefix(f"{space_name(space)} takes ")
    rows = [*wrapped(f"takes {takes}", int(w / 6.2))[:2],
            *wrapped(f"a die gives {gives}", int(w / 6.2))[:2]]
    body = (box(x, y, w, h, BOARD["upgraded"] if upgraded else BOARD["tile"])
            + lines(x + 6, y + 52, rows, size=11, leading=1.2))
    title = f"{TILE_NAMES[space]}: takes {takes}; a die gives {gives}"
    pieces = [_banner(x + 4, y + 4, w - 8, space, p)]
    if space == "brewer":
        pieces += _area_cards(x + 6, y + 52 + 13.2 * len(rows) - 6, "brewer", p)
    on = [d for d in p["planned"] if d["space"] == space]
    for k, d in enumerate(on):
        row, col = divmod(k, DICE_PER_ROW)
        pieces.append(_planned(x + 8 + col * (DIE + 8), y + SPACE_TOP - 4 + row * (DIE + 8), d,
                               p, targets))
    return layered(targets, {"type": "plan", "space": space}, body, title, pieces)


def _other_tile(x: float, y: float, w: float, tile: str, p: Mapping[str, Any],
                targets: Targets) -> str:
    """A tile without an action space: what it does, and the Tavern Cards drawn into its area
    (Servers, Dishwashers, Tables; Barbacks and Bards by the Beer Storage)."""
    upgraded = tile in p["upgraded"]
    if tile == "safe":
        does = f"holds {p['safe']}, keeps up to {thalers(p['safe_keeps'])}"
    elif tile == "beer_storage":
        does = f"holds {p['beer_storage']}, keeps up to {beer(p['beer_storage_keeps'])}"
    else:
        does = TILE_EFFECTS[tile][1 if upgraded else 0]
    rows = wrapped(does, int(w / 6.1))[:4]
    body = (box(x, y, w, TILE_H, BOARD["upgraded"] if upgraded else BOARD["tile"], edge=False)
            + lines(x + 6, y + 52, rows, size=11, leading=1.2))
    if tile == "dishwasher" and p["dishwashers_left"]:
        body += text(x + 6, y + 52 + 13.2 * len(rows), f"{p['dishwashers_left']} left this "
                     "turn", size=11, fill="#7a2b00", weight="bold")
    pieces = [_banner(x + 4, y + 4, w - 8, tile, p),
              *_area_cards(x + 4, y + TILE_H - 24, tile, p)]
    return layered(targets, {}, body, f"{TILE_NAMES[tile]}: {does}", pieces)


def _area_cards(x: float, y: float, tile: str, p: Mapping[str, Any]) -> list[Piece]:
    """The Tavern Cards drawn this turn into the area of `tile`, as small cards ("2 Servers");
    a Bard is where its step on the Reputation Track is taken, and any played card is where the
    Juggler keeps one."""
    pieces: list[Piece] = []
    cx = x
    for name, n in p["areas"].items():
        kind = KIND_OF[name]
        if AREA_OF[kind] != tile:
            continue
        body, w = chip(cx, y, plural(n, name), CARD_FILL["tavern"], size=10.5)
        options: list[dict[str, Any]] = [{"type": "keep_card", "card": TAVERN.index(kind)}]
        title = f"{plural(n, name)} drawn this turn"
        if kind == "bard":
            options.insert(0, {"type": "bard_step"})
            if p.get("bard_steps"):
                title += f"; {amount(p['bard_steps'], 'reputation')} left to sing"
        pieces.append((options, body, title))
        cx += w + 4
    return pieces
