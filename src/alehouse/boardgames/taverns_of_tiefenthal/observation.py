"""The numeric observation of The Taverns of Tiefenthal (`Game.observation`): a fixed-size
encoding of one seat's view, every value in [0, 1], for the RL adapters (alehouse.interop).

It is computed from `view(state, p)` only: the unknown part of every deck never enters it
(only the deck sizes and the cards everyone saw put on top). Seats are listed relative to the
observer ("player 0" is the observer, then the others clockwise). Numbers are scaled linearly
from the stated range onto [0, 1] and clipped. The parts of modules not in play encode as
zeros, so the length does not depend on the options.

Cards are named by the 57 kinds of content.py (6 tavern cards, Noble, 2 Regulars, 48 guests);
a multiset of cards is a count per kind (/ 5 unless stated).

Caps (variable-length parts, bounded): the first 4 known cards on top of a deck; the tables
at most 16 (each: occupied flag and cards / 3; all cards seated are also counted by kind);
the planned dice at most 12 (each: space, value, white, Dishwashers); each coaster's white
dice as a histogram. Nothing beyond a cap is encoded.

Layout (N = players; the length is 1583, 2199 and 2815 for 2, 3 and 4 players), in the sections
`encode` names: "turn" (modules to who acts), "display" (tavern cards to start cards),
"coasters", "decision", "player 0" ... "player N-1":

- modules (5): one-hot 1-5.
- turn (1): / 8.
- phase (8): one-hot: setup, new_evening, arrival, dice_draft, (a slot never used: Planning
  goes with Serving), planning_and_serving, closing_time, over.
- start player, actors (2 N): one-hot relative seat; flags by relative seat.
- tavern cards (6): left in the display by kind (barback, dishwasher, server, table, brewer,
  bard) / 16.
- nobles (1): / 61.
- guests (5 x 59): per display slot: empty flag, card one-hot (57), signature flag.
- stacks (3): 3-beer stack / 10, guest deck / 48, signatures left / 40.
- start cards (7): flags (Module 4).
- coasters (N x 6): white dice on each coaster (by the seat it started with, relative) as a
  histogram / 4.
- decision (15 + N + 1 + 4 + 3 + 2): kind one-hot (plan, start_card, remove_regular, turn_bonus,
  entertainer, free_upgrade, restart, pick, serve, deny, substitute, rep_choice, book_column,
  keep_card, over); relative seat; coaster / 4; options offered / 4 (by count: 1, 2, 3, more);
  entertainer kind; free-upgrade reason (turn, magician).
- per player (607 each): see below, observer first.

Per player: deck / 30; known top cards (4 x one-hot 57); discard (57 counts); tables (16 x
2 and 57 counts); areas (57 counts); upgrades (9 flags: server, dishwasher, table, brewer,
cashbox, barrel, monk, safe, beer_storage); this turn's dice, white dice below the board and
colour dice below the board (histograms / 4); planned dice (12 x (space one-hot cashbox,
barrel, monk, brewer, table; table number / 16; value / 12; white; Dishwashers / 4)); Dishwashers
left / 4; thalers / 40; beer / 20; safe / 20; beer storage / 10; monastery / 22; counter
guests / 5; bought this turn (6 flags by tavern card); recruited; schnapps / 4; entertainers
(6 flags: each entertainer with each side); reputation (kind one-hot: start, number, schnapps,
schnapps_or_service_denied, signature, crown; VP / 10); bard steps / 10; start card one-hot 7;
guest book (4 columns / 5).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from alehouse.core.observation import Features, relative, seats_from, vocabulary

from .content import CONTENT as C

CARDS = vocabulary(c.name for c in C.cards)
TAVERN = vocabulary(C.tavern_name)
TAVERN_NAMES = vocabulary(C.tavern_name.values())
PHASES = vocabulary(("setup", "new_evening", "arrival", "dice_draft", "", "planning_and_serving",
                     "closing_time", "over"))
"""State.phase (the empty slot stands where a Planning phase of its own would be)."""
KINDS = vocabulary(("plan", "start_card", "remove_regular", "turn_bonus", "entertainer",
                    "free_upgrade", "restart", "pick", "serve", "deny", "substitute",
                    "rep_choice", "book_column", "keep_card", "over"))
ENTERTAINERS = vocabulary(C.entertainers)
ENTERTAINER_SIDES = vocabulary((k, side) for k, sides in C.entertainers.items()
                               for side in sides)
REASONS = vocabulary(("turn", "magician"))
UPGRADES = vocabulary(C.upgrades)
SPACES = vocabulary(("cashbox", "barrel", "monk", "brewer", "table"))
REPUTATION = vocabulary(("start", "number", "schnapps", "schnapps_or_service_denied",
                         "signature", "crown"))
START_CARDS = vocabulary(s.id for s in C.start_cards)
SLOTS = 5
KNOWN_CAP = 4
TABLE_CAP = 16
PLANNED_CAP = 12
COLUMNS = 4


def _per_player() -> int:
    cards = len(CARDS)
    return (1 + KNOWN_CAP * cards + cards + TABLE_CAP * 2 + cards + cards + len(UPGRADES)
            + 3 * 6 + PLANNED_CAP * (len(SPACES) + 4) + 7 + len(TAVERN) + 1 + 1
            + len(ENTERTAINER_SIDES) + len(REPUTATION) + 1 + 1 + len(START_CARDS) + COLUMNS)


PER_PLAYER = _per_player()


def size(players: int, options: Mapping[str, Any]) -> int:
    fixed = 5 + 1 + len(PHASES) + 2 * players + len(TAVERN) + 1 + SLOTS * (len(CARDS) + 2) \
        + 3 + len(START_CARDS) + players * 6
    decision = len(KINDS) + players + 1 + 4 + len(ENTERTAINERS) + len(REASONS)
    return fixed + decision + players * PER_PLAYER


def _hist(f: Features, values: list[int], hi: float) -> None:
    counts = [0] * 6
    for v in values:
        if 1 <= v <= 6:
            counts[v - 1] += 1
    f.numbers(counts, hi)


def encode(view: dict[str, Any], players: int, options: Mapping[str, Any]) -> Features:
    """The encoding of `view` in named sections (see the layout above)."""
    f = Features()
    f.section("turn")
    you = view["you"]
    f.index(view["modules"] - 1, 5)
    f.number(view["turn"], 8)
    f.one_hot(view["phase"], PHASES)
    f.index(relative(view["start_player"], you, players), players)
    acting = [0.0] * players
    for q in view["actors"]:
        acting[(q - (you or 0)) % players] = 1.0
    f.values.extend(acting)
    f.section("display")
    f.tally(view["tavern_cards"], TAVERN, 16)
    f.number(view["nobles"], 61)
    guests = view["guests"]
    for slot in range(SLOTS):
        g = guests[slot] if slot < len(guests) else None
        card = g["card"] if g else None
        f.flag(card is None)
        f.one_hot(card, CARDS)
        f.flag(g is not None and g.get("signature"))
    f.number(view["three_beer_stack"], 10)
    f.number(view["guest_deck"], 48)
    f.number(view["signatures"], 40)
    f.multi_hot(view["start_cards"], START_CARDS)
    f.section("coasters")
    coasters = view["coasters"] or []
    for k in range(players):
        q = ((you or 0) + k) % players
        _hist(f, coasters[q] if q < len(coasters) else [], 4)
    f.section("decision")
    d = view["decision"] or {"kind": "over"}
    f.one_hot(d["kind"], KINDS)
    f.index(relative(d.get("player"), you, players), players)
    f.number(d.get("coaster"), 4)
    offered = len(d.get("options", ()))
    f.index(min(offered, 4) - 1 if offered else None, 4)
    f.one_hot(d.get("entertainer"), ENTERTAINERS)
    f.one_hot(d.get("reason"), REASONS)
    seats = view["players"]
    for k, q in enumerate(seats_from(you, players)):
        f.section(f"player {k}")
        _player(f, seats[q])
    return f


def _player(f: Features, s: dict[str, Any]) -> None:
    f.number(s["deck"], 30)
    top = s["deck_top"]
    for k in range(KNOWN_CAP):
        f.one_hot(top[k] if k < len(top) else None, CARDS)
    f.tally(s["discard"], CARDS, 5)
    tables = s["tables"]
    seated: list[str] = []
    for k in range(TABLE_CAP):
        t = tables[k] if k < len(tables) else None
        f.flag(bool(t))
        f.number(len(t) if t else 0, 3)
        if t:
            seated.extend(t)
    f.counts(seated, CARDS, 5)
    f.tally(s["areas"], CARDS, 5)
    f.multi_hot(s["upgraded"], UPGRADES)
    _hist(f, s["dice"], 4)
    _hist(f, s["white_dice"], 4)
    _hist(f, s["colour_dice"], 4)
    planned = s["planned"]
    for k in range(PLANNED_CAP):
        x = planned[k] if k < len(planned) else None
        if x is None:
            f.zeros(len(SPACES) + 4)
            continue
        space = x["space"]
        if space.startswith("table"):
            f.one_hot("table", SPACES)
            f.number(int(space[5:] or 0), TABLE_CAP)
        else:
            f.one_hot(space, SPACES)
            f.zeros(1)
        f.number(x["die"], 12)
        f.flag(x["white"])
        f.number(x["dishwashers"], 4)
    f.number(s["dishwashers_left"], 4)
    f.number(s["thalers"], 40)
    f.number(s["beer"], 20)
    f.number(s["safe"], 20)
    f.number(s["beer_storage"], 10)
    f.number(s["monastery"], 22)
    f.number(s["counter_guests"], 5)
    f.multi_hot(s["bought"], TAVERN)
    f.flag(s["recruited"])
    f.number(s.get("schnapps"), 4)
    f.multi_hot(((e["entertainer"], e["side"]) for e in s.get("entertainers", ())),
                ENTERTAINER_SIDES)
    rep = s.get("reputation")
    f.one_hot(rep[0] if rep else None, REPUTATION)
    f.number(rep[1] if rep else None, 10)
    f.number(s.get("bard_steps"), 10)
    f.one_hot(s.get("start_card"), START_CARDS)
    book = s.get("guest_book") or []
    f.numbers((book[k] if k < len(book) else 0 for k in range(COLUMNS)), 5)
