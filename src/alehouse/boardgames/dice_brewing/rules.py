"""Dice Brewing rules: setup, and how the game moves on when no decision is pending.

Each decision's choices and consequences live with the decision (decisions.py); turns, phases
and rounds in rounds.py; the player board in board.py, brewing in brewing.py, the markets in
market.py, action tokens in tokens.py.
"""

from __future__ import annotations

from typing import Any

from alehouse.core.chance import Chance
from alehouse.core.log import Log

from . import dice as D
from . import words as W
from .arrangement import may_arrange
from .board import SEATS
from .brewing import brewable
from .content import CONTENT, INGREDIENTS, TOKENS
from .decisions import ArrangeTurn, BrewTurn, Purchase, TokenWindow, arrange_pass
from .market import purchases
from .rounds import (
    close_window,
    current,
    pass_on,
    start_brewing,
    start_purchase,
    start_round,
    tidy_and_end_round,
    window_turn_over,
)
from .state import Die, Player, State
from .tokens import may_play_tokens

C = CONTENT


def setup(players: int, options: dict[str, Any], chance: Chance, log: Log) -> State:
    """2. Preparations and 3: the supply, the recipe display (standard: the green-backed
    starting recipes; advanced: drawn from the whole shuffled deck), every player's holdings;
    the starting player, drawn at random, takes the season/priority token; round 1 begins with
    everyone rolling their active pool."""
    seats = []
    piles = dict(C.dice_count)
    for _ in range(players):
        pool: list[Die] = []
        for colour in C.start_pool:
            piles[colour] -= 1
            D.add(pool, D.plain(colour, 1))
        seats.append(Player(gold=C.start_gold, mastery=C.start_mastery, pool=pool,
                            storage=[], seeds=C.start_seeds, ingredients=[], tokens=[],
                            brewed=[], board={}, blocked_buildings=[], market_die=None))
    deck = list(C.recipes)
    if options["mode"] == "standard":
        row = list(C.starting_recipes[players])
        deck = [r for r in deck if r not in row]
        chance.shuffle(deck)
    else:
        chance.shuffle(deck)
        row = [deck.pop() for _ in range(C.display[players])]
    start = chance.below(players)  # "each player rolls a die; the highest starts"
    state = State(
        chance=chance, players=seats, mode=options["mode"],
        unlucky_roll=options["unlucky_roll"], hidden_tokens=options["hidden_tokens"],
        round=1, summer=False, priority=start, phase="arrange", order_index=0, quiet=0,
        window=True, piles=piles, seed_pile=C.seed_count - players * C.start_seeds,
        market={i: C.market_stock for i in INGREDIENTS},
        black_market={t: C.token_stock for t in TOKENS},
        tokens_out={t: 0 for t in TOKENS}, deck=deck, row=row, blocked_recipes=[],
        field_users={f: 0 for f in C.field_ids}, brewed_total=0, pending=[])
    log.append(f"{SEATS[start]} starts the game with the season/priority token, "
               f"set to {W.season(False)}")
    start_round(state, log)
    return state


def proceed(state: State, log: Log) -> None:
    """With no decision pending, one step on: the token window's next turn (players with no
    token to play are skipped), the next turn of the phase in the established order (a turn
    with nothing to do is skipped), or the next phase; after brewing, tidying and the next
    round or the end of the game."""
    n = len(state.players)
    if state.phase in ("arrange", "brew") and state.window:
        if state.quiet >= n:
            close_window(state)
            return
        p = current(state)
        if may_play_tokens(state, p, state.phase):
            state.pending.append(TokenWindow(p))
            return
        window_turn_over(state, played=False)
        return
    if state.phase == "arrange":
        for seat in state.players:
            if not seat.passed:
                break
        else:
            start_purchase(state, log)
            return
        p = (state.priority + state.order_index) % n  # `current`
        if state.players[p].passed:
            pass_on(state)
            return
        if not may_arrange(state, p) and not may_play_tokens(state, p, ""):
            arrange_pass(state, p, log, forced=True)  # nothing to do but pass
            return
        state.pending.append(ArrangeTurn(p))
        return
    if state.phase == "purchase":
        if state.order_index >= n:
            start_brewing(state, log)
            return
        p = current(state)
        if purchases(state, p) or D.store_actions(state.players[p]) or \
                may_play_tokens(state, p, ""):
            state.pending.append(Purchase(p))
            return
        state.order_index += 1  # nothing to buy, store or play: the turn is skipped
        log.append(f"{SEATS[p]} has nothing to buy or transfer to storage")
        return
    if state.phase == "brew":
        if state.quiet >= n:
            tidy_and_end_round(state, log)
            return
        p = current(state)
        if brewable(state, p):
            state.pending.append(BrewTurn(p))
            return
        _cannot_brew(state, p, log)


def _cannot_brew(state: State, player: int, log: Log) -> None:
    """Skip `player`'s brewing turn (they cannot brew), saying so: for the player while someone
    else can brew; else once for all (at the first skip of a run of turns without a brew), and
    then every turn left in the phase is skipped at once, since skipping changes nothing that
    brewing depends on."""
    n = len(state.players)
    if any(brewable(state, q) for q in range(n) if q != player):
        log.append(f"{SEATS[player]} cannot brew any recipe")
        state.quiet += 1
        pass_on(state)
        return
    if state.quiet == 0:
        log.append("Nobody can brew any recipe now")
    while state.quiet < n:
        state.quiet += 1
        pass_on(state)
