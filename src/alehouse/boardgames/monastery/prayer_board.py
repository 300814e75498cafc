"""The Prayer Board, the letter tracks and the blessings.

Rulebook: Collecting Letters and Monks, and Receiving Blessings; Placing Monks and Letters;
Completed Sentence Part; The Library; the blessing supply ("If a player is due blessings and the
supply is exhausted, every player must immediately place one blessing into the supply").
Spaces of the board are ``row * 10 + column``; track spaces ``colour * 9 + index``.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from alehouse.core.action import Action
from alehouse.core.log import Log, LogEntry
from alehouse.core.words import plural

from . import actions as A
from .content import ABBEY, CONTENT, ON_BOARD
from .seats import active_colours, name, partner, seat_of
from .state import State

C = CONTENT
COLUMNS = C.columns
TRACK = C.track_len
MONKS = C.monks_per_player
MOST_COST = max(*C.top_cost, *C.bottom_cost)
"""Points beyond this buy nothing more (`affordable_spaces` is cached up to it)."""
LEAST_COST = min(*C.top_cost, *C.bottom_cost)
"""Fewer points buy nothing."""

TAKE_LETTER = tuple(A.TakeLetter(i) for i in range(len(C.board_start)))
# TAKE_MONK[row][owner]: the action names the row by the colour whose sentence part it is
TAKE_MONK = tuple(tuple(A.TakeMonk(C.colours[C.row_colour[r]], C.colours[o]) for o in range(4))
                  for r in range(4))
PLACE_LETTER = tuple(A.PlaceLetter(C.colours[i // TRACK], i % TRACK)
                     for i in range(4 * TRACK))


def part_complete(state: State, colour: int) -> bool:
    base = colour * TRACK
    return 0 not in state.tracks[base:base + TRACK]


def costs_for(state: State, seat: int) -> tuple[int, ...]:
    """The top cost row, or the bottom one once the seat's own sentence part is complete."""
    if part_complete(state, state.players[seat].colour):
        return C.bottom_cost
    return C.top_cost


def budget(state: State, seat: int) -> int:
    """Points of this scoring plus the blessings that may be spent in it."""
    p = state.players[seat]
    return p.points + max(0, p.blessings - p.fresh)


def letters_left(state: State) -> int:
    """The letters still on the Prayer Board (every space but the crosses and the taken)."""
    board = state.board
    return len(board) - board.count("") - board.count("+")


# --- blessings ---------------------------------------------------------------------------------


def gain(state: State, seat: int, n: int, log: Log, why: str) -> int:
    """`seat` receives `n` blessings from the supply (each one, if the supply is exhausted,
    after every player who has one puts one back: RULES.md assumption 31; read otherwise,
    `exhausted_supply_refilled_for_each_blessing` false, the supply is refilled so once for the
    `n` blessings due, and a supply exhausted again gives no more). Returns how many were
    received. During the seat's own scoring they are fresh: not spendable in it (designer FAQ,
    REF 3.2). A blessing put back is one that could have been spent (RULES.md assumption 35),
    or, read otherwise (`blessing_put_back_is_a_spendable_one` false), one received in this
    scoring while any is held."""
    got = 0
    refilled = False
    for _ in range(n):
        if state.supply == 0 and (C.exhausted_supply_refilled_for_each_blessing
                                  or not refilled):
            refilled = True
            # who puts a blessing back shows who holds one: no taking back past this
            state.chance.barrier()
            for q, pl in enumerate(state.players):
                if pl.blessings > 0:
                    pl.blessings -= 1
                    if C.blessing_put_back_is_a_spendable_one:
                        pl.fresh = min(pl.fresh, pl.blessings)
                    elif pl.fresh:
                        pl.fresh -= 1
                    state.supply += 1
                    log.append(f"{name(state, q)} puts a blessing back into the "
                               "exhausted supply")
        if state.supply == 0:
            break
        state.supply -= 1
        pl = state.players[seat]
        pl.blessings += 1
        if state.phase == "score" and state.turn < len(state.order) \
                and state.order[state.turn] == seat:
            pl.fresh += 1
        got += 1
    if got:
        log.append(LogEntry(f"{name(state, seat)} receives {got} blessing{'s' * (got != 1)} "
                            f"({why})", only=seat,
                            public=f"{name(state, seat)} receives blessings ({why})"))
    elif n:
        log.append(f"{name(state, seat)} receives no blessing ({why}): the supply is "
                   "empty and no one has one to put back")
    return got


def pay(state: State, seat: int, amount: int) -> int:
    """Pay with this scoring's points first, then with blessings (back to the supply,
    ASSUMPTION). Returns the blessings spent."""
    p = state.players[seat]
    from_points = min(p.points, amount)
    p.points -= from_points
    rest = amount - from_points
    p.blessings -= rest
    state.supply += rest
    return rest


# --- collecting ----------------------------------------------------------------------------------


def letter_cost(state: State, seat: int, space: int) -> int:
    return costs_for(state, seat)[space % COLUMNS]


def monk_cost(state: State, seat: int, row: int) -> int:
    return costs_for(state, seat)[C.cross_col[row]]


@cache
def affordable_spaces(costs: tuple[int, ...], money: int) -> tuple[int, ...]:
    """The Prayer Board spaces (board order) whose column costs at most `money` in `costs`."""
    return tuple(i for i in range(len(C.board_start)) if costs[i % COLUMNS] <= money)


def spend_options(state: State, seat: int) -> list[Action]:
    """Letters and monks `seat` can pay for now (board order, then crosses)."""
    return list(_spendable(state, seat))


def can_spend(state: State, seat: int) -> bool:
    """`spend_options` is not empty."""
    return next(_spendable(state, seat), None) is not None


def _spendable(state: State, seat: int) -> Iterator[Action]:
    """`spend_options`, one at a time."""
    money = budget(state, seat)
    if money < LEAST_COST:
        return
    costs = costs_for(state, seat)
    board = state.board
    for i in affordable_spaces(costs, min(money, MOST_COST)):
        if board[i] not in ("", "+"):
            yield TAKE_LETTER[i]
    colours = active_colours(state)
    for row in range(4):
        if costs[C.cross_col[row]] > money:
            continue
        for colour in colours:
            if state.crosses[row * 4 + colour]:
                yield TAKE_MONK[row][colour]


def place_options(state: State, letter: str) -> list[int]:
    """Empty track spaces showing `letter`, on the tracks of the colours in play."""
    out = []
    for colour in active_colours(state):
        word = C.track_letters[colour]
        base = colour * TRACK
        for i, ch in enumerate(word):
            if ch == letter and state.tracks[base + i] == 0:
                out.append(base + i)
    return out


def take_letter(state: State, seat: int, space: int, log: Log) -> str:
    letter = state.board[space]
    cost = letter_cost(state, seat, space)
    spent = pay(state, seat, cost)
    state.board[space] = ""
    state.swapped[space] = False
    row, col = divmod(space, COLUMNS)
    how = f" ({spent} in blessings)" if spent else ""
    log.append(LogEntry(f"{name(state, seat)} takes the letter {letter} (row "
                        f"{C.parts[row]}, column {col + 1}) for {plural(cost, 'point')}{how}",
                        only=seat if spent else None,
                        public=f"{name(state, seat)} takes the letter {letter} (row "
                        f"{C.parts[row]}, column {col + 1}) for {plural(cost, 'point')}"))
    return letter


def place_letter(state: State, seat: int, track_space: int, log: Log) -> None:
    colour, index = divmod(track_space, TRACK)
    own = state.players[seat].colour
    mate = partner(state, seat)
    friendly = colour == own or (mate >= 0 and state.players[mate].colour == colour)
    state.tracks[track_space] = 1 if friendly else 2
    letter = C.track_letters[colour][index]
    whose = "their own" if colour == own else f"{C.colours[colour].title()}'s"
    side = "large" if friendly else "small"
    log.append(f"{name(state, seat)} places {letter} on {whose} letter track "
               f"(space {index + 1}, {side} side up)")
    if not friendly:
        gain(state, seat, C.other_track_blessings, log, "a letter on another player's track")
    if part_complete(state, colour):
        log.append(f"{C.colours[colour].title()}'s sentence part is complete")


def take_monk(state: State, seat: int, row: int, owner_colour: int, log: Log) -> None:
    cost = monk_cost(state, seat, row)
    spent = pay(state, seat, cost)
    state.crosses[row * 4 + owner_colour] = 0
    owner = seat_of(state, owner_colour)
    base = owner * MONKS
    m = next(i for i in range(base, base + MONKS) if state.monk_tile[i] == ON_BOARD)
    state.monk_tile[m] = ABBEY
    state.monk_box[m] = 0
    state.monk_pray[m] = False
    state.monk_flags[m] = 0
    whose = "their own" if owner == seat else f"{name(state, owner)}'s"
    how = f" ({spent} in blessings)" if spent else ""
    log.append(LogEntry(f"{name(state, seat)} takes {whose} monk from the {C.parts[row]} "
                        f"cross for {plural(cost, 'point')}{how} and places it in the Abbey",
                        only=seat if spent else None,
                        public=f"{name(state, seat)} takes {whose} monk from the "
                        f"{C.parts[row]} cross for {plural(cost, 'point')} and places it in the "
                        "Abbey"))


def swap_letters(state: State, first: int, second: int) -> None:
    b = state.board
    b[first], b[second] = b[second], b[first]
    state.swapped[first] = state.swapped[second] = True


def swappable(state: State) -> list[int]:
    return [i for i, c in enumerate(state.board) if c not in ("", "+") and not state.swapped[i]]
