"""Turns and rounds: whose turn comes next, and the end of a round (preparing the next one, or
the end of the game). No decisions here: `rules.proceed` asks for the next one."""

from __future__ import annotations

from alehouse.core.log import Log, LogEntry

from .board import DISC_SPACES, FIRST_PLAYER, HOME, SEATS, SLOT
from .content import CONTENT
from .state import State

C = CONTENT


def deal_monks(state: State) -> None:
    """The next monk stack gives one monk to each monk space."""
    stack = state.monk_stacks.pop(0)
    state.stack_backs.pop(0)
    for space, tile in zip(state.monk_spaces, stack):
        space.append(tile)


def next_turn(state: State, log: Log) -> None:
    """The turn passes clockwise to the next player not yet in the starting area; once every
    figure is there, the round ends."""
    n = len(state.players)
    for k in range(1, n + 1):
        p = (state.current + k) % n
        if state.players[p].position != HOME:
            state.current = p
            return
    end_round(state, log)


def end_round(state: State, log: Log) -> None:
    """The end of a round: the game ends after the last one; else the next is prepared."""
    if state.round >= state.rounds:
        state.phase = "over"
        log.append(LogEntry("The game ends: final scoring"))
        return
    # Preparing the next round
    deal_monks(state)
    for space in state.resource_spaces:
        pile = state.pile_1 if state.pile_1 else state.pile_2
        if pile:
            space.append(pile.pop())
    state.discs = [1] * len(DISC_SPACES)
    state.round += 1
    n = len(state.players)
    if state.round == state.rounds and n in C.final_round_discs:
        for space in C.final_round_discs[n]:
            state.discs[SLOT[space]] = 2
    for seat in state.players:
        seat.position = 0
    state.current = next(i for i, p in enumerate(state.players)
                         if p.start_space == FIRST_PLAYER)
    log.append(LogEntry(f"Round {state.round} of {state.rounds}: {SEATS[state.current]} "
                        "begins"))
