"""Monastery rules: setup, and how the game moves on when no decision is pending.

Each decision's choices and consequences live with the decision (decisions.py); the rounds of
the hour-disc in rounds.py; the table in geometry.py, movement.py, scoring.py,
prayer_board.py, bag.py and hours.py. Section names in comments are the rulebook's.

`State.phase` says where the round stands: ``brew`` (a Prayer Hour or Night: the Brewhouse,
then the gathering), ``elect`` (the election), ``draw`` (drawing tiles), ``lay`` (Laying Tiles
and Movement steps), ``score`` (scorings), ``over``.
"""

from __future__ import annotations

from typing import Any

from alehouse.core.chance import Chance
from alehouse.core.log import Log

from .bag import draw_in_turn
from .content import ABBEY, CONTENT, FINISHED, ON_BOARD, UNLAID
from .decisions import begin_scoring, begin_step, elect
from .hours import gather, hour
from .rounds import end_round, start_round
from .seats import name
from .state import Player, State

C = CONTENT
MONKS = C.monks_per_player


def setup(players: int, options: dict[str, Any], chance: Chance, log: Log) -> State:
    """Setup: the Abbey in the middle; colours drawn (seats follow Red - Blue - Green -
    Yellow); each player a monk on the Abbey and one on each cross of the Prayer Board, the
    secret passage behind the screen; letters on the sentence parts in play. The game begins
    with Matins; the first Abbot is the player whose sentence part is highest on the board."""
    variant = str(options["variant"])
    # Each player draws a monk to determine their colour; seats follow Red-Blue-Green-Yellow.
    pool = list(range(len(C.colours)))
    chance.shuffle(pool)
    colours = sorted(pool[:players])
    seats = [Player(colour=c, hand=[C.passage_of[c]], blessings=0) for c in colours]
    n_monks = players * MONKS
    monk_tile = [ON_BOARD] * n_monks
    for q in range(players):
        monk_tile[q * MONKS] = ABBEY          # one monk on the Abbey ...
    crosses = [0] * 16
    for row in range(4):                      # ... and one on each of the four crosses
        for c in colours:
            crosses[row * 4 + c] = 1
    # No letters are placed on unused sentence parts of the prayer
    board = [ch if ch == "+" or C.row_colour[i // C.columns] in colours else ""
             for i, ch in enumerate(C.board_start)]
    grid = [-1] * C.n_cells
    for cell in C.abbey_cells:
        grid[cell] = ABBEY
    status = [UNLAID] * C.n_tiles
    status[ABBEY] = FINISHED
    # the first Abbot: the player whose sentence part is highest on the Prayer Board
    abbot = min(range(players), key=lambda q: C.colour_row[colours[q]])
    state = State(
        chance=chance, variant=variant, players=seats, hour=0, abbot=abbot, phase="brew",
        order=[], turn=0, bag=sorted(C.bag_tiles), supply=C.supply, status=status,
        tile_x=[0] * C.n_tiles, tile_y=[0] * C.n_tiles, rotation=[0] * C.n_tiles, grid=grid,
        links=[()] * C.n_tiles, adjacent=[()] * C.n_tiles, laid=[ABBEY],
        bless=[0] * C.n_tiles, monk_tile=monk_tile, monk_box=[0] * n_monks,
        monk_pray=[False] * n_monks, monk_flags=[0] * n_monks, crosses=crosses, board=board,
        swapped=[False] * len(board), tracks=[0] * (4 * C.track_len),
        scored=[False] * players, ending=False, pending=[],
        silence=bool(options["vow_of_silence"]))
    log.append("Colours: " + ", ".join(name(state, q) for q in range(players))
               + (" (team game: Red and Green against Blue and Yellow)"
                  if variant == "team" else ""))
    log.append(f"{name(state, abbot)} is the first Abbot")
    start_round(state, log)
    return state


def proceed(state: State, log: Log) -> None:
    """With no decision pending, the round moves on: a Prayer Hour gathers the praying monks,
    elects the Abbot and draws tiles; a Night gathers every monk; a Study or Toil round gives
    each player a Laying Tiles and Movement step, then a scoring, in turn order; then the
    round ends."""
    phase = state.phase
    n = len(state.players)
    # the phases of Study and Toil rounds first: they come round most often
    if phase == "lay":
        if state.turn < n:
            begin_step(state, state.order[state.turn], log)
        else:
            state.phase = "score"
            state.turn = 0
    elif phase == "score":
        if state.turn < n:
            begin_scoring(state, state.order[state.turn], log)
        else:
            end_round(state, log)
    elif phase == "brew":
        h = hour(state)
        gather(state, h.kind, log)
        if h.kind == "night":
            end_round(state, log)
        elif state.hour == 0 and not C.first_matins_elects:
            state.phase = "draw"  # ASSUMPTION 9: the first Abbot is set up, no election at once
        else:
            state.phase = "elect"
    elif phase == "elect":
        state.phase = "draw"
        elect(state, log, with_house=False)
    elif phase == "draw":
        draw = hour(state).draw
        draw_in_turn(state, [(state.abbot + k) % n for k in range(n)], draw, log)
        end_round(state, log)
