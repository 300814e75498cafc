"""Turns, phases and rounds: the established order, passing the turn on, the start of each
phase, and the end of a round (tidying the workplace, then the next round or the end of the
game). No decisions here: `rules.proceed` asks for the next one.

A round is four phases in the established order (clockwise from the holder of the
season/priority token): 1 rolling and arranging dice (a token window, then turns until everyone
has passed), 2 purchasing, 3 brewing (a token window, then brewing turns until a whole round of
turns brews nothing), 4 tidying the workplace.
"""

from __future__ import annotations

from alehouse.core.log import Log
from alehouse.core.words import joined, plural

from . import board as B
from . import dice as D
from . import words as W
from .board import SEATS
from .content import CONTENT
from .state import Die, State

C = CONTENT
NO_RECIPE_FOR_20_ROUNDS = "no_recipe_for_20_rounds"
"""The termination code of ASSUMPTION 23 (20 rounds in a row without a recipe brewed)."""


def order(state: State) -> list[int]:
    """The established order: clockwise from the season/priority token."""
    n = len(state.players)
    return [(state.priority + k) % n for k in range(n)]


def current(state: State) -> int:
    """Whose turn it is in the established order."""
    return (state.priority + state.order_index) % len(state.players)


def pass_on(state: State) -> None:
    """The turn passes to the next player in the established order: what was done in it can
    no longer be taken back."""
    state.order_index = (state.order_index + 1) % len(state.players)
    state.chance.barrier()


def window_turn_over(state: State, played: bool) -> None:
    """A turn of the token window ends: the window closes once every player in a row has
    played nothing."""
    state.quiet = 0 if played else state.quiet + 1
    pass_on(state)


def start_round(state: State, log: Log) -> None:
    """Phase 1, first part: everyone rolls their active pool; the token window opens."""
    state.phase = "arrange"
    state.window = True
    state.order_index = 0
    state.quiet = 0
    log.append(f"Round {state.round}: {W.PHASE_NAMES['arrange']}")
    for p in order(state):
        seat = state.players[p]
        seat.pool = sorted((D.roll(state.chance, d.colour) for d in seat.pool), key=D.key)
        if seat.pool:
            rolled = ", ".join(W.die(d.colour, d.value) for d in seat.pool)
            log.append(f"{SEATS[p]} rolls the active pool: {rolled}")
        else:
            log.append(f"{SEATS[p]} has no dice in the active pool to roll")


def close_window(state: State) -> None:
    """Every player in a row passed: the token window closes; turns start from the holder of
    the season/priority token."""
    state.window = False
    state.order_index = 0
    state.quiet = 0


def start_purchase(state: State, log: Log) -> None:
    """Phase 2: purchasing, one turn each in the established order."""
    state.phase = "purchase"
    state.order_index = 0
    closed = [f"the {what} opens in round {opens}" for what, opens in
              (("marketplace", C.market_opens), ("black market", C.black_market_opens))
              if state.round < opens]
    why = f" ({joined(closed)})" if closed else ""
    log.append(f"Round {state.round}: {W.PHASE_NAMES['purchase']}{why}")


def start_brewing(state: State, log: Log) -> None:
    """Phase 3: brewing beer, after its token window."""
    state.phase = "brew"
    state.window = True
    state.order_index = 0
    state.quiet = 0
    log.append(f"Round {state.round}: {W.PHASE_NAMES['brew']}")


def tidy_and_end_round(state: State, log: Log) -> None:
    """Phase 4, tidying the workplace in the established order; then the end of the game (the
    recipes brewed reach the limit, or ASSUMPTION 23: `stall_rounds` rounds without a brew, unless
    the data sets it to 0, as only a study variant does), or the token
    passes clockwise, flips (summer: a seed for every brewer) and the next round starts."""
    log.append(f"Round {state.round}: {W.PHASE_NAMES['tidy']}")
    waiting: list[tuple[int, str]] = []
    for p in order(state):
        B.tidy(state, p, log, waiting)
    for p, colour in waiting:  # seeds that could not become dice are wasted
        log.append(f"{SEATS[p]} gets no {colour} die: the pile is empty")
    for seat in state.players:
        seat.pool = sorted((round_over(d) for d in seat.pool), key=D.key)
        seat.storage = sorted((round_over(d) for d in seat.storage), key=D.key)
        seat.blocked_buildings = []
        seat.bought_ingredient = seat.bought_token = seat.swapped = seat.passed = False
        seat.unlucky_used = 0
    state.blocked_recipes = []
    state.field_users = {f: 0 for f in C.field_ids}
    if state.brewed_total >= C.end_after[len(state.players)]:
        state.phase = "over"
        log.append(f"{plural(state.brewed_total, 'recipe')} brewed: the game ends")
        return
    if C.stall_rounds and state.round - state.last_brew >= C.stall_rounds:
        state.phase = "over"
        state.termination = NO_RECIPE_FOR_20_ROUNDS
        log.append(f"{C.stall_rounds} rounds in a row without a recipe brewed: "
                   "the game ends")
        return
    # the season/priority token passes clockwise and is flipped
    state.priority = (state.priority + 1) % len(state.players)
    state.summer = not state.summer
    log.append(f"{SEATS[state.priority]} takes the season/priority token and flips "
               f"it to {W.season(state.summer)}")
    if state.summer:
        for p in order(state):
            if state.seed_pile:
                state.seed_pile -= 1
                state.players[p].seeds += 1
        log.append("Summer: every brewer receives a seed token (while the pile "
                   "lasts)")
    state.round += 1
    start_round(state, log)


def round_over(die: Die) -> Die:
    """Tokens under dice are removed; a raised value falls back."""
    if die.raised:
        return D.plain(die.colour, max(1, die.value - 1))
    if die.blocked or die.protected:
        return D.plain(die.colour, die.value)
    return die
