"""Words and pictures for people: action labels, and the view drawn as text (the track as a
list of its spaces, the barrels with their goals, each garden as a hex grid) for terminals.
The names come from words.py, the rulebook's vocabulary."""

from __future__ import annotations

from typing import Any

from alehouse.core.action import Action
from alehouse.core.words import joined, plural

from . import actions as A
from . import words as W
from .board import SPOT_INDEX, base_price, claimable, price, tiles_at
from .content import CONTENT, MONK_BASE
from .decisions import ActivateShedTiles, BuyTiles, ChooseColour, marker_steps
from .state import State

C = CONTENT


# --- labels ------------------------------------------------------------------------------------


MOVE_GROUPS = {"resource": "Move to a resource space", "monk": "Move to a monk space",
               "disc": "Move to a scoring disc space", "barrel": "Move to a barrel space"}
"""The first step of choosing a move: the kind of space (then which one)."""


def group_label(state: State | None, action: Action) -> str | None:
    """Long lists narrow by the tile bought (then the spot of the garden it goes on) and by the
    kind of space moved to (then which one)."""
    match action:
        case A.Move(to=to) if to != C.home:
            return MOVE_GROUPS[C.track[to - 1].kind]
        case A.BuyResource(colour=colour, fertility=f):
            return f"Buy {W.tile(C.resource_tile(C.resources.index(colour), f))}"
        case A.BuyMonk(monk=monk):
            return f"Buy monk {monk}"
    return None


def label(state: State | None, action: Action) -> str:
    """What choosing `action` does, in the rulebook's words (`state` adds what it depends on:
    prices, the tiles on a space, the steps a marker moves)."""
    top = state.pending[-1] if state is not None and state.pending else None
    match action:
        case A.ChooseStart(space=space):
            s = C.start_spaces[C.start_ids.index(space)]
            return f"Take the {W.start_space(space)}: {W.start_reward(s)}"
        case A.Move(to=to):
            return _move_label(state, to)
        case A.BuyResource(colour=colour, fertility=f, spot=spot):
            tile = C.resource_tile(C.resources.index(colour), f)
            cost = price(f, SPOT_INDEX[spot])
            return f"Buy {W.tile(tile)} for {W.ducats(cost)} onto {W.SPOT_BY_NAME[spot]}"
        case A.BuyMonk(monk=monk, spot=spot):
            if isinstance(top, BuyTiles) and C.track[top.space - 1].kind == "monk":
                tile = MONK_BASE + C.monks.index(monk)
                cost = price(base_price(tile, top.space), SPOT_INDEX[spot])
                return f"Buy monk {monk} for {W.ducats(cost)} onto {W.SPOT_BY_NAME[spot]}"
            return f"Buy monk {monk} onto {W.SPOT_BY_NAME[spot]}"
        case A.Done():
            return "Buy no more tiles here"
        case A.PlaceDisc(spot=spot):
            if spot in C.monks:
                return (f"Place the disc on the {W.scoring_spot(spot)}: trigger all your monk "
                        f"{spot} tiles")
            return f"Place the disc on the {W.scoring_spot(spot)}: activate all your {spot} tiles"
        case A.NominateFertility(number=n):
            return (f"Place the disc on the {W.scoring_spot('x')}: activate all your resource "
                    f"tiles with fertility number {n}")
        case A.ActivateShed(edges=mask):
            if state is not None and isinstance(top, ActivateShedTiles):
                garden = state.players[top.player].garden
                spots = [C.shed_edges[top.shed][e] for e in range(6) if mask >> e & 1]
                return f"Activate {W.tile_list(garden, spots)}"
            edges = [str(e + 1) for e in range(6) if mask >> e & 1]
            return f"Activate the tiles at {plural(len(edges), 'edge')} {joined(edges)}"
        case A.PlacePrivilege(card=card):
            return f"Place the {W.card(card)}: {W.card_reward(card)}"
        case A.SkipPrivilege():
            return "Place no privilege card (this privilege pair is lost)"
        case A.ChooseColour(colour=colour):
            return _colour_label(state, top, colour)
        case A.SellPrivilege(card=card):
            return (f"Emergency coin rule: return your unplaced {W.card(card)} to the game box "
                    f"for {W.ducats(C.emergency_ducats)}")
    return action.label


def _move_label(state: State | None, to: int) -> str:
    """Moving the figure to space `to` (or the starting area), with what waits there."""
    if to == C.home:
        return "Move to the starting area (you are out for the rest of this round)"
    target = C.track[to - 1]
    what = W.track_space(to)
    if state is None:
        return f"Move to space {to} ({what})"
    if target.kind in ("resource", "monk"):
        tiles = sorted(tiles_at(state, to))
        return f"Move to space {to} ({what}): {joined([W.tile(t) for t in tiles])}"
    if target.kind == "barrel":
        claims = claimable(state, state.players[state.current])
        barrels = []
        for size, is_large in (("large", True), ("small", False)):
            goals = [f"goal {C.goals[g].id}" for g, large in claims if large == is_large]
            if goals:
                barrels.append(f"{plural(len(goals), size + ' barrel')} ({joined(goals)})")
        return f"Move to space {to} ({what}): take {joined(barrels)}"
    return f"Move to space {to} ({what})"


def _colour_label(state: State | None, top: object, colour: str) -> str:
    """Choosing the resource marker that moves, with its steps when `state` tells them."""
    if state is None or not isinstance(top, ChooseColour):
        return f"Move your {colour} marker forward"
    seat = state.players[top.player]
    n = marker_steps(seat, C.resources.index(colour), top.reason)
    why = {"colour_count": f" (1 per {colour} tile)",
           "disc_count": " (1 per scoring disc)"}.get(top.reason, "")
    return f"Move your {colour} marker {W.steps(n)} forward{why}"


# --- the view as text ------------------------------------------------------------------------

CELL = 9
"""Width of a garden cell: "barley 5" fits."""
UNIT = 5
"""Columns per half hex step (neighbours in a row lie two steps, 10 columns, apart)."""


def _tile_text(t: dict[str, Any] | None) -> str:
    """A tile of the view as people read it ("hops 3", "monk A")."""
    if t is None:
        return ""
    if "monk" in t:
        return f"monk {t['monk']}"
    return f"{t['colour']} {t['fertility']}"


def garden_grid(player: dict[str, Any]) -> list[str]:
    """The garden as rows of text, sunny side left, shady side right: tiles as "hops 3" or
    "monk A", an empty spot as its number on its side (shady spot 4 mirrors sunny spot 4),
    shed spots as "shed" and, once enclosed, "shed 2" (a shed tile that activates 2 tiles)."""
    xs = [x for x, _ in C.spot_xy] + [x for x, _ in C.shed_xy]
    lo = min(xs)
    rows = 1 + max(y for _, y in C.spot_xy)
    cols = (max(xs) - lo) * UNIT + CELL
    grid = [[" "] * cols for _ in range(rows)]

    def put(x: int, y: int, text: str) -> None:
        col = (x - lo) * UNIT
        for i, ch in enumerate(text[:CELL].center(CELL)):
            grid[y][col + i] = ch

    for i, (x, y) in enumerate(C.spot_xy):
        tile = player["garden"][C.spot_names[i]]
        put(x, y, _tile_text(tile) if tile else str(W.spot_number(i)))
    for i, (x, y) in enumerate(C.shed_xy):
        kind = player["sheds"][i]
        put(x, y, "shed" if kind is None else f"shed {kind}")
    half = (0 - lo) * UNIT + CELL // 2
    header = "sunny side".center(half) + "|" + "shady side".center(cols - half - 1)
    return [header.rstrip()] + ["".join(r).rstrip() for r in grid]


def _track_lines(view: dict[str, Any]) -> list[str]:
    """One line per space of the common track: its number, kind, what lies there, and the
    figures on it."""
    lines = ["The common track (clockwise from the starting area):"]
    for s in view["track"]:
        text = f"{s['space']:>4}. {W.track_space(s['space'])}"
        if s["kind"] in ("resource", "monk"):
            text += ": " + (joined([_tile_text(t) for t in s["tiles"]]) or "no tile left")
        elif s["kind"] == "disc":
            text += ": " + plural(s["discs"], "scoring disc")
        names = [view["players"][p]["colour"] for p in s["figures"]]
        if names:
            text += f"   <- here: {joined(names)}"
        lines.append(text)
    return lines


def _barrel_lines(view: dict[str, Any]) -> list[str]:
    """One line per goal: which of its barrels are left, the goal, and who took the others."""
    owners: dict[tuple[int, str], str] = {}
    for p in view["players"]:
        for size in ("large", "small"):
            for goal in p[f"{size}_barrels"]:
                owners[(goal, size)] = p["colour"]
    lines = [f"Barrels, each with its goal (at the end a large barrel scores {C.large_vp} "
             f"victory points, a small barrel {C.small_vp}):"]
    for b in view["barrels"]:
        left = {(True, True): "both left", (True, False): "large left",
                (False, True): "small left", (False, False): "none left"}[b["large"], b["small"]]
        taken = [f"{size} barrel: {owners[(b['goal'], size)]}" for size in ("large", "small")
                 if (b["goal"], size) in owners]
        lines.append(f"{b['goal']:>4}  {left:<11} {b['text']}"
                     + (f" ({'; '.join(taken)})" if taken else ""))
    return lines


def _barrels(size: str, goals: list[int]) -> str:
    """Barrels of one size and their goals: "2 large barrels (goal 1 and goal 9)"."""
    return f"{plural(len(goals), size + ' barrel')} ({joined([f'goal {g}' for g in goals])})"


def _player_lines(view: dict[str, Any], p: dict[str, Any]) -> list[str]:
    """A player's board: money, figure, production track, garden, discs, privileges, barrels."""
    you = " (you)" if p["seat"] == view["you"] else ""
    where = (f"in the starting area on the {p['starting_space_name']}" if p["starting_space"]
             else "in the starting area" if p["position"] == "starting area"
             else f"on space {p['position']}")
    markers = ", ".join(f"{c} {v}" for c, v in p["markers"].items())
    pairs = ", ".join(f"{W.pair_short(k)} " + ("lost" if card == "lost"
                                               else f"with the {W.card(card)}")
                      for k, card in enumerate(p["privilege_pairs"]) if card is not None)
    cards = ", ".join(W.CARD_NAMES[card] for card in p["privilege_cards"])
    discs = ", ".join(W.scoring_spot_short(spot) for spot in p["discs"])
    barrels = joined([_barrels(size, p[f"{size}_barrels"]) for size in ("large", "small")
                      if p[f"{size}_barrels"]]) or "none"
    claimable = joined([f"goal {g}" for g in p["barrels_claimable"]])
    lines = [
        f"{p['colour']}{you}: {W.ducats(p['ducats'])}; figure {where}",
        f"   Brewmaster on production spot {p['brewmaster']}: "
        + W.production_chart(p["exchange_rate"], p["vp_value"]),
        f"   Resource markers: {markers}",
    ]
    lines.extend("   " + row for row in garden_grid(p))
    lines.append(f"   Scoring discs on the tile scoring spots: {discs or 'none'}")
    lines.append(f"   Completed privilege pairs: {pairs or 'none'}")
    lines.append(f"   Privilege cards in hand: {cards or 'none'}")
    lines.append(f"   Barrels: {barrels}"
                 + (f"; goals achieved with a barrel to take: {claimable}" if claimable else ""))
    return lines




def render_text(view: dict[str, Any]) -> str:
    """The view for a terminal: round and turn, the track, the barrels, the face-down piles,
    each player's board, a short legend and the decision awaited."""
    lines = [f"Round {view['round']} of {view['rounds']}"
             + (f" - {view['players'][view['turn']]['colour']}'s turn"
                if view["turn"] is not None else "")]
    lines.append("")
    lines.extend(_track_lines(view))
    lines.append("")
    lines.extend(_barrel_lines(view))
    piles = view["piles"]
    lines.append("")
    lines.append(f"Face down: {plural(piles['I'], 'resource tile')} with I on the back, "
                 f"{piles['II']} with II; {plural(piles['monk_stacks'], 'stack')} of monk tiles "
                 "for the rounds to come")
    for p in view["players"]:
        lines.append("")
        lines.extend(_player_lines(view, p))
    d = view["decision"]
    if d is not None:
        lines.append("")
        lines.append(f"Now: {d['text']}")
    return "\n".join(lines)
