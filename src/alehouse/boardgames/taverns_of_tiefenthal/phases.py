"""The phases of a turn, in the rulebook's order: what each does without asking, and the
decisions it asks for (pushed so that the Starting Player decides first). `rules.proceed` calls
them when no decision is pending; `State.phase` names the one under way.

A New Evening (`new_evening`), B Arrival (`arrival`), C Servers (`server_phase`), D the white
dice (`start_draft`, `next_pick_round`), E Planning and F Serving player by player in turn order
(`start_serving`, `next_server`: "The next player in clockwise order now performs Phases E and
F"), G Closing Time! (`closing_time`), then the next turn or the end (`end_turn`).
"""

from __future__ import annotations

from alehouse.core.log import Log, LogEntry

from .board import (
    BARD,
    DISHWASHER,
    SERVER,
    arrive,
    can_plan,
    close_tavern,
    order,
    played,
)
from .bonuses import gain_schnapps
from .content import CONTENT, SEATS
from .decisions import (
    AnyDecision,
    ChooseTurnBonus,
    JugglerKeepsCard,
    PickWhiteDie,
    PlaceEntertainer,
    PlanDice,
    RestartArrival,
    Serve,
    UpgradeForFree,
    bonus_available,
    planning_done,
)
from .pieces import JUGGLER_CLOSING
from .state import State
from .words import PHASE_NAMES, amount, joined, schnapps

C = CONTENT


# --- A. New Evening ------------------------------------------------------------------------------


def new_evening(state: State, log: Log) -> None:
    """The Moon moves onto the next turn: its bonus for everyone (a Counter Guest, a choice, the
    free upgrade of turn 8), Module 2's schnapps and entertainers."""
    state.turn += 1
    state.phase = "new_evening"
    log.append(LogEntry(f"Turn {state.turn} of {C.turns}, {PHASE_NAMES['new_evening']}: "
                        f"{SEATS[state.start_player]} moves the Moon"))
    for seat in state.players:
        seat.bought = []
        seat.recruited = False
    kind, options = C.turn_bonus.get(state.turn, ("", ()))
    n = len(state.players)
    if state.modules >= 2:
        tokens = (C.schnapps_m2 if state.modules == 2 else C.schnapps_m3).get(state.turn, 0)
        for p in range(n):
            gain_schnapps(state, p, tokens)
        if tokens:
            log.append(LogEntry(f"Everyone receives {schnapps(tokens)}"))
    decisions: list[AnyDecision] = []
    for p in order(state):
        if kind == "counter_guest":
            state.players[p].counter_guests += 1
        elif kind == "choice":
            allowed = [o for o in options if bonus_available(state, o, n)]
            if allowed:
                decisions.append(ChooseTurnBonus(p, allowed))
        elif kind == "free_upgrade":
            decisions.append(UpgradeForFree(p, magician=False))
        if state.modules >= 2 and state.turn in C.entertainer_turns:
            decisions.append(PlaceEntertainer(p, C.entertainer_turns[state.turn]))
    if kind == "counter_guest":
        log.append(LogEntry("Everyone takes a Counter Guest"))
    state.pending.extend(reversed(decisions))  # the Starting Player decides first


# --- B. Arrival ---------------------------------------------------------------------------------


def arrival(state: State, log: Log) -> None:
    """Every player fills their tavern; a player with a Counter Guest may then start again."""
    state.phase = "arrival"
    decisions: list[AnyDecision] = []
    for p in order(state):
        arrive(state, p, log)
        if state.players[p].counter_guests:
            decisions.append(RestartArrival(p))
    state.pending.extend(reversed(decisions))


# --- C. Servers, D. the white dice ---------------------------------------------------------


def server_phase(state: State, log: Log) -> None:
    """A rolled die of the player's colour for each Server drawn and the permanent Server (at
    most 3 such dice); this turn's Dishwasher uses and Bard steps are counted too."""
    for p in order(state):
        seat = state.players[p]
        servers = sum(1 for c in seat.areas if c == SERVER) + ("server" in seat.upgraded)
        dice = max(0, min(servers, C.max_colour_dice - len(seat.colour)))
        rolled = [state.chance.roll(6) for _ in range(dice)]
        seat.colour.extend(rolled)
        seat.colour.sort()
        seat.boosts = sum(1 for c in seat.areas if c == DISHWASHER) + \
            ("dishwasher" in seat.upgraded)
        seat.bard_steps = sum(1 for c in seat.areas if c == BARD)
        if dice:
            log.append(LogEntry(f"Server Phase C: {SEATS[p]} rolls {amount(dice, 'die')} of "
                                f"their colour: {joined([str(v) for v in rolled])}"))


def start_draft(state: State, log: Log) -> None:
    """Everyone rolls the white dice on their coaster; the first pick round begins."""
    state.phase = "dice_draft"
    state.coasters = [sorted(state.chance.roll(6) for _ in range(C.white_dice))
                      for _ in state.players]
    state.pick_round = 0
    rolled = "; ".join(f"{SEATS[p]}'s {', '.join(map(str, c))}"
                       for p, c in enumerate(state.coasters))
    log.append(LogEntry(f"Phase D: the white dice on the Dice Coasters are rolled: {rolled}"))
    queue_picks(state)


def queue_picks(state: State) -> None:
    """One pick each, in turn order, from the coaster in front of each player (coasters pass
    to the left after every round)."""
    n = len(state.players)
    picks = [PickWhiteDie(p, (p - state.pick_round) % n) for p in order(state)]
    state.pending.extend(reversed(picks))


def next_pick_round(state: State, log: Log) -> None:
    """The coasters pass to the left for the next pick round; after the fourth, Planning and
    Serving begin."""
    state.pick_round += 1
    if state.pick_round < C.white_dice:
        queue_picks(state)
    else:
        start_serving(state, log)


# --- E. Planning and F. Serving, player by player -------------------------------------------


def start_serving(state: State, log: Log) -> None:
    state.phase = "planning_and_serving"
    state.order_index = 0
    next_server(state, log)


def next_server(state: State, log: Log) -> None:
    """The next player in turn order plans (E), then serves (F); after the last, Closing
    Time."""
    if state.order_index >= len(state.players):
        closing_time(state, log)
        return
    p = order(state)[state.order_index]
    seat = state.players[p]
    seat.planned = False
    seat.dice = sorted([*seat.white, *seat.colour])
    state.pending.append(Serve(p))
    if can_plan(seat):
        state.pending.append(PlanDice(p))
    else:
        planning_done(state, p, log)


# --- G. Closing Time! --------------------------------------------------------------------------


def closing_time(state: State, log: Log) -> None:
    """Everyone discards what they played this turn (the Juggler may keep a card first)."""
    state.phase = "closing_time"
    log.append(LogEntry(f"{PHASE_NAMES['closing_time']}: every card placed this turn goes to "
                        "the discard pile"))
    decisions: list[AnyDecision] = []
    for p in order(state):
        seat = state.players[p]
        if JUGGLER_CLOSING in seat.entertainers and seat.schnapps >= 1 and played(seat):
            decisions.append(JugglerKeepsCard(p))
        else:
            close_tavern(state, p)
    state.pending.extend(reversed(decisions))


def end_turn(state: State, log: Log) -> None:
    """The game ends after the last turn; else the Beer Mug passes on and a new turn begins."""
    if state.turn >= C.turns:
        state.phase = "over"
        log.append(LogEntry("The game ends after the 8th turn"))
        return
    state.start_player = (state.start_player + 1) % len(state.players)
    log.append(LogEntry(f"The Beer Mug passes to {SEATS[state.start_player]}"))
    new_evening(state, log)
