"""What lies between the taverns, shared by all players: Module 4's Start Cards while they are
chosen, Phase D's Dice Coasters, the Tavern Card piles with their costs, the Nobles, and the
guest display (the 3-Beer stack, the guests with their Signature Tiles, the guest deck as a back
with its count). Each section takes the height it starts at and returns its SVG and height (0:
not drawn); the viewer's choices among these (a Start Card, a white die, a pile, a number of
Nobles, a guest) are targets.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from alehouse.core.drawing import Targets, group, lines, text, wrapped
from alehouse.core.words import joined, plural

from ..content import CONTENT as C
from ..content import NOBLE
from ..words import amount, beer, needs, thalers
from .look import BOARD, BY_NAME, CARD_FILL, DIE, GUEST_H, INNER, MARGIN, PILE_H, PILE_W
from .pieces import badge, box, card_face, die


def start_cards(y: float, view: Mapping[str, Any], targets: Targets) -> tuple[str, float]:
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
        body = [box(x, y + 22, cw, 84, BOARD["start_card"]),
                text(x + 8, y + 40, head, size=12.5, weight="bold"),
                lines(x + 8, y + 57, wrapped(items, int(cw / 6.4))[:3], size=11.5)]
        for j, colour in enumerate(chosen.get(card, [])):
            body.append(badge(x + cw - 14 - j * 20, y + 36, colour))
        parts.append(targets.wrap({"type": "choose_start_card", "card": card}, "".join(body),
                                  said))
    return "".join(parts), 22 + 84


def coasters(y: float, view: Mapping[str, Any], targets: Targets) -> tuple[str, float]:
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
    around = list(enumerate(zip(view["coasters"], view["coaster_holders"])))
    if you is not None:  # the one in front of the viewer first
        mine = view["players"][you]["colour"]
        around.sort(key=lambda c: c[1][1] != mine)
    for i, (k, (dice, holder)) in enumerate(around):
        x = MARGIN + i * (cw + 10)
        owner = view["players"][k]["colour"]
        parts.append(group([box(x, y + 22, cw, 64, BOARD["coaster"], edge=False),
                            badge(x + 14, y + 38, holder),
                            text(x + 28, y + 42, f"in front of {holder}", size=11.5),
                            text(x + cw - 8, y + 42, f"{owner}'s coaster", size=10,
                                 anchor="end", fill="#555")],
                           title=f"{owner}'s Dice Coaster, in front of {holder}: "
                           + (joined([str(d) for d in dice]) or "empty")))
        for j, value in enumerate(dice):
            piece = die(x + 10 + j * (DIE + 8), y + 52, value, edge=picking == k)
            if picking == k:
                parts.append(targets.wrap({"type": "pick_die", "value": value}, piece,
                                          f"Take a white {value}"))
            else:
                parts.append(group(piece, title=f"a white {value}"))
    return "".join(parts), 22 + 64


def supply(y: float, view: Mapping[str, Any], targets: Targets) -> tuple[str, float]:
    """The Tavern Card piles (the Bard's from Module 3), each with its cost and count and a
    target while it may be bought or substituted, then the Nobles."""
    bards = "" if C.one_bard_a_turn else ", any number of Bards"
    parts = [text(MARGIN, y + 14, "Tavern Cards (bought face down onto your deck, at most one "
                  f"of each kind a turn{bards})", size=13, weight="bold")]
    x = MARGIN
    for kind, left in view["tavern_cards"].items():
        if kind == "bard" and view["modules"] < 3:
            continue
        name = view["tavern_card_names"][kind]
        cost = view["tavern_card_costs"][kind]
        body = (box(x, y + 22, PILE_W, PILE_H, CARD_FILL["tavern"])
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
    parts = [box(x, y, w, PILE_H, CARD_FILL["noble"], edge=False),
             text(x + 8, y + 17, head, size=13, weight="bold"),
             text(x + w - 8, y + 17, about, size=11, anchor="end")]
    ow = (w - 16 - 2 * 6) / 3
    options = []
    for count, price in enumerate(C.noble_beer, start=1):
        ox = x + 8 + (count - 1) * (ow + 6)
        said = f"{amount(count, 'noble')} for {beer(price)}"
        piece = (box(ox, y + 26, ow, 44, BOARD["chip"])
                 + text(ox + ow / 2, y + 44, amount(count, "noble"), size=12, anchor="middle",
                        weight="bold")
                 + text(ox + ow / 2, y + 61, f"for {beer(price)}", size=11.5, anchor="middle"))
        options.append(targets.wrap({"type": "recruit_nobles", "count": count}, piece,
                                    f"Recruit {said}"))
    return group(parts, title=f"{head} ({about})") + "".join(options)


def guest_display(y: float, view: Mapping[str, Any], targets: Targets) -> tuple[str, float]:
    """The 3-Beer stack and the five places of the display (each guest a target while it may
    be recruited), the guest deck as a back with its count, and (Module 5) the Signature Tiles
    left in the supply."""
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
    parts.append(group([box(x, y + 38, gw, GUEST_H, CARD_FILL["back"], edge=False,
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
        return group(box(x, y, w, GUEST_H, "none", edge=False, stroke_dasharray="4 3")
                     + text(x + w / 2, y + GUEST_H / 2, "empty", size=11.5, anchor="middle",
                            fill="#555"), title="An empty place of the guest display")
    card = BY_NAME[g["card"]]
    body = [card_face(x, y, w, GUEST_H, card)]
    if stacked:  # the stack's edge below its top card
        body.insert(0, box(x + 3, y + 3, w, GUEST_H, CARD_FILL["guest"], edge=False))
    if g.get("signature"):
        body.append(box(x + w - 64, y + GUEST_H - 24, 58, 18, BOARD["signed"], edge=False,
                         rx=3)
                    + text(x + w - 35, y + GUEST_H - 11, "Signature", size=10, anchor="middle",
                           fill="#fff", weight="bold"))
    title = g["text"] + ("; a Signature Tile lies on it" if g.get("signature") else "")
    return targets.wrap({"type": "recruit", "slot": g["slot"]}, "".join(body),
                        f"{title} (recruit it for {beer(card.cost)})")
