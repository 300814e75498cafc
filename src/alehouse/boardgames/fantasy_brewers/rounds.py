"""The month's flow: the next worker to act in Phase 2, Phase 3 (Pay Upkeep) once everyone has
chosen how, Phase 4 (Clean-up) and the Game End. No decisions here: `rules.proceed` asks for
the next one.
"""

from __future__ import annotations

from alehouse.core.log import Log, LogEntry
from alehouse.core.result import NORMAL_END

from .board import DECK_EXHAUSTED, EMPTY, ENDINGS, SEATS, refill_rows
from .content import ANIMALS, ASSISTANTS, CONTENT, DOORS
from .payment import lose_festival, pay_upkeep, upkeep_plans
from .state import State
from .words import upkeep_text

# --- Phase 2 -----------------------------------------------------------------------------------


def next_worker(state: State) -> bool:
    """Phase 2: move the cursor to the next worker to act, queue A front to back, then B, then
    C; False once every worker has acted."""
    while state.cursor_door < len(DOORS):
        if state.cursor_index < len(state.queues[state.cursor_door]):
            return True
        state.cursor_door += 1
        state.cursor_index = 0
    return False


# --- Phase 3: Pay Upkeep -----------------------------------------------------------------------


def start_upkeep(state: State, log: Log) -> None:
    """Phase 3 begins: a player with a single way to pay as much as possible has it chosen at
    once; the others choose (`decisions.PayUpkeep`)."""
    state.phase = "upkeep"
    log.append(LogEntry(f"Month {state.month}: Pay Upkeep"))
    for p, seat in enumerate(state.players):
        plans = upkeep_plans(seat)
        state.upkeep_plans[p] = list(plans[0]) if len(plans) == 1 else None


def pay_all_upkeep(state: State, log: Log) -> None:
    """Everyone has chosen: each pays Upkeep by their plan (Festival tokens and Penalty tokens
    for what stays unpaid). The plans are revealed: no taking back past this point."""
    for p, seat in enumerate(state.players):
        plan = state.upkeep_plans[p]
        assert plan is not None
        coins, up = seat.coins, list(seat.up)
        unpaid = pay_upkeep(seat, (plan[0], plan[1], plan[2], plan[3], plan[4], plan[5]))
        penalties = lose_festival(seat, unpaid)
        turned = [(a, before - after) for a, before, after in zip(ASSISTANTS, up, seat.up)]
        log.append(LogEntry(upkeep_text(SEATS[p], coins - seat.coins, turned,
                                        list(zip(ANIMALS, plan[:3])), unpaid, penalties)))
        state.upkeep_plans[p] = None
    state.chance.barrier()


# --- Phase 4: Clean-up; Game End ---------------------------------------------------------------


def end_month(state: State, log: Log) -> None:
    """After Phase 3: the game ends after the last month; else Phase 4 (Clean-up), which ends
    the game too when a Building deck is exhausted, and the next month begins."""
    if state.month >= state.months:
        game_over(state, log, NORMAL_END)
        return
    state.start_player = state.last_actor
    for q in state.queues:
        q.clear()
    state.tavern.clear()
    state.spaces = [[EMPTY] * 6 for _ in DOORS]
    for seat in state.players:
        seat.repeated = False
    if state.seasonal_owner != EMPTY:
        state.seasonal_owner = 1 - state.seasonal_owner
        if state.months == 5 and state.month + 1 == 5:
            state.seasonal_owner = EMPTY  # 2-player Beginner game: removed before month 5
    refill_rows(state)
    if exhausted(state):
        game_over(state, log, DECK_EXHAUSTED)
        return
    state.month += 1
    state.phase = "placement"
    state.placed = 0
    state.last_actor = state.start_player
    log.append(LogEntry(f"Month {state.month} of {state.months}: {SEATS[state.start_player]} "
                        "is the Starting Player"))


def exhausted(state: State) -> bool:
    """Whether a deck of Building cards is exhausted at the end of Clean-up: no Statue left,
    or an empty Extension or Homestead draw pile; read the other way (RULES.md assumption 23,
    data/readings.toml), a draw pile that could not fill its row back to 5 face-up cards."""
    if not state.statues:
        return True
    if CONTENT.an_empty_draw_pile_is_exhausted:
        return not state.extension_deck or not state.homestead_deck
    return any(len(row) < CONTENT.row_size for row in (state.extension_row, state.homestead_row))


def game_over(state: State, log: Log, code: str) -> None:
    """The game ends (`code`: a termination of `board.ENDINGS`); before scoring, all
    Assistants turn face-up."""
    state.phase = "over"
    state.termination = "" if code == NORMAL_END else code
    for seat in state.players:
        for i in range(len(ASSISTANTS)):
            seat.up[i] += seat.down[i]
            seat.down[i] = 0
    log.append(LogEntry(f"The game ends: {ENDINGS[code]}"))
