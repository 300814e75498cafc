"""The numeric observation of Fantasy Brewers (`Game.observation`): a fixed-size encoding of
one seat's view, every value in [0, 1], for the RL adapters (alehouse.interop).

It is computed from `view(state, p)` only: the decks' order never enters it, and during the
simultaneous Upkeep the plans other players chose stay out of it (only whether each has chosen
shows), so serving Upkeep one player after another leaks nothing. Seats are listed relative
to the observer ("player 0" is the observer, then the others clockwise). Numbers are scaled
linearly from the stated range onto [0, 1] and clipped.

A worker is encoded as its owner (one-hot relative seat, N) and its size (one-hot small,
medium, large, seasonal). Queues and the Tavern hold at most 3 N + 1 workers (every worker
of every player and the Seasonal Worker), so they are encoded whole: W = 3 N + 1 positions in
order, each a presence flag and a worker (1 + N + 4 values).

Layout (N = players; the length is 671, 960 and 1273 for 2, 3 and 4 players), in the sections
`encode` names: "game" (level to seasonal worker), "doors", "tavern", "rows", "decks",
"supply", "decision", "player 0" ... "player N-1":

- level (3): one-hot: beginner, advanced, expert.
- month, months (2): / 6.
- phase (4): one-hot: placement, actions, upkeep, over.
- start player (N): one-hot relative seat.
- seasonal worker (N): one-hot relative seat of its owner (zeros: nobody).
- doors A, B, C (3 x (3 + 6 N + W (5 + N))): side one-hot (left, right, fixed); the 6 spaces'
  taker (one-hot relative seat); the queue.
- tavern (W (5 + N)): the workers in the Tavern.
- extension row, homestead row (2 x 46): flags by card (E1-E20, H1-H25, S).
- decks (3): extensions / 20, homesteads / 25, statues / 12.
- supply (9): goods (hops, peat, cow, goat, pig) / 12, assistants (grower, labourer, brewer,
  brewmaster) / 12.
- decision (6 + N + 3 + N + 7 + 2 + 1 + 4 + N): kind one-hot (protection, take_actions, flip,
  flip_good, place_worker, upkeep); relative seat; door; asker (relative seat); space (none,
  1-6); parts done (doorway, door); flips / 4; worker size; players still choosing Upkeep
  (relative seats).
- per player (142 each): see below, observer first.

Per player: brewery one-hot B1-B18; coins / 40; VP tokens / 40; penalties / 10; festival
white and black cubes / 10; assistants up and down (grower, labourer, brewer, brewmaster) / 6;
goods by face (hops, premium_beer, peat, smoked_whisky, cow, large_cow, goat, large_goat, pig,
large_pig) / 6; buildings (46 flags, statues counted / 4 in the S place) and decorated
buildings (the same 46); gold stars / 10; acclaims (6 flags); repeat used; Upkeep chosen.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from alehouse.core.observation import Features, relative, seats_from, vocabulary

from .content import ASSISTANTS, CONTENT, DOORS, FACES, GOODS

C = CONTENT
LEVELS = vocabulary(("beginner", "advanced", "expert"))
PHASES = vocabulary(("placement", "actions", "upkeep", "over"))
SIDES = vocabulary(("left", "right", "fixed"))
SIZES = vocabulary(("small", "medium", "large", "seasonal"))
CARDS = vocabulary(C.building_ids)
BREWERIES = vocabulary(f"B{i}" for i in range(1, 19))
ACCLAIMS = vocabulary(C.acclaims)
KINDS = vocabulary(("protection", "take_actions", "flip", "flip_good", "place_worker", "upkeep"))
DOOR = vocabulary(DOORS)
PARTS = vocabulary(("doorway", "door"))
SPACES = 6

PER_PLAYER = len(BREWERIES) + 5 + 2 * len(ASSISTANTS) + len(FACES) + 2 * len(CARDS) + 1 \
    + len(ACCLAIMS) + 2


def _slots(players: int) -> int:
    return 3 * players + 1


def size(players: int, options: Mapping[str, Any]) -> int:
    worker = 1 + players + len(SIZES)
    w = _slots(players)
    door = len(SIDES) + SPACES * players + w * worker
    fixed = len(LEVELS) + 2 + len(PHASES) + 2 * players + len(DOORS) * door + w * worker \
        + 2 * len(CARDS) + 3 + len(GOODS) + len(ASSISTANTS)
    decision = len(KINDS) + players + len(DOOR) + players + SPACES + 1 + len(PARTS) + 1 \
        + len(SIZES) + players
    return fixed + decision + players * PER_PLAYER


def _workers(f: Features, workers: list[dict[str, Any]], you: int, players: int) -> None:
    for k in range(_slots(players)):
        w = workers[k] if k < len(workers) else None
        f.flag(w is not None)
        f.index(relative(w["owner"], you, players) if w else None, players)
        f.one_hot(w["size"] if w else None, SIZES)


def encode(view: dict[str, Any], players: int, options: Mapping[str, Any]) -> Features:
    """The encoding of `view` in named sections (see the layout above)."""
    f = Features()
    you = view["you"]
    f.section("game")
    f.one_hot(view["level"], LEVELS)
    f.number(view["month"], 6)
    f.number(view["months"], 6)
    f.one_hot(view["phase"], PHASES)
    f.index(relative(view["start_player"], you, players), players)
    f.index(relative(view["seasonal_worker"], you, players), players)
    f.section("doors")
    for door in DOORS:
        d = view["doors"][door]
        f.one_hot(d["side"], SIDES)
        for s in d["spaces"]:
            f.index(relative(s["taken_by"], you, players), players)
        _workers(f, d["queue"], you, players)
    f.section("tavern")
    _workers(f, view["tavern"], you, players)
    f.section("rows")
    f.multi_hot((c["card"] for c in view["extension_row"]), CARDS)
    f.multi_hot((c["card"] for c in view["homestead_row"]), CARDS)
    f.section("decks")
    decks = view["decks"]
    f.number(decks["extensions"], 20)
    f.number(decks["homesteads"], 25)
    f.number(decks["statues"], 12)
    f.section("supply")
    supply = view["supply"]
    f.numbers((supply["goods"][g] for g in GOODS), 12)
    f.numbers((supply["assistants"][a] for a in ASSISTANTS), 12)
    f.section("decision")
    d = view["decision"] or {}
    kind = d.get("kind")
    f.one_hot(kind, KINDS)
    f.index(relative(d.get("player"), you, players), players)
    f.one_hot(d.get("door"), DOOR)
    f.index(relative(d.get("asker"), you, players), players)
    space = d.get("space")
    f.flag(kind == "take_actions" and space is None)
    f.index(space - 1 if space else None, SPACES)
    f.multi_hot(d.get("done", ()), PARTS)
    f.number(d.get("count"), 4)
    worker = d.get("worker")
    f.one_hot(worker.lower() if worker else None, SIZES)
    choosing = [0.0] * players
    for q in d.get("players", ()) if kind == "upkeep" else ():
        choosing[(q - (you or 0)) % players] = 1.0
    f.values.extend(choosing)
    seats = view["players"]
    for k, q in enumerate(seats_from(you, players)):
        f.section(f"player {k}")
        s = seats[q]
        f.one_hot(s["brewery"], BREWERIES)
        f.number(s["coins"], 40)
        f.number(s["vp_tokens"], 40)
        f.number(s["penalties"], 10)
        f.number(s["festival"]["white"], 10)
        f.number(s["festival"]["black"], 10)
        for a in ASSISTANTS:
            f.number(s["assistants"][a]["up"], 6)
            f.number(s["assistants"][a]["down"], 6)
        f.numbers((s["goods"].get(face, 0) for face in FACES), 6)
        _buildings(f, s["buildings"])
        _buildings(f, s["decorated"])
        f.number(s["gold_stars"], 10)
        f.multi_hot(s["acclaims"], ACCLAIMS)
        f.flag(s["repeat_used"])
        f.flag(s["upkeep_chosen"])
    return f


def _buildings(f: Features, cards: list[str]) -> None:
    statues = sum(1 for c in cards if c == "S")
    start = len(f.values)
    f.multi_hot(cards, CARDS)
    f.values[start + CARDS["S"]] = min(1.0, statues / 4)
