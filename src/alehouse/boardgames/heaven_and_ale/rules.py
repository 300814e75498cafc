"""Heaven & Ale rules: setup, and how the game moves on when no decision is pending.

Each decision's choices and consequences live with the decision (decisions.py); turns and
rounds in rounds.py; the board's queries and rewards in board.py. Section names in comments are
the rulebook's.
"""

from __future__ import annotations

from typing import Any

from alehouse.core.chance import Chance
from alehouse.core.log import Log, LogEntry

from .board import (
    DISC_SPACES,
    FIRST_PLAYER,
    MONK_SPACES,
    RESOURCE_SPACES,
    SEATS,
    start_options,
)
from .content import CONTENT, EMPTY, MONK_BASE
from .decisions import ChooseStartingSpace, MoveFigure
from .rounds import deal_monks
from .state import Player, State

C = CONTENT
N_COLOURS = len(C.resources)


def setup(players: int, options: dict[str, Any], chance: Chance, log: Log) -> State:
    """Main Setup, Player Setup and Starting Player: the board, the piles and stacks, every
    player's holdings; the starting player, drawn at random, takes the First player space."""
    pile_1 = [C.resource_tile(c, f) for c in range(N_COLOURS) for f in C.fertilities
              for _ in range(C.resource_copies)]
    pile_2 = list(pile_1)
    chance.shuffle(pile_1)
    chance.shuffle(pile_2)
    monks = [MONK_BASE + t for t in range(len(C.monks)) for _ in range(C.monk_copies)]
    monks_1, monks_2 = list(monks), list(monks)
    chance.shuffle(monks_1)
    chance.shuffle(monks_2)
    n_1, n_2 = C.stacks[players]
    size = C.stack_size
    stacks = [monks_1[i * size:(i + 1) * size] for i in range(n_1)]
    stacks += [monks_2[i * size:(i + 1) * size] for i in range(n_2)]
    box = monks_2[n_2 * size:]
    seats = [Player(
        ducats=C.start_ducats, brewmaster=C.brewmaster_start, markers=list(C.marker_start),
        garden=[EMPTY] * C.spots, sheds=[EMPTY] * len(C.shed_xy),
        discs=[0] * len(C.scoring_spots), hand=list(C.privilege_ids),
        pairs=[""] * len(C.pairs), large=[], small=[], position=0, start_space=EMPTY)
        for _ in range(players)]
    start = chance.below(players)  # "your favorite house rule": drawn at random
    seats[start].start_space = FIRST_PLAYER
    state = State(
        chance=chance, players=seats, round=1, rounds=C.rounds[players], phase="setup",
        current=start, resource_spaces=[[pile_1.pop()] for _ in RESOURCE_SPACES],
        monk_spaces=[[] for _ in MONK_SPACES], discs=[1] * len(DISC_SPACES),
        large_barrels=[True] * len(C.goals), small_barrels=[True] * len(C.goals),
        pile_1=pile_1, pile_2=pile_2, monk_stacks=stacks,
        stack_backs=[1] * n_1 + [2] * n_2, monk_box=box, pending=[],
        # the others choose counterclockwise from the starting player
        setup_queue=[(start - k) % players for k in range(1, players)])
    deal_monks(state)
    log.append(LogEntry(f"{SEATS[start]} is the starting player and takes the First player "
                        "starting space"))
    return state


def proceed(state: State, log: Log) -> None:
    """With no decision pending: the next player at setup chooses a starting space; once all
    have, play begins; in play, the player whose turn it is moves their figure."""
    if state.phase == "setup":
        if state.setup_queue:
            p = state.setup_queue.pop(0)
            state.pending.append(ChooseStartingSpace(p, start_options(state, p)))
            return
        state.phase = "play"
        log.append(LogEntry(f"Round 1 of {state.rounds}: {SEATS[state.current]} begins"))
        return
    state.pending.append(MoveFigure(state.current))
