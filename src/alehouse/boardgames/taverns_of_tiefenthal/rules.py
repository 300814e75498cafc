"""The Taverns of Tiefenthal rules: setup, and how the game moves on when no decision is pending.

Each decision's choices and consequences live with the decision (decisions.py); the phases of a
turn in phases.py; the taverns and the display in board.py; bonuses and tracks in bonuses.py
and decisions.py; Planning's spaces and yields in planning.py. Section names in comments are the
rulebook's.
"""

from __future__ import annotations

from typing import Any

from alehouse.core.chance import Chance
from alehouse.core.log import Log, LogEntry

from .board import order
from .content import CONTENT, REGULAR_1, REGULAR_2, SEATS, TAVERN
from .decisions import ChooseStartCard
from .phases import (
    arrival,
    end_turn,
    new_evening,
    next_pick_round,
    next_server,
    server_phase,
    start_draft,
)
from .state import Player, State
from .words import joined

C = CONTENT


def setup(players: int, options: dict[str, Any], chance: Chance, log: Log) -> State:
    """Setup: each deck of 7 Regulars and a Server, a Table and a Brewer (Module 4: the items of
    a start card), shuffled; the tavern-card display; the 3-beer stack and 4 guests face up;
    Module 3's Bards and guests; Module 5's signature tiles; the Starting Player at random."""
    modules = int(options["modules"])
    piles = {k: C.tavern_count[k] for k in TAVERN}
    if modules < 3:
        piles["bard"] = 0
    seats = []
    for _ in range(players):
        deck = [REGULAR_1] * C.regulars[REGULAR_1] + [REGULAR_2] * C.regulars[REGULAR_2]
        if modules < 4:
            for kind in C.starting_cards:
                piles[kind] -= 1
                deck.append(TAVERN.index(kind))
        seats.append(Player(deck=deck, known=0, discard=[], tables=[], areas=[], noble_table=-1,
                            upgraded=[], white=[], colour=[], placed=[], boosts=0,
                            book=[0] * len(C.book_columns)))
    three = [g for g in C.guests if C.cards[g].cost == 3]
    chance.shuffle(three)
    deck = [g for g in C.guests if C.cards[g].cost != 3
            and (C.cards[g].module == 1 or modules >= 3)]
    chance.shuffle(deck)
    state = State(
        chance=chance, modules=modules, all_modules_rule=bool(options["all_modules_rule"]),
        players=seats, turn=0, start_player=chance.below(players), phase="setup",
        order_index=0, piles=piles, nobles=C.noble_count, three_stack=three,
        row=[-1] + [deck.pop() for _ in range(4)], guest_deck=deck,
        signatures=C.signatures, signed=[False] * 5, start_cards=[], coasters=[],
        pick_round=0, pending=[])
    if modules >= 5:  # a signature lies on each face-up guest and on the 3-beer stack
        state.signatures -= 5
        state.signed = [True] * 5
    if modules >= 4:
        cards = [s.id for s in C.start_cards]
        chance.shuffle(cards)
        state.start_cards = sorted(cards[:3])
        log.append(LogEntry("Start Cards revealed: "
                            + joined([str(c) for c in state.start_cards])))
        for p in order(state):  # the Starting Player chooses first
            state.pending.insert(0, ChooseStartCard(p))
    else:
        for seat in seats:
            chance.shuffle(seat.deck)
    log.append(LogEntry(f"{SEATS[state.start_player]} holds the Beer Mug"))
    return state


def proceed(state: State, log: Log) -> None:
    """With no decision pending, the next step of the phase under way: after setup (Module 4:
    the decks are shuffled once the start cards are in) the first New Evening; after the New
    Evening, Arrival; after Arrival, the Servers' dice and the white dice; the next pick round,
    or Planning and Serving; the next player's Planning and Serving, or Closing Time; after
    Closing Time, the next turn or the end."""
    phase = state.phase
    if phase == "setup":
        if state.modules >= 4:
            for seat in state.players:
                state.chance.shuffle(seat.deck)
                seat.known = 0
        new_evening(state, log)
    elif phase == "new_evening":
        arrival(state, log)
    elif phase == "arrival":
        server_phase(state, log)
        start_draft(state, log)
    elif phase == "dice_draft":
        next_pick_round(state, log)
    elif phase == "planning_and_serving":
        next_server(state, log)
    elif phase == "closing_time":
        end_turn(state, log)
    else:
        raise AssertionError(f"nothing to do in phase {phase!r}")
