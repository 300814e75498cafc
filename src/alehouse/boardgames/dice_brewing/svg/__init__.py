"""Dice Brewing drawn as SVG, as a player at the table sees it: the round, the season and the
phase; the recipe cards on display (the dice each requires, its special ingredients, reward and
enhancements) beside the face-down deck; the supply (the dice piles and the seeds, and a pile
rolled in the School of Skills); the marketplace and the black market cards with their prices,
price cuts, stocks and the blue dice waiting on them; and each player's mastery points, gold,
active pool and storage (dice, seeds), special ingredients, action tokens (others' face-down
tokens as backs), recipes brewed, and the player board: four buildings, their fields with what
lies on them this round and how many players the field still holds.

Dice are told apart by colour and by the colour's name written on them.

`draw(view, legal)` is a pure function of a view (`view.view`) and the viewing seat's legal
actions as JSON; targets (see `alehouse.core.drawing`) mark where an action has a place:

- a die of the viewer's (its place, colour and value), then the field it goes to (placing a die,
  choosing dice to re-roll, the die a token is played on); a seed in storage, then its field;
- the "to storage" tab under a die of the active pool (storing it); the blue dice offered on a
  field whose effect waits (speeding it up); the "withdraw" tab under a stored die (the
  Withdraw token);
- another player's die (a token played on it), and the heading of another player's building
  (blocking it);
- an action token of the viewer's, and its "on your own die" tab (the token played on one of
  the viewer's own dice rather than the same die of another player);
- a recipe card (brewing it, blocking it), its enhancements, a stored die for the requirement
  being filled, a special ingredient held (used or added as an enhancement);
- a ware of the marketplace or the black market (buying it, taking a token as a reward), a
  pile of the supply (rolling it, taking a die as a reward) and a die of a rolled pile.

Buttons are left for what has no place: ending a turn, passing, re-rolling the dice chosen,
keeping one's dice after a pile roll, brewing without an enhancement, and how a ware is paid
(with a blue die for a price cut or without).

Each part has a module of its own: `recipes` (the recipes row), `markets` (the supply and the
markets), `player` (a player's area: the heading, dice and holdings) and `player_board` (a
player board's buildings and fields); `pieces` draws the dice, seeds, badges and chips they
share, and `look` holds the colours and the layout.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from alehouse.core.drawing import Targets, document, group, text

from .. import words as W
from .look import BOARD, DIE_FILL, GAP, HEADER_H, MARGIN, WIDTH
from .markets import markets
from .player import player_area
from .recipes import recipes_row

__all__ = ["DIE_FILL", "draw"]


def draw(view: Mapping[str, Any], legal: Sequence[Mapping[str, Any]] = ()) -> str:
    """The table of `view` as an SVG document; `legal` (the viewing seat's legal actions as
    JSON) marks the targets."""
    targets = Targets(legal)
    parts = [_header(view)]
    y: float = HEADER_H
    body, h = recipes_row(y, view, targets)
    parts.append(body)
    y += h + GAP
    body, h = markets(y, view, targets)
    parts.append(body)
    y += h + GAP
    you = view.get("you")
    for player in _seat_order(view):
        body, h = player_area(MARGIN, y, player, view, targets, player["seat"] == you)
        parts.append(body)
        y += h + GAP
    return document(WIDTH, y - GAP + MARGIN, parts, title=_title(view))


def _seat_order(view: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """The players, the viewer first, then the others in seat order from the viewer on."""
    seats = list(view["players"])
    you = view.get("you")
    if you is None:
        return seats
    return seats[you:] + seats[:you]


def _title(view: Mapping[str, Any]) -> str:
    who = view.get("you")
    seat = f", as {view['players'][who]['colour']} sees it" if who is not None else ""
    return f"Dice Brewing: round {view['round']}{seat}"


def _header(view: Mapping[str, Any]) -> str:
    season = W.season(view["season"] == "summer")
    first = f"Round {view['round']}, {season}: {view['phase_name']}"
    if view["token_window"]:
        first += f" ({W.TOKEN_WINDOW})"
    decision = view.get("decision")
    now = f"Now: {decision['text']}" if decision is not None else "The game is over"
    return group([text(MARGIN, 26, first, size=17, weight="bold"),
                  text(MARGIN, 52, now, size=15, fill=BOARD["note"])],
                 title="The round, the season, the phase and what the game waits for")
