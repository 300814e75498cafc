"""Fantasy Brewers rules: setup, and how the game moves on when no decision is pending.

Each decision's choices and consequences live with the decision (decisions.py); the month's
flow (the next worker, Upkeep paid, Clean-up, the end) in rounds.py; the board's queries and
small effects in board.py. Section names in comments are the rulebook's.
"""

from __future__ import annotations

from typing import Any

from alehouse.core.chance import Chance
from alehouse.core.decision import EVERYONE
from alehouse.core.log import Log, LogEntry

from .board import BASE_OF, EMPTY, SEATS, placements, placing, refill_rows
from .content import ASSISTANTS, CONTENT, DOORS, FACES, GOODS
from .decisions import PayUpkeep, PlaceWorkerPawn, TakeActions
from .rounds import end_month, next_worker, start_upkeep
from .state import Player, State


def setup(players: int, options: dict[str, Any], chance: Chance, log: Log) -> State:
    """Game Setup: the Brewery cards (Expert ones dealt at random) and what they show (taken
    from the supply's piles, or not: assumption 33), the supply, the shuffled Extension and
    Homestead decks and their face-up rows; the Starting Player, drawn at random, and in 2
    players the Seasonal Worker's first owner (assumption 11)."""
    level = options["level"]
    months, brewery_set = CONTENT.levels[level]
    cards = list(CONTENT.breweries_by_level[brewery_set])
    if brewery_set == "expert":
        chance.shuffle(cards)  # "each player is dealt an Expert Brewery card"
    breweries = cards[:players]
    extension_deck = list(CONTENT.extensions)
    homestead_deck = list(CONTENT.homesteads)
    chance.shuffle(extension_deck)
    chance.shuffle(homestead_deck)
    supply_goods = [CONTENT.good_count[g] for g in GOODS]
    supply_assistants = [CONTENT.assistant_count[a] for a in ASSISTANTS]
    seats = []
    for card in breweries:
        b = CONTENT.breweries[card]
        from_supply = CONTENT.brewery_cards_taken_from_the_supply  # else piles full (33)
        for i, n in enumerate(b.assistants):
            if from_supply or ASSISTANTS[i] == "brewmaster":  # never in a pile: from the box
                supply_assistants[i] -= n
        for face, n in zip(FACES, b.faces):
            if from_supply:
                supply_goods[GOODS.index(BASE_OF[face])] -= n
        seats.append(Player(
            brewery=card, coins=b.coins, vp_tokens=b.vp, penalties=0,
            festival_white=b.festival_white, festival_black=b.festival_black,
            up=list(b.assistants), down=[0] * len(ASSISTANTS), goods=list(b.faces),
            buildings=[], decorated=[], acclaims=[]))
    start = chance.below(players)
    # the Seasonal Worker starts with the player who does not start, or read the other way
    # with the Starting Player (assumption 11)
    seasonal = start if CONTENT.starting_player_has_the_seasonal_worker else (start + 1) % 2
    state = State(
        chance=chance, level=level, months=months, month=1, phase="placement",
        players=seats, start_player=start, placed=0,
        seasonal_owner=seasonal if players == 2 else EMPTY,
        queues=[[], [], []], tavern=[], spaces=[[EMPTY] * 6 for _ in DOORS],
        cursor_door=0, cursor_index=0, pending=[],
        supply_goods=supply_goods, supply_assistants=supply_assistants,
        extension_deck=extension_deck, extension_row=[], homestead_deck=homestead_deck,
        homestead_row=[], statues=CONTENT.building_types["statue"].count,
        upkeep_plans=[None] * players, last_actor=start)
    refill_rows(state)
    for p, seat in enumerate(seats):
        log.append(LogEntry(f"{SEATS[p]} plays Brewery card {seat.brewery}"))
    log.append(LogEntry(f"Month 1 of {months}: {SEATS[start]} is the Starting Player"))
    return state


def proceed(state: State, log: Log) -> None:
    """With no decision pending, the turn in progress is over (a pawn placed, with its
    Protection Money and bonus; a worker's actions): no taking back past it. Then Phase 1
    asks for the next pawn, or Phase 2 begins; Phase 2 asks the next worker in line to act, or
    Phase 3 (Pay Upkeep) begins; once Upkeep is paid, Phase 4 (Clean-up) or the Game End."""
    state.chance.barrier()
    if state.phase == "placement":
        if state.placed < placements(state):
            state.pending.append(PlaceWorkerPawn(placing(state)[0]))
            return
        state.phase = "actions"
        state.cursor_door = state.cursor_index = 0
        return
    if state.phase == "actions":
        if next_worker(state):
            worker = state.queues[state.cursor_door][state.cursor_index]
            state.pending.append(TakeActions(worker.owner, door=state.cursor_door,
                                             index=state.cursor_index))
            return
        start_upkeep(state, log)
        state.pending.append(PayUpkeep(EVERYONE))
        return
    if state.phase == "upkeep":
        end_month(state, log)
