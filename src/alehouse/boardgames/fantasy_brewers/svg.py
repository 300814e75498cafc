"""Fantasy Brewers drawn as SVG, as a player at the table sees it: the three City Doors with
their six action spaces (the doorway's action beside the Door's action), who took each space and
the queue below each Door; the Tavern; the Month, its Bonus for Selling and the prices on
Door B; the Earn Acclaim cards; the Extension and Homestead rows, the decks as backs with their
counts and the Statues; the supply; and each player's brewery with coins, Victory Point and
Penalty tokens, Festival tokens, Assistant cards (face-up and face-down), Goods and buildings.

`draw(view, legal)` is a pure function of a view (`view.view`) and the viewing seat's legal
actions as JSON; targets (see `alehouse.core.drawing`) mark where an action has a place: a Door
or the Tavern (placing a worker), an action space, either half of the space being used, a card
of the rows, a Statue, an Assistant pile of the supply, an Earn Acclaim card, and the viewer's
own Assistant, Goods and building cards. Choices with no place (paying Protection Money, which
Brewmasters pay, how many cards to sell, Upkeep, ending the turn) are left to buttons.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from alehouse.core.drawing import Targets, badge, document, group, lines, look, shape, text, wrapped
from alehouse.core.words import joined, plural

from .content import ASSISTANTS, CONTENT, DATA, FACES
from .words import PART_NAMES, card_name, card_text, good_count

_LOOK = look(DATA)
SEAT_FILL: dict[str, str] = _LOOK["seats"]
GOOD_FILL: dict[str, str] = _LOOK["goods"]
ASSISTANT_FILL: dict[str, str] = _LOOK["assistants"]
BOARD: dict[str, str] = _LOOK["board"]

# --- layout, in user units -----------------------------------------------------------------------
WIDTH = 1300
MARGIN = 20
HEADER_H = 76
DOOR_W, DOOR_GAP = 410, 15           # the three Doors side by side
DOOR_HEAD = 30                        # the Door's name
ROW_H = 42                            # one action space
NUMBER_W = 26                         # the space's number
QUEUE_H = 44                          # the queue under a Door
CARD_W, CARD_H, CARD_GAP = 140, 92, 10
PANEL_GAP = 16
BOARD_W = (WIDTH - 2 * MARGIN - PANEL_GAP) / 2   # a player's brewery: two in a row
SMALL_CARD_W, SMALL_CARD_H = 92, 54
PAWN_R = {"small": 7, "medium": 9, "large": 11, "seasonal": 10}
"""A Worker pawn's radius by size: the sizes are told apart by size and by name."""
GOOD_OF_FACE = {f: f.removeprefix("large_") for f in FACES}
"""The Goods type a card face is sold as (a Large Cow is sold as a Cow)."""
TURNABLE = ("hops", "peat")
"""The faces a selling bonus may turn over."""


def draw(view: Mapping[str, Any], legal: Sequence[Mapping[str, Any]] = ()) -> str:
    """The table of `view` as an SVG document; `legal` (the viewing seat's legal actions as
    JSON) marks the targets."""
    targets = Targets(legal)
    parts: list[str] = [_header(view)]
    y: float = HEADER_H + 8
    doors_h = 0.0
    for i, (name, door) in enumerate(view["doors"].items()):
        body, h = _door(MARGIN + i * (DOOR_W + DOOR_GAP), y, name, door, view, targets)
        parts.append(body)
        doors_h = max(doors_h, h)
    y += doors_h + PANEL_GAP
    body, h = _middle(y, view, targets)
    parts.append(body)
    y += h + PANEL_GAP
    body, h = _rows(y, view, targets)
    parts.append(body)
    y += h + PANEL_GAP
    you = view.get("you")
    seats = view["players"]
    for first in range(0, len(seats), 2):
        row_h = 0.0
        for k, player in enumerate(seats[first:first + 2]):
            own = targets if player["seat"] == you else Targets()
            body, h = _brewery(MARGIN + k * (BOARD_W + PANEL_GAP), y, player, view, own)
            parts.append(body)
            row_h = max(row_h, h)
        y += row_h + PANEL_GAP
    height = y - PANEL_GAP + MARGIN
    return document(WIDTH, height, parts, title=_title(view))


def _title(view: Mapping[str, Any]) -> str:
    who = view.get("you")
    seat = f", as {view['players'][who]['colour']} sees it" if who is not None else ""
    return f"Fantasy Brewers: Month {view['month']} of {view['months']}{seat}"


# --- pieces ---------------------------------------------------------------------------------------


def _seat_badge(x: float, y: float, colour: str, r: float = 9) -> str:
    """A seat's colour with its first letter (colours are told apart by letter too)."""
    return badge(x, y, colour[0], SEAT_FILL[colour], "#fff" if colour != "Yellow" else "#222", r)


def _pawn(x: float, y: float, worker: Mapping[str, Any]) -> str:
    size, colour = worker["size"], worker["colour"]
    r = PAWN_R[size]
    if size == "seasonal":
        body = (shape("circle", cx=x, cy=y, r=r, fill=SEAT_FILL["seasonal"], stroke="#222")
                + text(x, y + r * 0.42, "S", size=r * 1.15, anchor="middle", weight="bold"))
        return group(body, title=f"the Seasonal Worker, placed by {colour}")
    return group(_seat_badge(x, y, colour, r), title=f"{colour}'s {size} worker")


def _card(x: float, y: float, w: float, h: float, heading: str, body: Sequence[str], *,
          fill: str = BOARD["card"], size: float = 10.5) -> str:
    """A card: a rounded box, its heading in bold, then its text."""
    return (shape("rect", x=x, y=y, width=w, height=h, rx=6, fill=fill, stroke="#6b5a45",
                  class_="edge")
            + text(x + 6, y + 15, heading, size=11.5, weight="bold")
            + lines(x + 6, y + 29, body, size=size))


def _back(x: float, y: float, w: float, h: float, name: str, count: int, noun: str) -> str:
    """A face-down deck: its back and how many cards are left."""
    body = (shape("rect", x=x, y=y, width=w, height=h, rx=6, fill=BOARD["back"], stroke="#3b2a1a")
            + text(x + w / 2, y + h / 2 - 4, name, size=11.5, anchor="middle", weight="bold",
                   fill="#fff")
            + text(x + w / 2, y + h / 2 + 12, f"{plural(count, noun)} left", size=10.5,
                   anchor="middle", fill="#fff"))
    return group(body, title=f"{name} deck, face down: {plural(count, noun)} left")


# --- the header --------------------------------------------------------------------------------


def _header(view: Mapping[str, Any]) -> str:
    start = view["players"][view["start_player"]]["colour"]
    first = (f"Month {view['month']} of {view['months']} ({view['level']} game) - "
             f"{view['phase_name']} - Starting Player: {start}")
    seasonal = view["seasonal_worker"]
    if seasonal is not None:
        first += f" - Seasonal Worker: {view['players'][seasonal]['colour']}"
    decision = view.get("decision")
    now = f"Now: {decision['text']}" if decision is not None else "The game is over"
    return group([text(MARGIN, 28, first, size=17, weight="bold"),
                  text(MARGIN, 56, now, size=15, fill="#7a2b00")],
                 title="The Month and what the game waits for")


# --- the City Doors ------------------------------------------------------------------------------


def _door(x: float, y: float, name: str, door: Mapping[str, Any], view: Mapping[str, Any],
          targets: Targets) -> tuple[str, float]:
    """A Door: its six action spaces and its queue. The whole Door is where a worker is
    placed; while a worker there takes its actions, its spaces and then the halves of the
    chosen space are the targets."""
    decision = view.get("decision") or {}
    acting = decision.get("kind") == "take_actions" and decision.get("door") == name
    chosen = decision.get("space") if acting else None
    height = DOOR_HEAD + 6 * ROW_H + QUEUE_H + 8
    side = "" if door["side"] == "fixed" else f" (turned {door['side']})"
    parts = [shape("rect", x=x, y=y, width=DOOR_W, height=height, rx=8, fill=BOARD["door"],
                   stroke="#6b5a45", class_="edge"),
             text(x + 10, y + 20, f"Door {name}{side}", size=15, weight="bold"),
             text(x + NUMBER_W + 6, y + DOOR_HEAD - 1, "the doorway's action", size=9.5,
                  fill="#555"),
             text(x + NUMBER_W + (DOOR_W - NUMBER_W) / 2 + 2, y + DOOR_HEAD - 1,
                  "the Door's action", size=9.5, fill="#555")]
    for i, space in enumerate(door["spaces"]):
        row_y = y + DOOR_HEAD + 2 + i * ROW_H
        parts.append(_space(x, row_y, space, view, targets, acting and chosen is None,
                            decision.get("done", []) if chosen == space["space"] else None))
    queue_y = y + DOOR_HEAD + 6 * ROW_H + 8
    parts.append(text(x + 10, queue_y + 18, "Queue, front first:", size=11))
    px = x + 128
    for worker in door["queue"]:
        parts.append(_pawn(px, queue_y + 14, worker))
        px += 2 * PAWN_R[worker["size"]] + 6
    if not door["queue"]:
        parts.append(text(px, queue_y + 18, "nobody", size=11, fill="#555"))
    queue = joined([f"{w['colour']} {w['size']}" for w in door["queue"]]) or "nobody"
    title = f"Door {name}{side}: queue {queue}"
    return targets.wrap({"type": "place_worker", "location": name}, "".join(parts),
                        title), height


def _space(x: float, y: float, space: Mapping[str, Any], view: Mapping[str, Any],
           targets: Targets, choosing: bool, done: list[str] | None) -> str:
    """One action space: its number, its two halves, and whose worker took it. `choosing`:
    the space may be chosen now; `done` (the space in use): the halves already performed."""
    number = space["space"]
    halves = space["actions"].split(" | ")
    half_w = (DOOR_W - NUMBER_W - 12) / 2
    taken = space["taken_by"]
    parts = [shape("rect", x=x + 6, y=y, width=DOOR_W - 12, height=ROW_H - 4, rx=4,
                   fill=BOARD["taken"] if taken is not None else BOARD["doorway"],
                   stroke="#8a7a62", class_="edge" if choosing else None),
             text(x + 6 + NUMBER_W / 2, y + 17, str(number), size=14, anchor="middle",
                  weight="bold")]
    for k, (part, words) in enumerate(zip(PART_NAMES, halves)):
        cx = x + NUMBER_W + 6 + k * half_w
        cell = [shape("rect", x=cx, y=y + 2, width=half_w - 2, height=ROW_H - 8, rx=3,
                      fill=BOARD["doorway"] if k == 0 else BOARD["door_half"],
                      stroke="#b9a888", class_="edge" if done is not None else None),
                lines(cx + 4, y + 15, wrapped(words, 31)[:2], size=10.5)]
        if done is not None and part in done:
            cell.append(text(cx + half_w - 8, y + ROW_H - 9, "done", size=9.5, anchor="end",
                             fill="#7a2b00", weight="bold"))
        label = f"{PART_NAMES[part]}: {words}"
        if done is not None and part not in done:
            parts.append(targets.wrap({"part": part}, "".join(cell), label))
        else:
            parts.append(group(cell, title=label))
    if taken is not None:
        colour = view["players"][taken]["colour"]
        parts.append(group(_seat_badge(x + 6 + NUMBER_W / 2, y + 28, colour, 6),
                           title=f"taken by {colour}"))
    title = f"Space {number}: {space['actions'].replace(' | ', '; then ')}"
    body = "".join(parts)
    if choosing:
        return targets.wrap({"type": "choose_space", "space": number}, body, title)
    return group(body, title=title)


# --- the Tavern, the Month and the Earn Acclaim cards --------------------------------------------


def _middle(y: float, view: Mapping[str, Any], targets: Targets) -> tuple[str, float]:
    height = 150.0
    tavern_w = 250
    parts = [_tavern(MARGIN, y, tavern_w, height, view, targets)]
    info_x = MARGIN + tavern_w + PANEL_GAP
    info_w = 430
    bonus = wrapped(f"Bonus for Selling this Month: {view['selling_bonus']}", 60)
    prices = wrapped("Sell prices (Door B), small or unbrewed side, then large or brewed "
                     f"side: {view['sell_prices']}", 74)
    info = [shape("rect", x=info_x, y=y, width=info_w, height=height, rx=8, fill=BOARD["card"],
                  stroke="#6b5a45"),
            lines(info_x + 10, y + 20, bonus, size=11.5, weight="bold"),
            lines(info_x + 10, y + 26 + 14 * len(bonus), prices, size=10.5)]
    parts.append(group(info, title="The Bonus for Selling and the sell prices"))
    ax = info_x + info_w + PANEL_GAP
    parts.append(text(ax, y + 12, "Earn Acclaim (each once per player):", size=11.5,
                      weight="bold"))
    earned = {a: [p["colour"] for p in view["players"] if a in p["acclaims"]]
              for a in (c["acclaim"] for c in view["acclaims"])}
    aw = (WIDTH - MARGIN - ax - 2 * 8) / 3
    for i, card in enumerate(view["acclaims"]):
        cx = ax + (i % 3) * (aw + 8)
        cy = y + 20 + (i // 3) * 66
        title_, _, needs = card["text"].partition(": ")
        body = [_card(cx, cy, aw, 60, title_, wrapped(needs, 28)[:2], fill=BOARD["acclaim"],
                      size=10)]
        for k, colour in enumerate(earned[card["acclaim"]]):
            body.append(_seat_badge(cx + aw - 10 - 16 * k, cy + 50, colour, 6))
        who = joined(earned[card["acclaim"]])
        title = card["text"] + (f"; earned by {who}" if who else "")
        parts.append(targets.wrap({"type": "earn_acclaim", "acclaim": card["acclaim"]},
                                  "".join(body), title))
    rows = (len(view["acclaims"]) + 2) // 3
    return "".join(parts), max(height, 20 + rows * 66)


def _tavern(x: float, y: float, w: float, h: float, view: Mapping[str, Any],
            targets: Targets) -> str:
    body = [shape("rect", x=x, y=y, width=w, height=h, rx=8, fill=BOARD["tavern"],
                  stroke="#6b5a45", class_="edge"),
            text(x + 10, y + 20, "The Tavern", size=15, weight="bold")]
    px, py = x + 20, y + 48
    for worker in view["tavern"]:
        body.append(_pawn(px, py, worker))
        px += 2 * PAWN_R[worker["size"]] + 6
        if px > x + w - 20:
            px, py = x + 20, py + 28
    if not view["tavern"]:
        body.append(text(x + 10, py + 4, "nobody", size=11, fill="#555"))
    who = joined([f"{w['colour']} {w['size']}" for w in view["tavern"]]) or "nobody"
    return targets.wrap({"type": "place_worker", "location": "tavern"}, "".join(body),
                        f"The Tavern: {who}")


# --- the card rows, decks and supply -------------------------------------------------------------


def _building_card(x: float, y: float, card: str, w: float = CARD_W, h: float = CARD_H,
                   note: str = "") -> str:
    kind = CONTENT.building_type(card)
    words = card_text(card).partition(": ")[2]
    size = 10 if w >= CARD_W else 9.5
    rows = wrapped(words, int(w / (size * 0.58)))[: int((h - 24) / (size * 1.25))]
    return _card(x, y, w, h, card_name(card) + note, rows, fill=BOARD[kind], size=size)


def _rows(y: float, view: Mapping[str, Any], targets: Targets) -> tuple[str, float]:
    parts = []
    row_y = y
    for name, key, deck, noun in (("Extensions", "extension_row", "extensions", "card"),
                                  ("Homesteads", "homestead_row", "homesteads", "card")):
        parts.append(text(MARGIN, row_y + 12, name, size=13, weight="bold"))
        cx = MARGIN
        for card in view[key]:
            body = _building_card(cx, row_y + 18, card["card"])
            parts.append(targets.wrap({"type": "build", "card": card["card"]}, body,
                                      f"{card['text']} (build it)"))
            cx += CARD_W + CARD_GAP
        parts.append(_back(cx, row_y + 18, 110, CARD_H, name, view["decks"][deck], noun))
        row_y += CARD_H + 26
    # the Statues and the supply, right of the rows
    sx = MARGIN + 5 * (CARD_W + CARD_GAP) + 110 + PANEL_GAP
    statues = view["decks"]["statues"]
    about = [*wrapped(card_text("S"), 22), f"{statues} left"]
    statue = _card(sx, y + 18, 130, CARD_H, "Statues", about, fill=BOARD["statue"], size=10)
    parts.append(targets.wrap({"type": "build", "card": "S"}, statue,
                              f"{card_text('S')}; {plural(statues, 'Statue')} left"))
    parts.append(_supply(sx + 130 + PANEL_GAP, y, view, targets))
    return "".join(parts), row_y - y - 8


def _supply(x: float, y: float, view: Mapping[str, Any], targets: Targets) -> str:
    supply = view["supply"]
    parts = [text(x, y + 12, "The Supply", size=13, weight="bold")]
    for i, (good, n) in enumerate(supply["goods"].items()):
        gx, gy = x + (i % 3) * 84, y + 20 + (i // 3) * 30
        parts.append(group([shape("rect", x=gx, y=gy, width=78, height=26, rx=4,
                                  fill=GOOD_FILL[good], stroke="#6b5a45"),
                            text(gx + 5, gy + 17, good_count(good, n), size=10.5)],
                           title=f"Supply: {good_count(good, n)}"))
    for i, (kind, n) in enumerate(supply["assistants"].items()):
        if kind == "brewmaster":
            continue  # never hired: not in the supply
        ax, ay = x + i * 84, y + 90
        name = CONTENT.assistant_title[kind]
        body = (shape("rect", x=ax, y=ay, width=78, height=42, rx=4, fill=ASSISTANT_FILL[kind],
                      stroke="#6b5a45", class_="edge")
                + text(ax + 5, ay + 16, name, size=11, weight="bold")
                + text(ax + 5, ay + 32, f"{n} left", size=10.5))
        parts.append(targets.wrap({"type": "hire", "assistant": kind}, body,
                                  f"Supply: {plural(n, name)} (hire one)"))
    return "".join(parts)


# --- a player's brewery ---------------------------------------------------------------------------


def _brewery(x: float, y: float, p: Mapping[str, Any], view: Mapping[str, Any],
             targets: Targets) -> tuple[str, float]:
    """A player's Brewery card and what lies before it; `targets` are the viewer's own (an
    empty set for the other players)."""
    colour = p["colour"]
    you = " (you)" if p["seat"] == view.get("you") else ""
    parts = [shape("rect", x=x + 8, y=y + 4, width=BOARD_W - 16, height=26, rx=5,
                   fill=SEAT_FILL[colour], opacity=0.35),
             _seat_badge(x + 22, y + 17, colour, 10),
             text(x + 40, y + 22, f"{colour}{you}, Brewery {p['brewery']}", size=14,
                  weight="bold")]
    festival = p["festival"]
    stats = (f"{plural(p['coins'], 'coin')}, {p['vp_tokens']} VP in Victory Point tokens, "
             f"{plural(p['penalties'], 'Penalty token')}, "
             f"{plural(p['gold_stars'], 'Gold Star')}")
    parts.append(text(x + 12, y + 48, stats, size=11.5))
    parts.append(text(x + 12, y + 68, "Festival tokens:", size=11))
    fx = x + 110
    for shade, n in (("white", festival["white"]), ("black", festival["black"])):
        for _ in range(n):
            parts.append(group(shape("circle", cx=fx, cy=y + 64, r=7,
                                     fill=BOARD[f"festival_{shade}"], stroke="#222"),
                               title=f"a {shade} Festival token"))
            fx += 18
    parts.append(text(fx + 4, y + 68, f"{festival['white']} white, {festival['black']} black",
                      size=10.5, fill="#555"))
    if view["phase"] == "upkeep":
        chosen = "has chosen how to pay Upkeep" if p["upkeep_chosen"] else \
            "is choosing how to pay Upkeep"
        parts.append(text(x + BOARD_W - 12, y + 68, chosen, size=10.5, anchor="end",
                          fill="#7a2b00"))
    # Assistant cards
    ay = y + 80
    parts.append(text(x + 12, ay + 12, "Assistants", size=11.5, weight="bold"))
    for i, kind in enumerate(ASSISTANTS):
        held = p["assistants"][kind]
        name = CONTENT.assistant_title[kind]
        cx = x + 12 + i * (SMALL_CARD_W + 8)
        cells = [shape("rect", x=cx, y=ay + 18, width=SMALL_CARD_W, height=SMALL_CARD_H, rx=5,
                      fill=ASSISTANT_FILL[kind], stroke="#6b5a45", class_="edge"),
                text(cx + 5, ay + 33, name, size=11, weight="bold"),
                text(cx + 5, ay + 48, f"{held['up']} face-up", size=10.5)]
        if held["down"]:
            cells += [shape("rect", x=cx + 3, y=ay + 53, width=SMALL_CARD_W - 6, height=16,
                           rx=3, fill=ASSISTANT_FILL["face_down"]),
                     text(cx + 7, ay + 65, f"{held['down']} face-down", size=10.5,
                          fill="#fff")]
        title = f"{plural(held['up'], name)} face-up, {held['down']} face-down"
        parts.append(targets.wrap({"type": "flip", "assistant": kind}, "".join(cells), title))
    # Goods cards
    gy = ay + 18 + SMALL_CARD_H + 10
    parts.append(text(x + 12, gy + 12, "Goods", size=11.5, weight="bold"))
    gx = x + 12
    held_goods = [(face, p["goods"][face]) for face in FACES if p["goods"].get(face)]
    for face, n in held_goods:
        good = GOOD_OF_FACE[face]
        name = good_count(face, n)
        body = (shape("rect", x=gx, y=gy + 18, width=SMALL_CARD_W, height=34, rx=5,
                      fill=GOOD_FILL[face], stroke="#6b5a45", class_="edge")
                + lines(gx + 5, gy + 32, wrapped(name, 16)[:2], size=10.5))
        options = [{"type": "sell", "good": good}]
        if face in TURNABLE:
            options.append({"type": "flip_good", "good": face})
        parts.append(targets.wrap_first(options, body, name))
        gx += SMALL_CARD_W + 6
        if gx > x + BOARD_W - SMALL_CARD_W:
            gx, gy = x + 12, gy + 40
    if not held_goods:
        parts.append(text(x + 60, gy + 12, "none", size=11, fill="#555"))
    # Buildings
    by = gy + 18 + 34 + 10
    parts.append(text(x + 12, by + 12, f"Buildings ({plural(p['gold_stars'], 'Gold Star')})",
                      size=11.5, weight="bold"))
    bx, row_top = x + 12, by + 18
    built = [(c, False) for c in p["buildings"]] + [(c, True) for c in p["decorated"]]
    for card, decorated in built:
        note = ", decorated" if decorated else ""
        body = _building_card(bx, row_top, card, w=118, h=64, note=note)
        title = f"{card_text(card)}{note}"
        if decorated:
            parts.append(group(body, title=title))
        else:
            parts.append(targets.wrap({"type": "decorate", "card": card}, body,
                                      f"{title} (decorate it)"))
        bx += 124
        if bx > x + BOARD_W - 118:
            bx, row_top = x + 12, row_top + 70
    if not built:
        parts.append(text(x + 12, by + 30, "none", size=11, fill="#555"))
    bottom = row_top + (64 if built else 16) + 8
    if p["acclaims"]:
        names = joined([CONTENT.acclaims[a].title for a in p["acclaims"]])
        parts.append(lines(x + 12, bottom + 14, wrapped(f"Acclaims earned: {names}", 95),
                           size=11))
        bottom += 22
    height = bottom - y + 6
    frame = shape("rect", x=x, y=y, width=BOARD_W, height=height, rx=8, fill="#fbf6ea",
                  stroke=SEAT_FILL[colour], stroke_width=3)
    return group([frame, *parts], title=f"{colour}'s brewery"), height
