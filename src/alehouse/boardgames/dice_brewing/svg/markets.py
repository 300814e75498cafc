"""The supply and the markets, side by side: the dice piles and the seed pile (and a pile rolled
in the School of Skills, its dice), the marketplace card (each special ingredient, its price,
price cut and stock, the blue dice waiting on it) and the black market card (each action token,
its price, how many are left and used). `markets(y, view, targets)` returns the row as SVG from
the top at `y`, and its height; its targets: a pile (rolling it, taking a die as a reward), a
rolled die, a ware (buying it, taking a token as a reward)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from alehouse.core.drawing import Targets, edge, group, lines, shape, text, wrapped
from alehouse.core.words import plural

from .. import words as W
from ..content import DICE, MALT_AND_HOPS
from .look import (
    BOARD,
    DIE,
    GAP,
    INGREDIENT_FILL,
    INGREDIENT_W,
    MARGIN,
    MARKET_W,
    ROW_H,
    SEED_R,
    SMALL_DIE,
    SUPPLY_W,
    WIDTH,
)
from .pieces import die_face, seat_badge, seed_token


def markets(y: float, view: Mapping[str, Any], targets: Targets) -> tuple[str, float]:
    """The supply, the marketplace and the black market in a row from the top at `y`, each in a
    frame as high as the highest; the row's height."""
    supply, sh = _supply(MARGIN, y, view, targets)
    market, mh = _marketplace(MARGIN + SUPPLY_W + GAP, y, view, targets)
    bx = MARGIN + SUPPLY_W + MARKET_W + 2 * GAP
    black, bh = _black_market(bx, y, WIDTH - MARGIN - bx, view, targets)
    h = max(sh, mh, bh)
    frames = "".join(shape("rect", x=x, y=y, width=w, height=h, rx=8, fill=BOARD["panel"],
                           stroke="#b9a888")
                     for x, w in ((MARGIN, SUPPLY_W), (MARGIN + SUPPLY_W + GAP, MARKET_W),
                                  (bx, WIDTH - MARGIN - bx)))
    return frames + supply + market + black, h


def _supply(x: float, y: float, view: Mapping[str, Any], targets: Targets) -> tuple[str, float]:
    """The dice piles and the seed pile; a pile rolled in the School of Skills, its dice."""
    parts = [text(x + 10, y + 20, "Supply", size=14, weight="bold")]
    for k, colour in enumerate(DICE):
        px, py = x + 10 + (k % 2) * 106, y + 30 + (k // 2) * 46
        left = view["piles"][colour]
        body = (die_face(px, py, colour, None)
                + text(px + DIE + 6, py + 13, f"{colour} pile", size=11, weight="bold")
                + text(px + DIE + 6, py + 25, f"{left} left", size=10.5)
                + text(px + DIE + 6, py + 36, W.DIE_NAMES[colour], size=9.5,
                       fill=BOARD["muted"]))
        options = [{"type": "take_die", "colour": colour}]
        if colour in MALT_AND_HOPS:
            options.insert(0, {"type": "pile_colour", "colour": colour})
        parts.append(targets.wrap_first(options, body, f"The {colour} pile "
                                        f"({W.DIE_NAMES[colour]}): {plural(left, 'die', 'dice')}"
                                        " left"))
    sy = y + 30 + 2 * 46 + 4
    seeds = view["seed_pile"]
    parts.append(group([seed_token(x + 10 + SEED_R, sy + SEED_R),
                        text(x + 16 + 2 * SEED_R, sy + SEED_R + 4,
                             f"seed pile: {plural(seeds, 'seed')} left", size=11)],
                       title=f"The seed pile: {plural(seeds, 'seed')} left"))
    h = sy + 2 * SEED_R + 10 - y
    decision = view.get("decision") or {}
    rolled = decision.get("rolled") if decision.get("kind") == "pile" else None
    if rolled is not None and decision.get("colour"):
        colour = decision["colour"]
        ry = y + h + 4
        parts.append(text(x + 10, ry + 10, f"The {colour} pile rolled:", size=11,
                          weight="bold"))
        per_row = int((SUPPLY_W - 16) // (SMALL_DIE + 6))
        for k, value in enumerate(rolled):
            dx = x + 10 + (k % per_row) * (SMALL_DIE + 6)
            dy = ry + 18 + (k // per_row) * (SMALL_DIE + 6)
            parts.append(targets.wrap({"type": "swap", "rolled": value},
                                      die_face(dx, dy, colour, value, SMALL_DIE),
                                      f"A rolled {W.die(colour, value)}"))
        if not rolled:
            parts.append(text(x + 10, ry + 30, "the pile was empty", size=11))
        h += 22 + max(1, (len(rolled) + per_row - 1) // per_row) * (SMALL_DIE + 6) + 6
    return "".join(parts), h


def _market_rule(rule: str, opens: int, now: int) -> str:
    """"one action token a round", and "(opens in round 3)" before it opens."""
    return rule + W.opens(opens, now)


def _marketplace(x: float, y: float, view: Mapping[str, Any],
                 targets: Targets) -> tuple[str, float]:
    """The marketplace card: each special ingredient, its price, price cut and stock; the blue
    dice left on it for a price cut."""
    parts = [text(x + 10, y + 20, "Marketplace", size=14, weight="bold"),
             text(x + 10, y + 35, _market_rule("one special ingredient a round",
                                               view["marketplace_opens"], view["round"]),
                  size=10.5, fill=BOARD["muted"])]
    ry = y + 44
    for ware in view["marketplace_offer"]:
        ing = ware["ingredient"]
        cut = ware["price_cut_text"]
        body = [shape("rect", x=x + 6, y=ry, width=MARKET_W - 12, height=ROW_H - 4, rx=4,
                      fill="#fffaf0", stroke="#d8ccb4"),
                edge(x + 6, ry, MARKET_W - 12, ROW_H - 4, 4),
                shape("rect", x=x + 10, y=ry + 4, width=INGREDIENT_W, height=ROW_H - 12, rx=4,
                      fill=INGREDIENT_FILL[ing], stroke="#6b5a45"),
                text(x + 10 + INGREDIENT_W / 2, ry + 18, ware["name"], size=11,
                     anchor="middle"),
                text(x + 112, ry + 18, W.gold(ware["price"]), size=12, weight="bold"),
                lines(x + 158, ry + 12, wrapped(cut, 40)[:2] if cut else ["no price cut"],
                      size=10, leading=1.15, fill=BOARD["muted"]),
                text(x + MARKET_W - 12, ry + 18, f"{ware['left']} left", size=11,
                     anchor="end")]
        title = (f"{ware['name']}: {W.gold(ware['price'])}"
                 + (f" ({cut})" if cut else "") + f", {ware['left']} left")
        parts.append(targets.wrap({"type": "buy_ingredient", "ingredient": ing}, "".join(body),
                                  title))
        ry += ROW_H
    waiting = [(p["colour"], p["marketplace_die"]) for p in view["players"]
               if p["marketplace_die"]]
    if waiting:
        parts.append(text(x + 10, ry + 18, "Blue dice on the card:", size=11))
        dx = x + 150
        for colour, d in waiting:
            parts.append(group([die_face(dx, ry + 2, d["colour"], d["value"], SMALL_DIE),
                                seat_badge(dx + SMALL_DIE + 10, ry + 16, colour)],
                               title=f"{colour}'s {W.die(d['colour'], d['value'])}, back to "
                                     "its owner when tidying"))
            dx += SMALL_DIE + 32
        ry += SMALL_DIE + 8
    return "".join(parts), ry - y + 4


def _black_market(x: float, y: float, w: float, view: Mapping[str, Any],
                  targets: Targets) -> tuple[str, float]:
    """The black market card: each action token, its price, how many are left and used."""
    parts = [text(x + 10, y + 20, "Black market", size=14, weight="bold"),
             text(x + 10, y + 35, _market_rule("one action token a round",
                                               view["black_market_opens"], view["round"]),
                  size=10.5, fill=BOARD["muted"])]
    ry = y + 44
    used = view["tokens_used"]
    for ware in view["black_market_offer"]:
        token = ware["token"]
        gone = used.get(token, 0)
        body = (shape("rect", x=x + 6, y=ry, width=w - 12, height=ROW_H - 6, rx=4,
                      fill=BOARD["token"], stroke="#b9a888")
                + edge(x + 6, ry, w - 12, ROW_H - 6, 4)
                + text(x + 12, ry + 17, ware["name"], size=11.5, weight="bold")
                + text(x + 150, ry + 17, W.gold(ware["price"]), size=11.5)
                + text(x + w - 12, ry + 17, f"{ware['left']} left, {gone} used", size=10.5,
                       anchor="end"))
        title = (f"{ware['name']}: {W.gold(ware['price'])}, {ware['left']} left, "
                 f"{gone} used (out of the game)")
        parts.append(targets.wrap_first([{"type": "buy_token", "token": token},
                                         {"type": "take_token", "token": token}], body, title))
        ry += ROW_H - 2
    return "".join(parts), ry - y + 6
