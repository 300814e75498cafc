"""The recipes row: the recipe cards on display, each with the dice it requires (and the values
chosen while it is brewed), its special ingredients, its reward and its enhancements, and the
face-down deck beside them. `recipes_row(y, view, targets)` returns the row as SVG from the
top at `y`, and its height; its targets: a card (brewing it, blocking it) and, while it is
brewed, its enhancements."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from alehouse.core.drawing import Targets, edge, group, lines, shape, text, wrapped
from alehouse.core.words import joined, plural

from .. import words as W
from ..content import CONTENT as C
from .look import BOARD, CARD_SLOTS, CARD_W, CHIP_H, CHIP_W, DECK_W, DIE_FILL, DIE_INK, GAP, MARGIN


def recipes_row(y: float, view: Mapping[str, Any], targets: Targets) -> tuple[str, float]:
    """The recipe cards on display and the deck beside them."""
    decision = view.get("decision") or {}
    brewing = decision.get("slot") if decision.get("kind") == "brew" else None
    chosen = decision.get("dice", []) if brewing is not None else []
    parts = [text(MARGIN, y + 14, f"Recipes on display (recipes brewed: {view['brewed']} of "
                  f"{view['game_ends_at']}; the game ends with the round in which the "
                  f"last is brewed)", size=13, weight="bold")]
    cards = [r for r in view["recipes"] if r.get("recipe", True) is not None]
    heights = [_card_height(r) for r in cards] or [90.0]
    card_h = max(heights)
    top = y + 22
    for r in view["recipes"]:
        x = MARGIN + r["slot"] * (CARD_W + GAP)
        if r.get("recipe", True) is None:
            parts.append(group([shape("rect", x=x, y=top, width=CARD_W, height=card_h, rx=8,
                                      fill="none", stroke=BOARD["slot"],
                                      stroke_dasharray="5 4"),
                                text(x + CARD_W / 2, top + 30, "no recipe left", size=12,
                                     anchor="middle", fill=BOARD["muted"])],
                               title=f"Place {r['slot'] + 1}: empty, the deck ran out"))
            continue
        being = r["slot"] == brewing
        parts.append(_card(x, top, card_h, r, targets, being, chosen if being else []))
    dx = MARGIN + CARD_SLOTS * (CARD_W + GAP)
    deck = view["deck"]
    parts.append(group([shape("rect", x=dx, y=top, width=DECK_W, height=min(card_h, 150),
                              rx=8, fill=BOARD["back"], stroke="#2b2018"),
                        text(dx + DECK_W / 2, top + 40, "Recipe", size=13, anchor="middle",
                             weight="bold", fill="#fff"),
                        text(dx + DECK_W / 2, top + 56, "deck", size=13, anchor="middle",
                             weight="bold", fill="#fff"),
                        text(dx + DECK_W / 2, top + 84, plural(deck, "card"), size=12,
                             anchor="middle", fill="#fff"),
                        text(dx + DECK_W / 2, top + 100, "face down", size=11,
                             anchor="middle", fill="#fff")],
                       title=f"The recipe deck, face down: {plural(deck, 'card')} left"))
    return "".join(parts), 22 + card_h


def _card_lines(r: Mapping[str, Any]) -> tuple[list[str], list[list[str]]]:
    """The card's reward lines and each enhancement's lines, wrapped to the card."""
    width = int((CARD_W - 12) / (10.5 * 0.53))
    reward = wrapped(f"Reward: {r['reward_text']}, and "
                     f"{W.mastery(C.brew_mastery)} for brewing", width)
    enhancements = [wrapped(f"{e['with_text']}: {e['gives_text']}", width - 2)
                    for e in r["enhancements"]]
    return reward, enhancements


def _card_height(r: Mapping[str, Any]) -> float:
    reward, enhancements = _card_lines(r)
    chips = (len(r["dice"]) + 2) // 3
    needs = 1 if r["needs"] else 0
    return (44 + chips * (CHIP_H + 4) + needs * 14 + 6 + len(reward) * 13 + 18
            + sum(len(e) * 13 + 9 for e in enhancements) + 4)


def _card(x: float, y: float, h: float, r: Mapping[str, Any], targets: Targets, being: bool,
          chosen: Sequence[int]) -> str:
    """A recipe card: its name and level, the dice it requires (with the values chosen while it
    is brewed), its special ingredients, reward and enhancements. The card is where brewing it
    or blocking it is clicked; each enhancement, where it is chosen."""
    slot = r["slot"]
    fill = BOARD["blocked"] if r["blocked"] else BOARD["brewing"] if being else BOARD["card"]
    state = " - blocked this round" if r["blocked"] else " - being brewed" if being else ""
    body = [shape("rect", x=x, y=y, width=CARD_W, height=h, rx=8, fill=fill,
                  stroke=BOARD["card_edge"]),
            edge(x, y, CARD_W, h, 8),
            text(x + 8, y + 17, r["name"], size=13, weight="bold"),
            text(x + 8, y + 32, f"{r['level']}{state}", size=10.5,
                 fill=BOARD["note"] if state else BOARD["muted"])]
    cy = y + 40
    for k, need in enumerate(r["dice"]):
        colour = need.split(" ")[0]
        cx = x + 8 + (k % 3) * (CHIP_W + 4)
        ry = cy + (k // 3) * (CHIP_H + 4)
        words = need + (f": {chosen[k]}" if k < len(chosen) else "")
        body.append(shape("rect", x=cx, y=ry, width=CHIP_W, height=CHIP_H, rx=4,
                          fill=DIE_FILL[colour], stroke="#222",
                          stroke_width=2.5 if k < len(chosen) else 1))
        body.append(text(cx + CHIP_W / 2, ry + 14, words, size=10.5 if k >= len(chosen) else 9.5,
                         anchor="middle", weight="bold", fill=DIE_INK[colour]))
    ty = cy + ((len(r["dice"]) + 2) // 3) * (CHIP_H + 4) + 10
    if r["needs"]:
        body.append(text(x + 8, ty, "and " + joined([W.need(n) for n in r["needs"]]),
                         size=10.5, weight="bold"))
        ty += 14
    reward, enhancements = _card_lines(r)
    body.append(lines(x + 8, ty + 4, reward, size=10.5, leading=1.24))
    ty += len(reward) * 13 + 14
    body.append(text(x + 8, ty, "Enhance with one of:" if enhancements else "No enhancement",
                     size=10.5, fill=BOARD["muted"]))
    dice = joined(r["dice"])
    needs = f" and {joined([W.need(n) for n in r['needs']])}" if r["needs"] else ""
    title = (f"{r['name']} ({r['level']}){state}: requires {dice}{needs}; reward: "
             f"{r['reward_text']}, and {W.mastery(C.brew_mastery)} for brewing; enhancements: "
             f"{r['enhancements_text']}")
    card = targets.wrap_first([{"type": "brew", "slot": slot},
                               {"type": "block_recipe", "slot": slot}], "".join(body), title)
    extras = []
    ey = ty + 5
    for e, rows in zip(r["enhancements"], enhancements):
        eh = len(rows) * 13 + 5
        item = "blue" if e["with"].startswith("blue") else e["with"]
        piece = (shape("rect", x=x + 6, y=ey, width=CARD_W - 12, height=eh, rx=3,
                       fill="#ffffff", stroke="#d8ccb4")
                 + lines(x + 10, ey + 11, rows, size=10.5, leading=1.24)
                 + edge(x + 6, ey, CARD_W - 12, eh, 3))
        words = f"Enhance with {e['with_text']}: {e['gives_text']}"
        extras.append(targets.wrap({"type": "enhance", "item": item}, piece, words) if being
                      else group(piece, title=words))
        ey += eh + 4
    return card + "".join(extras)
