"""The tracks: the Monastery Board (the Turn Track with the Moon and each turn's bonus, its
options targets while the turn's bonus is chosen; the Monastery Track with its bonus spaces and
every player's marker), and a player's Reputation Track (Module 3), the halves of its Schnapps or
Service Denied! space targets while that choice is made. Each section takes where it starts and
returns its SVG and height.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from alehouse.core.drawing import Targets, group, lines, text, wrapped
from alehouse.core.words import joined

from ..content import CONTENT as C
from ..words import REPUTATION_SPACES, amount, bonus_text, option_name, schnapps, turn_bonus_text
from .look import BOARD, INNER, MARGIN, MONASTERY_H, MONASTERY_PER_ROW, REPUTATION_H, TURN_H
from .pieces import badge, box


def monastery_board(y: float, view: Mapping[str, Any], targets: Targets
                     ) -> tuple[str, float]:
    """The Monastery Board: the Turn Track, a space a turn, and below it the Monastery Track
    (spaces 0 to the top, in rows) with every player's marker."""
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
    body = [box(x, y, w, TURN_H, BOARD["moon"] if moon else BOARD["turn"], edge=False,
                 stroke="#6b5a45", stroke_width=3 if moon else 1),
            text(x + 6, y + 16, f"Turn {turn}" + (" - the Moon" if moon else ""), size=12.5,
                 weight="bold")]
    boxes = []
    ty = y + 24
    if kind == "choice":
        for option in options:
            name = option_name(option)
            piece = (box(x + 5, ty, w - 10, 22, BOARD["bonus"])
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
    """A space of the Monastery Track: its number, its bonus, the markers of `colours` on it."""
    bonus = C.monastery_bonus.get(space)
    said = bonus_text(bonus) if bonus is not None else ""
    fill = BOARD["bonus"] if bonus is not None else BOARD["monastery"]
    body = [box(x, y, w, MONASTERY_H, fill, edge=False),
            text(x + 5, y + 14, "start" if space == 0 else str(space), size=12, weight="bold")]
    body.append(lines(x + 5, y + 28, wrapped(said, int(w / 5.4))[:3], size=10, leading=1.15))
    for k, colour in enumerate(colours):
        body.append(badge(x + 12 + k * 17, y + MONASTERY_H - 10, colour, 7))
    title = f"Monastery Track space {space}" + (f": {said}" if said else "")
    if colours:
        title += f"; here: {joined(colours)}"
    return group(body, title=title)


def reputation(x: float, y: float, p: Mapping[str, Any], view: Mapping[str, Any],
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
        body = [box(cx, cy, cw, REPUTATION_H - 22, fill, edge=False),
                lines(cx + cw / 2, cy + 14, wrapped(name, int(cw / 5.4))[:3], size=10.5,
                      anchor="middle", leading=1.1, weight="bold" if i < 0 or
                      track[i].kind == "number" else None)]
        if i == at:
            body.append(badge(cx + cw - 10, cy + REPUTATION_H - 32, p["colour"], 7))
        parts.append(group(body, title=f"Reputation Track: {name}"
                           + (f"; {p['colour']}'s marker is here" if i == at else "")))
        if i >= 0 and track[i].kind == "schnapps_or_service_denied":
            for k, (take, said) in enumerate((("schnapps", schnapps(1)),
                                              ("service_denied", "Service Denied!"))):
                fields = {"type": "rep_choice", "take": take}
                if targets.matches(fields):
                    hy = cy + 2 + k * ((REPUTATION_H - 26) / 2)
                    piece = (box(cx + 2, hy, cw - 4, (REPUTATION_H - 30) / 2, BOARD["chip"])
                             + text(cx + cw / 2, hy + 13, said.replace(" Token", ""),
                                    size=9.5, anchor="middle"))
                    choosing.append(targets.wrap(fields, piece, f"Take {said}" if k == 0
                                                 else "Remove a Guest (Service Denied!)"))
    return "".join(parts) + "".join(choosing), REPUTATION_H
