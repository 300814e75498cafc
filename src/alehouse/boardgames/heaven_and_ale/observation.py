"""The numeric observation of Heaven & Ale (`Game.observation`): a fixed-size encoding of one
seat's view, every value in [0, 1], for the RL adapters (alehouse.interop).

It is computed from `view(state, p)` only, so it holds nothing the seat may not see (the
order of the face-down piles never enters it). Seats are listed relative to the observer:
"player 0" below is the observer, then the others clockwise. Numbers are scaled linearly from
the stated range onto [0, 1] and clipped.

Layout (N = players; the length is 1491, 1987 and 2483 for 2, 3 and 4 players), in the
sections `encode` names ("round" ... "turn", "track", "barrels", "piles", "decision", then
"player 0" ... "player N-1"):

- round (1): round / 6.
- rounds (1): rounds / 6.
- phase (3): one-hot: setup, play, over.
- turn (N): one-hot relative seat of the player whose turn it is (all 0 outside play).
- track resource spaces (15 x 26): per space in track order: tiles by colour x fertility (25,
  count / 3), empty flag.
- track monk spaces (4 x 5): per space: tiles by monk A-D (count / 3), empty flag.
- track disc spaces (6): scoring discs left / 4.
- barrels (24): per goal 1-12: large barrel still there, small barrel still there.
- piles (3): face-down tiles I / 60, II / 60, monk stacks / 8.
- decision (8 + N + 28 + 7 + 5 + 3): kind one-hot (move, start, colour, buy, disc, shed,
  privilege, moved); relative seat one-hot; track space one-hot 0-27; shed spot 1-7; privilege
  pair 1-5; colour reason (start, colour_count, disc_count).
- per player (494 each): see below, observer first.

Per player: ducats / 60; brewmaster in [-10, 20]; exchange rate / 5; VP value / 6; five
resource markers in [-10, 20] (wood, yeast, hops, water, barley); the 30 garden spots (sunny
1-15, shady 1-15), 11 values each (empty flag, colour one-hot 5, fertility / 5, monk one-hot 4);
7 shed spots x one-hot of the 5 shed types; 10 scoring-spot flags (x, the five colours, monks
A-D); privilege cards in hand (5 flags: money, brewmaster, barrels, colour_count, disc_count);
5 privilege pairs x 7 (not completed, lost, or the card placed); large barrels (12 flags),
small barrels (12 flags), barrels claimable (12 flags); position one-hot over 29 (0 starting
area, 1-27 track, 28 unused); starting space one-hot over 4 (first_player, brewmaster,
resource, money); furthest behind if scored now in [-10, 20].
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from alehouse.core.observation import Features, relative, seats_from, vocabulary

from .content import CONTENT as C

COLOURS = vocabulary(C.resources)
MONKS = vocabulary(C.monks)
PHASES = vocabulary(("setup", "play", "over"))
KINDS = vocabulary(("move", "start", "colour", "buy", "disc", "shed", "privilege", "moved"))
REASONS = vocabulary(("start", "colour_count", "disc_count"))
PRIVILEGES = vocabulary(C.privilege_ids)
PAIR_STATES = vocabulary((None, "lost", *C.privilege_ids))
SPOTS = vocabulary(C.scoring_spots)
STARTS = vocabulary(C.start_ids)
GOALS = vocabulary(g.id for g in C.goals)
SPOT_NAMES = C.spot_names
SHED_TYPES = 5
TRACK = 28

PER_PLAYER = 4 + 5 + 30 * 11 + 7 * SHED_TYPES + len(SPOTS) + len(PRIVILEGES) + 5 * len(
    PAIR_STATES) + 3 * len(GOALS) + 29 + len(STARTS) + 1


def size(players: int, options: Mapping[str, Any]) -> int:
    fixed = 2 + len(PHASES) + 15 * 26 + 4 * 5 + 6 + 2 * len(GOALS) + 3
    decision = len(KINDS) + TRACK + 7 + 5 + len(REASONS)
    return fixed + decision + players * (1 + 1 + PER_PLAYER)


def encode(view: dict[str, Any], players: int, options: Mapping[str, Any]) -> Features:
    """The encoding of `view` in named sections."""
    f = Features()
    you = view["you"]
    f.section("round")
    f.number(view["round"], 6)
    f.number(view["rounds"], 6)
    f.one_hot(view["phase"], PHASES)
    f.index(relative(view["turn"], you, players), players)
    f.section("track")
    for space in view["track"]:
        kind = space["kind"]
        if kind == "resource":
            counts = [0] * 25
            for t in space["tiles"]:
                counts[COLOURS[t["colour"]] * 5 + t["fertility"] - 1] += 1
            f.numbers(counts, 3)
            f.flag(not space["tiles"])
        elif kind == "monk":
            f.counts((t["monk"] for t in space["tiles"]), MONKS, 3)
            f.flag(not space["tiles"])
        elif kind == "disc":
            f.number(space["discs"], 4)
    f.section("barrels")
    for b in view["barrels"]:
        f.flag(b["large"])
        f.flag(b["small"])
    f.section("piles")
    piles = view["piles"]
    f.number(piles["I"], 60)
    f.number(piles["II"], 60)
    f.number(piles["monk_stacks"], 8)
    f.section("decision")
    d = view["decision"] or {}
    f.one_hot(d.get("kind"), KINDS)
    f.index(relative(d.get("player"), you, players), players)
    f.index(d.get("space"), TRACK)
    f.index(d["shed"] - 1 if "shed" in d else None, 7)
    f.index(d["pair"] - 1 if "pair" in d else None, 5)
    f.one_hot(d.get("for"), REASONS)
    seats = view["players"]
    for k, q in enumerate(seats_from(you, players)):
        f.section(f"player {k}")
        s = seats[q]
        f.number(s["ducats"], 60)
        f.number(s["brewmaster"], 20, -10)
        f.number(s["exchange_rate"], 5)
        f.number(s["vp_value"], 6)
        f.numbers(s["markers"].values(), 20, -10)
        garden = s["garden"]
        for name in SPOT_NAMES:
            t = garden[name]
            f.flag(t is None)
            if t is None:
                f.zeros(10)
            elif "monk" in t:
                f.zeros(6)
                f.one_hot(t["monk"], MONKS)
            else:
                f.one_hot(t["colour"], COLOURS)
                f.number(t["fertility"], 5)
                f.zeros(4)
        for shed in s["sheds"]:
            f.index(shed, SHED_TYPES)
        f.multi_hot(s["discs"], SPOTS)
        f.multi_hot(s["privilege_cards"], PRIVILEGES)
        for pair in s["privilege_pairs"]:
            f.one_hot(pair, PAIR_STATES)
        f.multi_hot(s["large_barrels"], GOALS)
        f.multi_hot(s["small_barrels"], GOALS)
        f.multi_hot(s["barrels_claimable"], GOALS)
        pos = s["position"]
        f.index(0 if pos == "starting area" else pos, 29)
        f.one_hot(s["starting_space"], STARTS)
        f.number(s["furthest_behind_if_scored_now"], 20, -10)
    return f
