"""A player's tavern, framed in the player's colour: the counters (Thalers, Beer, the Safe and
the Beer Storage, Schnapps Tokens, the Monastery Marker's space, the Counter Guests, what was
bought and recruited this turn), the dice below the board, the Tables and tiles (`tiles`), and
beside them the draw deck and discard pile, the Entertainers and the Start Card (`modules`);
below, the Reputation Track (`tracks`) and the Guest Book. `tavern` takes where it starts and
returns its SVG and height; `targets` are the viewer's own, an empty set for another's tavern.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from alehouse.core.drawing import Targets, group, lines, shape, text, wrapped
from alehouse.core.words import joined, plural

from ..content import CONTENT as C
from ..words import beer, die_text, schnapps, thalers
from .look import BOARD, CARD_FILL, DIE, INNER, MARGIN, RIGHT_X, SEAT_FILL
from .modules import entertainers, guest_book, start_card
from .pieces import badge, box, chip, die, text_w
from .tiles import tables, tiles
from .tracks import reputation


def tavern(y: float, p: Mapping[str, Any], view: Mapping[str, Any], targets: Targets
            ) -> tuple[str, float]:
    """A player's tavern; `targets` are the viewer's own (an empty set for the others)."""
    x = MARGIN
    colour = p["colour"]
    you = " (you)" if p["seat"] == view.get("you") else ""
    mug = " - holds the Beer Mug" if p["seat"] == view["start_player"] else ""
    parts = [box(x + 6, y + 4, INNER - 12, 28, SEAT_FILL[colour], edge=False,
                  stroke="none", opacity=0.35),
             badge(x + 22, y + 18, colour, 10),
             text(x + 40, y + 24, f"{colour}'s tavern{you}{mug}", size=15, weight="bold")]
    counters, ch = _counters(x + 10, y + 40, p, view, targets)
    parts.append(counters)
    top = y + 40 + ch + 8
    dice, dh = _dice_below(x + 10, top, p, targets)
    parts.append(dice)
    seated, th = tables(x + 10, top + dh + 8, p, targets)
    parts.append(seated)
    board, tih = tiles(x + 10, top + dh + 8 + th + 8, p, view, targets)
    parts.append(board)
    left_h = dh + 8 + th + 8 + tih
    right, rh = _right_column(x + RIGHT_X, top, p, view, targets)
    parts.append(right)
    bottom = top + max(left_h, rh) + 8
    if view["modules"] >= 3:
        track, h = reputation(x + 10, bottom, p, view, targets)
        parts.append(track)
        bottom += h + 8
    if "guest_book" in p:
        book, h = guest_book(x + 10, bottom, p, targets)
        parts.append(book)
        bottom += h + 8
    height = bottom - y
    frame = shape("rect", x=x, y=y, width=INNER, height=height, rx=8, fill=BOARD["tavern"],
                  stroke=SEAT_FILL[colour], stroke_width=3)
    return group([frame, *parts], title=f"{colour}'s tavern"), height


def _counters(x: float, y: float, p: Mapping[str, Any], view: Mapping[str, Any],
              targets: Targets) -> tuple[str, float]:
    """Thalers and Beer to spend, the Safe and the Beer Storage, Schnapps Tokens, the Monastery
    Marker's space, the Counter Guests (targets when one may be used), and what was bought and
    recruited this turn; in rows as wide as the tavern."""
    items = [(thalers(p["thalers"]), f"{thalers(p['thalers'])} to spend"),
             (beer(p["beer"]), f"{beer(p['beer'])} to spend"),
             (f"Safe: {p['safe']} (keeps up to {p['safe_keeps']})",
              f"the Safe holds {thalers(p['safe'])} and keeps up to {p['safe_keeps']}"),
             (f"Beer Storage: {p['beer_storage']} (keeps up to {p['beer_storage_keeps']})",
              f"the Beer Storage holds {beer(p['beer_storage'])} and keeps up to "
              f"{p['beer_storage_keeps']}")]
    if "schnapps" in p:
        items.append((schnapps(p["schnapps"]),
                      f"{schnapps(p['schnapps'])} (at most {C.max_schnapps} are kept at the "
                      f"end of a turn; {C.schnapps_vp} VP each at the game end)"))
    items.append((f"Monastery Track: {p['monastery']}",
                  f"{p['colour']}'s Monastery Marker is on space {p['monastery']}"))
    parts = []
    cx, cy = x, y
    right = x + INNER - 20

    def place(words: str) -> tuple[float, float]:
        """Where the next chip goes (on a new row when this one is full)."""
        nonlocal cx, cy
        w = text_w(words, 11.5) + 12
        if cx + w > right:
            cx, cy = x, cy + 28
        at = (cx, cy)
        cx += w + 6
        return at

    for words, title in items:
        body, _ = chip(*place(words), words, edge=False)
        parts.append(group(body, title=title))
    for _ in range(p["counter_guests"]):
        body, _ = chip(*place("Counter Guest"), "Counter Guest",
                        BOARD["counter_guest"])
        parts.append(targets.wrap_first(
            [{"type": "counter_step"}, {"type": "use_counter_guest"}], body,
            "A Counter Guest: discard it to fill your tavern again after Arrival, or for "
            "1 space on the Monastery Track in Serving"))
    done = []
    if p["bought"]:
        done.append("bought this turn: " + joined([C.tavern_name[k] for k in p["bought"]]))
    if p["recruited"]:
        done.append("a Guest recruited this turn")
    height = cy - y + 24
    if done:
        parts.append(text(x, y + height + 14, "; ".join(done), size=11, fill="#555"))
        height += 20
    return "".join(parts), height


def _dice_below(x: float, y: float, p: Mapping[str, Any], targets: Targets
                ) -> tuple[str, float]:
    """The dice below the board, white and of the player's colour, in one row above the Tables
    they go on: each is where a die to plan (or to turn with the Juggler) is chosen."""
    dice = [(True, v) for v in p["white_dice"]] + [(False, v) for v in p["colour_dice"]]
    parts = [text(x, y + 19, "Dice below the board", size=13, weight="bold")]
    if not dice:
        said = ("none" if not p["dice"] else
                "none (this turn's dice: " + ", ".join(map(str, p["dice"])) + ")")
        parts.append(text(x + 150, y + 19, said, size=11.5, fill="#555"))
    for k, (white, value) in enumerate(dice):
        dx = x + 150 + k * (DIE + 10)
        colour = "white" if white else p["colour"]
        fields = {"white": white, "value": value}
        edge = targets.matches(fields)
        parts.append(targets.wrap(fields, die(dx, y + 1, value, colour, edge=edge),
                                  f"{die_text(white, value, p['colour'])} below the board"))
    return "".join(parts), DIE + 2


def _right_column(x: float, y: float, p: Mapping[str, Any], view: Mapping[str, Any],
                  targets: Targets) -> tuple[str, float]:
    """Beside the Tables and tiles: the draw deck and discard pile, the Entertainers, the Start
    Card, one below the other."""
    parts = []
    cy = y
    for section in (_deck, entertainers, start_card):
        body, h = section(x, cy, p, view, targets)
        if h:
            parts.append(body)
            cy += h + 10
    return "".join(parts), cy - 10 - y


def _deck(x: float, y: float, p: Mapping[str, Any], view: Mapping[str, Any],
          targets: Targets) -> tuple[str, float]:
    """The draw deck (a back: its count and the cards known on top) and the discard pile (face
    up)."""
    count = p["deck"]
    said = plural(count, "card")
    parts = [group([box(x, y, 76, 58, CARD_FILL["back"], edge=False, stroke="#2b2018"),
                    text(x + 38, y + 24, "Draw deck", size=11, anchor="middle", weight="bold",
                         fill="#fff"),
                    text(x + 38, y + 42, said, size=11, anchor="middle", fill="#fff")],
                   title=f"{p['colour']}'s draw deck, face down: {said}")]
    known = p["deck_top_text"]
    rows = wrapped("Known on top, first drawn first: " + ", ".join(known), 40) if known else []
    rows += wrapped(f"Discard pile (face up): {p['discard_text']}", 40)
    parts.append(lines(x + 86, y + 12, rows, size=11, leading=1.2))
    return "".join(parts), max(58.0, 13.2 * len(rows) + 2)
