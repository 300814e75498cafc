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

The parts, one job each: `look` (colours and layout), `pieces` (badges, dice, boxes, card
faces, places with pieces on them), `display` (what lies between the taverns: Start Cards, Dice
Coasters, Tavern Card piles, Nobles, guests), `tracks` (the Turn, Monastery and Reputation
Tracks), `tavern` (a player's tavern), `tiles` (its Tables and tiles) and `modules` (its
Entertainers, Start Card and Guest Book). This module lays them out, one below the other.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from alehouse.core.drawing import Targets, document, group, text
from alehouse.core.words import joined

from .display import coasters, guest_display, start_cards, supply
from .look import GAP, HEADER_H, MARGIN, WIDTH
from .tavern import tavern
from .tracks import monastery_board

__all__ = ["draw"]


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
    for section in (start_cards, coasters, _own_tavern, supply, guest_display,
                    monastery_board):
        body, h = section(y, view, targets)
        if h:
            parts.append(body)
            y += h + GAP
    for p in others:
        body, h = tavern(y, p, view, Targets())
        parts.append(body)
        y += h + GAP
    return document(WIDTH, y - GAP + MARGIN, parts, title=_title(view))


def _own_tavern(y: float, view: Mapping[str, Any], targets: Targets) -> tuple[str, float]:
    """The viewer's tavern, drawn first and the only one with targets (none for a spectator);
    the others follow the boards, clockwise from the viewer."""
    you = view.get("you")
    if you is None:
        return "", 0
    return tavern(y, view["players"][you], view, targets)


def _title(view: Mapping[str, Any]) -> str:
    """The document's title: the game, the turn and whose view it is."""
    who = view.get("you")
    seat = f", as {view['players'][who]['colour']} sees it" if who is not None else ""
    turn = f": turn {view['turn']} of {view['turns']}" if view["turn"] else ""
    return f"The Taverns of Tiefenthal{turn}{seat}"


def _header(view: Mapping[str, Any]) -> str:
    """The lines at the top: the turn and phase, the turn order, what the game waits for."""
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
