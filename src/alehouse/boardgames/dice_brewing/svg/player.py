"""A player's area: the heading (colour, mastery points, gold, seeds, the season token, whose
turn), the player's dice and holdings on the left (the active pool and the storage with what
lies under each die and its tab, seed tokens, special ingredients, action tokens, recipes
brewed) and the player board on the right (see `player_board`). `player_area(x, y, p, view,
targets, mine)` returns it as SVG with its top left at (x, y), and its height; `mine` when `p`
is the viewer. Targets: the viewer's own dice, seeds, ingredients and tokens (and a token's
"on your own die" tab), a die's tab (to storage, withdraw), and another player's dice (a token
played on them)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from alehouse.core.action import Action
from alehouse.core.drawing import Targets, group, lines, shape, text, wrapped
from alehouse.core.words import joined, plural

from .. import words as W
from ..actions import TOKEN_ACTIONS
from ..content import CONTENT as C
from .look import (
    BOARD,
    DIE,
    DIE_STEP,
    GAP,
    HOLD_W,
    INGREDIENT_FILL,
    INGREDIENT_W,
    PLAYER_W,
    SEAT_EDGE,
    SEAT_FILL,
    SEED_R,
    TAB_H,
    TOKEN_H,
    TOKEN_W,
    UNDER_H,
)
from .pieces import chip, die_face, die_words, seat_badge, seed_token, whose
from .player_board import player_board

_PLAYS: dict[str, type[Action]] = TOKEN_ACTIONS
TOKEN_TYPE = {token: kind.type for token, kind in _PLAYS.items()}
"""The action type that plays each action token."""
OWN_DIE_TAB = {"block_die": "protect one of your own dice",
               "extra_roll": "re-roll one of your own dice"}
"""The tokens that may be played on your own die or on the same die of another player, with
the words of their "your own die" tab."""


def player_area(x: float, y: float, p: Mapping[str, Any], view: Mapping[str, Any],
                targets: Targets, mine: bool) -> tuple[str, float]:
    """A player's area: the heading, the dice and holdings left, the player board right.
    Targets on it: the viewer's own pieces, and another player's dice and buildings (tokens
    played on them)."""
    colour = p["colour"]
    decision = view.get("decision") or {}
    turn = decision.get("player") == p["seat"]
    notes = []
    if p["seat"] == view["priority"]:
        notes.append(f"holds the season token ({W.season(view['season'] == 'summer')})")
    if p["passed"] and view["phase"] == "arrange":
        notes.append("has passed")
    if turn:
        notes.append("their turn" if not mine else "your turn")
    you = " (you)" if mine else ""
    heading = (f"{colour}{you}: {W.mastery(p['mastery'])}, {W.gold(p['gold'])}"
               f"{W.unlucky_gold(p['unlucky_gold'])}, {W.seeds(p['seeds'])}")
    parts = [shape("rect", x=x + 6, y=y + 5, width=PLAYER_W - 12, height=28, rx=5,
                   fill=SEAT_FILL[colour], opacity=0.3),
             seat_badge(x + 22, y + 19, colour, 10),
             text(x + 40, y + 24, heading, size=14, weight="bold")]
    if notes:
        parts.append(text(x + PLAYER_W - 14, y + 24, "; ".join(notes), size=12, anchor="end",
                          fill=BOARD["note"], weight="bold" if turn else None))
    hold, hh = _holdings(x + 10, y + 42, p, view, targets, mine)
    parts.append(hold)
    board, bh = player_board(x + 10 + HOLD_W + GAP, y + 42, p, view, targets, mine)
    parts.append(board)
    height = 42 + max(hh, bh) + 8
    frame = shape("rect", x=x, y=y, width=PLAYER_W, height=height, rx=8, fill=BOARD["frame"],
                  stroke=SEAT_EDGE[colour],
                  stroke_width=4 if turn else 2)
    return group([frame, *parts], title=f"{colour}'s dice, holdings and player board"), height


def _die_fields(d: Mapping[str, Any], source: str, p: Mapping[str, Any],
                view: Mapping[str, Any], mine: bool) -> list[dict[str, Any]]:
    """The fields a die stands for, first legal wins: the viewer's own die by place, colour
    and value (placing it, choosing it to re-roll, a token played on it), or as a pile-roll
    swap, a brewing requirement or a blue enhancement; another player's die by its owner too
    (a token played on it)."""
    colour, value = d["colour"], d["value"]
    if not mine:
        return [{"target": p["seat"], "source": source, "colour": colour, "value": value}]
    options: list[dict[str, Any]] = [{"source": source, "colour": colour, "value": value}]
    decision = view.get("decision") or {}
    kind = decision.get("kind")
    if kind == "pile" and decision.get("colour") == colour:
        options.append({"type": "swap", "source": source, "value": value})
    if kind == "brew" and source == "storage":
        if colour == _required_colour(view, decision):
            options.append({"type": "use_die", "value": value})
        if colour == "blue":
            options.append({"type": "enhance", "item": "blue", "value": value})
    return options


def _required_colour(view: Mapping[str, Any], decision: Mapping[str, Any]) -> str | None:
    """The colour of the die a brew asks for next (None once its dice are chosen)."""
    card = next((r for r in view["recipes"] if r["slot"] == decision.get("slot")), None)
    if card is None or card.get("id") is None:
        return None
    dice = C.recipes[card["id"]].dice
    done = len(decision.get("dice", []))
    return dice[done][0] if done < len(dice) else None


def _reroll_marks(view: Mapping[str, Any], source: str) -> list[tuple[str, int]]:
    """The dice of `source` chosen so far to be re-rolled in the School of Skills."""
    decision = view.get("decision") or {}
    if decision.get("kind") != "reroll":
        return []
    return [(d["colour"], d["value"]) for d in decision.get("chosen", [])
            if d["source"] == source]


def _under(d: Mapping[str, Any]) -> str:
    """What lies under a die (a token, its raise), in words as short as the die is wide."""
    marks = [w for w in ("blocked", "protected") if d.get(w)]
    if d.get("raised"):
        marks.append("+1")
    return " ".join(marks)


def _dice_row(x: float, y: float, dice: Sequence[Mapping[str, Any]], source: str,
              p: Mapping[str, Any], view: Mapping[str, Any], targets: Targets,
              mine: bool) -> tuple[str, float]:
    """A player's active pool or storage: each die, what lies under it, and its tab (to
    storage from the active pool; the Withdraw token from a storage)."""
    per_row = int(HOLD_W // DIE_STEP)
    chosen = _reroll_marks(view, source) if mine else []
    tabs: list[tuple[dict[str, Any], str, str] | None] = []
    for d in dice:
        c, v = d["colour"], d["value"]
        if source == "pool" and mine and targets.matches({"type": "store", "colour": c,
                                                          "value": v}):
            tabs.append(({"type": "store", "colour": c, "value": v}, "to storage",
                         f"Transfer your {W.die(c, v)} to storage"))
        elif source == "storage" and targets.matches(
                {"type": "withdraw", "target": p["seat"], "colour": c, "value": v}):
            tabs.append(({"type": "withdraw", "target": p["seat"], "colour": c, "value": v},
                         "withdraw",
                         f"Withdraw {whose(p, mine)} {W.die(c, v)} to the active pool"))
        else:
            tabs.append(None)
    marks = []
    left = list(chosen)
    for d in dice:
        note = _under(d)
        if (d["colour"], d["value"]) in left:
            left.remove((d["colour"], d["value"]))
            note = (note + " chosen").strip()
        marks.append(note)
    under = UNDER_H if any(marks) else 0
    tab_h = TAB_H + 2 if any(tabs) else 0
    step = DIE + 6 + under + tab_h
    parts = []
    for k, (d, note, tab) in enumerate(zip(dice, marks, tabs)):
        dx, dy = x + (k % per_row) * DIE_STEP, y + (k // per_row) * step
        words = die_words(d) + (", chosen to be re-rolled" if "chosen" in note else "")
        title = f"{whose(p, mine).capitalize()} {words} ({W.source(source)})"
        parts.append(targets.wrap_first(_die_fields(d, source, p, view, mine),
                                        die_face(dx, dy, d["colour"], d["value"]), title))
        if note:
            parts.append(text(dx + DIE / 2, dy + DIE + 11, note, size=9, anchor="middle",
                              fill=BOARD["note"], weight="bold"))
        if tab is not None:
            fields, words, title = tab
            parts.append(targets.wrap(fields, chip(dx - 3, dy + DIE + 3 + under, DIE + 6, TAB_H,
                                                   words, BOARD["tab"], size=8.5),
                                      title))
    rows = (len(dice) + per_row - 1) // per_row
    return "".join(parts), rows * step


def _holdings(x: float, y: float, p: Mapping[str, Any], view: Mapping[str, Any],
              targets: Targets, mine: bool) -> tuple[str, float]:
    """The active pool, the storage (dice and seeds), special ingredients, action tokens and
    recipes brewed."""
    parts = []
    cy = y
    for label, key, source in (("Active pool (rolled each round)", "active_pool", "pool"),
                               ("Storage (kept from round to round)", "storage", "storage")):
        dice = p[key]
        parts.append(text(x, cy + 12, label + ("" if dice else ": no dice"), size=11.5,
                          weight="bold"))
        cy += 20
        row, h = _dice_row(x, cy, dice, source, p, view, targets, mine)
        parts.append(row)
        cy += h
    seeds = p["seeds"]
    if seeds:
        sx = x
        for _ in range(seeds):
            seed = seed_token(sx + SEED_R, cy + SEED_R)
            parts.append(targets.wrap({"type": "place_seed"}, seed, "A seed token in storage")
                         if mine else group(seed, title="A seed token in storage"))
            sx += 2 * SEED_R + 6
        parts.append(text(sx + 2, cy + SEED_R + 4, f"{W.seeds(seeds)} in storage", size=11))
        cy += 2 * SEED_R + 8
    # special ingredients
    held = list(zip(p["ingredients"], p["ingredient_names"]))
    parts.append(text(x, cy + 12, "Special ingredients" + ("" if held else ": none"), size=11.5,
                      weight="bold"))
    cy += 18
    per_row = int(HOLD_W // (INGREDIENT_W + 6))
    for k, (ing, name) in enumerate(held):
        ix, iy = x + (k % per_row) * (INGREDIENT_W + 6), cy + (k // per_row) * 26
        body = chip(ix, iy, INGREDIENT_W, 22, name, INGREDIENT_FILL[ing], size=11)
        if mine:
            parts.append(targets.wrap_first([{"type": "use_ingredient", "ingredient": ing},
                                             {"type": "enhance", "item": ing}], body, name))
        else:
            parts.append(group(body, title=name))
    if held:
        cy += ((len(held) + per_row - 1) // per_row) * 26 + 2
    # action tokens
    tokens, th = _tokens(x, cy, p, targets, mine)
    parts.append(tokens)
    cy += th
    brewed = wrapped("Recipes brewed: " + (joined(p["brewed"]) or "none"), 52)
    parts.append(lines(x, cy + 12, brewed, size=11))
    cy += len(brewed) * 14 + 4
    return "".join(parts), cy - y


def _tokens(x: float, y: float, p: Mapping[str, Any], targets: Targets,
            mine: bool) -> tuple[str, float]:
    """A player's action tokens: face up (names), or face down (backs, counted) when the
    hidden-token rule keeps them from the viewer. The viewer's own are where a token is
    played; a token that may go on one's own die or another's has a tab for one's own."""
    names = p["action_token_names"]
    if names is None:
        count = p["action_tokens"]
        words = f"{plural(count, 'token')} face down" if count else "none"
        parts = [text(x, y + 12, f"Action tokens: {words}", size=11.5, weight="bold")]
        for k in range(count):
            bx, by = x + (k % 7) * 40, y + 18 + (k // 7) * 26
            parts.append(group([shape("rect", x=bx, y=by, width=34, height=22, rx=4,
                                      fill=BOARD["back"], stroke="#2b2018")],
                               title="An action token, face down"))
        rows = (count + 6) // 7
        return "".join(parts), 18 + rows * 26 + 2
    held = list(zip(p["action_tokens"], names))
    parts = [text(x, y + 12, "Action tokens" + ("" if held else ": none"), size=11.5,
                  weight="bold")]
    cy = y + 18
    per_row = int(HOLD_W // (TOKEN_W + 6))
    k = 0
    row_h = TOKEN_H + 4
    for token, name in held:
        kind = TOKEN_TYPE[token]
        tab = ({"type": kind, "target": p["seat"]} if mine and kind in OWN_DIE_TAB
               and targets.matches({"type": kind, "target": p["seat"]}) else None)
        tx, ty = x + (k % per_row) * (TOKEN_W + 6), cy
        body = chip(tx, ty, TOKEN_W, TOKEN_H, name, BOARD["token"], size=11, weight="bold")
        if mine:
            parts.append(targets.wrap({"type": kind}, body, f"Play {name}"))
        else:
            parts.append(group(body, title=f"{p['colour']}'s action token {name}"))
        if tab is not None:
            parts.append(targets.wrap(tab, chip(tx + 6, ty + TOKEN_H + 2, TOKEN_W - 12, TAB_H,
                                                OWN_DIE_TAB[kind], BOARD["tab"], size=9),
                                      f"Play {name} on one of your own dice"))
            row_h = TOKEN_H + TAB_H + 6
        k += 1
        if k % per_row == 0:
            cy += row_h
            row_h = TOKEN_H + 4
    if k % per_row:
        cy += row_h
    return "".join(parts), cy - y + 4
