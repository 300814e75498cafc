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
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping, Sequence
from typing import Any

from alehouse.core.action import Action
from alehouse.core.drawing import Targets, document, group, lines, shape, text, wrapped
from alehouse.core.words import joined, plural

from . import words as W
from .actions import TOKEN_ACTIONS
from .content import CONTENT as C
from .content import DATA, DICE, MALT_AND_HOPS

_LOOK = tomllib.loads((DATA / "drawing.toml").read_text())
SEAT_FILL: dict[str, str] = _LOOK["seats"]
SEAT_INK: dict[str, str] = _LOOK["seat_ink"]
SEAT_EDGE: dict[str, str] = _LOOK["seat_edge"]
DIE_FILL: dict[str, str] = _LOOK["dice"]
DIE_INK: dict[str, str] = _LOOK["dice_ink"]
INGREDIENT_FILL: dict[str, str] = _LOOK["ingredients"]
BOARD: dict[str, str] = _LOOK["board"]

# --- layout, in user units -----------------------------------------------------------------------
WIDTH = 1000
MARGIN = 16
GAP = 12
HEADER_H = 66
DIE = 36                              # a die, square
DIE_STEP = DIE + 9                    # from one die to the next in a row
UNDER_H = 14                          # the token under a die, or a die's mark ("chosen")
TAB_H = 16                            # a tab under a die: "to storage", "withdraw"
SMALL_DIE = 28                        # a die on a field, offered for a speed-up, or rolled
SEED_R = 11
CARD_SLOTS = 4                        # the most recipe cards on display
DECK_W = 104
CARD_W = (WIDTH - 2 * MARGIN - DECK_W - CARD_SLOTS * GAP) / CARD_SLOTS
CHIP_W, CHIP_H = 60, 20               # a die a recipe requires
SUPPLY_W, MARKET_W = 226, 420         # the black market takes the rest of the row
ROW_H = 32                            # a ware of a market card
PLAYER_W = WIDTH - 2 * MARGIN
HOLD_W = 300                          # a player's dice and holdings, left of the player board
BUILDING_W = (PLAYER_W - 20 - HOLD_W - 2 * GAP) / 2
FIELD_TEXT = 10.5                     # the size of a field's words
TOKEN_W, TOKEN_H = 144, 22
INGREDIENT_W = 94

_PLAYS: dict[str, type[Action]] = TOKEN_ACTIONS
TOKEN_TYPE = {token: kind.type for token, kind in _PLAYS.items()}
"""The action type that plays each action token."""
OWN_DIE_TAB = {"block_die": "protect one of your own dice",
               "extra_roll": "re-roll one of your own dice"}
"""The tokens that may be played on your own die or on the same die of another player, with
the words of their "your own die" tab."""


def draw(view: Mapping[str, Any], legal: Sequence[Mapping[str, Any]] = ()) -> str:
    """The table of `view` as an SVG document; `legal` (the viewing seat's legal actions as
    JSON) marks the targets."""
    targets = Targets(legal)
    parts = [_header(view)]
    y: float = HEADER_H
    body, h = _recipes(y, view, targets)
    parts.append(body)
    y += h + GAP
    body, h = _markets(y, view, targets)
    parts.append(body)
    y += h + GAP
    you = view.get("you")
    for player in _seat_order(view):
        body, h = _player(MARGIN, y, player, view, targets, player["seat"] == you)
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


# --- pieces --------------------------------------------------------------------------------------


def _ring(x: float, y: float, w: float, h: float, rx: float = 5) -> str:
    """The outline a target shows when it may be clicked (none otherwise)."""
    return shape("rect", x=x - 3, y=y - 3, width=w + 6, height=h + 6, rx=rx + 2, fill="none",
                 stroke="none", class_="edge")


def _badge(x: float, y: float, colour: str, r: float = 9) -> str:
    """A seat's colour with its first letter (colours are told apart by letter too)."""
    return (shape("circle", cx=x, cy=y, r=r, fill=SEAT_FILL[colour], stroke="#222")
            + text(x, y + r * 0.42, colour[0], size=r * 1.15, anchor="middle", weight="bold",
                   fill=SEAT_INK[colour]))


def _die(x: float, y: float, colour: str, value: int | None, size: float = DIE) -> str:
    """A die: its colour, its value, and the colour's name written under the value (a die
    with no value, standing for a pile: the name alone)."""
    box = shape("rect", x=x, y=y, width=size, height=size, rx=size * 0.16,
                fill=DIE_FILL[colour], stroke="#222", stroke_width=1.2)
    ink = DIE_INK[colour]
    if value is None:
        return (box + text(x + size / 2, y + size / 2 + size * 0.1, colour, size=size * 0.28,
                           anchor="middle", weight="bold", fill=ink)
                + _ring(x, y, size, size))
    return (box + text(x + size / 2, y + size * 0.52, str(value), size=size * 0.46,
                       anchor="middle", weight="bold", fill=ink)
            + text(x + size / 2, y + size - size * 0.12, colour, size=size * 0.25,
                   anchor="middle", fill=ink)
            + _ring(x, y, size, size))


def _die_words(d: Mapping[str, Any]) -> str:
    """"yellow 3", "black 5, blocked" (the tokens under it)."""
    marks = [w for w in ("blocked", "protected") if d.get(w)]
    if d.get("raised"):
        marks.append("raised by 1")
    return W.die(d["colour"], d["value"]) + (f", {joined(marks)}" if marks else "")


def _under(d: Mapping[str, Any]) -> str:
    """What lies under a die (a token, its raise), in words as short as the die is wide."""
    marks = [w for w in ("blocked", "protected") if d.get(w)]
    if d.get("raised"):
        marks.append("+1")
    return " ".join(marks)


def _seed(cx: float, cy: float, r: float = SEED_R) -> str:
    return (shape("circle", cx=cx, cy=cy, r=r, fill=BOARD["seed"], stroke="#5a3d1c")
            + text(cx, cy + r * 0.3, "seed", size=r * 0.72, anchor="middle", fill="#fff")
            + _ring(cx - r, cy - r, 2 * r, 2 * r, r))


def _chip(x: float, y: float, w: float, h: float, words: str, fill: str, *, size: float = 10.5,
          ink: str = "#222", weight: str | None = None) -> str:
    """A labelled rounded box: an ingredient, a token, a requirement, a tab."""
    return (shape("rect", x=x, y=y, width=w, height=h, rx=4, fill=fill, stroke="#6b5a45")
            + text(x + w / 2, y + h / 2 + size * 0.36, words, size=size, anchor="middle",
                   fill=ink, weight=weight)
            + _ring(x, y, w, h, 4))


# --- the recipes ---------------------------------------------------------------------------------


def _recipes(y: float, view: Mapping[str, Any], targets: Targets) -> tuple[str, float]:
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
            _ring(x, y, CARD_W, h, 8),
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
                 + _ring(x + 6, ey, CARD_W - 12, eh, 3))
        words = f"Enhance with {e['with_text']}: {e['gives_text']}"
        extras.append(targets.wrap({"type": "enhance", "item": item}, piece, words) if being
                      else group(piece, title=words))
        ey += eh + 4
    return card + "".join(extras)


# --- the supply and the markets ------------------------------------------------------------------


def _markets(y: float, view: Mapping[str, Any], targets: Targets) -> tuple[str, float]:
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
        body = (_die(px, py, colour, None)
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
    parts.append(group([_seed(x + 10 + SEED_R, sy + SEED_R),
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
                                      _die(dx, dy, colour, value, SMALL_DIE),
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
                _ring(x + 6, ry, MARKET_W - 12, ROW_H - 4, 4),
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
            parts.append(group([_die(dx, ry + 2, d["colour"], d["value"], SMALL_DIE),
                                _badge(dx + SMALL_DIE + 10, ry + 16, colour)],
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
                + _ring(x + 6, ry, w - 12, ROW_H - 6, 4)
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


# --- a player ------------------------------------------------------------------------------------


def _player(x: float, y: float, p: Mapping[str, Any], view: Mapping[str, Any],
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
    heading = (f"{colour}{you}: {W.mastery(p['mastery'])}, {W.gold(p['gold'])}, "
               f"{W.seeds(p['seeds'])}")
    parts = [shape("rect", x=x + 6, y=y + 5, width=PLAYER_W - 12, height=28, rx=5,
                   fill=SEAT_FILL[colour], opacity=0.3),
             _badge(x + 22, y + 19, colour, 10),
             text(x + 40, y + 24, heading, size=14, weight="bold")]
    if notes:
        parts.append(text(x + PLAYER_W - 14, y + 24, "; ".join(notes), size=12, anchor="end",
                          fill=BOARD["note"], weight="bold" if turn else None))
    hold, hh = _holdings(x + 10, y + 42, p, view, targets, mine)
    parts.append(hold)
    board, bh = _board(x + 10 + HOLD_W + GAP, y + 42, p, view, targets, mine)
    parts.append(board)
    height = 42 + max(hh, bh) + 8
    frame = shape("rect", x=x, y=y, width=PLAYER_W, height=height, rx=8, fill=BOARD["frame"],
                  stroke=SEAT_EDGE[colour],
                  stroke_width=4 if turn else 2)
    return group([frame, *parts], title=f"{colour}'s dice, holdings and player board"), height


def _whose(p: Mapping[str, Any], mine: bool) -> str:
    """"your" for the viewer's pieces, else "Purple's"."""
    return "your" if mine else f"{p['colour']}'s"


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
                         f"Withdraw {_whose(p, mine)} {W.die(c, v)} to the active pool"))
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
        words = _die_words(d) + (", chosen to be re-rolled" if "chosen" in note else "")
        title = f"{_whose(p, mine).capitalize()} {words} ({W.source(source)})"
        parts.append(targets.wrap_first(_die_fields(d, source, p, view, mine),
                                        _die(dx, dy, d["colour"], d["value"]), title))
        if note:
            parts.append(text(dx + DIE / 2, dy + DIE + 11, note, size=9, anchor="middle",
                              fill=BOARD["note"], weight="bold"))
        if tab is not None:
            fields, words, title = tab
            parts.append(targets.wrap(fields, _chip(dx - 3, dy + DIE + 3 + under, DIE + 6, TAB_H,
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
            seed = _seed(sx + SEED_R, cy + SEED_R)
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
        body = _chip(ix, iy, INGREDIENT_W, 22, name, INGREDIENT_FILL[ing], size=11)
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
        body = _chip(tx, ty, TOKEN_W, TOKEN_H, name, BOARD["token"], size=11, weight="bold")
        if mine:
            parts.append(targets.wrap({"type": kind}, body, f"Play {name}"))
        else:
            parts.append(group(body, title=f"{p['colour']}'s action token {name}"))
        if tab is not None:
            parts.append(targets.wrap(tab, _chip(tx + 6, ty + TOKEN_H + 2, TOKEN_W - 12, TAB_H,
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


# --- the player board ----------------------------------------------------------------------------


def _field_words(fid: str) -> str:
    """What a field takes and does: "a blue die of 2 or more: re-roll any of your dice"."""
    f = C.field[fid]
    need = f"{W.blue_die(f.min)}: " if f.min > 1 else ""
    return need + W.field_effect(f)


def _field_rows(fid: str) -> list[str]:
    width = BUILDING_W - 8 - 22 - 2 * (SMALL_DIE + 6) - 8
    return wrapped(_field_words(fid), int(width / (FIELD_TEXT * 0.52)))


def _speed_offers(fid: str, targets: Targets) -> list[Mapping[str, Any]]:
    """The blue dice that may speed this field's effect up now (the viewer's)."""
    return targets.matching({"type": "speed_up", "field": fid})


def _field_height(fid: str, offers: int) -> float:
    return 16 + 12.5 * max(2, len(_field_rows(fid))) + 14 + (SMALL_DIE + 16 if offers else 0)


def _board(x: float, y: float, p: Mapping[str, Any], view: Mapping[str, Any],
           targets: Targets, mine: bool) -> tuple[str, float]:
    """The player board: the four buildings two by two, each with its fields."""
    parts = []
    heights = []
    for b in C.buildings:
        offers = {fid: len(_speed_offers(fid, targets)) if mine else 0 for fid in b.fields}
        heights.append(24 + sum(_field_height(fid, offers[fid]) + 4 for fid in b.fields) + 4)
    row_h = [max(heights[0], heights[1]), max(heights[2], heights[3])]
    for k, b in enumerate(C.buildings):
        bx = x + (k % 2) * (BUILDING_W + GAP)
        by = y + (row_h[0] + GAP if k >= 2 else 0)
        parts.append(_building(bx, by, row_h[k // 2], b.id, p, view, targets, mine))
    return "".join(parts), row_h[0] + GAP + row_h[1]


def _building(x: float, y: float, h: float, bid: str, p: Mapping[str, Any],
              view: Mapping[str, Any], targets: Targets, mine: bool) -> str:
    b = C.building[bid]
    locked = view["round"] < b.opens
    blocked = bid in p["blocked_buildings"]
    state = (f" (opens in round {b.opens})" if locked
             else " - blocked this round" if blocked else "")
    fill = BOARD["locked"] if locked else BOARD["blocked"] if blocked else BOARD["building"]
    parts = [shape("rect", x=x, y=y, width=BUILDING_W, height=h, rx=6, fill=fill,
                   stroke="#8a7a62")]
    head = (shape("rect", x=x + 2, y=y + 2, width=BUILDING_W - 4, height=20, rx=4,
                  fill="none", stroke="none")
            + _ring(x + 2, y + 2, BUILDING_W - 4, 20, 4)
            + text(x + 8, y + 16, b.name + state, size=12, weight="bold",
                   fill=BOARD["note"] if state else "#222"))
    parts.append(targets.wrap({"type": "block_building", "target": p["seat"], "building": bid},
                              head, f"{p['colour']}'s {b.name}{state}"))
    fy = y + 24
    for fid in b.fields:
        body, fh = _field(x + 4, fy, fid, p, view, targets, mine, locked or blocked)
        parts.append(body)
        fy += fh + 4
    return "".join(parts)


def _field(x: float, y: float, fid: str, p: Mapping[str, Any], view: Mapping[str, Any],
           targets: Targets, mine: bool, closed: bool) -> tuple[str, float]:
    """A field: its number, what it takes and does, how many players it still holds, the
    seed or die on it this round and the blue die that sped it up. On the viewer's board the
    field is where a seed or die is placed, or a speed-up chosen, with the blue dice that may
    speed it up offered under it."""
    f = C.field[fid]
    w = BUILDING_W - 8
    offers = _speed_offers(fid, targets) if mine else []
    h = _field_height(fid, len(offers))
    number = W.field_number(fid)
    use = p["board"].get(fid)
    cap = C.capacity[len(view["players"])]
    here = view["field_users"].get(fid, 0)
    rows = _field_rows(fid)
    status = [f"places taken: {here} of {cap}"]
    if f.lost:
        status.append("X: back to its pile")
    if use is not None and use["done"]:
        status.append("done")
    body = [shape("rect", x=x, y=y, width=w, height=h, rx=4,
                  fill=BOARD["locked"] if closed else BOARD["field"], stroke="#b9a888"),
            _ring(x, y, w, h, 4),
            shape("circle", cx=x + 12, cy=y + 13, r=9, fill="#fff", stroke="#6b5a45"),
            text(x + 12, y + 17, str(number), size=11, anchor="middle", weight="bold"),
            lines(x + 26, y + 14, rows, size=FIELD_TEXT, leading=1.19),
            text(x + 26, y + 16 + 12.5 * max(2, len(rows)) + 4, "; ".join(status), size=10,
                 fill=BOARD["muted"])]
    # the slot: the seed or die placed, and the blue die that sped it up
    sx = x + w - 2 * (SMALL_DIE + 6)
    sy = y + 6
    placed = []
    if use is not None and use["seed"]:
        body.append(group(_seed(sx + SMALL_DIE / 2, sy + SMALL_DIE / 2, SMALL_DIE / 2),
                          title="a seed token placed here"))
        placed.append("a seed token")
    elif use is None or use["die"] is None:
        takes = "seed" if "seed" in f.takes else "die"
        body.append(shape("rect", x=sx, y=sy, width=SMALL_DIE, height=SMALL_DIE, rx=4,
                          fill="none", stroke=BOARD["slot"], stroke_dasharray="3 3"))
        body.append(text(sx + SMALL_DIE / 2, sy + SMALL_DIE / 2 + 3, takes, size=8.5,
                         anchor="middle", fill=BOARD["muted"]))
    if f.speed:
        tx = sx + SMALL_DIE + 6
        speed = use["speed"] if use is not None else None
        if speed is None:
            body.append(shape("rect", x=tx, y=sy, width=SMALL_DIE, height=SMALL_DIE, rx=4,
                              fill="none", stroke=DIE_FILL["blue"], stroke_dasharray="3 3"))
            body.append(text(tx + SMALL_DIE / 2, sy + 12, "blue", size=9, anchor="middle",
                             fill=DIE_FILL["blue"]))
            body.append(text(tx + SMALL_DIE / 2, sy + 23, f"{f.speed}+", size=10,
                             anchor="middle", fill=DIE_FILL["blue"], weight="bold"))
        else:
            body.append(_die(tx, sy, speed["colour"], speed["value"], SMALL_DIE))
            placed.append(f"sped up with a {W.die(speed['colour'], speed['value'])}")
    title = f"{W.FIELD_NAMES[fid].capitalize()}: {_field_words(fid)}; {'; '.join(status)}"
    if f.speed:
        title += f"; sped up with {W.blue_die(f.speed)}"
    if use is not None and use["die"] is not None:
        placed.insert(0, _die_words(use["die"]))
    if placed:
        title += f"; here this round: {joined(placed)}"
    field = targets.wrap({"field": fid}, "".join(body), title) if mine else group(body,
                                                                                   title=title)
    parts = [field]
    if use is not None and use["die"] is not None:
        d = use["die"]
        parts.append(targets.wrap({"target": p["seat"], "source": fid, "colour": d["colour"],
                                   "value": d["value"]},
                                  _die(sx, sy, d["colour"], d["value"], SMALL_DIE),
                                  f"{_whose(p, mine)} {_die_words(d)} on "
                                  f"{W.field_name(fid)}"))
    if offers:
        oy = y + h - SMALL_DIE - 12
        parts.append(text(x + 26, oy + 17, "speed up with:", size=10, fill=DIE_FILL["blue"],
                          weight="bold"))
        ox = x + 116
        for a in offers:
            where = W.source(a["source"])
            piece = (_die(ox, oy, "blue", a["value"], SMALL_DIE)
                     + text(ox + SMALL_DIE / 2, oy + SMALL_DIE + 9, where.split(" ")[-1],
                            size=7.5, anchor="middle", fill=BOARD["muted"]))
            parts.append(targets.wrap(
                {"type": "speed_up", "field": fid, "source": a["source"], "value": a["value"]},
                piece, f"Speed up {W.field_name(fid)} with your "
                       f"{W.die('blue', a['value'])} ({where})"))
            ox += SMALL_DIE + 10
    return "".join(parts), h
