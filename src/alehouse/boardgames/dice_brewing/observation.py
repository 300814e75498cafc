"""The numeric observation of Dice Brewing (`Game.observation`): a fixed-size encoding of one
seat's view, every value in [0, 1], for the RL adapters (alehouse.interop).

It is computed from `view(state, p)` only: the recipe deck's order never enters it, and with
the hidden-token rule the other players' token kinds are encoded as all zeros (only their
number shows). Seats are listed relative to the observer ("player 0" is the observer, then the
others clockwise). Numbers are scaled linearly from the stated range onto [0, 1] and clipped.

Dice are encoded as a histogram over colour x value: 4 colours (yellow, black, green, blue)
x 6 values = 24 counts, each / 4 (so a pool with more than 4 dice of one colour and value
reads 1).

Layout (N = players; the length is 702, 951 and 1200 for 2, 3 and 4 players), in the sections
`encode` names: "round" (round to token window), "recipes" (to the game's end), "supply" (dice
piles to field users), "decision", "player 0" ... "player N-1":

- round (1): round / 20.
- season (1): 1 in summer.
- priority (N): one-hot relative seat holding the season/priority token.
- phase (4): one-hot: arrange, purchase, brew, over.
- token window (1): flag.
- recipe row (4 x 32): per display slot (3 with 2-3 players, 4 with 4): recipe id one-hot 1-30,
  empty slot flag, blocked flag.
- deck, brewed, end (3): recipes in deck / 30, recipes brewed / 20, recipes that end the game /
  20.
- dice piles (4): per colour / 14.
- seed pile (1): / 6.
- marketplace (5): per ingredient (fruits, spices, honey, special_malt, special_hops) / 3.
- black market (6): per token kind (withdraw, block_building, block_die, block_recipe, raise,
  reroll) / 3.
- tokens used (6): per token kind / 3.
- field users (11): per field (M1-M3, H1-H2, S1-S3, D1-D3) / 4.
- decision (8 + N + 1 + 4 + 6 + 1 + 4 + 6 + 1 + 2): kind one-hot (arrange_turn, window, purchase,
  brew_turn, reroll, pile, brew, reward); relative seat; placements so far / 4; pile colour
  one-hot (4 colours; zeros until chosen); rolled values histogram / 4; re-roll dice
  chosen / 6; brewing slot
  one-hot; brewing dice values histogram / 5; reward count / 3; reward kind (token, die).
- per player (247 each): see below, observer first.

Per player: gold / 30; mastery points / 40; active pool (24); storage (24); seeds / 6;
ingredients (5 counts / 3); action tokens held / 6 and their kinds (6 counts / 3; zeros when
hidden); recipes brewed (30 flags by recipe id); the 11 board fields x 13 (seed flag, die
present, die colour one-hot 4, die value / 6, speed die present, speed colour one-hot 4,
resolved flag); blocked buildings (4 flags: malt_house, hops_plantation, school_of_skills,
department_of_seed); marketplace die (present, colour one-hot 4, value / 6); passed flag.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from alehouse.core.observation import Features, relative, seats_from, vocabulary

from .content import CONTENT as C
from .content import INGREDIENTS, TOKENS

DICE = vocabulary(C.dice_count)
PHASES = vocabulary(("arrange", "purchase", "brew", "over"))
KINDS = vocabulary(("arrange_turn", "window", "purchase", "brew_turn", "reroll", "pile", "brew",
                    "reward"))
RECIPES = vocabulary(sorted(C.recipes))
RECIPE_NAMES = vocabulary(C.recipes[r].name for r in sorted(C.recipes))
INGREDIENT = vocabulary(INGREDIENTS)
TOKEN = vocabulary(TOKENS)
FIELDS = C.field_ids
BUILDINGS = vocabulary(b.id for b in C.buildings)
SLOTS = 4
REWARDS = vocabulary(("token", "die"))

PER_PLAYER = 2 + 24 + 24 + 1 + len(INGREDIENT) + 1 + len(TOKEN) + len(RECIPE_NAMES) \
    + len(FIELDS) * 13 + len(BUILDINGS) + 6 + 1


def size(players: int, options: Mapping[str, Any]) -> int:
    fixed = 2 + len(PHASES) + 1 + SLOTS * (len(RECIPES) + 2) + 3 + len(DICE) + 1 \
        + len(INGREDIENT) + 2 * len(TOKEN) + len(FIELDS)
    decision = len(KINDS) + 1 + len(DICE) + 6 + 1 + SLOTS + 6 + 1 + len(REWARDS)
    return fixed + decision + players * (2 + PER_PLAYER)


def _dice(f: Features, dice: list[dict[str, Any]]) -> None:
    counts = [0] * 24
    for d in dice:
        counts[DICE[d["colour"]] * 6 + d["value"] - 1] += 1
    f.numbers(counts, 4)


def _values(f: Features, values: list[int], hi: float) -> None:
    counts = [0] * 6
    for v in values:
        if 1 <= v <= 6:
            counts[v - 1] += 1
    f.numbers(counts, hi)


def _die(f: Features, d: dict[str, Any] | None, value: bool) -> None:
    f.flag(d is not None)
    f.one_hot(d["colour"] if d else None, DICE)
    if value:
        f.number(d["value"] if d else None, 6)


def encode(view: dict[str, Any], players: int, options: Mapping[str, Any]) -> Features:
    """The encoding of `view` in named sections (see the layout above)."""
    f = Features()
    you = view["you"]
    f.section("round")
    f.number(view["round"], 20)
    f.flag(view["season"] == "summer")
    f.index(relative(view["priority"], you, players), players)
    f.one_hot(view["phase"], PHASES)
    f.flag(view["token_window"])
    f.section("recipes")
    row = view["recipes"]
    for slot in range(SLOTS):
        r = row[slot] if slot < len(row) else None
        rid = r.get("id") if r else None
        f.one_hot(rid, RECIPES)
        f.flag(r is not None and rid is None)
        f.flag(r is not None and r.get("blocked"))
    f.number(view["deck"], 30)
    f.number(view["brewed"], 20)
    f.number(view["game_ends_at"], 20)
    f.section("supply")
    f.tally(view["piles"], DICE, 14)
    f.number(view["seed_pile"], 6)
    f.tally(view["marketplace"], INGREDIENT, 3)
    f.tally(view["black_market"], TOKEN, 3)
    f.tally(view["tokens_used"], TOKEN, 3)
    users = view["field_users"]
    f.numbers((users.get(fid, 0) for fid in FIELDS), 4)
    f.section("decision")
    d = view["decision"] or {}
    f.one_hot(d.get("kind"), KINDS)
    f.index(relative(d.get("player"), you, players), players)
    f.number(d.get("placed"), 4)
    f.one_hot(d.get("colour"), DICE)
    _values(f, d.get("rolled", []), 4)
    f.number(len(d.get("chosen", [])), 6)
    f.index(d.get("slot"), SLOTS)
    _values(f, d.get("dice", []), 5)
    take = d.get("take")
    if take:
        f.number(d["count"], 3)
        f.one_hot(take, REWARDS)
    else:
        f.zeros(1 + len(REWARDS))
    seats = view["players"]
    for k, q in enumerate(seats_from(you, players)):
        f.section(f"player {k}")
        s = seats[q]
        f.number(s["gold"], 30)
        f.number(s["mastery"], 40)
        _dice(f, s["active_pool"])
        _dice(f, s["storage"])
        f.number(s["seeds"], 6)
        f.counts(s["ingredients"], INGREDIENT, 3)
        tokens = s["action_tokens"]
        if isinstance(tokens, int):
            f.number(tokens, 6)
            f.zeros(len(TOKEN))
        else:
            f.number(len(tokens), 6)
            f.counts(tokens, TOKEN, 3)
        f.multi_hot(s["brewed"], RECIPE_NAMES)
        board = s["board"]
        for fid in FIELDS:
            use = board.get(fid)
            f.flag(use is not None and use["seed"])
            _die(f, use["die"] if use else None, True)
            _die(f, use["speed"] if use else None, False)
            f.flag(use is not None and use["done"])
        f.multi_hot(s["blocked_buildings"], BUILDINGS)
        _die(f, s["marketplace_die"], True)
        f.flag(s["passed"])
    return f
