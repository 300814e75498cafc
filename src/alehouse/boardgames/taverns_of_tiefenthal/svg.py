"""The Taverns of Tiefenthal drawn as SVG, as a player at the table sees it: the Monastery Board
(the Turn Track with the Moon and each turn's bonus, the Monastery Track with its bonus spaces
and every player's marker); the Tavern Cards of the display with their costs, the Nobles and
(Module 5) the Signature Tiles; the guest display with the 3-Beer stack, each guest's Beer,
the die it needs, its Thalers, Victory Points, bonus and (Module 5) Signature Tile, and the
guest deck as a back with its count; the Start Cards revealed (Module 4, at setup) and the Dice
Coasters (Phase D); and each player's tavern: Thalers, Beer, the Safe and the Beer Storage,
Schnapps Tokens (Module 2), Counter Guests, the Tables with the cards seated there and the dice
planned on them, the action spaces (Cashbox, Barrel, Monk, Brewer) with what each takes and
gives and the dice on them, the other tiles with the Tavern Cards drawn into their areas, every
tile's side and upgrade price, the dice below the board, the draw deck (a back with its count and
the cards known on top) and the discard pile, the Entertainers (Module 2), the Reputation Track
(Module 3), the Start Card (Module 4) and the Guest Book (Module 5).

`draw(view, legal)` is a pure function of a view (`view.view`) and the viewing seat's legal
actions as JSON; targets (see `alehouse.core.drawing`) mark where an action has a place: a Start
Card, a bonus option of the Turn Track, a side of an Entertainer being placed, a tile's upgrade
banner, a Counter Guest, a white die on the Dice Coaster, a die below the board and then the
Table or action space it goes on (or, with the Juggler, the side it is turned to), a planned die
(to remove it), a Tavern Card pile, a guest of the display, a number of Nobles, an Entertainer,
a Bard, a seated guest (Service Denied!), a half of the Reputation Track's Schnapps or Service
Denied! space, a Guest Book column, and a played card the Juggler keeps. The rest (removing a
Regular at setup, keeping the tavern, finishing Planning, how many cards the Special Offer
returns, how many Dishwashers a die uses, removing no guest, keeping no card, ending the Serving
Phase) are buttons.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping, Sequence
from typing import Any

from alehouse.core.drawing import Targets, document, group, lines, shape, text, wrapped
from alehouse.core.words import joined, plural

from .content import CONTENT as C
from .content import DATA, NOBLE, SPACES, TAVERN, Card
from .words import (
    ENTERTAINER_NAMES,
    REPUTATION_SPACES,
    SPACE_NAMES,
    TILE_EFFECTS,
    TILE_NAMES,
    amount,
    beer,
    bonus_text,
    card_name,
    column_name,
    die_text,
    entertainer_text,
    needs,
    option_name,
    schnapps,
    space_name,
    space_rule,
    thalers,
    turn_bonus_text,
)

_LOOK = tomllib.loads((DATA / "drawing.toml").read_text())
SEAT_FILL: dict[str, str] = _LOOK["seats"]
PIPS: dict[str, str] = _LOOK["pips"]
CARD_FILL: dict[str, str] = _LOOK["cards"]
BOARD: dict[str, str] = _LOOK["board"]

# --- layout, in user units -----------------------------------------------------------------------
WIDTH = 1000
MARGIN = 16
INNER = WIDTH - 2 * MARGIN
GAP = 12
HEADER_H = 84
TURN_H = 112                          # a space of the Turn Track
MONASTERY_PER_ROW = 12                # the Monastery Track's 23 spaces in two rows
MONASTERY_H = 70
PILE_W, PILE_H = 108, 78              # a pile of Tavern Cards
GUEST_H = 128                         # a card of the guest display
DIE = 26                              # a die's side
TABLE_W, TABLE_H = 96, 142            # a Table with its card and die
TABLES_PER_ROW = 6
LEFT_W = TABLES_PER_ROW * (TABLE_W + 4) - 4   # a tavern's left column: tables and tiles
SPACE_TOP = 128                       # a tile with an action space, above its dice
DICE_PER_ROW = 4                      # dice planned on such a tile, in rows
TILE_H = 134                          # a tile without one
RIGHT_X = LEFT_W + 26                 # a tavern's right column, from the tavern's left edge
RIGHT_W = INNER - RIGHT_X - 10
REPUTATION_H = 64
BOOK_ROW_H = 22

BY_NAME: dict[str, Card] = {c.name: c for c in C.cards}
"""The cards by the names the view gives them."""
KIND_OF: dict[str, str] = {C.tavern_name[k]: k for k in TAVERN}
"""A Tavern Card's kind by its name."""
OTHER_TILES = ("server", "dishwasher", "table", "safe", "beer_storage")
"""The tiles without an action space, in the tavern's second row of tiles."""
AREA_OF: dict[str, str] = {k: "table" if C.area[k] == "tables" else C.area[k] for k in TAVERN}
"""The tile a Tavern Card drawn is placed by."""


def draw(view: Mapping[str, Any], legal: Sequence[Mapping[str, Any]] = ()) -> str:
    """The table of `view` as an SVG document; `legal` (the viewing seat's legal actions as
    JSON) marks the targets."""
    targets = Targets(legal)
    parts = [_header(view)]
    y: float = HEADER_H
    you = view.get("you")
    seats = view["players"]
    first = you if you is not None else 0
    others = [seats[(first + k) % len(seats)] for k in range(len(seats))]
    if you is not None:  # the viewer's tavern first, then the display and the boards
        others = others[1:]
    for section in (_start_cards, _coasters, _own_tavern, _supply, _guest_display,
                    _monastery_board):
        body, h = section(y, view, targets)
        if h:
            parts.append(body)
            y += h + GAP
    for p in others:
        body, h = _tavern(y, p, view, Targets())
        parts.append(body)
        y += h + GAP
    return document(WIDTH, y - GAP + MARGIN, parts, title=_title(view))


def _own_tavern(y: float, view: Mapping[str, Any], targets: Targets) -> tuple[str, float]:
    """The viewer's tavern, drawn first and the only one with targets (none for a spectator);
    the others follow the boards, clockwise from the viewer."""
    you = view.get("you")
    if you is None:
        return "", 0
    return _tavern(y, view["players"][you], view, targets)


def _title(view: Mapping[str, Any]) -> str:
    who = view.get("you")
    seat = f", as {view['players'][who]['colour']} sees it" if who is not None else ""
    turn = f": turn {view['turn']} of {view['turns']}" if view["turn"] else ""
    return f"The Taverns of Tiefenthal{turn}{seat}"


def _header(view: Mapping[str, Any]) -> str:
    first = f"Turn {view['turn']} of {view['turns']} - " if view["turn"] else ""
    first += f"{view['phase_name']} ({view['modules_name']})"
    mug = (f"Beer Mug (Starting Player): {view['turn_order'][0]}; turn order "
           f"{joined(view['turn_order'])}")
    decision = view.get("decision")
    now = f"Now: {decision['text']}" if decision is not None else "The game is over"
    return group([text(MARGIN, 26, first, size=17, weight="bold"),
                  text(MARGIN, 48, mug, size=13),
                  text(MARGIN, 72, now, size=15, fill="#7a2b00")],
                 title="The turn, the phase and what the game waits for")


# --- pieces --------------------------------------------------------------------------------------


def _badge(x: float, y: float, colour: str, r: float = 8) -> str:
    """A seat's colour with its first letter (colours are told apart by letter too)."""
    return (shape("circle", cx=x, cy=y, r=r, fill=SEAT_FILL[colour], stroke="#222")
            + text(x, y + r * 0.42, colour[0], size=r * 1.15, anchor="middle", weight="bold",
                   fill=PIPS[colour]))


_PIP_AT: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((0, 0),), 2: ((-1, -1), (1, 1)), 3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)), 5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1))}
"""Where a die's pips lie, in thirds of its side from its centre."""


def _die(x: float, y: float, value: int, colour: str = "white", size: float = DIE,
         edge: bool = False) -> str:
    """A die showing `value` (0: the "?" a card shows for any die), white or of a seat's
    colour; `edge`: outlined as a target's edge."""
    fill = "#ffffff" if colour == "white" else SEAT_FILL[colour]
    pip = PIPS[colour]
    body = [shape("rect", x=x, y=y, width=size, height=size, rx=size * 0.18, fill=fill,
                  stroke="#333")]
    if edge:  # the target's outline, around the die (a die keeps its own edge when not live)
        body.insert(0, shape("rect", x=x - 3, y=y - 3, width=size + 6, height=size + 6,
                             rx=size * 0.25, fill="none", stroke="none", class_="edge"))
    if value == 0:
        body.append(text(x + size / 2, y + size * 0.72, "?", size=size * 0.7, anchor="middle",
                         weight="bold", fill=pip))
    else:
        c, step = size / 2, size * 0.27
        for dx, dy in _PIP_AT[value]:
            body.append(shape("circle", cx=x + c + dx * step, cy=y + c + dy * step,
                              r=size * 0.09, fill=pip))
    return "".join(body)


def _box(x: float, y: float, w: float, h: float, fill: str, *, edge: bool = True,
         stroke: str = "#8a7a62", rx: float = 5, **attrs: Any) -> str:
    return shape("rect", x=x, y=y, width=w, height=h, rx=rx, fill=fill, stroke=stroke,
                 class_="edge" if edge else None, **attrs)


def _chip(x: float, y: float, words: str, fill: str = BOARD["chip"], size: float = 11.5,
          edge: bool = True) -> tuple[str, float]:
    """A small labelled box (a counter, a card in an area): its SVG and width."""
    w = _text_w(words, size) + 12
    return (_box(x, y, w, size + 10, fill, edge=edge, rx=4)
            + text(x + 6, y + size + 3, words, size=size)), w


def _text_w(words: str, size: float) -> float:
    """About how wide a line of sans-serif text is."""
    return len(words) * size * 0.56


def _card_fill(card: Card) -> str:
    return CARD_FILL[card.kind] if card.kind in CARD_FILL else CARD_FILL["tavern"]


# --- the Monastery Board: the Turn Track and the Monastery Track ---------------------------------


def _monastery_board(y: float, view: Mapping[str, Any], targets: Targets
                     ) -> tuple[str, float]:
    turns: int = view["turns"]
    w = INNER / turns
    parts = [text(MARGIN, y + 14, "The Turn Track (the Moon shows the turn)", size=13,
                  weight="bold")]
    for turn in range(1, turns + 1):
        parts.append(_turn_space(MARGIN + (turn - 1) * w, y + 20, w - 4, turn, view, targets))
    my = y + 20 + TURN_H + 10
    parts.append(text(MARGIN, my + 14, "The Monastery Track (past 22 a marker goes on from the "
                      "start)", size=13, weight="bold"))
    at: dict[int, list[str]] = {}
    for p in view["players"]:
        at.setdefault(p["monastery"], []).append(p["colour"])
    cw = INNER / MONASTERY_PER_ROW
    for space in range(C.monastery_top + 1):
        row, col = divmod(space, MONASTERY_PER_ROW)
        parts.append(_monastery_space(MARGIN + col * cw, my + 20 + row * (MONASTERY_H + 4),
                                      cw - 4, space, at.get(space, [])))
    rows = (C.monastery_top + MONASTERY_PER_ROW) // MONASTERY_PER_ROW
    return "".join(parts), my + 20 + rows * (MONASTERY_H + 4) - y


def _turn_space(x: float, y: float, w: float, turn: int, view: Mapping[str, Any],
                targets: Targets) -> str:
    """A space of the Turn Track: its bonus for everyone (the options to choose from as boxes,
    targets while the turn's bonus is chosen) and the Moon on the current turn."""
    moon = view["turn"] == turn
    said = turn_bonus_text(turn, view["modules"]).split("; ")
    kind, options = C.turn_bonus.get(turn, ("", ()))
    body = [_box(x, y, w, TURN_H, BOARD["moon"] if moon else BOARD["turn"], edge=False,
                 stroke="#6b5a45", stroke_width=3 if moon else 1),
            text(x + 6, y + 16, f"Turn {turn}" + (" - the Moon" if moon else ""), size=12.5,
                 weight="bold")]
    boxes = []
    ty = y + 24
    if kind == "choice":
        for option in options:
            name = option_name(option)
            piece = (_box(x + 5, ty, w - 10, 22, BOARD["bonus"])
                     + text(x + 10, ty + 15, name, size=11))
            fields = {"type": "take_bonus", "option": option}
            boxes.append(targets.wrap(fields, piece, f"Turn {turn}: take {name}")
                         if moon else group(piece, title=f"Turn {turn}: {name}"))
            ty += 25
        rest = said[1:]
    else:
        rest = said
    rows = [row for part in rest for row in wrapped(part, int(w / 6.2))]
    body.append(lines(x + 6, ty + 12, rows[:6], size=11, leading=1.2))
    return group(body, title=f"Turn {turn}: {'; '.join(said)}") + "".join(boxes)


def _monastery_space(x: float, y: float, w: float, space: int, colours: list[str]) -> str:
    bonus = C.monastery_bonus.get(space)
    said = bonus_text(bonus) if bonus is not None else ""
    fill = BOARD["bonus"] if bonus is not None else BOARD["monastery"]
    body = [_box(x, y, w, MONASTERY_H, fill, edge=False),
            text(x + 5, y + 14, "start" if space == 0 else str(space), size=12, weight="bold")]
    body.append(lines(x + 5, y + 28, wrapped(said, int(w / 5.4))[:3], size=10, leading=1.15))
    for k, colour in enumerate(colours):
        body.append(_badge(x + 12 + k * 17, y + MONASTERY_H - 10, colour, 7))
    title = f"Monastery Track space {space}" + (f": {said}" if said else "")
    if colours:
        title += f"; here: {joined(colours)}"
    return group(body, title=title)


# --- the display: Tavern Cards, Nobles, Signature Tiles ------------------------------------------


def _supply(y: float, view: Mapping[str, Any], targets: Targets) -> tuple[str, float]:
    parts = [text(MARGIN, y + 14, "Tavern Cards (bought face down onto your deck, at most one "
                  "of each kind a turn)", size=13, weight="bold")]
    x = MARGIN
    for kind, left in view["tavern_cards"].items():
        if kind == "bard" and view["modules"] < 3:
            continue
        name = view["tavern_card_names"][kind]
        cost = view["tavern_card_costs"][kind]
        body = (_box(x, y + 22, PILE_W, PILE_H, CARD_FILL["tavern"])
                + text(x + 8, y + 40, name, size=13, weight="bold")
                + text(x + 8, y + 58, f"costs {thalers(cost)}", size=11.5)
                + text(x + 8, y + 76, f"{left} left", size=11.5,
                       fill="#222" if left else "#a33"))
        title = f"{name}: {thalers(cost)}, {left} left"
        parts.append(targets.wrap_first([{"type": "buy_card", "card": kind},
                                         {"type": "substitute", "card": kind}], body, title))
        x += PILE_W + 6
    parts.append(_nobles(x + 10, y + 22, view, targets))
    return "".join(parts), 22 + PILE_H


def _nobles(x: float, y: float, view: Mapping[str, Any], targets: Targets) -> str:
    """The Nobles left, and the three numbers of them recruited together for Beer (targets)."""
    noble = C.cards[NOBLE]
    w = MARGIN + INNER - x
    head = f"Nobles: {view['nobles']} left"
    about = f"{noble.vp} VP, {needs(noble.die)}, pays {thalers(noble.pays)}"
    parts = [_box(x, y, w, PILE_H, CARD_FILL["noble"], edge=False),
             text(x + 8, y + 17, head, size=13, weight="bold"),
             text(x + w - 8, y + 17, about, size=11, anchor="end")]
    ow = (w - 16 - 2 * 6) / 3
    options = []
    for count, price in enumerate(C.noble_beer, start=1):
        ox = x + 8 + (count - 1) * (ow + 6)
        said = f"{amount(count, 'noble')} for {beer(price)}"
        piece = (_box(ox, y + 26, ow, 44, BOARD["chip"])
                 + text(ox + ow / 2, y + 44, amount(count, "noble"), size=12, anchor="middle",
                        weight="bold")
                 + text(ox + ow / 2, y + 61, f"for {beer(price)}", size=11.5, anchor="middle"))
        options.append(targets.wrap({"type": "recruit_nobles", "count": count}, piece,
                                    f"Recruit {said}"))
    return group(parts, title=f"{head} ({about})") + "".join(options)


# --- the guest display ---------------------------------------------------------------------------


def _guest_display(y: float, view: Mapping[str, Any], targets: Targets) -> tuple[str, float]:
    parts = [text(MARGIN, y + 14, "Guests (recruited with Beer, one a turn, face down onto your "
                  "deck)", size=13, weight="bold")]
    if view["modules"] >= 5:
        parts.append(text(MARGIN + INNER, y + 14, "Signature Tiles in the supply: "
                          f"{view['signatures']}", size=12, anchor="end"))
    gw = (INNER - 5 * 8) / 6
    stack = view["three_beer_stack"]
    for g in view["guests"]:
        slot = g["slot"]
        x = MARGIN + slot * (gw + 8)
        if slot == 0:
            where = (f"3-Beer stack, {plural(stack, 'card')}" if stack
                     else "where the 3-Beer stack was")
        else:
            where = f"display {slot}"
        parts.append(text(x + 2, y + 32, where, size=11, fill="#555"))
        parts.append(_guest(x, y + 38, gw, g, slot == 0 and stack > 0, targets))
    x = MARGIN + 5 * (gw + 8)
    deck = view["guest_deck"]
    said = f"{plural(deck, 'card')} face down"
    parts.append(text(x + 2, y + 32, "the guest deck", size=11, fill="#555"))
    parts.append(group([_box(x, y + 38, gw, GUEST_H, CARD_FILL["back"], edge=False,
                             stroke="#2b2018"),
                        text(x + gw / 2, y + 38 + GUEST_H / 2, "Guest deck", size=13,
                             anchor="middle", weight="bold", fill="#fff"),
                        text(x + gw / 2, y + 38 + GUEST_H / 2 + 18, said, size=11.5,
                             anchor="middle", fill="#fff")], title=f"The guest deck: {said}"))
    return "".join(parts), 38 + GUEST_H


def _guest(x: float, y: float, w: float, g: Mapping[str, Any], stacked: bool,
           targets: Targets) -> str:
    """A guest of the display (a target while it may be recruited), or its empty place."""
    if g["card"] is None:
        return group(_box(x, y, w, GUEST_H, "none", edge=False, stroke_dasharray="4 3")
                     + text(x + w / 2, y + GUEST_H / 2, "empty", size=11.5, anchor="middle",
                            fill="#555"), title="An empty place of the guest display")
    card = BY_NAME[g["card"]]
    body = [_card_face(x, y, w, GUEST_H, card)]
    if stacked:  # the stack's edge below its top card
        body.insert(0, _box(x + 3, y + 3, w, GUEST_H, CARD_FILL["guest"], edge=False))
    if g.get("signature"):
        body.append(_box(x + w - 64, y + GUEST_H - 24, 58, 18, BOARD["signed"], edge=False,
                         rx=3)
                    + text(x + w - 35, y + GUEST_H - 11, "Signature", size=10, anchor="middle",
                           fill="#fff", weight="bold"))
    title = g["text"] + ("; a Signature Tile lies on it" if g.get("signature") else "")
    return targets.wrap({"type": "recruit", "slot": g["slot"]}, "".join(body),
                        f"{title} (recruit it for {beer(card.cost)})")


def _card_face(x: float, y: float, w: float, h: float, card: Card, count: int = 1) -> str:
    """A Guest, Regular or Noble card: its name (and Beer for a guest), the die it needs, what it
    pays, its Victory Points and its bonus."""
    name = card_name(card.id) if count == 1 else amount(count, "noble")
    body = [_box(x, y, w, h, _card_fill(card)),
            lines(x + 6, y + 16, wrapped(name, int((w - DIE - 10) / 6.6))[:2], size=12,
                  weight="bold", leading=1.15),
            _die(x + w - DIE - 5, y + 5, card.die)]
    rows = [f"{needs(card.die)}", f"pays {thalers(card.pays)}", f"{card.vp} VP"]
    if card.bonus:
        rows += wrapped(f"bonus: {bonus_text(card.bonus)}", int(w / 6.1))
    body.append(lines(x + 6, y + 48, rows[: int((h - 40) / 14)], size=11, leading=1.2))
    return "".join(body)


# --- Module 4's Start Cards, Phase D's Dice Coasters ---------------------------------------------


def _start_cards(y: float, view: Mapping[str, Any], targets: Targets) -> tuple[str, float]:
    """The Start Cards revealed, while they are chosen (Module 4)."""
    if view["modules"] < 4 or view["phase"] != "setup":
        return "", 0
    chosen: dict[int, list[str]] = {}
    for p in view["players"]:
        if p.get("start_card"):
            chosen.setdefault(p["start_card"], []).append(p["colour"])
    parts = [text(MARGIN, y + 14, "Start Cards revealed (several players may choose the same "
                  "one)", size=13, weight="bold")]
    cw = (INNER - 2 * 10) / 3
    for k, (card, said) in enumerate(zip(view["start_cards"], view["start_cards_text"])):
        x = MARGIN + k * (cw + 10)
        head, _, items = said.partition(": ")
        body = [_box(x, y + 22, cw, 84, BOARD["start_card"]),
                text(x + 8, y + 40, head, size=12.5, weight="bold"),
                lines(x + 8, y + 57, wrapped(items, int(cw / 6.4))[:3], size=11.5)]
        for j, colour in enumerate(chosen.get(card, [])):
            body.append(_badge(x + cw - 14 - j * 20, y + 36, colour))
        parts.append(targets.wrap({"type": "choose_start_card", "card": card}, "".join(body),
                                  said))
    return "".join(parts), 22 + 84


def _coasters(y: float, view: Mapping[str, Any], targets: Targets) -> tuple[str, float]:
    """Phase D: the white dice on each Dice Coaster and whom it lies in front of (the one in
    front of the viewer first); the dice of the coaster the viewer takes from are targets."""
    if not view["coasters"]:
        return "", 0
    decision = view.get("decision") or {}
    you = view.get("you")
    picking = (decision.get("coaster") if decision.get("kind") == "pick"
               and decision.get("player") == you else None)
    parts = [text(MARGIN, y + 14, "Dice Coasters (each player takes a white die from the one "
                  "in front of them; then they pass to the left)", size=13, weight="bold")]
    cw = (INNER - 3 * 10) / 4
    coasters = list(enumerate(zip(view["coasters"], view["coaster_holders"])))
    if you is not None:  # the one in front of the viewer first
        mine = view["players"][you]["colour"]
        coasters.sort(key=lambda c: c[1][1] != mine)
    for i, (k, (dice, holder)) in enumerate(coasters):
        x = MARGIN + i * (cw + 10)
        owner = view["players"][k]["colour"]
        parts.append(group([_box(x, y + 22, cw, 64, BOARD["coaster"], edge=False),
                            _badge(x + 14, y + 38, holder),
                            text(x + 28, y + 42, f"in front of {holder}", size=11.5),
                            text(x + cw - 8, y + 42, f"{owner}'s coaster", size=10,
                                 anchor="end", fill="#555")],
                           title=f"{owner}'s Dice Coaster, in front of {holder}: "
                           + (joined([str(d) for d in dice]) or "empty")))
        for j, value in enumerate(dice):
            piece = _die(x + 10 + j * (DIE + 8), y + 52, value, edge=picking == k)
            if picking == k:
                parts.append(targets.wrap({"type": "pick_die", "value": value}, piece,
                                          f"Take a white {value}"))
            else:
                parts.append(group(piece, title=f"a white {value}"))
    return "".join(parts), 22 + 64


# --- a player's tavern ---------------------------------------------------------------------------


def _tavern(y: float, p: Mapping[str, Any], view: Mapping[str, Any], targets: Targets
            ) -> tuple[str, float]:
    """A player's tavern; `targets` are the viewer's own (an empty set for the others)."""
    x = MARGIN
    colour = p["colour"]
    you = " (you)" if p["seat"] == view.get("you") else ""
    mug = " - holds the Beer Mug" if p["seat"] == view["start_player"] else ""
    parts = [_box(x + 6, y + 4, INNER - 12, 28, SEAT_FILL[colour], edge=False,
                  stroke="none", opacity=0.35),
             _badge(x + 22, y + 18, colour, 10),
             text(x + 40, y + 24, f"{colour}'s tavern{you}{mug}", size=15, weight="bold")]
    counters, ch = _counters(x + 10, y + 40, p, view, targets)
    parts.append(counters)
    top = y + 40 + ch + 8
    dice, dh = _dice_below(x + 10, top, p, targets)
    parts.append(dice)
    tables, th = _tables(x + 10, top + dh + 8, p, targets)
    parts.append(tables)
    tiles, tih = _tiles(x + 10, top + dh + 8 + th + 8, p, view, targets)
    parts.append(tiles)
    left_h = dh + 8 + th + 8 + tih
    right, rh = _right_column(x + RIGHT_X, top, p, view, targets)
    parts.append(right)
    bottom = top + max(left_h, rh) + 8
    if view["modules"] >= 3:
        track, h = _reputation(x + 10, bottom, p, view, targets)
        parts.append(track)
        bottom += h + 8
    if "guest_book" in p:
        book, h = _guest_book(x + 10, bottom, p, targets)
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
        w = _text_w(words, 11.5) + 12
        if cx + w > right:
            cx, cy = x, cy + 28
        at = (cx, cy)
        cx += w + 6
        return at

    for words, title in items:
        body, _ = _chip(*place(words), words, edge=False)
        parts.append(group(body, title=title))
    for _ in range(p["counter_guests"]):
        body, _ = _chip(*place("Counter Guest"), "Counter Guest",
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


Piece = tuple[list[dict[str, Any]], str, str]
"""Something drawn over a place of the board: the fields of the actions it may stand for (the
first legal one is its target's), its SVG and its title."""


def _layered(targets: Targets, fields: Mapping[str, Any], body: str, title: str,
             pieces: Sequence[Piece]) -> str:
    """A place (a target when an action with `fields` is legal; never without fields) and the
    pieces lying on it: those that are targets now are drawn over it, the others inside it, so
    that a click on them is a click on the place (targets never nest)."""
    inside, over = [], []
    for options, piece, said in pieces:
        if any(targets.matches(f) for f in options):
            over.append(targets.wrap_first(options, piece, said))
        else:
            inside.append(group(piece, title=said))
    inner = body + "".join(inside)
    place = targets.wrap(fields, inner, title) if fields else group(inner, title=title)
    return place + "".join(over)


def _tables(x: float, y: float, p: Mapping[str, Any], targets: Targets) -> tuple[str, float]:
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
        body = (_box(tx, ty, TABLE_W, TABLE_H, BOARD["table"])
                + text(tx + 6, ty + 14, f"Table {i + 1}", size=11.5, weight="bold"))
        pieces: list[Piece] = []
        if cards:
            card = BY_NAME[cards[-1]]
            pieces.append(([{"type": "deny", "table": i}, {"type": "keep_card", "card": card.id}],
                           _card_face(tx + 4, ty + 20, TABLE_W - 8, 88, card, len(cards)),
                           f"At table {i + 1}: {said}"))
        else:
            body += text(tx + TABLE_W / 2, ty + 60, "empty", size=11, anchor="middle",
                         fill="#555")
        if space in planned:
            pieces.append(_planned(tx + 8, ty + TABLE_H - DIE - 6, planned[space], p, targets))
        parts.append(_layered(targets, {"type": "plan", "space": space}, body,
                              f"Table {i + 1}: {said}", pieces))
    return "".join(parts), 18 + rows * (TABLE_H + 4) - 4


def _planned(x: float, y: float, d: Mapping[str, Any], p: Mapping[str, Any],
             targets: Targets) -> Piece:
    """A die planned on a space, a badge on it for the Dishwashers used: removed in Serving
    (outlined only then, not as a part of its space)."""
    colour = "white" if d["white"] else p["colour"]
    fields = {"type": "use", "space": d["space"]}
    body = _die(x, y, d["die"], colour, edge=targets.matches(fields))
    said = die_text(d["white"], d["die"], p["colour"])
    if d["dishwashers"]:
        body += (shape("circle", cx=x + DIE, cy=y, r=8, fill=BOARD["special"], stroke="#7a2b00")
                 + text(x + DIE, y + 4, f"+{d['dishwashers']}", size=10, anchor="middle",
                        weight="bold"))
        said += (f" with {plural(d['dishwashers'], 'Dishwasher')} (counts as "
                 f"{d['die'] + d['dishwashers']})")
    return [fields], body, f"{said} planned on {space_name(d['space'])}"


def _tiles(x: float, y: float, p: Mapping[str, Any], view: Mapping[str, Any],
           targets: Targets) -> tuple[str, float]:
    """The tiles of the Tavern Board: the four with an action space (as high as the most dice
    planned on one needs), then the rest."""
    parts = []
    sw = (LEFT_W - 3 * 8) / 4
    gives = dict(zip(SPACES, p["action_spaces_text"]))
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
    body = (_box(x, y, w, 34, BOARD["upgraded"] if done else BOARD["banner"])
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
    each = gives.removeprefix(SPACE_NAMES[space].removeprefix("the ") + " ")
    rows = [*wrapped(f"takes {takes}", int(w / 6.2))[:2],
            *wrapped(f"a die gives {each}", int(w / 6.2))[:2]]
    body = (_box(x, y, w, h, BOARD["upgraded"] if upgraded else BOARD["tile"])
            + lines(x + 6, y + 52, rows, size=11, leading=1.2))
    title = f"{TILE_NAMES[space]}: takes {takes}; a die gives {each}"
    pieces = [_banner(x + 4, y + 4, w - 8, space, p)]
    if space == "brewer":
        pieces += _area_cards(x + 6, y + 52 + 13.2 * len(rows) - 6, "brewer", p)
    on = [d for d in p["planned"] if d["space"] == space]
    for k, d in enumerate(on):
        row, col = divmod(k, DICE_PER_ROW)
        pieces.append(_planned(x + 8 + col * (DIE + 8), y + SPACE_TOP - 4 + row * (DIE + 8), d,
                               p, targets))
    return _layered(targets, {"type": "plan", "space": space}, body, title, pieces)


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
    body = (_box(x, y, w, TILE_H, BOARD["upgraded"] if upgraded else BOARD["tile"], edge=False)
            + lines(x + 6, y + 52, rows, size=11, leading=1.2))
    if tile == "dishwasher" and p["dishwashers_left"]:
        body += text(x + 6, y + 52 + 13.2 * len(rows), f"{p['dishwashers_left']} left this "
                     "turn", size=11, fill="#7a2b00", weight="bold")
    pieces = [_banner(x + 4, y + 4, w - 8, tile, p),
              *_area_cards(x + 4, y + TILE_H - 24, tile, p)]
    return _layered(targets, {}, body, f"{TILE_NAMES[tile]}: {does}", pieces)


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
        body, w = _chip(cx, y, plural(n, name), CARD_FILL["tavern"], size=10.5)
        options: list[dict[str, Any]] = [{"type": "keep_card", "card": TAVERN.index(kind)}]
        title = f"{plural(n, name)} drawn this turn"
        if kind == "bard":
            options.insert(0, {"type": "bard_step"})
            if p.get("bard_steps"):
                title += f"; {amount(p['bard_steps'], 'reputation')} left to sing"
        pieces.append((options, body, title))
        cx += w + 4
    return pieces


# --- a tavern's right column: deck, Entertainers, Start Card -------------------------------------


def _right_column(x: float, y: float, p: Mapping[str, Any], view: Mapping[str, Any],
                  targets: Targets) -> tuple[str, float]:
    parts = []
    cy = y
    for section in (_deck, _entertainers, _start_card):
        body, h = section(x, cy, p, view, targets)
        if h:
            parts.append(body)
            cy += h + 10
    return "".join(parts), cy - 10 - y


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
        parts.append(targets.wrap(fields, _die(dx, y + 1, value, colour, edge=edge),
                                  f"{die_text(white, value, p['colour'])} below the board"))
    return "".join(parts), DIE + 2


def _deck(x: float, y: float, p: Mapping[str, Any], view: Mapping[str, Any],
          targets: Targets) -> tuple[str, float]:
    """The draw deck (a back: its count and the cards known on top) and the discard pile (face
    up)."""
    count = p["deck"]
    said = plural(count, "card")
    parts = [group([_box(x, y, 76, 58, CARD_FILL["back"], edge=False, stroke="#2b2018"),
                    text(x + 38, y + 24, "Draw deck", size=11, anchor="middle", weight="bold",
                         fill="#fff"),
                    text(x + 38, y + 42, said, size=11, anchor="middle", fill="#fff")],
                   title=f"{p['colour']}'s draw deck, face down: {said}")]
    known = p["deck_top_text"]
    rows = wrapped("Known on top, first drawn first: " + ", ".join(known), 40) if known else []
    rows += wrapped(f"Discard pile (face up): {p['discard_text']}", 40)
    parts.append(lines(x + 86, y + 12, rows, size=11, leading=1.2))
    return "".join(parts), max(58.0, 13.2 * len(rows) + 2)


def _entertainers(x: float, y: float, p: Mapping[str, Any], view: Mapping[str, Any],
                  targets: Targets) -> tuple[str, float]:
    """The Entertainer Tiles placed (Module 2), each a target while it may be paid; the
    Juggler's Planning side shows the sides a die may be turned to. An Entertainer being placed
    shows both its sides, each a target."""
    if view["modules"] < 2:
        return "", 0
    parts = [text(x, y + 12, "Entertainers", size=13, weight="bold")]
    cy = y + 18
    for e in p["entertainers"]:
        rows = wrapped(e["text"], int(RIGHT_W / 6.1))[:3]
        h = 10 + 14 * len(rows) + (DIE + 6 if e["side"] == "planning" else 0)
        body = (_box(x, cy, RIGHT_W, h, BOARD["entertainer"])
                + lines(x + 6, cy + 15, rows, size=11, leading=1.2))
        parts.append(targets.wrap({"type": "entertain", "side": e["side"]}, body, e["text"]))
        if e["side"] == "planning":
            for t in range(1, 7):
                face = _die(x + 8 + (t - 1) * (DIE + 8), cy + h - DIE - 6, t,
                            edge=targets.matches({"type": "juggle", "to": t}))
                parts.append(targets.wrap({"type": "juggle", "to": t}, face,
                                          f"Juggler: turn the die into a {t}"))
        cy += h + 4
    decision = view.get("decision") or {}
    if decision.get("kind") == "entertainer" and decision.get("player") == p["seat"]:
        name = decision["entertainer"]
        parts.append(text(x, cy + 12, f"The {ENTERTAINER_NAMES[name]} arrives: which side up, "
                          "for good?", size=11.5, weight="bold", fill="#7a2b00"))
        cy += 18
        for side in C.entertainers[name]:
            said = entertainer_text(name, side)
            rows = wrapped(said, int(RIGHT_W / 6.1))[:3]
            h = 10 + 14 * len(rows)
            body = (_box(x, cy, RIGHT_W, h, BOARD["chip"], stroke_dasharray="4 2")
                    + lines(x + 6, cy + 15, rows, size=11, leading=1.2))
            parts.append(targets.wrap({"type": "entertainer_side", "side": side}, body,
                                      f"Place it with this side up: {said}"))
            cy += h + 4
    if not p["entertainers"] and cy == y + 18:
        parts.append(text(x, cy + 12, "none yet", size=11.5, fill="#555"))
        cy += 18
    return "".join(parts), cy - y


def _start_card(x: float, y: float, p: Mapping[str, Any], view: Mapping[str, Any],
                targets: Targets) -> tuple[str, float]:
    if not p.get("start_card_text"):
        return "", 0
    rows = wrapped(p["start_card_text"], int(RIGHT_W / 6.1))[:4]
    return group([_box(x, y, RIGHT_W, 10 + 14 * len(rows), BOARD["start_card"], edge=False),
                  lines(x + 6, y + 15, rows, size=11, leading=1.2)],
                 title=p["start_card_text"]), 10 + 14 * len(rows)


def _guest_book(x: float, y: float, p: Mapping[str, Any], targets: Targets
                ) -> tuple[str, float]:
    """The Guest Book (Module 5): four columns by the Beer of their guests, filled from the top;
    the bonus of each space, the Signature Tiles placed; a column is where a tile goes."""
    parts = [text(x, y + 12, "Guest Book (filled from the top of each column; a full row: a "
                  "Noble)", size=13, weight="bold")]
    cols = len(C.book_columns)
    cw = (INNER - 20 - (cols - 1) * 8) / cols
    for col in range(cols):
        cx = x + col * (cw + 8)
        filled = p["guest_book"][col]
        body = [_box(cx, y + 18, cw, 24 + len(C.book_rows) * BOOK_ROW_H, BOARD["book"]),
                text(cx + 8, y + 34, f"{column_name(col)} column", size=12, weight="bold"),
                text(cx + cw - 8, y + 34, f"{filled} of {len(C.book_rows)} signed", size=11,
                     anchor="end")]
        for row, cells in enumerate(C.book_rows):
            ry = y + 40 + row * BOOK_ROW_H
            signed = row < filled
            bonus = bonus_text(cells[col]) or "no bonus"
            body.append(_box(cx + 4, ry, cw - 8, BOOK_ROW_H - 3,
                             BOARD["signed"] if signed else BOARD["chip"], edge=False, rx=3))
            said = f"Signature Tile ({bonus})" if signed else bonus
            body.append(text(cx + 10, ry + 15, said, size=11, fill="#fff" if signed else "#222"))
        rest = len(C.book_rows) - filled
        title = (f"Guest Book, {column_name(col)} column: "
                 f"{amount(filled, 'signature')} placed, "
                 + (f"next space: {bonus_text(C.book_rows[filled][col]) or 'no bonus'}" if rest
                    else "full"))
        parts.append(targets.wrap({"type": "book_column", "column": col}, "".join(body),
                                  title))
    return "".join(parts), 18 + 24 + len(C.book_rows) * BOOK_ROW_H


# --- Module 3: the Reputation Track --------------------------------------------------------------


def _reputation(x: float, y: float, p: Mapping[str, Any], view: Mapping[str, Any],
                targets: Targets) -> tuple[str, float]:
    """The Reputation Track from the Bartender, the marker on its space; the halves of the
    Schnapps or Service Denied! space are where that choice is made."""
    track = C.track(view["modules"])
    kind, vp = p["reputation"]
    at = -1 if kind == "start" else next(
        i for i, s in enumerate(track) if s.kind == kind and (kind != "number" or s.vp == vp))
    steps = p.get("bard_steps", 0)
    head = f"Reputation Track: {p['reputation_text']}"
    if steps:
        head += f"; Bards: {amount(steps, 'reputation')} to take"
    parts = [text(x, y + 12, head, size=13, weight="bold")]
    cw = (INNER - 20 - len(track) * 4) / (len(track) + 1)
    choosing = []
    for i in range(-1, len(track)):
        cx = x + (i + 1) * (cw + 4)
        cy = y + 18
        if i < 0:
            name, fill = REPUTATION_SPACES["start"].removeprefix("the ").capitalize(), \
                BOARD["reputation"]
        else:
            space = track[i]
            name = (str(space.vp) if space.kind == "number"
                    else REPUTATION_SPACES[space.kind].removeprefix("the ").removeprefix("a "))
            fill = BOARD["reputation"] if space.kind == "number" else BOARD["special"]
        body = [_box(cx, cy, cw, REPUTATION_H - 22, fill, edge=False),
                lines(cx + cw / 2, cy + 14, wrapped(name, int(cw / 5.4))[:3], size=10.5,
                      anchor="middle", leading=1.1, weight="bold" if i < 0 or
                      track[i].kind == "number" else None)]
        if i == at:
            body.append(_badge(cx + cw - 10, cy + REPUTATION_H - 32, p["colour"], 7))
        parts.append(group(body, title=f"Reputation Track: {name}"
                           + (f"; {p['colour']}'s marker is here" if i == at else "")))
        if i >= 0 and track[i].kind == "schnapps_or_service_denied":
            for k, (take, said) in enumerate((("schnapps", schnapps(1)),
                                              ("service_denied", "Service Denied!"))):
                fields = {"type": "rep_choice", "take": take}
                if targets.matches(fields):
                    hy = cy + 2 + k * ((REPUTATION_H - 26) / 2)
                    piece = (_box(cx + 2, hy, cw - 4, (REPUTATION_H - 30) / 2, BOARD["chip"])
                             + text(cx + cw / 2, hy + 13, said.replace(" Token", ""),
                                    size=9.5, anchor="middle"))
                    choosing.append(targets.wrap(fields, piece, f"Take {said}" if k == 0
                                                 else "Remove a Guest (Service Denied!)"))
    return "".join(parts) + "".join(choosing), REPUTATION_H
